import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { emailConfirmSchema } from "#domain/profile.schema";
import { Button, buttonVariants } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "#web/components/ui/card";
import { ApiError, errorMessage } from "#web/lib/api";
import { sessionQueryOptions } from "#web/lib/session";
import { useConfirmEmail } from "#web/api/account";

const INVALID_LINK = "Link de confirmação inválido.";
const SETTINGS = "/dashboard/configuracoes";

/**
 * `/confirmar-email?token=…`, the link the e-mail change sends to the new address (R-PROFILE-1;
 * server/features/account/email-change.service.ts). Public, signed in or not. The token works
 * once, so nothing is sent when the page opens (no effect a remount or a mail scanner could run
 * twice): the person confirms with the button.
 */
export function EmailConfirmationPage() {
  const [searchParams] = useSearchParams();
  const token = emailConfirmSchema.safeParse({ token: searchParams.get("token") ?? "" });
  if (!token.success) {
    return (
      <ConfirmationFrame title="Link inválido">
        <p role="alert" className="text-center">
          {INVALID_LINK}
        </p>
        <SettingsLink />
      </ConfirmationFrame>
    );
  }
  // Keyed by the token: another link opened in this tab starts afresh.
  return <Confirmation key={token.data.token} token={token.data.token} />;
}

function Confirmation({ token }: { token: string }) {
  const confirm = useConfirmEmail();

  if (confirm.isSuccess) return <Confirmed email={confirm.data.email} />;

  // An invalid, used or expired link (404) or an address taken meanwhile (422) will not change on
  // a second try; a rate limit, a network or a server failure may.
  const final = confirm.error instanceof ApiError && (confirm.error.status === 404 || confirm.error.status === 422);
  if (confirm.isError && final) {
    return (
      <ConfirmationFrame title="Não foi possível confirmar o e-mail">
        <p role="alert" className="text-center">
          {errorMessage(confirm.error)}
        </p>
        <SettingsLink />
      </ConfirmationFrame>
    );
  }

  return (
    <ConfirmationFrame
      title="Confirme seu novo e-mail"
      description="Ao confirmar, você passa a entrar na Prancheta com o novo e-mail."
    >
      {confirm.isError ? (
        <p role="alert" className="text-center text-sm text-destructive">
          {errorMessage(confirm.error)}
        </p>
      ) : null}
      <Button onClick={() => confirm.mutate(token)} disabled={confirm.isPending}>
        {confirm.isPending ? "Confirmando..." : confirm.isError ? "Tentar novamente" : "Confirmar novo e-mail"}
      </Button>
    </ConfirmationFrame>
  );
}

/** Done: where to go next depends on whether this browser is signed in (the session is read again). */
function Confirmed({ email }: { email: string }) {
  const session = useQuery(sessionQueryOptions);
  const signedIn = Boolean(session.data);
  return (
    <ConfirmationFrame
      title="E-mail confirmado"
      description={
        <>
          Agora você entra com <strong className="break-all text-foreground">{email}</strong>.
        </>
      }
    >
      {signedIn ? (
        <Link to="/dashboard" className={buttonVariants()}>
          Ir para o painel
        </Link>
      ) : (
        <Link to="/login" className={buttonVariants()}>
          Ir para o login
        </Link>
      )}
    </ConfirmationFrame>
  );
}

function SettingsLink() {
  return (
    <Link to={SETTINGS} className={buttonVariants({ variant: "outline" })}>
      Ir para as Configurações
    </Link>
  );
}

/** The page's card, as the account pages look: one <h1>, the text, the actions. */
function ConfirmationFrame({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <Card className="w-full max-w-md">
      <CardHeader className="text-center">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {description ? <CardDescription className="text-base">{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
    </Card>
  );
}
