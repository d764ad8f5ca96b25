import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, ExternalLink } from "lucide-react";
import { formatMoney } from "#domain/budget";
import type { PlanChange } from "#domain/payments.schema";
import { CYCLE_LABELS, type BillingCycle } from "#domain/plan-prices";
import { planOrDefault, type Plan } from "#domain/plans";
import { billingQueries, useChangePlan } from "#web/api/payments";
import { Button } from "#web/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "#web/components/ui/dialog";
import { Spinner } from "#web/components/ui/spinner";
import { errorMessage } from "#web/lib/api";
import { formatDay } from "#web/lib/format";

/**
 * Changing the plan of a running subscription (R-PAY-11, decision 104). Before confirming, the
 * dialog shows what the server computed: an upgrade's difference for the days left (paid now, the
 * plan on at once) or a downgrade's or a cycle switch's date (the next cycle, R-PAY-13). One
 * idempotency key per dialog, so a double click or a retry is one change.
 */
export function PlanChangeDialog({ plan, cycle, open, onOpenChange }: { plan: Plan; cycle?: BillingCycle; open: boolean; onOpenChange: (open: boolean) => void }) {
  const preview = useQuery({ ...billingQueries.planChangePreview(plan.id, cycle), enabled: open });
  const change = useChangePlan();
  const [key] = useState(() => crypto.randomUUID());
  const [done, setDone] = useState<PlanChange | null>(null);
  const p = preview.data;
  const upgrade = p?.kind === "upgrade";
  const per = perCycle(p?.toCycle ?? cycle ?? "monthly");
  const title =
    cycle && p?.kind === "cycle"
      ? `Mudar para a cobrança ${CYCLE_LABELS[cycle].toLowerCase()}`
      : upgrade || !p
        ? `Mudar para o plano ${plan.name}`
        : `Mudar para o plano ${plan.name} no próximo ciclo`;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={done ? undefined : "Confira os valores antes de confirmar."}>
        {done ? (
          <Done change={done} onClose={() => onOpenChange(false)} />
        ) : preview.isPending ? (
          <Spinner label="Calculando a mudança de plano" />
        ) : preview.isError || !p ? (
          <p role="alert">{errorMessage(preview.error)}</p>
        ) : (
          <div className="space-y-4 text-sm">
            {upgrade ? (
              <>
                <p>
                  O plano {plan.name} começa agora. Hoje você paga só a diferença proporcional aos dias que faltam no ciclo já pago.
                </p>
                <dl className="grid gap-2 rounded-md border p-3">
                  <div className="flex justify-between gap-4">
                    <dt className="text-muted-foreground">Preço {per}</dt>
                    <dd>
                      {formatMoney(p.fromAmountCents)} → {formatMoney(p.toAmountCents)}
                    </dd>
                  </div>
                  <div className="flex justify-between gap-4">
                    <dt className="text-muted-foreground">Dias restantes do ciclo</dt>
                    <dd>
                      {p.daysLeft} de {p.daysInCycle}
                    </dd>
                  </div>
                  <div className="flex justify-between gap-4 font-medium">
                    <dt>A pagar agora</dt>
                    <dd data-testid="valor-proporcional">{formatMoney(p.prorationCents)}</dd>
                  </div>
                </dl>
                <p className="text-muted-foreground">Nas próximas cobranças, {formatMoney(p.toAmountCents)} {per}, pela mesma forma de pagamento.</p>
              </>
            ) : p.kind === "cycle" ? (
              <>
                <p>
                  Mudança para a cobrança {CYCLE_LABELS[p.toCycle].toLowerCase()} em {formatDay(p.effectiveDate)}. Até lá vale o período já pago; nada é cobrado agora.
                </p>
                <p className="text-muted-foreground">
                  A partir de {formatDay(p.effectiveDate)}, {formatMoney(p.toAmountCents)} {per} no plano {plan.name}, pela mesma forma de pagamento. Dá para cancelar a mudança até essa data.
                </p>
              </>
            ) : (
              <>
                <p>
                  Mudança para {plan.name} em {formatDay(p.effectiveDate)}. Até lá o estúdio continua no plano {planOrDefault(p.fromPlan).name}, já pago; nada é cobrado agora.
                </p>
                <p className="text-muted-foreground">
                  A partir de {formatDay(p.effectiveDate)}, {formatMoney(p.toAmountCents)} {per}. O que passar dos limites do novo plano fica só para leitura, sem perder dados. Dá para cancelar a mudança até essa data.
                </p>
              </>
            )}
            {change.isError ? <p role="alert">{errorMessage(change.error)}</p> : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Voltar
              </Button>
              <Button
                type="button"
                disabled={change.isPending}
                onClick={() => change.mutate({ plan: plan.id, ...(cycle ? { cycle } : {}), idempotencyKey: key }, { onSuccess: setDone })}
              >
                {change.isPending ? "Confirmando..." : upgrade ? `Confirmar e pagar ${formatMoney(p.prorationCents)}` : "Agendar a mudança"}
              </Button>
            </DialogFooter>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Done({ change, onClose }: { change: PlanChange; onClose: () => void }) {
  const name = planOrDefault(change.toPlan).name;
  return (
    <div className="space-y-4 text-sm">
      <p role="status" className="flex items-center gap-2 font-medium">
        <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
        {change.kind === "upgrade"
          ? `O plano ${name} está ativo.`
          : change.kind === "cycle"
            ? `Mudança para a cobrança ${CYCLE_LABELS[change.toCycle].toLowerCase()} em ${formatDay(change.effectiveDate)}.`
            : `Mudança para ${name} em ${formatDay(change.effectiveDate)}.`}
      </p>
      {change.kind === "upgrade" && change.paymentUrl ? (
        <>
          <p>A diferença de {formatMoney(change.prorationCents)} vence hoje: pague por Pix, boleto ou cartão na página do gateway.</p>
          <a href={change.paymentUrl} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline">
            <ExternalLink aria-hidden="true" className="size-4" />
            Pagar a diferença de {formatMoney(change.prorationCents)}
          </a>
        </>
      ) : null}
      <DialogFooter>
        <Button type="button" onClick={onClose}>
          Fechar
        </Button>
      </DialogFooter>
    </div>
  );
}

/** "por mês" or "por ano": each cycle's price (R-PAY-13). */
function perCycle(cycle: BillingCycle): string {
  return cycle === "yearly" ? "por ano" : "por mês";
}
