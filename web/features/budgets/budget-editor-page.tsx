import { ArrowLeft, Download } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { toast } from "sonner";
import { computeBudget, formatMoney } from "#domain/budget";
import { budgetInput, DETAILED_BUDGET_PLANS } from "#domain/budget-defaults";
import type { BudgetContent } from "#domain/budget.schema";
import type { ProjectDocumentOf } from "#domain/documents.schema";
import { PageHeader } from "#web/components/page-header";
import { QueryState } from "#web/components/query-state";
import { Button, buttonVariants } from "#web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { errorMessage } from "#web/lib/api";
import { useCurrentUser } from "#web/lib/dashboard-context";
import { DASHBOARD_ICONS } from "#web/lib/dashboard-icons";
import { saveDocument, useDocument, useRefreshDocuments } from "#web/lib/documents/api";
import { formatDate } from "#web/lib/format";
import { useStudioCub } from "./api/studio-cub";
import { AreasCard } from "./components/areas-card";
import { CubCard } from "./components/cub-card";
import { BdiCard, ExtrasCard, StagesCard } from "./components/detail-cards";
import { ScenariosCard } from "./components/scenarios-card";

const Icon = DASHBOARD_ICONS.orcamentos;

/** `/dashboard/orcamentos/:documentId`: loads the budget and hands it to the editor. */
export function BudgetEditorPage() {
  const { documentId = "" } = useParams();
  const doc = useDocument(documentId);
  if (!doc.isSuccess) return <QueryState query={doc} loadingLabel="Carregando o orçamento" />;
  if (doc.data.kind !== "orcamento") return <p role="alert">Este documento não é um orçamento.</p>;
  return <BudgetEditor key={`${doc.data.id}-${doc.data.version}`} doc={doc.data} />;
}

/**
 * The budget (R-BUDGET-1..5): CUB, areas, and — from Projeto Avançado up — stages, extras, BDI
 * and scenarios; the totals follow every change, "Salvar orçamento" keeps it as a new version.
 */
function BudgetEditor({ doc }: { doc: ProjectDocumentOf<"orcamento"> }) {
  const me = useCurrentUser();
  const refresh = useRefreshDocuments();
  const [content, setContent] = useState<BudgetContent>(doc.content);
  const [saving, setSaving] = useState(false);
  const ownCub = useStudioCub();
  const locked = !DETAILED_BUDGET_PLANS.includes(me.plan);
  const totals = computeBudget(budgetInput(content));
  const set = (patch: Partial<BudgetContent>) => setContent((c) => ({ ...c, ...patch }));

  async function save() {
    setSaving(true);
    try {
      const saved = await saveDocument(doc.id, doc.version, content);
      refresh(saved);
      void ownCub.refetch();
      toast.success("Orçamento salvo", { description: `Versão ${saved.version}: a anterior continua no histórico.` });
    } catch (err) {
      toast.error("Não foi possível salvar o orçamento", { description: errorMessage(err) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <Link to="/dashboard/orcamentos" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Orçamentos
      </Link>
      <PageHeader
        title={`Orçamento: ${doc.project.name}`}
        description={`Cliente: ${doc.client.name} · versão ${doc.version} · ${formatDate(doc.updatedAt)}`}
        icon={<Icon />}
        actions={
          <a href={`/api/documents/${doc.id}/export?format=pdf`} download className={buttonVariants({ variant: "outline" })}>
            <Download aria-hidden="true" />
            Baixar PDF
          </a>
        }
      />
      <CubCard cub={content.cub} onChange={(cub) => set({ cub })} now={new Date()} own={ownCub.data ?? []} />
      <AreasCard areas={content.areas} onChange={(areas) => set({ areas })} />
      <Card aria-labelledby="resumo-title">
        <CardHeader>
          <CardTitle id="resumo-title">Resumo</CardTitle>
        </CardHeader>
        <CardContent>
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
        </CardContent>
      </Card>
      <StagesCard content={content} totals={totals} onChange={(stages) => set({ stages })} locked={locked} />
      <ExtrasCard content={content} totals={totals} onChange={(extras) => set({ extras })} locked={locked} />
      <BdiCard content={content} totals={totals} onChange={(bdi) => set({ bdi })} locked={locked} />
      <ScenariosCard content={content} onChange={(scenarios) => set({ scenarios })} locked={locked} />
      <div className="flex justify-end">
        <Button onClick={() => void save()} disabled={saving}>
          {saving ? "Salvando..." : "Salvar orçamento"}
        </Button>
      </div>
    </div>
  );
}
