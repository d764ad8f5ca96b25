import type { ComponentProps, ReactNode } from "react";
import { Dialog } from "radix-ui";
import { X } from "lucide-react";
import { cn } from "#web/lib/cn";

/**
 * A slide-in panel from the left, built on Radix Dialog (focus trap, Escape, scroll lock).
 * Clicking the overlay closes it because it lies outside the content.
 */
export const Sheet = Dialog.Root;
export const SheetTrigger = Dialog.Trigger;
export const SheetClose = Dialog.Close;

export function SheetContent({
  className,
  children,
  title,
  closeLabel = "Fechar",
  ...props
}: ComponentProps<typeof Dialog.Content> & { title: string; closeLabel?: string; children: ReactNode }) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay
        data-testid="drawer-overlay"
        className="fixed inset-0 z-40 bg-slate-950/50 motion-safe:animate-fade-in"
      />
      <Dialog.Content
        aria-describedby={undefined}
        className={cn(
          "fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-card shadow-xl focus:outline-none motion-safe:animate-slide-in-left",
          className,
        )}
        {...props}
      >
        <Dialog.Title className="sr-only">{title}</Dialog.Title>
        {children}
        <Dialog.Close
          aria-label={closeLabel}
          className="absolute right-3 top-3 rounded-md p-2 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <X className="size-5" aria-hidden="true" />
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
