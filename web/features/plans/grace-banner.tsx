import { Link } from "react-router";
import { AlertTriangle } from "lucide-react";
import type { Billing } from "#domain/payments.schema";
import { planOrDefault } from "#domain/plans";
import { formatDate } from "#web/lib/format";

/**
 * The grace period's banner (R-PAY-3): a charge is overdue, the plan lasts until the date shown,
 * then the studio drops to Esboço's limits with nothing deleted. Also after the drop.
 */
export function GraceBanner({ billing }: { billing: Billing }) {
  if (billing.state === "grace" && billing.graceEndsAt) {
    return (
      <div role="alert" className="flex items-start gap-3 rounded-lg border border-amber-500/50 bg-amber-50 px-4 py-3 text-amber-950 dark:bg-amber-950/30 dark:text-amber-100">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p className="text-sm">
          <strong>Pagamento em atraso.</strong> O plano {planOrDefault(billing.plan).name} continua ativo até {formatDate(billing.graceEndsAt)}; depois, o
          estúdio passa aos limites do Esboço, sem perder nenhum dado.{" "}
          <Link to="/dashboard/configuracoes/assinatura" className="font-medium underline underline-offset-4">
            Ver cobrança em aberto
          </Link>
        </p>
      </div>
    );
  }
  if (billing.state === "downgraded") {
    return (
      <div role="alert" className="flex items-start gap-3 rounded-lg border border-amber-500/50 bg-amber-50 px-4 py-3 text-amber-950 dark:bg-amber-950/30 dark:text-amber-100">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p className="text-sm">
          <strong>O estúdio voltou aos limites do Esboço</strong> porque a cobrança do plano {billing.subscribedPlan ? planOrDefault(billing.subscribedPlan).name : ""} não
          foi paga. Nenhum dado foi apagado: o que passa dos limites fica só para leitura. Assine de novo para voltar.
        </p>
      </div>
    );
  }
  return null;
}
