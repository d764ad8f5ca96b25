/**
 * What the client portal's routes take and answer (R-PORTAL-1…4, decision 095): the studio's side
 * under the project, the client's side under the token.
 */
import { isValidCpf } from "./br-documents";
import { DOCUMENT_KIND_IDS } from "./documents";
import { idSchema } from "./ids";
import { DELIVERY_STATUSES, PORTAL_DECISIONS, PORTAL_EVENT_KINDS } from "./portal";
import { PROJECT_STAGE_IDS } from "./projects";
import { confirmGapsField } from "./confirm-gaps";
import { providerSignatureSentSchema } from "./provider-signature.schema";
import { personRefSchema } from "./studios.schema";
import { z } from "./zod";

// ---------------------------------------------------------------------------------------------
// The studio's side

export const portalLinkSchema = z
  .object({ createdAt: z.iso.datetime(), expiresAt: z.iso.datetime(), createdBy: personRefSchema.nullable() })
  .meta({ id: "LinkDoPortal", description: "O link ativo do portal do cliente (o endereço só aparece ao criar)." });

export const createdPortalLinkSchema = portalLinkSchema
  .extend({ url: z.url().describe("O endereço para enviar ao cliente; guarde-o agora: só o hash do token fica no servidor.") })
  .meta({ id: "LinkDoPortalCriado", description: "O link do portal criado, com o endereço." });
export type CreatedPortalLink = z.output<typeof createdPortalLinkSchema>;

const deliveredDocumentSchema = z.object({ documentId: z.string(), version: z.number().int() });

export const portalSignatureSchema = z
  .object({
    id: z.string(),
    documentId: z.string(),
    version: z.number().int(),
    fullName: z.string(),
    cpfMasked: z.string(),
    email: z.string(),
    signedAt: z.iso.datetime(),
    pdfSha256: z.string(),
    /** False once the document has a newer version: the signature does not hold for it. */
    valid: z.boolean(),
    /** Null: the portal's simple signature; "zapsign": signed at ZapSign (decision 109). */
    provider: z.enum(["zapsign"]).nullable(),
  })
  .meta({ id: "AssinaturaDoPortal", description: "Uma assinatura eletrônica simples feita pelo cliente no portal." });
export type PortalSignature = z.output<typeof portalSignatureSchema>;

export const portalDecisionSchema = z
  .object({
    id: z.string(),
    decision: z.enum(PORTAL_DECISIONS),
    name: z.string(),
    comment: z.string().nullable(),
    documents: z.array(deliveredDocumentSchema),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "DecisaoDoCliente", description: "Uma aprovação ou pedido de alterações do cliente, com quem, quando, de onde e as versões." });
export type PortalDecisionRecord = z.output<typeof portalDecisionSchema>;

export const portalDeliverySchema = z
  .object({
    id: z.string(),
    stage: z.enum(PROJECT_STAGE_IDS),
    documents: z.array(deliveredDocumentSchema.extend({ kind: z.enum(DOCUMENT_KIND_IDS).nullable(), title: z.string() })),
    deliveredAt: z.iso.datetime(),
    deliveredBy: personRefSchema.nullable(),
    status: z.enum(DELIVERY_STATUSES),
    decisions: z.array(portalDecisionSchema),
  })
  .meta({ id: "EntregaDeEtapa", description: "Uma etapa marcada como entregue, com as versões entregues, a situação e as decisões do cliente (a mais recente primeiro)." });

