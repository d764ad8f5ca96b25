/** The plan-change requests in the browser (R-PLAN-4), through the typed client over domain/contracts/plans.ts (decision 088). */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { plansApi } from "#domain/contracts/plans";
import type { PlanId } from "#domain/plans";
import { call } from "#web/lib/api";

const KEY = ["upgrade-requests"] as const;

export const upgradeRequestsQueryOptions = queryOptions({
  queryKey: KEY,
  queryFn: () => call(plansApi.listUpgradeRequests),
});

export function useRequestUpgrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: PlanId) => call(plansApi.requestUpgrade, { body: { plan } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
