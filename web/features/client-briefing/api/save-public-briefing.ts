import { publicBriefingSavedSchema, type PublicBriefingSave } from "#domain/client-briefing.schema";
import { request } from "#web/lib/api";

/** `PUT /api/public/briefings/:token`: only the answers that changed; merged by the server into the latest version. */
export function savePublicBriefing(token: string, changes: PublicBriefingSave) {
  return request(publicBriefingSavedSchema, "PUT", `/api/public/briefings/${encodeURIComponent(token)}`, changes);
}
