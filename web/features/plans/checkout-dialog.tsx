import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { toast } from "sonner";
import { CheckCircle2, Copy, ExternalLink } from "lucide-react";
import { formatMoney } from "#domain/budget";
import { z } from "#domain/zod";
import { checkoutInputSchema, type Checkout, type CheckoutInput, type CheckoutMethod } from "#domain/payments.schema";
import { cyclePriceCents, yearlyOffer, type BillingCycle } from "#domain/plan-prices";
import type { Plan } from "#domain/plans";
import { billingQueries, useRefreshAfterPayment, useStartCheckout } from "#web/api/payments";
import { applyServerErrors } from "#web/components/form/errors";
import { Field } from "#web/components/form/field";
import { useZodForm } from "#web/components/form/use-zod-form";
import { FormField } from "#web/components/form-field";
import { Button } from "#web/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "#web/components/ui/dialog";
import { Input } from "#web/components/ui/input";
import { errorMessage } from "#web/lib/api";
import { CycleChoice } from "./cycle-choice";

/**
 * "Fazer upgrade" with payment online (R-PAY-1): the billing data (name, CPF/CNPJ, e-mail and the
 * address the NFS-e needs) and Pix, boleto or card. Pix shows its QR code and copy-paste code;
 * the boleto its digitable line and PDF; the card only the gateway's own page (no card field
 * here). The plan turns on when the gateway confirms: the dialog asks every few seconds.
 */

type Fields = Required<Omit<CheckoutInput, "plan" | "method" | "cycle">>;
const EMPTY: Fields = { name: "", cpfCnpj: "", email: "", postalCode: "", address: "", addressNumber: "", complement: "", province: "" };

/** The dialog's form (decision 041): the checkout's own schema, a blank complement left out. */
const checkoutFormSchema = checkoutInputSchema.extend({
  complement: z
    .string()
    .transform((v) => v || undefined)
    .pipe(checkoutInputSchema.shape.complement),
});

const METHODS: { id: CheckoutMethod; label: string; hint: string }[] = [
  { id: "pix", label: "Pix", hint: "QR Code ou copia e cola; confirmação em instantes." },
  { id: "boleto", label: "Boleto", hint: "Compensação em até 3 dias úteis." },
  { id: "card", label: "Cartão de crédito", hint: "Na página segura do gateway: a Prancheta não recebe os dados do cartão." },
];

const LABELS: Record<keyof Fields, string> = {
  name: "Nome ou razão social",
  cpfCnpj: "CPF ou CNPJ",
  email: "E-mail para a nota fiscal",
  postalCode: "CEP",
  address: "Rua",
  addressNumber: "Número",
  complement: "Complemento (opcional)",
  province: "Bairro",
};

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(`${what} copiado`);
  } catch {
    toast.error("Não foi possível copiar: selecione o texto e copie à mão.");
  }
}

/** What the dialog says of the price (R-PAY-13): a month's, or a year's with the month it equals and the saving. */
export function cycleTerms(plan: Plan, cycle: BillingCycle): string {
  const offer = cycle === "yearly" ? yearlyOffer(plan) : null;
  if (offer) {
    return `${formatMoney(offer.yearlyCents)} por ano, cobrados uma vez por ano na mesma data (equivale a ${formatMoney(offer.perMonthCents)}/mês; economize ${formatMoney(offer.savingCents)} por ano).`;
  }
  return `${formatMoney(cyclePriceCents(plan, "monthly") ?? 0)} por mês, cobrados todo mês na mesma data.`;
}

