import { noContent, request } from "#web/lib/api";

/** `POST /api/chat/answers/:id/stop`: stops an answer the server is generating; its partial text is kept as interrupted. */
export function stopAnswer(answerId: string): Promise<undefined> {
  return request(noContent, "POST", `/api/chat/answers/${encodeURIComponent(answerId)}/stop`);
}
