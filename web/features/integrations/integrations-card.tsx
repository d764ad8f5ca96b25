import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { API_TOKEN_SCOPE_LABELS, API_TOKEN_SCOPES, type ApiTokenScope } from "#domain/api-tokens";
import { apiTokenInputSchema, type ApiToken } from "#domain/api-tokens.schema";
import { canManageMembers, type StudioRole } from "#domain/studios";
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from "#web/api/api-tokens";
import { applyServerErrors } from "#web/components/form/errors";
import { Field } from "#web/components/form/field";
import { useZodForm } from "#web/components/form/use-zod-form";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Input } from "#web/components/ui/input";
import { NativeSelect } from "#web/components/ui/native-select";
import { errorMessage } from "#web/lib/api";
import { formatDateTime } from "#web/lib/format";
import { LoadedList, RemovableList, SecretShownOnce } from "./credential-parts";
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
        <LoadedList query={tokens} loadingLabel="Carregando tokens" spacing="py-6">
          {(data) => (
            <>
              {data.allowedScopes.length === 0 ? (
                <p className="text-sm">
                  O plano do estúdio não inclui a integração via API. Ela faz parte dos planos Projeto Avançado (leitura), Projeto Premium (leitura e escrita) e
                  Obra-Prima (completa). <Link className="underline" to="/dashboard/planos">Ver os planos</Link>
                </p>
              ) : (
                <CreateTokenForm allowed={data.allowedScopes} />
              )}
              <TokenList tokens={data.tokens} />
            </>
          )}
        </LoadedList>
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
        <SecretShownOnce
          message={`Token “${secret.name}” criado. Copie-o agora: ele não será mostrado de novo.`}
          text={secret.text}
          textLabel="Texto do token"
          noun="token"
          onDone={() => setSecret(null)}
        />
      ) : null}
    </section>
  );
}

function TokenList({ tokens }: { tokens: ApiToken[] }) {
  const revoke = useRevokeApiToken();
  return (
    <RemovableList
      items={tokens}
      empty="Nenhum token criado ainda."
      frame={(list) => (
        <section aria-labelledby="tokens" className="space-y-2">
          <h3 id="tokens" className="font-semibold">
            Tokens do estúdio
          </h3>
          {list}
        </section>
      )}
      itemClassName="flex flex-wrap items-center justify-between gap-2 p-3"
      item={(token, ask) => (
        <>
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
            <Button variant="outline" size="sm" aria-label={`Revogar o token ${token.name}`} onClick={ask}>
              Revogar
            </Button>
          )}
        </>
      )}
      confirm={(token) => ({
        title: "Revogar token?",
        description: `Os sistemas que usam “${token?.name ?? ""}” deixam de acessar o estúdio na próxima requisição. Não dá para desfazer.`,
        confirmLabel: "Revogar",
        busyLabel: "Revogando…",
      })}
      remove={(token) => revoke.mutateAsync(token.id)}
      removed={(token) => `Token “${token.name}” revogado.`}
    />
  );
}
