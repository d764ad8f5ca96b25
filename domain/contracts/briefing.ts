/**
 * The briefing (R-DOC-2, R-DOC-3, R-DOC-8, R-PROG): the architect's side of a briefing's client
 * link and its follow-up questions (under the documents' prefix), the needs programme generated
 * from it (under the projects'), and the client's side of the link, without sign-in. One contract
 * for the server, the web client and the tests (decision 088).
 */
import {
  CLIENT_LINK_EMAILS,
  clientLinkEmailSchema,
  clientLinkEmailSentSchema,
  clientLinkStatusSchema,
  createdClientLinkSchema,
  publicBriefingSavedSchema,
  publicBriefingSaveSchema,
  publicBriefingSchema,
} from "#domain/client-briefing.schema";
import { followUpsResponseSchema, generationInputSchema, programmeGenerationResponseSchema } from "#domain/generation.schema";
import { z } from "#domain/zod";
import { idPath, resource, route } from "./contract";

const DOCUMENTS_TAG = "Documentos";
const QUOTA = "A cota de gerações de texto do plano acabou: envie `allowOffline: true` para usar o gerador offline (grátis).";
const RATE = "Muitas solicitações à IA em pouco tempo (veja `Retry-After`).";
const NOT_A_BRIEFING = "O documento não é um briefing.";

/** The largest client's save: 33 answers and 60 follow-ups of at most a few KB each. */
export const PUBLIC_BRIEFING_MAX_BYTES = 128 * 1024;

/** Under /api/documents: a briefing's client link and its follow-up questions. */
export const briefingApi = resource("/api/documents", DOCUMENTS_TAG, {
  clientLink: route({
    method: "get",
    path: "/{id}/client-link",
    summary: "O link do briefing para o cliente, se houver um válido",
    params: idPath,
    responses: { 200: { schema: clientLinkStatusSchema, description: "O link ativo (sem o endereço) ou null, e o cliente a quem enviá-lo." } },
    errors: { 422: NOT_A_BRIEFING },
  }),
  createClientLink: route({
    method: "post",
    path: "/{id}/client-link",
    summary: "Cria o link para o cliente responder o briefing",
    description: "Vale 30 dias; um link anterior deste briefing deixa de funcionar. O endereço vem só nesta resposta.",
    params: idPath,
    responses: { 201: { schema: createdClientLinkSchema, description: "O link criado." } },
    errors: { 422: NOT_A_BRIEFING },
  }),
  emailClientLink: route({
    method: "post",
    path: "/{id}/client-link/email",
    summary: "Envia o link ao cliente por e-mail, em nome do escritório",
    description: `O endereço enviado deve ser o do link ativo deste briefing (o servidor guarda só o hash do token); o e-mail vai para o e-mail cadastrado do cliente, com o nome do escritório como remetente. No máximo ${CLIENT_LINK_EMAILS.perBriefing} por briefing e ${CLIENT_LINK_EMAILS.perPerson} por pessoa a cada hora.`,
    params: idPath,
    body: { schema: clientLinkEmailSchema },
    responses: { 200: { schema: clientLinkEmailSentSchema, description: "O e-mail foi entregue ao servidor de e-mail." } },
    errors: {
      422: "O documento não é um briefing, o endereço não é o do link ativo, ou o cliente não tem e-mail cadastrado.",
      429: "Muitos e-mails com o link em pouco tempo.",
      502: "O servidor de e-mail recusou ou não respondeu.",
    },
  }),
  revokeClientLink: route({
    method: "delete",
    path: "/{id}/client-link",
    summary: "Revoga o link do cliente",
    params: idPath,
    responses: { 204: { description: "O link deixou de funcionar." } },
    errors: { 422: NOT_A_BRIEFING },
  }),
  followUps: route({
    method: "post",
    path: "/{id}/follow-ups",
    summary: "Sugere perguntas complementares para um briefing",
    description: "Pela cadeia de IA com o prompt do servidor (uma geração do plano), ou pelas regras offline (grátis). Nada é salvo: aceitar uma pergunta é salvar o briefing.",
    params: idPath,
    body: { schema: generationInputSchema },
    responses: { 200: { schema: followUpsResponseSchema, description: "As sugestões e quem as gerou." } },
    errors: { 402: QUOTA, 429: RATE },
  }),
});

/** Under /api/projects: the needs programme written from the project's briefing. */
export const programmeApi = resource("/api/projects", DOCUMENTS_TAG, {
  generate: route({
    method: "post",
    path: "/{id}/programme",
    summary: "Gera o programa de necessidades a partir do briefing",
    description:
      "Pela cadeia de IA (dados estruturados validados; uma resposta que não se lê é tentada de novo uma vez e depois vai ao gerador offline) ou pelo gerador offline. Vira uma nova versão do programa do projeto; os parâmetros do lote e o fator de paredes ficam.",
    params: idPath,
    body: { schema: generationInputSchema },
    responses: { 200: { schema: programmeGenerationResponseSchema, description: "O programa na nova versão e quem o gerou." } },
    errors: { 402: QUOTA, 422: "O projeto ainda não tem briefing.", 429: RATE },
  }),
});

const tokenPath = z.object({ token: z.string().meta({ description: "O token do link (43 caracteres)." }) });

/** /api/public/briefings: the client's side, without sign-in (R-DOC-3). */
export const publicBriefingApi = resource("/api/public/briefings", "Briefing do cliente", {
  get: route({
    method: "get",
    path: "/{token}",
    summary: "O questionário do briefing, pelo link do cliente",
    params: tokenPath,
    responses: { 200: { schema: publicBriefingSchema, description: "O questionário com as respostas até agora e o nome do escritório." } },
    errors: { 429: "Muitas requisições deste endereço IP em pouco tempo." },
  }),
  save: route({
    method: "put",
    path: "/{token}",
    summary: "Salva respostas do cliente",
    description: "Só as respostas enviadas mudam; viram uma nova versão do briefing, escrita pelo cliente. Um link que não abre nada é um 404 antes de o corpo ser lido.",
    params: tokenPath,
    body: { schema: publicBriefingSaveSchema, maxBytes: PUBLIC_BRIEFING_MAX_BYTES },
    responses: { 200: { schema: publicBriefingSavedSchema, description: "A versão salva." } },
    errors: { 429: "Muitas requisições deste endereço IP, ou muitas respostas por este link em pouco tempo." },
  }),
});
