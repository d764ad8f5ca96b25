import { Download } from "lucide-react";
import { toast } from "sonner";
import { errorMessage } from "#web/lib/api";
import { exportUrl } from "#web/lib/documents/api";
import { cn } from "#web/lib/cn";
import { buttonVariants } from "#web/components/ui/button";

/**
 * "Baixar PDF" / "Baixar DOCX": plain links (the browser downloads with the session cookie).
 * `beforeExport` saves pending edits first, so the file has what is on screen.
 */
export function ExportButtons({ documentId, beforeExport }: { documentId: string; beforeExport?: () => Promise<void> }) {
  const link = (format: "pdf" | "docx", label: string) => (
    <a
      href={exportUrl(documentId, format)}
      download
      className={cn(buttonVariants({ variant: "outline", size: "sm" }))}
      onClick={(event) => {
        if (!beforeExport) return;
        event.preventDefault();
        const href = event.currentTarget.href;
        // The file must have what is on screen: an edit that could not be saved stops the download.
        beforeExport().then(
          () => {
            const a = document.createElement("a");
            a.href = href;
            a.download = "";
            a.click();
          },
          (err: unknown) => toast.error("Não foi possível baixar o documento", { description: errorMessage(err) }),
        );
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
    </div>
  );
}
