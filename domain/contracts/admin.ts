/**
 * The team's console (R-STUDIO-4, R-SUGG-3, R-BUDGET-9): granting plans, reading suggestions and
 * publishing the CUB tables. Only the team (ADMIN_EMAILS) gets past; the server answers everyone
 * else the 404 of a route that does not exist. Decision 088: declared once here.
 */
import { adminCubTableSchema, cubImportPreviewSchema, cubImportRequestSchema } from "#domain/cub.schema";
import { adminUpgradeRequestListSchema, adminUpgradeRequestSchema } from "#domain/studios.schema";
import { adminSuggestionListSchema } from "#domain/suggestions.schema";
import { z } from "#domain/zod";
import { idPath, resource, route } from "./contract";

const NOT_TEAM = "Quem pede não é da equipe.";

export const adminApi = resource("/api/admin", "Administração", {
  upgradeRequests: route({
    method: "get",
    path: "/upgrade-requests",
    summary: "Pedidos de plano pendentes de todos os estúdios",
    description: "Só para a equipe (ADMIN_EMAILS); 404 para os demais.",
    responses: { 200: { schema: adminUpgradeRequestListSchema, description: "Os pedidos pendentes, do mais antigo ao mais recente." } },
    errors: { 404: NOT_TEAM },
  }),
  grantUpgradeRequest: route({
    method: "post",
    path: "/upgrade-requests/{id}/grant",
    summary: "Libera o plano pedido para o estúdio",
    description: "Registra quem liberou e quando, conclui o pedido e avisa o proprietário por e-mail.",
    params: idPath,
    responses: { 200: { schema: adminUpgradeRequestSchema, description: "O pedido atendido." } },
    errors: { 404: "Quem pede não é da equipe, ou o pedido não existe.", 409: "O pedido já foi atendido." },
  }),
  suggestions: route({
    method: "get",
    path: "/suggestions",
    summary: "As sugestões de todos os estúdios, da mais recente à mais antiga",
    description: "Com a triagem, quem enviou (enquanto a conta existe) e o estúdio (até 200). Só para a equipe (ADMIN_EMAILS); 404 para os demais.",
    responses: { 200: { schema: adminSuggestionListSchema, description: "As sugestões, da mais recente à mais antiga." } },
    errors: { 404: NOT_TEAM },
  }),
  cubTables: route({
    method: "get",
    path: "/cub-tables",
    summary: "As tabelas do CUB publicadas pela equipe, da mais recente à mais antiga",
    description:
      "Cada importação com quem publicou e quando; as substituídas por uma nova importação do mesmo estado, mês e regime continuam na lista, marcadas. Só para a equipe (ADMIN_EMAILS); 404 para os demais.",
    responses: { 200: { schema: z.array(adminCubTableSchema), description: "As importações, da mais recente à mais antiga (até 200)." } },
    errors: { 404: NOT_TEAM },
  }),
  previewCubTable: route({
    method: "post",
    path: "/cub-tables/preview",
    summary: "Lê e confere uma tabela do CUB colada, sem publicar",
    description:
      "Formato em docs/cub-import.md. Devolve a tabela lida, cada valor ao lado do mês anterior e os erros por linha (códigos desconhecidos, padrões B/N/A faltando, variação acima de ±15%).",
    body: { schema: cubImportRequestSchema },
    responses: { 200: { schema: cubImportPreviewSchema, description: "A prévia; `table` é nula enquanto houver erros." } },
    errors: { 404: NOT_TEAM },
  }),
  publishCubTable: route({
    method: "post",
    path: "/cub-tables",
    summary: "Publica uma tabela do CUB para todos os estúdios",
    description: "Confere de novo como a prévia; uma tabela do mesmo estado, mês e regime já publicada é substituída (e continua no histórico).",
    body: { schema: cubImportRequestSchema },
    responses: { 201: { schema: adminCubTableSchema, description: "A tabela publicada." } },
    errors: { 404: NOT_TEAM, 422: "A tabela tem erros: cada um no campo da sua linha." },
  }),
});
