import { useId, useState, type ComponentType } from "react";
import { useNavigate } from "react-router";
import { useForm, type FieldNamesMarkedBoolean } from "react-hook-form";
import { toast } from "sonner";
import { CONSTRUCTION_STANDARDS, parseDayBR, parseDecimalBR, PROJECT_STAGES, PROJECT_STATUSES, PROJECT_TYPES, UFS, type Uf } from "#domain/projects";
import { projectInputSchema, projectPatchSchema, type Project, type ProjectInput, type ProjectPatch, type RecordRef } from "#domain/projects.schema";
import { FormField } from "#web/components/form-field";
import { Button } from "#web/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "#web/components/ui/dialog";
import { Input } from "#web/components/ui/input";
import { NativeSelect } from "#web/components/ui/native-select";
import { Textarea } from "#web/components/ui/textarea";
import { ApiError, errorMessage } from "#web/lib/api";
import { formatDay } from "#web/lib/format";
import { useCreateProject } from "#web/features/projects/api/create-project";
import { useUpdateProject } from "#web/features/projects/api/update-project";

/**
 * The form's client field. Choosing a client is the clients feature's (its list, its "Adicionar
 * cliente" dialog), and a feature does not import another: the page that shows this form passes
 * the clients' picker in (web/app/routes/).
 */
export type ClientField = ComponentType<{
  value: RecordRef | null;
  onChange: (client: RecordRef | null) => void;
  selectId: string;
  invalid?: boolean;
  describedBy?: string;
}>;

/** The form keeps what the user typed (measures as text, "1.234,5"); numbers are parsed on submit. */
interface FormValues {
  name: string;
  type: string;
  stage: string;
  status: string;
  standard: string;
  deadline: string;
  builtArea: string;
  landPlot: { address: string; city: string; state: string; area: string; frontage: string; depth: string; zoning: string; topography: string };
}

const text = (n: number | null) => (n === null ? "" : String(n).replace(".", ","));

function valuesOf(project: Project | undefined): FormValues {
  const t = project?.landPlot;
  return {
    name: project?.name ?? "",
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
    },
  };
}

function toInput(values: FormValues, clientId: string): ProjectInput {
  const blank = (v: string) => (v.trim() === "" ? null : v);
  return {
    name: values.name,
    clientId,
    type: values.type as ProjectInput["type"],
    stage: values.stage as ProjectInput["stage"],
    status: values.status as ProjectInput["status"],
    standard: values.standard as ProjectInput["standard"],
    deadline: parseDayBR(values.deadline),
    builtArea: parseDecimalBR(values.builtArea),
    landPlot: {
      address: blank(values.landPlot.address),
      city: blank(values.landPlot.city),
      state: blank(values.landPlot.state) as Uf | null,
      area: parseDecimalBR(values.landPlot.area),
      frontage: parseDecimalBR(values.landPlot.frontage),
      depth: parseDecimalBR(values.landPlot.depth),
      zoning: blank(values.landPlot.zoning),
      topography: blank(values.landPlot.topography),
    },
  };
}

/**
 * What an edit changed: the dirty fields (the land plot's one by one) and the client if another
 * was picked — so an edit cannot undo a change made elsewhere meanwhile.
 */
