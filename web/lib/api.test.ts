import { afterEach, describe, expect, it, vi } from "vitest";
import { meSchema } from "#domain/account";
import { z } from "#domain/zod";
import { ApiError, GENERIC_ERROR_MESSAGE, noContent, request, showStudio } from "./api";

function mockFetch(impl: (input: string, init: RequestInit) => Promise<Response>) {
  const fn = vi.fn(impl);
  vi.stubGlobal("fetch", fn);
  return fn;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected the request to fail");
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("request", () => {
  it("says which studio the tab shows once the session is known, and nothing before or after", async () => {
    const fetchMock = mockFetch(async () => json(200, { ok: true }));
    const schema = z.object({ ok: z.boolean() });
    await request(schema, "GET", "/api/x");
    showStudio("7d0c3f5e-8a4b-4c1d-9e2f-1a2b3c4d5e6f");
    await request(schema, "POST", "/api/x", { a: 1 });
    showStudio(undefined);
    await request(schema, "GET", "/api/x");
    const sent = fetchMock.mock.calls.map(([, init]) => (init.headers as Record<string, string>)["x-prancheta-studio"]);
    expect(sent).toEqual([undefined, "7d0c3f5e-8a4b-4c1d-9e2f-1a2b3c4d5e6f", undefined]);
    expect((fetchMock.mock.calls[1]![1].headers as Record<string, string>)["Content-Type"]).toBe("application/json");
  });

  it("sends JSON with same-origin credentials and returns the parsed body", async () => {
    const fetchMock = mockFetch(async () => json(200, { ok: true }));
    await expect(request(z.object({ ok: z.boolean() }), "POST", "/api/x", { a: 1 })).resolves.toEqual({ ok: true });

    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe("/api/x");
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("same-origin");
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
  });

  it("sends no Content-Type and no body without a body", async () => {
    const fetchMock = mockFetch(async () => json(200, { id: "1" }));
    await request(z.object({ id: z.string() }), "GET", "/api/me");
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.body).toBeUndefined();
    expect((init.headers as Record<string, string>)["Content-Type"]).toBeUndefined();
  });

  it("turns the API error body into an ApiError with status, code, message and fields", async () => {
    mockFetch(async () =>
      json(422, {
        error: {
          code: "validation_error",
          message: "Verifique os campos.",
          fields: { email: "Informe um e-mail válido." },
        },
      }),
    );
    const error = await caught(request(meSchema, "POST", "/api/auth/sign-up/email", {}));
    expect(error.status).toBe(422);
    expect(error.code).toBe("validation_error");
    expect(error.message).toBe("Verifique os campos.");
    expect(error.fields).toEqual({ email: "Informe um e-mail válido." });
  });

  it("keeps the server's message for a 401", async () => {
    mockFetch(async () =>
      json(401, { error: { code: "invalid_credentials", message: "E-mail ou senha incorretos." } }),
    );
    const error = await caught(request(meSchema, "POST", "/api/auth/sign-in/email", {}));
    expect(error.status).toBe(401);
    expect(error.code).toBe("invalid_credentials");
    expect(error.message).toBe("E-mail ou senha incorretos.");
    expect(error.fields).toBeUndefined();
  });

  it("uses the generic message when the error body is not ours", async () => {
    mockFetch(async () => new Response("<html>Bad gateway</html>", { status: 502 }));
    const error = await caught(request(meSchema, "GET", "/api/me"));
    expect(error.status).toBe(502);
    expect(error.message).toBe(GENERIC_ERROR_MESSAGE);
  });

  it("uses the generic message for a JSON body of another shape", async () => {
    mockFetch(async () => json(500, { message: "boom" }));
    const error = await caught(request(meSchema, "GET", "/api/me"));
    expect(error.message).toBe(GENERIC_ERROR_MESSAGE);
  });

  it("uses the generic message on a network failure", async () => {
    mockFetch(async () => {
      throw new TypeError("Failed to fetch");
    });
    const error = await caught(request(meSchema, "GET", "/api/me"));
    expect(error.status).toBe(0);
    expect(error.message).toBe(GENERIC_ERROR_MESSAGE);
  });
});

describe("request with the endpoint's response schema", () => {
  const studio = { id: "7d0c3f5e-8a4b-4c1d-9e2f-1a2b3c4d5e6f", name: "Ana Lima", role: "owner" };
  const me = {
    id: "u1",
    name: "Ana Lima",
    email: "ana@exemplo.com.br",
    company: null,
    plan: "esboco",
    trialEndsAt: "2026-11-30T12:00:00.000Z",
    planGrantedAt: null,
    studio,
    studios: [studio],
    isAdmin: false,
    usage: { texts: { used: 0, limit: 10 }, images: { used: 0, limit: 0 }, projects: { used: 0, limit: 1 }, seats: { used: 1, limit: 1 }, renewsAt: null },
  };

  it("resolves with the answer the schema parsed (keys the contract does not have are dropped)", async () => {
    mockFetch(async () => json(200, { ...me, passwordHash: "nunca" }));
    await expect(request(meSchema, "GET", "/api/me")).resolves.toEqual(me);
  });

  it("refuses a 2xx that does not match the contract: invalid_response with the generic message", async () => {
    for (const body of [{ ...me, plan: "ouro" }, { id: "u1" }, [me], null]) {
      mockFetch(async () => json(200, body));
      const error = await caught(request(meSchema, "GET", "/api/me"));
      expect(error.status).toBe(200);
      expect(error.code).toBe("invalid_response");
      expect(error.message).toBe(GENERIC_ERROR_MESSAGE);
    }
  });

  it("refuses a 2xx that is not JSON, and accepts an empty 204 as noContent", async () => {
    mockFetch(async () => new Response("<!doctype html>", { status: 200, headers: { "Content-Type": "text/html" } }));
    expect((await caught(request(meSchema, "GET", "/api/me"))).code).toBe("invalid_response");
    mockFetch(async () => new Response(null, { status: 204 }));
    await expect(request(noContent, "DELETE", "/api/clients/1")).resolves.toBeUndefined();
    mockFetch(async () => new Response(null, { status: 204 }));
    expect((await caught(request(z.object({ id: z.string() }), "DELETE", "/api/clients/1"))).code).toBe("invalid_response");
  });

  it("still turns error answers into the server's ApiError (the schema is for the success answer)", async () => {
    mockFetch(async () => json(401, { error: { code: "unauthorized", message: "Faça login para continuar." } }));
    const error = await caught(request(meSchema, "GET", "/api/me"));
    expect(error).toMatchObject({ status: 401, code: "unauthorized", message: "Faça login para continuar." });
  });
});
