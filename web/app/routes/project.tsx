import { ClientPicker } from "#web/features/clients/components/client-picker";
import { ProjectPage } from "#web/features/projects/project-page";

/** A project's page; its edit form picks the client with the clients' picker. */
export function ProjectRoute() {
  return <ProjectPage clientField={ClientPicker} />;
}
