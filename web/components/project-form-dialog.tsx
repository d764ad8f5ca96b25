import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { useForm, type FieldNamesMarkedBoolean } from "react-hook-form";
import { toast } from "sonner";
import type { ProjectRef } from "#domain/clients";
import { CONSTRUCTION_STANDARDS, parseDayBR, parseDecimalBR, PROJECT_STAGES, PROJECT_STATUSES, PROJECT_TYPES, UFS, type Project, type Uf } from "#domain/projects";
import { projectInputSchema, projectPatchSchema, type ProjectInput, type ProjectPatch } from "#domain/projects.schema";
import { ApiError, errorMessage } from "#web/lib/api";
import { formatDay } from "#web/lib/format";
import { useCreateProject, useUpdateProject } from "#web/lib/studio/projects-api";
import { ClientPicker } from "./client-picker";
import { FormField } from "./form-field";
import { Button } from "./ui/button";
import { Dialog, DialogContent, DialogFooter } from "./ui/dialog";
import { Input } from "./ui/input";
import { NativeSelect } from "./ui/native-select";
import { Textarea } from "./ui/textarea";

/** The form keeps what the user typed (measures as text, "1.234,5"); numbers are parsed on submit. */
interface FormValues {
  nome: string;
  tipo: string;
  etapa: string;
  status: string;
  padrao: string;
  prazo: string;
  areaConstruida: string;
  terreno: { endereco: string; cidade: string; uf: string; area: string; frente: string; fundo: string; zoneamento: string; topografia: string };
}

const text = (n: number | null) => (n === null ? "" : String(n).replace(".", ","));

function valuesOf(project: Project | undefined): FormValues {
  const t = project?.terreno;
  return {
    nome: project?.nome ?? "",
    tipo: project?.tipo ?? "residencial",
    etapa: project?.etapa ?? "levantamento",
    status: project?.status ?? "em-andamento",
    padrao: project?.padrao ?? "normal",
    prazo: project?.prazo ? formatDay(project.prazo) : "",
    areaConstruida: text(project?.areaConstruida ?? null),
    terreno: {
      endereco: t?.endereco ?? "",
      cidade: t?.cidade ?? "",
      uf: t?.uf ?? "",
      area: text(t?.area ?? null),
      frente: text(t?.frente ?? null),
      fundo: text(t?.fundo ?? null),
      zoneamento: t?.zoneamento ?? "",
      topografia: t?.topografia ?? "",
    },
  };
}

function toInput(values: FormValues, clienteId: string): ProjectInput {
  const blank = (v: string) => (v.trim() === "" ? null : v);
  return {
    nome: values.nome,
    clienteId,
    tipo: values.tipo as ProjectInput["tipo"],
    etapa: values.etapa as ProjectInput["etapa"],
    status: values.status as ProjectInput["status"],
    padrao: values.padrao as ProjectInput["padrao"],
    prazo: parseDayBR(values.prazo),
    areaConstruida: parseDecimalBR(values.areaConstruida),
    terreno: {
      endereco: blank(values.terreno.endereco),
      cidade: blank(values.terreno.cidade),
      uf: blank(values.terreno.uf) as Uf | null,
      area: parseDecimalBR(values.terreno.area),
      frente: parseDecimalBR(values.terreno.frente),
      fundo: parseDecimalBR(values.terreno.fundo),
      zoneamento: blank(values.terreno.zoneamento),
      topografia: blank(values.terreno.topografia),
    },
  };
}

/**
 * What an edit changed: the dirty fields (the land plot's one by one) and the client if another
 * was picked — so an edit cannot undo a change made elsewhere meanwhile.
 */
