import { useMutation } from "@tanstack/react-query";
import { clientSchema, type Client, type ClientInput } from "#domain/clients.schema";
import { request } from "#web/lib/api";
import { useInvalidateRecords } from "#web/lib/records-cache";

/** `POST /api/clients`. */
export async function createClient(input: ClientInput): Promise<Client> {
  return request(clientSchema, "POST", "/api/clients", input);
}

export function useCreateClient() {
  const invalidate = useInvalidateRecords();
  return useMutation({ mutationFn: createClient, onSuccess: () => invalidate() });
}
