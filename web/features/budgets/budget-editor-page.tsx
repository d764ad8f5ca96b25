import { ArrowLeft, Download } from "lucide-react";
import { Link, useParams } from "react-router";
import { toast } from "sonner";
import { computeBudget, formatMoney, type BudgetTotals } from "#domain/budget";
import { BASIC_COST_EXCLUDES, BASIC_COST_LABEL, budgetInput, cubCodeLabel, DETAILED_BUDGET_PLANS, monthLabel } from "#domain/budget-defaults";
import type { BudgetContent } from "#domain/budget.schema";
import { budgetCharts } from "#domain/charts/budget-charts";
import type { CubTable } from "#domain/cub-table";
import type { ProjectDocumentOf } from "#domain/documents.schema";
import { PageHeader } from "#web/components/page-header";
import { QueryState } from "#web/components/query-state";
import { ChartFigure } from "#web/components/chart-figure";
import { ConflictDialog } from "#web/components/documents/conflict-dialog";
import { SaveStatus } from "#web/components/documents/save-status";
import { VersionHistory } from "#web/components/documents/version-history";
import { buttonVariants } from "#web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { errorMessage } from "#web/lib/api";
import { useCurrentUser } from "#web/lib/dashboard-context";
import { DASHBOARD_ICONS } from "#web/lib/dashboard-icons";
import { exportUrl, useDocument } from "#web/lib/documents/api";
import { useDocumentEditor } from "#web/lib/documents/use-document-editor";
import { formatDate } from "#web/lib/format";
import { useCubTables, useStudioCub } from "#web/api/budgets";
import { AreasCard } from "./components/areas-card";
import { CubCard } from "./components/cub-card";
import { BdiCard, ExtrasCard, StagesCard } from "./components/detail-cards";
import { ScenariosCard } from "./components/scenarios-card";

const Icon = DASHBOARD_ICONS.orcamentos;

/** `/dashboard/orcamentos/:documentId`: loads the budget and hands it to the editor (keyed by the document: saves do not remount it). */
export function BudgetEditorPage() {
  const { documentId = "" } = useParams();
  const doc = useDocument(documentId);
  if (!doc.isSuccess) return <QueryState query={doc} loadingLabel="Carregando o orçamento" />;
  if (doc.data.kind !== "orcamento") return <p role="alert">Este documento não é um orçamento.</p>;
  return <BudgetEditor key={doc.data.id} remote={doc.data} />;
}

/**
 * The budget (R-BUDGET-1..5): CUB, areas, and — from Projeto Avançado up — stages, extras, BDI
 * and scenarios; the totals follow every change. Autosaved like every other document (R-DOC-1,
 * R-DOC-2): each edit is kept in this browser at once and saved as a new version after a pause,
 * and one still pending when the page is left is sent then, so leaving loses nothing.
 */
function BudgetEditor({ remote }: { remote: ProjectDocumentOf<"orcamento"> }) {
  const me = useCurrentUser();
  const editor = useDocumentEditor(remote);
  const { content } = editor;
  const ownCub = useStudioCub();
  const tables = useCubTables();
  const locked = !DETAILED_BUDGET_PLANS.includes(me.plan);
  const totals = computeBudget(budgetInput(content));
  const set = (patch: Partial<BudgetContent>) => editor.update((c) => ({ ...c, ...patch }));

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <Link to="/dashboard/orcamentos" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Orçamentos
        </Link>
        <PageHeader
          title={`Orçamento: ${remote.project.name}`}
          description={`Cliente: ${remote.client.name} · versão ${editor.version} · ${formatDate(remote.updatedAt)}`}
          icon={<Icon />}
          actions={
            <>
              <VersionHistory documentId={remote.id} currentVersion={editor.version} renderPreview={(c) => <BudgetPreview content={c as BudgetContent} />} beforeRestore={editor.flush} />
              <PdfLink documentId={remote.id} beforeExport={editor.flush} />
            </>
          }
        />
        <div className="-mt-3">
          <SaveStatus status={editor.status} error={editor.error} />
        </div>
      </div>
      <CubCard cub={content.cub} onChange={(cub) => set({ cub })} now={new Date()} own={ownCub.data ?? []} tables={tables} />
      <AreasCard areas={content.areas} onChange={(areas) => set({ areas })} projectId={remote.project.id} />
      <Card aria-labelledby="resumo-title">
        <CardHeader>
          <CardTitle id="resumo-title">Resumo</CardTitle>
        </CardHeader>
        <CardContent>
          {locked ? (
            <BasicCost totals={totals} />
          ) : (
            <dl className="grid gap-2 text-sm sm:grid-cols-[16rem_1fr]">
              <dt>Base (CUB × área equivalente)</dt>
              <dd className="tabular-nums">{formatMoney(totals.base)}</dd>
              {totals.construction !== totals.base ? (
                <>
                  <dt>Obra (base + itens de construção)</dt>
                  <dd className="tabular-nums">{formatMoney(totals.construction)}</dd>
                </>
              ) : null}
              {totals.bdiPercent !== null ? (
                <>
                  <dt>BDI</dt>
                  <dd className="tabular-nums">{formatMoney(totals.bdi)}</dd>
                </>
              ) : null}
              {totals.other > 0 ? (
                <>
                  <dt>Projetos, aprovações e taxas</dt>
                  <dd className="tabular-nums">{formatMoney(totals.other)}</dd>
                </>
              ) : null}
              <dt className="font-semibold">Total estimado</dt>
              <dd className="font-semibold tabular-nums" aria-label="Total estimado">
                {formatMoney(totals.total)}
              </dd>
              <dt>Por m² de área real</dt>
              <dd className="tabular-nums">{totals.perM2 === null ? "—" : formatMoney(totals.perM2)}</dd>
            </dl>
          )}
        </CardContent>
      </Card>
      <ChartsCard content={content} tables={tables} detailed={!locked} />
      <StagesCard content={content} totals={totals} onChange={(stages) => set({ stages })} locked={locked} />
      <ExtrasCard content={content} totals={totals} onChange={(extras) => set({ extras })} locked={locked} />
      <BdiCard content={content} totals={totals} onChange={(bdi) => set({ bdi })} locked={locked} />
      <ScenariosCard content={content} onChange={(scenarios) => set({ scenarios })} locked={locked} tables={tables} />
      <ConflictDialog conflict={editor.conflict} onReload={editor.reload} onKeepMine={editor.keepMine} />
    </div>
  );
}

