import { Download } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import type { DocumentGaps } from "#domain/document-gaps.schema";
import { errorMessage } from "#web/lib/api";
import { exportUrl, fetchDocumentGaps } from "#web/lib/documents/api";
import { cn } from "#web/lib/cn";
import { Button } from "#web/components/ui/button";
import { buttonVariants } from "#web/components/ui/button-variants";
import { Dialog, DialogContent, DialogFooter } from "#web/components/ui/dialog";

type Format = "pdf" | "docx";

function download(href: string) {
  const a = document.createElement("a");
  a.href = href;
  a.download = "";
  a.click();
}

/** The gaps grouped by section, in the document's order. */
function bySection(gaps: DocumentGaps["gaps"]) {
  const groups: { key: string; title: string; items: DocumentGaps["gaps"] }[] = [];
  for (const gap of gaps) {
    const last = groups.at(-1);
    if (last?.key === gap.section.key) last.items.push(gap);
    else groups.push({ key: gap.section.key, title: `${gap.section.number}. ${gap.section.title}`, items: [gap] });
  }
  return groups;
}

/**
 * "Exportar mesmo assim?" (R-DOC-5, decision 071): each "[completar: …]" and blank section of the
 * document by section, each with links to where it is completed; the export goes on only when
 * the person confirms.
 */
export function GapsDialog({ check, onOpenChange, onConfirm }: { check: { format: Format; gaps: DocumentGaps } | null; onOpenChange: (open: boolean) => void; onConfirm: () => void }) {
  const format = check?.format === "docx" ? "DOCX" : "PDF";
  return (
    <Dialog open={check !== null} onOpenChange={onOpenChange}>
      {check ? (
        <DialogContent
          title="O documento ainda tem o que completar"
          description={`Faltam ${check.gaps.summary}. Complete antes de enviar ao cliente, ou exporte assim mesmo: o ${format} sai com os trechos marcados.`}
          className="max-w-2xl"
        >
          <ul aria-label="O que falta completar" className="space-y-3 text-sm">
            {bySection(check.gaps.gaps).map((group) => (
              <li key={group.key}>
                <p className="font-semibold">{group.title}</p>
                <ul className="mt-1 space-y-1">
                  {group.items.map((gap, i) => (
                    <li key={i} className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                      <span>{gap.kind === "vazia" ? "Seção em branco" : <mark className="rounded-sm bg-amber-100 px-0.5 text-inherit">[completar: {gap.text}]</mark>}</span>
                      {gap.links.map((link) => (
                        <Link key={link.href} to={link.href} onClick={() => onOpenChange(false)} className="text-primary underline-offset-2 hover:underline">
                          {link.label}
                        </Link>
                      ))}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Voltar e completar
            </Button>
            <Button onClick={onConfirm}>Exportar mesmo assim</Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
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
        check={check}
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
