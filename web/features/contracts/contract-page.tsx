import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, FileSignature, Save } from "lucide-react";
import { Link, useParams } from "react-router";
import { toast } from "sonner";
import { sectionAnchor } from "#domain/document-gaps";
import type { ProjectDocument } from "#domain/documents.schema";
import { feesLockReason } from "#domain/fees/fees-plan";
import type { RichBlock } from "#domain/rich-text.schema";
import { contractContentSchema, type ContractContent, type ProjectContract } from "#domain/service-contract/contract.schema";
import { useGenerateContract, useProjectContract } from "#web/api/service-contracts";
import { ConflictDialog } from "#web/components/documents/conflict-dialog";
import { ExportButtons } from "#web/components/documents/export-buttons";
import { SaveStatus } from "#web/components/documents/save-status";
import { VersionHistory } from "#web/components/documents/version-history";
import { QueryState } from "#web/components/query-state";
import { RichTextEditor } from "#web/components/rich-text/rich-text-editor";
import { SectionsPreview } from "#web/components/rich-text/sections-preview";
import { Button } from "#web/components/ui/button";
import { errorMessage } from "#web/lib/api";
import { useCurrentUser } from "#web/lib/dashboard-context";
import { documentQueryOptions } from "#web/lib/documents/api";
import { versionByLine } from "#web/lib/documents/labels";
import { useDocumentEditor } from "#web/lib/documents/use-document-editor";
import { formatDate } from "#web/lib/format";
import { useScrollToHash } from "#web/lib/use-scroll-to-hash";
import { ClauseLibrary } from "./clause-library";

type ContractDocument = Extract<ProjectDocument, { kind: "contrato" }>;

/** Where the contract starts from, in a sentence (R-CONTRACT-1). */
function sourceLine(state: ProjectContract): string {
  if (state.acceptedProposal) return `A partir da proposta aceita em ${formatDate(state.acceptedProposal.acceptedAt)} (versão ${state.acceptedProposal.version}).`;
  if (state.hasFees) return "Nenhuma proposta aceita ainda: o contrato sai dos honorários salvos.";
  return "Salve os honorários ou tenha uma proposta aceita para gerar o contrato.";
}

/** "Gerar contrato" / "Gerar nova versão" (R-CONTRACT-1). */
function GenerateButton({ projectId, state, again }: { projectId: string; state: ProjectContract; again: boolean }) {
  const generate = useGenerateContract(projectId);
  const me = useCurrentUser();
  const locked = feesLockReason(me.plan, new Date(me.trialEndsAt), new Date());
  const possible = state.acceptedProposal !== null || state.hasFees;
  return (
    <Button
      size="sm"
      variant={again ? "outline" : "default"}
      disabled={!possible || locked !== null || generate.isPending}
      onClick={() =>
        void generate.mutateAsync().then(
          (doc) => toast.success(`Contrato gerado (versão ${doc.version}).`),
          (err: unknown) => toast.error("Não foi possível gerar o contrato", { description: errorMessage(err) }),
        )
      }
    >
      <FileSignature aria-hidden="true" className="size-4" />
      {again ? "Gerar nova versão" : "Gerar contrato"}
    </Button>
  );
}

/** `/dashboard/projetos/:projectId/contrato` (R-CONTRACT-2): the project's contract, or the way to make it, and the clause library. */
export function ContractPage({ debounceMs }: { debounceMs?: number }) {
  const { projectId = "" } = useParams();
  const contract = useProjectContract(projectId);
  const documentId = contract.data?.documentId ?? null;
  const doc = useQuery({ ...documentQueryOptions(documentId ?? ""), enabled: documentId !== null });
  if (!contract.isSuccess) return <QueryState query={contract} loadingLabel="Carregando o contrato" />;
  if (!documentId) {
    return (
      <div className="mx-auto max-w-4xl space-y-6">
        <div className="space-y-4 py-6 text-center">
          <h1 className="text-2xl font-bold tracking-tight">Contrato de prestação de serviços</h1>
          <p className="text-muted-foreground">Este projeto ainda não tem contrato. {sourceLine(contract.data)}</p>
          <GenerateButton projectId={projectId} state={contract.data} again={false} />
        </div>
        <ClauseLibrary />
      </div>
    );
  }
  if (!doc.isSuccess) return <QueryState query={doc} loadingLabel="Carregando o contrato" />;
  if (doc.data.kind !== "contrato") return <p role="alert">Este documento não é um contrato.</p>;
  return <ContractEditor key={doc.data.id} projectId={projectId} remote={doc.data} state={contract.data} {...(debounceMs !== undefined ? { debounceMs } : {})} />;
}

