import { useMutation } from "@tanstack/react-query";
import { noContent, request } from "#web/lib/api";
import { useInvalidateRecords } from "#web/lib/records-cache";
import { clientQueryOptions } from "./get-client";

/** `DELETE /api/clients/:id` (204; 409 while the client has projects). */
export async function deleteClient(id: string): Promise<void> {
  await request(noContent, "DELETE", `/api/clients/${encodeURIComponent(id)}`);
}

export function useDeleteClient() {
  const invalidate = useInvalidateRecords();
  return useMutation({ mutationFn: deleteClient, onSuccess: (_data, id) => invalidate(clientQueryOptions(id).queryKey) });
}
