import { useQueryClient } from "@tanstack/react-query";
import { useState, type ChangeEvent } from "react";
import { zoningParametersText } from "#domain/lot-parameters";
import type { Project } from "#domain/projects.schema";
import type { AnalysisToolId } from "#domain/tool-runs.schema";
import { FormField } from "#web/components/form-field";
import { NativeSelect } from "#web/components/ui/native-select";
import { formatNumber } from "#web/lib/format";
import { projectQueries, useProjects } from "#web/api/projects";

/** The form field holding the chosen project (read by the route's process, not sent as an input). */
export const PROJECT_FIELD = "projectId";

const place = (p: Project) => [p.landPlot.address, [p.landPlot.city, p.landPlot.state].filter(Boolean).join("/")].filter(Boolean).join(", ");
const num = (n: number | null) => (n === null ? "" : formatNumber(n));

/**
 * The zoning tool's "parâmetros": the zone's name and the project's urban parameters (R-PROJ-2),
 * written as the tool reads them ("TO 60%, CA 1,5, …"), so they are not asked again.
 */
function zoningParameters(p: Project): string {
  const zone = p.landPlot.zoning ? `Zoneamento: ${p.landPlot.zoning}` : "";
  return [zone, zoningParametersText(p.landPlot)].filter(Boolean).join("; ");
}

/** What a project fills in each tool's form (issue 18: its land plot and programme prefill it). */
function prefill(tool: AnalysisToolId, p: Project): Record<string, string> {
  switch (tool) {
    case "zoneamento":
      return { localizacao: place(p), tipoProjeto: p.type, areaTerreno: num(p.landPlot.area), frente: num(p.landPlot.frontage), fundo: num(p.landPlot.depth), parametros: zoningParameters(p) };
    case "topografia":
      return { localizacao: place(p), areaTotal: num(p.landPlot.area), descricaoTerreno: p.landPlot.topography ?? "" };
    case "pos-obra":
      return { nomeProjeto: p.name, dataPrevisao: p.deadline ?? "" };
    case "materiais":
      return { tipoObra: p.type };
    case "sustentabilidade":
      return { tipoObra: p.type === "residencial" ? "residencialunifamiliar" : p.type, descricaoProjeto: p.name };
  }
}

/**
 * "Projeto (opcional)": ties the run to one of the studio's projects and fills the form from it
 * (only the fields the project knows; a choice list keeps its value when the project's is not one
 * of its options).
 */
export function ProjectField({ tool }: { tool: AnalysisToolId }) {
  const projects = useProjects();
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState(false);

  async function onChange(event: ChangeEvent<HTMLSelectElement>) {
    const form = event.currentTarget.form;
    const id = event.currentTarget.value;
    if (!id || !form) return;
    setLoading(true);
    try {
      const project = await queryClient.fetchQuery(projectQueries.detail(id));
      for (const [name, value] of Object.entries(prefill(tool, project))) {
        const control = form.elements.namedItem(name);
        if (!value || !(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement)) continue;
        if (control instanceof HTMLSelectElement && ![...control.options].some((o) => o.value === value)) continue;
        control.value = value;
      }
    } catch {
      // The form stays as it was: the project can still be chosen, its data typed by hand.
    } finally {
      setLoading(false);
    }
  }

  return (
    <FormField label="Projeto (opcional)" hint={loading ? "Preenchendo com os dados do projeto..." : "Liga a análise a um projeto e preenche o que ele já tem (terreno, programa)."}>
      {(field) => (
        <NativeSelect {...field} name={PROJECT_FIELD} defaultValue="" onChange={(e) => void onChange(e)}>
          <option value="">Nenhum projeto</option>
          {projects.data?.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} — {p.client.name}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
