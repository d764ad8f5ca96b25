import { useId, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { PASSWORD_MIN, signUpSchema } from "#domain/auth.schema";
import { Button } from "#web/components/ui/button";
import { Checkbox } from "#web/components/ui/checkbox";
import { Input } from "#web/components/ui/input";
import { Label } from "#web/components/ui/label";
import { FormField } from "#web/components/form-field";
import { ApiError, errorMessage } from "#web/lib/api";
import { SESSION_QUERY_KEY } from "./api/session";
import { useSignUp } from "./api/sign-up";
import { AuthCard } from "./components/auth-card";
import { EmailField } from "./components/email-field";
import { GoogleButton } from "./components/google-button";
import { zodFieldErrors, type FieldErrors } from "./field-errors";
import { useRedirectIfSignedIn } from "./use-redirect-if-signed-in";

const AFTER_SIGN_UP = "/dashboard";

export function SignUpPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signUp = useSignUp();
  useRedirectIfSignedIn(AFTER_SIGN_UP, signUp.isPending || signUp.isSuccess);

  const termsId = useId();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signUp.isPending) return;
    if (!name.trim() || !email.trim() || !password) {
      toast.error("Campos incompletos", { description: "Por favor, preencha todos os campos." });
      return;
    }
    if (!acceptTerms) {
      toast.error("Termos não aceitos", {
        description: "Você precisa aceitar os termos de uso para continuar.",
      });
      return;
    }
    const parsed = signUpSchema.safeParse({ name, email, password, acceptTerms });
    if (!parsed.success) {
      const fieldErrors = zodFieldErrors(parsed.error);
      setErrors(fieldErrors);
      toast.error("Verifique os dados", { description: Object.values(fieldErrors)[0] });
      return;
    }
    setErrors({});
    signUp.mutate(parsed.data, {
      onSuccess: () => {
        queryClient.removeQueries({ queryKey: SESSION_QUERY_KEY });
        toast.success("Conta criada com sucesso!", { description: "Bem-vindo(a) à Prancheta." });
        void navigate(AFTER_SIGN_UP, { replace: true });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setErrors(error.fields);
        toast.error("Não foi possível criar a conta", { description: errorMessage(error) });
      },
    });
  }

  return (
    <AuthCard
      title="Crie sua conta"
      description="Teste grátis por 7 dias, sem cartão de crédito."
      footer={
        <p>
          <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            Já tem conta? Entrar
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormField label="Nome completo" error={errors.name}>
          {(field) => (
            <Input
              {...field}
              name="name"
              autoComplete="name"
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </FormField>
        <EmailField value={email} onChange={setEmail} error={errors.email} />
        <FormField label="Senha" hint={`Mínimo de ${PASSWORD_MIN} caracteres`} error={errors.password}>
          {(field) => (
            <Input
              {...field}
              name="password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </FormField>
        <div className="flex items-start gap-3">
          <Checkbox
            id={termsId}
            name="acceptTerms"
            checked={acceptTerms}
            onCheckedChange={(checked) => setAcceptTerms(checked === true)}
            aria-invalid={errors.acceptTerms ? true : undefined}
            className="mt-0.5"
          />
          <Label htmlFor={termsId} className="leading-snug font-normal">
            Li e aceito os termos de uso e a política de privacidade
          </Label>
        </div>
        <Button type="submit" disabled={signUp.isPending}>
          {signUp.isPending ? "Criando conta..." : "Criar conta"}
        </Button>
      </form>
      <GoogleButton callbackURL={AFTER_SIGN_UP} />
    </AuthCard>
  );
}
