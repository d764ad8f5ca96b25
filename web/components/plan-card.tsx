import type { ReactNode } from "react";
import { yearlyOffer, type BillingCycle } from "#domain/plan-prices";
import type { Plan } from "#domain/plans";
import { formatMoney } from "#web/lib/format";

const formatCents = (cents: number) => formatMoney(cents / 100);

/** "Grátis", "R$ 99,00" or "Em breve", from the catalogue in domain/plans.ts. */
export function planPrice(plan: Plan): string {
  if (plan.price === null) return "Em breve";
  if (plan.price === 0) return "Grátis";
  return formatMoney(plan.price);
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" className="mt-0.5 shrink-0 text-primary">
      <path d="M20 6 9 17l-5-5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function SoonIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" className="mt-0.5 shrink-0">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * One plan, as on the landing pricing and the dashboard plans page; `action` is the page's
 * button or link. Plain classes and an inline icon keep it light enough for the landing chunk.
 * `cycle` yearly shows the year's price, the month it equals and the saving (R-PAY-13).
 */
export function PlanCard({ plan, action, current = false, cycle = "monthly" }: { plan: Plan; action: ReactNode; current?: boolean; cycle?: BillingCycle }) {
  const yearly = cycle === "yearly" ? yearlyOffer(plan) : null;
  const border = plan.popular ? "border-primary ring-2 ring-primary/30" : current ? "border-primary/60" : "border-border";
  return (
    <article
      aria-labelledby={`plano-${plan.id}`}
      className={`relative flex h-full flex-col rounded-lg border bg-card p-6 text-card-foreground shadow-sm ${border} ${plan.disabled ? "opacity-80" : ""}`}
    >
      {plan.popular ? (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-primary-foreground">
          Mais Popular
        </span>
      ) : null}
      {plan.comingSoon ? (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-secondary px-3 py-0.5 text-xs font-semibold tracking-wide text-secondary-foreground">
          EM BREVE
        </span>
      ) : null}
      <h3 id={`plano-${plan.id}`} className="text-lg font-semibold">
        {plan.name}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{plan.description}</p>
      {yearly ? (
        <>
          <p className="mt-4 whitespace-nowrap">
            <span className="text-2xl font-bold">{formatCents(yearly.yearlyCents)}</span>
            <span className="text-sm text-muted-foreground"> /ano</span>
          </p>
          <p className="text-sm text-muted-foreground">cobrança anual · equivale a {formatCents(yearly.perMonthCents)}/mês</p>
          <p className="text-sm font-medium text-primary">economize {formatCents(yearly.savingCents)} por ano</p>
        </>
      ) : (
        <>
          <p className="mt-4 whitespace-nowrap">
            <span className="text-2xl font-bold">{planPrice(plan)}</span>
            {plan.price ? <span className="text-sm text-muted-foreground"> /mês</span> : null}
          </p>
          {/* Legado's price already reads "Em breve"; its period would only repeat it. */}
          {plan.price !== null ? <p className="text-sm text-muted-foreground">{plan.price ? "cobrança mensal" : plan.period}</p> : null}
        </>
      )}
      <ul className="mt-4 flex flex-1 flex-col gap-2 text-sm">
        {/* R-PLAN-6: what is not built yet says so, without the check mark of what is included. */}
        {plan.features.map((feature) =>
          feature.soon ? (
            <li key={feature.text} className="flex gap-2 text-muted-foreground">
              <SoonIcon />
              <span>
                {feature.text} <span data-em-breve="" className="whitespace-nowrap rounded-full bg-secondary px-2 py-0.5 text-xs font-semibold text-secondary-foreground">Em breve</span>
              </span>
            </li>
          ) : (
            <li key={feature.text} className="flex gap-2">
              <CheckIcon />
              <span>{feature.text}</span>
            </li>
          ),
        )}
      </ul>
      <div className="mt-6">{action}</div>
    </article>
  );
}
