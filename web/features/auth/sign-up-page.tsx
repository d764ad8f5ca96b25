import { Link, useNavigate, useSearchParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { PASSWORD_MIN, signUpSchema } from "#domain/auth.schema";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";
import { applyServerErrors, firstErrorMessage } from "#web/components/form/errors";
import { CheckboxField, Field } from "#web/components/form/field";
import { useZodForm, VALIDATE_ON_SUBMIT_ONLY } from "#web/components/form/use-zod-form";
import { errorMessage } from "#web/lib/api";
import { SESSION_QUERY_KEY } from "#web/lib/session";
import { useSignUp } from "./api/sign-up";
import { AuthCard } from "./components/auth-card";
import { EmailField } from "./components/email-field";
import { GoogleButton } from "./components/google-button";
import { afterAuthTarget, withRedirect } from "./redirect";
import { useRedirectIfSignedIn } from "./use-redirect-if-signed-in";

/**
 * `?redirect=` is where to go once the account exists (an invitation's page, to accept it), and
 * `?email=` fills in the e-mail (the invited one).
 */
export function SignUpPage() {
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get("redirect");
  const target = afterAuthTarget(redirect);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signUp = useSignUp();
  useRedirectIfSignedIn(target, signUp.isPending || signUp.isSuccess);

  const form = useZodForm(signUpSchema, {
    ...VALIDATE_ON_SUBMIT_ONLY,
    defaultValues: { name: "", email: searchParams.get("email") ?? "", password: "", acceptTerms: false },
  });

  const onSubmit = form.handleSubmit(
    (account) => {
      if (signUp.isPending) return;
      signUp.mutate(account, {
        onSuccess: () => {
          queryClient.removeQueries({ queryKey: SESSION_QUERY_KEY });
          toast.success("Conta criada com sucesso!", { description: "Bem-vindo(a) à Prancheta." });
          void navigate(target, { replace: true });
        },
        onError: (error) => {
          applyServerErrors(form, error);
          toast.error("Não foi possível criar a conta", { description: errorMessage(error) });
        },
      });
    },
    (errors) => {
      // R-AUTH-7's order, one toast each: a blank field, then the terms, then the schema's
      // first message (with every field's message under it). The first two show no field messages.
      const { name, email, password } = form.getValues();
      if (!name.trim() || !email.trim() || !password) {
        form.clearErrors();
        toast.error("Campos incompletos", { description: "Por favor, preencha todos os campos." });
        return;
      }
      if (errors.acceptTerms) {
        form.clearErrors();
        toast.error("Termos não aceitos", { description: errors.acceptTerms.message });
        return;
      }
      toast.error("Verifique os dados", { description: firstErrorMessage(errors) });
    },
  );

  return (
    <AuthCard
      title="Crie sua conta"
      description="Teste grátis por 7 dias, sem cartão de crédito."
      footer={
        <p>
          <Link to={withRedirect("/login", redirect)} className="font-medium text-primary underline-offset-4 hover:underline">
            Já tem conta? Entrar
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
        <Field control={form.control} name="name" label="Nome completo">
          {(field) => <Input {...field} autoComplete="name" />}
        </Field>
        <EmailField control={form.control} />
        <Field control={form.control} name="password" label="Senha" hint={`Mínimo de ${PASSWORD_MIN} caracteres`}>
          {(field) => <Input {...field} type="password" autoComplete="new-password" />}
        </Field>
        <CheckboxField
          control={form.control}
          name="acceptTerms"
          label="Li e aceito os termos de uso e a política de privacidade"
        />
        <Button type="submit" disabled={signUp.isPending}>
          {signUp.isPending ? "Criando conta..." : "Criar conta"}
        </Button>
      </form>
      <GoogleButton callbackURL={target} />
    </AuthCard>
  );
}
