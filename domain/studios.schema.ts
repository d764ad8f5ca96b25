import { emailSchema } from "./auth.schema";
import { PLAN_IDS } from "./plans";
import { ASSIGNABLE_ROLES, STUDIO_NAME_MAX, STUDIO_ROLES } from "./studios";
import { idSchema } from "./ids";
import { nameText } from "./text-fields";
import { z } from "./zod";

/**
 * The studios API (R-STUDIO-*): `/api/studio` is the session's active studio (its team, its
 * invitations), `/api/session/studio` switches it, `/api/invitations/{token}` is the invitation
 * link's page, `/api/admin/…` the team's page for granting plans.
 */

const roleSchema = z.enum(STUDIO_ROLES);
const assignableRole = z.enum(ASSIGNABLE_ROLES, { error: "Escolha o papel: Administrador ou Membro." });

/** Who created or last changed a record; null when that account no longer exists (the web says "Ex-membro", R-PROFILE-5). */
export const personRefSchema = z
  .object({ id: z.string(), name: z.string() })
  .meta({ id: "Pessoa", description: "Quem criou ou alterou um registro (o nome fica mesmo depois de sair do estúdio)." });
export type PersonRef = z.output<typeof personRefSchema>;

/** The "who did what" fields every studio record carries (R-STUDIO-6). */
export const authorshipFields = {
  createdBy: personRefSchema.nullable(),
  updatedBy: personRefSchema.nullable(),
};

/** A studio the user belongs to, as the header's switcher lists it. */
export const studioRefSchema = z
  .object({ id: z.uuid(), name: z.string(), role: roleSchema })
  .meta({ id: "EstudioDaPessoa", description: "Um estúdio de que a pessoa participa, com o papel dela." });
export type StudioRef = z.output<typeof studioRefSchema>;

export const memberSchema = z
  .object({
    id: z.uuid().describe("O id da participação (use-o em /api/studio/members/{id})."),
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    role: roleSchema,
    since: z.iso.datetime(),
  })
  .meta({ id: "Membro", description: "Uma pessoa da equipe do estúdio, com o papel e desde quando." });
export type Member = z.output<typeof memberSchema>;

export const invitationSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    role: z.enum(ASSIGNABLE_ROLES),
    invitedBy: personRefSchema.nullable(),
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: "Convite", description: "Um convite pendente: vale uma vez, até `expiresAt`." });
export type Invitation = z.output<typeof invitationSchema>;

/** `GET /api/studio`: the active studio, its team and seats. */
export const studioSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    role: roleSchema.describe("O papel de quem pergunta."),
    plan: z.enum(PLAN_IDS),
    trialEndsAt: z.iso.datetime(),
    seats: z.object({
      used: z.number().int().describe("Membros mais convites pendentes."),
      limit: z.number().int().nullable().describe("null: ilimitado."),
    }),
    members: z.array(memberSchema),
    invitations: z.array(invitationSchema).describe("Só para o proprietário e administradores; vazio para os demais."),
  })
  .meta({ id: "Estudio", description: "O estúdio ativo da sessão: plano, equipe, convites pendentes e assentos usados." });
export type Studio = z.output<typeof studioSchema>;

export const studioNameSchema = nameText({ missing: "Informe o nome do estúdio.", max: STUDIO_NAME_MAX, tooLong: `Nome longo demais (máximo de ${STUDIO_NAME_MAX} caracteres).` });

export const studioPatchSchema = z.object({ name: studioNameSchema });
export type StudioPatchInput = z.input<typeof studioPatchSchema>;

export const invitationInputSchema = z.object({ email: emailSchema, role: assignableRole });
export type InvitationInput = z.input<typeof invitationInputSchema>;

export const memberRoleSchema = z.object({ role: assignableRole });
export type MemberRoleInput = z.input<typeof memberRoleSchema>;

export const transferSchema = z.object({ memberId: idSchema("Escolha um membro da equipe.") });
export type TransferInput = z.input<typeof transferSchema>;

export const switchStudioSchema = z.object({ studioId: idSchema("Estúdio não encontrado.") });
export type SwitchStudioInput = z.input<typeof switchStudioSchema>;

export const INVITATION_STATES = ["pending", "expired", "accepted", "revoked"] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** `GET /api/invitations/{token}`: what the link's page shows before accepting. */
export const invitationPreviewSchema = z
  .object({
    studioName: z.string(),
    invitedByName: z.string().nullable(),
    email: z.string().describe("O e-mail convidado: só uma conta com ele aceita."),
    role: z.enum(ASSIGNABLE_ROLES),
    expiresAt: z.iso.datetime(),
    state: z.enum(INVITATION_STATES),
  })
  .meta({ id: "ConviteRecebido", description: "O convite de um link: estúdio, quem convidou, para qual e-mail, e se ainda vale." });
export type InvitationPreview = z.output<typeof invitationPreviewSchema>;

/** An invitation token: 32 random bytes in base64url. */
export const INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** `GET /api/admin/upgrade-requests`: a pending request as the team sees it. */
export const adminUpgradeRequestSchema = z
  .object({
    id: z.uuid(),
    plan: z.enum(PLAN_IDS),
    status: z.enum(["pending", "granted", "superseded"]).describe("superseded: outro pedido do mesmo estúdio foi atendido antes."),
    createdAt: z.iso.datetime(),
    studio: z.object({ id: z.uuid(), name: z.string(), plan: z.enum(PLAN_IDS), members: z.number().int() }),
    requestedBy: z.object({ name: z.string(), email: z.string() }).nullable(),
    owner: z.object({ name: z.string(), email: z.string() }).nullable(),
    grantedAt: z.iso.datetime().nullable(),
    grantedBy: personRefSchema.nullable(),
  })
  .meta({ id: "PedidoDePlanoParaAtender", description: "Um pedido de mudança de plano, com o estúdio e quem pediu." });
export type AdminUpgradeRequest = z.output<typeof adminUpgradeRequestSchema>;
export const adminUpgradeRequestListSchema = z.array(adminUpgradeRequestSchema);
