import { z } from "zod";
import { GENERIC_TOOL_IDS } from "./tool-inputs";

/** Longest message or prompt accepted (characters). */
export const MESSAGE_MAX = 8_000;
export const SYSTEM_MAX = 4_000;

const text = (label: string, max: number) =>
  z
    .string({ error: `Informe ${label}.` })
    .trim()
    .min(1, `Informe ${label}.`)
    .max(max, `O texto pode ter no máximo ${max.toLocaleString("pt-BR")} caracteres.`);

export const chatRequestSchema = z.object({
  conversationId: z.string().min(1).max(64).optional(),
  message: text("sua mensagem", MESSAGE_MAX),
  /** Over the plan's quota, answer from the offline base instead of refusing with 402. */
  allowOffline: z.boolean().optional(),
});
export type ChatRequest = z.input<typeof chatRequestSchema>;

export const completeRequestSchema = z.object({
  prompt: text("o pedido", MESSAGE_MAX),
  system: text("as instruções do sistema", SYSTEM_MAX),
  tool: z.enum(GENERIC_TOOL_IDS, { error: "Ferramenta desconhecida." }).optional(),
  /** The tool's form values (id → value), used by the offline answer. */
  inputs: z.record(z.string(), z.string().max(MESSAGE_MAX)).optional(),
  allowOffline: z.boolean().optional(),
});
export type CompleteRequest = z.input<typeof completeRequestSchema>;

export type AiProviderId = "primary" | "fallback" | "offline";

export interface CompleteResponse {
  text: string;
  provider: AiProviderId;
  model: string;
}

export interface ConversationSummary {
  id: string;
  title: string;
  createdAt: string;
  updatedAt: string;
}

export interface StoredMessage {
  id: string;
  role: "user" | "assistant";
  content: string;
  provider: AiProviderId | null;
  model: string | null;
  status: "complete" | "streaming" | "interrupted" | "error";
  createdAt: string;
}

export interface ConversationDetail extends ConversationSummary {
  messages: StoredMessage[];
}

/** Server-sent events of POST /api/chat. */
export type ChatStreamEvent =
  | { event: "meta"; data: { conversationId: string; provider: AiProviderId; model: string } }
  | { event: "notice"; data: { message: string } }
  | { event: "token"; data: { text: string } }
  | { event: "done"; data: { messageId: string; provider: AiProviderId } }
  | { event: "error"; data: { code: string; message: string } };
