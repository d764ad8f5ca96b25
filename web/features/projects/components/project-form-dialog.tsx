import { useState, type ComponentType, type Ref } from "react";
import { useNavigate } from "react-router";
import type { FieldNamesMarkedBoolean } from "react-hook-form";
import { toast } from "sonner";
import { CONSTRUCTION_STANDARDS, PROJECT_STAGES, PROJECT_STATUSES, PROJECT_TYPES, UFS } from "#domain/projects";
import {
  projectFormSchema,
  type Project,
  type ProjectData,
  type ProjectFormValues,
  type ProjectPatchData,
  type RecordRef,
} from "#domain/projects.schema";
import { applyServerErrors } from "#web/components/form/errors";
import { Field } from "#web/components/form/field";
import { useZodForm } from "#web/components/form/use-zod-form";
import { FormField } from "#web/components/form-field";
import { Button } from "#web/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "#web/components/ui/dialog";
import { Input } from "#web/components/ui/input";
import { NativeSelect } from "#web/components/ui/native-select";
import { Textarea } from "#web/components/ui/textarea";
import { ApiError, errorMessage } from "#web/lib/api";
import { formatDay } from "#web/lib/format";
import { useCreateProject, useUpdateProject } from "#web/api/projects";

/**
 * The form's client field. Choosing a client is the clients feature's (its list, its "Adicionar
 * cliente" dialog), and a feature does not import another: the page that shows this form passes
 * the clients' picker in (web/app/routes/). `ref` reaches its select, so an error focuses it.
 */
export type ClientField = ComponentType<{
  value: RecordRef | null;
  onChange: (client: RecordRef | null) => void;
  selectId: string;
  invalid?: boolean;
  describedBy?: string;
  ref?: Ref<HTMLSelectElement>;
}>;

/** The text a measure's input shows: 1234.5 → "1234,5". */
const text = (n: number | null) => (n === null ? "" : String(n).replace(".", ","));

function valuesOf(project: Project | undefined, client: RecordRef | undefined): ProjectFormValues {
  const t = project?.landPlot;
  return {
    name: project?.name ?? "",
    clientId: project?.client.id ?? client?.id ?? "",
    type: project?.type ?? "residencial",
    stage: project?.stage ?? "levantamento",
    status: project?.status ?? "em-andamento",
    standard: project?.standard ?? "normal",
    deadline: project?.deadline ? formatDay(project.deadline) : "",
    builtArea: text(project?.builtArea ?? null),
    landPlot: {
      address: t?.address ?? "",
      city: t?.city ?? "",
      state: t?.state ?? "",
      area: text(t?.area ?? null),
      frontage: text(t?.frontage ?? null),
      depth: text(t?.depth ?? null),
      zoning: t?.zoning ?? "",
      topography: t?.topography ?? "",
      occupancyRate: text(t?.occupancyRate ?? null),
      floorAreaRatio: text(t?.floorAreaRatio ?? null),
      permeability: text(t?.permeability ?? null),
      frontSetback: text(t?.frontSetback ?? null),
      sideSetback: text(t?.sideSetback ?? null),
      rearSetback: text(t?.rearSetback ?? null),
      maxHeight: text(t?.maxHeight ?? null),
      parametersSource: t?.parametersSource ?? "",
      parametersConsultedOn: t?.parametersConsultedOn ? formatDay(t.parametersConsultedOn) : "",
    },
  };
}

/**
 * What an edit changed: the dirty fields (the land plot's one by one) and the client if another
 * was picked — so an edit cannot undo a change made elsewhere meanwhile.
 */
function changedFields(data: ProjectData, dirty: Partial<FieldNamesMarkedBoolean<ProjectFormValues>>, project: Project): ProjectPatchData {
  const patch: ProjectPatchData = {};
  for (const key of ["name", "type", "status", "standard", "deadline", "builtArea"] as const) {
    if (dirty[key]) Object.assign(patch, { [key]: data[key] });
  }
  const plotDirty = dirty.landPlot ?? {};
  const plot = Object.fromEntries(Object.entries(data.landPlot).filter(([k]) => plotDirty[k as keyof ProjectFormValues["landPlot"]]));
  if (Object.keys(plot).length > 0) patch.landPlot = plot;
  if (data.clientId !== project.client.id) patch.clientId = data.clientId;
  return patch;
}

/**
 * New project (from the home board, a client's page) or editing one. The domain schema checks
 * it before sending; the server's 422 fields and its 402 (the plan's project limit) are shown.
 */
