import { Download } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { DocumentGaps } from "#domain/document-gaps.schema";
import { errorMessage } from "#web/lib/api";
import { exportUrl, fetchDocumentGaps } from "#web/lib/documents/api";
import { cn } from "#web/lib/cn";
import { buttonVariants } from "#web/components/ui/button-variants";
import { GapsDialog, missingText } from "./gaps-dialog";

type Format = "pdf" | "docx";

function download(href: string) {
  const a = document.createElement("a");
  a.href = href;
  a.download = "";
  a.click();
}

/**
 * "Baixar PDF" / "Baixar DOCX": links (the browser downloads with the session cookie) that first
 * save pending edits (`beforeExport`, so the file has what is on screen) and read the document's
 * gaps: none, the download starts; some, the dialog lists them and exports only when confirmed.
 * `sources` asks the programme's file for its sources page (left out of a client's file otherwise).
 */
export function ExportButtons({ documentId, beforeExport, sources = false }: { documentId: string; beforeExport?: () => Promise<void>; sources?: boolean }) {
  const [check, setCheck] = useState<{ format: Format; gaps: DocumentGaps } | null>(null);
  const [busy, setBusy] = useState(false);

  async function start(format: Format) {
    setBusy(true);
    try {
      await beforeExport?.();
      const gaps = await fetchDocumentGaps(documentId);
      if (gaps.gaps.length === 0) download(exportUrl(documentId, format, false, sources));
      else setCheck({ format, gaps });
    } catch (err) {
      // The file must have what is on screen: an edit that could not be saved stops the download.
      toast.error("Não foi possível baixar o documento", { description: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }

  const link = (format: Format, label: string) => (
    <a
      href={exportUrl(documentId, format, false, sources)}
      download
      aria-disabled={busy || undefined}
      className={cn(buttonVariants({ variant: "outline", size: "sm" }), busy && "pointer-events-none opacity-60")}
      onClick={(event) => {
        event.preventDefault();
        if (!busy) void start(format);
      }}
    >
      <Download aria-hidden="true" className="size-4" />
      {label}
    </a>
  );
  return (
    <div className="flex flex-wrap gap-2">
      {link("pdf", "Baixar PDF")}
      {link("docx", "Baixar DOCX")}
      <GapsDialog
        check={
          check && {
            documents: [{ gaps: check.gaps }],
            description: `${missingText([{ gaps: check.gaps }])}. Complete antes de enviar ao cliente, ou exporte assim mesmo: o ${check.format === "docx" ? "DOCX" : "PDF"} sai com os trechos marcados.`,
            confirmLabel: "Exportar mesmo assim",
          }
        }
        onOpenChange={(open) => {
          if (!open) setCheck(null);
        }}
        onConfirm={() => {
          if (check) download(exportUrl(documentId, check.format, true, sources));
          setCheck(null);
        }}
      />
    </div>
  );
}
