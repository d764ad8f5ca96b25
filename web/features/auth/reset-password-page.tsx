import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { PASSWORD_MIN, resetPasswordSchema } from "#domain/auth.schema";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";
import { FormField } from "#web/components/form-field";
import { ApiError, errorMessage } from "#web/lib/api";
import { useResetPassword } from "./api/reset-password";
import { AuthCard } from "./components/auth-card";
import type { FieldErrors } from "./field-errors";

const INVALID_LINK = "Este link de redefinição é inválido ou expirou.";

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const linkError = searchParams.get("error");
  const navigate = useNavigate();
  const resetPassword = useResetPassword();

  const [newPassword, setNewPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [tokenRejected, setTokenRejected] = useState(false);

  if (!token || linkError || tokenRejected) {
    return (
      <AuthCard
        title="Link inválido"
        footer={
          <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            Voltar para o login
          </Link>
        }
      >
        <div className="flex flex-col items-center gap-4 text-center">
          <p role="alert">{INVALID_LINK}</p>
          <Button asChild>
            <Link to="/recuperar-senha">Solicitar novo link</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (resetPassword.isPending || !token) return;
    if (!newPassword || !confirmPassword) {
      toast.error("Campos incompletos", { description: "Por favor, preencha todos os campos." });
      return;
    }
    const parsed = resetPasswordSchema.safeParse({ token, newPassword });
    if (!parsed.success) {
      const message =
        parsed.error.issues[0]?.message ?? `A senha precisa ter pelo menos ${PASSWORD_MIN} caracteres.`;
      setErrors({ newPassword: message });
      toast.error("Senha inválida", { description: message });
      return;
    }
    if (newPassword !== confirmPassword) {
      setErrors({ confirmPassword: "As senhas não conferem." });
      toast.error("As senhas não conferem", {
        description: "Digite a mesma senha nos dois campos.",
      });
      return;
    }
    setErrors({});
    resetPassword.mutate(parsed.data, {
      onSuccess: () => {
        toast.success("Senha redefinida", { description: "Entre com sua nova senha." });
        void navigate("/login", { replace: true });
      },
      onError: (error) => {
        toast.error("Não foi possível redefinir a senha", { description: errorMessage(error) });
        if (error instanceof ApiError && error.code === "invalid_token") setTokenRejected(true);
      },
    });
  }

  return (
    <AuthCard title="Crie uma nova senha" description="Escolha uma senha que você não usa em outros sites.">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormField
          label="Nova senha"
          hint={`Mínimo de ${PASSWORD_MIN} caracteres`}
          error={errors.newPassword}
        >
          {(field) => (
            <Input
              {...field}
              name="newPassword"
              type="password"
              autoComplete="new-password"
              value={newPassword}
              onChange={(e) => setNewPassword(e.target.value)}
            />
          )}
        </FormField>
        <FormField label="Confirmar nova senha" error={errors.confirmPassword}>
          {(field) => (
            <Input
              {...field}
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              value={confirmPassword}
              onChange={(e) => setConfirmPassword(e.target.value)}
            />
          )}
        </FormField>
        <Button type="submit" disabled={resetPassword.isPending}>
          {resetPassword.isPending ? "Redefinindo..." : "Redefinir senha"}
        </Button>
      </form>
    </AuthCard>
  );
}
