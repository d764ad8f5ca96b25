import { useState } from "react";
import { toast } from "sonner";
import { GapsDialog, missingText, type GapsCheck } from "#web/components/documents/gaps-dialog";
import { ApiError, errorMessage } from "#web/lib/api";
import { fetchDocumentGaps } from "#web/lib/documents/api";

/**
 * R-PORTAL-6: the server refuses to put a document with "[completar: …]" in front of the client
 * unless confirmed (409 `document_has_gaps`). `onError` turns that 409 into the export's dialog
 * listing what is missing in each document named; "… mesmo assim" repeats the request confirmed.
 * Any other error is a toast, as before.
 */
export function useGapsConfirmation() {
  const [check, setCheck] = useState<(GapsCheck & { confirm: () => void }) | null>(null);

  /** `description` receives what is missing, its verb agreeing ("Falta 1 trecho a completar", "Faltam … em A, B e C"). */
  async function ask(documents: { id: string; title: string }[], action: { description: (missing: string) => string; confirmLabel: string; confirm: () => void }) {
    try {
      const found = (await Promise.all(documents.map(async (d) => ({ title: d.title, gaps: await fetchDocumentGaps(d.id) })))).filter((d) => d.gaps.gaps.length > 0);
      if (found.length === 0) {
        // Completed meanwhile (another tab): nothing left to confirm, so the request goes on as asked.
        action.confirm();
        return;
      }
      setCheck({
        documents: found.map((d) => ({ title: found.length > 1 ? d.title : undefined, gaps: d.gaps })),
        description: action.description(missingText(found)),
        confirmLabel: action.confirmLabel,
        confirm: action.confirm,
      });
    } catch (err) {
      toast.error(errorMessage(err));
    }
  }

  const onError = (documents: { id: string; title: string }[], action: Parameters<typeof ask>[1]) => (err: unknown) => {
    if (err instanceof ApiError && err.code === "document_has_gaps") void ask(documents, action);
    else toast.error(errorMessage(err));
  };

  const dialog = (
    <GapsDialog
      check={check}
      onOpenChange={(open) => {
        if (!open) setCheck(null);
      }}
      onConfirm={() => {
        check?.confirm();
        setCheck(null);
      }}
    />
  );
  return { onError, dialog };
}
