import { signOut } from "#web/features/auth/api/sign-out";
import { InvitationPage } from "#web/features/studio/invitation/invitation-page";

/** The invitation link's page; "Sair e entrar com outro e-mail" ends the session with the auth feature's call. */
export function InvitationRoute() {
  return <InvitationPage signOut={signOut} />;
}
