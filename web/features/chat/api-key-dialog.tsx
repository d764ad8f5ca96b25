import { useId, useState, type FormEvent } from "react";
import { Tabs } from "radix-ui";
import { toast } from "sonner";
import { Button } from "#web/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "#web/components/ui/dialog";
import { Input } from "#web/components/ui/input";
import { Label } from "#web/components/ui/label";
import { clearApiKey, saveApiKey, useApiKey } from "#web/lib/api-key-store";

/** "sk-proj-abc…wxyz": enough to recognise a saved key without showing it. */
function masked(key: string): string {
  return key.length <= 12 ? "•".repeat(key.length) : `${key.slice(0, 7)}…${key.slice(-4)}`;
}

const tabClass =
  "rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/**
 * "Configurar API de IA" (R-CHAT-9): the user's own key for the primary provider, kept only in
 * this browser's storage. No format check on save (R-CHAT-10); the ready check is the banner's.
 */
export function ApiKeyDialog({
  providerHost,
  open,
  onOpenChange,
  onChanged,
}: {
  /** Where the key goes (e.g. api.openai.com), named to the user. */
  providerHost: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a save or a removal: the chat checks its status again. */
  onChanged: () => void;
}) {
  const saved = useApiKey();
  const [value, setValue] = useState("");
  const inputId = useId();
  const hintId = useId();

  function close() {
    setValue("");
    onOpenChange(false);
  }

  function onSave(event: FormEvent) {
    event.preventDefault();
    const key = value.trim();
    if (!key) {
      toast.error("Chave necessária", { description: "É necessário configurar pelo menos uma API de IA." });
      return;
    }
    if (!saveApiKey(key)) {
      toast.error("Não foi possível salvar a chave", { description: "Este navegador não permite guardar dados do site (modo privado ou armazenamento cheio)." });
      return;
    }
    toast.success("Chave API salva", { description: "A chave ficou salva apenas neste navegador." });
    onChanged();
    close();
  }

  function onClear() {
    clearApiKey();
    toast.success("Chave OpenAI removida", { description: "O serviço alternativo será usado." });
    onChanged();
    close();
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent
        title="Configurar API de IA"
        description="Use sua própria chave para respostas mais completas do assistente."
      >
        <Tabs.Root defaultValue="openai">
          <Tabs.List aria-label="Provedor de IA" className="inline-flex rounded-lg bg-muted p-1">
            <Tabs.Trigger value="openai" className={tabClass}>
              OpenAI (recomendado)
            </Tabs.Trigger>
            <Tabs.Trigger value="offline" className={tabClass}>
              Sem chave
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="openai" className="mt-4 focus-visible:outline-none">
            <form onSubmit={onSave} className="space-y-3">
              <div className="space-y-1.5">
                <Label htmlFor={inputId}>Chave da API OpenAI</Label>
                <Input
                  id={inputId}
                  type="password"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder="sk-..."
                  aria-describedby={hintId}
                  value={value}
                  onChange={(e) => setValue(e.target.value)}
                />
              </div>
              <div id={hintId} className="space-y-2 text-sm text-muted-foreground">
                <p>
                  A chave fica armazenada apenas neste navegador e é enviada diretamente à OpenAI
                  {providerHost ? <> ({providerHost})</> : null}: ela não é enviada aos servidores do Prancheta. Suas
                  conversas continuam salvas na sua conta.
                </p>
                <p>Sem chave, o chat continua funcionando com o serviço alternativo e a base offline, com recursos limitados.</p>
                {saved ? (
                  <p>
                    Chave salva neste navegador: <span className="font-mono">{masked(saved)}</span>
                  </p>
                ) : null}
              </div>
              <DialogFooter>
                <Button variant="outline" onClick={onClear} disabled={!saved} className="sm:mr-auto">
                  Limpar chave
                </Button>
                <Button variant="outline" onClick={close}>
                  Cancelar
                </Button>
                <Button type="submit" disabled={value === ""}>
                  Salvar
                </Button>
              </DialogFooter>
            </form>
          </Tabs.Content>
          <Tabs.Content value="offline" className="mt-4 space-y-2 text-sm text-muted-foreground focus-visible:outline-none">
            <p>
              Sem uma chave, o assistente continua funcionando: responde com o serviço de IA do Prancheta quando disponível
              e, sem ele, com a base offline de normas técnicas (ABNT NBR, CUB, zoneamento, etapas de projeto).
            </p>
            <p>As respostas offline são mais limitadas: citam trechos da base e dizem quando não encontram o assunto.</p>
          </Tabs.Content>
        </Tabs.Root>
      </DialogContent>
    </Dialog>
  );
}
