import type { ReactNode } from "react";
import { cn } from "#web/lib/cn";

export function EmptyState({
  children,
  icon,
  className,
}: {
  children: ReactNode;
  icon?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex flex-col items-center justify-center gap-3 rounded-md border border-dashed border-border px-6 py-10 text-center text-sm text-muted-foreground [&_svg]:size-8 [&_svg]:text-muted-foreground/60",
        className,
      )}
    >
      {icon ? <span aria-hidden="true">{icon}</span> : null}
      <div>{children}</div>
    </div>
  );
}
