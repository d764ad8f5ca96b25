import { ExternalLink } from "lucide-react";
import type { PresentationCheck } from "#domain/presentation-gaps.schema";

/**
 * What the PDF leaves out because it still reads "[completar: …]" (R-PRES-1, decision 071):
 * each slide with why, the lines left out and where to complete them. Before the render the
 * links open in another tab, so the wizard keeps its choices; the list is asked again on return.
 */
export function SlideIssues({ check, title, newTab }: { check: PresentationCheck | undefined; title: string; newTab: boolean }) {
  if (!check || check.issues.length === 0) return null;
  return (
    <section aria-label={title} className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
      <h3 className="font-semibold">{title}</h3>
      <p className="text-muted-foreground">Trechos marcados [completar: …] nunca vão para o cliente: o slide sai com o que já se sabe, ou fica de fora.</p>
      <ul className="space-y-2">
        {check.issues.map((issue) => (
          <li key={issue.slide}>
            <p>{issue.message}</p>
            <p className="text-xs text-muted-foreground">Falta: {issue.gaps.join("; ")}.</p>
            {issue.links.length > 0 ? (
              <p className="flex flex-wrap gap-x-3">
                {issue.links.map((link) => (
                  <a key={link.href} href={link.href} {...(newTab ? { target: "_blank", rel: "noopener" } : {})} className="inline-flex items-center gap-1 text-primary underline-offset-2 hover:underline">
                    {link.label}
                    {newTab ? (
                      <>
                        <ExternalLink aria-hidden="true" className="size-3" />
                        <span className="sr-only"> (abre em outra aba)</span>
                      </>
                    ) : null}
                  </a>
                ))}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
