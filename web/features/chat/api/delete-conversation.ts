import { useMutation, useQueryClient } from "@tanstack/react-query";
import { noContent, request } from "#web/lib/api";
import { CONVERSATIONS_KEY } from "./conversations";

/** `DELETE /api/conversations/:id` (stops its answer if one is being generated). */
export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(noContent, "DELETE", `/api/conversations/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY }),
  });
}
