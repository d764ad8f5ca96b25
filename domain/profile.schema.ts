import { currentPasswordSchema, emailSchema, LINK_TOKEN_MAX, PASSWORD_MAX, PASSWORD_MIN } from "./auth.schema";
import { isValidCnpj, normalizePhone } from "./br-documents";
import { AI_TONE_IDS } from "./profile";
import { CONSTRUCTION_STANDARD_IDS, UFS } from "./projects";
import { STUDIO_ROLES } from "./studios";
import { studioNameSchema } from "./studios.schema";
import { nameText, optionalText } from "./text-fields";
import { z } from "./zod";

/**
 * The settings API (R-PROFILE-*): `/api/profile` (the person's name, the studio's public data and
 * brand, the preferences), `/api/profile/logo`, `/api/account/*` (e-mail, password, data export,
 * deletion).
 */

const personName = nameText({ missing: "Informe seu nome.", max: 120, tooLong: "Nome longo demais (máximo de 120 caracteres)." });

/** The longest text a normalised field (CAU, phone, site, Instagram) reads. */
export const NORMALISED_MAX = 2_000;

/** "" or blanks → null; otherwise `parse` gives the stored form or null with `message`. */
const normalised = (parse: (v: string) => string | null, message: string) =>
  z
    .string({ error: message })
    .trim()
    // Longer than any valid one (a site's address included): refused before it is parsed (decision 067).
    .max(NORMALISED_MAX, message)
    .nullish()
    .transform((v, ctx) => {
      if (!v) return null;
      const out = parse(v);
      if (out === null) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return out;
    });

/** CAU registration: "A12345-6" for a person, "PJ1234-5" for a firm; dots and spaces forgiven. */
export function normalizeCau(value: string): string | null {
  const m = /^(A|PJ)\s*(\d{3,7})-?(\d)$/i.exec(value.replace(/[.\s]/g, "").replace(/^CAU/i, ""));
  return m ? `${m[1]!.toUpperCase()}${m[2]}-${m[3]}` : null;
}

/**
 * The studio's CNPJ (decision 105): "12.345.678/0001-95" or the alphanumeric one from July 2026,
 * punctuation and spaces forgiven, kept as its 14 characters when the check digits hold.
 */
export function normalizeCnpj(value: string): string | null {
  const compact = value.replace(/[.\-/\s]/g, "").toUpperCase();
  return compact.length === 14 && isValidCnpj(compact) ? compact : null;
}

/** "estudio.com.br" → "https://estudio.com.br"; only http(s) addresses with a dotted host. */
export function normalizeWebsite(value: string): string | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    if (!["http:", "https:"].includes(url.protocol) || !url.hostname.includes(".") || url.username || url.password) return null;
    return url.href.length > 200 ? null : url.href;
  } catch {
    return null;
  }
}

/** "@nome.estudio", "instagram.com/nome.estudio/" or "nome.estudio" → "nome.estudio". */
export function normalizeInstagram(value: string): string | null {
  const handle = value
    .replace(/^(https?:\/\/)?(www\.)?instagram\.com\//i, "")
    .replace(/^@/, "")
    .replace(/[/?].*$/, "");
  return /^[A-Za-z0-9._]{1,30}$/.test(handle) ? handle : null;
}

export const brandColorSchema = z
  .string({ error: "Escolha uma cor." })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, "Cor inválida: use o formato #RRGGBB, ex.: #1f4e79.")
  .transform((v) => v.toLowerCase());

/** The studio's public data as the settings form sends it (owners and admins only). */
export const studioProfileInputSchema = z.object({
  name: studioNameSchema,
  cau: normalised(normalizeCau, "Registro CAU inválido. Use o formato A12345-6 (ou PJ1234-5 para empresas)."),
  phone: normalised(normalizePhone, "Telefone inválido. Use DDD e número, ex.: (11) 98765-4321."),
  publicEmail: z
    .string({ error: "E-mail inválido." })
    .trim()
    .toLowerCase()
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(z.email({ error: "E-mail inválido. Confira o endereço, ex.: contato@estudio.com.br" }).max(254).nullable()),
  address: optionalText(200, "O endereço"),
  website: normalised(normalizeWebsite, "Site inválido. Ex.: www.estudio.com.br"),
  instagram: normalised(normalizeInstagram, "Instagram inválido. Ex.: @nome.do.estudio"),
  brandColor: brandColorSchema,
  legalName: optionalText(200, "A razão social"),
  cnpj: normalised(normalizeCnpj, "CNPJ inválido: confira os 14 caracteres e os dígitos verificadores."),
});
export type StudioProfileInput = z.input<typeof studioProfileInputSchema>;