export const portalEventSchema = z.object({
  kind: z.enum(PORTAL_EVENT_KINDS),
  documentId: z.string().nullable(),
  version: z.number().int().nullable(),
  ip: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

export const projectPortalSchema = z
  .object({
    link: portalLinkSchema.nullable(),
    documents: z.array(
      z.object({
        id: z.string(),
        kind: z.enum(DOCUMENT_KIND_IDS),
        title: z.string(),
        version: z.number().int(),
        shared: z.boolean(),
        forSignature: z.boolean(),
        signatures: z.array(portalSignatureSchema),
        /** The latest sending to ZapSign, if any (R-CONTRACT-7). */
        providerSignature: providerSignatureSentSchema.nullable(),
      }),
    ),
    deliveries: z.array(portalDeliverySchema),
    events: z.array(portalEventSchema),
    /** The studio's ZapSign account is connected: any member may send the contract through it (R-CONTRACT-7). */
    signatureProviderConnected: z.boolean(),
  })
  .meta({ id: "PortalDoProjeto", description: "O link do portal, os documentos (compartilhados ou não), as entregas com as decisões do cliente e as visitas recentes." });
export type ProjectPortal = z.output<typeof projectPortalSchema>;

export const PORTAL_SHARE_MAX = 20;

export const portalSharingSchema = z
  .object({
    documents: z
      .array(
        z.object({
          documentId: idSchema("Documento inválido."),
          shared: z.boolean({ error: "Diga se o documento é compartilhado." }),
          forSignature: z.boolean({ error: "Diga se o documento é para assinatura." }),
        }),
      )
      .max(PORTAL_SHARE_MAX, `No máximo ${PORTAL_SHARE_MAX} documentos.`),
    confirmGaps: confirmGapsField,
  })
  .meta({ id: "CompartilhamentoDoPortal", description: "Quais documentos do projeto o cliente vê no portal, e quais são para assinatura (um documento para assinatura é compartilhado)." });
export type PortalSharing = z.input<typeof portalSharingSchema>;

export const portalDeliveryInputSchema = z
  .object({
    stage: z.enum(PROJECT_STAGE_IDS, { error: "Escolha a etapa entregue." }),
    documentIds: z.array(idSchema("Documento inválido.")).min(1, "Escolha ao menos um documento entregue.").max(PORTAL_SHARE_MAX, `No máximo ${PORTAL_SHARE_MAX} documentos.`),
    confirmGaps: confirmGapsField,
  })
  .meta({ id: "EntregaDeEtapaNova", description: "A etapa entregue e os documentos entregues (a versão atual de cada um; eles passam a ser compartilhados)." });
export type PortalDeliveryInput = z.input<typeof portalDeliveryInputSchema>;

// ---------------------------------------------------------------------------------------------
// The client's side

const runSchema = z.object({ text: z.string(), bold: z.boolean().optional(), italic: z.boolean().optional() });
const richSchema = z.union([z.string(), z.array(runSchema)]);

/** The document as the export model has it (server/export/model.ts), for the portal's page. */
export const portalBlockSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("heading"), text: z.string(), level: z.union([z.literal(1), z.literal(2), z.literal(3)]) }),
  z.object({ type: z.literal("paragraph"), text: richSchema }),
  z.object({ type: z.literal("list"), items: z.array(richSchema), ordered: z.boolean().optional() }),
  z.object({
    type: z.literal("table"),
    columns: z.array(z.object({ label: z.string(), align: z.enum(["left", "right"]).optional(), width: z.number().optional() })),
    rows: z.array(z.array(richSchema)),
    footer: z.array(z.string()).optional(),
  }),
  z.object({ type: z.literal("keyValue"), items: z.array(z.object({ label: z.string(), value: z.string() })) }),
  z.object({ type: z.literal("note"), text: z.string() }),
]);
export type PortalBlock = z.output<typeof portalBlockSchema>;

const publicSignatureSchema = z.object({ fullName: z.string(), signedAt: z.iso.datetime(), version: z.number().int(), valid: z.boolean(), provider: z.enum(["zapsign"]).nullable() });

const publicDocumentSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KIND_IDS),
  title: z.string(),
  version: z.number().int(),
  updatedAt: z.iso.datetime(),
  forSignature: z.boolean(),
  /** The latest signature, if any. */
  signature: publicSignatureSchema.nullable(),
  /** Sent to ZapSign for this version and not yet signed: where the client signs (R-CONTRACT-7); the simple signature is then not offered. */
  providerSignUrl: z.string().nullable(),
});

