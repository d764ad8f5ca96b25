import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Copy, Download, RefreshCw } from "lucide-react";
import { toast } from "sonner";
import { Button, buttonVariants } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Input } from "#web/components/ui/input";
import { ConfirmDialog } from "#web/components/confirm-dialog";
import { FormField } from "#web/components/form-field";
import { errorMessage } from "#web/lib/api";
import { calendarLinks, calendarQueries, useRegenerateSubscription } from "#web/api/calendar";

/** R-CAL-2 and R-CAL-3: the whole calendar as a file, and the private address to subscribe to. */
export function SubscriptionCard() {
  const query = useQuery(calendarQueries.subscription());
  const regenerate = useRegenerateSubscription();
  const [confirming, setConfirming] = useState(false);
  const url = query.data?.url ?? "";

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Endereço copiado", { description: "Cole-o no Google Agenda ou no Outlook para assinar o calendário." });
    } catch {
      toast.error("Não foi possível copiar", { description: "Selecione o endereço e copie-o manualmente." });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Levar para outro calendário</CardTitle>
        <CardDescription>
          Baixe o calendário em .ics ou assine o endereço privado abaixo: no Google Agenda, em “Outras agendas” → “Do URL”; no
          Outlook, em “Adicionar calendário” → “Assinar da Web”. Quem tiver o endereço vê seus eventos; se ele vazar, gere outro.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <FormField label="Endereço de assinatura">
          {(field) => <Input {...field} readOnly value={query.isError ? errorMessage(query.error) : url} placeholder="Carregando..." onFocus={(e) => e.currentTarget.select()} />}
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => void copy()} disabled={!url}>
            <Copy aria-hidden="true" />
            Copiar endereço
          </Button>
          <a href={calendarLinks.all()} download className={buttonVariants({ variant: "outline", size: "sm" })}>
            <Download aria-hidden="true" />
            Baixar calendário (.ics)
          </a>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} disabled={!url}>
            <RefreshCw aria-hidden="true" />
            Gerar novo endereço
          </Button>
        </div>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Gerar novo endereço?"
        description="O endereço atual deixa de funcionar na hora: os calendários que o assinaram param de receber seus eventos até você assinar o novo."
        confirmLabel="Gerar novo endereço"
        busyLabel="Gerando..."
        tone="default"
        onConfirm={async () => {
          await regenerate.mutateAsync();
          toast.success("Novo endereço gerado", { description: "O endereço anterior não funciona mais." });
        }}
      />
    </Card>
  );
}
