import { useCallback, useSyncExternalStore } from "react";
import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { COMING_SOON_TOOLTIP, PLANS, type Plan } from "#domain/plans";
import { buttonVariants } from "#web/components/ui/button-variants";
import { PlanCard } from "#web/components/plan-card";
import { PLAN_BUTTON_VARIANT } from "./content";
import { ChevronLeftIcon, ChevronRightIcon } from "./icons";

/**
 * The five plans: one list that is a 5-column grid from 768 px (R-LAND-4) and an
 * embla carousel below it. Embla is switched off by its breakpoint option on wide screens, so
 * the same markup serves both and the prerendered HTML hydrates as is.
 */
export function PricingSection() {
  const [viewportRef, api] = useEmblaCarousel({
    align: "start",
    containScroll: "trimSnaps",
    breakpoints: { "(min-width: 768px)": { active: false } },
  });
  const { selected, snapCount, canPrev, canNext } = useCarouselState(api);

  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 bg-muted py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="pricing-title" className="text-3xl font-bold tracking-tight">
            Planos para cada fase do escritório
          </h2>
          <p className="mt-4 text-muted-foreground">
            Comece com 7 dias grátis, sem cartão de crédito, e mude de plano quando o volume de
            projetos crescer.
          </p>
        </div>

        <div className="mt-10" role="region" aria-roledescription="carrossel" aria-label="Planos">
          <div ref={viewportRef} className="overflow-hidden pt-4 md:overflow-visible">
            <ul className="-ml-4 flex touch-pan-y md:ml-0 md:grid md:grid-cols-5 md:gap-4">
              {PLANS.map((plan) => (
                <li
                  key={plan.id}
                  className="min-w-0 shrink-0 grow-0 basis-[85%] pl-4 md:basis-auto md:pl-0"
                  data-plan={plan.id}
                >
                  <PlanCard plan={plan} action={<PlanAction plan={plan} />} />
                </li>
              ))}
            </ul>
          </div>

          <div className="mt-6 flex items-center justify-center gap-3 md:hidden">
            <button
              type="button"
              className={buttonVariants({ variant: "outline", size: "icon" })}
              aria-label="Plano anterior"
              disabled={!canPrev}
              onClick={() => api?.scrollPrev()}
            >
              <ChevronLeftIcon />
            </button>
            <div className="flex items-center">
              {Array.from({ length: snapCount }, (_, index) => (
                <button
                  key={index}
                  type="button"
                  className="group flex size-8 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  aria-label={`Ir para o plano ${PLANS[index]?.name ?? index + 1}`}
                  aria-current={index === selected ? "true" : undefined}
                  onClick={() => api?.scrollTo(index)}
                >
                  <span
                    className={`block size-2.5 rounded-full transition-colors ${
                      index === selected ? "bg-primary" : "bg-input group-hover:bg-muted-foreground"
                    }`}
                  />
                </button>
              ))}
            </div>
            <button
              type="button"
              className={buttonVariants({ variant: "outline", size: "icon" })}
              aria-label="Próximo plano"
              disabled={!canNext}
              onClick={() => api?.scrollNext()}
            >
              <ChevronRightIcon />
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}

type EmblaApi = UseEmblaCarouselType[1];

/** Position "selected|snaps|canPrev|canNext": a string, so an unchanged state is the same snapshot. */
function snapshotOf(api: EmblaApi): string {
  if (!api) return SERVER_SNAPSHOT;
  return [api.selectedScrollSnap(), api.scrollSnapList().length, api.canScrollPrev(), api.canScrollNext()].join("|");
}

// The prerendered HTML knows nothing of embla: first plan, every snap, only "next" enabled.
const SERVER_SNAPSHOT = `0|${PLANS.length}|false|true`;

function useCarouselState(api: EmblaApi) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => {};
      api.on("select", onChange).on("reInit", onChange);
      return () => {
        api.off("select", onChange).off("reInit", onChange);
      };
    },
    [api],
  );
  const snapshot = useSyncExternalStore(
    subscribe,
    () => snapshotOf(api),
    () => SERVER_SNAPSHOT,
  );
  const [selected, snapCount, canPrev, canNext] = snapshot.split("|");
  return { selected: Number(selected), snapCount: Number(snapCount), canPrev: canPrev === "true", canNext: canNext === "true" };
}

/** Available plans lead to sign-up; Legado's button is disabled with the "Lançamento em breve" tooltip. */
function PlanAction({ plan }: { plan: Plan }) {
  if (!plan.disabled) {
    return (
      <a
        href="/cadastro"
        className={`${buttonVariants({ variant: PLAN_BUTTON_VARIANT[plan.id] })} w-full`}
        aria-describedby={`plano-${plan.id}`}
      >
        {plan.buttonText}
      </a>
    );
  }
  const tooltipId = `plano-${plan.id}-aviso`;
  // A disabled button gets no hover events: the tooltip sits on its wrapper, and the same text
  // is visible below it and linked as the button's description.
  return (
    <span title={COMING_SOON_TOOLTIP} className="block cursor-not-allowed" data-tooltip={COMING_SOON_TOOLTIP}>
      <button
        type="button"
        disabled
        aria-describedby={tooltipId}
        className={`${buttonVariants({ variant: PLAN_BUTTON_VARIANT[plan.id] })} w-full`}
      >
        {plan.buttonText}
      </button>
      <span id={tooltipId} className="mt-2 block text-center text-xs text-muted-foreground">
        {COMING_SOON_TOOLTIP}
      </span>
    </span>
  );
}
