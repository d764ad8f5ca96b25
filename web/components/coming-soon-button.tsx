import { useId } from "react";
import { cn } from "#web/lib/cn";
import { Button, type ButtonProps } from "./ui/button";

export const COMING_SOON = "Disponível em breve";

/**
 * A control whose feature is not built yet: it keeps its label, cannot be pressed, and says so
 * beside it (announced with it through aria-describedby), so no button pretends to work.
 * Replaced by a real Button when its issue lands.
 */
export function ComingSoonButton({ className, children, ...props }: Omit<ButtonProps, "disabled" | "asChild">) {
  const hintId = useId();
  return (
    <span className={cn("inline-flex flex-col items-center gap-1", className)}>
      <Button {...props} disabled aria-describedby={hintId}>
        {children}
      </Button>
      <span id={hintId} className="text-xs text-muted-foreground">
        {COMING_SOON}
      </span>
    </span>
  );
}
