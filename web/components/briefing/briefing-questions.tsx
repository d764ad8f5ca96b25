import type { ReactNode } from "react";
import type { ClientKind } from "#domain/addressing";
import { PART_LABELS, questionsOf, type Question, type QuestionPart } from "#domain/briefing";
import type { BriefingContent, FollowUp } from "#domain/briefing.schema";
import { QuestionField } from "./question-field";

interface Group {
  part: QuestionPart;
  sections: { title: string; questions: Question[] }[];
}

/** The questionnaire's questions by part, then by section, in the questionnaire's order. */
export function groupQuestions(questions: readonly Question[]): Group[] {
  const groups: Group[] = [];
  for (const q of questions) {
    let group = groups.find((g) => g.part === q.part);
    if (!group) groups.push((group = { part: q.part, sections: [] }));
    let section = group.sections.find((s) => s.title === q.section);
    if (!section) group.sections.push((section = { title: q.section, questions: [] }));
    section.questions.push(q);
  }
  return groups;
}

/**
 * The whole briefing as a form (R-DOC-2): the objective and subjective parts with their
 * sections, then the accepted follow-up questions. The architect's editor and the client's page
 * draw it alike, the questions worded for the client's kind (R-CLIENT-3); `followUpActions` and
 * `followUpsFooter` are the editor's extras.
 */
export function BriefingQuestions({
  content,
  clientKind,
  onAnswer,
  onFollowUpAnswer,
  followUpActions,
  followUpsFooter,
}: {
  content: Pick<BriefingContent, "questionnaire" | "answers" | "followUps">;
  clientKind: ClientKind | null;
  onAnswer: (questionId: string, text: string) => void;
  onFollowUpAnswer: (followUpId: string, text: string) => void;
  followUpActions?: (followUp: FollowUp) => ReactNode;
  followUpsFooter?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-8">
      {groupQuestions(questionsOf(content, clientKind)).map((group) => (
        <section key={group.part} aria-labelledby={`parte-${group.part}`} className="flex flex-col gap-6">
          <h2 id={`parte-${group.part}`} className="text-xl font-semibold">
            {PART_LABELS[group.part]}
          </h2>
          {group.sections.map((section) => (
            <fieldset key={section.title} className="flex min-w-0 flex-col gap-5 rounded-lg border border-border bg-card p-4 sm:p-6">
              <legend className="px-1 text-base font-semibold">{section.title}</legend>
              {section.questions.map((q) => (
                <QuestionField key={q.id} question={q} value={content.answers[q.id] ?? ""} onChange={(text) => onAnswer(q.id, text)} />
              ))}
            </fieldset>
          ))}
        </section>
      ))}
      {content.followUps.length > 0 || followUpsFooter ? (
        <section aria-labelledby="perguntas-complementares" className="flex flex-col gap-4">
          <h2 id="perguntas-complementares" className="text-xl font-semibold">
            Perguntas complementares
          </h2>
          {content.followUps.length > 0 ? (
            <ul className="flex flex-col gap-4">
              {content.followUps.map((f) => (
                <li key={f.id} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 sm:p-6">
                  <QuestionField
                    question={{ id: f.id, label: f.text, help: f.reason, input: "long" }}
                    value={f.answer}
                    onChange={(text) => onFollowUpAnswer(f.id, text)}
                  />
                  {followUpActions ? followUpActions(f) : null}
                </li>
              ))}
            </ul>
          ) : null}
          {followUpsFooter}
        </section>
      ) : null}
    </div>
  );
}
