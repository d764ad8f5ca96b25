/**
 * The typed client's half that knows no transport (decision 088): from a route's contract and
 * the caller's input, the request to send; from the status and JSON answered, the value the
 * contract promises. The browser (web/lib/api.ts `call`) and the server tests (TestClient `call`)
 * put their own transport between the two, so both are checked by the same types.
 */
import type { z, ZodType } from "#domain/zod";
import type { Method, RouteContract, Upload } from "./contract";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route, whatever its schemas
export type AnyRoute = RouteContract<any, any, any, any, any, any>;

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "no such part"
type Nothing = {};
// The schemas as `route()` inferred them (an absent part is `undefined`), not the optional properties.
type ParamsOf<R> = R extends RouteContract<Method, string, unknown, unknown, infer Pa, unknown> ? (Pa extends z.ZodObject ? { params: z.input<Pa> } : Nothing) : never;
// A query's keys are optional as its input says (a default makes one optional), and each value is
// typed as the server reads it: `z.input` of `z.coerce.number()` is `unknown`, which would let
// anything through, while its output (`number`) is what a caller should pass.
type QueryValues<Q extends z.ZodObject> = { [K in keyof z.input<Q>]: K extends keyof z.output<Q> ? z.output<Q>[K] : never };
type QueryOf<R> = R extends RouteContract<Method, string, unknown, infer Q, unknown, unknown>
  ? Q extends z.ZodObject
    ? Nothing extends z.input<Q>
      ? { query?: QueryValues<Q> }
      : { query: QueryValues<Q> }
    : Nothing
  : never;
// An upload's body is the form to send (fetch writes its multipart type and boundary).
type BodyOf<R> = R extends RouteContract<Method, string, infer B, unknown, unknown, unknown> ? (B extends ZodType ? { body: z.input<B> } : B extends Upload ? { body: FormData } : Nothing) : never;

/** What a call of this route takes: its path parameters, query and body, each only when the contract has one. */
export type CallInput<R extends AnyRoute> = ParamsOf<R> & QueryOf<R> & BodyOf<R>;
/** The input as the last argument: optional when every part is. */
export type CallArgs<R extends AnyRoute> = Nothing extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];

/** What a successful call resolves with: the parsed answer of a success status (undefined for 204). */
export type CallOutput<R extends AnyRoute> = {
  [K in keyof R["responses"]]: R["responses"][K] extends { schema: infer S extends ZodType } ? z.output<S> : undefined;
}[keyof R["responses"]];

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The method, URL (prefix + path with its parameters, then the query) and JSON body to send. */
export function requestOf(route: AnyRoute, input: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown } = {}): { method: HttpMethod; url: string; body: unknown } {
  const path = (route.path as string).replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = input.params?.[name];
    if (value === undefined || value === null || value === "") throw new Error(`Parâmetro de caminho ausente: ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const query = search.toString();
  const url = `${route.prefix}${path === "/" ? "" : path}${query ? `?${query}` : ""}`;
  return { method: (route.method as string).toUpperCase() as HttpMethod, url, body: input.body };
}

/**
 * The answer as the contract says it (parsed by the schema of the status answered), or
 * `undefined` when the status is not one the contract declares or the body does not match it.
 */
export function answerOf<R extends AnyRoute>(route: R, status: number, data: unknown): { ok: true; value: CallOutput<R> } | { ok: false } {
  const answer = (route.responses as Record<number, { schema?: ZodType } | undefined>)[status];
  if (!answer) return { ok: false };
  if (!answer.schema) return { ok: true, value: undefined as CallOutput<R> };
  const parsed = answer.schema.safeParse(data);
  return parsed.success ? { ok: true, value: parsed.data as CallOutput<R> } : { ok: false };
}
