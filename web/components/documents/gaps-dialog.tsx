import { Link } from "react-router";
import { gapsSummary } from "#domain/document-gaps";
import type { DocumentGaps } from "#domain/document-gaps.schema";
import { listPtBR } from "#domain/needs-program";
import { Button } from "#web/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "#web/components/ui/dialog";

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
 * What the documents still lack, the verb agreeing with it: "Falta 1 trecho a completar",
 * "Faltam 2 trechos a completar e 1 seção em branco"; with several documents, the whole count
 * and their names, "… em Proposta, Memorial e Contrato".
 */
export function missingText(documents: readonly { title?: string | undefined; gaps: DocumentGaps }[]): string {
  const all = documents.flatMap((d) => d.gaps.gaps);
  const verb = all.length === 1 ? "Falta" : "Faltam";
  if (documents.length === 1) return `${verb} ${documents[0]!.gaps.summary}`;
  return `${verb} ${gapsSummary(all)} em ${listPtBR(documents.map((d) => d.title ?? ""))}`;
}

/** What the dialog asks to confirm: the documents with gaps (a title when there are several). */
export interface GapsCheck {
  documents: { title?: string; gaps: DocumentGaps }[];
  /** Says what goes on if confirmed, e.g. "o PDF sai com os trechos marcados". */
  description: string;
  confirmLabel: string;
}

/**
 * "O documento ainda tem o que completar" (R-DOC-5, R-PORTAL-6, decision 071): each "[completar: …]"
 * and blank section by section, each with links to where it is completed; what was asked (an
 * export, a sharing in the client portal, a delivery) goes on only when the person confirms.
 */
export function GapsDialog({ check, onOpenChange, onConfirm }: { check: GapsCheck | null; onOpenChange: (open: boolean) => void; onConfirm: () => void }) {
  return (
    <Dialog open={check !== null} onOpenChange={onOpenChange}>
      {check ? (
        <DialogContent title="O documento ainda tem o que completar" description={check.description} className="max-w-2xl">
          <div className="space-y-4 text-sm">
            {check.documents.map((d, index) => (
              <div key={d.title ?? index}>
                {d.title ? <p className="mb-1 font-semibold">{d.title}</p> : null}
                <ul aria-label={d.title ? `O que falta completar em ${d.title}` : "O que falta completar"} className="space-y-3">
                  {bySection(d.gaps.gaps).map((group) => (
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
              </div>
            ))}
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Voltar e completar
            </Button>
            <Button onClick={onConfirm}>{check.confirmLabel}</Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
