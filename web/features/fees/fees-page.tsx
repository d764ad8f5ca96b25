import { ArrowLeft } from "lucide-react";
import { useFieldArray, useWatch } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { formatMoney } from "#domain/budget";
import {
  COST_ORIGINS,
  computeFees,
  equalShares,
  FEE_COMPLEXITIES,
  FEE_METHODS,
  FEE_STAGES,
  FEE_TABLES_NOTE,
  FEE_TABLES_SOURCES,
  feeStageLabel,
  milestoneLabel,
  sharesFromHours,
  type FeeStage,
  type FeeTotals,
} from "#domain/fees/fees";
import { feesLockReason } from "#domain/fees/fees-plan";
import { bpsToText, centsToText, decimalToText, feeFormSchema, feeFormValues, type FeeFormValues } from "./fees-form";
import type { FeeCalculationInput, ProjectFees } from "#domain/fees/fees.schema";
import { parseDecimalBR, PROJECT_TYPES } from "#domain/projects";
import { proposalHref } from "#domain/document-gaps";
import { useProjectFees, useSaveProjectFees } from "#web/api/fees";
import { useGenerateProposal, useProjectProposal } from "#web/api/proposals";
import { useProject } from "#web/api/projects";
import { applyServerErrors, firstErrorMessage } from "#web/components/form/errors";
import { Field } from "#web/components/form/field";
import { useZodForm, type ZodForm } from "#web/components/form/use-zod-form";
import { PageHeader } from "#web/components/page-header";
import { QueryState } from "#web/components/query-state";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { Input } from "#web/components/ui/input";
import { NativeSelect } from "#web/components/ui/native-select";
import { errorMessage } from "#web/lib/api";
import { useCurrentUser } from "#web/lib/dashboard-context";
import { HourlyCostCard } from "./hourly-cost-card";
import { feeScheduleChart } from "./fee-charts";
import { ChartFigure } from "#web/components/chart-figure";

/** The design stages a new calculation starts with (the ones the proposal usually includes). */
const START_STAGES: FeeStage[] = ["levantamento", "estudo-preliminar", "anteprojeto", "projeto-legal", "projeto-executivo"];

/** A new calculation: every figure blank (the percentage has no default, decision 090), equal shares, a payment per stage. */
function blankValues(basis: ProjectFees["basis"]): FeeFormValues {
  const shares = equalShares(START_STAGES.length);
  return {
    method: "percentual-obra",
    percentage: {
      costOrigin: basis.budget ? "cub" : "informado",
      constructionCost: basis.budget ? centsToText(basis.budget.basic) : "",
      category: basis.category,
      complexity: "media",
      percentBps: "",
    },
    perSquareMetre: { area: basis.builtArea === null ? "" : decimalToText(basis.builtArea), pricePerM2: "" },
    fixed: { amount: "" },
    stages: START_STAGES.map((stage, i) => ({ stage, bps: bpsToText(shares[i]!), hours: "" })),
    milestones: START_STAGES.map((trigger, i) => ({ trigger, bps: bpsToText(shares[i]!) })),
  };
}

/** `/dashboard/projetos/:projectId/honorarios` (R-FEES-1…3). */
export function FeesPage() {
  const { projectId = "" } = useParams();
  const fees = useProjectFees(projectId);
  const project = useProject(projectId);
  const me = useCurrentUser();
  if (!fees.isSuccess) return <QueryState query={fees} loadingLabel="Carregando os honorários" />;
  const locked = feesLockReason(me.plan, new Date(me.trialEndsAt), new Date());
  if (locked) return <LockedFees projectId={projectId} projectName={project.data?.name ?? null} data={fees.data} reason={locked} />;
  return <FeesEditor key={projectId} projectId={projectId} projectName={project.data?.name ?? null} data={fees.data} />;
}

