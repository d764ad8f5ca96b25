import { useState } from "react";
import { Link } from "react-router";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CalendarCheck, Gift, Info, Receipt } from "lucide-react";
import { toast } from "sonner";
import { CYCLE_LABELS, type BillingCycle } from "#domain/plan-prices";
import { COMING_SOON_TOOLTIP, DEFAULT_PLAN, PLANS, planOrDefault, type Plan } from "#domain/plans";
import { isOwner } from "#domain/studios";
import { PageHeader } from "#web/components/page-header";
import { PlanCard } from "#web/components/plan-card";
import { PlanUsageList } from "#web/components/plan-usage";
import { usePlanUsage } from "#web/lib/plan-usage";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { errorMessage } from "#web/lib/api";
import { useCurrentUser } from "#web/lib/dashboard-context";
import { DASHBOARD_ICONS } from "#web/lib/dashboard-icons";
import { formatDate } from "#web/lib/format";
import { billingQueries, useBilling } from "#web/api/payments";
import { CheckoutDialog } from "./checkout-dialog";
import { PlanChangeDialog } from "./plan-change-dialog";
import { ScheduledChange } from "./scheduled-change";
import { GraceBanner } from "./grace-banner";
import { upgradeRequestsQueryOptions, useRequestUpgrade } from "#web/api/plans";
import { ComparisonTable } from "./comparison-table";
import { CycleChoice } from "./cycle-choice";

const Icon = DASHBOARD_ICONS.planos;

/** Why a member's upgrade buttons are disabled (tied to each with aria-describedby). */
export const OWNER_ONLY = "Só o proprietário do estúdio pode mudar o plano.";
const OWNER_ONLY_ID = "so-o-proprietario";
const ONE_AT_A_TIME_ID = "um-de-cada-vez";