/**
 * The budget in pictures (R-CHART-1): the stages as bars (R$ and %), R$/m² against the CUB/m² and,
 * when the budget compares finishes, the scenarios side by side; the same charts as the PDF's.
 */
function ChartsCard({ content, tables, detailed }: { content: BudgetContent; tables: readonly CubTable[]; detailed: boolean }) {
  const charts = budgetCharts(content, { tables, detailed });
  return (
    <Card aria-labelledby="graficos-title">
      <CardHeader>
        <CardTitle id="graficos-title">Gráficos</CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <ChartFigure chart={charts.stages} />
        <ChartFigure chart={charts.perM2} />
        {charts.scenarios ? <ChartFigure chart={charts.scenarios} /> : null}
      </CardContent>
    </Card>
  );
}

/**
 * On Esboço the budget is the CUB's basic cost only (R-BUDGET-7): headed as such, never "Total
 * estimado", with what it leaves out in the same line, so nobody reads it as the work's total
 * (it can be a third below it).
 */
function BasicCost({ totals }: { totals: BudgetTotals }) {
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-[16rem_1fr]">
      <dt className="font-semibold">
        {BASIC_COST_LABEL} <span className="font-normal text-muted-foreground">— {BASIC_COST_EXCLUDES}</span>
      </dt>
      <dd className="font-semibold tabular-nums" aria-label={BASIC_COST_LABEL}>
        {formatMoney(totals.base)}
      </dd>
      <dt>Por m² de área real</dt>
      <dd className="tabular-nums">{totals.perM2 === null ? "—" : formatMoney(totals.perM2)}</dd>
    </dl>
  );
}

/** A version in the history: its CUB and its totals. */
function BudgetPreview({ content }: { content: BudgetContent }) {
  const t = computeBudget(budgetInput(content));
  return (
    <dl className="grid gap-1 text-sm sm:grid-cols-[12rem_1fr]">
      <dt>CUB/m²</dt>
      <dd>
        {cubCodeLabel(content.cub.code)} — {content.cub.uf}, {monthLabel(content.cub.month)}: {formatMoney(Math.round(content.cub.value * 100))}
      </dd>
      <dt>Base</dt>
      <dd className="tabular-nums">{formatMoney(t.base)}</dd>
      <dt>Total</dt>
      <dd className="tabular-nums">{formatMoney(t.total)}</dd>
    </dl>
  );
}

/** "Baixar PDF": saves what is pending first, so the file has what is on screen. */
function PdfLink({ documentId, beforeExport }: { documentId: string; beforeExport: () => Promise<void> }) {
  return (
    <a
      href={exportUrl(documentId, "pdf")}
      download
      className={buttonVariants({ variant: "outline" })}
      onClick={(event) => {
        event.preventDefault();
        const href = event.currentTarget.href;
        beforeExport().then(
          () => {
            const a = document.createElement("a");
            a.href = href;
            a.download = "";
            a.click();
          },
          (err: unknown) => toast.error("Não foi possível baixar o orçamento", { description: errorMessage(err) }),
        );
      }}
    >
      <Download aria-hidden="true" />
      Baixar PDF
    </a>
  );
}
