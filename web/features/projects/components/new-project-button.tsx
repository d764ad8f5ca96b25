import { lazy, Suspense, useState } from "react";
import { Plus } from "lucide-react";
import type { RecordRef } from "#domain/projects.schema";
import { Button } from "#web/components/ui/button";
import { useNewProjectGate } from "#web/features/projects/use-new-project-gate";
import type { ClientField } from "./project-form-dialog";

// The form (react-hook-form, the schemas) loads when "Novo projeto" is clicked, keeping the pages
// that show this button (the home board, a client's page) light.
const ProjectFormDialog = lazy(() => import("./project-form-dialog").then((m) => ({ default: m.ProjectFormDialog })));

/** "Novo projeto": checks the plan's allowance first, then opens the form (for `client`, if given). */
export function NewProjectButton({ client, clientField, size }: { client?: RecordRef; clientField: ClientField; size?: "sm" }) {
  const [creating, setCreating] = useState(false);
  const gate = useNewProjectGate();
  return (
    <>
      <Button size={size} onClick={() => gate(() => setCreating(true))}>
        <Plus aria-hidden="true" />
        Novo projeto
      </Button>
      {creating ? (
        <Suspense fallback={null}>
          <ProjectFormDialog open={creating} onOpenChange={setCreating} clientField={clientField} {...(client ? { client } : {})} />
        </Suspense>
      ) : null}
    </>
  );
}
