/**
 * Client presentations in the browser (R-PRES-1): the one query definition of each read and the
 * mutations, through the typed client over domain/contracts/presentations.ts (decision 088).
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { presentationsApi } from "#domain/contracts/presentations";
import type { PresentationCheckInput } from "#domain/presentation-gaps.schema";
import type { Presentation, PresentationInput, PresentationUpdate } from "#domain/presentations.schema";
import { call, hrefOf } from "#web/lib/api";

const PRESENTATIONS_KEY = ["presentations"] as const;

/** While a render runs the page asks again this often (the server writes each step's progress). */
export const RENDER_POLL_MS = 800;

const rendering = (list: Presentation[] | undefined) => Boolean(list?.some((p) => p.status === "gerando"));

/** The keys of the presentations' reads: the only ones used to read or refresh them. */
export const presentationQueries = {
  all: PRESENTATIONS_KEY,
  /** "Minhas apresentações": polled while any is being generated. */
  list: () =>
    queryOptions({
      queryKey: [...PRESENTATIONS_KEY, "list"] as const,
      queryFn: () => call(presentationsApi.list),
      refetchInterval: (query) => (rendering(query.state.data) ? RENDER_POLL_MS : false),
    }),
  /** `GET /api/presentations/{id}`: polled while it is being generated. */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...PRESENTATIONS_KEY, "detail", id] as const,
      queryFn: () => call(presentationsApi.get, { params: { id } }),
      refetchInterval: (query) => (query.state.data?.status === "gerando" ? RENDER_POLL_MS : false),
    }),
  /** `GET /api/presentations/sources`: what the project already has for the slides. */
  sources: (projectId: string) =>
    queryOptions({ queryKey: [...PRESENTATIONS_KEY, "sources", projectId] as const, queryFn: () => call(presentationsApi.sources, { query: { projectId } }) }),
  /**
   * What the chosen slides will leave out (`POST /api/presentations/check`, decision 071). Asked
   * again when the person comes back to the tab: the links to complete a source open in another.
   */
  check: (input: PresentationCheckInput) =>
    queryOptions({
      queryKey: [...PRESENTATIONS_KEY, "check", input] as const,
      queryFn: () => call(presentationsApi.check, { body: input }),
      placeholderData: keepPreviousData,
      refetchOnWindowFocus: true,
    }),
};

export function usePresentations() {
  return useQuery(presentationQueries.list());
}

export function usePresentation(id: string | null) {
  return useQuery({ ...presentationQueries.detail(id ?? ""), enabled: Boolean(id) });
}

export function usePresentationSources(projectId: string | null) {
  return useQuery({ ...presentationQueries.sources(projectId ?? ""), enabled: Boolean(projectId) });
}

export function usePresentationCheck(input: PresentationCheckInput | null) {
  // Disabled without input: the placeholder input is never sent.
  return useQuery({ ...presentationQueries.check(input ?? ({} as PresentationCheckInput)), enabled: input !== null });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return (p?: Presentation) => {
    if (p) queryClient.setQueryData(presentationQueries.detail(p.id).queryKey, p);
    return queryClient.invalidateQueries({ queryKey: presentationQueries.list().queryKey });
  };
}

export function useCreatePresentation() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: PresentationInput) => call(presentationsApi.create, { body }), onSuccess: (p) => refresh(p) });
}

export function useUpdatePresentation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: PresentationUpdate }) => call(presentationsApi.update, { params: { id }, body: input }),
    onSuccess: (p) => refresh(p),
  });
}

/** "Gerar de novo": the same choices with the project's current data. */
export function useRenderAgain() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => call(presentationsApi.render, { params: { id } }), onSuccess: (p) => refresh(p) });
}

export function useDeletePresentation() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => call(presentationsApi.remove, { params: { id } }), onSuccess: () => refresh() });
}

/** The PDF's address (the browser sends the session cookie). */
export const pdfPath = (id: string) => hrefOf(presentationsApi.pdf, { params: { id } });
