import { createMiddleware } from "hono/factory";
import { adminUpgradeRequestListSchema, adminUpgradeRequestSchema } from "#domain/studios.schema";
import { adminSuggestionListSchema } from "#domain/suggestions.schema";
import type { Auth } from "#server/auth/auth";
import { optionalUser, type AuthVariables } from "#server/auth/require-user";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { AppError } from "#server/lib/errors";
import { apiRoute, apiRouter, idParams } from "#server/lib/openapi";
import type { Mailer } from "#server/mail/mailer";
import { adminCubTableSchema, cubImportPreviewSchema, cubImportRequestSchema } from "#domain/cub.schema";
import { z } from "#domain/zod";
import { listCubImports, previewCubImport, publishCubImport } from "./cub-tables.service";
import { grantRequest, isAdmin, listPendingRequests, listSuggestions, requestNotFound } from "./admin.service";

const TAG = "Administração";

/**
 * Only the team (ADMIN_EMAILS) gets past: everyone else — visitors included — gets the same 404
 * as a route that does not exist, so the page's existence is not advertised.
 */
function adminOnly({ auth, db, config }: { auth: Auth; db: Db; config: Config }) {
  const session = optionalUser({ auth, db });
  const check = createMiddleware<{ Variables: AuthVariables & { signedIn: AuthVariables | undefined } }>(async (c, next) => {
    const signedIn = c.get("signedIn");
    if (!signedIn || !(await isAdmin({ db, userId: signedIn.userId, adminEmails: config.adminEmails }))) {
      throw new AppError("not_found", 404, `Rota da API não encontrada: ${c.req.method} ${c.req.path}`);
    }
    c.set("userId", signedIn.userId);
    await next();
  });
  return [session, check];
}

/**
 * Mounted at /api/admin: granting the plans studios asked for (R-STUDIO-4); reading the
 * suggestions (R-SUGG-3); importing and publishing the CUB tables every studio gets (R-BUDGET-9).
 */
export function adminRoutes({ auth, db, config, mailer }: { auth: Auth; db: Db; config: Config; mailer: Mailer }) {
  const middleware = adminOnly({ auth, db, config });
  return apiRouter<AuthVariables>()
    .openapi(
      apiRoute({
        method: "get",
        path: "/upgrade-requests",
        tag: TAG,
        summary: "Pedidos de plano pendentes de todos os estúdios",
        description: "Só para a equipe (ADMIN_EMAILS); 404 para os demais.",
        middleware,
        responses: { 200: { schema: adminUpgradeRequestListSchema, description: "Os pedidos pendentes, do mais antigo ao mais recente." } },
        errors: { 404: "Quem pede não é da equipe." },
      }),
      async (c) => c.json(await listPendingRequests({ db }), 200),
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/upgrade-requests/{id}/grant",
        tag: TAG,
        summary: "Libera o plano pedido para o estúdio",
        description: "Registra quem liberou e quando, conclui o pedido e avisa o proprietário por e-mail.",
        middleware,
        params: idParams(requestNotFound),
        responses: { 200: { schema: adminUpgradeRequestSchema, description: "O pedido atendido." } },
        errors: { 404: "Quem pede não é da equipe, ou o pedido não existe.", 409: "O pedido já foi atendido." },
      }),
      async (c) => c.json(await grantRequest({ db, mailer, baseUrl: config.baseUrl, adminId: c.get("userId"), id: c.req.valid("param").id }), 200),
    )
    .openapi(
      apiRoute({
        method: "get",
        path: "/suggestions",
        tag: TAG,
        summary: "As sugestões de todos os estúdios, da mais recente à mais antiga",
        description: "Com a triagem, quem enviou (enquanto a conta existe) e o estúdio (até 200). Só para a equipe (ADMIN_EMAILS); 404 para os demais.",
        middleware,
        responses: { 200: { schema: adminSuggestionListSchema, description: "As sugestões, da mais recente à mais antiga." } },
        errors: { 404: "Quem pede não é da equipe." },
      }),
      async (c) => c.json(await listSuggestions({ db }), 200),
    )
    .openapi(
      apiRoute({
        method: "get",
        path: "/cub-tables",
        tag: TAG,
        summary: "As tabelas do CUB publicadas pela equipe, da mais recente à mais antiga",
        description: "Cada importação com quem publicou e quando; as substituídas por uma nova importação do mesmo estado, mês e regime continuam na lista, marcadas. Só para a equipe (ADMIN_EMAILS); 404 para os demais.",
        middleware,
        responses: { 200: { schema: z.array(adminCubTableSchema), description: "As importações, da mais recente à mais antiga (até 200)." } },
        errors: { 404: "Quem pede não é da equipe." },
      }),
      async (c) => c.json(await listCubImports({ db }), 200),
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/cub-tables/preview",
        tag: TAG,
        summary: "Lê e confere uma tabela do CUB colada, sem publicar",
        description: "Formato em docs/cub-import.md. Devolve a tabela lida, cada valor ao lado do mês anterior e os erros por linha (códigos desconhecidos, padrões B/N/A faltando, variação acima de ±15%).",
        middleware,
        body: { schema: cubImportRequestSchema },
        responses: { 200: { schema: cubImportPreviewSchema, description: "A prévia; `table` é nula enquanto houver erros." } },
        errors: { 404: "Quem pede não é da equipe." },
      }),
      async (c) => c.json(await previewCubImport({ db, text: c.req.valid("json").text }), 200),
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/cub-tables",
        tag: TAG,
        summary: "Publica uma tabela do CUB para todos os estúdios",
        description: "Confere de novo como a prévia; uma tabela do mesmo estado, mês e regime já publicada é substituída (e continua no histórico).",
        middleware,
        body: { schema: cubImportRequestSchema },
        responses: { 201: { schema: adminCubTableSchema, description: "A tabela publicada." } },
        errors: { 404: "Quem pede não é da equipe.", 422: "A tabela tem erros: cada um no campo da sua linha." },
      }),
      async (c) => c.json(await publishCubImport({ db, adminId: c.get("userId"), text: c.req.valid("json").text }), 201),
    );
}
