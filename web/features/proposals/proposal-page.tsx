import { useQueryClient } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link, useParams } from "react-router";
import { toast } from "sonner";
import { dayBR } from "#domain/days";
import { contractHref } from "#domain/document-gaps";
import type { ProjectDocument } from "#domain/documents.schema";
import { feesLockReason } from "#domain/fees/fees-plan";
import { parseDayBR } from "#domain/projects";
import { proposalContentSchema, type ProposalContent, type ProposalStatus } from "#domain/proposals/proposal.schema";
import { PROPOSAL_ACTIONS, proposalStateLabel, type ProposalState } from "#domain/proposals/proposal-state";
import { proposalQueries, useProjectProposal, useProposalTransition } from "#web/api/proposals";
import { ProjectDocumentGate, SectionedDocumentShell, useSectionedEditor } from "#web/components/documents/sectioned-document-page";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";
import { errorMessage } from "#web/lib/api";
import { useCurrentUser } from "#web/lib/dashboard-context";
import { formatDateTime } from "#web/lib/format";

type ProposalDocument = Extract<ProjectDocument, { kind: "proposta" }>;

const BADGE_TONES: Record<ProposalState, string> = {
  rascunho: "border-slate-300 bg-slate-50 text-slate-800",
  enviada: "border-sky-300 bg-sky-50 text-sky-900",
  vista: "border-indigo-300 bg-indigo-50 text-indigo-900",
  aceita: "border-emerald-300 bg-emerald-50 text-emerald-900",
  recusada: "border-red-300 bg-red-50 text-red-900",
  expirada: "border-amber-300 bg-amber-50 text-amber-900",
};

