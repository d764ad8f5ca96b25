import { apiTokensApi } from "#domain/contracts/api-tokens";
import { answerOf, requestOf, type AnyRoute, type CallInput, type CallOutput } from "#domain/contracts/client";
import type { ApiTokenScope } from "#domain/api-tokens";
import { apiErrorBodySchema, type ApiErrorBody } from "#domain/errors";
import { TEST_BASE_URL, type TestClient, type TestContext } from "./harness";

/**
 * A system calling the public API (decision 097) with a studio's token: `Authorization: Bearer`,
 * no cookie, no Origin. `call` goes through the contracts' typed half as TestClient's does.
 */
export class TokenClient {
  constructor(
    private readonly ctx: TestContext,
    readonly token: string,
  ) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const h = new Headers({ authorization: `Bearer ${this.token}`, ...headers });
    // An upload (the BIM model) goes as multipart, its boundary set by fetch.
    if (body instanceof FormData) return this.ctx.app.request(`${TEST_BASE_URL}${path}`, { method, headers: h, body });
    if (body !== undefined) h.set("content-type", "application/json");
    return this.ctx.app.request(`${TEST_BASE_URL}${path}`, { method, headers: h, body: body === undefined ? undefined : JSON.stringify(body) });
  }

  async call<R extends AnyRoute>(route: R, input?: CallInput<R>, headers?: Record<string, string>): Promise<{ res: Response; status: number; data: CallOutput<R> | undefined; error: ApiErrorBody["error"] | undefined }> {
    const { method, url, body } = requestOf(route, input as Parameters<typeof requestOf>[1]);
    const res = await this.request(method, url, body, headers);
    const json: unknown = res.headers.get("content-type")?.includes("json") ? await res.clone().json() : undefined;
    if (res.ok) {
      const answer = answerOf(route, res.status, json);
      if (!answer.ok) throw new Error(`${method} ${url}: a resposta ${res.status} não segue o contrato\n${JSON.stringify(json).slice(0, 2000)}`);
      return { res, status: res.status, data: answer.value as CallOutput<R>, error: undefined };
    }
    const error = apiErrorBodySchema.safeParse(json);
    return { res, status: res.status, data: undefined, error: error.success ? error.data.error : undefined };
  }

  async answer<R extends AnyRoute>(route: R, input?: CallInput<R>, headers?: Record<string, string>): Promise<CallOutput<R>> {
    const called = await this.call(route, input, headers);
    if (!called.res.ok) throw new Error(`${route.method.toUpperCase()} ${route.prefix}${route.path}: ${called.status} ${called.error?.message ?? ""}`);
    return called.data as CallOutput<R>;
  }
}

/** A token made in Configurações → Integrações by `manager` (an owner or admin), as a client of the API. */
export async function tokenOf(ctx: TestContext, manager: TestClient, scope: ApiTokenScope, name = "ERP do escritório"): Promise<TokenClient & { id: string }> {
  const created = await manager.answer(apiTokensApi.create, { body: { name, scope } });
  return Object.assign(new TokenClient(ctx, created.secret), { id: created.token.id });
}
