import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Client, ClientInput, ClientList, ClientListQuery, ClientPatch } from "#domain/clients";
import type { ProjectSummary } from "#domain/projects";
import { request } from "#web/lib/api";

/** A client with their projects: `GET /api/clients/:id`. */
export type ClientDetail = Client & { projetos: ProjectSummary[] };

export const CLIENTS_KEY = ["clients"] as const;

export function clientListQuery(query: ClientListQuery) {
  const params = new URLSearchParams();
  if (query.search) params.set("search", String(query.search));
  if (query.page && query.page !== 1) params.set("page", String(query.page));
  if (query.pageSize) params.set("pageSize", String(query.pageSize));
  const qs = params.toString();
  return queryOptions({
    queryKey: [...CLIENTS_KEY, "list", qs] as const,
    queryFn: () => request<ClientList>("GET", `/api/clients${qs ? `?${qs}` : ""}`),
    // Typing in the search box keeps the previous page on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useClientList(query: ClientListQuery) {
  return useQuery(clientListQuery(query));
}

export function clientQuery(id: string) {
  return queryOptions({
    queryKey: [...CLIENTS_KEY, "detail", id] as const,
    queryFn: () => request<ClientDetail>("GET", `/api/clients/${encodeURIComponent(id)}`),
  });
}

export function useClient(id: string) {
  return useQuery(clientQuery(id));
}

/**
 * Every change to a client or a project can change lists, details and the home board. Not
 * awaited by the mutations: the dialog closes at once and the pages refresh behind it.
 */
export function useInvalidateStudio() {
  const queryClient = useQueryClient();
  return (removed?: readonly unknown[]) => {
    // A deleted record's page must not be refetched (it would answer 404 while still on screen).
    if (removed) queryClient.removeQueries({ queryKey: removed });
    void queryClient.invalidateQueries({ queryKey: CLIENTS_KEY });
    void queryClient.invalidateQueries({ queryKey: ["projects"] });
  };
}

export function useCreateClient() {
  const invalidate = useInvalidateStudio();
  return useMutation({
    mutationFn: (input: ClientInput) => request<Client>("POST", "/api/clients", input),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateClient(id: string) {
  const invalidate = useInvalidateStudio();
  return useMutation({
    mutationFn: (patch: ClientPatch) => request<Client>("PATCH", `/api/clients/${encodeURIComponent(id)}`, patch),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteClient() {
  const invalidate = useInvalidateStudio();
  return useMutation({
    mutationFn: (id: string) => request<null>("DELETE", `/api/clients/${encodeURIComponent(id)}`),
    onSuccess: (_data, id) => invalidate(clientQuery(id).queryKey),
  });
}
