import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { Landmark } from "lucide-react";
import { canManageMembers } from "#domain/studios";
import { chargeAccountInputSchema, nfseSettingsSchema, type ChargeAccount } from "#domain/studio-charges.schema";
import { z } from "#domain/zod";
import { useChargeAccount, useRemoveChargeAccount, useSaveChargeAccount } from "#web/api/studio-charges";
import { ConfirmDialog } from "#web/components/confirm-dialog";
import { applyServerErrors } from "#web/components/form/errors";
import { useZodForm } from "#web/components/form/use-zod-form";
import { PageHeader } from "#web/components/page-header";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { Checkbox } from "#web/components/ui/checkbox";
import { Input } from "#web/components/ui/input";
import { Label } from "#web/components/ui/label";
import { Spinner } from "#web/components/ui/spinner";
import { ApiError, errorMessage } from "#web/lib/api";
import { useCurrentUser } from "#web/lib/dashboard-context";
import { formatDate } from "#web/lib/format";

const percentText = (bps: number) => (bps / 100).toLocaleString("pt-BR", { maximumFractionDigits: 2 });
/** "2", "2,5" or "1.5" → basis points; anything else NaN (the schema refuses it in words). */
const toBps = (text: string) => {
  const t = text.trim().replace(",", ".");
  return /^\d+(\.\d{1,2})?$/.test(t) ? Math.round(Number(t) * 100) : Number.NaN;
};

/**
 * The account's form (decision 041): the key as typed (blank keeps the saved one), the fine and
 * the interest as percentages, checked by the API's own schema under their own names.
 */
const accountFormSchema = z
  .object({ apiKey: z.string(), fineBps: z.string(), interestBps: z.string() })
  .transform((v): z.input<typeof chargeAccountInputSchema> => ({ apiKey: v.apiKey.trim() === "" ? undefined : v.apiKey, fineBps: toBps(v.fineBps), interestBps: toBps(v.interestBps) }))
  .pipe(chargeAccountInputSchema);

/** The NFS-e's form (decision 041): the ISS as a percentage, blank for none. */
const nfseFormSchema = z
  .object({ enabled: z.boolean(), serviceCode: z.string(), serviceId: z.string(), serviceName: z.string(), issBps: z.string(), retainIss: z.boolean() })
  .transform((v): z.input<typeof nfseSettingsSchema> => ({ ...v, issBps: v.issBps.trim() === "" ? null : toBps(v.issBps) }))
  .pipe(nfseSettingsSchema);

/** Configurações → Cobranças aos clientes (R-PAY-5, decision 100): the studio's own Asaas account. */
export function ChargeAccountPage() {
  const me = useCurrentUser();
  const account = useChargeAccount();
  const allowed = canManageMembers(me.studio.role);

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title="Cobranças aos clientes" description="Conecte a conta Asaas do estúdio para cobrar as parcelas dos honorários por Pix, boleto ou link de pagamento, em nome do estúdio." icon={<Landmark />} />
      <p className="text-sm">
        <Link to="/dashboard/configuracoes/financeiro" className="underline">
          Ver o financeiro (recebido, a receber e vencido)
        </Link>
      </p>
      {!allowed ? (
        <p role="alert">Só o proprietário ou um administrador do estúdio configura a conta de cobrança.</p>
      ) : account.isPending ? (
        <Spinner label="Carregando a conta de cobrança" />
      ) : account.isError ? (
        <p role="alert">{errorMessage(account.error)}</p>
      ) : (
        <>
          <AccountForm key={account.data.connectedAt ?? "nova"} account={account.data} />
          {account.data.connected ? <NfseForm key={`nfse-${account.data.connectedAt ?? ""}`} account={account.data} /> : null}
        </>
      )}
    </div>
  );
}

