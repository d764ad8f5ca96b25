import { useEffect } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { signInSchema } from "#domain/auth.schema";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";
import { applyServerErrors, firstErrorMessage } from "#web/components/form/errors";
import { Field } from "#web/components/form/field";
import { useZodForm, VALIDATE_ON_SUBMIT_ONLY } from "#web/components/form/use-zod-form";
import { errorMessage } from "#web/lib/api";
import { SESSION_QUERY_KEY } from "#web/lib/session";
import { useSignIn } from "./api/sign-in";
import { AuthCard } from "./components/auth-card";
import { EmailField } from "./components/email-field";
import { GoogleButton } from "./components/google-button";
import { afterAuthTarget, withRedirect } from "./redirect";
import { useRedirectIfSignedIn } from "./use-redirect-if-signed-in";

export function LoginPage() {
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get("redirect");
  const target = afterAuthTarget(redirect);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signIn = useSignIn();
  useRedirectIfSignedIn(target, signIn.isPending || signIn.isSuccess);

  const form = useZodForm(signInSchema, { ...VALIDATE_ON_SUBMIT_ONLY, defaultValues: { email: "", password: "" } });

  // A failed Google sign-in comes back here as /login?error=CODE (Better Auth's errorURL).
  const socialError = searchParams.get("error");
  useEffect(() => {
    if (!socialError) return;
    toast.error("Não foi possível entrar com o Google", {
      description: "Tente novamente ou entre com seu e-mail e senha.",
    });
  }, [socialError]);

  const onSubmit = form.handleSubmit(
    (credentials) => {
      if (signIn.isPending) return;
      signIn.mutate(credentials, {
        onSuccess: () => {
          // Forget the "not signed in" answer so the dashboard asks again.
          queryClient.removeQueries({ queryKey: SESSION_QUERY_KEY });
          toast.success("Login realizado com sucesso!", { description: "Bem-vindo(a) à Prancheta." });
          void navigate(target, { replace: true });
        },
        onError: (error) => {
          applyServerErrors(form, error);
          toast.error("Não foi possível entrar", { description: errorMessage(error) });
        },
      });
    },
    (errors) => {
      // R-AUTH-6's order: a blank field is one toast (no field messages); then the schema's.
      const { email, password } = form.getValues();
      if (!email.trim() || !password) {
        form.clearErrors();
        toast.error("Campos incompletos", { description: "Por favor, preencha todos os campos." });
        return;
      }
      toast.error("Verifique os dados", { description: firstErrorMessage(errors) });
    },
  );

  return (
    <AuthCard
      title="Bem-vindo(a) de volta"
      description="Acesse sua conta para continuar seus projetos."
      footer={
        <p>
          Ainda não tem conta?{" "}
          <Link to={withRedirect("/cadastro", redirect)} className="font-medium text-primary underline-offset-4 hover:underline">
            Criar conta
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
        <EmailField control={form.control} />
        <Field control={form.control} name="password" label="Senha">
          {(field) => <Input {...field} type="password" autoComplete="current-password" />}
        </Field>
        <div className="-mt-1 text-right text-sm">
          <Link
            to="/recuperar-senha"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Esqueci minha senha
          </Link>
        </div>
        <Button type="submit" disabled={signIn.isPending}>
          {signIn.isPending ? "Entrando..." : "Entrar"}
        </Button>
      </form>
      <GoogleButton callbackURL={target} />
    </AuthCard>
  );
}