/** `PUT /api/profile`: the person's name and, for owners and admins, the studio's data. */
export const profileInputSchema = z.object({
  name: personName,
  studio: studioProfileInputSchema.optional(),
});
export type ProfileInput = z.input<typeof profileInputSchema>;

export const preferencesSchema = z
  .object({
    defaultUf: z.enum(UFS, { error: "UF inválida." }).nullable(),
    defaultStandard: z.enum(CONSTRUCTION_STANDARD_IDS, { error: "Escolha o padrão." }).nullable(),
    aiTone: z.enum(AI_TONE_IDS, { error: "Escolha o tom dos textos." }),
  })
  .meta({ id: "Preferencias", description: "UF e padrão de acabamento sugeridos nos orçamentos; tom dos textos escritos pela IA." });
export type Preferences = z.output<typeof preferencesSchema>;

export const logoSchema = z
  .object({
    pdfUrl: z.string().describe("A versão grande (PNG), usada nos PDFs."),
    screenUrl: z.string().describe("A versão pequena (PNG), para a tela."),
  })
  .meta({ id: "Logotipo", description: "O logotipo do estúdio, redimensionado em PNG." });
export type Logo = z.output<typeof logoSchema>;

/** `GET /api/profile`. */
export const profileSchema = z
  .object({
    user: z.object({
      name: z.string(),
      email: z.string(),
      pendingEmail: z.string().nullable().describe("O novo e-mail à espera da confirmação pelo link enviado a ele."),
    }),
    studio: z.object({
      id: z.string(),
      role: z.enum(STUDIO_ROLES),
      canEdit: z.boolean().describe("Se a pessoa pode mudar os dados e a marca do estúdio (proprietário ou administrador)."),
      name: z.string(),
      cau: z.string().nullable(),
      phone: z.string().nullable().describe("+55 E.164"),
      publicEmail: z.string().nullable(),
      address: z.string().nullable(),
      website: z.string().nullable(),
      instagram: z.string().nullable().describe("Sem o @."),
      brandColor: z.string(),
      legalName: z.string().nullable().describe("Razão social, quando o estúdio é uma empresa."),
      cnpj: z.string().nullable().describe("CNPJ sem pontuação (14 caracteres)."),
      logo: logoSchema.nullable(),
    }),
    preferences: preferencesSchema,
  })
  .meta({ id: "Perfil", description: "A pessoa, o estúdio ativo (dados públicos e marca) e as preferências." });
export type Profile = z.output<typeof profileSchema>;

const newPassword = z
  .string({ error: "Informe a nova senha." })
  .min(PASSWORD_MIN, `A senha precisa ter pelo menos ${PASSWORD_MIN} caracteres.`)
  .max(PASSWORD_MAX, `A senha pode ter no máximo ${PASSWORD_MAX} caracteres.`);
const currentPassword = currentPasswordSchema("Informe sua senha atual.");

export const passwordChangeSchema = z
  .object({ currentPassword, newPassword, confirmPassword: z.string({ error: "Confirme a nova senha." }).max(PASSWORD_MAX, "As senhas não conferem.") })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "As senhas não conferem.",
    when: (payload) => payload.issues.length === 0,
  });
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

export const emailChangeSchema = z.object({ newEmail: emailSchema, currentPassword });
export type EmailChangeInput = z.input<typeof emailChangeSchema>;

export const emailConfirmSchema = z.object({ token: z.string().min(1, "Link de confirmação inválido.").max(LINK_TOKEN_MAX, "Link de confirmação inválido.") });

export const accountDeletionSchema = z.object({ password: currentPasswordSchema("Informe sua senha.") });
export type AccountDeletionInput = z.input<typeof accountDeletionSchema>;

/** What deleting the account takes with it, for the confirmation dialog (R-PROFILE-5). */
export const accountDeletionPreviewSchema = z
  .object({
    studios: z.array(z.object({ id: z.string(), name: z.string(), projects: z.number().int(), files: z.number().int() })).describe("Estúdios só da pessoa: vão embora com tudo o que têm."),
    blocking: z.array(z.object({ id: z.string(), name: z.string(), members: z.number().int() })).describe("Estúdios de que a pessoa é proprietária e que têm outros membros: transfira antes."),
    memberships: z.array(z.object({ id: z.string(), name: z.string() })).describe("Estúdios de outras pessoas: a pessoa sai deles; o que criou fica para o estúdio."),
  })
  .meta({ id: "ExclusaoDaConta", description: "O que a exclusão da conta apaga, e o que a impede." });
export type AccountDeletionPreview = z.output<typeof accountDeletionPreviewSchema>;

/** The 422 of a route that checks the current password (change it, change the e-mail, delete the account). */
export const WRONG_PASSWORD = "Senha atual incorreta.";
