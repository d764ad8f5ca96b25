import { aiStatusSchema, type AiStatus } from "#domain/ai.schema";
import { request } from "#web/lib/api";

/** `GET /api/ai/status`: which of the server's providers can answer now. */
export function fetchAiStatus(): Promise<AiStatus> {
  return request(aiStatusSchema, "GET", "/api/ai/status");
}
