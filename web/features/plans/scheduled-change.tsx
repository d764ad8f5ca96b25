import { CalendarClock } from "lucide-react";
import { toast } from "sonner";
import type { Billing } from "#domain/payments.schema";
import { CYCLE_LABELS } from "#domain/plan-prices";
import { planOrDefault } from "#domain/plans";
import { useCancelPlanChange } from "#web/api/payments";
import { Button } from "#web/components/ui/button";
import { errorMessage } from "#web/lib/api";
import { formatDay } from "#web/lib/format";

/**
 * A downgrade or a cycle switch waiting for the next cycle (R-PAY-11, R-PAY-13): "Mudança para
 * {plano} em dd/MM/yyyy" or "Mudança para a cobrança anual em dd/MM/yyyy", cancelable by the owner.
 */
export function ScheduledChange({ billing, owner }: { billing: Billing; owner: boolean }) {
  const cancel = useCancelPlanChange();
  const change = billing.scheduledChange;
  if (!change) return null;
  const name = change.kind === "cycle" ? `a cobrança ${CYCLE_LABELS[change.cycle].toLowerCase()}` : planOrDefault(change.plan).name;
  return (
    <div role="status" className="flex flex-col gap-3 rounded-lg border px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-center gap-2 text-sm font-medium">
        <CalendarClock aria-hidden="true" className="size-5 shrink-0" />
        Mudança para {name} em {formatDay(change.effectiveDate)}
      </p>
      {owner ? (
        <Button
          type="button"
          variant="outline"
          disabled={cancel.isPending}
          aria-label={change.kind === "cycle" ? `Cancelar a mudança para ${name}` : `Cancelar a mudança para o plano ${name}`}
          onClick={() =>
            cancel.mutate(change.id, {
              onSuccess: () =>
                toast.success("Mudança cancelada", {
                  description:
                    change.kind === "cycle" && billing.cycle
                      ? `A cobrança continua ${CYCLE_LABELS[billing.cycle].toLowerCase()}.`
                      : `O estúdio continua no plano ${planOrDefault(billing.plan).name}.`,
                }),
              onError: (error) => toast.error("Não foi possível cancelar a mudança", { description: errorMessage(error) }),
            })
          }
        >
          {cancel.isPending ? "Cancelando..." : "Cancelar mudança"}
        </Button>
      ) : null}
    </div>
  );
}
