import type { ReactNode } from "react";
import { Button } from "#web/components/ui/button";
import { Card, CardContent } from "#web/components/ui/card";
import { Spinner } from "#web/components/ui/spinner";
import { PageHeader } from "#web/components/page-header";
import { errorMessage } from "#web/lib/api";
import { DASHBOARD_ICONS } from "#web/lib/dashboard-icons";
import { PlanUsageCard } from "./components/plan-usage-card";
import { useProfile } from "#web/api/profile";
import { BrandCard } from "./components/brand-card";
import { DataCard } from "./components/data-card";
import { PasswordCard } from "./components/password-card";
import { PreferencesCard } from "./components/preferences-card";
import { ProfileCard } from "./components/profile-card";

const Icon = DASHBOARD_ICONS.configuracoes;

/**
 * The settings (R-PROFILE-*): the profile and the studio's public data, the password, the
 * studio's brand, the preferences and the person's data (LGPD). `children` are the cards other
 * features add after these (the team's, web/app/routes/settings.tsx).
 */
export function SettingsPage({ children }: { children?: ReactNode }) {
  const profile = useProfile();

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title="Configurações" description="Gerencie seu perfil, sua senha, a marca do estúdio e suas preferências." icon={<Icon />} />

      {profile.isPending ? (
        <Card>
          <CardContent className="flex justify-center py-10">
            <Spinner label="Carregando perfil" />
          </CardContent>
        </Card>
      ) : profile.isError ? (
        <Card>
          <CardContent role="alert" className="space-y-3 pt-6">
            <p className="text-sm">{errorMessage(profile.error)}</p>
            <Button variant="outline" onClick={() => void profile.refetch()} disabled={profile.isFetching}>
              Tentar novamente
            </Button>
          </CardContent>
        </Card>
      ) : (
        // Keyed by the studio: after a switch the forms start from the new studio's data, while a
        // refetch of the same studio leaves what is being typed alone.
        <ProfileCard key={profile.data.studio.id} profile={profile.data} />
      )}

      <PasswordCard />

      {profile.isSuccess ? (
        <>
          <BrandCard key={profile.data.studio.id} profile={profile.data} />
          <PreferencesCard preferences={profile.data.preferences} />
        </>
      ) : null}

      <PlanUsageCard />

      <DataCard />

      {children}
    </div>
  );
}
