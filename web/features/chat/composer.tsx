import { useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Send, Square } from "lucide-react";
import { MESSAGE_MAX } from "#domain/ai.schema";
import { Button } from "#web/components/ui/button";
import { Textarea } from "#web/components/ui/textarea";

/** R-CHAT-3: the input grows with its text up to 120 px, then scrolls. */
export const INPUT_MAX_HEIGHT = 120;

/**
 * The message input (R-CHAT-3): Enter sends, Shift+Enter adds a line, blank text is ignored,
 * disabled while an answer is on its way — when a stop button takes the send button's place.
 */
export function Composer({
  loading,
  disabled = false,
  onSend,
  onStop,
}: {
  loading: boolean;
  /** Nothing can be sent yet (a conversation is opening). */
  disabled?: boolean;
  onSend: (text: string) => void;
  onStop: () => void;
}) {
  const [text, setText] = useState("");
  const inputId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = "auto";
    el.style.height = `${Math.min(el.scrollHeight, INPUT_MAX_HEIGHT)}px`;
  }, [text]);

  // Focus comes back to the input when the answer is done.
  useLayoutEffect(() => {
    if (!loading) ref.current?.focus({ preventScroll: true });
  }, [loading]);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (loading || disabled || !text.trim()) return;
    onSend(text);
    setText("");
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Not while an IME is composing (the Enter confirms the composition).
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t border-border bg-card p-3 sm:p-4">
      <label htmlFor={inputId} className="sr-only">
        Mensagem
      </label>
      <Textarea
        ref={ref}
        id={inputId}
        rows={1}
        maxLength={MESSAGE_MAX}
        style={{ maxHeight: INPUT_MAX_HEIGHT }}
        className="min-h-10 resize-none"
        placeholder="Pergunte sobre projetos, normas técnicas, materiais..."
        value={text}
        disabled={loading || disabled}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
      />
      {loading ? (
        <Button type="button" size="icon" variant="outline" aria-label="Parar resposta" onClick={onStop}>
          <Square aria-hidden="true" />
        </Button>
      ) : (
        <Button type="submit" size="icon" aria-label="Enviar mensagem" disabled={disabled || !text.trim()}>
          <Send aria-hidden="true" />
        </Button>
      )}
    </form>
  );
}