export function CheckoutDialog({ plan, cycle: initialCycle = "monthly", open, onOpenChange }: { plan: Plan; cycle?: BillingCycle; open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useZodForm(checkoutFormSchema, { defaultValues: { ...EMPTY, plan: plan.id, method: "pix", cycle: initialCycle } });
  const method = form.watch("method");
  const cycle = form.watch("cycle") ?? initialCycle;
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const start = useStartCheckout();
  const amount = formatMoney(cyclePriceCents(plan, cycle) ?? 0);

  const submit = form.handleSubmit((input) =>
    start.mutateAsync(input).then(setCheckout, (error: unknown) => {
      if (!applyServerErrors(form, error)) toast.error("Não foi possível abrir o pagamento", { description: errorMessage(error) });
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`Assinar o plano ${plan.name}`}
        description={`${cycleTerms(plan, cycle)} O plano é ativado assim que o pagamento for confirmado.`}
      >
        {checkout ? (
          <CheckoutResult checkout={checkout} planName={plan.name} amount={amount} onNewCharge={() => setCheckout(null)} />
        ) : (
          <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4" aria-label="Dados de cobrança">
            <CycleChoice name="ciclo-da-compra" value={cycle} onChange={(next) => form.setValue("cycle", next)} />
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">Forma de pagamento</legend>
              <div className="grid gap-2 sm:grid-cols-3">
                {METHODS.map((m) => (
                  <label key={m.id} className="flex cursor-pointer flex-col gap-1 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent">
                    <span className="flex items-center gap-2 font-medium">
                      <input type="radio" name="forma-de-pagamento" value={m.id} checked={method === m.id} onChange={() => form.setValue("method", m.id)} />
                      {m.label}
                    </span>
                    <span className="text-xs text-muted-foreground">{m.hint}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="grid gap-3 sm:grid-cols-2">
              {(Object.keys(LABELS) as (keyof Fields)[]).map((key) => (
                <Field key={key} control={form.control} name={key} label={LABELS[key]} className={key === "name" || key === "address" ? "sm:col-span-2" : undefined}>
                  {(control) => (
                    <Input
                      {...control}
                      autoComplete={AUTOCOMPLETE[key]}
                      inputMode={key === "cpfCnpj" || key === "postalCode" ? "numeric" : key === "email" ? "email" : undefined}
                      type={key === "email" ? "email" : "text"}
                    />
                  )}
                </Field>
              ))}
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancelar
              </Button>
              <Button type="submit" disabled={start.isPending}>
                {start.isPending ? "Abrindo o pagamento..." : `Continuar para o pagamento`}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

const AUTOCOMPLETE: Record<keyof Fields, string> = {
  name: "organization",
  cpfCnpj: "off",
  email: "email",
  postalCode: "postal-code",
  address: "address-line1",
  addressNumber: "off",
  complement: "address-line2",
  province: "address-level3",
};

function CheckoutResult({ checkout, planName, amount, onNewCharge }: { checkout: Checkout; planName: string; amount: string; onNewCharge: () => void }) {
  const state = useQuery(billingQueries.checkout(checkout.id));
  const refresh = useRefreshAfterPayment();
  const paid = state.data?.status === "paid";
  const lapsed = state.data?.chargeStatus === "overdue" || state.data?.status === "expired";
  useEffect(() => {
    if (paid) refresh();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the payment is confirmed
  }, [paid]);

  if (paid) {
    return (
      <p role="status" className="flex items-center gap-2 rounded-md bg-accent p-3 font-medium text-accent-foreground">
        <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
        Pagamento confirmado! O plano {planName} está ativo.
      </p>
    );
  }
  return (
    <div className="space-y-4">
      {checkout.pix ? (
        <div className="space-y-3">
          <img
            src={`data:image/png;base64,${checkout.pix.imageBase64}`}
            alt={`QR Code Pix para pagar ${amount}`}
            width={200}
            height={200}
            className="mx-auto size-48 rounded-md border bg-white p-2 [image-rendering:pixelated]"
          />
          <FormField label="Pix copia e cola">
            {(control) => <textarea {...control} readOnly value={checkout.pix!.payload} rows={3} className="w-full break-all rounded-md border bg-muted p-2 font-mono text-xs" />}
          </FormField>
          <Button type="button" className="w-full" onClick={() => void copy(checkout.pix!.payload, "Código Pix")}>
            <Copy aria-hidden="true" className="size-4" />
            Copiar código Pix
          </Button>
        </div>
      ) : null}
      {checkout.boleto ? (
        <div className="space-y-3">
          <FormField label="Linha digitável do boleto">
            {(control) => <Input {...control} readOnly value={checkout.boleto!.line} className="font-mono text-xs" />}
          </FormField>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button type="button" className="flex-1" onClick={() => void copy(checkout.boleto!.line, "Linha digitável")}>
              <Copy aria-hidden="true" className="size-4" />
              Copiar linha digitável
            </Button>
            {checkout.boleto.url ? (
              <a href={checkout.boleto.url} target="_blank" rel="noreferrer" className="inline-flex flex-1 items-center justify-center gap-2 rounded-md border px-4 py-2 text-sm font-medium hover:bg-muted">
                <ExternalLink aria-hidden="true" className="size-4" />
                Abrir o boleto (PDF)
              </a>
            ) : null}
          </div>
        </div>
      ) : null}
      {checkout.paymentUrl ? (
        <a
          href={checkout.paymentUrl}
          target="_blank"
          rel="noreferrer"
          className={
            checkout.method === "card"
              ? "inline-flex w-full items-center justify-center gap-2 rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground hover:bg-primary/90"
              : "inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
          }
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {checkout.method === "card" ? "Pagar com cartão na página segura do gateway" : "Ou pague na página do gateway (Pix, boleto ou cartão)"}
        </a>
      ) : null}
      <p role="status" className="text-sm text-muted-foreground">
        {lapsed
          ? "Esta cobrança venceu sem pagamento. Gere uma nova cobrança para continuar."
          : "Aguardando a confirmação do pagamento… O plano é ativado assim que o gateway confirmar; você pode fechar esta janela."}
      </p>
      {lapsed ? (
        <Button type="button" variant="outline" className="w-full" onClick={onNewCharge}>
          Gerar nova cobrança
        </Button>
      ) : null}
    </div>
  );
}
