import { useState } from "react";
import type { ClientMessage } from "#domain/messages.schema";
import { FormField } from "#web/components/form-field";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { ClientSearchSelect } from "./client-search-select";
import { DecisionLog } from "./decision-log";
import { RecordMessageForm } from "./record-message-form";
import { SuggestedReplies } from "./suggested-replies";

/**
 * "Mensagens de clientes" (R-MSG-1 to R-MSG-4): record a client's message, get the suggested
 * replies with their one-click actions, and read each client's decision log below.
 */
export function ClientMessagesCard() {
  const [current, setCurrent] = useState<ClientMessage | null>(null);
  const [logClient, setLogClient] = useState("");
  return (
    <Card>
      <CardHeader>
        <CardTitle>Mensagens de clientes</CardTitle>
        <CardDescription>
          Cole a mensagem que o cliente mandou por e-mail, WhatsApp ou redes sociais e receba respostas sugeridas com os dados do projeto.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <RecordMessageForm onRecorded={setCurrent} />
        {current ? <SuggestedReplies key={current.id} message={current} onChange={setCurrent} /> : null}
        <section aria-labelledby="registro-de-decisoes" className="space-y-3">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <h3 id="registro-de-decisoes" className="font-semibold">
              Registro de decisões
            </h3>
            <FormField label="Cliente do registro" className="sm:w-64">
              {(wiring) => (
                <ClientSearchSelect control={wiring} value={logClient} onChange={setLogClient} searchLabel="Buscar cliente do registro" emptyOption="Todos os clientes" />
              )}
            </FormField>
          </div>
          <DecisionLog clientId={logClient || undefined} />
        </section>
      </CardContent>
    </Card>
  );
}
