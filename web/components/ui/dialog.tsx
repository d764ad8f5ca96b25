import type { ComponentProps, ReactNode } from "react";
import { Dialog as RadixDialog } from "radix-ui";
import { X } from "lucide-react";
import { cn } from "#web/lib/cn";

/**
 * A centred modal on Radix Dialog (focus trap, Escape, scroll lock, labelled by its title).
 * `description` is read out with the title; omit it only when the body says it all.
 */
export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

export function DialogContent({
  title,
  description,
  children,
  className,
  closeLabel = "Fechar",
  hideClose = false,
  ...props
}: ComponentProps<typeof RadixDialog.Content> & {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  closeLabel?: string;
  /** For a question that must be answered by one of its buttons (no ✕). */
  hideClose?: boolean;
}) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50 motion-safe:animate-fade-in" />
      <RadixDialog.Content
        {...(description ? {} : { "aria-describedby": undefined })}
        className={cn(
          "fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-card p-6 shadow-xl focus:outline-none",
          className,
        )}
        {...props}
      >
        <RadixDialog.Title className="pr-8 text-lg font-semibold">{title}</RadixDialog.Title>
        {description ? (
          <RadixDialog.Description className="mt-1 text-sm text-muted-foreground">{description}</RadixDialog.Description>
        ) : null}
        <div className="mt-4">{children}</div>
        {hideClose ? null : (
          <RadixDialog.Close
            aria-label={closeLabel}
            className="absolute right-3 top-3 rounded-md p-2 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X aria-hidden="true" className="size-4" />
          </RadixDialog.Close>
        )}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}