/** A version's clauses, read-only (the history's preview). */
function Preview({ content }: { content: unknown }) {
  const parsed = contractContentSchema.safeParse(content);
  if (!parsed.success) return <p>Conteúdo ilegível.</p>;
  return <SectionsPreview sections={parsed.data.sections} />;
}

function ContractEditor({ projectId, remote, state, debounceMs }: { projectId: string; remote: ContractDocument; state: ProjectContract; debounceMs?: number }) {
  const editor = useDocumentEditor(remote, debounceMs !== undefined ? { debounceMs } : {});
  const content = editor.content as ContractContent;
  useScrollToHash(true);
  const setSection = (key: string, blocks: RichBlock[]) => editor.update((c) => ({ ...(c as ContractContent), sections: (c as ContractContent).sections.map((s) => (s.key === key ? { ...s, blocks } : s)) }));
  const project = `/dashboard/projetos/${encodeURIComponent(projectId)}`;
  return (
    <div className="mx-auto max-w-4xl">
      <Link to={project} className="mb-4 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Projeto
      </Link>
      <header className="mb-6 flex flex-col gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight break-words">Contrato de prestação de serviços: {remote.project.name}</h1>
          <p className="mt-1 text-muted-foreground">
            <span>Cliente: {remote.client.name}</span> ·{" "}
            <Link to={`${project}/proposta`} className="font-medium text-primary hover:underline">
              Ver proposta
            </Link>
          </p>
          <p className="mt-1 text-sm text-muted-foreground">
            Versão {editor.version} · {versionByLine(remote.lastVersion.author)}
          </p>
          <p className="mt-1 text-sm text-muted-foreground">{sourceLine(state)}</p>
          <p className="mt-1 text-sm text-muted-foreground">
            {state.rrtNumber ? `RRT nº ${state.rrtNumber}.` : "Sem número de RRT no projeto ainda."}{" "}
            <Link to={`${project}#rrt`} className="text-primary hover:underline">
              Editar o RRT no projeto
            </Link>
          </p>
          <p className="mt-1 text-sm text-muted-foreground">Para o cliente assinar, compartilhe o contrato no portal do projeto marcando "para assinatura".</p>
        </div>
        <SaveStatus status={editor.status} error={editor.error} />
        <div className="flex flex-wrap gap-2">
          <GenerateButton projectId={projectId} state={state} again />
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              void editor.flush().then(
                () => toast.success("Versão salva."),
                (err: unknown) => toast.error("Não foi possível salvar", { description: errorMessage(err) }),
              )
            }
          >
            <Save aria-hidden="true" className="size-4" />
            Salvar versão
          </Button>
          <VersionHistory documentId={remote.id} currentVersion={editor.version} renderPreview={(c) => <Preview content={c} />} beforeRestore={editor.flush} />
          <ExportButtons documentId={remote.id} beforeExport={editor.flush} />
        </div>
      </header>

      <div className="space-y-4">
        {content.sections.map((section, i) => (
          <section key={section.key} id={sectionAnchor(section.key)} tabIndex={-1} aria-labelledby={`${sectionAnchor(section.key)}-titulo`} className="scroll-mt-4 space-y-2 rounded-lg border bg-card p-4">
            <h2 id={`${sectionAnchor(section.key)}-titulo`} className="text-lg font-semibold">
              {i + 1}. {section.title}
            </h2>
            <RichTextEditor label={section.title} blocks={section.blocks} onChange={(blocks) => setSection(section.key, blocks)} />
          </section>
        ))}
      </div>
      <div className="mt-8">
        <ClauseLibrary />
      </div>
      <ConflictDialog conflict={editor.conflict} onReload={editor.reload} onKeepMine={editor.keepMine} />
    </div>
  );
}
