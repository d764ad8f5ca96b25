import { ClientPage } from "#web/features/clients/client-page";
import { ClientPicker } from "#web/features/clients/components/client-picker";
import { NewProjectButton } from "#web/features/projects/components/new-project-button";

/** A client's page, with the projects feature's "Novo projeto" for that client. */
export function ClientRoute() {
  return <ClientPage newProject={(client) => <NewProjectButton size="sm" client={client} clientField={ClientPicker} />} />;
}
