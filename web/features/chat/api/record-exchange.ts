import { recordedExchangeSchema, type RecordedExchange, type RecordExchangeRequest } from "#domain/chat.schema";
import { request } from "#web/lib/api";

/** `POST /api/chat/exchanges`: stores a question and the answer the browser got with the user's own key (never the key). */
export function recordExchange(body: RecordExchangeRequest): Promise<RecordedExchange> {
  return request(recordedExchangeSchema, "POST", "/api/chat/exchanges", body);
}
