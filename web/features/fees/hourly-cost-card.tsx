import { toast } from "sonner";
import { formatMoney } from "#domain/budget";
import { bpsToText, decimalToText, hourlyCostFormSchema, hourlyCostFormValues } from "./fees-form";
import type { HourlyCostInput, StudioFeeSettings } from "#domain/fees/fees.schema";
import { canManageMembers } from "#domain/studios";
import { useSaveHourlyCost } from "#web/api/fees";
import { applyServerErrors, firstErrorMessage } from "#web/components/form/errors";
import { Field } from "#web/components/form/field";
import { useZodForm } from "#web/components/form/use-zod-form";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { Input } from "#web/components/ui/input";
import { errorMessage } from "#web/lib/api";
import { useCurrentUser } from "#web/lib/dashboard-context";

/**
 * The studio's hourly cost (R-FEES-3): the figures behind the cost-of-service method, with the
 * formula and what they give. Kept per studio; the owner and admins change them, a member reads them.
 */
export function HourlyCostCard({ figures }: { figures: StudioFeeSettings }) {
  const me = useCurrentUser();
  const canEdit = canManageMembers(me.studio.role);
  const form = useZodForm(hourlyCostFormSchema, { defaultValues: hourlyCostFormValues(figures) });
  const save = useSaveHourlyCost();

  async function send(input: HourlyCostInput) {
    try {
      const saved = await save.mutateAsync(input);
      toast.success("Custo da hora salvo", { description: `${formatMoney(saved.hourlyCost)} por hora, para todos os projetos do escritório.` });
    } catch (error) {
      if (!applyServerErrors(form, error)) toast.error("Não foi possível salvar o custo da hora", { description: errorMessage(error) });
    }
  }
  const onSubmit = form.handleSubmit(send, (errors) => toast.error("Verifique o custo da hora", { description: firstErrorMessage(errors) }));
  const saved = figures.updatedAt !== null;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Custo da hora do escritório</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-muted-foreground">Custo da hora = (custos diretos + custos indiretos) ÷ horas produtivas por mês. Impostos e lucro entram no custo do serviço.</p>
        {saved ? (
          <p data-testid="hourly-cost">
            <strong>{formatMoney(figures.hourlyCost)} por hora</strong>{" "}
            <span className="text-sm text-muted-foreground">
              ({formatMoney(figures.directMonthly + figures.indirectMonthly)} ÷ {decimalToText(figures.productiveHours)} h; impostos {bpsToText(figures.taxesBps)}%, lucro {bpsToText(figures.profitBps)}%)
            </span>
          </p>
        ) : (
          <p className="text-sm">O escritório ainda não informou o custo da hora.</p>
        )}
        {canEdit ? (
          <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Custo da hora do escritório" className="grid gap-4 sm:grid-cols-2">
            <Field control={form.control} name="directMonthly" label="Custos diretos por mês (R$)" hint="Pró-labore, salários e encargos.">
              {(p) => <Input {...p} inputMode="decimal" placeholder="12.000,00" />}
            </Field>
            <Field control={form.control} name="indirectMonthly" label="Custos indiretos por mês (R$)" hint="Aluguel, softwares, contador, equipamentos…">
              {(p) => <Input {...p} inputMode="decimal" placeholder="4.500,00" />}
            </Field>
            <Field control={form.control} name="productiveHours" label="Horas produtivas por mês" hint="As horas cobradas em projetos, não as do expediente.">
              {(p) => <Input {...p} inputMode="decimal" placeholder="140" />}
            </Field>
            <Field control={form.control} name="taxesBps" label="Impostos sobre o faturamento (%)">
              {(p) => <Input {...p} inputMode="decimal" placeholder="Ex.: 6" />}
            </Field>
            <Field control={form.control} name="profitBps" label="Lucro (%)">
              {(p) => <Input {...p} inputMode="decimal" placeholder="Ex.: 20" />}
            </Field>
            <div className="flex items-end">
              <Button type="submit" variant="outline" disabled={save.isPending}>
                {save.isPending ? "Salvando…" : "Salvar custo da hora"}
              </Button>
            </div>
          </form>
        ) : (
          <p className="text-sm text-muted-foreground">Só o proprietário ou um administrador do estúdio altera estes valores.</p>
        )}
      </CardContent>
    </Card>
  );
}
