import { callProvider } from "#server/lib/provider-call";
import { SignatureProviderError, type ProviderDocument, type SentDocument, type SignatureProvider, type SignedEvent } from "./provider";

/**
 * ZapSign's REST API v1 behind SignatureProvider (decision 109; docs.zapsign.com.br: "Criar
 * documento via Upload", "Criar webhook", "Eventos → doc_signed", "Códigos de status"). Every
 * request carries `Authorization: Bearer <api token>`. A document is made in one call (`POST
 * /api/v1/docs/` with `base64_pdf`, the signers and our `external_id`) that answers each signer's
 * `sign_url`. The webhook is registered by `POST /api/v1/user/company/webhook/` (event
 * `doc_signed`) and given our secret header by `POST /api/v1/user/company/webhook/header/`, and
 * removed by `DELETE /api/v1/user/company/webhook/delete/`; a document not signed is withdrawn by
 * `DELETE /api/v1/docs/{token}/` ("Excluir documento", a soft delete). A webhook only says which document to
 * look up: its state and signed file are read by `GET /api/v1/docs/{token}/` with the studio's
 * token ("Detalhar documento"), so a body posted with the secret alone proves nothing.
 * Errors come as `{"detail": "…"}` or as `{"field": ["…"]}`.
 */

export const ZAPSIGN_PRODUCTION = "https://api.zapsign.com.br";
export const ZAPSIGN_SANDBOX = "https://sandbox.api.zapsign.com.br";

type Json = Record<string, unknown>;

const str = (v: unknown): string | null => (typeof v === "string" && v.length > 0 ? v : null);

function errorDetails(parsed: unknown): { field: string; message: string }[] {
  if (parsed === null || typeof parsed !== "object") return [];
  return Object.entries(parsed as Json).flatMap(([field, value]) => {
    if (typeof value === "string") return [{ field, message: value.slice(0, 300) }];
    if (Array.isArray(value)) return value.filter((v) => typeof v === "string").map((v) => ({ field, message: String(v).slice(0, 300) }));
    return [];
  });
}

export function createZapSignProvider(options: { baseUrl: string; apiToken: string; timeoutMs?: number }): SignatureProvider {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? 20_000;

  async function request(path: string, body?: Json, method: "GET" | "POST" | "DELETE" = "POST"): Promise<Json> {
    const answer = await callProvider({ url: `${baseUrl}${path}`, method, headers: { Authorization: `Bearer ${options.apiToken}` }, body, timeoutMs });
    if (answer.ok) return answer.json;
    throw new SignatureProviderError(answer.kind, answer.status, errorDetails(answer.parsed));
  }

  return {
    name: "zapsign",
    label: "ZapSign",
    async registerSignedWebhook({ url, authorization }) {
      const made = await request("/api/v1/user/company/webhook/", { url, type: "doc_signed" });
      const id = String(made.id ?? "");
      if (!id) throw new SignatureProviderError("unavailable", 200);
      await request("/api/v1/user/company/webhook/header/", { id: Number.isFinite(Number(id)) ? Number(id) : id, headers: [{ name: "Authorization", value: authorization }] });
      return { id };
    },
    async sendDocument({ name, pdf, externalId, signer }): Promise<SentDocument> {
      const made = await request("/api/v1/docs/", {
        name: name.slice(0, 255),
        base64_pdf: Buffer.from(pdf).toString("base64"),
        external_id: externalId,
        lang: "pt-br",
        // The client gets the link in the portal; the studio may still let ZapSign e-mail it.
        disable_signer_emails: false,
        signers: [{ name: signer.name, email: signer.email, cpf: signer.cpf, lock_name: true, lock_email: true, require_cpf: true, auth_mode: "assinaturaTela", send_automatic_email: true }],
      });
      const signers = Array.isArray(made.signers) ? (made.signers as Json[]) : [];
      const documentToken = str(made.token);
      const first = signers[0];
      const signUrl = str(first?.sign_url);
      const signerToken = str(first?.token);
      if (!documentToken || !signUrl || !signerToken) throw new SignatureProviderError("unavailable", 200);
      return { documentToken, signerToken, signUrl };
    },
    async removeWebhook({ id }) {
      await request("/api/v1/user/company/webhook/delete/", { id: Number.isFinite(Number(id)) ? Number(id) : id }, "DELETE");
    },
    async deleteDocument({ documentToken }) {
      await request(`/api/v1/docs/${encodeURIComponent(documentToken)}/`, undefined, "DELETE");
    },
    async getDocument({ documentToken }): Promise<ProviderDocument> {
      const o = await request(`/api/v1/docs/${encodeURIComponent(documentToken)}/`, undefined, "GET");
      const signers = Array.isArray(o.signers) ? (o.signers as Json[]) : [];
      const token = str(o.token);
      if (token !== documentToken) throw new SignatureProviderError("unavailable", 200);
      const last = signers
        .filter((x) => str(x.signed_at))
        .sort((a, b) => String(a.signed_at).localeCompare(String(b.signed_at)))
        .at(-1);
      return {
        documentToken,
        externalId: str(o.external_id),
        complete: o.status === "signed",
        signedFileUrl: str(o.signed_file),
        signerName: str(last?.name ?? signers[0]?.name),
        signedAt: str(last?.signed_at),
      };
    },
    parseSignedEvent(body: unknown): SignedEvent | null {
      if (body === null || typeof body !== "object") return null;
      const o = body as Json;
      if (o.event_type !== "doc_signed") return null;
      const documentToken = str(o.token);
      if (!documentToken) return null;
      return { documentToken, complete: o.status === "signed" };
    },
  };
}
