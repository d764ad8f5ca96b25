/**
 * The chat's shared rules: the system prompt and how much of a conversation goes to a model as
 * context. The server uses them for its provider chain, the browser for calls made directly to
 * the primary provider with the user's own key — the same prompt and context either way.
 */

/** The chat's role (R-AI-6): an architect who knows Brazilian norms, cites them and invents nothing. */
export const CHAT_SYSTEM_PROMPT = [
  "Você é um arquiteto brasileiro experiente, especialista nas normas técnicas da ABNT e na legislação de edificações do Brasil.",
  "Responda em português do Brasil, de forma precisa e objetiva.",
  "Sempre cite a norma ABNT correta, com número e ano da edição (por exemplo, ABNT NBR 9050:2020), quando a resposta depender de uma norma.",
  "Não invente dados, números ou normas: quando não tiver certeza, diga isso e indique onde o arquiteto pode confirmar (norma, prefeitura, conselho profissional).",
].join(" ");

/** How many earlier messages go to the model as context, and at most how many characters. */
export const HISTORY_LIMIT = 20;
export const HISTORY_CHARS = 12_000;

export interface ContextMessage {
  role: "user" | "assistant";
  content: string;
}

/**
 * The context for a new question: the latest earlier messages (oldest first), newest kept
 * first until the character budget is spent — a long conversation must not overflow the
 * model's context (the provider would refuse the request) — then the question itself.
 * `earlier` is in chronological order and holds only complete messages.
 */
export function buildContext(earlier: readonly ContextMessage[], question: string): ContextMessage[] {
  const recent = earlier.slice(-HISTORY_LIMIT);
  const kept: ContextMessage[] = [];
  let budget = HISTORY_CHARS;
  for (let i = recent.length - 1; i >= 0; i--) {
    const m = recent[i]!;
    if (m.content.length > budget) break;
    budget -= m.content.length;
    kept.unshift({ role: m.role, content: m.content });
  }
  kept.push({ role: "user", content: question });
  return kept;
}
