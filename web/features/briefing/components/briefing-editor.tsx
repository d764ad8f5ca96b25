import { Link } from "react-router";
import { ArrowLeft, X } from "lucide-react";
import { briefingProgress, QUESTIONNAIRES } from "#domain/briefing";
import type { FollowUp } from "#domain/briefing.schema";
import type { ProjectDocumentOf } from "#domain/documents.schema";
import { BriefingProgressBar } from "#web/components/briefing/briefing-progress";
import { BriefingQuestions } from "#web/components/briefing/briefing-questions";
import { ConflictDialog } from "#web/components/documents/conflict-dialog";
import { ExportButtons } from "#web/components/documents/export-buttons";
import { SaveStatus } from "#web/components/documents/save-status";
import { VersionHistory } from "#web/components/documents/version-history";
import { Button } from "#web/components/ui/button";
import { useDocumentEditor } from "#web/lib/documents/use-document-editor";
import { AnswersPreview } from "./answers-preview";
import { FollowUpsPanel } from "./follow-ups-panel";
import { GenerateProgramme } from "./generate-programme";
import { SendToClientDialog } from "./send-to-client-dialog";

/**
 * The briefing's editor (R-DOC-2): every answer is kept in this browser at once and saved as a
 * new version after a pause; answers the client sends through the link arrive with the page's
 * polling. From here the architect asks for follow-up questions, sends the link to the client and
 * generates the needs programme.
 */
export function BriefingEditor({ remote, debounceMs }: { remote: ProjectDocumentOf<"briefing">; debounceMs?: number }) {
  const editor = useDocumentEditor(remote, debounceMs !== undefined ? { debounceMs } : {});
  const saveNow = editor.flush;
  const { content, update } = editor;
  const questionnaire = QUESTIONNAIRES[content.questionnaire];

  const answer = (id: string, text: string) => update((c) => ({ ...c, answers: { ...c.answers, [id]: text } }));
  const answerFollowUp = (id: string, text: string) =>
    update((c) => ({ ...c, followUps: c.followUps.map((f) => (f.id === id ? { ...f, answer: text } : f)) }));
  const accept = (followUp: FollowUp) =>
    update((c) => (c.followUps.some((f) => f.id === followUp.id) ? c : { ...c, followUps: [...c.followUps, followUp] }));
  const remove = (id: string) => update((c) => ({ ...c, followUps: c.followUps.filter((f) => f.id !== id) }));

  return (
    <div className="mx-auto max-w-4xl">
      <Link to="/dashboard/briefing" className="mb-4 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Briefings
      </Link>
      <header className="mb-6 flex flex-col gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Briefing: {remote.project.name}</h1>
          <p className="mt-1 text-muted-foreground">
            <span>Cliente: {remote.client.name}</span> · <span>Questionário {questionnaire.label.toLowerCase()}</span> ·{" "}
            <Link to={`/dashboard/projetos/${remote.project.id}`} className="font-medium text-primary hover:underline">
              Ver projeto
            </Link>
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <BriefingProgressBar progress={briefingProgress(content)} className="sm:w-64" />
          <SaveStatus status={editor.status} error={editor.error} />
        </div>
        <div className="flex flex-wrap gap-2">
          <SendToClientDialog documentId={remote.id} clientName={remote.client.name} />
          <VersionHistory
            documentId={remote.id}
            currentVersion={editor.version}
            renderPreview={(c) => <AnswersPreview content={c} clientKind={remote.client.kind} />}
            beforeRestore={saveNow}
          />
          <ExportButtons documentId={remote.id} beforeExport={saveNow} />
        </div>
        <GenerateProgramme projectId={remote.project.id} beforeGenerate={saveNow} />
      </header>

      <BriefingQuestions
        content={content}
        clientKind={remote.client.kind}
        onAnswer={answer}
        onFollowUpAnswer={answerFollowUp}
        followUpActions={(f) => (
          <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
            <span>{f.origin === "ia" ? "Sugerida pela IA" : f.origin === "offline" ? "Sugestão offline" : "Escrita pelo arquiteto"}</span>
            <Button variant="ghost" size="sm" onClick={() => remove(f.id)}>
              <X aria-hidden="true" />
              Remover<span className="sr-only"> a pergunta: {f.text}</span>
            </Button>
          </div>
        )}
        followUpsFooter={<FollowUpsPanel documentId={remote.id} accepted={content.followUps} onAccept={accept} beforeSuggest={saveNow} />}
      />

      <ConflictDialog conflict={editor.conflict} onReload={editor.reload} onKeepMine={editor.keepMine} />
    </div>
  );
}
