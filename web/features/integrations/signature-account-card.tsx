import { useState } from "react";
import { toast } from "sonner";
import { signatureAccountInputSchema, type SignatureAccount } from "#domain/provider-signature.schema";
import { canManageMembers, type StudioRole } from "#domain/studios";
import { useConnectSignatureAccount, useDisconnectSignatureAccount, useSignatureAccount } from "#web/api/signature-account";
import { ConfirmDialog } from "#web/components/confirm-dialog";
import { applyServerErrors } from "#web/components/form/errors";
import { Field } from "#web/components/form/field";
import { useZodForm } from "#web/components/form/use-zod-form";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Input } from "#web/components/ui/input";
import { errorMessage } from "#web/lib/api";
import { formatDate } from "#web/lib/format";
import { LoadedList } from "./credential-parts";

/**
 * Configurações → "Assinatura eletrônica (ZapSign)" (R-CONTRACT-7, decision 109): whether the
 * studio's ZapSign account is connected and since when, connecting it with its API token
 * (ZapSign's refusal under the field) and disconnecting it after a confirmation. Only the owner
 * and the admins read and change it (the server answers the others 403): they read why instead.
 */
export function SignatureAccountCard({ role }: { role: StudioRole }) {
  const manages = canManageMembers(role);
  const account = useSignatureAccount(manages);

  return (
    <Card aria-labelledby="assinatura-zapsign">
      <CardHeader>
        <CardTitle id="assinatura-zapsign">Assinatura eletrônica (ZapSign)</CardTitle>
        <CardDescription>
          Com a conta ZapSign do estúdio conectada, o contrato do projeto pode ir para o cliente assinar pela ZapSign, que guarda as evidências da assinatura; o PDF
          assinado volta para o projeto. Sem ela, o cliente assina no próprio portal (assinatura eletrônica simples).
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        {manages ? (
          <LoadedList query={account} loadingLabel="Carregando a conta ZapSign" spacing="py-4">
            {(data) => <AccountState account={data} />}
          </LoadedList>
        ) : (
          <p>Só o proprietário ou um administrador do estúdio conecta e desconecta a conta ZapSign.</p>
        )}
      </CardContent>
    </Card>
  );
}

function AccountState({ account }: { account: SignatureAccount }) {
  const disconnect = useDisconnectSignatureAccount();
  const [confirming, setConfirming] = useState(false);

  if (!account.connected) {
    return (
      <>
        <p>
          <strong>Não conectada.</strong> Copie o token na ZapSign, em Configurações → Integração → Token de API. A Prancheta registra sozinha o aviso (webhook) dos
          documentos assinados.
        </p>
        {account.available ? (
          <ConnectForm />
        ) : (
          <p role="alert">A conexão com a ZapSign não está disponível neste servidor. Fale com o suporte da Prancheta.</p>
        )}
      </>
    );
  }

  return (
    <>
      <p>
        <strong>Conectada</strong> com o token terminado em <strong>••••{account.apiTokenHint}</strong>
        {account.connectedAt ? `, desde ${formatDate(account.connectedAt)}` : ""}. O token fica guardado cifrado e não é mostrado de novo.
      </p>
      <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
        Desconectar a ZapSign
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Desconectar a ZapSign?"
        description="O token guardado é apagado e o estúdio deixa de enviar contratos pela ZapSign. Antes, a Prancheta confere na ZapSign cada contrato enviado: os que o cliente já assinou são registrados com o PDF assinado; os ainda não assinados são retirados da ZapSign e cancelados, e o cliente passa a assinar pelo portal."
        confirmLabel="Desconectar"
        busyLabel="Desconectando…"
        onConfirm={async () => {
          try {
            await disconnect.mutateAsync();
          } catch (error) {
            throw new Error(errorMessage(error), { cause: error });
          }
          toast.success("ZapSign desconectada");
        }}
      />
    </>
  );
}

function ConnectForm() {
  const connect = useConnectSignatureAccount();
  const form = useZodForm(signatureAccountInputSchema, { defaultValues: { apiToken: "" } });

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await connect.mutateAsync(input);
      form.reset({ apiToken: "" });
      toast.success("ZapSign conectada");
    } catch (error) {
      if (applyServerErrors(form, error)) return;
      toast.error("Não foi possível conectar a ZapSign", { description: errorMessage(error) });
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Conectar a ZapSign" className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
      <Field control={form.control} name="apiToken" label="Token de API da ZapSign">
        {(p) => <Input {...p} type="password" autoComplete="off" spellCheck={false} />}
      </Field>
      <Button type="submit" className="sm:mt-6" disabled={connect.isPending}>
        {connect.isPending ? "Conectando…" : "Conectar a ZapSign"}
      </Button>
    </form>
  );
}
