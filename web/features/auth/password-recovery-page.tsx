import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { passwordRecoverySchema } from "#domain/auth.schema";
import { Button } from "#web/components/ui/button";
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
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (requestReset.isPending) return;
    if (!email.trim()) {
      toast.error("Campo obrigatório", {
        description: "Por favor, informe seu e-mail para recuperar a senha.",
      });
      return;
    }
    const parsed = passwordRecoverySchema.safeParse({ email });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "Informe um e-mail válido.";
      setError(message);
      toast.error("Verifique os dados", { description: message });
      return;
    }
    setError(undefined);
    requestReset.mutate(parsed.data.email, {
      onSuccess: () => {
        toast.success("Instruções enviadas!", {
          description: "Verifique seu e-mail para recuperar sua senha.",
        });
        setSentTo(email.trim());
      },
      onError: (err) => {
        toast.error("Não foi possível enviar as instruções", { description: errorMessage(err) });
      },
    });
  }

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
            {/* A link, as the spec says; it stays on this page and brings the form back. */}
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
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <EmailField value={email} onChange={setEmail} error={error} />
        <Button type="submit" disabled={requestReset.isPending}>
          {requestReset.isPending ? "Enviando..." : "Enviar instruções"}
        </Button>
      </form>
    </AuthCard>
  );
}
