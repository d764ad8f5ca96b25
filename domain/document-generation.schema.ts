import { documentSchema } from "./documents.schema";
import { generatedBySchema } from "./generation.schema";
import { richBlocksSchema } from "./rich-text.schema";
import { sectionKeySchema } from "./written-documents.schema";
import { z } from "./zod";

/**
 * Server-sent events of a written document's generation (R-DOC-6): `POST
 * /api/documents/{id}/generate` (every section) and `.../sections/{key}/rewrite` (one). In order:
 * `start` (the sections that will be written), then per section `section` (who writes it),
 * `token`s (the text as the provider streams it) and `sectionDone` (the section as stored, parsed
 * into blocks; the offline generator sends this one alone), `notice`s when a provider failed
 * and the offline generator took over, and finally `done` (the saved version) or `error`
 * (nothing saved). Each event's `data` is one line of JSON; `: ping` comments keep proxies open.
 */
export const generationStreamEventSchemas = {
  start: z.object({ sections: z.array(z.object({ key: sectionKeySchema, title: z.string() })) }),
  section: z.object({ key: sectionKeySchema, source: z.enum(["ia", "offline"]) }),
  token: z.object({ key: sectionKeySchema, text: z.string() }),
  sectionDone: z.object({ key: sectionKeySchema, blocks: richBlocksSchema }),
  notice: z.object({ message: z.string() }),
  done: z.object({ document: documentSchema, generatedBy: generatedBySchema }),
  error: z.object({ code: z.string(), message: z.string() }),
};
export type GenerationStreamEventName = keyof typeof generationStreamEventSchemas;

export type GenerationStreamEvent = {
  [K in GenerationStreamEventName]: { event: K; data: z.infer<(typeof generationStreamEventSchemas)[K]> };
}[GenerationStreamEventName];

/** The stream's events as one schema, for the API reference. */
export const generationStreamEventSchema = z
  .discriminatedUnion("event", [
    z.object({ event: z.literal("start"), data: generationStreamEventSchemas.start }),
    z.object({ event: z.literal("section"), data: generationStreamEventSchemas.section }),
    z.object({ event: z.literal("token"), data: generationStreamEventSchemas.token }),
    z.object({ event: z.literal("sectionDone"), data: generationStreamEventSchemas.sectionDone }),
    z.object({ event: z.literal("notice"), data: generationStreamEventSchemas.notice }),
    z.object({ event: z.literal("done"), data: generationStreamEventSchemas.done }),
    z.object({ event: z.literal("error"), data: generationStreamEventSchemas.error }),
  ])
  .meta({
    id: "EventoDaGeracao",
    type: "object",
    description:
      "Um evento da geração de um documento: `start` (as seções), `section` (quem escreve a seção), `token` (um trecho), `sectionDone` (a seção pronta), `notice` (um provedor falhou e o gerador offline assumiu) e por fim `done` (a versão salva) ou `error` (nada salvo).",
  });

/** Parses one SSE event; null for an event this version does not know or a malformed one. */
export function parseGenerationStreamEvent(event: string, data: string): GenerationStreamEvent | null {
  if (!Object.hasOwn(generationStreamEventSchemas, event)) return null;
  const name = event as GenerationStreamEventName;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = generationStreamEventSchemas[name].safeParse(json);
  return parsed.success ? ({ event: name, data: parsed.data } as GenerationStreamEvent) : null;
}

export function formatGenerationStreamEvent(item: GenerationStreamEvent): string {
  return `event: ${item.event}\ndata: ${JSON.stringify(item.data)}\n\n`;
}
