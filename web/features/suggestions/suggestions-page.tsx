import type { FormEvent } from "react";
import { Send } from "lucide-react";
import { ComingSoonButton } from "#web/components/coming-soon-button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Input } from "#web/components/ui/input";
import { NativeSelect } from "#web/components/ui/native-select";
import { Textarea } from "#web/components/ui/textarea";
import { FormField } from "#web/components/form-field";
import { PageHeader } from "#web/components/page-header";
import { DASHBOARD_ICONS } from "#web/lib/dashboard-icons";

const Icon = DASHBOARD_ICONS.sugestoes;

const TYPES = [
  { value: "nova-ideia", label: "Nova ideia" },
  { value: "bug", label: "Reportar bug" },
  { value: "elogio", label: "Elogio" },
] as const;

const URGENCIES = [
  { value: "baixa", label: "Baixa" },
  { value: "média", label: "Média" },
  { value: "alta", label: "Alta" },
  { value: "crítica", label: "Crítica" },
] as const;

export function SuggestionsPage() {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
  }

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Sugestões de melhoria"
        description="Ajude a construir a Prancheta com as suas ideias."
        icon={<Icon />}
      />
      <Card>
        <CardHeader>
          <CardTitle>Envie sua sugestão</CardTitle>
          <CardDescription>
            Envie sugestões de novas funcionalidades, reporte problemas ou compartilhe elogios. Toda
            mensagem é lida pela nossa equipe.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} className="flex flex-col gap-5">
            <FormField label="Seu nome">
              {(field) => <Input {...field} name="nome" autoComplete="name" required />}
            </FormField>

            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium">
                Tipo de sugestão
              </legend>
              <div className="flex flex-wrap gap-x-6 gap-y-2">
                {TYPES.map((type) => (
                  <label key={type.value} className="flex items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name="tipo"
                      value={type.value}
                      defaultChecked={type.value === "nova-ideia"}
                      className="size-4 accent-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
                    />
                    {type.label}
                  </label>
                ))}
              </div>
            </fieldset>

            <FormField label="Urgência">
              {(field) => (
                <NativeSelect {...field} name="urgencia" defaultValue="média">
                  {URGENCIES.map((urgency) => (
                    <option key={urgency.value} value={urgency.value}>
                      {urgency.label}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>

            <FormField label="Sua sugestão/feedback">
              {(field) => (
                <Textarea
                  {...field}
                  name="sugestao"
                  rows={5}
                  required
                  placeholder="Conte sua ideia, o problema encontrado ou o que você gostou"
                />
              )}
            </FormField>

            <ComingSoonButton type="submit" className="self-start">
              <Send aria-hidden="true" />
              Enviar sugestão
            </ComingSoonButton>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
