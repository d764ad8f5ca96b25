import { FileSignature } from "lucide-react";
import { Link, useParams } from "react-router";
import type { ProjectDocument } from "#domain/documents.schema";
import { feesLockReason } from "#domain/fees/fees-plan";
import { contractContentSchema, type ProjectContract } from "#domain/service-contract/contract.schema";
import { useGenerateContract, useProjectContract } from "#web/api/service-contracts";
import { GenerateDocumentButton, ProjectDocumentGate, SectionedDocumentShell, useSectionedEditor } from "#web/components/documents/sectioned-document-page";
import { useCurrentUser } from "#web/lib/dashboard-context";
import { formatDate } from "#web/lib/format";
import { ClauseLibrary } from "./clause-library";
import { PaymentTermsForm } from "./payment-terms-form";

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
    <GenerateDocumentButton
      generate={generate}
      again={again}
      disabled={!possible || locked !== null}
      icon={<FileSignature aria-hidden="true" className="size-4" />}
      label={again ? "Gerar nova versão" : "Gerar contrato"}
      success={(version) => `Contrato gerado (versão ${version}).`}
      failure="Não foi possível gerar o contrato"
    />
  );
}

/** `/dashboard/projetos/:projectId/contrato` (R-CONTRACT-2): the project's contract, or the way to make it, and the clause library. */
export function ContractPage({ debounceMs }: { debounceMs?: number }) {
  const { projectId = "" } = useParams();
  const contract = useProjectContract(projectId);
  return (
    <ProjectDocumentGate
      state={contract}
      documentId={(s) => s.documentId}
      kind="contrato"
      loadingLabel="Carregando o contrato"
      wrongKind="Este documento não é um contrato."
      empty={(state) => (
        <div className="mx-auto max-w-4xl space-y-6">
          <div className="space-y-4 py-6 text-center">
            <h1 className="text-2xl font-bold tracking-tight">Contrato de prestação de serviços</h1>
            <p className="text-muted-foreground">Este projeto ainda não tem contrato. {sourceLine(state)}</p>
            <GenerateButton projectId={projectId} state={state} again={false} />
          </div>
          <ClauseLibrary />
        </div>
      )}
    >
      {(doc, state) => <ContractEditor key={doc.id} projectId={projectId} remote={doc} state={state} {...(debounceMs !== undefined ? { debounceMs } : {})} />}
    </ProjectDocumentGate>
  );
}

/** The late-payment clause is written from "Multa, juros e lembretes" by the server on every save (R-PAY-6, R-PAY-9; decision 100). */
const FIXED_SECTIONS = { atraso: "Esta cláusula segue \"Multa, juros e lembretes\", abaixo: altere os valores por lá." } as const;

function ContractEditor({ projectId, remote, state, debounceMs }: { projectId: string; remote: ContractDocument; state: ProjectContract; debounceMs?: number }) {
  const { editor, sections, setSection } = useSectionedEditor(remote, debounceMs);
  const project = `/dashboard/projetos/${encodeURIComponent(projectId)}`;
  return (
    <SectionedDocumentShell
      remote={remote}
      editor={editor}
      sections={sections}
      onSectionChange={setSection}
      back={{ to: project, label: "Projeto" }}
      title={`Contrato de prestação de serviços: ${remote.project.name}`}
      related={{ to: `${project}/proposta`, label: "Ver proposta" }}
      notes={
        <>
          <p className="mt-1 text-sm text-muted-foreground">{sourceLine(state)}</p>
          <p className="mt-1 text-sm text-muted-foreground">
            {state.rrtNumber ? `RRT nº ${state.rrtNumber}.` : "Sem número de RRT no projeto ainda."}{" "}
            <Link to={`${project}#rrt`} className="text-primary hover:underline">
              Editar o RRT no projeto
            </Link>
          </p>
          <p className="mt-1 text-sm text-muted-foreground">Para o cliente assinar, compartilhe o contrato no portal do projeto marcando "para assinatura".</p>
        </>
      }
      leadingActions={<GenerateButton projectId={projectId} state={state} again />}
      previewSchema={contractContentSchema}
      fixedSections={FIXED_SECTIONS}
    >
      <PaymentTermsForm key={`${state.paymentTerms.fineBps}-${state.paymentTerms.interestBps}-${state.paymentTerms.sendReminders}-${state.paymentTerms.signedAt ?? ""}`} projectId={projectId} terms={state.paymentTerms} />
      <div className="mt-8">
        <ClauseLibrary />
      </div>
    </SectionedDocumentShell>
  );
}