function BackToProject({ projectId, projectName }: { projectId: string; projectName: string | null }) {
  return (
    <Link to={`/dashboard/projetos/${projectId}`} className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {projectName ?? "Projeto"}
    </Link>
  );
}

/**
 * A plan without fees (decision 090, plans): the plan's reason and a link to Planos instead of a
 * form the server would refuse; a calculation saved before stays visible, read-only.
 */
function LockedFees({ projectId, projectName, data, reason }: { projectId: string; projectName: string | null; data: ProjectFees; reason: string }) {
  const saved = data.calculation;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackToProject projectId={projectId} projectName={projectName} />
      <PageHeader title="Calcular honorários" description="Quatro métodos, cada um com a sua fórmula; o escolhido é dividido pelas etapas e em parcelas." />
      <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">
        {reason}{" "}
        <Link to="/dashboard/planos" className="font-medium text-primary underline">
          Ver planos
        </Link>
      </p>
      {saved ? (
        <ResultCard
          totals={saved.result}
          input={saved.input}
          unfilled={unfilledMethods(feeFormValues(saved.input), { ...saved.hourlyCost, hourlyCost: saved.result.service.hourlyCost, updatedAt: saved.updatedAt })}
          hourly={{ ...saved.hourlyCost, hourlyCost: saved.result.service.hourlyCost, updatedAt: saved.updatedAt }}
        />
      ) : null}
    </div>
  );
}

function FeesEditor({ projectId, projectName, data }: { projectId: string; projectName: string | null; data: ProjectFees }) {
  const form = useZodForm(feeFormSchema, { defaultValues: data.calculation ? feeFormValues(data.calculation.input) : blankValues(data.basis) });
  const save = useSaveProjectFees(projectId);
  const values = useWatch({ control: form.control }) as FeeFormValues;
  const parsed = feeFormSchema.safeParse(values);
  const totals = parsed.success ? computeFees(parsed.data, data.hourlyCost) : null;

  async function send(input: FeeCalculationInput) {
    try {
      await save.mutateAsync(input);
      toast.success("Honorários salvos", { description: "O cálculo ficou guardado no projeto." });
    } catch (error) {
      if (!applyServerErrors(form, error)) toast.error("Não foi possível salvar os honorários", { description: errorMessage(error) });
    }
  }
  const onSubmit = form.handleSubmit(send, (errors) => toast.error("Verifique os dados dos honorários", { description: firstErrorMessage(errors) }));

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackToProject projectId={projectId} projectName={projectName} />
      <PageHeader title="Calcular honorários" description="Quatro métodos, cada um com a sua fórmula; o escolhido é dividido pelas etapas e em parcelas." />
      <HourlyCostCard figures={data.hourlyCost} />
      <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Cálculo de honorários" className="space-y-6">
        <MethodCard form={form} basis={data.basis} />
        <StagesCard form={form} />
        <MilestonesCard form={form} />
        <ResultCard totals={totals} input={parsed.success ? parsed.data : null} unfilled={unfilledMethods(values, data.hourlyCost)} hourly={data.hourlyCost} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Salvando…" : "Salvar cálculo"}
          </Button>
          {data.calculation ? <p className="text-sm text-muted-foreground">Salvo com o custo da hora de então; salvar de novo usa o atual.</p> : null}
        </div>
      </form>
      {data.calculation ? <ProposalCard projectId={projectId} /> : null}
    </div>
  );
}

/**
 * "Gerar proposta" (R-PROP-1, decision 094): once the fees are saved, the proposal is built from
 * them (and from the client, the studio and the project) and opens on its page. With a proposal
 * already made, it writes a new version, which returns it to rascunho.
 */
