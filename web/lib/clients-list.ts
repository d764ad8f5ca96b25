import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { clientListSchema, type ClientList, type ClientListQuery } from "#domain/clients.schema";
import { request } from "#web/lib/api";
import { CLIENTS_KEY } from "#web/lib/records-cache";

/** The API's query string (the page's own address uses `busca` and `pagina`, see clients-page.tsx). */
function queryString(query: ClientListQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set("search", String(query.search));
  if (query.page && query.page !== 1) params.set("page", String(query.page));
  if (query.pageSize) params.set("pageSize", String(query.pageSize));
  return params.toString();
}

/**
 * `GET /api/clients`: one page of the studio's clients, each with their projects' names. Here, below
 * the features, because the clients page and the messages form both list and search clients.
 */
export async function getClients(query: ClientListQuery): Promise<ClientList> {
  const qs = queryString(query);
  return request(clientListSchema, "GET", `/api/clients${qs ? `?${qs}` : ""}`);
}

export function clientsQueryOptions(query: ClientListQuery) {
  return queryOptions({
    queryKey: [...CLIENTS_KEY, "list", queryString(query)] as const,
    queryFn: () => getClients(query),
    // Typing in the search box keeps the previous page on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useClients(query: ClientListQuery) {
  return useQuery(clientsQueryOptions(query));
}
