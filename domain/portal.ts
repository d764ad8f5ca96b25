/**
 * The client portal (R-PORTAL-1…4, decision 095): one link per client and project through which
 * the client follows the stages, sees the payment schedule, reads the documents the studio shares,
 * approves delivered stages and signs documents with a simple electronic signature.
 */
import { PROJECT_STAGES, PROJECT_STAGE_IDS, stageLabel, type ProjectStage } from "./projects";

/** How long a portal link works unless revoked (a project's design stages take months; the studio renews it). */
export const PORTAL_LINK_DAYS = 90;

/** The client's answer to a delivered stage. */
export const PORTAL_DECISIONS = ["aprovada", "alteracoes"] as const;
export type PortalDecision = (typeof PORTAL_DECISIONS)[number];

export const PORTAL_DECISION_LABELS: Record<PortalDecision, string> = {
  aprovada: "Aprovada",
  alteracoes: "Alterações pedidas",
};

/** What the audit trail records of the client's visit (R-PORTAL-3). */
export const PORTAL_EVENT_KINDS = ["portal-aberto", "documento-visto", "pdf-visto"] as const;
export type PortalEventKind = (typeof PORTAL_EVENT_KINDS)[number];

export const PORTAL_EVENT_LABELS: Record<PortalEventKind, string> = {
  "portal-aberto": "Abriu o portal",
  "documento-visto": "Abriu o documento",
  "pdf-visto": "Abriu o PDF",
};

/** A document version a delivery or a decision names. */
export interface DeliveredDocument {
  documentId: string;
  version: number;
}

/**
 * Where a delivered stage stands (R-PORTAL-2): waiting for the client, approved, changes asked,
 * or approved on versions that have changed since ("aprovação pendente": a new version needs a new
 * approval).
 */
export const DELIVERY_STATUSES = ["aguardando", "aprovada", "alteracoes", "aprovacao-pendente"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  aguardando: "Aguardando aprovação",
  aprovada: "Aprovada",
  alteracoes: "Alterações pedidas",
  "aprovacao-pendente": "Aprovação pendente",
};

/**
 * The delivery's status from its latest decision and the documents' current versions: an
 * approval holds only while every document it named is still at the version approved.
 */
export function deliveryStatus(latest: { decision: PortalDecision; documents: readonly DeliveredDocument[] } | null, currentVersions: ReadonlyMap<string, number>): DeliveryStatus {
  if (!latest) return "aguardando";
  if (latest.decision === "alteracoes") return "alteracoes";
  const unchanged = latest.documents.every((d) => currentVersions.get(d.documentId) === d.version);
  return unchanged ? "aprovada" : "aprovacao-pendente";
}

/** The stage after the project's current one, or null at the end. */
export function nextStage(stage: ProjectStage): { id: ProjectStage; label: string } | null {
  const i = PROJECT_STAGE_IDS.indexOf(stage);
  const next = PROJECT_STAGES[i + 1];
  return next ? { id: next.id, label: stageLabel(next.id) } : null;
}

/** "123.456.789-09" → "***.456.789-**": the CPF as the certificate and the studio's page show it (LGPD, art. 6º, III). */
export function maskCpf(cpf: string): string {
  const d = cpf.replace(/\D/g, "");
  if (d.length !== 11) return "***.***.***-**";
  return `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**`;
}

/** The legal basis the portal states for the signature (Lei 14.063/2020, art. 4º, I). */
export const SIGNATURE_LAW =
  "Assinatura eletrônica simples, nos termos do art. 4º, inciso I, da Lei nº 14.063/2020: identifica quem assina e associa dados a outros dados em formato eletrônico.";

/** The consent the client ticks, stored word for word with the signature. */
export const SIGNATURE_CONSENT =
  "Li o documento e concordo em assiná-lo eletronicamente. Declaro que os dados informados são verdadeiros e que esta assinatura eletrônica simples tem valor de assinatura para este documento.";

const dateTimeBR = new Intl.DateTimeFormat("pt-BR", {
  timeZone: "America/Sao_Paulo",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "dd/MM/yyyy às HH:mm", Brasília time. */
export function dateTimeLabel(iso: string | Date): string {
  const parts = Object.fromEntries(dateTimeBR.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} às ${parts.hour}:${parts.minute}`;
}

/** "Assinada por Marina Souza em 03/12/2026 às 10:25" (R-PORTAL-3). */
export function signedByLabel(name: string, signedAt: string | Date): string {
  return `Assinada por ${name} em ${dateTimeLabel(signedAt)}`;
}

/** The portal's public path for a token. */
export const PORTAL_PATH = "/portal";
