import sharp from "sharp";
import type { ImageConfig } from "#server/config";
import { AppError } from "#server/lib/errors";
import { imageTypeOf } from "#server/lib/image-type";
import { IMAGE_UNAVAILABLE_TEXT } from "#domain/images.schema";

/**
 * The image provider (R-IMG-2): OpenAI's `POST {IMAGE_BASE_URL}/images/generations`, or any
 * server speaking it. Never a fake image: without a provider, or when it fails, the caller gets
 * an AppError whose pt-BR message says what happened and what to check.
 */

export type ImageProvider = NonNullable<ImageConfig["provider"]>;

/** The answer is base64 of a few MB at most; anything past this is not an image we want. */
const MAX_ANSWER_CHARS = 40 * 1024 * 1024;
/** A decompression bomb stops here: 50 megapixels is far beyond any size the APIs offer. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * What went wrong with the image provider, for the log (operators fix the server's variables);
 * the subscriber reads only that the service is unavailable (decision 079), except for a refused
 * description, which they can rewrite.
 */
export class ImageProviderError extends AppError {
  constructor(
    code: "image_provider_missing" | "image_provider_error",
    status: 502 | 503,
    public readonly detail: string,
    message: string = IMAGE_UNAVAILABLE_TEXT,
  ) {
    super(code, status, message);
  }
}

export const providerMissing = () =>
  new ImageProviderError(
    "image_provider_missing",
    503,
    "O serviço de geração de imagens não está configurado neste servidor: defina IMAGE_API_KEY (e, para outro provedor, IMAGE_BASE_URL) nas variáveis de ambiente.",
  );

const providerError = (detail: string) => new ImageProviderError("image_provider_error", 502, detail, detail === PROVIDER_MESSAGES.policy ? detail : IMAGE_UNAVAILABLE_TEXT);

/** The log's words for each failure (`detail`); only `policy` is also what the person reads. */
export const PROVIDER_MESSAGES = {
  key: "O serviço de imagens recusou a chave configurada. Confira IMAGE_API_KEY nas variáveis de ambiente do servidor.",
  limit: "O serviço de imagens atingiu o limite de uso ou de cota da conta.",
  policy: "O serviço de imagens recusou a descrição (ela pode ferir a política de conteúdo do provedor). Reescreva a descrição e tente de novo.",
  request: "O serviço de imagens recusou o pedido. Confira IMAGE_MODEL e IMAGE_SIZE nas variáveis de ambiente do servidor.",
  down: "O serviço de imagens está com problemas no momento (5xx).",
  timeout: "O serviço de imagens demorou demais para responder (IMAGE_TIMEOUT_MS).",
  unreachable: "Não foi possível conectar ao serviço de imagens. Confira IMAGE_BASE_URL nas variáveis de ambiente do servidor.",
  shape: "O serviço de imagens respondeu num formato inesperado; nenhuma imagem foi gerada.",
  notImage: "O serviço de imagens não devolveu uma imagem PNG, JPEG ou WebP válida.",
} as const;

function failureOf(status: number, code: string | undefined): AppError {
  if (status === 401 || status === 403) return providerError(PROVIDER_MESSAGES.key);
  if (status === 429) return providerError(PROVIDER_MESSAGES.limit);
  if (status === 400 && code === "content_policy_violation") return providerError(PROVIDER_MESSAGES.policy);
  if (status >= 500) return providerError(PROVIDER_MESSAGES.down);
  return providerError(PROVIDER_MESSAGES.request);
}

/** A fetch that names a timeout or an unreachable server in pt-BR. */
async function call(url: string, init: RequestInit, signal: AbortSignal): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal, redirect: "error" });
  } catch (err) {
    if (signal.aborted) throw providerError(PROVIDER_MESSAGES.timeout);
    throw Object.assign(providerError(PROVIDER_MESSAGES.unreachable), { cause: err });
  }
}

async function textOf(response: Response, signal: AbortSignal): Promise<string> {
  try {
    const text = await response.text();
    if (text.length > MAX_ANSWER_CHARS) throw providerError(PROVIDER_MESSAGES.shape);
    return text;
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw providerError(signal.aborted ? PROVIDER_MESSAGES.timeout : PROVIDER_MESSAGES.shape);
  }
}

