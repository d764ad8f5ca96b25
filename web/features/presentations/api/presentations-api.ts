import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { presentationCheckSchema, type PresentationCheckInput } from "#domain/presentation-gaps.schema";
import { z } from "#domain/zod";
import { presentationSchema, presentationSourcesSchema, type Presentation, type PresentationInput, type PresentationUpdate } from "#domain/presentations.schema";
import { noContent, request } from "#web/lib/api";

export const PRESENTATIONS_KEY = ["presentations"] as const;
const presentationKey = (id: string) => [...PRESENTATIONS_KEY, "detail", id] as const;

/** While a render runs the page asks again this often (the server writes each step's progress). */
export const RENDER_POLL_MS = 800;

const rendering = (list: Presentation[] | undefined) => Boolean(list?.some((p) => p.status === "gerando"));

/** "Minhas apresentações": polled while any is being generated. */
export function usePresentations() {
  return useQuery({
    queryKey: [...PRESENTATIONS_KEY, "list"],
    queryFn: () => request(z.array(presentationSchema), "GET", "/api/presentations"),
    refetchInterval: (query) => (rendering(query.state.data) ? RENDER_POLL_MS : false),
  });
}

export function usePresentation(id: string | null) {
  return useQuery({
    queryKey: presentationKey(id ?? ""),
    queryFn: () => request(presentationSchema, "GET", `/api/presentations/${id}`),
    enabled: Boolean(id),
    refetchInterval: (query) => (query.state.data?.status === "gerando" ? RENDER_POLL_MS : false),
  });
}

export function usePresentationSources(projectId: string | null) {
  return useQuery({
    queryKey: [...PRESENTATIONS_KEY, "sources", projectId],
    queryFn: () => request(presentationSourcesSchema, "GET", `/api/presentations/sources?projectId=${encodeURIComponent(projectId ?? "")}`),
    enabled: Boolean(projectId),
  });
}

/**
 * What the chosen slides will leave out (`POST /api/presentations/check`, decision 071). Asked
 * again when the person comes back to the tab: the links to complete a source open in another.
 */
export function usePresentationCheck(input: PresentationCheckInput | null) {
  return useQuery({
    queryKey: [...PRESENTATIONS_KEY, "check", input],
    queryFn: () => request(presentationCheckSchema, "POST", "/api/presentations/check", input),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return (p?: Presentation) => {
    if (p) queryClient.setQueryData(presentationKey(p.id), p);
    return queryClient.invalidateQueries({ queryKey: [...PRESENTATIONS_KEY, "list"] });
  };
}

export function useCreatePresentation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: PresentationInput) => request(presentationSchema, "POST", "/api/presentations", input),
    onSuccess: (p) => refresh(p),
  });
}

export function useUpdatePresentation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: PresentationUpdate }) => request(presentationSchema, "PUT", `/api/presentations/${id}`, input),
    onSuccess: (p) => refresh(p),
  });
}

/** "Gerar de novo": the same choices with the project's current data. */
export function useRenderAgain() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => request(presentationSchema, "POST", `/api/presentations/${id}/render`),
    onSuccess: (p) => refresh(p),
  });
}

export function useDeletePresentation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => request(noContent, "DELETE", `/api/presentations/${id}`),
    onSuccess: () => refresh(),
  });
}

export const pdfPath = (id: string) => `/api/presentations/${id}/pdf`;
