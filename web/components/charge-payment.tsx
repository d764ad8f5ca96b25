import { toast } from "sonner";
import { formatMoney } from "#domain/budget";
import { STUDIO_CHARGE_METHOD_LABELS, STUDIO_CHARGE_STATUS_LABELS, STUDIO_NFSE_STATUS_LABELS, dateBr, type StudioChargeStatus } from "#domain/studio-charges";
import type { PortalCharge, StudioCharge } from "#domain/studio-charges.schema";
import { Button, buttonVariants } from "#web/components/ui/button";
import { cn } from "#web/lib/cn";

/**
 * How a charge to the client is paid (R-PAY-6, R-PAY-10, decision 100): the Pix code with its QR
 * code, the boleto's digitable line, the payment page; shared by the project's card, the cash view
 * and the client portal.
 */

const STATUS_CLASSES: Record<StudioChargeStatus, string> = {
  pendente: "bg-amber-100 text-amber-900",
  vencida: "bg-red-100 text-red-900",
  cancelada: "bg-slate-100 text-slate-700",
  paga: "bg-emerald-100 text-emerald-900",
  estornada: "bg-slate-100 text-slate-700",
};

export function ChargeStatusBadge({ status }: { status: StudioChargeStatus }) {
  return <span className={cn("inline-block rounded px-2 py-0.5 text-xs font-medium", STATUS_CLASSES[status])}>{STUDIO_CHARGE_STATUS_LABELS[status]}</span>;
}

/**
 * The NFS-e of a received fee (R-PAY-12), for the studio: its state, the number and the PDF once
 * issued, and in pt-BR why it was not, so a refusal is read and fixed rather than lost.
 */
export function ChargeNfse({ nfse }: { nfse: StudioCharge["nfse"] }) {
  if (!nfse) return null;
  return (
    <div className="text-sm" role={nfse.status === "erro" ? "alert" : undefined}>
      <p className={nfse.status === "erro" ? "font-medium text-destructive" : "text-muted-foreground"}>
        {STUDIO_NFSE_STATUS_LABELS[nfse.status]}
        {nfse.number ? ` nº ${nfse.number}` : ""}
        {nfse.pdfUrl ? (
          <>
            {" · "}
            <a href={nfse.pdfUrl} target="_blank" rel="noreferrer" className="underline">
              Ver nota fiscal{nfse.number ? ` nº ${nfse.number}` : ""}
            </a>
          </>
        ) : null}
      </p>
      {nfse.error ? <p className="text-destructive break-words">{nfse.error}</p> : null}
    </div>
  );
}

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(`${what} copiado`);
  } catch {
    toast.error(`Não foi possível copiar: selecione o ${what.toLowerCase()} e copie.`);
  }
}

/** One line of what is charged: description, amount, due date and status. */
export function ChargeSummary({ charge }: { charge: Pick<PortalCharge, "description" | "amountCents" | "dueDate" | "status" | "method"> }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <div className="min-w-0">
        <p className="font-medium break-words">{charge.description}</p>
        <p className="text-sm text-muted-foreground">
          {STUDIO_CHARGE_METHOD_LABELS[charge.method]} · vencimento {dateBr(charge.dueDate)}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <strong>{formatMoney(charge.amountCents)}</strong>
        <ChargeStatusBadge status={charge.status} />
      </div>
    </div>
  );
}

/** Pix, boleto and the payment page of an open charge; nothing to pay once paid, cancelled or refunded. */
export function ChargePaymentDetails({ charge }: { charge: PortalCharge }) {
  if (charge.status !== "pendente" && charge.status !== "vencida") {
    return charge.paidAt && charge.status === "paga" ? <p className="text-sm text-muted-foreground">Paga em {dateBr(charge.paidAt)}.</p> : null;
  }
  return (
    <div className="space-y-3 text-sm">
      {charge.pixPayload ? (
        <div className="space-y-2">
          {charge.pixImage ? <img src={`data:image/png;base64,${charge.pixImage}`} alt={`QR Code Pix de ${formatMoney(charge.amountCents)}`} className="h-40 w-40 max-w-full" /> : null}
          <label className="block">
            <span className="text-muted-foreground">Pix copia e cola</span>
            <textarea readOnly value={charge.pixPayload} rows={3} className="mt-1 w-full resize-none rounded border bg-muted p-2 font-mono text-xs break-all" />
          </label>
          <Button type="button" size="sm" variant="outline" onClick={() => void copy(charge.pixPayload!, "Código Pix")}>
            Copiar código Pix
          </Button>
        </div>
      ) : null}
      {charge.boletoLine ? (
        <div className="space-y-2">
          <label className="block">
            <span className="text-muted-foreground">Linha digitável do boleto</span>
            <input readOnly value={charge.boletoLine} className="mt-1 w-full rounded border bg-muted p-2 font-mono text-xs" />
          </label>
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" variant="outline" onClick={() => void copy(charge.boletoLine!, "Linha digitável")}>
              Copiar linha digitável
            </Button>
            {charge.boletoUrl ? (
              <a href={charge.boletoUrl} target="_blank" rel="noreferrer" className={buttonVariants({ variant: "outline", size: "sm" })}>
                Abrir o boleto (PDF)
              </a>
            ) : null}
          </div>
        </div>
      ) : null}
      {charge.invoiceUrl ? (
        <a href={charge.invoiceUrl} target="_blank" rel="noreferrer" className={buttonVariants({ size: "sm" })}>
          Abrir a página de pagamento
        </a>
      ) : null}
    </div>
  );
}
