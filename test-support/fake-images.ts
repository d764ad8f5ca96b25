import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { parseJson, readBody, sendJson, sleep, type RecordedRequest } from "./fake-openai";

/**
 * A fake OpenAI-compatible image provider on loopback speaking the real protocol (R-IMG-2):
 * `POST …/images/generations` (any prefix, so `${url}` and `${url}/v1` both work as
 * IMAGE_BASE_URL) with `Authorization: Bearer <key>`, answering `{ created, data: [{ b64_json }] }`
 * with a real small PNG — or failing the way OpenAI fails.
 *
 * Test code in the same process drives it with `setMode`; another process (a Playwright worker)
 * over HTTP:
 *   POST   /__fake/mode      {"mode": "429", "delayMs"?}
 *   GET    /__fake/requests  → RecordedRequest[] (generation requests only)
 *   POST   /__fake/reset     back to "ok", no delay, requests forgotten
 */

export type FakeImagesMode =
  /** A PNG in `b64_json`. */
  | "ok"
  /** `data[0].url` pointing at this fake (DALL·E's default answer), which serves the PNG. */
  | "url"
  /** A WebP in `b64_json` (some compatible servers answer WebP or JPEG): the app converts it. */
  | "webp"
  | "401"
  | "429"
  | "500"
  /** Keeps the socket open and never answers (the app's timeout must fire). */
  | "hang"
  /** 200 with a body that is not JSON. */
  | "garbage"
  /** 200, JSON, but `b64_json` holds text, not an image. */
  | "not-image";

const MODES: readonly FakeImagesMode[] = ["ok", "url", "webp", "401", "429", "500", "hang", "garbage", "not-image"];

export const isFakeImagesMode = (mode: unknown): mode is FakeImagesMode => MODES.includes(mode as FakeImagesMode);

export interface FakeImages {
  /** Base URL to use as IMAGE_BASE_URL, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  port: number;
  /** The bearer it accepts; anything else is a 401 (as OpenAI answers a wrong key). */
  key: string;
  setMode(mode: FakeImagesMode, options?: { delayMs?: number }): void;
  reset(): void;
  readonly mode: FakeImagesMode;
  requests: RecordedRequest[];
  /** The PNG every "ok" answer carries (8 × 8, terracotta). */
  png: Uint8Array;
  close(): Promise<void>;
}

export const FAKE_IMAGES_KEY = "sk-imagens-teste-0000000000000001";

const openAiError = (message: string, type: string, code: string | null) => ({ error: { message, type, param: null, code } });

export async function startFakeImages(options: { port?: number; key?: string } = {}): Promise<FakeImages> {
  const key = options.key ?? FAKE_IMAGES_KEY;
  const colour = { r: 196, g: 98, b: 45 };
  const png = new Uint8Array(await sharp({ create: { width: 8, height: 8, channels: 3, background: colour } }).png().toBuffer());
  const webp = new Uint8Array(await sharp({ create: { width: 8, height: 8, channels: 3, background: colour } }).webp().toBuffer());
  let mode: FakeImagesMode = "ok";
  let delayMs = 0;
  const requests: RecordedRequest[] = [];
  const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");

  async function answer(req: IncomingMessage, res: ServerResponse, record: RecordedRequest, base: string) {
    if (req.headers.authorization !== `Bearer ${key}`) {
      return sendJson(res, 401, openAiError("Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.", "invalid_request_error", "invalid_api_key"));
    }
    const body = record.body as { prompt?: unknown; n?: unknown } | string;
    if (typeof body !== "object" || typeof body.prompt !== "string" || !body.prompt.trim()) {
      return sendJson(res, 400, openAiError("'prompt' is a required property", "invalid_request_error", null));
    }
    if (mode === "hang") return;
    if (delayMs > 0) await sleep(delayMs);
    if (res.destroyed) return;
    const created = Math.floor(Date.now() / 1000);
    switch (mode) {
      case "401":
        return sendJson(res, 401, openAiError("Incorrect API key provided: sk-fake***.", "invalid_request_error", "invalid_api_key"));
      case "429":
        return sendJson(res, 429, openAiError("Rate limit exceeded for images per minute.", "requests", "rate_limit_exceeded"), { "retry-after": "20" });
      case "500":
        return sendJson(res, 500, openAiError("The server had an error while processing your request. Sorry about that!", "server_error", null));
      case "garbage":
        res.writeHead(200, { "content-type": "application/json" });
        res.end("<html>isto não é JSON {");
        return;
      case "not-image":
        return sendJson(res, 200, { created, data: [{ b64_json: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>").toString("base64") }] });
      case "url":
        return sendJson(res, 200, { created, data: [{ url: `${base}/__fake/files/imagem.png`, revised_prompt: body.prompt }] });
      case "webp":
        return sendJson(res, 200, { created, data: [{ b64_json: b64(webp) }] });
      default:
        return sendJson(res, 200, { created, data: [{ b64_json: b64(png), revised_prompt: body.prompt }] });
    }
  }

  const server: Server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      const path = new URL(req.url ?? "/", "http://fake").pathname;
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      if (path === "/__fake/files/imagem.png" && req.method === "GET") {
        res.writeHead(200, { "content-type": "image/png", "content-length": png.byteLength });
        res.end(png);
        return;
      }
      if (path === "/__fake/mode" && req.method === "POST") {
        const body = parseJson(raw) as { mode?: unknown; delayMs?: unknown };
        if (!isFakeImagesMode(body.mode)) return sendJson(res, 400, { error: `modo inválido: ${String(body.mode)}` });
        fake.setMode(body.mode, { delayMs: typeof body.delayMs === "number" ? body.delayMs : 0 });
        return sendJson(res, 200, { mode });
      }
      if (path === "/__fake/reset" && req.method === "POST") {
        fake.reset();
        return sendJson(res, 200, { ok: true });
      }
      if (path === "/__fake/requests" && req.method === "GET") return sendJson(res, 200, requests);
      if (req.method !== "POST" || !path.endsWith("/images/generations")) {
        return sendJson(res, 404, openAiError(`Invalid URL (${req.method} ${path})`, "invalid_request_error", null));
      }
      const record: RecordedRequest = { method: req.method, path, headers: req.headers, body: parseJson(raw), receivedAt: Date.now(), closedEarly: false };
      requests.push(record);
      res.on("close", () => {
        if (!res.writableFinished) record.closedEarly = true;
      });
      await answer(req, res, record, base);
    })().catch(() => {
      if (!res.headersSent) sendJson(res, 500, { error: { message: "fake crashed", type: "server_error" } });
      else res.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const fake: FakeImages = {
    url: `http://127.0.0.1:${port}`,
    port,
    key,
    png,
    get mode() {
      return mode;
    },
    setMode(next, opts = {}) {
      mode = next;
      delayMs = opts.delayMs ?? 0;
    },
    reset() {
      mode = "ok";
      delayMs = 0;
      requests.length = 0;
    },
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
