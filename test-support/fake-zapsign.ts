import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A fake ZapSign (API v1) on loopback speaking its real REST protocol and sending its real
 * `doc_signed` webhook (decision 109), as fake-asaas.ts does for Asaas. Base URL: `url`, as
 * https://api.zapsign.com.br and https://sandbox.api.zapsign.com.br.
 *
 * What it does as ZapSign does (docs.zapsign.com.br: Autenticação → Token estático, Criar documento
 * via Upload, Criar webhook and its headers, Eventos → doc_signed, Códigos de status):
 * - the account's API token in `Authorization: Bearer …`, else 401 `{"detail": …}`;
 * - `POST /api/v1/docs/` with `name`, `base64_pdf` (must decode to a PDF, else 400), `external_id`
 *   and `signers` (each with `name`; an e-mail that is not one is 400 `{"signers": […]}`);
 *   answers the document (`open_id`, `token`, `status: "pending"`, `original_file`,
 *   `signed_file: null`, `external_id`, `signers` with their `token`, `sign_url`, `status: "new"`);
 * - `POST /api/v1/user/company/webhook/` (`url`, `type`) answers `{id, url, type}`;
 *   `POST /api/v1/user/company/webhook/header/` (`id`, `headers: [{name, value}]`) sets the headers
 *   every delivery of that webhook carries;
 * - `GET /api/v1/docs/{token}/` answers the document as above (404 for another account's token);
 * - `DELETE /api/v1/user/company/webhook/delete/` (`id`) removes the account's webhook;
 * - `DELETE /api/v1/docs/{token}/` soft-deletes a document ("Excluir documento": still readable);
 * - `sign(token)`: the signer signs; the account's webhooks of `doc_signed` receive the document
 *   with `event_type: "doc_signed"`, `status: "signed"`, `signer_who_signed` and `signed_file`, a
 *   URL this fake serves (the original PDF with a page's worth of ZapSign's marks appended).
 * What it does not: several signers and their order, templates, OneClick, the other events,
 * expiring the file URLs after 60 minutes, retries of failed deliveries (`sign` may be called
 * again, or `redeliver`).
 */

export interface FakeZapSignDocument {
  openId: number;
  token: string;
  name: string;
  externalId: string | null;
  status: "pending" | "signed";
  pdf: Buffer;
  signers: { token: string; name: string; email: string; cpf: string; status: "new" | "signed"; signUrl: string; signedAt: string | null }[];
  apiToken: string;
  /** Soft-deleted by `DELETE /api/v1/docs/{token}/`: still readable, hidden from ZapSign's screens. */
  deletedAt: string | null;
}

export interface FakeZapSignDelivery {
  url: string;
  status: number;
  body: unknown;
}

export interface FakeZapSign {
  url: string;
  /** Another ZapSign account, known by its API token. */
  addAccount(apiToken: string): void;
  documents: FakeZapSignDocument[];
  webhooks: { id: number; apiToken: string; url: string; type: string; headers: { name: string; value: string }[] }[];
  deliveries: FakeZapSignDelivery[];
  /** The next request answers this status and body instead (an outage, a refusal). */
  failNext(status: number, body: unknown): void;
  /** What the signed file's URL serves instead of a PDF (to test the content check). */
  serveSignedFileAs(bytes: Buffer | null): void;
  /** The signed file's URL answers a redirect to this address instead (to test that none is followed). */
  redirectSignedFileTo(location: string | null): void;
  sign(documentToken: string, at?: Date): Promise<FakeZapSignDelivery[]>;
  /** Sends the last delivery's body again to the same webhooks. */
  redeliver(documentToken: string): Promise<FakeZapSignDelivery[]>;
  close(): Promise<void>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function startFakeZapSign({ apiToken }: { apiToken: string }): Promise<FakeZapSign> {
  const accounts = new Set([apiToken]);
  const documents: FakeZapSignDocument[] = [];
  const webhooks: FakeZapSign["webhooks"] = [];
  const deliveries: FakeZapSignDelivery[] = [];
  let failure: { status: number; body: unknown } | null = null;
  let signedFileAs: Buffer | null = null;
  let signedFileRedirect: string | null = null;
  let nextOpenId = 1;
  let nextWebhookId = 1;
  let url = "";

  const signedPdf = (doc: FakeZapSignDocument) => Buffer.concat([doc.pdf, Buffer.from(`\n% ZapSign: assinado por ${doc.signers[0]?.name ?? ""}\n%%EOF\n`, "utf8")]);

  const documentJson = (doc: FakeZapSignDocument) => ({
    open_id: doc.openId,
    token: doc.token,
    status: doc.status,
    name: doc.name,
    folder_path: "/",
    lang: "pt-br",
    sandbox: false,
    external_id: doc.externalId,
    original_file: `${url}/files/${doc.token}/original.pdf`,
    signed_file: doc.status === "signed" ? `${url}/files/${doc.token}/signed.pdf` : null,
    deleted: doc.deletedAt !== null,
    deleted_at: doc.deletedAt,
    created_at: new Date().toISOString(),
    signers: doc.signers.map((s) => ({ token: s.token, sign_url: s.signUrl, status: s.status, name: s.name, email: s.email, cpf: s.cpf, signed_at: s.signedAt })),
  });

  const server: Server = createServer((req, res) => {
    void (async () => {
      const path = (req.url ?? "/").split("?")[0]!;
      const fileMatch = /^\/files\/([\w-]+)\/(original|signed)\.pdf$/.exec(path);
      if (req.method === "GET" && fileMatch) {
        const doc = documents.find((d) => d.token === fileMatch[1]);
        if (!doc || (fileMatch[2] === "signed" && doc.status !== "signed")) return json(res, 404, { detail: "Não encontrado." });
        if (fileMatch[2] === "signed" && signedFileRedirect) {
          res.writeHead(302, { Location: signedFileRedirect });
          return res.end();
        }
        const bytes = fileMatch[2] === "signed" ? (signedFileAs ?? signedPdf(doc)) : doc.pdf;
        res.writeHead(200, { "Content-Type": "application/pdf", "Content-Length": String(bytes.byteLength) });
        return res.end(bytes);
      }
      const auth = req.headers.authorization ?? "";
      const token = auth.startsWith("Bearer ") ? auth.slice(7) : "";
      const body = await readBody(req);
      if (failure) {
        const f = failure;
        failure = null;
        return json(res, f.status, f.body);
      }
      if (!accounts.has(token)) return json(res, 401, { detail: "API token não encontrado." });
      if (body === undefined) return json(res, 400, { detail: "JSON parse error." });
      const o = (body ?? {}) as Record<string, unknown>;
      if (req.method === "POST" && path === "/api/v1/docs/") {
        if (typeof o.name !== "string" || !o.name) return json(res, 400, { name: ["Este campo é obrigatório."] });
        const pdf = typeof o.base64_pdf === "string" ? Buffer.from(o.base64_pdf, "base64") : Buffer.alloc(0);
        if (!pdf.subarray(0, 5).equals(Buffer.from("%PDF-"))) return json(res, 400, { detail: "O arquivo enviado não é um PDF válido." });
        const signers = Array.isArray(o.signers) ? (o.signers as Record<string, unknown>[]) : [];
        if (signers.length === 0) return json(res, 400, { signers: ["Informe ao menos um signatário."] });
        const bad = signers.find((s) => typeof s.email === "string" && s.email !== "" && !EMAIL.test(s.email));
        if (bad) return json(res, 400, { signers: [`Informe um endereço de email válido: ${String(bad.email)}`] });
        const doc: FakeZapSignDocument = {
          openId: nextOpenId++,
          token: randomUUID(),
          name: o.name,
          externalId: typeof o.external_id === "string" ? o.external_id : null,
          status: "pending",
          pdf,
          apiToken: token,
          deletedAt: null,
          signers: signers.map((s) => {
            const signerToken = randomUUID();
            return { token: signerToken, name: String(s.name ?? ""), email: String(s.email ?? ""), cpf: String(s.cpf ?? ""), status: "new" as const, signUrl: `${url}/verificar/${signerToken}`, signedAt: null };
          }),
        };
        documents.push(doc);
        return json(res, 200, documentJson(doc));
      }
      const docMatch = /^\/api\/v1\/docs\/([\w-]+)\/$/.exec(path);
      if (req.method === "GET" && docMatch) {
        const doc = documents.find((d) => d.token === docMatch[1] && d.apiToken === token);
        if (!doc) return json(res, 404, { detail: "Documento não encontrado." });
        return json(res, 200, documentJson(doc));
      }
      if (req.method === "DELETE" && docMatch) {
        const doc = documents.find((d) => d.token === docMatch[1] && d.apiToken === token);
        if (!doc) return json(res, 404, { detail: "Documento não encontrado." });
        doc.deletedAt ??= new Date().toISOString();
        return json(res, 200, documentJson(doc));
      }
      if (req.method === "DELETE" && path === "/api/v1/user/company/webhook/delete/") {
        const at = webhooks.findIndex((w) => w.id === Number(o.id) && w.apiToken === token);
        if (at < 0) return json(res, 404, { detail: "Webhook não encontrado." });
        webhooks.splice(at, 1);
        return json(res, 200, { message: "Webhook deletado com sucesso." });
      }
      if (req.method === "POST" && path === "/api/v1/user/company/webhook/") {
        if (typeof o.url !== "string" || !/^https?:\/\//.test(o.url)) return json(res, 400, { url: ["Informe uma URL válida."] });
        const hook = { id: nextWebhookId++, apiToken: token, url: o.url, type: typeof o.type === "string" ? o.type : "", headers: [] };
        webhooks.push(hook);
        return json(res, 201, { id: hook.id, url: hook.url, type: hook.type });
      }
      if (req.method === "POST" && path === "/api/v1/user/company/webhook/header/") {
        const hook = webhooks.find((w) => w.id === Number(o.id) && w.apiToken === token);
        if (!hook) return json(res, 404, { detail: "Webhook não encontrado." });
        hook.headers = Array.isArray(o.headers) ? (o.headers as { name: string; value: string }[]).map((h) => ({ name: String(h.name), value: String(h.value) })) : [];
        return json(res, 200, { id: hook.id, headers: hook.headers.map((h) => ({ name: h.name })) });
      }
      return json(res, 404, { detail: "Não encontrado." });
    })().catch(() => {
      if (!res.headersSent) json(res, 500, { detail: "Erro interno." });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function deliver(doc: FakeZapSignDocument): Promise<FakeZapSignDelivery[]> {
    const made: FakeZapSignDelivery[] = [];
    const signer = doc.signers[0]!;
    const body = { event_type: "doc_signed", ...documentJson(doc), signer_who_signed: { token: signer.token, name: signer.name, email: signer.email, cpf: signer.cpf, status: signer.status, signed_at: signer.signedAt } };
    for (const hook of webhooks.filter((w) => w.apiToken === doc.apiToken && (w.type === "doc_signed" || w.type === ""))) {
      const headers: Record<string, string> = { "Content-Type": "application/json" };
      for (const h of hook.headers) headers[h.name] = h.value;
      // An address that does not answer is a failed delivery (status 0), as ZapSign's log shows it.
      let status: number;
      try {
        const response = await fetch(hook.url, { method: "POST", headers, body: JSON.stringify(body) });
        await response.arrayBuffer();
        status = response.status;
      } catch {
        status = 0;
      }
      const delivery = { url: hook.url, status, body };
      deliveries.push(delivery);
      made.push(delivery);
    }
    return made;
  }

  return {
    get url() {
      return url;
    },
    addAccount: (t) => void accounts.add(t),
    documents,
    webhooks,
    deliveries,
    failNext: (status, body) => void (failure = { status, body }),
    serveSignedFileAs: (bytes) => void (signedFileAs = bytes),
    redirectSignedFileTo: (location) => void (signedFileRedirect = location),
    async sign(documentToken, at = new Date()) {
      const doc = documents.find((d) => d.token === documentToken);
      if (!doc) throw new Error(`fake ZapSign: documento ${documentToken} não existe`);
      for (const s of doc.signers) {
        s.status = "signed";
        s.signedAt = at.toISOString();
      }
      doc.status = "signed";
      return deliver(doc);
    },
    async redeliver(documentToken) {
      const doc = documents.find((d) => d.token === documentToken);
      if (!doc) throw new Error(`fake ZapSign: documento ${documentToken} não existe`);
      return deliver(doc);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
