/**
 * Custom tabs in the browser (R-TAB-1 to R-TAB-4): the one query definition of each read and the
 * mutations, through the typed client over domain/contracts/custom-tabs.ts (decision 088). The
 * sidebar's group and "Minhas abas" read the same list; a tab's page reads its detail.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { customTabsApi } from "#domain/contracts/custom-tabs";
import type { CustomTabFormInput, CustomTabInput } from "#domain/custom-tabs.schema";
import { call } from "#web/lib/api";

const CUSTOM_TABS_KEY = ["custom-tabs"] as const;

/** The keys of the tabs' reads: the only ones used to read or refresh them. */
export const customTabQueries = {
  all: CUSTOM_TABS_KEY,
  /** `GET /api/custom-tabs`: the person's tabs in the active studio, in the sidebar's order. */
  list: () => queryOptions({ queryKey: [...CUSTOM_TABS_KEY, "list"] as const, queryFn: () => call(customTabsApi.list) }),
  /** `GET /api/custom-tabs/{id}` (404 for a deleted tab or someone else's). */
  detail: (id: string) => queryOptions({ queryKey: [...CUSTOM_TABS_KEY, "detail", id] as const, queryFn: () => call(customTabsApi.get, { params: { id } }) }),
};

export function useCustomTabs() {
  return useQuery(customTabQueries.list());
}

export function useCustomTab(id: string) {
  return useQuery(customTabQueries.detail(id));
}

/** `POST /api/custom-tabs`: the tool form's inputs in, the new tab with the AI's advice out. */
export function useCreateCustomTab() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomTabFormInput) => call(customTabsApi.create, { body }),
    onSuccess: (tab) => {
      queryClient.setQueryData(customTabQueries.detail(tab.id).queryKey, tab);
      void queryClient.invalidateQueries({ queryKey: customTabQueries.list().queryKey });
    },
  });
}

/** `PUT /api/custom-tabs/{id}`: the whole tab, blocks in their new order. */
export function useUpdateCustomTab(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomTabInput) => call(customTabsApi.update, { params: { id }, body }),
    onSuccess: (tab) => {
      queryClient.setQueryData(customTabQueries.detail(id).queryKey, tab);
      // A new name shows in the sidebar.
      void queryClient.invalidateQueries({ queryKey: customTabQueries.list().queryKey });
    },
  });
}

/** `DELETE /api/custom-tabs/{id}`. */
export function useDeleteCustomTab() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(customTabsApi.remove, { params: { id } }),
    onSuccess: (_data, id) => {
      // The deleted tab's page must not refetch (it would answer 404 while still on screen).
      queryClient.removeQueries({ queryKey: customTabQueries.detail(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: customTabQueries.list().queryKey });
    },
  });
}