export function PlansPage() {
  const me = useCurrentUser();
  const requests = useQuery(upgradeRequestsQueryOptions);
  const requestUpgrade = useRequestUpgrade();
  const pending = new Set(requests.data?.map((r) => r.plan));
  const current = planOrDefault(me.plan);
  const { usage } = usePlanUsage(me.usage);
  // The plan is the active studio's: only its owner asks for another (the API says 403 to the rest).
  const owner = isOwner(me.studio.role);
  // R-PAY-1: with PAYMENTS_* the owner pays online; without, the request the team grants.
  const billing = useBilling();
  const paymentsEnabled = billing.data?.paymentsEnabled === true;
  const [paying, setPaying] = useState<Plan | null>(null);
  // R-PAY-11: with a subscription running, another plan is a change with pro rata, not a new checkout.
  const [changing, setChanging] = useState<Plan | null>(null);
  const subscription = paymentsEnabled && owner && billing.data?.state === "active" && billing.data.subscribedPlan === me.plan;
  // R-PAY-13: monthly or yearly; the subscription's own cycle until the owner picks another.
  const [chosenCycle, setChosenCycle] = useState<BillingCycle | null>(null);
  const subscribedCycle = billing.data?.cycle ?? null;
  const cycle: BillingCycle = chosenCycle ?? (subscription && subscribedCycle ? subscribedCycle : "monthly");
  const otherCycle = subscription && subscribedCycle !== null && cycle !== subscribedCycle;
  const [changingCycle, setChangingCycle] = useState(false);

  const queryClient = useQueryClient();

  async function upgrade(plan: Plan) {
    // A click before the billing read arrived waits for it rather than guessing.
    let online = paymentsEnabled;
    if (!billing.data) {
      try {
        online = (await queryClient.ensureQueryData(billingQueries.overview())).paymentsEnabled;
      } catch {
        online = false;
      }
    }
    if (online) {
      setPaying(plan);
      return;
    }
    requestUpgrade.mutate(plan.id, {
      onSuccess: () => {
        toast.success("Upgrade solicitado", {
          description: `Recebemos seu pedido para o plano ${plan.name}. Nossa equipe entrará em contato em breve.`,
          duration: 5000,
        });
      },
      onError: (error) => {
        toast.error("Não foi possível solicitar o upgrade", { description: errorMessage(error) });
      },
    });
  }

  function action(plan: Plan) {
    // The same plan in the other cycle: a switch at the next cycle (R-PAY-13).
    if (plan.id === me.plan && otherCycle && !billing.data?.scheduledChange) {
      return (
        <Button className="w-full" variant="default" onClick={() => setChangingCycle(true)}>
          Mudar para a cobrança {CYCLE_LABELS[cycle].toLowerCase()}
        </Button>
      );
    }
    if (plan.id === me.plan) {
      return (
        <Button className="w-full" variant="outline" disabled>
          Plano Atual
        </Button>
      );
    }
    if (plan.comingSoon) {
      // A disabled button gets no hover events, so the tooltip sits on its wrapper.
      return (
        <span title={COMING_SOON_TOOLTIP} className="block">
          <Button className="w-full" variant="secondary" disabled aria-describedby={`dica-${plan.id}`}>
            {plan.buttonText}
          </Button>
          <span id={`dica-${plan.id}`} className="sr-only">
            {COMING_SOON_TOOLTIP}
          </span>
        </span>
      );
    }
    if (plan.price === 0) {
      return (
        <Button className="w-full" variant="outline" disabled>
          Período de teste
        </Button>
      );
    }
    if (subscription && plan.price !== null && otherCycle) {
      // Plan and cycle change one at a time (decision 116).
      return (
        <Button className="w-full" variant="outline" disabled aria-describedby={ONE_AT_A_TIME_ID} aria-label={`Mudar para o plano ${plan.name}`}>
          Um de cada vez
        </Button>
      );
    }
    if (subscription && plan.price !== null) {
      const lower = plan.price < (current.price ?? 0);
      return (
        <Button className="w-full" variant={plan.popular && !lower ? "default" : "outline"} onClick={() => setChanging(plan)} aria-label={`Mudar para o plano ${plan.name}`}>
          {lower ? "Mudar no próximo ciclo" : "Mudar agora"}
        </Button>
      );
    }
    // The studio already has more (the API refuses asking for less: seats and projects would be over it).
    if ((plan.price ?? 0) < (current.price ?? 0)) {
      return (
        <Button className="w-full" variant="outline" disabled>
          Abaixo do plano atual
        </Button>
      );
    }
    if (pending.has(plan.id)) {
      return (
        <Button className="w-full" variant="outline" disabled>
          Upgrade solicitado
        </Button>
      );
    }
    if (!owner) {
      return (
        <Button className="w-full" variant="outline" disabled aria-describedby={OWNER_ONLY_ID} aria-label={`Fazer upgrade para o plano ${plan.name}`}>
          Fazer upgrade
        </Button>
      );
    }
    const busy = requestUpgrade.isPending && requestUpgrade.variables === plan.id;
    return (
      <Button
        className="w-full"
        variant={plan.popular ? "default" : "outline"}
        disabled={requestUpgrade.isPending}
        onClick={() => void upgrade(plan)}
        aria-label={`Fazer upgrade para o plano ${plan.name}`}
      >
        {busy ? "Solicitando..." : "Fazer upgrade"}
      </Button>
    );
  }

  return (
    <div className="mx-auto max-w-7xl space-y-8">
      <PageHeader
        title="Planos & Assinaturas"
        description="Escolha o plano ideal para o seu escritório."
        icon={<Icon />}
      />
      <div
        role="status"
        className="flex items-center gap-3 rounded-lg border border-primary/30 bg-accent px-4 py-3 text-accent-foreground"
      >
        <CalendarCheck aria-hidden="true" className="size-5 shrink-0" />
        <p className="font-medium">
          {/* The trial's end only on the trial: a granted plan says itself and when its allowances renew. */}
          {current.id === DEFAULT_PLAN || !usage?.renewsAt ? (
            <>
              Seu plano atual é válido até {formatDate(me.trialEndsAt)}
              <span className="font-normal"> · {current.name}</span>
            </>
          ) : (
            <>
              Plano {current.name}
              <span className="font-normal"> · renova em {formatDate(usage.renewsAt)}</span>
            </>
          )}
          <span className="font-normal"> · estúdio {me.studio.name}</span>
        </p>
      </div>
      {me.planGrantedAt ? (
        <p className="-mt-4 flex items-center gap-2 text-sm text-muted-foreground">
          <Gift aria-hidden="true" className="size-4 shrink-0" />
          Plano {current.name} liberado pela equipe Prancheta em {formatDate(me.planGrantedAt)}.
        </p>
      ) : null}
      {usage ? (
        <Card aria-labelledby="uso-do-plano">
          <CardHeader>
            <CardTitle id="uso-do-plano">Uso do plano</CardTitle>
            <CardDescription>O que o estúdio já usou do plano {current.name}.</CardDescription>
          </CardHeader>
          <CardContent>
            <PlanUsageList usage={usage} className="grid gap-4 space-y-0 sm:grid-cols-2" />
          </CardContent>
        </Card>
      ) : null}
      {billing.data ? <GraceBanner billing={billing.data} /> : null}
      {billing.data && !paymentsEnabled ? (
        <p className="-mt-4 flex items-start gap-2 text-sm text-muted-foreground">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          O pagamento on-line não está configurado nesta instalação: &quot;Fazer upgrade&quot; envia um pedido à equipe Prancheta, que libera o plano.
        </p>
      ) : null}
      {billing.data && paymentsEnabled ? (
        <p className="-mt-4 text-sm">
          <Link to="/dashboard/configuracoes/assinatura" className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline">
            <Receipt aria-hidden="true" className="size-4" />
            Assinatura e cobrança
          </Link>
        </p>
      ) : null}
      {billing.data ? <ScheduledChange billing={billing.data} owner={owner} /> : null}
      {changing ? <PlanChangeDialog key={changing.id} plan={changing} open onOpenChange={(open) => (open ? null : setChanging(null))} /> : null}
      {changingCycle ? <PlanChangeDialog key={`ciclo-${cycle}`} plan={current} cycle={cycle} open onOpenChange={(open) => (open ? null : setChangingCycle(false))} /> : null}
      {paying ? <CheckoutDialog key={paying.id} plan={paying} cycle={cycle} open onOpenChange={(open) => (open ? null : setPaying(null))} /> : null}
      {owner ? null : (
        <p id={OWNER_ONLY_ID} className="-mt-4 text-sm text-muted-foreground">
          {OWNER_ONLY}
        </p>
      )}

      <section aria-labelledby="planos-disponiveis">
        <h2 id="planos-disponiveis" className="sr-only">
          Planos disponíveis
        </h2>
        <div className="mb-4 flex flex-col gap-2">
          <CycleChoice value={cycle} onChange={setChosenCycle} />
          {otherCycle && subscribedCycle ? (
            <p id={ONE_AT_A_TIME_ID} className="text-sm text-muted-foreground">
              A assinatura é {CYCLE_LABELS[subscribedCycle].toLowerCase()}: o ciclo muda no fim do período pago, no mesmo plano. Para mudar de plano, escolha {CYCLE_LABELS[subscribedCycle]}.
            </p>
          ) : null}
        </div>
        <div className="grid gap-6 pt-3 sm:grid-cols-2 xl:grid-cols-5">
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} current={plan.id === me.plan} cycle={cycle} action={action(plan)} />
          ))}
        </div>
      </section>

      <Card>
        <CardHeader>
          <CardTitle>Compare os planos</CardTitle>
          <CardDescription>O que cada plano inclui, lado a lado.</CardDescription>
        </CardHeader>
        <CardContent>
          <ComparisonTable currentPlan={me.plan} />
        </CardContent>
      </Card>
    </div>
  );
}
