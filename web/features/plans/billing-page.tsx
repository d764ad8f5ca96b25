import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { ExternalLink, Gift, Info, Receipt } from "lucide-react";
import { formatMoney } from "#domain/budget";
import type { Billing, ChargeStatusApi } from "#domain/payments.schema";
import { CYCLE_LABELS } from "#domain/plan-prices";
import { planOrDefault } from "#domain/plans";
import { isOwner } from "#domain/studios";
import { useBilling, useCancelSubscription } from "#web/api/payments";
import { ConfirmDialog } from "#web/components/confirm-dialog";
import { PageHeader } from "#web/components/page-header";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Spinner } from "#web/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#web/components/ui/table";
import { errorMessage } from "#web/lib/api";
import { useCurrentUser } from "#web/lib/dashboard-context";
import { formatDate, formatDay } from "#web/lib/format";
import { GraceBanner } from "./grace-banner";
import { ScheduledChange } from "./scheduled-change";

/** The subscription's state in words (R-PAY-4). */
export const STATE_LABELS: Record<Billing["state"], string> = {
  none: "Sem assinatura",
  awaiting: "Aguardando o primeiro pagamento",
  active: "Ativa",
  grace: "Pagamento em atraso (em carência)",
  cancelling: "Cancelada: termina no fim do período pago",
  downgraded: "Encerrada por falta de pagamento",
  granted: "Concedido pelo suporte",
};

type BillingCharge = Billing["charges"][number];

/** Where a charge's NFS-e stands, in words; a refunded charge's invoice in error is one whose cancellation failed. */
export function invoiceLabel(charge: Pick<BillingCharge, "status" | "invoice">): string {
  const invoice = charge.invoice;
  if (!invoice) return "—";
  if (invoice.status === "error") return charge.status === "refunded" ? "Cancelamento não concluído" : "Recusada pela prefeitura";
  return { scheduled: "Em emissão", processing: "Em emissão", authorized: "Emitida", cancelling: "Cancelamento em andamento", cancelled: "Cancelada" }[invoice.status];
}

/** The charge's NFS-e (decision 096): its PDF once the city hall authorized it, else where it stands (and why, when in error). */
function InvoiceCell({ charge, dueDate }: { charge: BillingCharge; dueDate: string }) {
  const invoice = charge.invoice;
  if (!invoice) return "—";
  if (invoice.status === "authorized" && invoice.url) {
    return (
      <a href={invoice.url} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline">
        <ExternalLink aria-hidden="true" className="size-3.5" />
        NFS-e {invoice.number ? `nº ${invoice.number}` : ""}
        <span className="sr-only"> da cobrança de {dueDate}</span>
      </a>
    );
  }
  if (invoice.status === "error" && invoice.error) {
    return (
      <span className="block max-w-xs">
        <span className="font-medium text-destructive">{invoiceLabel(charge)}</span>
        <span className="block text-xs break-words text-muted-foreground">{invoice.error}</span>
      </span>
    );
  }
  return invoiceLabel(charge);
}

export const CHARGE_LABELS: Record<ChargeStatusApi, string> = {
  pending: "pendente",
  paid: "paga",
  overdue: "vencida",
  refunded: "estornada",
  deleted: "removida",
};

const METHOD_LABELS = { pix: "Pix", boleto: "Boleto", card: "Cartão de crédito", any: "A escolher na página de pagamento" } as const;

