import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createdClientLinkSchema, type ClientLinkStatus } from "#domain/client-briefing.schema";
import { request } from "#web/lib/api";
import { clientLinkKey, clientLinkPath } from "./client-link-key";

/** `POST /api/documents/:id/client-link`: a new 30-day link; the previous one stops working. */
export function useCreateClientLink(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(createdClientLinkSchema, "POST", clientLinkPath(documentId), {}),
    onSuccess: ({ createdAt, expiresAt, createdBy }) =>
      // The status keeps whom the link is for; without one yet, it is read again.
      queryClient.getQueryData<ClientLinkStatus>(clientLinkKey(documentId))
        ? queryClient.setQueryData<ClientLinkStatus>(clientLinkKey(documentId), (old) => old && { ...old, active: { createdAt, expiresAt, createdBy } })
        : queryClient.invalidateQueries({ queryKey: clientLinkKey(documentId) }),
  });
}
