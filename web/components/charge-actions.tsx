import { useState } from "react";
import { toast } from "sonner";
import { formatMoney } from "#domain/budget";
import { CANCELLABLE_STATUSES, REFUNDABLE_STATUSES } from "#domain/studio-charge-actions.schema";
import type { StudioCharge } from "#domain/studio-charges.schema";
import { useChargeAction } from "#web/api/studio-charges";
import { ConfirmDialog } from "#web/components/confirm-dialog";
import { Button } from "#web/components/ui/button";
import { errorMessage } from "#web/lib/api";

type Action = "cancel" | "refund";

/** What each action says: its button, the dialog's question and consequence, the toasts. */
const TEXT: Record<Action, { button: string; title: string; confirm: string; busy: string; done: string; failed: string }> = {
  cancel: { button: "Cancelar cobrança", title: "Cancelar esta cobrança?", confirm: "Cancelar cobrança", busy: "Cancelando…", done: "Cobrança cancelada", failed: "Não foi possível cancelar a cobrança" },
  refund: { button: "Estornar", title: "Estornar esta cobrança?", confirm: "Estornar", busy: "Estornando…", done: "Estorno pedido ao Asaas", failed: "Não foi possível estornar a cobrança" },
};

/** The consequence in the studio's words: the amount in R$ and the client's name (R-PAY-6, R-PAY-7). */
export function consequenceOf(action: Action, charge: Pick<StudioCharge, "amountCents" | "clientName" | "description" | "method">): string {
  const amount = formatMoney(charge.amountCents);
  // Without a name the article contracts with the preposition: "do cliente", "ao cliente".
  const ofClient = charge.clientName ? `de ${charge.clientName}` : "do cliente";
  const toClient = charge.clientName ? `a ${charge.clientName}` : "ao cliente";
  if (action === "cancel") {
    return `A cobrança de ${amount} ${ofClient} (${charge.description}) será removida no Asaas: o cliente não conseguirá mais pagá-la e os lembretes por e-mail param. Isso não pode ser desfeito.`;
  }
  const refund = `${amount} serão devolvidos ${toClient} (${charge.description}), saindo do saldo da conta Asaas do estúdio; as taxas do Asaas não voltam. A nota fiscal da cobrança, se houver, é cancelada. Isso não pode ser desfeito.`;
  // A payment link: the client chose how to pay, and a boleto is not refunded from here (decision 100).
  if (charge.method === "link") return `Se o pagamento foi por Pix ou cartão: ${refund} Se foi por boleto, nada é estornado: ${BOLETO_REFUND_ELSEWHERE}`;
  return refund;
}

/** What to do with a paid boleto, which Prancheta does not refund (decision 100, revised 2026-12-06). */
const BOLETO_REFUND_ELSEWHERE = "devolva o valor ao cliente por Pix ou transferência, ou peça o estorno do boleto na conta Asaas (o cliente informa a conta bancária num link do Asaas).";

/**
 * "Cancelar cobrança" on a charge not yet paid and "Estornar" on a paid one (R-PAY-6, R-PAY-7;
 * decision 100, revised 2026-12-06), each after a confirmation stating the consequence. Only for
 * the owner and admins (`canManage`), as the server checks too. Shared by Financeiro and the
 * project's "Cobranças" card, hence here and not in a feature.
 */
export function ChargeActions({ charge, canManage }: { charge: StudioCharge; canManage: boolean }) {
  const [open, setOpen] = useState<Action | null>(null);
  if (!canManage) return null;
  const action: Action | null = (CANCELLABLE_STATUSES as readonly string[]).includes(charge.status) ? "cancel" : (REFUNDABLE_STATUSES as readonly string[]).includes(charge.status) ? "refund" : null;
  if (!action) return null;
  // A paid boleto: no "Estornar", the reason and what to do instead (the server refuses it too).
  if (action === "refund" && charge.method === "boleto") return <p className="text-xs text-muted-foreground">Boleto pago: a Prancheta não estorna boletos; {BOLETO_REFUND_ELSEWHERE}</p>;
  const who = charge.clientName ?? "cliente";
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(action)} aria-label={`${TEXT[action].button}: ${formatMoney(charge.amountCents)} de ${who}`}>
        {TEXT[action].button}
      </Button>
      {open ? <ChargeActionDialog action={open} charge={charge} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

/** Mounted per opening: one idempotency key per dialog, so a double click asks Asaas once. */
function ChargeActionDialog({ action, charge, onClose }: { action: Action; charge: StudioCharge; onClose: () => void }) {
  const run = useChargeAction(action);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const text = TEXT[action];
  return (
    <ConfirmDialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={text.title}
      description={consequenceOf(action, charge)}
      confirmLabel={text.confirm}
      busyLabel={text.busy}
      onConfirm={async () => {
        try {
          const after = await run.mutateAsync({ chargeId: charge.id, idempotencyKey });
          toast.success(text.done, { description: action === "refund" && after.status !== "estornada" ? "O Asaas está processando o estorno; a cobrança muda para estornada quando ele concluir." : `${formatMoney(charge.amountCents)} – ${charge.clientName ?? "cliente"}.` });
        } catch (error) {
          toast.error(text.failed);
          // Shown in the dialog too, which stays open: the reason and what to do.
          throw new Error(errorMessage(error), { cause: error });
        }
      }}
    />
  );
}
