/**
 * Fees in the browser (R-FEES-1…3): the one query definition of a project's fees and of the
 * studio's hourly cost, and their saves, through the typed client over domain/contracts/fees.ts
 * (decision 088).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { feesApi, hourlyCostApi } from "#domain/contracts/fees";
import type { FeeCalculationInput, HourlyCostInput, ProjectFees } from "#domain/fees/fees.schema";
import { call } from "#web/lib/api";

const FEES_KEY = ["fees"] as const;

export const feeQueries = {
  all: FEES_KEY,
  /** `GET /api/projects/{id}/fees`: the project's basis, the studio's hourly cost and the saved calculation. */
  project: (id: string) => queryOptions({ queryKey: [...FEES_KEY, "project", id] as const, queryFn: () => call(feesApi.get, { params: { id } }) }),
  /** `GET /api/studio/hourly-cost`. */
  hourlyCost: () => queryOptions({ queryKey: [...FEES_KEY, "hourly-cost"] as const, queryFn: () => call(hourlyCostApi.get) }),
};

export function useProjectFees(id: string) {
  return useQuery(feeQueries.project(id));
}

/** `PUT /api/projects/{id}/fees`: the saved calculation replaces the cached one. */
export function useSaveProjectFees(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeeCalculationInput) => call(feesApi.save, { params: { id }, body }),
    onSuccess: (calculation) => {
      queryClient.setQueryData(feeQueries.project(id).queryKey, (old: ProjectFees | undefined) => (old ? { ...old, calculation } : old));
    },
  });
}

/** `PUT /api/studio/hourly-cost` (owner and admins; a member gets the server's 403 message). Every fees read refreshes. */
export function useSaveHourlyCost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HourlyCostInput) => call(hourlyCostApi.save, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: FEES_KEY }),
  });
}
