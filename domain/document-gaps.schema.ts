import { GAP_PLACES } from "./document-gaps";
import { z } from "./zod";

/** A link to where a gap is filled: an address inside the app ("/dashboard/…"). */
export const gapLinkSchema = z.object({ label: z.string(), href: z.string() });

export const documentGapSchema = z
  .object({
    section: z.object({ key: z.string(), title: z.string(), number: z.number().int().min(1) }),
    kind: z.enum(["completar", "vazia"]).describe("completar: um trecho \"[completar: …]\"; vazia: uma seção sem texto."),
    text: z.string().describe("As palavras do trecho a completar (\"número da ART/RRT\") ou \"seção em branco\"."),
    place: z.enum(GAP_PLACES).describe("Onde o dado é preenchido: na própria seção, no terreno ou nos dados do projeto, nas Configurações…"),
    links: z.array(gapLinkSchema).min(1).describe("A seção no editor e, quando o dado fica em outro lugar, esse lugar."),
  })
  .meta({ id: "LacunaDoDocumento", description: "Um trecho a completar ou uma seção em branco de um documento." });
export type DocumentGapItem = z.output<typeof documentGapSchema>;

/** `GET /api/documents/{id}/gaps`: what the export asks to confirm (R-DOC-5). */
export const documentGapsSchema = z
  .object({
    version: z.number().int().min(1).describe("A versão verificada (a mais recente)."),
    summary: z.string().describe("Em pt-BR: \"3 trechos a completar e 1 seção em branco\"; vazio quando não há lacunas."),
    gaps: z.array(documentGapSchema),
  })
  .meta({ id: "LacunasDoDocumento", description: "O que o documento ainda não diz, seção por seção, com onde completar cada item." });
export type DocumentGaps = z.output<typeof documentGapsSchema>;
