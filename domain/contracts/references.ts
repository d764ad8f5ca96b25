/**
 * References (R-DOC-7): the search words and a reference saved to a project (under the projects'
 * prefix), removing one (under the documents') and "Referências salvas" (its own prefix). One
 * contract for the server, the web client and the tests (decision 088); all in the documents' tag.
 */
import { documentSchema } from "#domain/documents.schema";
import { addReferenceInputSchema, referenceKeywordsResponseSchema, referenceParamsSchema, savedReferenceListSchema } from "#domain/references.schema";
import { referenceKeywordsInputSchema } from "#domain/written-documents.schema";
import { idPath, resource, route } from "./contract";

const TAG = "Documentos";
const QUOTA = "A cota de gerações de texto do plano acabou: envie `allowOffline: true` para usar o gerador offline (grátis).";

export const projectReferencesApi = resource("/api/projects", TAG, {
  keywords: route({
    method: "post",
    path: "/{id}/references/keywords",
    summary: "Propõe palavras-chave para pesquisar referências",
    description:
      "A partir do briefing e do conceito do projeto, pela cadeia de IA (uma geração do plano) ou pelo gerador offline (grátis). As palavras viram uma nova versão das referências do projeto (criadas se preciso; as referências salvas ficam) e vêm com as buscas no ArchDaily, Pinterest, Behance e numa busca de imagens (só links).",
    params: idPath,
    body: { schema: referenceKeywordsInputSchema },
    responses: { 200: { schema: referenceKeywordsResponseSchema, description: "As palavras, as buscas e o documento na nova versão." } },
    errors: { 402: QUOTA, 429: "Muitas solicitações à IA em pouco tempo (veja `Retry-After`)." },
  }),
  add: route({
    method: "post",
    path: "/{id}/references",
    summary: "Salva uma referência no projeto",
    description:
      "`{ url, title, note?, imageId? }`: acrescentada à versão mais recente das referências do projeto (criadas se preciso), numa nova versão. `imageId` é uma imagem enviada por `POST /api/files` pelo mesmo estúdio (senão 422).",
    params: idPath,
    body: { schema: addReferenceInputSchema },
    responses: { 201: { schema: documentSchema, description: "As referências do projeto na nova versão." } },
  }),
});

export const referenceItemsApi = resource("/api/documents", TAG, {
  remove: route({
    method: "delete",
    path: "/{id}/references/{itemId}",
    summary: "Remove uma referência salva",
    description: "Numa nova versão das referências; as versões anteriores (e a imagem) continuam no histórico.",
    params: referenceParamsSchema,
    responses: { 200: { schema: documentSchema, description: "As referências do projeto na nova versão." } },
    errors: { 422: "O documento não é uma lista de referências." },
  }),
});

export const savedReferencesApi = resource("/api/references", TAG, {
  list: route({
    method: "get",
    path: "/",
    summary: "As referências salvas do estúdio",
    description: "Todas as referências da versão mais recente das referências de cada projeto, da mais nova à mais antiga (até 500), com o projeto e o cliente.",
    responses: { 200: { schema: savedReferenceListSchema, description: "As referências salvas." } },
  }),
});
