/**
 * The one way to declare an API route: its schemas and every status it can answer, once. The
 * route validates with them (@hono/zod-openapi runs @hono/zod-validator), the handler is typed by
 * them (`c.req.valid(...)`, `c.json(body, status)`) and GET /api/openapi.json is generated from
 * them, so the reference cannot drift from the code.
 *
 * How to declare a route:
 *
 *   // One router per resource, mounted at its prefix in server/app.ts (`.route("/clients", …)`).
 *   export function clientsRoutes({ auth, db }: Deps) {
 *     const signedIn = requireUser(auth);
 *     return apiRouter<AuthVariables>()
 *       .openapi(
 *         apiRoute({
 *           method: "patch",
 *           path: "/{id}",                               // OpenAPI style; Hono sees "/:id"
 *           tag: "Clientes",
 *           summary: "Altera um cliente",                // pt-BR, shown in /api/docs
 *           signedIn,                                    // → 401 and the session cookie
 *           params: idParams(clientNotFound),            // a malformed id → the record's own 404
 *           body: { schema: clientPatchSchema },         // → 413 (32 KB unless `maxBytes`), 415, 422
 *           responses: { 200: { schema: clientSchema, description: "O cliente alterado." } },
 *           errors: { 409: "…" },                        // what the service can answer besides
 *         }),
 *         async (c) => c.json(await updateClient({ …, id: c.req.valid("param").id, input: c.req.valid("json") }), 200),
 *       );
 *   }
 *
 * Request and response schemas live in `domain/<feature>.schema.ts` (the browser parses answers
 * with the same ones); give a response schema `.meta({ id: "Cliente" })` to name it in the
 * document. A 204 or a redirect is a response without `schema`. Every route also documents 403
 * (a state-changing request from another site), 500 and 503 (restarting), which any route may
 * answer; `query` adds 422, where an empty parameter (`?page=`) counts as absent.
 */
