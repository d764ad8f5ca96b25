import { toast } from "sonner";
import { plural } from "#domain/addressing";
import { REMINDER_DAYS_AFTER, REMINDER_DAYS_BEFORE } from "#domain/studio-charges";
import { contractPaymentTermsInputSchema, DEFAULT_PAYMENT_TERMS, percentText, percentToBps, type ContractPaymentTerms } from "#domain/service-contract/payment-terms";
import { z } from "#domain/zod";
import { useSetContractPaymentTerms } from "#web/api/service-contracts";
import { applyServerErrors } from "#web/components/form/errors";
import { useZodForm } from "#web/components/form/use-zod-form";
import { Button } from "#web/components/ui/button";
import { Checkbox } from "#web/components/ui/checkbox";
import { Input } from "#web/components/ui/input";
import { Label } from "#web/components/ui/label";
import { errorMessage } from "#web/lib/api";
import { formatDate } from "#web/lib/format";

/**
 * The fine and the interest as percentages (decision 041), checked by the API's own schema under
 * their own names, and whether the client gets the charge reminders.
 */
const termsFormSchema = z
  .object({ fineBps: z.string(), interestBps: z.string(), sendReminders: z.boolean() })
  .transform((v): z.input<typeof contractPaymentTermsInputSchema> => ({ fineBps: percentToBps(v.fineBps), interestBps: percentToBps(v.interestBps), sendReminders: v.sendReminders }))
  .pipe(contractPaymentTermsInputSchema);

/** Where the values shown come from before the contract has terms of its own: the charge account, or the fixed defaults without one. */
export function initialValuesLine(terms: Pick<ContractPaymentTerms, "defaultsFrom">): string {
  return terms.defaultsFrom === "conta"
    ? "Valores iniciais: os da conta de cobrança do estúdio."
    : `Valores iniciais: multa de ${percentText(DEFAULT_PAYMENT_TERMS.fineBps)}% e juros de ${percentText(DEFAULT_PAYMENT_TERMS.interestBps)}% ao mês, os padrões enquanto o estúdio não tem conta de cobrança.`;
}

/**
 * "Multa, juros e lembretes" of the contract (R-PAY-6, R-PAY-9): saved as a new version whose
 * clause "Do atraso no pagamento" states them; the charges of the project follow them once the
 * contract is signed, and from then on they cannot change.
 */
export function PaymentTermsForm({ projectId, terms }: { projectId: string; terms: ContractPaymentTerms }) {
  const save = useSetContractPaymentTerms(projectId);
  const form = useZodForm(termsFormSchema, { defaultValues: { fineBps: percentText(terms.fineBps), interestBps: percentText(terms.interestBps), sendReminders: terms.sendReminders } });
  const errors = form.formState.errors;
  const sendReminders = form.watch("sendReminders");
  const locked = terms.signedAt !== null;

  const submit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync(input);
      toast.success("Multa, juros e lembretes salvos no contrato (nova versão)");
    } catch (error) {
      // A refusal not placed under an input on screen (a 409: signed meanwhile) is said in a toast.
      if (!applyServerErrors(form, error)) toast.error("Não foi possível salvar", { description: errorMessage(error) });
    }
  });

  return (
    <section aria-labelledby="condicoes-pagamento" className="mt-8 space-y-3 rounded-lg border p-4 text-sm">
      <h2 id="condicoes-pagamento" className="text-lg font-semibold">
        Multa, juros e lembretes
      </h2>
      <p className="text-muted-foreground">
        {locked
          ? `Contrato assinado em ${formatDate(terms.signedAt!)}: estas condições não podem mais ser alteradas. As cobranças do projeto seguem estes valores.`
          : "A cláusula \"Do atraso no pagamento\" do contrato diz estes valores. Depois da assinatura, as cobranças do projeto seguem o contrato, e eles não mudam mais."}
        {!terms.stored && !locked ? ` ${initialValuesLine(terms)}` : ""}
      </p>
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4" aria-label="Multa, juros e lembretes do contrato">
        <fieldset disabled={locked} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-1">
              <Label htmlFor="contrato-multa">Multa por atraso (%)</Label>
              <Input id="contrato-multa" inputMode="decimal" disabled={locked} {...form.register("fineBps")} aria-invalid={Boolean(errors.fineBps)} aria-describedby="contrato-multa-ajuda" />
              <p id="contrato-multa-ajuda" className={errors.fineBps ? "text-destructive" : "text-muted-foreground"}>
                {errors.fineBps?.message ?? "De 0 a 2% (Código de Defesa do Consumidor, art. 52, § 1º)."}
              </p>
            </div>
            <div className="space-y-1">
              <Label htmlFor="contrato-juros">Juros ao mês (%)</Label>
              <Input id="contrato-juros" inputMode="decimal" disabled={locked} {...form.register("interestBps")} aria-invalid={Boolean(errors.interestBps)} aria-describedby="contrato-juros-ajuda" />
              <p id="contrato-juros-ajuda" className={errors.interestBps ? "text-destructive" : "text-muted-foreground"}>
                {errors.interestBps?.message ?? "De 0 a 1% ao mês, proporcional aos dias de atraso."}
              </p>
            </div>
          </div>
          <div className="flex items-center gap-2">
            <Checkbox id="contrato-lembretes" checked={sendReminders} onCheckedChange={(v) => form.setValue("sendReminders", v === true, { shouldDirty: true })} disabled={locked} />
            <Label htmlFor="contrato-lembretes">Enviar lembretes ao cliente</Label>
          </div>
          <p className="text-muted-foreground">
            Lembrete por e-mail {plural(REMINDER_DAYS_BEFORE, "dia", "dias")} antes do vencimento de cada parcela e {plural(REMINDER_DAYS_AFTER, "dia", "dias")} depois, enquanto não estiver paga.
          </p>
          {locked ? null : (
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Salvando…" : "Salvar no contrato"}
            </Button>
          )}
        </fieldset>
      </form>
    </section>
  );
}