export function ProjectFormDialog({
  open,
  onOpenChange,
  project,
  client,
  clientField,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  project?: Project;
  /** The client to start with (a client's page). */
  client?: RecordRef;
  clientField: ClientField;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={project ? "Editar projeto" : "Novo projeto"} className="max-w-2xl">
        {/* Mounted only while open: every opening starts from the project's current values. */}
        <ProjectForm project={project} client={client} ClientPicker={clientField} close={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

const options = (list: readonly { id: string; label: string }[]) =>
  list.map((o) => (
    <option key={o.id} value={o.id}>
      {o.label}
    </option>
  ));

function ProjectForm({
  project,
  client,
  ClientPicker,
  close,
}: {
  project: Project | undefined;
  client: RecordRef | undefined;
  ClientPicker: ClientField;
  close: () => void;
}) {
  const navigate = useNavigate();
  const create = useCreateProject();
  const update = useUpdateProject(project?.id ?? "");
  const form = useZodForm(projectFormSchema, { defaultValues: valuesOf(project, client) });
  const { control, handleSubmit, formState } = form;
  // Read while rendering: react-hook-form tracks only the form state a render has read.
  const { dirtyFields } = formState;
  // The picker shows the chosen client's name; the form holds its id.
  const [chosenClient, setChosenClient] = useState<RecordRef | null>(project?.client ?? client ?? null);

  const onSubmit = handleSubmit(async (data) => {
    const patch = project ? changedFields(data, dirtyFields, project) : {};
    if (project && Object.keys(patch).length === 0) {
      close();
      return;
    }
    try {
      const saved = project ? await update.mutateAsync(patch) : await create.mutateAsync(data);
      toast.success(project ? "Projeto atualizado" : "Projeto criado", { description: saved.name });
      close();
      if (!project) void navigate(`/dashboard/projetos/${saved.id}`);
    } catch (error) {
      if (applyServerErrors(form, error)) return;
      if (error instanceof ApiError && error.status === 402) {
        // Editing the form cannot help: close it, so the toast's button is reachable.
        close();
        toast.error("Limite do plano atingido", {
          description: error.message,
          duration: 10_000,
          action: { label: "Ver planos", onClick: () => void navigate("/dashboard/planos") },
        });
        return;
      }
      toast.error("Não foi possível salvar o projeto", { description: errorMessage(error) });
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field control={control} name="name" label="Nome do projeto" className="sm:col-span-2">
        {(p) => <Input {...p} autoComplete="off" />}
      </Field>
      <Field control={control} name="clientId" label="Cliente" className="sm:col-span-2">
        {(p) => (
          <ClientPicker
            ref={p.ref}
            value={chosenClient}
            onChange={(chosen) => {
              setChosenClient(chosen);
              p.onChange(chosen?.id ?? "");
            }}
            selectId={p.id}
            {...(p["aria-invalid"] ? { invalid: true } : {})}
            {...(p["aria-describedby"] ? { describedBy: p["aria-describedby"] } : {})}
          />
        )}
      </Field>
      <Field control={control} name="type" label="Tipo">
        {(p) => <NativeSelect {...p}>{options(PROJECT_TYPES)}</NativeSelect>}
      </Field>
      {project?.stage === "concluido" ? (
        // "Concluído" follows the last stage (the stage tracker): shown, not chosen here.
        <FormField label="Situação" hint="Concluído pela etapa; volte a etapa para reabrir o projeto.">
          {(p) => (
            <NativeSelect {...p} disabled value="concluido">
              {options(PROJECT_STATUSES.filter((st) => st.id === "concluido"))}
            </NativeSelect>
          )}
        </FormField>
      ) : project ? (
        <Field control={control} name="status" label="Situação">
          {(p) => <NativeSelect {...p}>{options(PROJECT_STATUSES.filter((st) => st.id !== "concluido"))}</NativeSelect>}
        </Field>
      ) : (
        <Field control={control} name="stage" label="Etapa inicial">
          {(p) => <NativeSelect {...p}>{options(PROJECT_STAGES)}</NativeSelect>}
        </Field>
      )}
      <Field control={control} name="standard" label="Padrão de acabamento">
        {(p) => <NativeSelect {...p}>{options(CONSTRUCTION_STANDARDS)}</NativeSelect>}
      </Field>
      <Field control={control} name="deadline" label="Prazo de entrega">
        {(p) => <Input {...p} inputMode="numeric" placeholder="dd/mm/aaaa" autoComplete="off" />}
      </Field>
      <Field control={control} name="builtArea" label="Área construída prevista (m²)">
        {(p) => <Input {...p} inputMode="decimal" placeholder="ex.: 180,5" />}
      </Field>

      <fieldset className="grid gap-4 rounded-md border border-border p-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold">Terreno</legend>
        <Field control={control} name="landPlot.address" label="Endereço do terreno" className="sm:col-span-2">
          {(p) => <Input {...p} autoComplete="off" />}
        </Field>
        <Field control={control} name="landPlot.city" label="Cidade">
          {(p) => <Input {...p} autoComplete="off" />}
        </Field>
        <Field control={control} name="landPlot.state" label="UF">
          {(p) => (
            <NativeSelect {...p}>
              <option value="">—</option>
              {UFS.map((uf) => (
                <option key={uf} value={uf}>
                  {uf}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field control={control} name="landPlot.area" label="Área do terreno (m²)">
          {(p) => <Input {...p} inputMode="decimal" placeholder="ex.: 360" />}
        </Field>
        <Field control={control} name="landPlot.zoning" label="Zoneamento" hint="Ex.: ZM, ZR-1, ZEU">
          {(p) => <Input {...p} autoComplete="off" />}
        </Field>
        <Field control={control} name="landPlot.frontage" label="Frente (m)">
          {(p) => <Input {...p} inputMode="decimal" placeholder="ex.: 12" />}
        </Field>
        <Field control={control} name="landPlot.depth" label="Fundo (m)">
          {(p) => <Input {...p} inputMode="decimal" placeholder="ex.: 30" />}
        </Field>
        <Field control={control} name="landPlot.topography" label="Observações de topografia" className="sm:col-span-2">
          {(p) => <Textarea {...p} rows={2} />}
        </Field>
      </fieldset>

      {/* R-PROJ-2: typed once here, read by the programme's "Cabe no lote?", the zoning tool and the documents. */}
      <fieldset className="grid gap-4 rounded-md border border-border p-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold">Parâmetros urbanísticos</legend>
        <p className="text-xs text-muted-foreground sm:col-span-2">
          Da lei de zoneamento ou do plano diretor do município. Deixe em branco o que ainda não consultou.
        </p>
        <Field control={control} name="landPlot.occupancyRate" label="Taxa de ocupação — TO (%)">
          {(p) => <Input {...p} inputMode="decimal" placeholder="ex.: 60" />}
        </Field>
        <Field control={control} name="landPlot.floorAreaRatio" label="Coeficiente de aproveitamento — CA">
          {(p) => <Input {...p} inputMode="decimal" placeholder="ex.: 1,5" />}
        </Field>
        <Field control={control} name="landPlot.permeability" label="Taxa de permeabilidade (%)">
          {(p) => <Input {...p} inputMode="decimal" placeholder="ex.: 15" />}
        </Field>
        <Field control={control} name="landPlot.maxHeight" label="Altura máxima (m)">
          {(p) => <Input {...p} inputMode="decimal" placeholder="ex.: 9" />}
        </Field>
        <Field control={control} name="landPlot.frontSetback" label="Recuo frontal (m)">
          {(p) => <Input {...p} inputMode="decimal" placeholder="ex.: 5" />}
        </Field>
        <Field control={control} name="landPlot.sideSetback" label="Recuo lateral (m)">
          {(p) => <Input {...p} inputMode="decimal" placeholder="ex.: 1,5" />}
        </Field>
        <Field control={control} name="landPlot.rearSetback" label="Recuo de fundos (m)">
          {(p) => <Input {...p} inputMode="decimal" placeholder="ex.: 3" />}
        </Field>
        <Field control={control} name="landPlot.parametersConsultedOn" label="Consultado em">
          {(p) => <Input {...p} inputMode="numeric" placeholder="dd/mm/aaaa" autoComplete="off" />}
        </Field>
        <Field control={control} name="landPlot.parametersSource" label="Fonte dos parâmetros" hint="Lei ou decreto municipal, ex.: Lei Complementar 270/2019 de Uberlândia" className="sm:col-span-2">
          {(p) => <Input {...p} autoComplete="off" />}
        </Field>
      </fieldset>

      <DialogFooter className="mt-2 sm:col-span-2">
        <Button variant="outline" onClick={close}>
          Cancelar
        </Button>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? "Salvando..." : project ? "Salvar" : "Criar projeto"}
        </Button>
      </DialogFooter>
    </form>
  );
}
