import { describe, expect, it } from "vitest";
import {
  LINK_TOKEN_MAX,
  PASSWORD_MAX,
  resetPasswordFormSchema,
  resetPasswordSchema,
  safeRedirect,
  signInSchema,
  signUpSchema,
  SOCIAL_CALLBACK_MAX,
  socialSignInSchema,
} from "./auth.schema";
import { accountDeletionSchema, emailChangeSchema, passwordChangeSchema } from "./profile.schema";

describe("signUpSchema", () => {
  const valid = { name: " Ana Lima ", email: " Ana@Exemplo.COM.br ", password: "12345678", acceptTerms: true as const };

  it("trims the name and normalises the e-mail", () => {
    expect(signUpSchema.parse(valid)).toEqual({ ...valid, name: "Ana Lima", email: "ana@exemplo.com.br" });
  });

  it("needs 8 characters of password, in pt-BR", () => {
    const result = signUpSchema.safeParse({ ...valid, password: "1234567" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("A senha precisa ter pelo menos 8 caracteres.");
  });

  it("needs the terms accepted", () => {
    const result = signUpSchema.safeParse({ ...valid, acceptTerms: false });
    expect(result.error?.issues.map((i) => i.message)).toEqual(["Você precisa aceitar os termos de uso para continuar."]);
  });

  it("refuses a malformed e-mail", () => {
    const result = signUpSchema.safeParse({ ...valid, email: "ana@" });
    expect(result.error?.issues[0]?.message).toBe("Informe um e-mail válido.");
  });
});

describe("resetPasswordFormSchema", () => {
  const issues = (newPassword: string, confirmPassword: string) =>
    resetPasswordFormSchema
      .safeParse({ token: "t", newPassword, confirmPassword })
      .error?.issues.map((i) => [i.path.join("."), i.message]);

  it("puts a mismatch on the confirmation, once the new password itself is valid", () => {
    expect(issues("NovaSenha#1", "NovaSenha#2")).toEqual([["confirmPassword", "As senhas não conferem."]]);
    expect(issues("curta", "outra")).toEqual([["newPassword", "A senha precisa ter pelo menos 8 caracteres."]]);
    expect(issues("NovaSenha#1", "NovaSenha#1")).toBeUndefined();
  });
});

describe("signInSchema", () => {
  it("asks for both fields", () => {
    const result = signInSchema.safeParse({ email: "", password: "" });
    expect(result.error?.issues.map((i) => i.message)).toEqual(["Informe seu e-mail.", "Informe sua senha."]);
  });
});

describe("safeRedirect", () => {
  it("keeps dashboard paths and refuses anything else", () => {
    expect(safeRedirect("/dashboard/clientes?x=1")).toBe("/dashboard/clientes?x=1");
    expect(safeRedirect(null)).toBe("/dashboard");
    expect(safeRedirect("https://evil.example")).toBe("/dashboard");
    expect(safeRedirect("//evil.example/dashboard")).toBe("/dashboard");
    expect(safeRedirect("/login")).toBe("/dashboard");
  });
});

describe("socialSignInSchema", () => {
  it("takes Google with a return path on this site, or none", () => {
    expect(socialSignInSchema.parse({ provider: "google", callbackURL: "/dashboard/clientes?pagina=2" })).toEqual({
      provider: "google",
      callbackURL: "/dashboard/clientes?pagina=2",
    });
    expect(socialSignInSchema.parse({ provider: "google" })).toEqual({ provider: "google" });
  });

  it("refuses another provider, in pt-BR", () => {
    expect(socialSignInSchema.safeParse({ provider: "github" }).error?.issues[0]?.message).toBe("Forma de login não disponível.");
  });

  it("refuses return addresses off this site, with spaces or control characters, or too long", () => {
    const bad = [
      "https://evil.example/dashboard",
      "//evil.example",
      "/\\evil.example",
      "dashboard",
      "/dash board",
      "/dashboard\r\nSet-Cookie: x=1",
      `/${"a".repeat(SOCIAL_CALLBACK_MAX)}`,
    ];
    for (const callbackURL of bad) {
      const result = socialSignInSchema.safeParse({ provider: "google", callbackURL });
      expect(result.success, callbackURL).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Endereço de retorno inválido.");
    }
  });
});

describe("every password and link token a body carries has a maximum (decision 067)", () => {
  const longest = "s".repeat(PASSWORD_MAX);
  const tooLong = "s".repeat(PASSWORD_MAX + 1);
  it("accepts the longest password sign-up allows wherever one is typed, and refuses a longer one", () => {
    const cases = [
      (password: string) => signInSchema.safeParse({ email: "ana@exemplo.com", password }),
      (password: string) => accountDeletionSchema.safeParse({ password }),
      (password: string) => passwordChangeSchema.safeParse({ currentPassword: password, newPassword: "nova-senha-1", confirmPassword: "nova-senha-1" }),
      (password: string) => emailChangeSchema.safeParse({ newEmail: "bia@exemplo.com", currentPassword: password }),
      (password: string) => passwordChangeSchema.safeParse({ currentPassword: "atual-123", newPassword: longest, confirmPassword: password }),
      (password: string) => resetPasswordFormSchema.safeParse({ token: "t", newPassword: longest, confirmPassword: password }),
    ];
    for (const parse of cases) {
      expect(parse(longest).success).toBe(true);
      expect(parse(tooLong).success).toBe(false);
    }
  });

  it("refuses a reset token longer than any link's", () => {
    expect(resetPasswordSchema.safeParse({ token: "t".repeat(LINK_TOKEN_MAX), newPassword: "nova-senha-1" }).success).toBe(true);
    expect(resetPasswordSchema.safeParse({ token: "t".repeat(LINK_TOKEN_MAX + 1), newPassword: "nova-senha-1" }).error?.issues[0]?.message).toBe("Link de redefinição inválido.");
  });
});
