import type { PlanUsage } from "#domain/account";
import { USAGE_KEYS, usageText } from "#web/lib/plan-usage-text";
import { cn } from "#web/lib/cn";

/**
 * "7 de 10 gerações de texto usadas", and the images, projects and seats (R-PLAN-5), each with a
 * bar of what is used (none for an unlimited or absent allowance).
 */
export function PlanUsageList({ usage, className }: { usage: PlanUsage; className?: string }) {
  return (
    <ul aria-label="Uso do plano" className={cn("space-y-3", className)}>
      {USAGE_KEYS.map((key) => {
        const item = usage[key];
        const text = usageText(key, item);
        return (
          <li key={key} className="space-y-1 text-sm">
            <p>{text}</p>
            {item.limit ? (
              <progress className="h-1.5 w-full overflow-hidden rounded accent-primary" max={item.limit} value={Math.min(item.used, item.limit)} aria-label={text} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
