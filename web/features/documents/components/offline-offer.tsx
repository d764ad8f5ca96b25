import { Button } from "#web/components/ui/button";

/** After a 402 (the plan's generations are used up): the plan's message and the free offline generator. */
export function OfflineOffer({ message, onUseOffline, onDismiss }: { message: string; onUseOffline: () => void; onDismiss: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <p>{message}</p>
      <div className="flex gap-2">
        <Button size="sm" onClick={onUseOffline}>
          Usar gerador offline
        </Button>
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          Fechar
        </Button>
      </div>
    </div>
  );
}