/** Configurações → Assinatura e cobrança (R-PAY-4). */
export function BillingPage() {
  const me = useCurrentUser();
  const billing = useBilling();
  const cancel = useCancelSubscription();
  const [confirming, setConfirming] = useState(false);
  const owner = isOwner(me.studio.role);

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader title="Assinatura e cobrança" description="O plano do estúdio, a próxima cobrança e o histórico de pagamentos." icon={<Receipt />} />
      {billing.isPending ? (
        <Spinner label="Carregando a assinatura" />
      ) : billing.isError ? (
        <p role="alert">{errorMessage(billing.error)}</p>
      ) : (
        <BillingDetails billing={billing.data} owner={owner} onCancel={() => setConfirming(true)} />
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancelar a assinatura?"
        description={
          billing.data?.paidUntil
            ? `Nenhuma nova cobrança será gerada. O plano continua até ${formatDate(billing.data.paidUntil)}; depois, o estúdio passa aos limites do Esboço, sem perder nenhum dado.`
            : "Nenhuma nova cobrança será gerada; depois, o estúdio passa aos limites do Esboço, sem perder nenhum dado."
        }
        confirmLabel="Cancelar a assinatura"
        busyLabel="Cancelando..."
        onConfirm={async () => {
          try {
            await cancel.mutateAsync();
            toast.success("Assinatura cancelada", { description: "O plano continua até o fim do período pago." });
          } catch (error) {
            toast.error("Não foi possível cancelar", { description: errorMessage(error) });
            throw error;
          }
        }}
      />
    </div>
  );
}

function BillingDetails({ billing, owner, onCancel }: { billing: Billing; owner: boolean; onCancel: () => void }) {
  const plan = planOrDefault(billing.plan);
  const cancellable = owner && billing.paymentsEnabled && (billing.state === "active" || billing.state === "grace");
  return (
    <>
      <GraceBanner billing={billing} />
      <ScheduledChange billing={billing} owner={owner} />
      {billing.paymentsEnabled ? null : (
        <p className="flex items-start gap-2 rounded-md border p-3 text-sm text-muted-foreground">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          O pagamento on-line não está configurado nesta instalação: a equipe Prancheta libera os planos a pedido, em Planos &amp; Assinaturas.
        </p>
      )}
      <Card aria-labelledby="assinatura-plano">
        <CardHeader>
          <CardTitle id="assinatura-plano">Plano {plan.name}</CardTitle>
          <CardDescription>{STATE_LABELS[billing.state]}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {billing.grantedBySupport ? (
            <p className="flex items-center gap-2 text-sm">
              <Gift aria-hidden="true" className="size-4 shrink-0" />
              Plano concedido pelo suporte da Prancheta.
            </p>
          ) : null}
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-muted-foreground">Próxima cobrança</dt>
              <dd className="font-medium">
                {billing.nextChargeDate && billing.nextChargeAmountCents !== null
                  ? `${formatDay(billing.nextChargeDate)} · ${formatMoney(billing.nextChargeAmountCents)}`
                  : "Nenhuma"}
              </dd>
            </div>
            {billing.cycle && billing.state !== "granted" ? (
              <div>
                {/* R-PAY-13: the subscription's cycle, monthly or yearly. */}
                <dt className="text-muted-foreground">Cobrança</dt>
                <dd className="font-medium">{CYCLE_LABELS[billing.cycle]}</dd>
              </div>
            ) : null}
            <div>
              <dt className="text-muted-foreground">Forma de pagamento</dt>
              <dd className="font-medium">{billing.method ? METHOD_LABELS[billing.method] : "—"}</dd>
            </div>
            {billing.paidUntil ? (
              <div>
                <dt className="text-muted-foreground">Pago até</dt>
                <dd className="font-medium">{formatDate(billing.paidUntil)}</dd>
              </div>
            ) : null}
          </dl>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Link to="/dashboard/planos" className="inline-flex items-center justify-center rounded-md border px-4 py-2 text-sm font-medium hover:bg-muted">
              Ver planos
            </Link>
            {cancellable ? (
              <Button type="button" variant="outline" onClick={onCancel}>
                Cancelar no fim do período pago
              </Button>
            ) : null}
          </div>
        </CardContent>
      </Card>
      <Card aria-labelledby="historico-cobrancas">
        <CardHeader>
          <CardTitle id="historico-cobrancas">Histórico de cobranças</CardTitle>
        </CardHeader>
        <CardContent>
          {billing.charges.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nenhuma cobrança ainda.</p>
          ) : (
            <div className="overflow-x-auto">
              <Table aria-labelledby="historico-cobrancas">
                <TableHeader>
                  <TableRow>
                    <TableHead>Vencimento</TableHead>
                    <TableHead>Valor</TableHead>
                    <TableHead>Situação</TableHead>
                    <TableHead>Comprovante</TableHead>
                    <TableHead>Nota fiscal</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {billing.charges.map((c) => (
                    <TableRow key={c.id}>
                      <TableCell>{formatDay(c.dueDate)}</TableCell>
                      <TableCell className="whitespace-nowrap">{formatMoney(c.amountCents)}</TableCell>
                      <TableCell>{CHARGE_LABELS[c.status]}</TableCell>
                      <TableCell>
                        {c.receiptUrl && c.status !== "deleted" ? (
                          <a href={c.receiptUrl} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline">
                            <ExternalLink aria-hidden="true" className="size-3.5" />
                            {c.status === "paid" || c.status === "refunded" ? "Ver comprovante" : "Pagar"}
                            <span className="sr-only">{c.status === "paid" || c.status === "refunded" ? " da" : " a"} cobrança de {formatDay(c.dueDate)}</span>
                          </a>
                        ) : (
                          "—"
                        )}
                      </TableCell>
                      <TableCell>
                        <InvoiceCell charge={c} dueDate={formatDay(c.dueDate)} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          )}
        </CardContent>
      </Card>
    </>
  );
}
