import { setTimeout as sleep } from "node:timers/promises";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { errorOf } from "#server/test/studio";
import { AppError } from "./errors";
import { errorHandler } from "./error-handler";
import { createLogger } from "./logger";
import { outsideRequest } from "./request-context";
import { requestLog } from "./request-log";

/**
 * Decision 084: an error's log line is apart from what the user reads, and every line written
 * while a request runs names it (the X-Request-Id the client got). The app's own middleware and
 * error handler, with the server's logger writing into an array.
 */

type Line = { level: number; msg: string; requestId?: string; path?: string; code?: string; status?: number; err?: { message: string; stack?: string }; document?: string };

function appWithLog() {
  const lines: Line[] = [];
  const logger = createLogger("info", { write: (line: string) => void lines.push(JSON.parse(line) as Line) });
  const app = new Hono()
    .use(requestLog(logger))
    .get("/bug", async () => {
      await sleep(1);
      throw new Error("cannot read properties of undefined");
    })
    .get("/smtp", () => {
      throw new AppError("internal_error", 502, "Não foi possível enviar o e-mail agora.").logged("falha ao enviar o e-mail", { err: new Error("connect ECONNREFUSED 127.0.0.1:1"), document: "d-1" });
    })
    .get("/bad-input", () => {
      throw new AppError("validation_error", 422, "Nome inválido: Maria\u0000").logged("nome recusado", { err: new Error("Maria\u0000 no campo nome"), document: "d-2" });
    })
    .get("/missing", () => {
      throw new AppError("not_found", 404, "Recurso não encontrado.");
    })
    .get("/work", async (c) => {
      await sleep(1);
      logger.warn({ step: "depois de esperar" }, "aviso do serviço");
      setTimeout(() => logger.error("fora da resposta, ainda pela requisição"), 1);
      outsideRequest(() => logger.warn("de outra coisa"));
      return c.json({}, 200);
    });
  app.onError(errorHandler(logger));
  return { app, lines };
}

const errorLines = (lines: Line[]) => lines.filter((l) => l.msg !== "request");

describe("error log lines (decision 084)", () => {
  it("an unhandled error: a generic 500 for the user, a line with the error and the request's id", async () => {
    const { app, lines } = appWithLog();
    const res = await app.request("/bug");
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: { code: "internal_error", message: "Ocorreu um erro interno. Tente novamente em instantes." } });
    const requestId = res.headers.get("X-Request-Id");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const [line, ...rest] = errorLines(lines);
    expect(rest).toEqual([]);
    expect(line).toMatchObject({ level: 50, msg: "erro não tratado", requestId, path: "/bug", err: { message: "cannot read properties of undefined" } });
  });

  it("an AppError with a log message: the user reads theirs, the log reads its own, with the cause and the request's id", async () => {
    const { app, lines } = appWithLog();
    const res = await app.request("/smtp");
    expect(res.status).toBe(502);
    expect((await errorOf(res)).message).toBe("Não foi possível enviar o e-mail agora.");
    const [line, ...rest] = errorLines(lines);
    expect(rest).toEqual([]);
    expect(line).toMatchObject({ level: 50, msg: "falha ao enviar o e-mail", requestId: res.headers.get("X-Request-Id"), code: "internal_error", status: 502, document: "d-1", err: { message: "connect ECONNREFUSED 127.0.0.1:1" } });
    expect(JSON.stringify(line)).not.toContain("Não foi possível");
  });

  it("bad input: a warning without the error, its stack or what was sent; an unlogged 4xx writes only the request's line", async () => {
    const { app, lines } = appWithLog();
    const res = await app.request("/bad-input");
    expect(res.status).toBe(422);
    const [line, ...rest] = errorLines(lines);
    expect(rest).toEqual([]);
    expect(line).toMatchObject({ level: 40, msg: "nome recusado", requestId: res.headers.get("X-Request-Id"), status: 422, document: "d-2" });
    expect(line!.err).toBeUndefined();
    expect(JSON.stringify(line)).not.toContain("Maria");

    lines.length = 0;
    expect((await app.request("/missing")).status).toBe(404);
    expect(errorLines(lines)).toEqual([]);
    expect(lines).toHaveLength(1);
  });

  it("what a service logs during the request, and after it from work it started, carries the request's id", async () => {
    const { app, lines } = appWithLog();
    const res = await app.request("/work");
    await sleep(20);
    const requestId = res.headers.get("X-Request-Id");
    expect(lines.find((l) => l.msg === "aviso do serviço")?.requestId).toBe(requestId);
    expect(lines.find((l) => l.msg === "fora da resposta, ainda pela requisição")?.requestId).toBe(requestId);
    expect(lines.find((l) => l.msg === "de outra coisa")).not.toHaveProperty("requestId");
    // The request's own line, written once the request is over, keeps its id too.
    expect(lines.find((l) => l.msg === "request")?.requestId).toBe(requestId);
  });
});
