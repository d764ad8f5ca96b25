import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import type { ProjectDocumentOf } from "#domain/documents.schema";
import { Button } from "#web/components/ui/button";
import { Spinner } from "#web/components/ui/spinner";
import { ApiError, errorMessage } from "#web/lib/api";
import { documentQueryOptions } from "#web/lib/documents/api";
import { BriefingEditor } from "./components/briefing-editor";

/** How often the open briefing is read again, so the client's answers (sent by the link) appear. */
export const BRIEFING_POLL_MS = 15_000;

/**
 * `/dashboard/briefing/:documentId`: loads the briefing (and keeps reading it while open), then
 * hands it to the editor. `debounceMs` is for tests.
 */
export function BriefingEditorPage({ debounceMs }: { debounceMs?: number } = {}) {
  const { documentId = "" } = useParams();
  const doc = useQuery({ ...documentQueryOptions(documentId), refetchInterval: BRIEFING_POLL_MS });

  if (doc.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner className="size-8" label="Carregando briefing" />
      </div>
    );
  }
  // A failed poll keeps the editor on screen (doc.data stays): only a first load that failed is an error page.
  if (!doc.data || doc.data.kind !== "briefing") {
    const missing = !doc.data ? doc.error instanceof ApiError && doc.error.status === 404 : true;
    return (
      <div className="mx-auto max-w-xl space-y-4 py-10 text-center">
        <h1 className="text-2xl font-bold tracking-tight">{missing ? "Briefing não encontrado" : "Não foi possível abrir o briefing"}</h1>
        <p className="text-muted-foreground">{!doc.data ? errorMessage(doc.error) : "Este documento não é um briefing."}</p>
        <div className="flex justify-center gap-2">
          {!doc.data && !missing ? (
            <Button variant="outline" onClick={() => void doc.refetch()}>
              Tentar novamente
            </Button>
          ) : null}
          <Button asChild>
            <Link to="/dashboard/briefing">Voltar para os briefings</Link>
          </Button>
        </div>
      </div>
    );
  }
  return <BriefingEditor key={doc.data.id} remote={doc.data as ProjectDocumentOf<"briefing">} {...(debounceMs !== undefined ? { debounceMs } : {})} />;
}
