import { useId, useState, type FormEvent } from "react";
import { MessageSquare, RotateCcw, Send } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Textarea } from "../../components/ui/textarea";
import { PageHeader } from "../../components/page-header";
import { DASHBOARD_ICONS } from "../../lib/dashboard-icons";

const Icon = DASHBOARD_ICONS.chat;

const EXAMPLES = [
  "Sugira um conceito para um projeto residencial contemporâneo",
  "Quais são os melhores materiais para fachadas?",
] as const;

export function ChatPage() {
  const inputId = useId();
  const [message, setMessage] = useState("");

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
  }

  return (
    <div className="mx-auto flex max-w-4xl flex-col">
      <PageHeader
        title="Chat com IA"
        description="Tire dúvidas sobre projetos de arquitetura e normas técnicas brasileiras (ABNT NBR)."
        icon={<Icon />}
        actions={
          <Button variant="outline" onClick={() => setMessage("")}>
            <RotateCcw aria-hidden="true" />
            Nova conversa
          </Button>
        }
      />
      <Card className="flex min-h-[28rem] flex-col">
        <div className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
          <MessageSquare aria-hidden="true" className="size-10 text-muted-foreground/60" />
          <div>
            <h2 className="text-lg font-semibold">Como posso ajudar no seu projeto?</h2>
            <p className="mt-1 text-sm text-muted-foreground">
              Experimente uma destas perguntas para começar:
            </p>
          </div>
          <ul className="flex w-full max-w-md flex-col gap-2">
            {EXAMPLES.map((example) => (
              <li key={example}>
                <button
                  type="button"
                  onClick={() => setMessage(example)}
                  className="w-full rounded-md border border-border bg-muted px-4 py-3 text-left text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  “{example}”
                </button>
              </li>
            ))}
          </ul>
        </div>
        <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-border p-4">
          <label htmlFor={inputId} className="sr-only">
            Mensagem
          </label>
          <Textarea
            id={inputId}
            rows={1}
            className="max-h-[120px] min-h-10 resize-none"
            placeholder="Pergunte sobre projetos, normas técnicas, materiais..."
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
          <Button type="submit" size="icon" aria-label="Enviar mensagem" disabled={!message.trim()}>
            <Send aria-hidden="true" />
          </Button>
        </form>
      </Card>
    </div>
  );
}
