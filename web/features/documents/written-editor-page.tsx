import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import type { WrittenKind } from "#domain/documents";
import type { ProjectDocument } from "#domain/documents.schema";
import type { WrittenContent } from "#domain/written-documents.schema";
import { Button } from "#web/components/ui/button";
import { Spinner } from "#web/components/ui/spinner";
import { ApiError, errorMessage } from "#web/lib/api";
import { documentQueryOptions } from "#web/lib/documents/api";
import { WrittenEditor } from "./components/written-editor";
import { WRITTEN_PAGES } from "./kinds";

/** `/dashboard/{conceito|memorial|justificativa|apresentacoes}/:documentId`: loads the document and hands it to the editor. */
export function WrittenEditorPage({ kind, debounceMs, autoDraft }: { kind: WrittenKind; debounceMs?: number; autoDraft?: boolean }) {
  const { documentId = "" } = useParams();
  const doc = useQuery(documentQueryOptions(documentId));
  const page = WRITTEN_PAGES[kind];

  if (doc.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner className="size-8" label="Carregando documento" />
      </div>
    );
  }
  if (!doc.data || doc.data.kind !== kind) {
    const missing = !doc.data ? doc.error instanceof ApiError && doc.error.status === 404 : true;
    return (
      <div className="mx-auto max-w-xl space-y-4 py-10 text-center">
        <h1 className="text-2xl font-bold tracking-tight">{missing ? "Documento não encontrado" : "Não foi possível abrir o documento"}</h1>
        <p className="text-muted-foreground">{!doc.data ? errorMessage(doc.error) : `Este documento não é ${page.noun}.`}</p>
        <div className="flex justify-center gap-2">
          {!doc.data && !missing ? (
            <Button variant="outline" onClick={() => void doc.refetch()}>
              Tentar novamente
            </Button>
          ) : null}
          <Button asChild>
            <Link to={page.path}>Voltar</Link>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <WrittenEditor
      key={doc.data.id}
      remote={doc.data as Extract<ProjectDocument, { content: WrittenContent }>}
      {...(debounceMs !== undefined ? { debounceMs } : {})}
      {...(autoDraft !== undefined ? { autoDraft } : {})}
    />
  );
}
