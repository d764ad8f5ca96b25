import { Download } from "lucide-react";
import { toolRunPdfHref } from "#web/api/tool-runs";
import { buttonVariants } from "#web/components/ui/button";

/** "Baixar PDF" of the run shown (R-DRAW-1): its tables, text and, for zoning, the envelope drawn. */
export function RunPdfLink({ runId }: { runId: string }) {
  return (
    <div className="mt-4">
      <a className={buttonVariants({ variant: "outline", size: "sm" })} href={toolRunPdfHref(runId)} download>
        <Download aria-hidden="true" /> Baixar PDF desta análise
      </a>
    </div>
  );
}
