import type { ClientKind } from "#domain/addressing";
import { answerText, isAnswered, questionsOf } from "#domain/briefing";
import { briefingContentSchema } from "#domain/briefing.schema";

/** A version of the briefing in the history: its answered questions (worded for the client, R-CLIENT-3), as plain text. */
export function AnswersPreview({ content, clientKind }: { content: unknown; clientKind: ClientKind | null }) {
  const parsed = briefingContentSchema.safeParse(content);
  if (!parsed.success) return <p className="text-sm text-muted-foreground">Não foi possível mostrar esta versão.</p>;
  const briefing = parsed.data;
  const answered = [
    ...questionsOf(briefing, clientKind)
      .filter((q) => isAnswered(briefing.answers[q.id]))
      .map((q) => ({ id: q.id, label: q.label, answer: answerText(q, briefing.answers[q.id]!) })),
    ...briefing.followUps.filter((f) => isAnswered(f.answer)).map((f) => ({ id: f.id, label: f.text, answer: f.answer })),
  ];
  if (answered.length === 0) return <p className="text-sm text-muted-foreground">Nenhuma pergunta respondida nesta versão.</p>;
  return (
    <dl className="flex flex-col gap-2 text-sm">
      {answered.map((a) => (
        <div key={a.id}>
          <dt className="font-medium">{a.label}</dt>
          <dd className="whitespace-pre-wrap text-muted-foreground">{a.answer}</dd>
        </div>
      ))}
    </dl>
  );
}