export const publicPortalSchema = z
  .object({
    studio: z.object({ name: z.string(), color: z.string(), logo: z.string().nullable().describe("O logotipo em data: URL (PNG), ou null.") }),
    project: z.object({
      name: z.string(),
      clientName: z.string(),
      stage: z.enum(PROJECT_STAGE_IDS),
      stageLabel: z.string(),
      nextStage: z.object({ id: z.enum(PROJECT_STAGE_IDS), label: z.string() }).nullable(),
    }),
    payments: z
      .object({
        total: z.number().int(),
        milestones: z.array(z.object({ label: z.string(), bps: z.number().int(), amount: z.number().int() })),
      })
      .nullable()
      .describe("O cronograma de pagamento dos honorários salvos (centavos), ou null se o escritório ainda não os salvou."),
    documents: z.array(publicDocumentSummarySchema),
    deliveries: z.array(
      z.object({
        id: z.string(),
        stage: z.enum(PROJECT_STAGE_IDS),
        stageLabel: z.string(),
        deliveredAt: z.iso.datetime(),
        documents: z.array(z.object({ documentId: z.string(), title: z.string(), version: z.number().int() })),
        status: z.enum(DELIVERY_STATUSES),
        lastDecision: z.object({ decision: z.enum(PORTAL_DECISIONS), name: z.string(), comment: z.string().nullable(), createdAt: z.iso.datetime() }).nullable(),
      }),
    ),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: "PortalDoCliente", description: "O que o cliente vê no portal: o escritório, a etapa atual e a próxima, o cronograma de pagamento, os documentos compartilhados e as entregas." });
export type PublicPortal = z.output<typeof publicPortalSchema>;

export const publicPortalDocumentSchema = publicDocumentSummarySchema
  .extend({
    subtitle: z.string().nullable(),
    blocks: z.array(portalBlockSchema),
    pdf: z.object({ sha256: z.string().describe("SHA-256 (hex) dos bytes exatos do PDF desta versão."), size: z.number().int() }),
  })
  .meta({ id: "DocumentoDoPortal", description: "Um documento compartilhado: o texto para a página, e o hash do PDF desta versão (o que se assina)." });
export type PublicPortalDocument = z.output<typeof publicPortalDocumentSchema>;

const NAME_MAX = 120;

const personName = (what: string) =>
  z
    .string({ error: `Informe ${what}.` })
    .trim()
    .min(3, `Informe ${what}.`)
    .max(NAME_MAX, `No máximo ${NAME_MAX} caracteres.`);

export const PORTAL_COMMENT_MAX = 2000;

export const portalDecisionInputSchema = z
  .object({
    decision: z.enum(PORTAL_DECISIONS, { error: "Escolha aprovar ou pedir alterações." }),
    name: personName("o seu nome"),
    comment: z.string().trim().max(PORTAL_COMMENT_MAX, `No máximo ${PORTAL_COMMENT_MAX} caracteres.`).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.decision === "alteracoes" && !v.comment) ctx.addIssue({ code: "custom", path: ["comment"], message: "Diga quais alterações você pede." });
  })
  .meta({ id: "DecisaoDoClienteNova", description: "Aprovar a etapa ou pedir alterações (com um comentário), com o nome de quem decide." });
export type PortalDecisionInput = z.input<typeof portalDecisionInputSchema>;

export const portalDecisionSavedSchema = z.object({ status: z.enum(DELIVERY_STATUSES), createdAt: z.iso.datetime() });

export const portalSignatureInputSchema = z
  .object({
    fullName: personName("o seu nome completo").refine((v) => /\S+\s+\S+/.test(v), "Informe o nome completo (nome e sobrenome)."),
    cpf: z
      .string({ error: "Informe o CPF." })
      .trim()
      .max(20, "CPF inválido.")
      .refine(isValidCpf, "CPF inválido. Confira os 11 dígitos.")
      .transform((v) => v.replace(/\D/g, "")),
    email: z.string({ error: "Informe o e-mail." }).trim().max(254, "E-mail longo demais.").pipe(z.email({ error: "E-mail inválido. Confira o endereço, ex.: nome@exemplo.com.br" })),
    signature: personName("a sua assinatura (digite o seu nome)"),
    consent: z.literal(true, { error: "Marque a concordância para assinar." }),
    pdfSha256: z.string({ error: "Abra o documento antes de assinar." }).regex(/^[0-9a-f]{64}$/, "Abra o documento antes de assinar."),
  })
  .meta({ id: "AssinaturaNova", description: "Nome completo, CPF, e-mail, a assinatura digitada, a concordância, e o hash do PDF que o cliente viu." });
export type PortalSignatureInput = z.input<typeof portalSignatureInputSchema>;

export const portalSignedSchema = z.object({ fullName: z.string(), signedAt: z.iso.datetime(), version: z.number().int(), pdfSha256: z.string() });
