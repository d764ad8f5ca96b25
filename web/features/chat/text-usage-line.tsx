import { useEffect } from "react";
import { Link } from "react-router";
import { runningLow, usageText } from "#web/lib/plan-usage-text";
import { usePlanUsage } from "#web/lib/plan-usage";

/**
 * Near the chat's input, once less than 30% of the plan's text generations remain (R-PLAN-5):
 * "8 de 10 gerações de texto usadas" and the way to Planos. Read again after each answer
 * (`answers` counts them), since each one may have used a generation.
 */
export function TextUsageLine({ answers }: { answers: number }) {
  const { usage, refetch } = usePlanUsage();
  useEffect(() => {
    if (answers > 0) void refetch();
  }, [answers, refetch]);
  if (!usage || !runningLow(usage.texts)) return null;
  return (
    <p data-testid="text-usage" className="px-4 pb-2 text-xs text-muted-foreground">
      {usageText("texts", usage.texts)} ·{" "}
      <Link to="/dashboard/planos" className="text-primary underline-offset-4 hover:underline">
        Ver planos
      </Link>
    </p>
  );
}
