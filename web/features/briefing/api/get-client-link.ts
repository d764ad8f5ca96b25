import { useQuery } from "@tanstack/react-query";
import { clientLinkStatusSchema } from "#domain/client-briefing.schema";
import { request } from "#web/lib/api";
import { clientLinkKey, clientLinkPath } from "./client-link-key";

/** `GET /api/documents/:id/client-link`: the active link's dates (never its address), or null. */
export function useClientLink(documentId: string, enabled: boolean) {
  return useQuery({
    queryKey: clientLinkKey(documentId),
    queryFn: () => request(clientLinkStatusSchema, "GET", clientLinkPath(documentId)),
    enabled,
    staleTime: 0,
  });
}
