import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { formatMoney } from "#domain/budget";
import { parseDayBR } from "#domain/projects";
import { canManageMembers } from "#domain/studios";
import { STUDIO_CHARGE_METHOD_LABELS, STUDIO_CHARGE_METHODS } from "#domain/studio-charges";
import { chargeInputSchema, type ProjectCharges, type StudioCharge } from "#domain/studio-charges.schema";
import { z } from "#domain/zod";
import { useCreateCharge, useProjectCharges, useRetryNfse } from "#web/api/studio-charges";
import { applyServerErrors } from "#web/components/form/errors";
import { useZodForm } from "#web/components/form/use-zod-form";
import { ChargeActions } from "#web/components/charge-actions";
import { ChargeNfse, ChargePaymentDetails, ChargeSummary } from "#web/components/charge-payment";
import { ChargeTermsLine } from "./charge-terms-line";
import { Button, buttonVariants } from "#web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { Dialog, DialogContent } from "#web/components/ui/dialog";
import { Input } from "#web/components/ui/input";
import { Label } from "#web/components/ui/label";
import { NativeSelect } from "#web/components/ui/native-select";
import { Spinner } from "#web/components/ui/spinner";
import { ApiError, errorMessage } from "#web/lib/api";
import { useCurrentUser } from "#web/lib/dashboard-context";

/**
 * "Cobranças" on the project page (R-PAY-6, R-PAY-7, R-PAY-9; decision 100): the saved fees'
 * milestones with "Gerar cobrança", and the charges made with their status, Pix, boleto, the
 * payment page and the WhatsApp text.
 */