function changedFields(input: ProjectInput, dirty: Partial<FieldNamesMarkedBoolean<FormValues>>, project: Project): ProjectPatch {
  const patch: Record<string, unknown> = {};
  for (const key of ["name", "type", "status", "standard", "deadline", "builtArea"] as const) {
    if (dirty[key]) patch[key] = input[key];
  }
  const plotDirty = dirty.landPlot ?? {};
  const plot = Object.fromEntries(
    Object.entries(input.landPlot ?? {}).filter(([k]) => plotDirty[k as keyof FormValues["landPlot"]]),
  );
  if (Object.keys(plot).length > 0) patch.landPlot = plot;
  if (input.clientId !== project.client.id) patch.clientId = input.clientId;
  return patch as ProjectPatch;
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
  const { register, handleSubmit, setError, clearErrors, formState } = useForm<FormValues>({ defaultValues: valuesOf(project) });
  const errors = formState.errors;
  const [chosenClient, setChosenClient] = useState<RecordRef | null>(project?.client ?? client ?? null);
  const [clientError, setClientError] = useState<string | undefined>();
  const clientSelectId = useId();

  const showFieldErrors = (fields: Record<string, string>) => {
    let first = true;
    for (const [path, message] of Object.entries(fields)) {
      if (path === "clientId") {
        setClientError(message);
        if (first) document.getElementById(clientSelectId)?.focus();
      } else {
        setError(path as Parameters<typeof setError>[0], { message }, { shouldFocus: first });
      }
      first = false;
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    clearErrors();
    setClientError(undefined);
    const input = toInput(values, chosenClient?.id ?? "");
    const patch = project ? changedFields(input, formState.dirtyFields, project) : {};
    const check = project ? projectPatchSchema.safeParse(patch) : projectInputSchema.safeParse(input);
    if (!check.success) {
      // The first message per field (as the server reports it), focusing the first field.
      const fields: Record<string, string> = {};
      for (const issue of check.error.issues) fields[issue.path.join(".")] ??= issue.message;
      showFieldErrors(fields);
      return;
    }
    if (project && Object.keys(patch).length === 0) {
      close();
      return;
    }
    try {
      const saved = project ? await update.mutateAsync(patch) : await create.mutateAsync(input);
      toast.success(project ? "Projeto atualizado" : "Projeto criado", { description: saved.name });
      close();
      if (!project) void navigate(`/dashboard/projetos/${saved.id}`);
    } catch (error) {
      if (error instanceof ApiError && error.fields) return showFieldErrors(error.fields);
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

  const select = (options: readonly { id: string; label: string }[]) =>
    options.map((o) => (
      <option key={o.id} value={o.id}>
        {o.label}
      </option>
    ));

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField label="Nome do projeto" error={errors.name?.message} className="sm:col-span-2">
        {(p) => <Input {...p} autoComplete="off" {...register("name")} />}
      </FormField>
      <FormField label="Cliente" error={clientError} className="sm:col-span-2" id={clientSelectId}>
        {(p) => (
          <ClientPicker
            value={chosenClient}
            onChange={setChosenClient}
            selectId={p.id}
            invalid={p["aria-invalid"]}
            {...(p["aria-describedby"] ? { describedBy: p["aria-describedby"] } : {})}
          />
        )}
      </FormField>
      <FormField label="Tipo" error={errors.type?.message}>
        {(p) => <NativeSelect {...p} {...register("type")}>{select(PROJECT_TYPES)}</NativeSelect>}
      </FormField>
      {project ? (
        <FormField
          label="Situação"
          hint={project.stage === "concluido" ? "Concluído pela etapa; volte a etapa para reabrir o projeto." : undefined}
          error={errors.status?.message}
        >
          {(p) =>
            project.stage === "concluido" ? (
              <NativeSelect {...p} disabled value="concluido">
                {select(PROJECT_STATUSES.filter((st) => st.id === "concluido"))}
              </NativeSelect>
            ) : (
              // "Concluído" follows the last stage (the stage tracker), not this list.
              <NativeSelect {...p} {...register("status")}>{select(PROJECT_STATUSES.filter((st) => st.id !== "concluido"))}</NativeSelect>
            )
          }
        </FormField>
      ) : (
        <FormField label="Etapa inicial" error={errors.stage?.message}>
          {(p) => <NativeSelect {...p} {...register("stage")}>{select(PROJECT_STAGES)}</NativeSelect>}
        </FormField>
      )}
      <FormField label="Padrão de acabamento" error={errors.standard?.message}>
        {(p) => <NativeSelect {...p} {...register("standard")}>{select(CONSTRUCTION_STANDARDS)}</NativeSelect>}
      </FormField>
      <FormField label="Prazo de entrega" error={errors.deadline?.message}>
        {(p) => <Input {...p} inputMode="numeric" placeholder="dd/mm/aaaa" autoComplete="off" {...register("deadline")} />}
      </FormField>
      <FormField label="Área construída prevista (m²)" error={errors.builtArea?.message}>
        {(p) => <Input {...p} inputMode="decimal" placeholder="ex.: 180,5" {...register("builtArea")} />}
      </FormField>

      <fieldset className="grid gap-4 rounded-md border border-border p-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold">Terreno</legend>
        <FormField label="Endereço do terreno" error={errors.landPlot?.address?.message} className="sm:col-span-2">
          {(p) => <Input {...p} autoComplete="off" {...register("landPlot.address")} />}
        </FormField>
        <FormField label="Cidade" error={errors.landPlot?.city?.message}>
          {(p) => <Input {...p} autoComplete="off" {...register("landPlot.city")} />}
        </FormField>
        <FormField label="UF" error={errors.landPlot?.state?.message}>
          {(p) => (
            <NativeSelect {...p} {...register("landPlot.state")}>
              <option value="">—</option>
              {UFS.map((uf) => (
                <option key={uf} value={uf}>
                  {uf}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Área do terreno (m²)" error={errors.landPlot?.area?.message}>
          {(p) => <Input {...p} inputMode="decimal" placeholder="ex.: 360" {...register("landPlot.area")} />}
        </FormField>
        <FormField label="Zoneamento" hint="Ex.: ZM, ZR-1, ZEU" error={errors.landPlot?.zoning?.message}>
          {(p) => <Input {...p} autoComplete="off" {...register("landPlot.zoning")} />}
        </FormField>
        <FormField label="Frente (m)" error={errors.landPlot?.frontage?.message}>
          {(p) => <Input {...p} inputMode="decimal" placeholder="ex.: 12" {...register("landPlot.frontage")} />}
        </FormField>
        <FormField label="Fundo (m)" error={errors.landPlot?.depth?.message}>
          {(p) => <Input {...p} inputMode="decimal" placeholder="ex.: 30" {...register("landPlot.depth")} />}
        </FormField>
        <FormField label="Observações de topografia" error={errors.landPlot?.topography?.message} className="sm:col-span-2">
          {(p) => <Textarea {...p} rows={2} {...register("landPlot.topography")} />}
        </FormField>
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
