import { idSchema } from "./ids";
import { DEFAULT_SLIDE_IDS, OPTIONAL_SLIDE_IDS, PRESENTATION_IMAGES_MAX, PRESENTATION_STATUSES, PRESENTATION_TEMPLATE_IDS } from "./presentations";
import { titleText } from "./text-fields";
import { z } from "./zod";

const template = z.enum(PRESENTATION_TEMPLATE_IDS, { error: "Escolha um modelo: Minimalista, Executivo ou Portfólio." });

export const presentationImageSchema = z.object({
  fileId: z.uuid("Imagem inválida."),
  caption: z.string().trim().max(200, "A legenda pode ter no máximo 200 caracteres.").default(""),
});

/** What the wizard chose; the slides' data is read from the project at each render. */
export const presentationContentSchema = z
  .object({
    slides: z.array(z.enum(OPTIONAL_SLIDE_IDS)).max(OPTIONAL_SLIDE_IDS.length).default([...DEFAULT_SLIDE_IDS]),
    /** The presentation's own text; null takes the project's "Texto de apresentação" (or an offline draft). */
    text: z
      .string()
      .trim()
      .max(8_000, "O texto pode ter no máximo 8.000 caracteres.")
      .nullish()
      .transform((v) => v || null),
    images: z.array(presentationImageSchema).max(PRESENTATION_IMAGES_MAX, `No máximo ${PRESENTATION_IMAGES_MAX} imagens por apresentação.`).default([]),
  })
  .meta({ id: "ConteudoDaApresentacao", description: "Os slides escolhidos, o texto próprio (ou null: o do projeto) e as imagens com legenda." });
export type PresentationContent = z.output<typeof presentationContentSchema>;
export type PresentationContentInput = z.input<typeof presentationContentSchema>;

const title = titleText({ missing: "Informe o título.", max: 160, tooLong: "O título pode ter no máximo 160 caracteres.", label: "O título" });

export const presentationInputSchema = z.object({
  projectId: idSchema("Escolha um projeto."),
  title: title.optional(),
  template,
  content: presentationContentSchema,
});
export type PresentationInput = z.input<typeof presentationInputSchema>;

export const presentationUpdateSchema = z.object({ title, template, content: presentationContentSchema });
export type PresentationUpdate = z.input<typeof presentationUpdateSchema>;

export const presentationSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    template,
    project: z.object({ id: z.string(), name: z.string() }),
    client: z.object({ id: z.string(), name: z.string() }),
    content: presentationContentSchema,
    status: z.enum(PRESENTATION_STATUSES),
    progress: z.number().int().min(0).max(100),
    stage: z.string().nullable().describe("O passo da geração em curso, em pt-BR."),
    error: z.string().nullable(),
    slideCount: z.number().int().nullable(),
    renderedAt: z.iso.datetime().nullable(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: "Apresentacao", description: "Uma apresentação em PDF (slides 16:9) e o estado da sua geração." });
export type Presentation = z.output<typeof presentationSchema>;

/** What the wizard's content step shows before anything is saved (`GET /api/presentations/sources`). */
export const presentationSourcesSchema = z
  .object({
    text: z.object({
      source: z.enum(["documento", "offline"]).describe("documento: o \"Texto de apresentação\" do projeto; offline: um rascunho a partir dos dados."),
      documentId: z.string().nullable(),
      preview: z.string(),
    }),
    concept: z.boolean(),
    programme: z.object({ rooms: z.number().int(), builtArea: z.number().nullable() }).nullable(),
    budget: z.boolean().describe("Se o projeto tem um orçamento (com os orçamentos, no issue 16)."),
    references: z.array(z.object({ id: z.string(), title: z.string(), imageId: z.string().nullable() })),
  })
  .meta({ id: "FontesDaApresentacao", description: "O que o projeto já tem para os slides." });
export type PresentationSources = z.output<typeof presentationSourcesSchema>;
