import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  customTabListSchema,
  customTabSchema,
  type CustomTab,
  type CustomTabFormInput,
  type CustomTabInput,
  type CustomTabList,
} from "#domain/custom-tabs.schema";
import { noContent, request } from "#web/lib/api";

/** The person's tabs: the sidebar's group and the "Minhas abas" list read the same answer. */
export const CUSTOM_TABS_KEY = ["custom-tabs"] as const;

const path = (id: string) => `/api/custom-tabs/${encodeURIComponent(id)}`;

/** `GET /api/custom-tabs`: the person's tabs in the active studio, in the sidebar's order. */
export async function getCustomTabs(): Promise<CustomTabList> {
  return request(customTabListSchema, "GET", "/api/custom-tabs");
}

export const customTabsQueryOptions = queryOptions({
  queryKey: [...CUSTOM_TABS_KEY, "list"] as const,
  queryFn: getCustomTabs,
});

export function useCustomTabs() {
  return useQuery(customTabsQueryOptions);
}

/** `GET /api/custom-tabs/:id` (404 for a deleted tab or someone else's). */
export async function getCustomTab(id: string): Promise<CustomTab> {
  return request(customTabSchema, "GET", path(id));
}

export function customTabQueryOptions(id: string) {
  return queryOptions({ queryKey: [...CUSTOM_TABS_KEY, "detail", id] as const, queryFn: () => getCustomTab(id) });
}

export function useCustomTab(id: string) {
  return useQuery(customTabQueryOptions(id));
}

/** `POST /api/custom-tabs`: the tool form's inputs in, the new tab with the AI's advice out. */
export async function createCustomTab(form: CustomTabFormInput): Promise<CustomTab> {
  return request(customTabSchema, "POST", "/api/custom-tabs", form);
}

export function useCreateCustomTab() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomTab,
    onSuccess: (tab) => {
      queryClient.setQueryData(customTabQueryOptions(tab.id).queryKey, tab);
      void queryClient.invalidateQueries({ queryKey: customTabsQueryOptions.queryKey });
    },
  });
}

/** `PUT /api/custom-tabs/:id`: the whole tab, blocks in their new order. */
export async function updateCustomTab(id: string, input: CustomTabInput): Promise<CustomTab> {
  return request(customTabSchema, "PUT", path(id), input);
}

export function useUpdateCustomTab(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomTabInput) => updateCustomTab(id, input),
    onSuccess: (tab) => {
      queryClient.setQueryData(customTabQueryOptions(id).queryKey, tab);
      // A new name shows in the sidebar.
      void queryClient.invalidateQueries({ queryKey: customTabsQueryOptions.queryKey });
    },
  });
}

/** `DELETE /api/custom-tabs/:id`. */
export async function deleteCustomTab(id: string): Promise<void> {
  await request(noContent, "DELETE", path(id));
}

export function useDeleteCustomTab() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomTab,
    onSuccess: (_data, id) => {
      // The deleted tab's page must not refetch (it would answer 404 while still on screen).
      queryClient.removeQueries({ queryKey: customTabQueryOptions(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: customTabsQueryOptions.queryKey });
    },
  });
}

/** The address of a tab's page (R-TAB-3). */
export const customTabPath = (id: string) => `/dashboard/abas/${encodeURIComponent(id)}`;
