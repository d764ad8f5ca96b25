/** The studio's API tokens and the public API's pages (R-API-1…R-API-4, decision 097). */
import { API_TOKEN_SCOPES } from "./api-tokens";
import { personRefSchema } from "./studios.schema";
import { nameText } from "./text-fields";
import { z, type ZodType } from "./zod";

export const apiTokenScopeSchema = z.enum(API_TOKEN_SCOPES, { error: "Escolha o acesso: leitura, leitura e escrita, ou webhooks." });

export const API_TOKEN_NAME_MAX = 80;

/** "Integrações" → "Criar token": a name people recognise, and what it may do. */
export const apiTokenInputSchema = z.object({
  name: nameText({
    missing: "Dê um nome ao token (por exemplo, o sistema que vai usá-lo).",
    max: API_TOKEN_NAME_MAX,
    tooLong: `O nome pode ter no máximo ${API_TOKEN_NAME_MAX} caracteres.`,
  }),
  scope: apiTokenScopeSchema,
});
export type ApiTokenInput = z.input<typeof apiTokenInputSchema>;

/** A token as the list shows it: never its text, only its first characters. */
export const apiTokenSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    scope: apiTokenScopeSchema,
    prefix: z.string().describe("Os primeiros caracteres do token, para reconhecê-lo."),
    createdAt: z.iso.datetime(),
    createdBy: personRefSchema.nullable(),
    lastUsedAt: z.iso.datetime().nullable().describe("Atualizado no máximo uma vez por minuto."),
    revokedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: "TokenDeApi", description: "Um token de API do estúdio (o texto do token não é guardado)." });
export type ApiToken = z.output<typeof apiTokenSchema>;

export const apiTokenListSchema = z
  .object({
    tokens: z.array(apiTokenSchema).describe("Do mais novo ao mais antigo, revogados inclusive."),
    allowedScopes: z.array(apiTokenScopeSchema).describe("Os acessos que o plano do estúdio permite dar a um token; vazio no Esboço."),
  })
  .meta({ id: "TokensDeApi" });
export type ApiTokenList = z.output<typeof apiTokenListSchema>;

/** The answer to a create: the only time the token's text is ever sent. */
export const createdApiTokenSchema = z
  .object({ token: apiTokenSchema, secret: z.string().describe("O token inteiro: mostrado só agora, guarde-o em lugar seguro.") })
  .meta({ id: "TokenDeApiCriado" });
export type CreatedApiToken = z.output<typeof createdApiTokenSchema>;

// ─── The public API's pages (R-API-3) ─────────────────────────────────────────────────────────

export const API_PAGE_DEFAULT = 20;
export const API_PAGE_MAX = 100;

/** `?cursor=&limit=` on every list of /api/v1; with a cursor, the limit is the cursor's. */
export const cursorQuerySchema = z.object({
  cursor: z.string().max(200, "Cursor inválido.").optional().describe("O `nextCursor` da página anterior; ausente na primeira."),
  limit: z.coerce
    .number({ error: "O limite deve ser um número." })
    .int("O limite deve ser um número inteiro.")
    .min(1, "O limite deve ser pelo menos 1.")
    .max(API_PAGE_MAX, `O limite pode ser no máximo ${API_PAGE_MAX}.`)
    .default(API_PAGE_DEFAULT)
    .describe(`Itens por página (1 a ${API_PAGE_MAX}, padrão ${API_PAGE_DEFAULT}).`),
});

/** `{ data, nextCursor }`: one page; `nextCursor` null on the last. */
export const pageOf = <S extends ZodType>(item: S, id: string) =>
  z
    .object({ data: z.array(item), nextCursor: z.string().nullable().describe("Envie como `cursor` para a próxima página; null na última.") })
    .meta({ id, description: "Uma página de itens e o cursor da próxima." });
