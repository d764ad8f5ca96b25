import { parseChatStreamEvent, type ChatRequest, type ChatStreamEvent } from "#domain/chat.schema";
import { postEventStream } from "#web/lib/event-stream";

/**
 * `POST /api/chat` read as typed events (see postEventStream). Aborting the signal ends the
 * iteration quietly: the answer goes on on the server (see stopAnswer).
 */
export function streamChat(body: ChatRequest, signal: AbortSignal): AsyncGenerator<ChatStreamEvent> {
  return postEventStream("/api/chat", body, signal, parseChatStreamEvent);
}
