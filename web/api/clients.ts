/**
 * Clients in the browser: the one query definition of each read and the mutations, all through
 * the typed client over domain/contracts/clients.ts (decision 088). The clients page, the client
 * picker and the messages form list clients here, under these keys.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { clientsApi } from "#domain/contracts/clients";
import type { Client, ClientInput, ClientListQuery, ClientPatch } from "#domain/clients.schema";
import { call } from "#web/lib/api";
import { CLIENTS_KEY, useInvalidateRecords } from "#web/lib/records-cache";

/** The list's query as sent: the first page and an empty search are the defaults, left out of the address and the key. */
function listQuery(query: ClientListQuery): ClientListQuery {
  return {
    ...(query.search ? { search: query.search } : {}),
    ...(query.page && query.page !== 1 ? { page: query.page } : {}),
    ...(query.pageSize ? { pageSize: query.pageSize } : {}),
  };
}

/** The keys of the clients' reads: the only ones used to read or refresh them. */
export const clientQueries = {
  all: CLIENTS_KEY,
  /** `GET /api/clients`: one page of the studio's clients in name order, each with their projects' names. */
  list: (query: ClientListQuery) => {
    const sent = listQuery(query);
    return queryOptions({
      queryKey: [...CLIENTS_KEY, "list", new URLSearchParams(Object.entries(sent).map(([key, value]) => [key, String(value)])).toString()] as const,
      queryFn: () => call(clientsApi.list, { query: sent }),
      // Typing in the search box keeps the previous page on screen until the new one arrives.
      placeholderData: keepPreviousData,
    });
  },
  /** `GET /api/clients/{id}`: the client with their projects. */
  detail: (id: string) => queryOptions({ queryKey: [...CLIENTS_KEY, "detail", id] as const, queryFn: () => call(clientsApi.get, { params: { id } }) }),
};

export function useClients(query: ClientListQuery) {
  return useQuery(clientQueries.list(query));
}

export function useClient(id: string) {
  return useQuery(clientQueries.detail(id));
}

/** `POST /api/clients`. */
export function useCreateClient() {
  const invalidate = useInvalidateRecords();
  return useMutation({ mutationFn: (body: ClientInput): Promise<Client> => call(clientsApi.create, { body }), onSuccess: () => invalidate() });
}

/** `PATCH /api/clients/{id}`: only the fields given change. */
export function useUpdateClient(id: string) {
  const invalidate = useInvalidateRecords();
  return useMutation({ mutationFn: (body: ClientPatch): Promise<Client> => call(clientsApi.update, { params: { id }, body }), onSuccess: () => invalidate() });
}

/** `DELETE /api/clients/{id}` (204; 409 while the client has projects). */
export function useDeleteClient() {
  const invalidate = useInvalidateRecords();
  return useMutation({ mutationFn: (id: string) => call(clientsApi.remove, { params: { id } }), onSuccess: (_data, id) => invalidate(clientQueries.detail(id).queryKey) });
}
