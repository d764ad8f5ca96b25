import { Fragment } from "react";
import { Link } from "react-router";
import { Bot, RotateCcw, User } from "lucide-react";
import { Button } from "#web/components/ui/button";
import { cn } from "#web/lib/cn";
import { formatTimestamp } from "#web/lib/format";
import type { ChatMessage } from "./chat-state";
import { MarkdownText } from "#web/components/markdown";

/** Which service wrote an answer, in words a user understands. */
export function sourceLabel(message: Pick<ChatMessage, "source" | "model">): string | null {
  switch (message.source) {
    case "primary":
      return `Serviço principal · ${message.model ?? "modelo padrão"}`;
    case "fallback":
      return `Modelo alternativo · ${message.model ?? "desconhecido"}`;
    case "offline":
      return "Base offline do Prancheta";
    case "user-key":
      return `Sua chave OpenAI · ${message.model ?? "modelo padrão"}`;
    default:
      return null;
  }
}

/** The plans page the quota's refusal names ("Conheça os planos em /dashboard/planos…"). */
const PLANS_PATH = "/dashboard/planos";

/** An error text with the plans page's address as a link to it (the quota's refusal, R-PLAN-3). */
export function ErrorText({ text }: { text: string }) {
  const parts = text.split(PLANS_PATH);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? (
            <Link to={PLANS_PATH} className="font-medium underline underline-offset-2">
              {PLANS_PATH}
            </Link>
          ) : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

export function MessageBubble({
  message,
  isLast,
  onRetry,
  onAnswerOffline,
}: {
  message: ChatMessage;
  isLast: boolean;
  onRetry: () => void;
  onAnswerOffline: () => void;
}) {
  const isError = message.status === "error";
  const waiting = message.status === "loading";
  const label = sourceLabel(message);
  const canRetry = isLast && !message.isUser && (isError || message.degraded || message.status === "interrupted");

  return (
    <li
      data-testid="chat-message"
      data-role={message.isUser ? "user" : "assistant"}
      data-status={message.status}
      className={cn("flex gap-3", message.isUser && "flex-row-reverse")}
    >
      <span
        aria-hidden="true"
        className={cn(
          "mt-1 flex size-8 shrink-0 items-center justify-center rounded-full",
          message.isUser ? "bg-primary text-primary-foreground" : isError ? "bg-red-600 text-white" : "bg-accent text-accent-foreground",
        )}
      >
        {message.isUser ? <User className="size-4" /> : <Bot className="size-4" />}
      </span>
      <div className={cn("flex min-w-0 max-w-[85%] flex-col gap-1", message.isUser && "items-end")}>
        <div
          className={cn(
            "rounded-lg px-4 py-2 text-sm",
            message.isUser
              ? "whitespace-pre-wrap bg-primary text-primary-foreground"
              : isError
                ? "border border-red-300 bg-red-50 text-red-900"
                : "border border-border bg-card",
          )}
        >
          <span className="sr-only">{message.isUser ? "Você disse:" : "Assistente:"}</span>
          {message.notices.length > 0 ? (
            <ul data-testid="chat-notices" className="mb-2 space-y-0.5 text-xs text-muted-foreground">
              {message.notices.map((notice, i) => (
                <li key={i}>{notice}</li>
              ))}
            </ul>
          ) : null}
          {message.isUser ? (
            <span data-testid="message-text">{message.text}</span>
          ) : waiting ? (
            <TypingIndicator />
          ) : (
            <>
              {message.text ? <MarkdownText text={message.text} /> : null}
              {isError ? (
                <p className={cn(message.text && "mt-2 border-t border-red-200 pt-2")}>
                  <ErrorText text={message.error ?? ""} />
                </p>
              ) : null}
            </>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 px-1 text-xs text-muted-foreground">
          <time dateTime={message.timestamp}>{formatTimestamp(message.timestamp)}</time>
          {label && !isError ? <span data-testid="answer-source">{label}</span> : null}
          {message.status === "interrupted" ? <span className="font-medium">Resposta interrompida</span> : null}
          {message.status === "streaming" ? <span>Gerando resposta...</span> : null}
        </div>
        {canRetry ? (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={onRetry}>
              <RotateCcw aria-hidden="true" />
              Tentar novamente
            </Button>
            {message.errorCode === "quota_exceeded" ? (
              <Button size="sm" variant="outline" onClick={onAnswerOffline}>
                Responder com a base offline
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}

function TypingIndicator() {
  return (
    <span className="inline-flex items-center gap-2 text-muted-foreground" data-testid="typing-indicator">
      <span className="flex gap-1" aria-hidden="true">
        <span className="size-1.5 rounded-full bg-current motion-safe:animate-bounce" />
        <span className="size-1.5 rounded-full bg-current motion-safe:animate-bounce [animation-delay:150ms]" />
        <span className="size-1.5 rounded-full bg-current motion-safe:animate-bounce [animation-delay:300ms]" />
      </span>
      Digitando
    </span>
  );
}
