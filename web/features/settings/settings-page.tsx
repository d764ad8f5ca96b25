import type { FormEvent, ReactNode } from "react";
import { ComingSoonButton } from "#web/components/coming-soon-button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Input } from "#web/components/ui/input";
import { FormField } from "#web/components/form-field";
import { PageHeader } from "#web/components/page-header";
import { DASHBOARD_ICONS } from "#web/lib/dashboard-icons";
import { useCurrentUser } from "#web/lib/dashboard-context";

const Icon = DASHBOARD_ICONS.configuracoes;

function preventSubmit(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
}

/** The settings; `children` are the cards other features add after these (the team's, web/app/routes/settings.tsx). */
export function SettingsPage({ children }: { children?: ReactNode }) {
  const me = useCurrentUser();

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title="Configurações"
        description="Gerencie seu perfil, sua senha e suas preferências."
        icon={<Icon />}
      />

      <Card>
        <CardHeader>
          <CardTitle>Perfil</CardTitle>
          <CardDescription>Seus dados e os do seu escritório.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={preventSubmit} className="flex flex-col gap-4">
            <FormField label="Nome">
              {(field) => <Input {...field} name="name" autoComplete="name" defaultValue={me.name} />}
            </FormField>
            <FormField label="E-mail">
              {(field) => (
                <Input {...field} name="email" type="email" autoComplete="email" defaultValue={me.email} />
              )}
            </FormField>
            <FormField label="Empresa/estúdio">
              {(field) => (
                <Input
                  {...field}
                  name="company"
                  autoComplete="organization"
                  defaultValue={me.company ?? ""}
                />
              )}
            </FormField>
            <ComingSoonButton type="submit" className="self-start">
              Salvar alterações
            </ComingSoonButton>
          </form>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Alterar senha</CardTitle>
          <CardDescription>Use pelo menos 8 caracteres.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={preventSubmit} className="flex flex-col gap-4">
            <FormField label="Senha atual">
              {(field) => (
                <Input {...field} name="currentPassword" type="password" autoComplete="current-password" />
              )}
            </FormField>
            <FormField label="Nova senha">
              {(field) => (
                <Input {...field} name="newPassword" type="password" autoComplete="new-password" />
              )}
            </FormField>
            <FormField label="Confirmar senha">
              {(field) => (
                <Input {...field} name="confirmPassword" type="password" autoComplete="new-password" />
              )}
            </FormField>
            <ComingSoonButton type="submit" className="self-start">
              Atualizar senha
            </ComingSoonButton>
          </form>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Preferências</CardTitle>
          <CardDescription>Como a plataforma apresenta as informações para você.</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 text-sm sm:grid-cols-[12rem_1fr]">
            <dt className="font-medium">Idioma</dt>
            <dd className="text-muted-foreground">Português (Brasil)</dd>
            <dt className="font-medium">Formato de data</dt>
            <dd className="text-muted-foreground">dd/mm/aaaa</dd>
            <dt className="font-medium">Moeda</dt>
            <dd className="text-muted-foreground">Real brasileiro (R$)</dd>
          </dl>
        </CardContent>
      </Card>

      {children}
    </div>
  );
}
