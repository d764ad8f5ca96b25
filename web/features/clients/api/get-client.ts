import { queryOptions, useQuery } from "@tanstack/react-query";
import { clientDetailSchema, type ClientDetail } from "#domain/clients.schema";
import { request } from "#web/lib/api";
import { CLIENTS_KEY } from "#web/lib/records-cache";

/** `GET /api/clients/:id`: the client with their projects. */
export async function getClient(id: string): Promise<ClientDetail> {
  return request(clientDetailSchema, "GET", `/api/clients/${encodeURIComponent(id)}`);
}

export function clientQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...CLIENTS_KEY, "detail", id] as const,
    queryFn: () => getClient(id),
  });
}

export function useClient(id: string) {
  return useQuery(clientQueryOptions(id));
}
