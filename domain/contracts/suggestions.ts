/** The suggestions API (R-SUGG-1, R-SUGG-2): one contract for the server, the web client and the tests (decision 088). */
import { suggestionInputSchema, suggestionListSchema, suggestionSchema } from "#domain/suggestions.schema";
import { resource, route } from "./contract";

export const suggestionsApi = resource("/api/suggestions", "Sugestões", {
  list: route({
    method: "get",
    path: "/",
    summary: "As minhas sugestões, da mais recente à mais antiga",
    description: "Só as enviadas pela pessoa no estúdio ativo, cada uma com a sua triagem (até 100).",
    responses: { 200: { schema: suggestionListSchema, description: "As sugestões da pessoa, da mais recente à mais antiga." } },
  }),
  create: route({
    method: "post",
    path: "/",
    summary: "Envia uma sugestão, um relato de bug ou um elogio",
    description:
      "A sugestão é gravada primeiro e depois passa pela triagem (viabilidade, tempo estimado e uma resposta personalizada): pela cadeia de IA com o prompt do servidor (uma geração do plano), ou pelas regras offline quando não há provedor, a resposta não se lê ou a cota acabou. Nunca é recusada pela cota.",
    body: { schema: suggestionInputSchema },
    responses: { 201: { schema: suggestionSchema, description: "A sugestão gravada, com a triagem." } },
    errors: { 429: "Muitas sugestões seguidas (veja `Retry-After`)." },
  }),
});
