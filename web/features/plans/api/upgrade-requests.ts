import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { PlanId } from "#domain/plans";
import { upgradeRequestListSchema, upgradeRequestResponseSchema } from "#domain/plans.schema";
import { request } from "#web/lib/api";

const KEY = ["upgrade-requests"] as const;

export const upgradeRequestsQueryOptions = queryOptions({
  queryKey: KEY,
  queryFn: () => request(upgradeRequestListSchema, "GET", "/api/plans/upgrade-requests"),
});

export function useRequestUpgrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: PlanId) => request(upgradeRequestResponseSchema, "POST", "/api/plans/upgrade-requests", { plan }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
