import { useEffect, useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { safeRedirect, signInSchema } from "#domain/auth.schema";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";
import { FormField } from "#web/components/form-field";
import { ApiError, errorMessage } from "#web/lib/api";
import { SESSION_QUERY_KEY } from "./api/session";
import { useSignIn } from "./api/sign-in";
import { AuthCard } from "./components/auth-card";
import { EmailField } from "./components/email-field";
import { GoogleButton } from "./components/google-button";
import { zodFieldErrors, type FieldErrors } from "./field-errors";
import { useRedirectIfSignedIn } from "./use-redirect-if-signed-in";

export function LoginPage() {
  const [searchParams] = useSearchParams();
  const target = safeRedirect(searchParams.get("redirect"));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signIn = useSignIn();
  useRedirectIfSignedIn(target, signIn.isPending || signIn.isSuccess);

  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});

  // A failed Google sign-in comes back here as /login?error=CODE (Better Auth's errorURL).
  const socialError = searchParams.get("error");
  useEffect(() => {
    if (!socialError) return;
    toast.error("Não foi possível entrar com o Google", {
      description: "Tente novamente ou entre com seu e-mail e senha.",
    });
  }, [socialError]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signIn.isPending) return;
    if (!email.trim() || !password) {
      toast.error("Campos incompletos", { description: "Por favor, preencha todos os campos." });
      return;
    }
    const parsed = signInSchema.safeParse({ email, password });
    if (!parsed.success) {
      const fieldErrors = zodFieldErrors(parsed.error);
      setErrors(fieldErrors);
      toast.error("Verifique os dados", { description: Object.values(fieldErrors)[0] });
      return;
    }
    setErrors({});
    signIn.mutate(parsed.data, {
      onSuccess: () => {
        // Forget the "not signed in" answer so the dashboard asks again.
        queryClient.removeQueries({ queryKey: SESSION_QUERY_KEY });
        toast.success("Login realizado com sucesso!", { description: "Bem-vindo(a) à Prancheta." });
        void navigate(target, { replace: true });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setErrors(error.fields);
        toast.error("Não foi possível entrar", { description: errorMessage(error) });
      },
    });
  }

  return (
    <AuthCard
      title="Bem-vindo(a) de volta"
      description="Acesse sua conta para continuar seus projetos."
      footer={
        <p>
          Ainda não tem conta?{" "}
          <Link to="/cadastro" className="font-medium text-primary underline-offset-4 hover:underline">
            Criar conta
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <EmailField value={email} onChange={setEmail} error={errors.email} />
        <FormField label="Senha" error={errors.password}>
          {(field) => (
            <Input
              {...field}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </FormField>
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
