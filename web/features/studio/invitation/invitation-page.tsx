import { useParams } from "react-router";
import { INVITATION_TOKEN_PATTERN } from "#domain/studios.schema";
import { Button } from "#web/components/ui/button";
import { Spinner } from "#web/components/ui/spinner";
import { ApiError, errorMessage } from "#web/lib/api";
import { formatDate } from "#web/lib/format";
import { useInvitation } from "#web/api/studio";
import { InvitationActions } from "./invitation-actions";
import { InvitationFrame } from "./invitation-frame";
import { invitationSentence } from "./texts";

/**
 * `/convite/:token`, the e-mailed link (R-STUDIO-2): who invites to which studio, for which
 * e-mail, and what to do next — sign in or create the account with that e-mail, then accept.
 * `signOut` ends the session (the auth feature's, passed in by web/app/routes/invitation.tsx).
 */
export function InvitationPage({ signOut }: { signOut: () => Promise<unknown> }) {
  const { token = "" } = useParams();
  const wellFormed = INVITATION_TOKEN_PATTERN.test(token);
  const invitation = useInvitation(token, wellFormed);

  if (!wellFormed || (invitation.error instanceof ApiError && invitation.error.status === 404)) {
    return (
      <InvitationFrame
        title="Convite não encontrado"
        description="Confira se o endereço está completo, ou peça um novo convite a quem convidou você."
      />
    );
  }
  if (invitation.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner className="size-8" label="Carregando convite" />
      </div>
    );
  }
  if (invitation.isError) {
    return (
      <InvitationFrame title="Não foi possível abrir o convite" description={errorMessage(invitation.error)}>
        <Button onClick={() => void invitation.refetch()} disabled={invitation.isFetching}>
          Tentar novamente
        </Button>
      </InvitationFrame>
    );
  }

  const preview = invitation.data;
  switch (preview.state) {
    case "expired":
      return (
        <InvitationFrame
          title="Convite expirado"
          description={`Este convite expirou em ${formatDate(preview.expiresAt)}. Peça um novo convite a quem convidou você.`}
        />
      );
    case "accepted":
      return (
        <InvitationFrame
          title="Convite já usado"
          description={`Este convite para o estúdio ${preview.studioName} já foi aceito: cada convite vale uma única vez.`}
        />
      );
    case "revoked":
      return (
        <InvitationFrame
          title="Convite cancelado"
          description={`Este convite para o estúdio ${preview.studioName} foi cancelado. Se ainda for o caso, peça um novo a quem convidou você.`}
        />
      );
    case "pending":
      return (
        <InvitationFrame title={`Convite para o estúdio ${preview.studioName}`} description={invitationSentence(preview)}>
          <p className="text-center text-sm text-muted-foreground">
            Convite para <strong className="break-all text-foreground">{preview.email}</strong>, válido até {formatDate(preview.expiresAt)}.
          </p>
          <InvitationActions token={token} preview={preview} signOut={signOut} />
        </InvitationFrame>
      );
  }
}
