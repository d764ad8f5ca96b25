import { nameText } from "./text-fields";
import { z } from "./zod";

/** Minimum password length: Better Auth's default, stated to the user in pt-BR. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** An e-mail as every form takes it: trimmed, checked, lower-cased (sign-up, sign-in, invitations). */
export const emailSchema = z
  .string({ error: "Informe seu e-mail." })
  .trim()
  .min(1, "Informe seu e-mail.")
  .max(254, "E-mail longo demais.")
  .pipe(z.email({ error: "Informe um e-mail válido." }))
  .transform((v) => v.toLowerCase());

const newPassword = z
  .string({ error: "Informe uma senha." })
  .min(PASSWORD_MIN, `A senha precisa ter pelo menos ${PASSWORD_MIN} caracteres.`)
  .max(PASSWORD_MAX, `A senha pode ter no máximo ${PASSWORD_MAX} caracteres.`);

/**
 * A password the person already has (sign-in, confirming a change or a deletion): any text up to
 * PASSWORD_MAX, the most every form that sets one allows, so no valid password is refused and no
 * body makes the server hash or compare a megabyte (decision 067).
 */
export function currentPasswordSchema(missing: string) {
  return z.string({ error: missing }).min(1, missing).max(PASSWORD_MAX, "Senha incorreta.");
}

/** A link's token (password reset, e-mail confirmation): ours are far shorter than 200 characters. */
export const LINK_TOKEN_MAX = 200;

const TERMS_REQUIRED = "Você precisa aceitar os termos de uso para continuar.";

export const signUpSchema = z.object({
  name: nameText({ missing: "Informe seu nome completo.", max: 120, tooLong: "Nome longo demais (máximo de 120 caracteres)." }),
  email: emailSchema,
  password: newPassword,
  // A checkbox's value (true or false) in, only `true` accepted: the form starts unchecked.
  acceptTerms: z.boolean({ error: TERMS_REQUIRED }).pipe(z.literal(true, { error: TERMS_REQUIRED })),
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema("Informe sua senha."),
});
export type SignInInput = z.input<typeof signInSchema>;

export const passwordRecoverySchema = z.object({ email: emailSchema });
export type PasswordRecoveryInput = z.input<typeof passwordRecoverySchema>;

export const resetPasswordSchema = z.object({
  token: z.string().min(1, "Link de redefinição inválido.").max(LINK_TOKEN_MAX, "Link de redefinição inválido."),
  newPassword,
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/**
 * The reset form: the request plus the confirmation, which must repeat the new password. The
 * mismatch is said only once the rest is valid (a too-short password is told first).
 */
export const resetPasswordFormSchema = resetPasswordSchema
  .extend({ confirmPassword: z.string().max(PASSWORD_MAX, "As senhas não conferem.") })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "As senhas não conferem.",
    when: (payload) => payload.issues.length === 0,
  });

/** Longest return path accepted for a social sign-in. */
export const SOCIAL_CALLBACK_MAX = 512;
const INVALID_CALLBACK = "Endereço de retorno inválido.";

/**
 * Starting "Entrar com Google": the provider, and where to land afterwards — a path on this
 * site ("/dashboard…"), never another origin (`//host`, `/\host`), spaces or control characters.
 */
export const socialSignInSchema = z.object({
  provider: z.literal("google", { error: "Forma de login não disponível." }),
  callbackURL: z
    .string({ error: INVALID_CALLBACK })
    .max(SOCIAL_CALLBACK_MAX, INVALID_CALLBACK)
    .regex(/^\/(?![/\\])[\x21-\x5b\x5d-\x7e]*$/, INVALID_CALLBACK)
    .optional(),
});
export type SocialSignInInput = z.input<typeof socialSignInSchema>;

/**
 * Where to go after login: only our own dashboard paths, so `?redirect=` can never send the
 * user to another site.
 */
export function safeRedirect(target: string | null | undefined): string {
  if (!target) return "/dashboard";
  if (!target.startsWith("/dashboard") || target.startsWith("//")) return "/dashboard";
  return target;
}

/** The page the e-mailed reset link opens (with `?token=`, or `?error=INVALID_TOKEN`). */
export const RESET_PASSWORD_PAGE = "/redefinir-senha";

// ─── Answers of /api/auth (Better Auth's, passed on without the session token) ───

/**
 * The account in Better Auth's answers: the fields we rely on. Better Auth sends more (image,
 * emailVerified, dates…); they are allowed and not promised (a plain object schema, which the
 * document shows without `additionalProperties: false`).
 */
export const authUserSchema = z
  .object({ id: z.string(), name: z.string(), email: z.string() })
  .meta({ id: "UsuarioDaAutenticacao", description: "A conta, como o Better Auth a devolve (o token da sessão fica só no cookie)." });

export const signUpResponseSchema = z.object({ user: authUserSchema }).meta({ id: "Cadastro" });
export const signInResponseSchema = z.object({ redirect: z.boolean(), user: authUserSchema }).meta({ id: "Login" });
export const signOutResponseSchema = z.object({ success: z.boolean() }).meta({ id: "Saida" });
/** The same answer whether or not the e-mail has an account. */
export const passwordResetRequestedSchema = z.object({ status: z.literal(true), message: z.string() }).meta({ id: "PedidoDeRedefinicao" });
export const passwordResetDoneSchema = z.object({ status: z.boolean() }).meta({ id: "SenhaRedefinida" });
/** Where to send the browser for Google's consent. */
export const socialSignInResponseSchema = z.object({ url: z.string(), redirect: z.boolean() }).meta({ id: "LoginSocial" });
