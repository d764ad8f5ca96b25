import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ClientLinkStatus } from "#domain/client-briefing.schema";
import { noContent, request } from "#web/lib/api";
import { clientLinkKey, clientLinkPath } from "./client-link-key";

/** `DELETE /api/documents/:id/client-link` (204): the link stops opening the briefing. */
export function useRevokeClientLink(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(noContent, "DELETE", clientLinkPath(documentId)),
    onSuccess: () => queryClient.setQueryData<ClientLinkStatus>(clientLinkKey(documentId), (old) => old && { ...old, active: null }),
  });
}