function AccountForm({ account }: { account: ChargeAccount }) {
  const save = useSaveChargeAccount();
  const remove = useRemoveChargeAccount();
  const form = useZodForm(accountFormSchema, { defaultValues: { apiKey: "", fineBps: percentText(account.fineBps), interestBps: percentText(account.interestBps) } });
  const errors = form.formState.errors;
  const [confirming, setConfirming] = useState(false);

  const submit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync(input);
      form.resetField("apiKey");
      toast.success(input.apiKey ? "Conta Asaas conectada" : "Multa e juros salvos");
    } catch (error) {
      // A refusal not placed under an input on screen is said in a toast: no message is lost.
      if (!applyServerErrors(form, error)) toast.error("Não foi possível salvar", { description: errorMessage(error) });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Conta Asaas do estúdio</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        {!account.available ? (
          <p role="alert">A conexão com o Asaas não está disponível neste servidor. Fale com o suporte da Prancheta.</p>
        ) : null}
        {account.connected ? (
          <p>
            Conectada ({account.environment === "sandbox" ? "sandbox, para testes" : "produção"}) com a chave terminada em <strong>••••{account.apiKeyHint}</strong>
            {account.connectedAt ? `, desde ${formatDate(account.connectedAt)}` : ""}. A chave fica guardada cifrada e não é mostrada de novo.
          </p>
        ) : (
          <p>
            O estúdio cobra com a sua própria conta Asaas: o dinheiro vai direto para ela. Copie a chave em Asaas → Integrações → Chaves de API. A Prancheta registra sozinha o aviso (webhook) das cobranças.
          </p>
        )}
        <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4" aria-label="Conta Asaas do estúdio">
          <div className="space-y-1">
            <Label htmlFor="asaas-chave">{account.connected ? "Trocar a chave de API (opcional)" : "Chave de API do Asaas"}</Label>
            <Input id="asaas-chave" type="password" autoComplete="off" {...form.register("apiKey")} placeholder="$aact_…" aria-invalid={Boolean(errors.apiKey)} aria-describedby={errors.apiKey ? "asaas-chave-erro" : undefined} />
            {errors.apiKey ? (
              <p id="asaas-chave-erro" className="text-destructive">
                {errors.apiKey.message}
              </p>
            ) : null}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-1">
              <Label htmlFor="asaas-multa">Multa por atraso (%)</Label>
              <Input id="asaas-multa" inputMode="decimal" {...form.register("fineBps")} aria-invalid={Boolean(errors.fineBps)} aria-describedby="asaas-multa-ajuda" />
              <p id="asaas-multa-ajuda" className={errors.fineBps ? "text-destructive" : "text-muted-foreground"}>
                {errors.fineBps?.message ?? "Até 2% (Código de Defesa do Consumidor, art. 52, § 1º)."}
              </p>
            </div>
            <div className="space-y-1">
              <Label htmlFor="asaas-juros">Juros ao mês (%)</Label>
              <Input id="asaas-juros" inputMode="decimal" {...form.register("interestBps")} aria-invalid={Boolean(errors.interestBps)} aria-describedby="asaas-juros-ajuda" />
              <p id="asaas-juros-ajuda" className={errors.interestBps ? "text-destructive" : "text-muted-foreground"}>
                {errors.interestBps?.message ?? "Até 1% ao mês, proporcional aos dias de atraso."}
              </p>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending || !account.available}>
              {save.isPending ? "Salvando…" : account.connected ? "Salvar" : "Conectar conta"}
            </Button>
            {account.connected ? (
              <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
                Desconectar
              </Button>
            ) : null}
          </div>
        </form>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Desconectar a conta Asaas?"
        description="A chave guardada é apagada. As cobranças já geradas continuam listadas, mas novas cobranças só depois de conectar de novo."
        confirmLabel="Desconectar"
        busyLabel="Desconectando…"
        onConfirm={async () => {
          try {
            await remove.mutateAsync();
            toast.success("Conta Asaas desconectada");
          } catch (error) {
            toast.error("Não foi possível desconectar", { description: errorMessage(error) });
          }
        }}
      />
    </Card>
  );
}