import { createRoute, OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { idPath, type Answer, type ErrorStatus, type Method, type RouteContract, type SuccessStatus, type Upload } from "#domain/contracts/contract";
import { apiErrorBodySchema } from "#domain/errors";
import { z, type ZodType } from "#domain/zod";
import { AppError, fieldErrors, validationError } from "./errors";
import { assertNoNul, bodyContainers, DEFAULT_JSON_MAX_BYTES, readJson } from "./validate";

export interface ApiRouteSpec<M extends Method, P extends string, B, Q, Pa, R> {
  method: M;
  /** OpenAPI style (`/{id}`), relative to the router's prefix. */
  path: P;
  /** The resource, as the reference groups it (pt-BR). */
  tag: string;
  /** pt-BR, one line. */
  summary: string;
  description?: string;
  /** `requireUser(auth)`: documents the 401 and the session cookie. */
  signedIn?: MiddlewareHandler;
  /**
   * The public API's token check (server/features/api-tokens/bearer.ts, decision 097): documents
   * the bearer scheme, its 401 and 403, the per-token 429 and the RateLimit-* headers; `idempotent`
   * adds the Idempotency-Key header of a create.
   */
  bearer?: { middleware: MiddlewareHandler[]; idempotent?: boolean };
  /** Anything else that runs before the handler, after the session and the path's id check (a rate limit: declare its 429 in `errors`). */
  middleware?: MiddlewareHandler[];
  /**
   * `maxContainers`: the most arrays and objects the largest valid body holds; a body with more
   * is `tooMany` (a 422) before it is parsed, so thousands of tiny invalid items cost one pass
   * over the text, not a parse and its garbage (decision 067).
   */
  body?: { schema: B; maxBytes?: number; maxContainers?: number; tooMany?: () => AppError; example?: unknown };
  query?: Q;
  /** With `notFound` (ids: use `idParams`), a value the schema refuses is that 404; otherwise a 422. */
  params?: { schema: Pa; notFound?: () => AppError };
  responses: R;
  /** The other errors this route's own code answers (402, 409, 429…), each with when, in pt-BR. */
  errors?: Partial<Record<ErrorStatus, string>>;
}

/** The declared types @hono/zod-openapi reads to type the handler (the error answers are thrown, not returned). */
type ResponsesOf<R> = {
  [K in keyof R]: R[K] extends { schema: infer S extends ZodType }
    ? { description: string; content: { "application/json": { schema: S } } }
    : { description: string };
};
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "no such part", as @hono/zod-openapi reads it
type Nothing = {};
type RequestOf<B, Q, Pa> = (B extends ZodType ? { body: { content: { "application/json": { schema: B } }; required: true } } : Nothing) &
  (Q extends z.ZodObject ? { query: Q } : Nothing) &
  (Pa extends z.ZodObject ? { params: Pa } : Nothing);
export type ApiRoute<M extends Method, P extends string, B, Q, Pa, R> = Omit<RouteConfig, "method" | "path" | "request" | "responses"> & {
  method: M;
  path: P;
  request: RequestOf<B, Q, Pa>;
  responses: ResponsesOf<R>;
};

/** The name of the security scheme the document declares for Better Auth's session cookie. */
export const SESSION_SECURITY = "sessaoPorCookie";
/** The public API's: a studio's token in `Authorization: Bearer …` (decision 097). */
export const BEARER_SECURITY = "tokenDoEstudio";

/** The public API's rate-limit headers (IETF draft RateLimit fields), on every answer of /api/v1. */
const RATE_LIMIT_HEADERS = z.object({
  "RateLimit-Limit": z.string().meta({ description: "Requisições permitidas por janela, por token.", example: "120" }),
  "RateLimit-Remaining": z.string().meta({ description: "Quantas ainda cabem na janela atual.", example: "119" }),
  "RateLimit-Reset": z.string().meta({ description: "Segundos até a janela recomeçar.", example: "42" }),
});
const IDEMPOTENCY_HEADERS = z.object({
  "idempotency-key": z
    .string()
    .max(200, "A Idempotency-Key pode ter no máximo 200 caracteres.")
    .optional()
    .meta({ description: "Uma chave sua (um UUID, por exemplo): a mesma chave com o mesmo corpo, em até 24 horas, devolve a mesma resposta sem repetir o cadastro." }),
});

const COMMON_ERRORS: Partial<Record<ErrorStatus, string>> = {
  500: "Erro interno (a mensagem não revela detalhes).",
  503: "O servidor está reiniciando: nada da requisição foi feito; envie de novo (veja `Retry-After`).",
};

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`);

/**
 * In front of the validator: the body within the route's cap (413), JSON (422), no NUL character
 * (422 on the field). The validator is handed the value parsed here: Hono's `req.json()` parses
 * the cached text again on every call (its body cache keeps text, not the value), and a second
 * parse of a 256 KB document costs as much as the first plus its garbage (decision 067).
 * (jsonGuard in server/app.ts has already checked the type, depth and keys.)
 */
function bodyGuard(maxBytes: number, items?: { max: number; tooMany: () => AppError }): MiddlewareHandler {
  return async (c, next) => {
    if (items && (bodyContainers(c) ?? 0) > items.max) throw items.tooMany();
    const value = await readJson(c, { maxBytes });
    const parsed = Promise.resolve(value);
    c.req.json = <T>() => parsed as Promise<T>;
    await next();
  };
}

const tooManyItems = () => new AppError("validation_error", 422, "O corpo da requisição tem itens demais.");

/** A NUL character in a query parameter is a 422 on it, like in a body. */
const queryGuard: MiddlewareHandler = async (c, next) => {
  assertNoNul(c.req.query());
  await next();
};

/**
 * A path id that cannot be one of ours is the record's own 404, before any query runs (PostgreSQL
 * refuses a NUL byte in text with an error, not an empty result). server/api-hardening.test.ts
 * sends bad ids to every route with one.
 */
function paramsGuard(schema: z.ZodObject, notFound: () => AppError): MiddlewareHandler {
  return async (c, next) => {
    if (!schema.safeParse(c.req.param()).success) throw notFound();
    await next();
  };
}

/** `?page=` is no page: empty parameters are dropped (so defaults apply), repeated ones keep the first. */
function withoutEmpty(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  const kept: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const first: unknown = Array.isArray(item) ? item[0] : item;
    if (first !== "" && first !== undefined) kept[key] = first;
  }
  return kept;
}

/** The path parameter `{id}` holding one of our ids; anything else answers `notFound()`. */
export function idParams(notFound: () => AppError) {
  return { schema: idPath, notFound };
}

const errorContent = { "application/json": { schema: apiErrorBodySchema } };

/** Every signed-in route (requireUser) can answer it. */
const STUDIO_CHANGED = "`studio_changed`: o cabeçalho X-Prancheta-Studio (o estúdio que a página mostra) não é mais o estúdio ativo da sessão.";

/** A route config for `router.openapi(route, handler)`: see the top of this file. */
export function apiRoute<const M extends Method, const P extends string, B extends ZodType | undefined = undefined, Q extends z.ZodObject | undefined = undefined, Pa extends z.ZodObject | undefined = undefined, const R extends Partial<Record<SuccessStatus, Answer>> = Partial<Record<SuccessStatus, Answer>>>(
  spec: ApiRouteSpec<M, P, B, Q, Pa, R>,
): ApiRoute<M, P, B, Q, Pa, R> {
  const errors: Partial<Record<ErrorStatus, string>> = {};
  const middleware: MiddlewareHandler[] = [];
  const request: NonNullable<RouteConfig["request"]> = {};
  if (spec.signedIn) {
    middleware.push(spec.signedIn);
    errors[401] = "Sem sessão: faça login.";
    errors[409] = STUDIO_CHANGED;
  }
  if (spec.bearer) {
    middleware.push(...spec.bearer.middleware);
    errors[401] = "`unauthorized`: sem `Authorization: Bearer <token>`, ou token desconhecido ou revogado (a resposta traz `WWW-Authenticate: Bearer`).";
    errors[403] = "`forbidden`: o token não tem o acesso que a rota pede (um token de leitura não escreve), ou o plano do estúdio não inclui a API.";
    errors[429] = "`rate_limited`: o token passou do limite de requisições por minuto (veja `Retry-After` e `RateLimit-Reset`).";
    if (spec.bearer.idempotent) request.headers = IDEMPOTENCY_HEADERS;
  }
  if (spec.params?.schema) {
    request.params = spec.params.schema;
    if (spec.params.notFound) {
      middleware.push(paramsGuard(spec.params.schema, spec.params.notFound));
      errors[404] = "Não encontrado (ou de outra pessoa).";
    }
  }
  // After the id check: a malformed id is a 404 that costs no rate-limit hit.
  middleware.push(...(spec.middleware ?? []));
  if (spec.query) {
    middleware.push(queryGuard);
    request.query = z.preprocess(withoutEmpty, spec.query) as z.ZodPipe;
    errors[422] = "Parâmetros inválidos: `fields` diz o que corrigir.";
  }
  if (spec.body?.schema) {
    const maxBytes = spec.body.maxBytes ?? DEFAULT_JSON_MAX_BYTES;
    const { maxContainers, tooMany } = spec.body;
    middleware.push(bodyGuard(maxBytes, maxContainers === undefined ? undefined : { max: maxContainers, tooMany: tooMany ?? tooManyItems }));
    const example = spec.body.example === undefined ? {} : { example: spec.body.example };
    request.body = { content: { "application/json": { schema: spec.body.schema, ...example } }, required: true };
    errors[413] = `Corpo maior que ${sizeText(maxBytes)}.`;
    errors[415] = "Corpo que não é JSON.";
    errors[422] = "Dados inválidos (ou aninhados demais): `fields` diz o que corrigir.";
  }
  if (spec.method !== "get") errors[403] = spec.bearer ? `${errors[403]} Ou requisição de outro site (cabeçalho Origin diferente do nosso).` : "Requisição de outro site (cabeçalho Origin diferente do nosso).";
  Object.assign(errors, COMMON_ERRORS, spec.errors);
  // A route's own 409 and the session's studio check are both possible.
  if (spec.signedIn && spec.errors?.[409]) errors[409] = `${spec.errors[409]} Ou ${STUDIO_CHANGED}`;

  const responses: RouteConfig["responses"] = {};
  for (const [status, answer] of Object.entries(spec.responses as Record<string, Answer>)) {
    const example = "example" in answer && answer.example !== undefined ? { example: answer.example } : {};
    const headers = spec.bearer ? { headers: RATE_LIMIT_HEADERS } : {};
    responses[status] = answer.schema
      ? { description: answer.description, ...headers, content: { "application/json": { schema: answer.schema, ...example } } }
      : { description: answer.description, ...headers };
  }
  for (const [status, description] of Object.entries(errors)) responses[status] = { description, content: errorContent };

  return createRoute({
    method: spec.method,
    path: spec.path,
    tags: [spec.tag],
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    ...(spec.signedIn ? { security: [{ [SESSION_SECURITY]: [] }] } : {}),
    ...(spec.bearer ? { security: [{ [BEARER_SECURITY]: [] }] } : {}),
    request,
    responses,
    middleware,
  }) as unknown as ApiRoute<M, P, B, Q, Pa, R>;
}

/** A router whose routes are declared with `apiRoute`; `V` is what its middleware puts on the context. */
export function apiRouter<V extends object = object>() {
  return new OpenAPIHono<{ Variables: V }>({
    // A failed validation (body, query) is our 422 with pt-BR field errors, like every other.
    defaultHook: (result) => {
      if (!result.success) throw validationError(fieldErrors(result.error.issues));
    },
  });
}

/** What only the server adds to a route's contract (decision 088). */
export interface RouteImplementation {
  /** `requireUser(…)`: documents the 401 and the session cookie. */
  signedIn?: MiddlewareHandler;
  /** The public API's token check (decision 097), instead of `signedIn`. */
  bearer?: ApiRouteSpec<Method, string, unknown, unknown, unknown, unknown>["bearer"];
  /** Runs after the session and the path's id check (a rate limit: declare its 429 in the contract's `errors`). */
  middleware?: MiddlewareHandler[];
  /** A path parameter the schema refuses is this 404 (the record's own), not a 422. */
  notFound?: () => AppError;
  /** The 422 for a body over the contract's `maxContainers`. */
  tooMany?: () => AppError;
}

const isUpload = (schema: unknown): schema is Upload => typeof schema === "object" && schema !== null && (schema as { kind?: unknown }).kind === "upload";

/**
 * The route config for `router.openapi(…, handler)` from a contract in domain/contracts (decision 088).
 * An `upload` body is documented as multipart with its one file field; the route's own upload
 * middleware (`uploadBody`, in `middleware`) reads and bounds it, and its errors are the contract's.
 */
export function implement<const M extends Method, const P extends string, B extends ZodType | Upload | undefined, Q extends z.ZodObject | undefined, Pa extends z.ZodObject | undefined, const R extends Partial<Record<SuccessStatus, Answer>>>(
  contract: RouteContract<M, P, B, Q, Pa, R>,
  server: RouteImplementation = {},
): ApiRoute<M, P, B, Q, Pa, R> {
  const body = contract.body;
  const file = isUpload(body?.schema) ? body.schema : undefined;
  const config = apiRoute<M, P, Exclude<B, Upload>, Q, Pa, R>({
    method: contract.method,
    path: contract.path,
    tag: contract.tag,
    summary: contract.summary,
    ...(contract.description ? { description: contract.description } : {}),
    ...(server.signedIn ? { signedIn: server.signedIn } : {}),
    ...(server.bearer ? { bearer: server.bearer } : {}),
    ...(server.middleware ? { middleware: server.middleware } : {}),
    ...(contract.params ? { params: { schema: contract.params, ...(server.notFound ? { notFound: server.notFound } : {}) } } : {}),
    ...(contract.query ? { query: contract.query } : {}),
    ...(body && !file ? { body: { ...body, schema: body.schema as Exclude<B, Upload>, ...(server.tooMany ? { tooMany: server.tooMany } : {}) } } : {}),
    responses: contract.responses,
    ...(contract.errors ? { errors: contract.errors } : {}),
  });
  if (!file) return config as ApiRoute<M, P, B, Q, Pa, R>;
  const form = {
    type: "object" as const,
    required: [file.field],
    properties: { [file.field]: { type: "string" as const, format: "binary", description: file.description }, ...(file.fields ? structuredClone(file.fields) : {}) },
  };
  return { ...config, request: { ...config.request, body: { required: true, content: { "multipart/form-data": { schema: form } } } } } as unknown as ApiRoute<M, P, B, Q, Pa, R>;
}
