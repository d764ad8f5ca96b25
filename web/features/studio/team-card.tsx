import { canManageMembers, canRename, ROLE_LABELS } from "#domain/studios";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Spinner } from "#web/components/ui/spinner";
import { errorMessage } from "#web/lib/api";
import { useCurrentUser } from "#web/lib/dashboard-context";
import { useStudio } from "#web/api/studio";
import { InvitationsList } from "./components/invitations-list";
import { InviteForm } from "./components/invite-form";
import { MembersTable } from "./components/members-table";
import { SeatCount } from "./components/seat-count";
import { StudioExit } from "./components/studio-exit";
import { StudioNameForm } from "./components/studio-name-form";

/**
 * Settings → "Equipe" (R-STUDIO-7): the active studio's name, seats, members and invitations,
 * with what the user's role allows (the API refuses the rest anyway).
 */
export function TeamCard() {
  const me = useCurrentUser();
  const studio = useStudio();

  return (
    <Card aria-labelledby="equipe">
      <CardHeader>
        <CardTitle id="equipe">Equipe</CardTitle>
        <CardDescription>
          {studio.data
            ? `Estúdio ${studio.data.name} · seu papel: ${ROLE_LABELS[studio.data.role]}.`
            : "Quem trabalha com você no estúdio."}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {studio.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label="Carregando equipe" />
          </div>
        ) : studio.isError ? (
          <div role="alert" className="space-y-3">
            <p className="text-sm">{errorMessage(studio.error)}</p>
            <Button variant="outline" onClick={() => void studio.refetch()} disabled={studio.isFetching}>
              Tentar novamente
            </Button>
          </div>
        ) : (
          <>
            {canRename(studio.data.role) ? <StudioNameForm key={studio.data.id} studio={studio.data} /> : null}
            <SeatCount studio={studio.data} />
            <MembersTable studio={studio.data} me={me} />
            {canManageMembers(studio.data.role) ? (
              <>
                <InvitationsList invitations={studio.data.invitations} />
                <InviteForm myRole={studio.data.role} />
              </>
            ) : null}
            <StudioExit studio={studio.data} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
