import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createdClientLinkSchema } from "#domain/client-briefing.schema";
import { request } from "#web/lib/api";
import { clientLinkKey, clientLinkPath } from "./client-link-key";

/** `POST /api/documents/:id/client-link`: a new 30-day link; the previous one stops working. */
export function useCreateClientLink(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(createdClientLinkSchema, "POST", clientLinkPath(documentId), {}),
    onSuccess: ({ createdAt, expiresAt, createdBy }) =>
      queryClient.setQueryData(clientLinkKey(documentId), { active: { createdAt, expiresAt, createdBy } }),
  });
}
