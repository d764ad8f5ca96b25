import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { PASSWORD_MIN, resetPasswordFormSchema } from "#domain/auth.schema";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";
import { Field } from "#web/components/form/field";
import { useZodForm, VALIDATE_ON_SUBMIT_ONLY } from "#web/components/form/use-zod-form";
import { ApiError, errorMessage } from "#web/lib/api";
import { useResetPassword } from "./api/reset-password";
import { AuthCard } from "./components/auth-card";

const INVALID_LINK = "Este link de redefinição é inválido ou expirou.";

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const linkError = searchParams.get("error");
  if (!token || linkError) return <InvalidLink />;
  // Keyed by the token: another link opened in this tab starts a fresh form.
  return <ResetPasswordForm key={token} token={token} />;
}

function InvalidLink() {
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

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const [tokenRejected, setTokenRejected] = useState(false);
  const form = useZodForm(resetPasswordFormSchema, {
    ...VALIDATE_ON_SUBMIT_ONLY,
    defaultValues: { token, newPassword: "", confirmPassword: "" },
  });

  const onSubmit = form.handleSubmit(
    ({ newPassword }) => {
      if (resetPassword.isPending) return;
      resetPassword.mutate(
        { token, newPassword },
        {
          onSuccess: () => {
            toast.success("Senha redefinida", { description: "Entre com sua nova senha." });
            void navigate("/login", { replace: true });
          },
          onError: (error) => {
            toast.error("Não foi possível redefinir a senha", { description: errorMessage(error) });
            if (error instanceof ApiError && error.code === "invalid_token") setTokenRejected(true);
          },
        },
      );
    },
    (errors) => {
      // As the other auth forms (R-AUTH-6), one toast each: a blank field, the new password, the confirmation.
      const { newPassword, confirmPassword } = form.getValues();
      if (!newPassword || !confirmPassword) {
        form.clearErrors();
        toast.error("Campos incompletos", { description: "Por favor, preencha todos os campos." });
        return;
      }
      if (errors.newPassword) {
        toast.error("Senha inválida", { description: errors.newPassword.message });
        return;
      }
      toast.error("As senhas não conferem", { description: "Digite a mesma senha nos dois campos." });
    },
  );

  if (tokenRejected) return <InvalidLink />;

  return (
    <AuthCard title="Crie uma nova senha" description="Escolha uma senha que você não usa em outros sites.">
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
        <Field control={form.control} name="newPassword" label="Nova senha" hint={`Mínimo de ${PASSWORD_MIN} caracteres`}>
          {(field) => <Input {...field} type="password" autoComplete="new-password" />}
        </Field>
        <Field control={form.control} name="confirmPassword" label="Confirmar nova senha">
          {(field) => <Input {...field} type="password" autoComplete="new-password" />}
        </Field>
        <Button type="submit" disabled={resetPassword.isPending}>
          {resetPassword.isPending ? "Redefinindo..." : "Redefinir senha"}
        </Button>
      </form>
    </AuthCard>
  );
}
