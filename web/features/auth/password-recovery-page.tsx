import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { passwordRecoverySchema } from "#domain/auth.schema";
import { Button } from "#web/components/ui/button";
import { firstErrorMessage } from "#web/components/form/errors";
import { useZodForm, VALIDATE_ON_SUBMIT_ONLY } from "#web/components/form/use-zod-form";
import { errorMessage } from "#web/lib/api";
import { useRequestPasswordReset } from "./api/request-password-reset";
import { AuthCard } from "./components/auth-card";
import { EmailField } from "./components/email-field";

const backLink = (
  <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
    Voltar para o login
  </Link>
);

export function PasswordRecoveryPage() {
  const requestReset = useRequestPasswordReset();
  const form = useZodForm(passwordRecoverySchema, { ...VALIDATE_ON_SUBMIT_ONLY, defaultValues: { email: "" } });
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(
    ({ email }) => {
      if (requestReset.isPending) return;
      requestReset.mutate(email, {
        onSuccess: () => {
          toast.success("Instruções enviadas!", {
            description: "Verifique seu e-mail para recuperar sua senha.",
          });
          // As typed (trimmed), so the person recognises it.
          setSentTo(form.getValues("email").trim());
        },
        onError: (err) => {
          toast.error("Não foi possível enviar as instruções", { description: errorMessage(err) });
        },
      });
    },
    (errors) => {
      if (!form.getValues("email").trim()) {
        form.clearErrors();
        toast.error("Campo obrigatório", {
          description: "Por favor, informe seu e-mail para recuperar a senha.",
        });
        return;
      }
      toast.error("Verifique os dados", { description: firstErrorMessage(errors) });
    },
  );

  if (sentTo !== null) {
    return (
      <AuthCard title="Verifique seu e-mail" footer={backLink}>
        <div className="flex flex-col gap-4 text-center text-sm" role="status">
          <p>
            Se existir uma conta para <strong className="break-all">{sentTo}</strong>, você receberá
            um e-mail com as instruções para redefinir sua senha.
          </p>
          <p className="text-muted-foreground">
            Não recebeu? Confira a caixa de spam ou{" "}
            {/* A link, as R-AUTH-4 says; it stays on this page and brings the form back. */}
            <Link
              to="/recuperar-senha"
              className="font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-sm"
              onClick={() => {
                requestReset.reset();
                setSentTo(null);
              }}
            >
              tente novamente
            </Link>
            .
          </p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Recuperar senha"
      description="Informe o e-mail da sua conta e enviaremos as instruções para criar uma nova senha."
      footer={backLink}
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
        <EmailField control={form.control} />
        <Button type="submit" disabled={requestReset.isPending}>
          {requestReset.isPending ? "Enviando..." : "Enviar instruções"}
        </Button>
      </form>
    </AuthCard>
  );
}
