/**
 * PDF presentations of a project (R-PRES-1): 16:9 slides in the studio's colour and logo, in one
 * of three templates. Plain data; the API's schemas are in presentations.schema.ts and the slides
 * are built by presentation-slides.ts.
 */

export const PRESENTATION_TEMPLATES = [
  { id: "minimalista", label: "Minimalista", description: "Layout limpo, com bastante respiro e foco nas imagens do projeto." },
  { id: "executivo", label: "Executivo", description: "Estrutura objetiva para reuniões com clientes corporativos e investidores." },
  { id: "portfolio", label: "Portfólio", description: "Destaque para fotos, croquis e a história por trás de cada projeto." },
] as const;
export type PresentationTemplate = (typeof PRESENTATION_TEMPLATES)[number]["id"];
export const PRESENTATION_TEMPLATE_IDS = PRESENTATION_TEMPLATES.map((t) => t.id) as [PresentationTemplate, ...PresentationTemplate[]];

export function templateLabel(id: PresentationTemplate): string {
  return PRESENTATION_TEMPLATES.find((t) => t.id === id)?.label ?? id;
}

/** A render in progress, done, or failed (with the reason in pt-BR). */
export const PRESENTATION_STATUSES = ["gerando", "pronta", "falhou"] as const;
export type PresentationStatus = (typeof PRESENTATION_STATUSES)[number];

/** The slides the wizard lets the architect leave out (the cover is always there). */
export const OPTIONAL_SLIDES = [
  { id: "texto", label: "Texto de apresentação" },
  { id: "conceito", label: "Conceito" },
  { id: "programa", label: "Programa de necessidades" },
  { id: "areas", label: "Quadro de áreas" },
  { id: "potencial", label: "Potencial do terreno (análise de zoneamento)" },
  { id: "orcamento", label: "Resumo do orçamento" },
  { id: "referencias", label: "Referências" },
  { id: "imagens", label: "Imagens do projeto" },
  { id: "contato", label: "Contato do escritório" },
] as const;
export type OptionalSlide = (typeof OPTIONAL_SLIDES)[number]["id"];
export const OPTIONAL_SLIDE_IDS = OPTIONAL_SLIDES.map((s) => s.id) as [OptionalSlide, ...OptionalSlide[]];
/** Slides the architect turns on (R-PRES-2): "Potencial do terreno" only when the lot was analysed. */
export const OFF_BY_DEFAULT: readonly OptionalSlide[] = ["potencial"];
/** A new presentation's slides: every optional one but those off by default. */
export const DEFAULT_SLIDE_IDS = OPTIONAL_SLIDE_IDS.filter((id) => !OFF_BY_DEFAULT.includes(id));

/** Images a presentation may carry besides the references' (each a slide). */
export const PRESENTATION_IMAGES_MAX = 12;

/**
 * A slide is 16:9: 960 × 540 points (33,87 × 19,05 cm), the proportion of a projector or a
 * laptop screen.
 */
export const SLIDE_SIZE = { width: 960, height: 540 } as const;

/** A render that has said nothing for this long died with its server: shown as failed. */
export const RENDER_STALE_MS = 5 * 60 * 1000;
export const RENDER_INTERRUPTED = "A geração foi interrompida. Clique em “Gerar de novo”.";
