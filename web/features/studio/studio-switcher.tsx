import { useId } from "react";
import { Building2 } from "lucide-react";
import { toast } from "sonner";
import type { Me } from "#domain/account";
import { NativeSelect } from "#web/components/ui/native-select";
import { errorMessage } from "#web/lib/api";
import type { DashboardContext } from "#web/lib/dashboard-context";
import { useSwitchStudio } from "#web/api/account";

/**
 * The header's active studio: its name, and "Estúdio ativo" to switch when the user belongs to
 * more than one. A switch changes the session's studio on the server, then `enterStudio` (the
 * layout's) drops every cached answer of the old one and goes to the home page.
 */
export function StudioSwitcher({ me, enterStudio }: { me: Me; enterStudio: DashboardContext["enterStudio"] }) {
  const switchStudio = useSwitchStudio();
  const id = useId();

  async function choose(studioId: string) {
    if (studioId === me.studio.id) return;
    try {
      const next = await switchStudio.mutateAsync(studioId);
      await enterStudio(next);
      toast.success(`Agora você está no estúdio ${next.studio.name}.`);
    } catch (error) {
      toast.error("Não foi possível trocar de estúdio", { description: errorMessage(error) });
    }
  }

  if (me.studios.length <= 1) {
    return (
      <p className="flex min-w-0 items-center gap-2 text-sm font-medium">
        <Building2 aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <span className="sr-only">Estúdio: </span>
        <span className="truncate">{me.studio.name}</span>
      </p>
    );
  }

  return (
    <div className="flex min-w-0 flex-1 items-center gap-2 sm:flex-none">
      <Building2 aria-hidden="true" className="hidden size-4 shrink-0 text-muted-foreground sm:block" />
      <label htmlFor={id} className="sr-only">
        Estúdio ativo
      </label>
      <NativeSelect
        id={id}
        value={switchStudio.isPending ? switchStudio.variables : me.studio.id}
        disabled={switchStudio.isPending}
        onChange={(e) => void choose(e.target.value)}
        className="h-9 w-full min-w-0 truncate sm:w-auto sm:max-w-64"
      >
        {me.studios.map((studio) => (
          <option key={studio.id} value={studio.id}>
            {studio.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
