import { SettingsPage } from "#web/features/settings/settings-page";
import { TeamCard } from "#web/features/studio/team-card";

/** The settings with the studio's "Equipe" card after the account's own cards. */
export function SettingsRoute() {
  return (
    <SettingsPage>
      <TeamCard />
    </SettingsPage>
  );
}
