import type { FormEvent } from "react";
import { Sparkles } from "lucide-react";
import type { GenericToolId } from "#domain/tool-inputs";
import { ComingSoonButton } from "#web/components/coming-soon-button";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { Input } from "#web/components/ui/input";
import { NativeSelect } from "#web/components/ui/native-select";
import { Textarea } from "#web/components/ui/textarea";
import { EmptyState } from "#web/components/empty-state";
import { FormField, type FieldControlProps } from "#web/components/form-field";
import { PageHeader } from "#web/components/page-header";
import { DASHBOARD_ICONS } from "#web/lib/dashboard-icons";
import { toolScreen, type ToolField } from "./tool-texts";

function ToolInput({ input, field }: { input: ToolField; field: FieldControlProps }) {
  switch (input.type) {
    case "textarea":
      return <Textarea {...field} name={input.id} rows={4} placeholder={input.placeholder} />;
    case "select":
      return (
        <NativeSelect {...field} name={input.id} defaultValue="">
          <option value="" disabled>
            Selecione uma opção
          </option>
          {input.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      );
    case "date":
      return <Input {...field} name={input.id} type="date" />;
    default:
      return <Input {...field} name={input.id} placeholder={input.placeholder} />;
  }
}

/** The generic AI tool screen (R-TOOL-1): inputs on the left, the analysis on the right. */
export function ToolPage({ toolId }: { toolId: GenericToolId }) {
  const tool = toolScreen(toolId);
  const Icon = DASHBOARD_ICONS[toolId];

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
  }

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={tool.title} description={tool.description} icon={<Icon />} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Entrada de dados</CardTitle>
          </CardHeader>
          <CardContent>
            <form onSubmit={onSubmit} className="flex flex-col gap-4">
              {tool.fields.map((input) => (
                <FormField key={input.id} label={input.label}>
                  {(field) => <ToolInput input={input} field={field} />}
                </FormField>
              ))}
              <ComingSoonButton type="submit" className="self-start">
                <Sparkles aria-hidden="true" />
                Processar com IA
              </ComingSoonButton>
            </form>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Resultados da análise</CardTitle>
          </CardHeader>
          <CardContent>
            <EmptyState className="min-h-64">
              Preencha o formulário e clique em "Processar com IA" para ver os resultados.
            </EmptyState>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
