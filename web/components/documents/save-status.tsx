import { AlertTriangle, Check, CloudOff, Loader2 } from "lucide-react";
import { SAVE_STATUS_TEXT } from "#web/lib/documents/labels";
import type { SaveStatus as Status } from "#web/lib/documents/use-document-editor";

/** The autosave's state beside a document's title; announced politely to screen readers. */
export function SaveStatus({ status, error }: { status: Status; error?: string | null }) {
  const Icon = status === "salvo" ? Check : status === "salvando" || status === "pendente" ? Loader2 : status === "sem-conexao" ? CloudOff : AlertTriangle;
  const tone = status === "erro" || status === "conflito" ? "text-destructive" : status === "sem-conexao" ? "text-amber-700" : "text-muted-foreground";
  return (
    <p role="status" aria-live="polite" className={`flex items-center gap-1.5 text-sm ${tone}`}>
      <Icon aria-hidden="true" className={`size-4 shrink-0 ${status === "salvando" ? "motion-safe:animate-spin" : ""}`} />
      <span>
        {SAVE_STATUS_TEXT[status]}
        {status === "erro" && error ? `: ${error}` : null}
      </span>
    </p>
  );
}
