import { SettingsPage } from "#web/features/settings/settings-page";
import { ChargesSettingsCard } from "#web/features/studio-charges/charges-settings-card";
import { IntegrationsCard } from "#web/features/integrations/integrations-card";
import { SignatureAccountCard } from "#web/features/integrations/signature-account-card";
import { TeamCard } from "#web/features/studio/team-card";
import { useCurrentUser } from "#web/lib/dashboard-context";

/** The settings with the studio's "Equipe", "Integrações" and ZapSign cards after the account's own cards. */
export function SettingsRoute() {
  const me = useCurrentUser();
  return (
    <SettingsPage>
      <TeamCard />
      <IntegrationsCard role={me.studio.role} />
      <SignatureAccountCard role={me.studio.role} />
      <ChargesSettingsCard role={me.studio.role} />
    </SettingsPage>
  );
}