/**
 * R-PAY-12: the NFS-e of each fee the client pays, issued by the studio's own Asaas account with
 * the city's service and the ISS that Asaas's "Agendar nota fiscal" asks for.
 */
function NfseForm({ account }: { account: ChargeAccount }) {
  const save = useSaveChargeAccount();
  const n = account.nfse;
  const form = useZodForm(nfseFormSchema, {
    defaultValues: {
      enabled: n.enabled,
      serviceCode: n.serviceCode ?? "",
      serviceId: n.serviceId ?? "",
      serviceName: n.serviceName ?? "",
      issBps: n.issBps === null ? "" : percentText(n.issBps),
      retainIss: n.retainIss,
    },
  });
  const errors = form.formState.errors;
  const [enabled, retainIss] = form.watch(["enabled", "retainIss"]);

  const submit = form.handleSubmit(async (nfse) => {
    try {
      await save.mutateAsync({ fineBps: account.fineBps, interestBps: account.interestBps, nfse });
      toast.success(nfse.enabled ? "Emissão de nota fiscal ativada" : "Emissão de nota fiscal desativada");
    } catch (error) {
      // The account's route names these fields under `nfse.`; the form names them as its own.
      // A refusal not placed under an input on screen is said in a toast: no message is lost.
      const placed =
        error instanceof ApiError && error.fields !== undefined && applyServerErrors(form, new ApiError(error.status, error.code, error.message, Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k.replace(/^nfse\./, ""), v]))));
      if (!placed) toast.error("Não foi possível salvar", { description: errorMessage(error) });
    }
  });

  const field = (id: string, label: string, name: "serviceCode" | "serviceId" | "serviceName" | "issBps", help: string, extra: { inputMode?: "decimal" } = {}) => (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...form.register(name)} aria-invalid={Boolean(errors[name])} aria-describedby={`${id}-ajuda`} {...extra} />
      <p id={`${id}-ajuda`} className={errors[name] ? "text-destructive" : "text-muted-foreground"}>
        {errors[name]?.message ?? help}
      </p>
    </div>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Nota fiscal de serviço (NFS-e)</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <p>
          Quando o cliente paga uma cobrança, a Prancheta pede ao Asaas a NFS-e em nome do estúdio. Antes, preencha as informações fiscais da empresa no Asaas (Minha Conta → Informações fiscais).
        </p>
        <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4" aria-label="Nota fiscal de serviço">
          <div className="flex items-center gap-2">
            <Checkbox id="nfse-ativa" checked={enabled} onCheckedChange={(v) => form.setValue("enabled", v === true)} />
            <Label htmlFor="nfse-ativa">Emitir nota fiscal de cada honorário recebido</Label>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {field("nfse-codigo", "Código do serviço municipal", "serviceCode", "Como a prefeitura lista, por exemplo 07.01.")}
            {field("nfse-id", "ID do serviço no Asaas (opcional)", "serviceId", "Quando a prefeitura do estúdio tem a lista de serviços no Asaas.")}
          </div>
          {field("nfse-descricao", "Descrição do serviço municipal", "serviceName", "Por exemplo: Engenharia, agronomia, arquitetura e urbanismo.")}
          <div className="grid gap-4 sm:grid-cols-2">
            {field("nfse-iss", "Alíquota do ISS (%)", "issBps", "De 0 a 5%, conforme o município.", { inputMode: "decimal" })}
            <div className="flex items-center gap-2 sm:pt-6">
              <Checkbox id="nfse-iss-retido" checked={retainIss} onCheckedChange={(v) => form.setValue("retainIss", v === true)} />
              <Label htmlFor="nfse-iss-retido">ISS retido pelo cliente (tomador)</Label>
            </div>
          </div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Salvando…" : "Salvar nota fiscal"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