/**
 * gpt-image-* models always answer base64 and refuse `response_format`; DALL·E and most
 * compatible servers answer a URL unless asked for base64.
 */
export function generationBody(config: Pick<ImageConfig, "model" | "size">, prompt: string) {
  return {
    model: config.model,
    prompt,
    size: config.size,
    n: 1,
    ...(config.model.startsWith("gpt-image") ? {} : { response_format: "b64_json" }),
  };
}

/**
 * One image for `prompt`, as PNG bytes. The whole exchange, the download of a `url` answer
 * included, has `timeoutMs` (the spec's section 9: up to 30 s).
 */
export async function generateImage(config: ImageConfig, prompt: string): Promise<Uint8Array> {
  const provider = config.provider;
  if (!provider) throw providerMissing();
  const signal = AbortSignal.timeout(config.timeoutMs);
  const response = await call(
    `${provider.baseUrl}/images/generations`,
    {
      method: "POST",
      headers: { "content-type": "application/json", ...(provider.apiKey ? { authorization: `Bearer ${provider.apiKey}` } : {}) },
      body: JSON.stringify(generationBody(config, prompt)),
    },
    signal,
  );
  const text = await textOf(response, signal);
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    if (!response.ok) throw failureOf(response.status, undefined);
    throw providerError(PROVIDER_MESSAGES.shape);
  }
  if (!response.ok) {
    const code = (answer as { error?: { code?: unknown } } | null)?.error?.code;
    throw failureOf(response.status, typeof code === "string" ? code : undefined);
  }
  const first = (answer as { data?: unknown } | null)?.data;
  const item = Array.isArray(first) ? (first[0] as { b64_json?: unknown; url?: unknown } | undefined) : undefined;
  let bytes: Uint8Array;
  if (typeof item?.b64_json === "string" && item.b64_json) {
    bytes = new Uint8Array(Buffer.from(item.b64_json, "base64"));
  } else if (typeof item?.url === "string" && downloadAllowed(item.url, provider.baseUrl)) {
    const download = await call(item.url, { method: "GET" }, signal);
    if (!download.ok) throw providerError(PROVIDER_MESSAGES.shape);
    const declared = Number(download.headers.get("content-length") ?? "0");
    if (declared > MAX_DOWNLOAD_BYTES) throw providerError(PROVIDER_MESSAGES.notImage);
    try {
      bytes = new Uint8Array(await download.arrayBuffer());
    } catch {
      throw providerError(signal.aborted ? PROVIDER_MESSAGES.timeout : PROVIDER_MESSAGES.shape);
    }
    if (bytes.length > MAX_DOWNLOAD_BYTES) throw providerError(PROVIDER_MESSAGES.notImage);
  } else {
    throw providerError(PROVIDER_MESSAGES.shape);
  }
  return asPng(bytes);
}

/** An image the provider links to is at most this big (a 1024² PNG is a few MB). */
const MAX_DOWNLOAD_BYTES = 20 * 1024 * 1024;

/**
 * Which image addresses the server downloads: https anywhere (the providers' storage, e.g. a
 * blob CDN), or the provider's own origin (a local server over http). Never an http address
 * elsewhere: an answer must not make the server fetch inside its own network.
 */
function downloadAllowed(url: string, baseUrl: string): boolean {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  if (target.origin === new URL(baseUrl).origin) return true;
  if (target.protocol !== "https:") return false;
  // Literal loopback or private addresses over https are refused too.
  return !/^(localhost|127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.|\[?::1\]?$|0\.)/.test(target.hostname);
}

/** PNG as it came; JPEG or WebP converted (the download is always `.png`); anything else refused. */
export async function asPng(bytes: Uint8Array): Promise<Uint8Array> {
  const type = imageTypeOf(bytes);
  if (!type) throw providerError(PROVIDER_MESSAGES.notImage);
  if (type === "image/png") return bytes;
  try {
    return new Uint8Array(await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).png().toBuffer());
  } catch {
    throw providerError(PROVIDER_MESSAGES.notImage);
  }
}