export function ProjectChargesCard({ projectId }: { projectId: string }) {
  const charges = useProjectCharges(projectId);
  const me = useCurrentUser();
  const [milestone, setMilestone] = useState<ProjectCharges["milestones"][number] | null>(null);

  return (
    <Card id="cobrancas" tabIndex={-1} className="scroll-mt-4 focus:outline-none">
      <CardHeader>
        <CardTitle>Cobranças</CardTitle>
      </CardHeader>
      <CardContent className="space-y-6 text-sm">
        {charges.isPending ? (
          <Spinner label="Carregando as cobranças" />
        ) : charges.isError ? (
          <p className="text-destructive">{errorMessage(charges.error)}</p>
        ) : (
          <>
            {!charges.data.connected ? (
              <p>
                Para cobrar o cliente pelo Pix, boleto ou link de pagamento, conecte a conta Asaas do estúdio
                {canManageMembers(me.studio.role) ? (
                  <>
                    {" "}
                    em{" "}
                    <Link to="/dashboard/configuracoes/cobrancas" className="underline">
                      Configurações → Cobranças aos clientes
                    </Link>
                  </>
                ) : (
                  " (o proprietário ou um administrador faz isso em Configurações)"
                )}
                .
              </p>
            ) : null}
            <section aria-labelledby="cobrancas-parcelas" className="space-y-2">
              <h3 id="cobrancas-parcelas" className="font-semibold">
                Parcelas dos honorários
              </h3>
              {charges.data.milestones.length === 0 ? (
                <p className="text-muted-foreground">
                  Salve os honorários do projeto para cobrar as parcelas.{" "}
                  <Link to={`/dashboard/projetos/${projectId}/honorarios`} className="underline">
                    Calcular honorários
                  </Link>
                </p>
              ) : (
                <ul className="divide-y">
                  {charges.data.milestones.map((m) => (
                    <li key={m.trigger} className="flex flex-wrap items-center justify-between gap-2 py-2">
                      <span>
                        {m.label} · <strong>{formatMoney(m.amountCents)}</strong>
                      </span>
                      <Button size="sm" variant="outline" disabled={!charges.data.connected} onClick={() => setMilestone(m)} aria-label={`Gerar cobrança: ${m.label}`}>
                        Gerar cobrança
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="cobrancas-geradas" className="space-y-2">
              <h3 id="cobrancas-geradas" className="font-semibold">
                Cobranças geradas
              </h3>
              {charges.data.charges.length === 0 ? (
                <p className="text-muted-foreground">Nenhuma cobrança gerada ainda.</p>
              ) : (
                <ul className="space-y-4">
                  {charges.data.charges.map((c) => (
                    <ChargeItem key={c.id} charge={c} />
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </CardContent>
      {milestone && charges.data ? (
        <NewChargeDialog projectId={projectId} milestone={milestone} needsDocument={!charges.data.clientHasDocument} terms={charges.data.terms} onClose={() => setMilestone(null)} />
      ) : null}
    </Card>
  );
}

function ChargeItem({ charge }: { charge: StudioCharge }) {
  const me = useCurrentUser();
  async function copyText() {
    try {
      await navigator.clipboard.writeText(charge.whatsappText);
      toast.success("Texto para WhatsApp copiado");
    } catch {
      toast.error("Não foi possível copiar o texto.");
    }
  }
  return (
    <li className="space-y-3 rounded border p-3">
      <ChargeSummary charge={charge} />
      <ChargePaymentDetails charge={charge} />
      <ChargeNfse nfse={charge.nfse} />
      {charge.nfse?.status === "erro" ? <RetryNfse projectId={charge.projectId} chargeId={charge.id} cancel={charge.status === "estornada"} /> : null}
      {/* Cancelar cobrança / Estornar (R-PAY-6, R-PAY-7), owner and admins only. */}
      <ChargeActions charge={charge} canManage={canManageMembers(me.studio.role)} />
      {charge.status === "pendente" || charge.status === "vencida" ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => void copyText()}>
            Copiar texto para WhatsApp
          </Button>
          {charge.whatsappUrl ? (
            <a href={`${charge.whatsappUrl}?text=${encodeURIComponent(charge.whatsappText)}`} target="_blank" rel="noreferrer" className={buttonVariants({ variant: "outline", size: "sm" })}>
              Abrir no WhatsApp
            </a>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/**
 * R-PAY-12: after fixing the cause, the studio asks for the invoice again (one per charge at Asaas);
 * for a refunded fee (`cancel`), what it asks again is the invoice's cancellation (decision 113).
 */
function RetryNfse({ projectId, chargeId, cancel }: { projectId: string; chargeId: string; cancel: boolean }) {
  const retry = useRetryNfse(projectId);
  async function ask() {
    try {
      await retry.mutateAsync(chargeId);
      toast.success(cancel ? "Cancelamento da nota fiscal pedido de novo" : "Nota fiscal pedida de novo");
    } catch (error) {
      toast.error(cancel ? "Não foi possível pedir o cancelamento de novo" : "Não foi possível pedir a nota fiscal de novo", { description: errorMessage(error) });
    }
  }
  return (
    <Button size="sm" variant="outline" disabled={retry.isPending} onClick={() => void ask()}>
      {retry.isPending ? "Pedindo…" : cancel ? "Pedir o cancelamento da nota de novo" : "Pedir a nota fiscal de novo"}
    </Button>
  );
}

/**
 * The dialog's form (decision 041): the charge's own schema, the due date typed as dd/mm/aaaa and
 * the milestone as the project's charges list it.
 */
const newChargeFormSchema = chargeInputSchema.extend({
  milestone: z.string().pipe(chargeInputSchema.shape.milestone),
  dueDate: z
    .string()
    .transform((v) => parseDayBR(v) ?? "")
    .pipe(chargeInputSchema.shape.dueDate),
});

function NewChargeDialog({
  projectId,
  milestone,
  needsDocument,
  terms,
  onClose,
}: {
  projectId: string;
  milestone: ProjectCharges["milestones"][number];
  needsDocument: boolean;
  terms: ProjectCharges["terms"];
  onClose: () => void;
}) {
  const create = useCreateCharge(projectId);
  // One key per dialog: every click of "Gerar" answers the same charge (R-PAY-6). A blank
  // document is no document (the schema's null), as when the client's record already has one.
  const form = useZodForm(newChargeFormSchema, {
    defaultValues: { milestone: milestone.trigger, method: "pix", dueDate: "", cpfCnpj: "", idempotencyKey: crypto.randomUUID() },
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (input) => {
    try {
      await create.mutateAsync(input);
      toast.success("Cobrança gerada", { description: `${milestone.label}: ${formatMoney(milestone.amountCents)}.` });
      onClose();
    } catch (error) {
      if (applyServerErrors(form, error)) return;
      // The client's document and the milestone have no input on screen until the server asks:
      // their messages show the document's field, or above the buttons.
      // Any other refusal (or a 422 on a field neither of those) is said in a toast: no message is lost.
      const fields = error instanceof ApiError ? error.fields : undefined;
      const shown = (["cpfCnpj", "milestone"] as const).filter((name) => fields?.[name]);
      for (const name of shown) form.setError(name, { type: "server", message: fields?.[name] as string });
      if (shown.length === 0) toast.error("Não foi possível gerar a cobrança", { description: errorMessage(error) });
    }
  });

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title="Gerar cobrança" description={`${milestone.label}: ${formatMoney(milestone.amountCents)}.`}>
        <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4" aria-label="Gerar cobrança">
          {terms ? <ChargeTermsLine terms={terms} /> : null}
          <div className="space-y-1">
            <Label htmlFor="cobranca-forma">Forma de pagamento</Label>
            <NativeSelect id="cobranca-forma" {...form.register("method")}>
              {STUDIO_CHARGE_METHODS.map((m) => (
                <option key={m} value={m}>
                  {STUDIO_CHARGE_METHOD_LABELS[m]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <FieldError id="cobranca-vencimento" label="Vencimento" error={errors.dueDate?.message}>
            <Input id="cobranca-vencimento" {...form.register("dueDate")} inputMode="numeric" placeholder="dd/mm/aaaa" autoComplete="off" aria-invalid={Boolean(errors.dueDate)} aria-describedby={errors.dueDate ? "cobranca-vencimento-erro" : undefined} />
          </FieldError>
          {needsDocument || errors.cpfCnpj ? (
            <FieldError id="cobranca-documento" label="CPF ou CNPJ do cliente" error={errors.cpfCnpj?.message}>
              <Input id="cobranca-documento" {...form.register("cpfCnpj")} inputMode="numeric" autoComplete="off" aria-invalid={Boolean(errors.cpfCnpj)} aria-describedby={errors.cpfCnpj ? "cobranca-documento-erro" : undefined} />
            </FieldError>
          ) : null}
          {errors.milestone ? <p className="text-sm text-destructive">{errors.milestone.message}</p> : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? "Gerando…" : "Gerar cobrança"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function FieldError({ id, label, error, children }: { id: string; label: string; error: string | undefined; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-erro`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
