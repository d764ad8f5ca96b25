import { useNavigate } from "react-router";
import { toast } from "sonner";
import { planOrDefault } from "#domain/plans";
import { useCurrentUser } from "#web/lib/dashboard-context";
import { useProjects } from "#web/api/projects";
import { plural } from "#domain/addressing";

/**
 * "Novo projeto" checks the plan's project limit before the form opens, so nobody fills in a
 * whole project only to be refused (the server still enforces it: 402).
 */
export function useNewProjectGate(): (open: () => void) => void {
  const me = useCurrentUser();
  const projects = useProjects();
  const navigate = useNavigate();
  return (open) => {
    // The same allowance the server applies (402), an unknown plan included.
    const plan = planOrDefault(me.plan);
    const limit = plan.quotas.projects;
    const used = projects.data?.length;
    if (limit !== null && used !== undefined && used >= limit) {
      toast.error("Limite do plano atingido", {
        description: `O plano ${plan.name} permite ${plural(limit, "projeto salvo", "projetos salvos")}. Para criar mais, faça upgrade.`,
        duration: 10_000,
        action: { label: "Ver planos", onClick: () => void navigate("/dashboard/planos") },
      });
      return;
    }
    open();
  };
}
