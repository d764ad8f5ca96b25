import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { WEBHOOK_RESPONSE_EXCERPT_CHARS } from "#domain/webhooks";
import { refusedAddress } from "./address";

/** Why a URL may not receive webhooks (pt-BR), or null (R-HOOK-6). Checked when it is saved and again at each send. */
export function refusedUrl(raw: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "Informe uma URL completa, por exemplo https://sistema.exemplo.com.br/webhooks/prancheta.";
  }
  if (url.protocol !== "https:" && !(allowPrivate && url.protocol === "http:")) return "A URL do webhook deve começar com https://.";
  if (url.username || url.password) return "A URL não pode conter usuário ou senha: use o segredo do webhook para autenticar.";
  if (url.hash) return "A URL não pode ter fragmento (#…).";
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (!allowPrivate && isIP(host)) {
    const why = refusedAddress(host);
    if (why) return `Endereço não permitido: ${why}.`;
  }
  if (!allowPrivate && /(^|\.)(localhost|local|internal|localdomain)$/i.test(host)) return "Endereço não permitido: nome de rede local.";
  return null;
}

/** A refusal before any connection (an address the rules forbid): recorded as the attempt's error, never sent. */
export class RefusedDestination extends Error {}

/**
 * The connection's DNS lookup (R-HOOK-6): resolves now, at send time, refuses when any address
 * the name has is forbidden, and hands the socket the address it checked — the connection goes
 * to that address, so a name that changes its answer between the check and the connection
 * (DNS rebinding) has nothing to change. TLS still verifies the certificate for the host name
 * (SNI), since only the lookup is replaced.
 */
export function guardedLookup(allowPrivate: boolean, resolve: typeof dnsLookup = dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { all: true, family: options.family ?? 0 }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, "", 0);
      if (addresses.length === 0) return callback(new RefusedDestination(`o nome ${hostname} não tem endereço`), "", 0);
      if (!allowPrivate) {
        for (const a of addresses) {
          const why = refusedAddress(a.address);
          if (why) return callback(new RefusedDestination(`${hostname} aponta para um endereço não permitido: ${why}`), "", 0);
        }
      }
      const chosen = addresses[0]!;
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, [chosen]);
      callback(null, chosen.address, chosen.family);
    });
  };
}

export interface SendResult {
  /** null: no answer (refused before connecting, network error, timeout). */
  statusCode: number | null;
  durationMs: number;
  excerpt: string;
  error: string | null;
}

export interface SendInput {
  url: string;
  body: string;
  headers: Record<string, string>;
  allowPrivate: boolean;
  timeoutMs?: number;
  /** Tests give a resolver that answers what they need (a name pointing at loopback). */
  resolve?: typeof dnsLookup;
}

/**
 * One POST of a delivery: no redirects followed (a 3xx is an answer, not a new destination), a
 * timeout for the whole exchange, and only the answer's first characters read.
 */
export async function sendWebhook({ url, body, headers, allowPrivate, timeoutMs = 10_000, resolve }: SendInput): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const refused = refusedUrl(url, allowPrivate);
  if (refused) return { statusCode: null, durationMs: 0, excerpt: "", error: refused };
  const target = new URL(url);
  const host = target.hostname.replace(/^\[|\]$/g, "");
  // An IP literal is never looked up (net.connect skips the lookup): it was judged by refusedUrl.
  const lookup = isIP(host) ? undefined : guardedLookup(allowPrivate, resolve);
  const client = target.protocol === "https:" ? https : http;
  return new Promise<SendResult>((done) => {
    let settled = false;
    // The whole exchange has one deadline (decision 101): the request's own `timeout` is only the
    // socket's idleness, which a receiver sending a byte now and then never reaches, holding the
    // job runner (one job at a time) for as long as it likes.
    const finish = (r: Omit<SendResult, "durationMs">) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      done({ ...r, durationMs: elapsed() });
    };
    const req = client.request(
      target,
      {
        method: "POST",
        headers: { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)), "user-agent": "Prancheta-Webhooks/1.0", ...headers },
        ...(lookup ? { lookup } : {}),
        agent: false,
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          if (size < WEBHOOK_RESPONSE_EXCERPT_CHARS * 4) {
            chunks.push(chunk);
            size += chunk.length;
          } else res.destroy();
        });
        const end = () => finish({ statusCode: res.statusCode ?? null, excerpt: Buffer.concat(chunks).toString("utf8").slice(0, WEBHOOK_RESPONSE_EXCERPT_CHARS), error: null });
        res.on("end", end);
        res.on("close", end);
        res.on("error", end);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`sem resposta em ${Math.round(timeoutMs / 1000)} s`)));
    // Declared after `finish`, which only runs from the request's callbacks, never before this line.
    const deadline = setTimeout(() => {
      req.destroy(new Error(`a resposta não terminou em ${Math.round(timeoutMs / 1000)} s`));
      finish({ statusCode: null, excerpt: "", error: `Falha de conexão: a resposta não terminou em ${Math.round(timeoutMs / 1000)} s` });
    }, timeoutMs);
    req.on("error", (err) => {
      const message = err instanceof RefusedDestination ? `Endereço não permitido: ${err.message}.` : `Falha de conexão: ${err.message}`;
      finish({ statusCode: null, excerpt: "", error: message.slice(0, 500) });
    });
    req.end(body);
  });
}
