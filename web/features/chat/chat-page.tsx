import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { History, KeyRound, MessageSquare, RotateCcw } from "lucide-react";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { Sheet, SheetContent, SheetTrigger } from "#web/components/ui/sheet";
import { Spinner } from "#web/components/ui/spinner";
import { PageHeader } from "#web/components/page-header";
import { DASHBOARD_ICONS } from "#web/lib/dashboard-icons";
import { usePublicConfig } from "#web/lib/public-config";
import { useApiKey } from "#web/lib/api-key-store";
import { ApiKeyDialog } from "./api-key-dialog";
import { AUTO_RETRY_MAX, bannerState, type ChatState } from "./chat-state";
import { Composer } from "./composer";
import { TextUsageLine } from "./text-usage-line";
import { HistoryPanel } from "./history-panel";
import { MessageBubble } from "./message-bubble";
import { StatusBanner } from "./status-banner";
import { useChat } from "./use-chat";
import { useStatusCheck } from "./use-status-check";

const Icon = DASHBOARD_ICONS.chat;
/** The open conversation lives in the address, so a reload (or a shared tab) reopens it. */
const PARAM = "conversa";

export const EXAMPLES = [
  "Sugira um conceito para um projeto residencial contemporâneo",
  "Quais são os melhores materiais para fachadas?",
] as const;

function bannerDetail(state: ChatState): string | null {
  if (state.modelLoading) {
    if (state.pendingRetry) {
      return `O modelo de IA está carregando. Nova tentativa automática em ${state.pendingRetry.delayMs / 1000} s (tentativa ${state.pendingRetry.attempt} de ${AUTO_RETRY_MAX}).`;
    }
    if (state.loading) return `Tentando novamente (tentativa ${state.autoRetries} de ${AUTO_RETRY_MAX})...`;
    if (state.autoRetries >= AUTO_RETRY_MAX) return "O modelo ainda está carregando e as tentativas automáticas acabaram. Atualize o status em instantes.";
  }
  return state.alternativeReason;
}

export function ChatPage() {
  const config = usePublicConfig();
  const apiKey = useApiKey();
  const [keyDialogOpen, setKeyDialogOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  // The conversation shown is the one in the address: a reload, back/forward or a shared tab reopen it.
  const [params, setParams] = useSearchParams();
  const requested = params.get(PARAM);
  // Replace, not push: a new conversation that got its id, or one that could not be opened, is the same screen.
  const showCreated = useCallback((id: string) => setParams({ [PARAM]: id }, { replace: true }), [setParams]);
  const leaveFailed = useCallback(() => setParams({}, { replace: true }), [setParams]);
  const chat = useChat({ config: config.data, requested, onConversationCreated: showCreated, onOpenFailed: leaveFailed });
  const { state, dispatch, newConversation } = chat;
  const advanced = useStatusCheck({ keyStatus: state.keyStatus, apiKey, dispatch });

  const open = useCallback(
    (id: string) => {
      setHistoryOpen(false);
      setParams({ [PARAM]: id });
    },
    [setParams],
  );
  const startNew = () => {
    newConversation();
    if (requested) setParams({});
  };

  const listEnd = useRef<HTMLDivElement>(null);
  const last = state.messages.at(-1);
  useEffect(() => {
    listEnd.current?.scrollIntoView({ block: "end" });
  }, [state.messages.length, last?.text.length]);

  const history = (
    <HistoryPanel
      activeId={state.conversationId}
      onOpen={open}
      onDeleted={(id) => {
        if (id === state.conversationId) startNew();
      }}
    />
  );

  return (
    <div className="mx-auto flex h-[calc(100dvh-7rem)] min-h-[26rem] max-w-6xl flex-col">
      <PageHeader
        title="Chat com IA"
        description="Tire dúvidas sobre projetos de arquitetura e normas técnicas brasileiras (ABNT NBR)."
        icon={<Icon />}
        actions={
          <div className="flex items-center gap-2">
            <Sheet open={historyOpen} onOpenChange={setHistoryOpen}>
              <SheetTrigger asChild>
                <Button variant="outline" className="lg:hidden">
                  <History aria-hidden="true" />
                  Histórico
                </Button>
              </SheetTrigger>
              <SheetContent title="Histórico de conversas">{history}</SheetContent>
            </Sheet>
            <Button variant="outline" onClick={startNew}>
              <RotateCcw aria-hidden="true" />
              Nova conversa
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Configurar API de IA"
              title="Configurar API de IA"
              className="text-muted-foreground"
              onClick={() => setKeyDialogOpen(true)}
            >
              <KeyRound aria-hidden="true" />
            </Button>
          </div>
        }
      />
      <div className="flex min-h-0 flex-1 gap-4">
        <Card className="hidden w-64 shrink-0 flex-col lg:flex">{history}</Card>
        <Card className="flex min-w-0 flex-1 flex-col overflow-hidden">
          <div className="border-b border-border p-3">
            <StatusBanner
              state={bannerState(state, advanced)}
              detail={bannerDetail(state)}
              actions={{
                refreshStatus: () => dispatch({ type: "status-refresh" }),
                configureKey: () => setKeyDialogOpen(true),
                retryAdvanced: chat.retry,
              }}
            />
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto p-4">
            {chat.opening ? (
              <div className="flex h-full items-center justify-center">
                <Spinner label="Abrindo a conversa..." />
              </div>
            ) : state.messages.length === 0 ? (
              <EmptyState onPick={(text) => void chat.send(text)} disabled={state.loading} />
            ) : (
              <ol aria-label="Mensagens" className="space-y-4">
                {state.messages.map((m, i) => (
                  <MessageBubble
                    key={m.id}
                    message={m}
                    isLast={i === state.messages.length - 1 && !state.loading}
                    onRetry={chat.retry}
                    onAnswerOffline={chat.answerOffline}
                  />
                ))}
              </ol>
            )}
            <div ref={listEnd} />
          </div>
          <p className="sr-only" aria-live="polite">
            {state.loading ? "Digitando" : last && !last.isUser ? "Resposta recebida" : ""}
          </p>
          <TextUsageLine answers={state.messages.filter((m) => !m.isUser && m.status === "received").length} />
          <Composer loading={state.loading} disabled={chat.opening} onSend={(text) => void chat.send(text)} onStop={chat.stop} />
        </Card>
      </div>
      <ApiKeyDialog
        providerHost={config.data ? new URL(config.data.ai.browserBaseUrl).host : null}
        open={keyDialogOpen}
        onOpenChange={setKeyDialogOpen}
        onChanged={() => dispatch({ type: "status-refresh" })}
      />
    </div>
  );
}

function EmptyState({ onPick, disabled }: { onPick: (text: string) => void; disabled: boolean }) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-4 text-center">
      <MessageSquare aria-hidden="true" className="size-10 text-muted-foreground/60" />
      <div>
        <h2 className="text-lg font-semibold">Como posso ajudar no seu projeto?</h2>
        <p className="mt-1 text-sm text-muted-foreground">Experimente uma destas perguntas para começar:</p>
      </div>
      <ul className="flex w-full max-w-md flex-col gap-2">
        {EXAMPLES.map((example) => (
          <li key={example}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onPick(example)}
              className="w-full rounded-md border border-border bg-muted px-4 py-3 text-left text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
            >
              “{example}”
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