function changedFields(input: ProjectInput, dirty: Partial<FieldNamesMarkedBoolean<FormValues>>, project: Project): ProjectPatch {
  const patch: Record<string, unknown> = {};
  for (const key of ["nome", "tipo", "status", "padrao", "prazo", "areaConstruida"] as const) {
    if (dirty[key]) patch[key] = input[key];
  }
  const plotDirty = dirty.terreno ?? {};
  const plot = Object.fromEntries(
    Object.entries(input.terreno ?? {}).filter(([k]) => plotDirty[k as keyof FormValues["terreno"]]),
  );
  if (Object.keys(plot).length > 0) patch.terreno = plot;
  if (input.clienteId !== project.cliente.id) patch.clienteId = input.clienteId;
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
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  project?: Project;
  /** The client to start with (a client's page). */
  client?: ProjectRef;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={project ? "Editar projeto" : "Novo projeto"} className="max-w-2xl">
        {/* Mounted only while open: every opening starts from the project's current values. */}
        <ProjectForm project={project} client={client} close={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ProjectForm({ project, client, close }: { project: Project | undefined; client: ProjectRef | undefined; close: () => void }) {
  const navigate = useNavigate();
  const create = useCreateProject();
  const update = useUpdateProject(project?.id ?? "");
  const { register, handleSubmit, setError, clearErrors, formState } = useForm<FormValues>({ defaultValues: valuesOf(project) });
  const errors = formState.errors;
  const [cliente, setCliente] = useState<ProjectRef | null>(project?.cliente ?? client ?? null);
  const [clienteError, setClienteError] = useState<string | undefined>();
  const clientSelectId = useId();

  const showFieldErrors = (fields: Record<string, string>) => {
    let first = true;
    for (const [path, message] of Object.entries(fields)) {
      if (path === "clienteId") {
        setClienteError(message);
        if (first) document.getElementById(clientSelectId)?.focus();
      } else {
        setError(path as Parameters<typeof setError>[0], { message }, { shouldFocus: first });
      }
      first = false;
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    clearErrors();
    setClienteError(undefined);
    const input = toInput(values, cliente?.id ?? "");
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
      toast.success(project ? "Projeto atualizado" : "Projeto criado", { description: saved.nome });
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
      <FormField label="Nome do projeto" error={errors.nome?.message} className="sm:col-span-2">
        {(p) => <Input {...p} autoComplete="off" {...register("nome")} />}
      </FormField>
      <FormField label="Cliente" error={clienteError} className="sm:col-span-2" id={clientSelectId}>
        {(p) => (
          <ClientPicker
            value={cliente}
            onChange={setCliente}
            selectId={p.id}
            invalid={p["aria-invalid"]}
            {...(p["aria-describedby"] ? { describedBy: p["aria-describedby"] } : {})}
          />
        )}
      </FormField>
      <FormField label="Tipo" error={errors.tipo?.message}>
        {(p) => <NativeSelect {...p} {...register("tipo")}>{select(PROJECT_TYPES)}</NativeSelect>}
      </FormField>
      {project ? (
        <FormField
          label="Situação"
          hint={project.etapa === "concluido" ? "Concluído pela etapa; volte a etapa para reabrir o projeto." : undefined}
          error={errors.status?.message}
        >
          {(p) =>
            project.etapa === "concluido" ? (
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
        <FormField label="Etapa inicial" error={errors.etapa?.message}>
          {(p) => <NativeSelect {...p} {...register("etapa")}>{select(PROJECT_STAGES)}</NativeSelect>}
        </FormField>
      )}
      <FormField label="Padrão de acabamento" error={errors.padrao?.message}>
        {(p) => <NativeSelect {...p} {...register("padrao")}>{select(CONSTRUCTION_STANDARDS)}</NativeSelect>}
      </FormField>
      <FormField label="Prazo de entrega" error={errors.prazo?.message}>
        {(p) => <Input {...p} inputMode="numeric" placeholder="dd/mm/aaaa" autoComplete="off" {...register("prazo")} />}
      </FormField>
      <FormField label="Área construída prevista (m²)" error={errors.areaConstruida?.message}>
        {(p) => <Input {...p} inputMode="decimal" placeholder="ex.: 180,5" {...register("areaConstruida")} />}
      </FormField>

      <fieldset className="grid gap-4 rounded-md border border-border p-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold">Terreno</legend>
        <FormField label="Endereço do terreno" error={errors.terreno?.endereco?.message} className="sm:col-span-2">
          {(p) => <Input {...p} autoComplete="off" {...register("terreno.endereco")} />}
        </FormField>
        <FormField label="Cidade" error={errors.terreno?.cidade?.message}>
          {(p) => <Input {...p} autoComplete="off" {...register("terreno.cidade")} />}
        </FormField>
        <FormField label="UF" error={errors.terreno?.uf?.message}>
          {(p) => (
            <NativeSelect {...p} {...register("terreno.uf")}>
              <option value="">—</option>
              {UFS.map((uf) => (
                <option key={uf} value={uf}>
                  {uf}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Área do terreno (m²)" error={errors.terreno?.area?.message}>
          {(p) => <Input {...p} inputMode="decimal" placeholder="ex.: 360" {...register("terreno.area")} />}
        </FormField>
        <FormField label="Zoneamento" hint="Ex.: ZM, ZR-1, ZEU" error={errors.terreno?.zoneamento?.message}>
          {(p) => <Input {...p} autoComplete="off" {...register("terreno.zoneamento")} />}
        </FormField>
        <FormField label="Frente (m)" error={errors.terreno?.frente?.message}>
          {(p) => <Input {...p} inputMode="decimal" placeholder="ex.: 12" {...register("terreno.frente")} />}
        </FormField>
        <FormField label="Fundo (m)" error={errors.terreno?.fundo?.message}>
          {(p) => <Input {...p} inputMode="decimal" placeholder="ex.: 30" {...register("terreno.fundo")} />}
        </FormField>
        <FormField label="Observações de topografia" error={errors.terreno?.topografia?.message} className="sm:col-span-2">
          {(p) => <Textarea {...p} rows={2} {...register("terreno.topografia")} />}
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
