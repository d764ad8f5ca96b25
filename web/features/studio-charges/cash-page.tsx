import { useState } from "react";
import { Link, useOutletContext } from "react-router";
import { Wallet } from "lucide-react";
import { formatMoney } from "#domain/budget";
import { canManageMembers } from "#domain/studios";
import { cashChart } from "./cash-charts";
import { STUDIO_CHARGE_METHOD_LABELS, dateBr } from "#domain/studio-charges";
import { cashCsvHref, useCashView, type CashFilter } from "#web/api/studio-charges";
import { ChargeNfse, ChargeStatusBadge } from "#web/components/charge-payment";
import { ChartFigure } from "#web/components/chart-figure";
import { PageHeader } from "#web/components/page-header";
import { buttonVariants } from "#web/components/ui/button";
import { Card, CardContent } from "#web/components/ui/card";
import { NativeSelect } from "#web/components/ui/native-select";
import { Spinner } from "#web/components/ui/spinner";
import { errorMessage } from "#web/lib/api";
import type { DashboardContext } from "#web/lib/dashboard-context";
import { ChargeActions } from "#web/components/charge-actions";

const FILTERS: { id: CashFilter; label: string }[] = [
  { id: "todas", label: "Todas" },
  { id: "recebidas", label: "Recebidas" },
  { id: "a-receber", label: "A receber" },
  { id: "vencidas", label: "Vencidas" },
];

/**
 * Configurações → Financeiro (R-PAY-8, decision 100): received, to receive and overdue of every
 * project, the same by month as a chart (R-CHART-4), the list and its CSV. One column of cards on a
 * 390 px phone, no table to scroll.
 */
export function CashPage() {
  const [filter, setFilter] = useState<CashFilter>("todas");
  const cash = useCashView(filter);
  // The chart is of every charge whatever the list's filter (R-CHART-4): the same query as "Todas".
  const everything = useCashView("todas");
  // Cancelling and refunding are the owner's and the admins' (R-PAY-6, R-PAY-7); read leniently, as the page is also rendered alone.
  const role = useOutletContext<DashboardContext | undefined>()?.me.studio.role;
  const canManage = role !== undefined && canManageMembers(role);

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader title="Financeiro" description="O que o estúdio já recebeu, o que tem a receber e o que venceu, em todos os projetos." icon={<Wallet />} />
      {cash.isPending ? (
        <Spinner label="Carregando o financeiro" />
      ) : cash.isError ? (
        <p role="alert">{errorMessage(cash.error)}</p>
      ) : (
        <>
          <dl className="grid gap-3 sm:grid-cols-3">
            <Total label="Recebido" cents={cash.data.totals.receivedCents} />
            <Total label="A receber" cents={cash.data.totals.toReceiveCents} />
            <Total label="Vencido" cents={cash.data.totals.overdueCents} />
          </dl>
          {everything.data ? (
            <Card>
              <CardContent className="pt-4">
                <ChartFigure chart={cashChart(everything.data.charges)} headingLevel={2} />
              </CardContent>
            </Card>
          ) : null}
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div className="space-y-1">
              <label htmlFor="financeiro-filtro" className="text-sm font-medium">
                Mostrar
              </label>
              <NativeSelect id="financeiro-filtro" value={filter} onChange={(e) => setFilter(e.target.value as CashFilter)} className="w-48">
                {FILTERS.map((f) => (
                  <option key={f.id} value={f.id}>
                    {f.label}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <a href={cashCsvHref(filter)} download className={buttonVariants({ variant: "outline" })}>
              Exportar CSV
            </a>
          </div>
          {cash.data.charges.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              Nenhuma cobrança aqui. As cobranças são geradas no card “Cobranças” de cada projeto, a partir das parcelas dos honorários.
            </p>
          ) : (
            <ul className="space-y-3" aria-label="Cobranças">
              {cash.data.charges.map((c) => (
                <li key={c.id}>
                  <Card>
                    <CardContent className="space-y-1 pt-4 text-sm">
                      <div className="flex flex-wrap items-baseline justify-between gap-2">
                        <Link to={`/dashboard/projetos/${c.projectId}#cobrancas`} className="font-medium underline break-words">
                          {c.projectName}
                        </Link>
                        <span className="flex items-center gap-2">
                          <strong>{formatMoney(c.amountCents)}</strong>
                          <ChargeStatusBadge status={c.status} />
                        </span>
                      </div>
                      <p className="text-muted-foreground break-words">
                        {c.clientName ?? "Sem cliente"} · {c.description}
                      </p>
                      <p className="text-muted-foreground">
                        {STUDIO_CHARGE_METHOD_LABELS[c.method]} · vencimento {dateBr(c.dueDate)}
                        {c.paidAt ? ` · paga em ${dateBr(c.paidAt)}` : ""}
                      </p>
                      <ChargeNfse nfse={c.nfse} />
                      <ChargeActions charge={c} canManage={canManage} />
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

function Total({ label, cents }: { label: string; cents: number }) {
  return (
    <div className="rounded-lg border bg-card p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums">{formatMoney(cents)}</dd>
    </div>
  );
}