function ProposalCard({ projectId }: { projectId: string }) {
  const proposal = useProjectProposal(projectId);
  const generate = useGenerateProposal(projectId);
  const navigate = useNavigate();
  const exists = Boolean(proposal.data?.documentId);
  async function run() {
    try {
      await generate.mutateAsync();
      void navigate(proposalHref(projectId));
    } catch (error) {
      toast.error("Não foi possível gerar a proposta", { description: errorMessage(error) });
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Proposta de serviços</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <p className="text-muted-foreground">
          A proposta sai do último cálculo salvo: escopo por etapa, valores e parcelas, validade de 30 dias, RRT e os dados do escritório. O que o projeto não tem fica marcado para
          completar.
        </p>
        {proposal.data?.status ? (
          <p>
            Proposta atual: versão {proposal.data.status.version}, {proposal.data.status.label.toLowerCase()}.{" "}
            <Link to={proposalHref(projectId)} className="font-medium text-primary underline">
              Abrir proposta
            </Link>
          </p>
        ) : null}
        <Button type="button" variant={exists ? "outline" : "default"} disabled={generate.isPending || proposal.isPending} onClick={() => void run()}>
          {generate.isPending ? "Gerando…" : exists ? "Gerar nova versão da proposta" : "Gerar proposta"}
        </Button>
      </CardContent>
    </Card>
  );
}

type FeeForm = ZodForm<typeof feeFormSchema>;

function MethodCard({ form, basis }: { form: FeeForm; basis: ProjectFees["basis"] }) {
  const method = useWatch({ control: form.control, name: "method" });
  const origin = useWatch({ control: form.control, name: "percentage.costOrigin" });
  const fromBudget = origin !== "informado";

  function chooseOrigin(next: string) {
    if (next === "cub" && basis.budget) form.setValue("percentage.constructionCost", centsToText(basis.budget.basic));
    if (next === "orcamento" && basis.budget) form.setValue("percentage.constructionCost", centsToText(basis.budget.detailed));
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Método</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <fieldset className="space-y-3">
          <legend className="mb-2 text-sm font-medium">Como calcular</legend>
          {FEE_METHODS.map((m) => (
            <label key={m.id} className="flex items-start gap-3 rounded-md border p-3 has-[:checked]:border-primary">
              <input type="radio" value={m.id} {...form.register("method")} className="mt-1 size-4 shrink-0" />
              <span>
                <span className="block font-medium">{m.label}</span>
                <span className="block text-sm text-muted-foreground">{m.formula}</span>
              </span>
            </label>
          ))}
        </fieldset>

        {method === "percentual-obra" ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field control={form.control} name="percentage.costOrigin" label="Custo da obra vem de" className="sm:col-span-2">
              {(p) => (
                <NativeSelect
                  {...p}
                  onChange={(e) => {
                    p.onChange(e);
                    chooseOrigin(e.target.value);
                  }}
                >
                  {COST_ORIGINS.filter((o) => o.id === "informado" || basis.budget).map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.label}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <Field
              control={form.control}
              name="percentage.constructionCost"
              label="Custo da obra (R$)"
              hint={
                fromBudget
                  ? `${COST_ORIGINS.find((o) => o.id === origin)?.description ?? ""}; para outro valor, escolha “Informado pelo escritório”.`
                  : basis.budget
                    ? undefined
                    : "O projeto não tem orçamento: informe o custo da obra."
              }
            >
              {(p) => <Input {...p} inputMode="decimal" readOnly={fromBudget} placeholder="540.000,00" />}
            </Field>
            <Field control={form.control} name="percentage.percentBps" label="Percentual do escritório (%)" hint="O seu percentual para esta categoria e complexidade.">
              {(p) => <Input {...p} inputMode="decimal" placeholder="Ex.: 7,5" />}
            </Field>
            <Field control={form.control} name="percentage.category" label="Categoria">
              {(p) => (
                <NativeSelect {...p}>
                  {PROJECT_TYPES.map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.label}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <Field control={form.control} name="percentage.complexity" label="Complexidade">
              {(p) => (
                <NativeSelect {...p}>
                  {FEE_COMPLEXITIES.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.label}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <p className="text-sm text-muted-foreground sm:col-span-2">
              {FEE_TABLES_NOTE} Fontes:{" "}
              {FEE_TABLES_SOURCES.map((s, i) => (
                <span key={s.url}>
                  {i > 0 ? "; " : null}
                  <a href={s.url} target="_blank" rel="noreferrer" className="underline">
                    {s.label}
                  </a>
                </span>
              ))}
              .
            </p>
          </div>
        ) : null}

        {method === "custo-servico" ? <p className="text-sm text-muted-foreground">Informe as horas de cada etapa em “Etapas”; o custo da hora é o do escritório, acima.</p> : null}

        {method === "por-m2" ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field control={form.control} name="perSquareMetre.area" label="Área (m²)" hint={basis.builtArea === null ? undefined : "A área construída do projeto; altere se cobrar por outra."}>
              {(p) => <Input {...p} inputMode="decimal" placeholder="180" />}
            </Field>
            <Field control={form.control} name="perSquareMetre.pricePerM2" label="Valor do m² (R$)">
              {(p) => <Input {...p} inputMode="decimal" placeholder="150,00" />}
            </Field>
          </div>
        ) : null}

        {method === "valor-fixo" ? (
          <Field control={form.control} name="fixed.amount" label="Valor combinado (R$)">
            {(p) => <Input {...p} inputMode="decimal" placeholder="35.000,00" />}
          </Field>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** "10", "33,34": what a share input shows for `bps`. */
const shareText = (bps: number) => bpsToText(bps);

function StagesCard({ form }: { form: FeeForm }) {
  const stages = useFieldArray({ control: form.control, name: "stages" });
  const method = useWatch({ control: form.control, name: "method" });
  const included = new Set(stages.fields.map((f) => f.stage));

  function toggle(stage: FeeStage, on: boolean) {
    const current = form.getValues("stages");
    const next = on ? [...current, { stage, bps: "0", hours: "" }] : current.filter((s) => s.stage !== stage);
    const order = (id: string) => FEE_STAGES.findIndex((s) => s.id === id);
    stages.replace(next.sort((a, b) => order(a.stage) - order(b.stage)));
  }

  function setShares(bps: number[]) {
    form.getValues("stages").forEach((_, i) => form.setValue(`stages.${i}.bps`, shareText(bps[i] ?? 0), { shouldValidate: true }));
  }

  function sharesByHours() {
    const hours = form.getValues("stages").map((s) => parseDecimalBR(s.hours) || 0);
    if (hours.every((h) => h === 0)) {
      toast.error("Informe as horas das etapas", { description: "As partes pelas horas precisam das horas de cada etapa." });
      return;
    }
    setShares(sharesFromHours(hours));
  }

  const stagesError = form.formState.errors.stages?.root?.message ?? form.formState.errors.stages?.message;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Etapas</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <fieldset>
          <legend className="mb-2 text-sm font-medium">Etapas incluídas (NBR 13531/13532 e NBR 16636)</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {FEE_STAGES.map((s) => (
              <label key={s.id} className="flex items-center gap-2 text-sm">
                <input type="checkbox" className="size-4" checked={included.has(s.id)} onChange={(e) => toggle(s.id, e.target.checked)} />
                {s.label} <span className="text-muted-foreground">({s.code})</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => setShares(equalShares(stages.fields.length))}>
            Partes iguais
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={sharesByHours}>
            Partes pelas horas
          </Button>
        </div>
        <ul className="space-y-4">
          {stages.fields.map((f, i) => (
            <li key={f.id} className="grid grid-cols-2 gap-3 rounded-md border p-3 sm:grid-cols-[1fr_8rem_8rem] sm:items-end">
              <p className="col-span-2 font-medium sm:col-span-1">{feeStageLabel(f.stage as FeeStage)}</p>
              {/* Short visible labels on a phone; the accessible name still says which stage. */}
              <Field control={form.control} name={`stages.${i}.bps`} label={<StageLabel before="Parte" stage={f.stage as FeeStage} after=" (%)" />}>
                {(p) => <Input {...p} inputMode="decimal" />}
              </Field>
              <Field control={form.control} name={`stages.${i}.hours`} label={<StageLabel before="Horas" stage={f.stage as FeeStage} after="" />} hint={method === "custo-servico" ? undefined : "Só no custo do serviço."}>
                {(p) => <Input {...p} inputMode="decimal" placeholder="0" />}
              </Field>
            </li>
          ))}
        </ul>
        {stagesError ? (
          <p role="alert" className="text-sm text-destructive">
            {stagesError}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

function StageLabel({ before, stage, after }: { before: string; stage: FeeStage; after: string }) {
  return (
    <>
      {before}
      <span className="sr-only"> de {feeStageLabel(stage)}</span>
      {after}
    </>
  );
}

function MilestonesCard({ form }: { form: FeeForm }) {
  const milestones = useFieldArray({ control: form.control, name: "milestones" });
  const stages = useWatch({ control: form.control, name: "stages" });
  const triggers = ["assinatura", ...stages.map((s) => s.stage)];
  const error = form.formState.errors.milestones?.root?.message ?? form.formState.errors.milestones?.message;

  function fromStages() {
    milestones.replace(form.getValues("stages").map((s) => ({ trigger: s.stage, bps: s.bps })));
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Parcelas</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-muted-foreground">Cada parcela vence na assinatura do contrato ou na entrega de uma etapa.</p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={fromStages}>
            Uma parcela por etapa
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={milestones.fields.length >= triggers.length}
            onClick={() => {
              const used = new Set(form.getValues("milestones").map((m) => m.trigger));
              milestones.append({ trigger: triggers.find((t) => !used.has(t)) ?? "assinatura", bps: "0" });
            }}
          >
            Acrescentar parcela
          </Button>
        </div>
        <ol className="space-y-3">
          {milestones.fields.map((f, i) => (
            <li key={f.id} className="grid gap-3 rounded-md border p-3 sm:grid-cols-[1fr_8rem_auto] sm:items-end">
              <Field control={form.control} name={`milestones.${i}.trigger`} label={`Parcela ${i + 1}: vence`}>
                {(p) => (
                  <NativeSelect {...p}>
                    {triggers.map((t) => (
                      <option key={t} value={t}>
                        {milestoneLabel(t as FeeStage | "assinatura")}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </Field>
              <Field control={form.control} name={`milestones.${i}.bps`} label={`Parcela ${i + 1} (%)`}>
                {(p) => <Input {...p} inputMode="decimal" />}
              </Field>
              <Button type="button" variant="ghost" size="sm" onClick={() => milestones.remove(i)} aria-label={`Remover a parcela ${i + 1}`}>
                Remover
              </Button>
            </li>
          ))}
        </ol>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

const percentLabel = (bps: number) => `${bpsToText(bps)}%`;

/** Each method's formula with its figures, as the result card prints it. */
export function methodLines(totals: FeeTotals, input: Pick<FeeCalculationInput, "percentage" | "perSquareMetre" | "fixed">, hourly: ProjectFees["hourlyCost"]): Record<(typeof FEE_METHODS)[number]["id"], string> {
  const s = totals.service;
  return {
    "percentual-obra": `${formatMoney(input.percentage.constructionCost)} × ${percentLabel(input.percentage.percentBps)} = ${formatMoney(totals.byMethod["percentual-obra"].cents)}`,
    "custo-servico":
      s.hourlyCost > 0
        ? `${decimalToText(s.hours)} h × ${formatMoney(s.hourlyCost)} = ${formatMoney(s.cost)}; + lucro de ${percentLabel(hourly.profitBps)} (${formatMoney(s.profit)}); ÷ (1 − ${percentLabel(hourly.taxesBps)} de impostos) = ${formatMoney(s.fee)}, dos quais ${formatMoney(s.taxes)} de impostos`
        : "Preencha o custo da hora do escritório.",
    "por-m2": `${decimalToText(input.perSquareMetre.area)} m² × ${formatMoney(input.perSquareMetre.pricePerM2)} = ${formatMoney(totals.byMethod["por-m2"].cents)}`,
    "valor-fixo": formatMoney(input.fixed.amount),
  };
}

type MethodId = (typeof FEE_METHODS)[number]["id"];

/** The methods whose inputs are left blank: their R$ 0,00 would read as a figure, so the card says "não preenchido" instead. */
export function unfilledMethods(values: FeeFormValues, hourly: ProjectFees["hourlyCost"]): Set<MethodId> {
  const blank = (...texts: (string | undefined)[]) => texts.some((t) => !t?.trim());
  const out = new Set<MethodId>();
  if (blank(values.percentage?.constructionCost, values.percentage?.percentBps)) out.add("percentual-obra");
  if (hourly.hourlyCost <= 0 || (values.stages ?? []).every((s) => !s.hours?.trim())) out.add("custo-servico");
  if (blank(values.perSquareMetre?.area, values.perSquareMetre?.pricePerM2)) out.add("por-m2");
  if (blank(values.fixed?.amount)) out.add("valor-fixo");
  return out;
}

function ResultCard({ totals, input, unfilled, hourly }: { totals: FeeTotals | null; input: FeeCalculationInput | null; unfilled: Set<MethodId>; hourly: ProjectFees["hourlyCost"] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Resultado</CardTitle>
      </CardHeader>
      <CardContent aria-live="polite" className="space-y-5">
        {!totals || !input ? (
          <p className="text-sm text-muted-foreground">Complete os dados do método escolhido, as partes das etapas e as parcelas (cada uma somando 100%) para ver o resultado.</p>
        ) : (
          <>
            <p>
              <span className="block text-sm text-muted-foreground">Honorários ({FEE_METHODS.find((m) => m.id === totals.method)!.label})</span>
              <span className="text-2xl font-bold" data-testid="fee-total">
                {formatMoney(totals.total)}
              </span>
            </p>
            <div>
              <h2 className="mb-2 text-sm font-medium">Cada método</h2>
              <dl className="space-y-2 text-sm">
                {FEE_METHODS.map((m) => (
                  <div key={m.id} className={m.id === totals.method ? "font-medium" : undefined}>
                    <dt>
                      {m.label}: {unfilled.has(m.id) ? "não preenchido" : formatMoney(totals.byMethod[m.id].cents)}
                    </dt>
                    {unfilled.has(m.id) ? null : <dd className="break-words text-muted-foreground">{methodLines(totals, input, hourly)[m.id]}</dd>}
                  </div>
                ))}
              </dl>
            </div>
            <div>
              <h2 className="mb-2 text-sm font-medium">Por etapa</h2>
              <ul className="space-y-1 text-sm">
                {totals.stages.map((s) => (
                  <li key={s.stage} className="flex justify-between gap-3">
                    <span>
                      {feeStageLabel(s.stage)} ({percentLabel(s.bps)})
                    </span>
                    <span className="shrink-0 whitespace-nowrap tabular-nums">{formatMoney(s.amount)}</span>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h2 className="mb-2 text-sm font-medium">Parcelas</h2>
              <ol className="space-y-1 text-sm">
                {totals.milestones.map((m) => (
                  <li key={m.trigger} className="flex justify-between gap-3">
                    <span>
                      {m.label} ({percentLabel(m.bps)})
                    </span>
                    <span className="shrink-0 whitespace-nowrap tabular-nums">{formatMoney(m.amount)}</span>
                  </li>
                ))}
              </ol>
              <p className="mt-2 text-xs text-muted-foreground">Os centavos que sobram da divisão vão para as partes de maior resto, de modo que a soma dá o total exato.</p>
            </div>
            <ChartFigure chart={feeScheduleChart(totals)} headingLevel={2} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