/** The state as a badge, in pt-BR (R-PROP-3). */
export function ProposalStateBadge({ status }: { status: ProposalStatus }) {
  return (
    <span className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-medium ${BADGE_TONES[status.state]}`}>
      <span className="sr-only">Estado da proposta: </span>
      {status.label}
    </span>
  );
}

/** `/dashboard/projetos/:projectId/proposta` (R-PROP-2): the project's proposal, or the way to make it. */
export function ProposalPage({ debounceMs }: { debounceMs?: number }) {
  const { projectId = "" } = useParams();
  const proposal = useProjectProposal(projectId);
  return (
    <ProjectDocumentGate
      state={proposal}
      documentId={(s) => (s.status ? s.documentId : null)}
      kind="proposta"
      loadingLabel="Carregando a proposta"
      wrongKind="Este documento não é uma proposta."
      empty={() => (
        <div className="mx-auto max-w-xl space-y-4 py-10 text-center">
          <h1 className="text-2xl font-bold tracking-tight">Proposta de serviços</h1>
          <p className="text-muted-foreground">Este projeto ainda não tem proposta. Ela é gerada a partir dos honorários salvos.</p>
          <Button asChild>
            <Link to={`/dashboard/projetos/${encodeURIComponent(projectId)}/honorarios`}>Ir para os honorários</Link>
          </Button>
        </div>
      )}
    >
      {(doc, state) => (state.status ? <ProposalEditor key={doc.id} projectId={projectId} remote={doc} status={state.status} {...(debounceMs !== undefined ? { debounceMs } : {})} /> : null)}
    </ProjectDocumentGate>
  );
}

/** "Válida até": typed as dd/mm/aaaa (decision 021), kept in the content when it is a day that exists. */
function ValidityField({ value, onChange }: { value: string; onChange: (isoDay: string) => void }) {
  const id = useId();
  const hint = useId();
  const [text, setText] = useState(dayBR(value));
  const [error, setError] = useState<string | null>(null);
  const commit = () => {
    const parsed = parseDayBR(text);
    const ok = parsed !== null && /^\d{4}-\d{2}-\d{2}$/.test(parsed) && new Date(`${parsed}T00:00:00Z`).toISOString().startsWith(parsed);
    if (!ok) {
      setError("Data de validade inválida (use dd/mm/aaaa).");
      return;
    }
    setError(null);
    if (parsed !== value) onChange(parsed);
  };
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-medium">
        Válida até
      </label>
      <Input
        id={id}
        inputMode="numeric"
        className="w-40"
        value={text}
        aria-describedby={hint}
        aria-invalid={error ? true : undefined}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === "Enter") commit();
        }}
      />
      <p id={hint} className={`text-xs ${error ? "text-destructive" : "text-muted-foreground"}`}>
        {error ?? "dd/mm/aaaa. Depois dessa data, uma proposta enviada e sem resposta fica expirada."}
      </p>
    </div>
  );
}

const SEND_LABEL = PROPOSAL_ACTIONS.find((a) => a.id === "enviar")!.label;

function ProposalEditor({ projectId, remote, status, debounceMs }: { projectId: string; remote: ProposalDocument; status: ProposalStatus; debounceMs?: number }) {
  const { editor, sections, setSection } = useSectionedEditor(remote, debounceMs);
  const content = editor.content as ProposalContent;
  const transition = useProposalTransition(projectId, remote.id);
  const queryClient = useQueryClient();
  const me = useCurrentUser();
  const locked = feesLockReason(me.plan, new Date(me.trialEndsAt), new Date());

  // Every saved version returns the proposal to rascunho (R-PROP-3): read the state again.
  useEffect(() => {
    if (editor.version !== status.version) void queryClient.invalidateQueries({ queryKey: proposalQueries.project(projectId).queryKey });
  }, [editor.version, status.version, projectId, queryClient]);

  const setValidity = (validUntil: string) => editor.update((c) => ({ ...(c as ProposalContent), validUntil }));

  async function markSent() {
    try {
      await editor.flush();
      await transition.mutateAsync({ action: "enviar", version: editor.version });
      toast.success("Proposta marcada como enviada.");
    } catch (error) {
      toast.error("Não foi possível marcar como enviada", { description: errorMessage(error) });
    }
  }

  const answered = status.state === "aceita" || status.state === "recusada";
  const project = `/dashboard/projetos/${encodeURIComponent(projectId)}`;
  return (
    <SectionedDocumentShell
      remote={remote}
      editor={editor}
      sections={sections}
      onSectionChange={setSection}
      back={{ to: `${project}/honorarios`, label: "Honorários" }}
      title={`Proposta de serviços: ${remote.project.name}`}
      badge={<ProposalStateBadge status={status} />}
      related={{ to: project, label: "Ver projeto" }}
      notes={
        <>
          {answered ? (
            <p className="mt-1 text-sm text-amber-800">Esta versão já foi {status.label.toLowerCase()} pelo cliente. Uma edição cria uma nova versão, que volta a rascunho.</p>
          ) : null}
          {status.state === "aceita" ? (
            // The accepted proposal is where the contract starts (R-CONTRACT-1).
            <p className="mt-1 text-sm">
              <Link to={contractHref(projectId)} className="font-medium text-primary hover:underline">
                Gerar o contrato a partir desta proposta
              </Link>
            </p>
          ) : null}
          {locked ? <p className="mt-1 text-sm text-muted-foreground">{locked} A proposta já gerada continua editável; gerar de novo precisa de um plano com honorários.</p> : null}
        </>
      }
      leadingActions={
        <Button size="sm" disabled={status.state !== "rascunho" || transition.isPending || editor.version !== status.version} onClick={() => void markSent()}>
          <Send aria-hidden="true" className="size-4" />
          {SEND_LABEL}
        </Button>
      }
      // Keyed by the date: a restored or reloaded version shows its own.
      belowActions={<ValidityField key={content.validUntil} value={content.validUntil} onChange={setValidity} />}
      previewSchema={proposalContentSchema}
      previewLead={(c) => <p className="text-sm">Válida até {dayBR(c.validUntil)}</p>}
    >
      <section aria-labelledby="historico-proposta" className="mt-8 space-y-2">
        <h2 id="historico-proposta" className="text-lg font-semibold">
          Histórico do estado
        </h2>
        {status.history.length === 0 ? (
          <p className="text-sm text-muted-foreground">Ainda não enviada.</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {status.history.map((h, i) => (
              <li key={i}>
                {formatDateTime(h.at)}: {proposalStateLabel(h.state)} (versão {h.version})
                {h.actor.kind === "estudio" ? (h.actor.user ? `, por ${h.actor.user.name}` : "") : h.actor.name ? `, por ${h.actor.name} (cliente)` : ", pelo cliente"}
              </li>
            ))}
          </ul>
        )}
      </section>
    </SectionedDocumentShell>
  );
}
