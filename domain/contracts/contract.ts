/**
 * A route's contract, written once in domain and read by both sides (decision 088): the server
 * implements it (`implement` in server/lib/openapi.ts adds the session, rate limits and 404s, then
 * generates /api/openapi.json from it), and the typed client (`call`) builds its request and
 * parses its answer from it. Nothing here imports the server or the browser.
 *
 *   export const projectsApi = resource("/api/projects", "Projetos", {
 *     get: route({ method: "get", path: "/{id}", summary: "Um projeto", params: idPath,
 *                  responses: { 200: { schema: projectSchema, description: "O projeto." } } }),
 *   });
 */
import { idSchema } from "#domain/ids";
import { z, type ZodType } from "#domain/zod";

export type Method = "get" | "post" | "put" | "patch" | "delete";
export type SuccessStatus = 200 | 201 | 202 | 204 | 302;
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503;

/** A success answer: JSON with its schema, or (204, redirects) no body. */
/** `example`: shown in the reference (the public API's routes give one, decision 097). */
export type Answer = { schema: ZodType; description: string; example?: unknown } | { description: string; schema?: undefined };

/**
 * A `multipart/form-data` body with one file field (an upload), in place of a JSON schema: the
 * client sends a `FormData`, and the server reads it with its own upload middleware.
 */
export interface Upload {
  kind: "upload";
  /** The form field holding the file. */
  field: string;
  /** pt-BR: what the file may be, as the reference shows it. */
  description: string;
  /** Text fields sent beside the file, as the reference shows them (the route reads and checks them). */
  fields?: Record<string, UploadField>;
}

/** A text field of an upload's form. */
export interface UploadField {
  type: "string";
  enum?: readonly string[];
  default?: string;
  description: string;
}

/** The body of an upload route: `body: { schema: upload("file", "PNG, JPEG ou WebP…") }`; `fields`, its text fields. */
export function upload(field: string, description: string, fields?: Record<string, UploadField>): Upload {
  return { kind: "upload", field, description, ...(fields ? { fields } : {}) };
}

export interface RouteSpec<M extends Method, P extends string, B, Q, Pa, R> {
  method: M;
  /** OpenAPI style (`/{id}`), relative to the resource's prefix. */
  path: P;
  /** pt-BR, one line: the reference's title for the route. */
  summary: string;
  description?: string;
  /** `maxBytes` (32 KB unless given) and `maxContainers` (decision 067) bound what the server reads; an `upload` is multipart. */
  body?: { schema: B; maxBytes?: number; maxContainers?: number; example?: unknown };
  query?: Q;
  params?: Pa;
  responses: R;
  /** The errors this route's own code answers (402, 409, 429…), each with when, in pt-BR. */
  errors?: Partial<Record<ErrorStatus, string>>;
}

/** A route as `resource` stamps it: its prefix and tag known, so the client and the server need nothing else. */
export type RouteContract<M extends Method = Method, P extends string = string, B = unknown, Q = unknown, Pa = unknown, R = unknown> = RouteSpec<M, P, B, Q, Pa, R> & {
  /** Where the server mounts the resource (`/api/projects`); the browser calls prefix + path. */
  prefix: string;
  /** The resource, as the reference groups it (pt-BR). */
  tag: string;
};

/** One route of a resource; `const` keeps the literal method, path and statuses for the types. */
export function route<
  const M extends Method,
  const P extends string,
  B extends ZodType | Upload | undefined = undefined,
  Q extends z.ZodObject | undefined = undefined,
  Pa extends z.ZodObject | undefined = undefined,
  const R extends Partial<Record<SuccessStatus, Answer>> = Partial<Record<SuccessStatus, Answer>>,
>(spec: RouteSpec<M, P, B, Q, Pa, R>): RouteSpec<M, P, B, Q, Pa, R> {
  return spec;
}

type Stamped<T> = { [K in keyof T]: T[K] extends RouteSpec<infer M, infer P, infer B, infer Q, infer Pa, infer R> ? RouteContract<M, P, B, Q, Pa, R> : never };

/** A resource's routes under one prefix and one tag: the unit the server mounts and a contract module exports. */
export function resource<const T extends Record<string, RouteSpec<Method, string, unknown, unknown, unknown, unknown>>>(prefix: string, tag: string, routes: T): Stamped<T> {
  const stamped: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(routes)) stamped[name] = { ...spec, prefix, tag };
  return stamped as Stamped<T>;
}

/** The path parameter `{id}` holding one of our ids (the server answers the record's own 404 for anything else). */
export const idPath = z.object({ id: idSchema("Identificador inválido.").meta({ description: "Identificador (UUID)." }) });
