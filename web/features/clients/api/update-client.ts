import { useMutation } from "@tanstack/react-query";
import { clientSchema, type Client, type ClientPatch } from "#domain/clients.schema";
import { request } from "#web/lib/api";
import { useInvalidateRecords } from "#web/lib/records-cache";

/** `PATCH /api/clients/:id`: only the fields given change. */
export async function updateClient(id: string, patch: ClientPatch): Promise<Client> {
  return request(clientSchema, "PATCH", `/api/clients/${encodeURIComponent(id)}`, patch);
}

export function useUpdateClient(id: string) {
  const invalidate = useInvalidateRecords();
  return useMutation({ mutationFn: (patch: ClientPatch) => updateClient(id, patch), onSuccess: () => invalidate() });
}
