import { customTabFormSchema, customTabInputSchema, customTabListSchema, customTabSchema } from "#domain/custom-tabs.schema";
import type { AiEngine } from "#server/ai/engine";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import type { Logger } from "#server/lib/logger";
import { apiRoute, apiRouter, idParams } from "#server/lib/openapi";
import { rateLimitByUser, SAVES_RATE_LIMITED } from "#server/lib/rate-limit";
import { createCustomTab, customTabNotFound, deleteCustomTab, getCustomTab, listCustomTabs, updateCustomTab } from "./custom-tabs.service";

const TAG = "Abas personalizadas";

// 30 blocks of 5.000 characters (up to 4 bytes each in UTF-8), the form's 50.000-character content.
const TAB_BODY_MAX_BYTES = 512 * 1024;
const SAVES_429 = "Muitos salvamentos desta pessoa em pouco tempo (documentos e abas; veja `Retry-After`).";

/** Mounted at /api/custom-tabs: the person's own tabs in the active studio (R-TAB-1..R-TAB-4). */
export function customTabsRoutes({ auth, db, engine, logger, rateLimit, saveRateLimit }: {
  auth: Auth;
  db: Db;
  engine: AiEngine;
  logger?: Logger;
  rateLimit: { max: number; windowSeconds: number };
  /** The editors' saves, shared with the documents' (SAVE_RATE_LIMIT_MAX). */
  saveRateLimit: { max: number; windowSeconds: number };
}) {
  const signedIn = requireUser({ auth, db });
  const saveLimit = rateLimitByUser({ db, scope: "salvar", ...saveRateLimit, what: SAVES_RATE_LIMITED });
  const params = idParams(customTabNotFound);
  return apiRouter<AuthVariables>()
    .openapi(
      apiRoute({
        method: "get",
        path: "/",
        tag: TAG,
        summary: "Lista as abas da pessoa no estúdio ativo, na ordem do menu lateral",
        description: "As abas são pessoais: as dos colegas do estúdio não aparecem.",
        signedIn,
        responses: { 200: { schema: customTabListSchema, description: "As abas, com quantos blocos e atalhos cada uma tem." } },
      }),
      async (c) => c.json(await listCustomTabs({ db, scope: c.get("scope") }), 200),
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/",
        tag: TAG,
        summary: "Cria uma aba a partir do formulário da ferramenta, com sugestões de organização",
        description:
          "O conteúdo vira blocos (separados por linhas em branco); os atalhos, um por linha, precisam ser endereços http ou https. " +
          "A sugestão de organização vem da IA, ou de regras offline quando nenhum provedor responde, a cota acabou ou o limite de pedidos à IA por minuto foi atingido: a aba é salva de qualquer forma.",
        signedIn,
        // A 512 KB form is a save like the editor's: the same per-person limit (decision 067).
        middleware: [saveLimit],
        body: { schema: customTabFormSchema, maxBytes: TAB_BODY_MAX_BYTES },
        responses: { 201: { schema: customTabSchema, description: "A aba criada, com `advice`." } },
        errors: {
          409: "A pessoa já tem o máximo de abas neste estúdio.",
          429: SAVES_429,
        },
      }),
      async (c) =>
        c.json(await createCustomTab({ db, engine, logger, aiRateLimit: rateLimit, scope: c.get("scope"), form: c.req.valid("json"), signal: c.req.raw.signal }), 201),
    )
    .openapi(
      apiRoute({
        method: "get",
        path: "/{id}",
        tag: TAG,
        summary: "Uma aba, com blocos, atalhos e notas",
        signedIn,
        params,
        responses: { 200: { schema: customTabSchema, description: "A aba." } },
      }),
      async (c) => c.json(await getCustomTab({ db, scope: c.get("scope"), id: c.req.valid("param").id }), 200),
    )
    .openapi(
      apiRoute({
        method: "put",
        path: "/{id}",
        tag: TAG,
        summary: "Salva a aba inteira: nome, blocos na nova ordem, atalhos e notas",
        description: "Um bloco sem `id` é novo; um bloco que não vem some. Cada atalho precisa ser um endereço http ou https.",
        signedIn,
        params,
        middleware: [saveLimit],
        body: { schema: customTabInputSchema, maxBytes: TAB_BODY_MAX_BYTES },
        responses: { 200: { schema: customTabSchema, description: "A aba salva." } },
        errors: { 429: SAVES_429 },
      }),
      async (c) => c.json(await updateCustomTab({ db, scope: c.get("scope"), id: c.req.valid("param").id, input: c.req.valid("json") }), 200),
    )
    .openapi(
      apiRoute({
        method: "delete",
        path: "/{id}",
        tag: TAG,
        summary: "Exclui uma aba",
        signedIn,
        params,
        responses: { 204: { description: "Excluída." } },
      }),
      async (c) => {
        await deleteCustomTab({ db, scope: c.get("scope"), id: c.req.valid("param").id });
        return c.body(null, 204);
      },
    );
}
