import { gapLinkSchema } from "./document-gaps.schema";
import { idSchema } from "./ids";
import { OPTIONAL_SLIDE_IDS } from "./presentations";
import { presentationContentSchema } from "./presentations.schema";
import { z } from "./zod";

/** `POST /api/presentations/check`: the wizard's choices for a project, before anything is saved. */
export const presentationCheckInputSchema = z.object({
  projectId: idSchema("Escolha um projeto."),
  content: presentationContentSchema,
});
export type PresentationCheckInput = z.input<typeof presentationCheckInputSchema>;

export const slideIssueSchema = z
  .object({
    slide: z.enum([...OPTIONAL_SLIDE_IDS, "capa"]),
    label: z.string().describe("O nome do slide no assistente (\"Conceito\", \"Capa\")."),
    status: z.enum(["fora", "parcial"]).describe("fora: o slide não entra (só havia trechos a completar); parcial: entra sem as linhas a completar."),
    message: z.string().describe("Em pt-BR, o que ficou de fora e por quê."),
    gaps: z.array(z.string()).describe("As palavras de cada trecho a completar deixado de fora."),
    links: z.array(gapLinkSchema).describe("Onde completar: o documento de origem, o projeto, as Configurações…"),
  })
  .meta({ id: "SlideComLacunas", description: "Um slide escolhido que não leva tudo o que a fonte tem: os trechos \"[completar: …]\" nunca vão para o PDF." });
export type SlideIssueItem = z.output<typeof slideIssueSchema>;

export const presentationCheckSchema = z
  .object({
    slides: z.number().int().min(1).describe("Quantos slides o PDF terá com os dados de agora."),
    issues: z.array(slideIssueSchema),
  })
  .meta({ id: "VerificacaoDaApresentacao", description: "O que a apresentação deixará de fora por ainda estar a completar, slide por slide." });
export type PresentationCheck = z.output<typeof presentationCheckSchema>;
