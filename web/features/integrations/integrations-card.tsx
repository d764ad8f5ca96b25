import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { API_TOKEN_SCOPE_LABELS, API_TOKEN_SCOPES, type ApiTokenScope } from "#domain/api-tokens";
import { apiTokenInputSchema, type ApiToken } from "#domain/api-tokens.schema";
import { canManageMembers, type StudioRole } from "#domain/studios";
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from "#web/api/api-tokens";
import { ConfirmDialog } from "#web/components/confirm-dialog";
import { applyServerErrors } from "#web/components/form/errors";
import { Field } from "#web/components/form/field";
import { useZodForm } from "#web/components/form/use-zod-form";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Input } from "#web/components/ui/input";
import { NativeSelect } from "#web/components/ui/native-select";
import { Spinner } from "#web/components/ui/spinner";
import { errorMessage } from "#web/lib/api";
import { formatDateTime } from "#web/lib/format";
import { WebhooksSection } from "./webhooks-section";

/**
 * Configurações → "Integrações" (R-API-1): the studio's API tokens — make one (its text shown once,
 * with a copy button), list them (name, access, created, last used) and revoke them. Only for the
 * owner and the admins (the server refuses the others anyway); on Esboço, why there is none. Below
 * them, the studio's webhooks (R-HOOK-1).
 */
export function IntegrationsCard({ role }: { role: StudioRole }) {
  const manages = canManageMembers(role);
  const tokens = useApiTokens(manages);
  if (!manages) return null;

  return (
    <Card aria-labelledby="integracoes">
      <CardHeader>
        <CardTitle id="integracoes">Integrações</CardTitle>
        <CardDescription>
          Tokens para outros sistemas lerem e gravarem dados do estúdio pela API (<a className="underline" href="/api/docs">documentação</a>). Quem usa um token age
          como o estúdio, não como uma pessoa.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {tokens.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label="Carregando tokens" />
          </div>
        ) : tokens.isError ? (
          <div role="alert" className="space-y-3">
            <p className="text-sm">{errorMessage(tokens.error)}</p>
            <Button variant="outline" onClick={() => void tokens.refetch()} disabled={tokens.isFetching}>
              Tentar novamente
            </Button>
          </div>
        ) : (
          <>
            {tokens.data.allowedScopes.length === 0 ? (
              <p className="text-sm">
                O plano do estúdio não inclui a integração via API. Ela faz parte dos planos Projeto Avançado (leitura), Projeto Premium (leitura e escrita) e
                Obra-Prima (completa). <Link className="underline" to="/dashboard/planos">Ver os planos</Link>
              </p>
            ) : (
              <CreateTokenForm allowed={tokens.data.allowedScopes} />
            )}
            <TokenList tokens={tokens.data.tokens} />
          </>
        )}
        <WebhooksSection />
      </CardContent>
    </Card>
  );
}

function CreateTokenForm({ allowed }: { allowed: ApiTokenScope[] }) {
  const create = useCreateApiToken();
  const form = useZodForm(apiTokenInputSchema, { defaultValues: { name: "", scope: allowed[0]! } });
  const [secret, setSecret] = useState<{ name: string; text: string } | null>(null);

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const created = await create.mutateAsync(input);
      setSecret({ name: created.token.name, text: created.secret });
      form.reset({ name: "", scope: input.scope });
    } catch (error) {
      if (applyServerErrors(form, error)) return;
      toast.error("Não foi possível criar o token", { description: errorMessage(error) });
    }
  });

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      toast.success("Token copiado.");
    } catch {
      toast.error("Não foi possível copiar: selecione o token e copie à mão.");
    }
  }

  return (
    <section aria-labelledby="novo-token" className="space-y-3">
      <h3 id="novo-token" className="font-semibold">
        Criar token
      </h3>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-3 sm:grid-cols-[1fr_14rem_auto] sm:items-start">
        <Field control={form.control} name="name" label="Nome do token">
          {(p) => <Input {...p} autoComplete="off" placeholder="Ex.: ERP do escritório" />}
        </Field>
        <Field control={form.control} name="scope" label="Acesso">
          {(p) => (
            <NativeSelect {...p}>
              {API_TOKEN_SCOPES.filter((s) => allowed.includes(s)).map((s) => (
                <option key={s} value={s}>
                  {API_TOKEN_SCOPE_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Button type="submit" className="sm:mt-6" disabled={create.isPending}>
          {create.isPending ? "Criando…" : "Criar token"}
        </Button>
      </form>
      {secret ? (
        <div role="status" className="space-y-2 rounded-md border p-3">
          <p className="text-sm font-medium">Token “{secret.name}” criado. Copie-o agora: ele não será mostrado de novo.</p>
          <div className="flex flex-wrap items-center gap-2">
            <code aria-label="Texto do token" className="min-w-0 flex-1 break-all rounded bg-muted px-2 py-1 text-xs">
              {secret.text}
            </code>
            <Button type="button" variant="outline" onClick={() => void copy(secret.text)}>
              Copiar token
            </Button>
            <Button type="button" variant="ghost" onClick={() => setSecret(null)}>
              Já copiei
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

function TokenList({ tokens }: { tokens: ApiToken[] }) {
  const revoke = useRevokeApiToken();
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  if (tokens.length === 0) return <p className="text-sm text-muted-foreground">Nenhum token criado ainda.</p>;

  return (
    <section aria-labelledby="tokens" className="space-y-2">
      <h3 id="tokens" className="font-semibold">
        Tokens do estúdio
      </h3>
      <ul className="divide-y rounded-md border">
        {tokens.map((token) => (
          <li key={token.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
            <div className="min-w-0 space-y-0.5 text-sm">
              <p className="font-medium break-words">
                {token.name} <code className="text-xs text-muted-foreground">{token.prefix}…</code>
              </p>
              <p className="text-muted-foreground">
                {API_TOKEN_SCOPE_LABELS[token.scope]} · criado em {formatDateTime(token.createdAt)}
                {token.createdBy ? ` por ${token.createdBy.name}` : ""} · último uso: {token.lastUsedAt ? formatDateTime(token.lastUsedAt) : "nunca usado"}
              </p>
              {token.revokedAt ? <p className="text-destructive">Revogado em {formatDateTime(token.revokedAt)}</p> : null}
            </div>
            {token.revokedAt ? null : (
              <Button variant="outline" size="sm" aria-label={`Revogar o token ${token.name}`} onClick={() => setRevoking(token)}>
                Revogar
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revogar token?"
        description={`Os sistemas que usam “${revoking?.name ?? ""}” deixam de acessar o estúdio na próxima requisição. Não dá para desfazer.`}
        confirmLabel="Revogar"
        busyLabel="Revogando…"
        onConfirm={async () => {
          if (!revoking) return;
          try {
            await revoke.mutateAsync(revoking.id);
          } catch (error) {
            throw new Error(errorMessage(error), { cause: error });
          }
          toast.success(`Token “${revoking.name}” revogado.`);
          setRevoking(null);
        }}
      />
    </section>
  );
}
