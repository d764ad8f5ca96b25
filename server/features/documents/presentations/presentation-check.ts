import { and, eq } from "drizzle-orm";
import { plural } from "#domain/addressing";
import { placeLink, placeOf, writtenEditorHref, type GapLink } from "#domain/document-gaps";
import { presentationDeck, type SlideIssue } from "./presentation-gaps";
import type { PresentationCheck, SlideIssueItem } from "#domain/presentation-gaps.schema";
import { OPTIONAL_SLIDES } from "#domain/presentations";
import type { PresentationContent } from "#domain/presentations.schema";
import type { StudioScope } from "#server/auth/studio-scope";
import { loadBrand } from "#server/branding/brand";
import type { Db } from "#server/db/client";
import { projectDocument } from "#server/db/schema";
import { formatExportDate } from "#server/export/model";
import type { FileStorage } from "#server/storage/file-storage";
import { loadProjectFacts } from "#server/features/documents/project-facts.service";
import { slideSourcesOf } from "./presentation-render";
import { projectPresentationText } from "./presentation-text";
import { projectZoning } from "./presentation-zoning";

type TextSource = "propria" | "documento" | "offline";

/** Where each slide's words come from, said after "só há trechos a completar …". */
function sourceOf(slide: SlideIssue["slide"], text: TextSource): string {
  switch (slide) {
    case "texto":
      return text === "propria" ? "no texto desta apresentação" : text === "documento" ? "no texto de apresentação do projeto" : "no rascunho feito a partir dos dados do projeto";
    case "conceito":
      return "no conceito do projeto";
    case "programa":
    case "areas":
      return "no programa de necessidades";
    case "orcamento":
      return "no orçamento";
    case "potencial":
      return "na análise de zoneamento";
    case "referencias":
      return "nas referências";
    case "imagens":
      return "nas legendas das imagens";
    case "contato":
      return "nos contatos do escritório";
    case "capa":
      return "nos dados da capa";
  }
}

const labelOf = (slide: SlideIssue["slide"]) => (slide === "capa" ? "Capa" : (OPTIONAL_SLIDES.find((s) => s.id === slide)?.label ?? slide));

export function issueMessage(issue: SlideIssue, text: TextSource): string {
  const label = `“${labelOf(issue.slide)}”`;
  if (issue.status === "fora") return `${label} fica de fora: ${sourceOf(issue.slide, text)} só há trechos a completar.`;
  const n = issue.gaps.length;
  return `${label} vai só com o que já se sabe: ${plural(n, "trecho a completar", "trechos a completar")} ${sourceOf(issue.slide, text)} ${n === 1 ? "ficou" : "ficaram"} de fora.`;
}

/**
 * What the wizard shows before "Gerar PDF" (R-PRES-1, decision 071): the deck built from the
 * project as it is now, exactly as a render builds it (without reading the images), and each
 * chosen slide that would leave something out, with where to complete it.
 */
export async function checkPresentation({ db, storage }: { db: Db; storage: FileStorage }, scope: StudioScope, { projectId, content }: { projectId: string; content: PresentationContent }, now = new Date()): Promise<PresentationCheck> {
  const facts = await loadProjectFacts({ db, scope, projectId });
  const { studioName, brand } = await loadBrand({ db, storage, studioId: scope.studioId });
  const projectText = content.text === null ? await projectPresentationText(db, scope.studioId, projectId, facts) : null;
  const textSource: TextSource = projectText ? projectText.source : "propria";
  const zoning = content.slides.includes("potencial") ? await projectZoning(db, scope.studioId, projectId, facts.landPlot) : null;
  const deck = presentationDeck(
    slideSourcesOf({ title: facts.project.name, content, facts, studioName, contactLines: brand.contact, date: formatExportDate(now), text: content.text ?? projectText?.text ?? null, images: null, zoning }),
  );
  if (deck.issues.length === 0) return { slides: deck.slides.length, issues: [] };

  const [concept] = await db
    .select({ id: projectDocument.id })
    .from(projectDocument)
    .where(and(eq(projectDocument.projectId, projectId), eq(projectDocument.studioId, scope.studioId), eq(projectDocument.kind, "conceito")));
  const project = placeLink("projeto", projectId)!;
  const sourceLinks = (slide: SlideIssue["slide"]): GapLink[] => {
    switch (slide) {
      case "texto":
        if (textSource === "propria") return [];
        return projectText?.documentId
          ? [{ label: "Texto de apresentação do projeto", href: writtenEditorHref("apresentacao", projectText.documentId) }]
          : [{ label: "Projeto (crie o texto de apresentação)", href: project.href }];
      case "conceito":
        return concept ? [{ label: "Conceito do projeto", href: writtenEditorHref("conceito", concept.id) }] : [];
      case "programa":
      case "areas":
        return [placeLink("programa", projectId)!];
      case "orcamento":
        return [{ label: "Orçamento (na página do projeto)", href: project.href }];
      case "potencial":
        return [project];
      case "referencias":
        return [placeLink("referencias", projectId)!];
      case "imagens":
        return [];
      case "contato":
        return [placeLink("configuracoes", projectId)!];
      case "capa":
        return [placeLink("configuracoes", projectId)!, project];
    }
  };
  const issues = deck.issues.map((issue): SlideIssueItem => {
    const links = [...sourceLinks(issue.slide), ...issue.gaps.flatMap((g) => placeLink(placeOf(g), projectId) ?? [])];
    return {
      ...issue,
      label: labelOf(issue.slide),
      message: issueMessage(issue, textSource),
      links: links.filter((l, i) => links.findIndex((o) => o.href === l.href) === i),
    };
  });
  return { slides: deck.slides.length, issues };
}
