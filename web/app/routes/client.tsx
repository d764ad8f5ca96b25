import { useParams } from "react-router";
import { useClient } from "#web/api/clients";
import { ClientPage } from "#web/features/clients/client-page";
import { ClientPicker } from "#web/features/clients/components/client-picker";
import { ClientDecisionLogCard } from "#web/features/client-messages/client-decision-log";
import { NewProjectButton } from "#web/features/projects/components/new-project-button";

/**
 * A client's page, with the projects feature's "Novo projeto" for that client and, below, the
 * messages feature's decision log with this client (R-MSG-4).
 */
export function ClientRoute() {
  const { clientId = "" } = useParams();
  // The same query as the page's (one request): the log shows once the client is found.
  const found = useClient(clientId);
  return (
    <>
      <ClientPage newProject={(client) => <NewProjectButton size="sm" client={client} clientField={ClientPicker} />} />
      {found.data ? (
        <div className="mx-auto mt-6 max-w-5xl">
          <ClientDecisionLogCard key={clientId} clientId={clientId} />
        </div>
      ) : null}
    </>
  );
}
