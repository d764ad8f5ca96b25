import { FileText } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { documentKindLabel, DOCUMENT_KINDS, type DocumentKind } from "#domain/documents";
import { progressLabel } from "#domain/briefing";
import { contractHref, proposalHref } from "#domain/document-gaps";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Spinner } from "#web/components/ui/spinner";
import { errorMessage } from "#web/lib/api";
import { useOpenProjectDocument, useProjectDocuments } from "#web/lib/documents/api";
import { formatDate } from "#web/lib/format";

/** Where each kind of document is edited. */
export const DOCUMENT_PAGES: Record<DocumentKind, string> = {
  briefing: "/dashboard/briefing",
  programa: "/dashboard/programa",
  conceito: "/dashboard/conceito",
  referencias: "/dashboard/referencias",
  memorial: "/dashboard/memorial",
  justificativa: "/dashboard/justificativa",
  apresentacao: "/dashboard/apresentacoes",
  orcamento: "/dashboard/orcamentos",
  proposta: "/dashboard/projetos",
  contrato: "/dashboard/projetos",
};

/**
 * Where a document opens: its editor, or (references, one screen for the studio) the references
 * page, or (the proposal, one per project, R-PROP-2) the project's proposal page.
 */
export function documentPath(kind: DocumentKind, id: string, projectId: string): string {
  if (kind === "proposta") return proposalHref(projectId);
  if (kind === "contrato") return contractHref(projectId);
  return kind === "referencias" ? DOCUMENT_PAGES.referencias : `${DOCUMENT_PAGES[kind]}/${id}`;
}

/**
 * A project's documents on its page (R-DOC-1): each kind it has, with its version and date, and
 * the briefing to create when there is none yet (the programme is generated from the briefing).
 */
export function ProjectDocumentsCard({ projectId }: { projectId: string }) {
  const documents = useProjectDocuments(projectId);
  const open = useOpenProjectDocument();
  const navigate = useNavigate();
  const byKind = new Map((documents.data ?? []).map((d) => [d.kind, d]));

  const create = (kind: DocumentKind) =>
    open.mutate(
      { projectId, kind },
      { onSuccess: (doc) => void navigate(documentPath(doc.kind, doc.id, projectId)), onError: (err) => toast.error(errorMessage(err)) },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Documentos</CardTitle>
        <CardDescription>Briefing, programa de necessidades, conceito, referências, memorial, justificativa, texto de apresentação e proposta de serviços do projeto, com histórico de versões.</CardDescription>
      </CardHeader>
      <CardContent>
        {documents.isPending ? (
          <Spinner label="Carregando documentos…" />
        ) : documents.isError ? (
          <p role="alert" className="text-sm text-destructive">{errorMessage(documents.error)}</p>
        ) : (
          <ul className="divide-y">
            {DOCUMENT_KINDS.map(({ id: kind }) => {
              const doc = byKind.get(kind);
              return (
                <li key={kind} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                  <span className="flex items-center gap-2">
                    <FileText aria-hidden="true" className="size-4 text-muted-foreground" />
                    {doc ? (
                      <Link to={documentPath(kind, doc.id, projectId)} className="font-medium hover:underline">
                        {documentKindLabel(kind)}
                      </Link>
                    ) : (
                      <span className="text-muted-foreground">{documentKindLabel(kind)}</span>
                    )}
                  </span>
                  {doc ? (
                    <span className="text-muted-foreground">
                      {doc.progress ? `${progressLabel(doc.progress)} · ` : ""}versão {doc.version} · {formatDate(doc.updatedAt)}
                    </span>
                  ) : kind === "programa" ? (
                    <span className="text-muted-foreground">Gere a partir do briefing</span>
                  ) : kind === "proposta" ? (
                    // Built from the saved fees (R-PROP-1), not created empty.
                    <Link to={`/dashboard/projetos/${encodeURIComponent(projectId)}/honorarios`} className="text-primary hover:underline">
                      Gere a partir dos honorários
                    </Link>
                  ) : kind === "contrato" ? (
                    // Built from the accepted proposal or the fees (R-CONTRACT-1), not created empty.
                    <Link to={contractHref(projectId)} className="text-primary hover:underline">
                      Gere o contrato
                    </Link>
                  ) : kind === "referencias" ? (
                    <Link to={DOCUMENT_PAGES.referencias} className="text-primary hover:underline">
                      Pesquisar referências
                    </Link>
                  ) : (
                    // A written document drafts itself from the project when its editor opens.
                    <Button size="sm" variant="outline" disabled={open.isPending} onClick={() => create(kind)}>
                      Criar<span className="sr-only"> {documentKindLabel(kind).toLowerCase()}</span>
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
