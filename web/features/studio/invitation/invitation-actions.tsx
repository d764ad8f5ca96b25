import { Link, useNavigate } from "react-router";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { InvitationPreview } from "#domain/studios.schema";
import { Button, buttonVariants } from "#web/components/ui/button";
import { Spinner } from "#web/components/ui/spinner";
import { clearApiKey } from "#web/lib/api-key-store";
import { ApiError, errorMessage } from "#web/lib/api";
import { forgetStudioData, SESSION_QUERY_KEY, sessionQueryOptions } from "#web/lib/session";
import { studioQueries, useAcceptInvitation } from "#web/api/studio";
import { isInvitedEmail } from "./texts";

/**
 * What a pending invitation's page offers: a visitor signs in or creates the account (back here
 * afterwards), the invited account accepts, another account signs out first.
 */
export function InvitationActions({
  token,
  preview,
  signOut,
}: {
  token: string;
  preview: InvitationPreview;
  signOut: () => Promise<unknown>;
}) {
  const session = useQuery(sessionQueryOptions);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const here = `/convite/${token}`;
  const back = encodeURIComponent(here);
  // This page's own answer stays while the old studio's data goes.
  const keep = studioQueries.invitation(token).queryKey;

  if (session.isPending) return <Spinner label="Verificando sua sessão" />;
  if (session.isError) {
    return (
      <div role="alert" className="space-y-3 text-center">
        <p className="text-sm">{errorMessage(session.error)}</p>
        <Button variant="outline" onClick={() => void session.refetch()} disabled={session.isFetching}>
          Tentar novamente
        </Button>
      </div>
    );
  }

  const me = session.data;
  if (!me) {
    return (
      <div className="flex flex-col gap-3">
        <Link to={`/login?redirect=${back}`} className={buttonVariants()}>
          Entrar para aceitar
        </Link>
        <Link
          to={`/cadastro?redirect=${back}&email=${encodeURIComponent(preview.email)}`}
          className={`${buttonVariants({ variant: "outline" })} h-auto min-h-10 whitespace-normal break-all`}
        >
          Criar conta com {preview.email}
        </Link>
      </div>
    );
  }

  if (!isInvitedEmail(me.email, preview.email)) {
    const switchAccount = async () => {
      try {
        await signOut();
      } catch (error) {
        toast.error("Não foi possível sair", { description: errorMessage(error) });
        return;
      }
      clearApiKey();
      forgetStudioData(queryClient, { keep });
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      void navigate(`/login?redirect=${back}`);
    };
    return (
      <div className="flex flex-col gap-3">
        <p role="note" className="rounded-md border border-border bg-muted px-3 py-2 text-sm">
          Você entrou como <strong className="break-all">{me.email}</strong>, mas este convite é para{" "}
          <strong className="break-all">{preview.email}</strong>. Entre com esse e-mail para aceitar.
        </p>
        <Button variant="outline" onClick={() => void switchAccount()}>
          Sair e entrar com outro e-mail
        </Button>
      </div>
    );
  }

  function acceptInvitation() {
    accept.mutate(token, {
      onSuccess: (next) => {
        // The session's studio is the new one: nothing cached of the old may show.
        forgetStudioData(queryClient, { keep });
        queryClient.setQueryData(SESSION_QUERY_KEY, next);
        toast.success(`Você agora faz parte do estúdio ${next.studio.name}.`);
        void navigate("/dashboard", { replace: true });
      },
      onError: (error) => {
        toast.error("Não foi possível aceitar o convite", { description: errorMessage(error) });
        // Expired, used or revoked meanwhile: the page says which.
        if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: keep });
      },
    });
  }

  const busy = accept.isPending || accept.isSuccess;
  return (
    <Button onClick={acceptInvitation} disabled={busy}>
      {busy ? "Aceitando..." : "Aceitar convite"}
    </Button>
  );
}
