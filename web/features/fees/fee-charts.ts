import { FEE_STAGE_IDS, type FeeTotals, type MilestoneTrigger } from "#domain/fees/fees";
import type { ChartResult } from "#domain/charts/chart";
import { timelineChart } from "./timeline-chart";

export const FEE_SCHEDULE_CHART_TITLE = "Parcelas ao longo do projeto";

/** Where an event falls: the signature first, then the stages in the order NBR 16636 gives them. */
function order(trigger: MilestoneTrigger): number {
  return trigger === "assinatura" ? -1 : FEE_STAGE_IDS.indexOf(trigger);
}

/** The fee's payment schedule by stage on a timeline (R-CHART-2), from the saved calculation's totals. */
export function feeScheduleChart(totals: Pick<FeeTotals, "milestones">): ChartResult {
  const events = [...totals.milestones]
    .sort((a, b) => order(a.trigger) - order(b.trigger))
    .map((m) => ({ label: m.label, amount: m.amount, percent: m.bps / 100 }));
  return timelineChart(FEE_SCHEDULE_CHART_TITLE, events);
}
