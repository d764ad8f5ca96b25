import { useQuery } from "@tanstack/react-query";
import { budgetsApi } from "#domain/contracts/budgets";
import { call } from "#web/lib/api";

/** `GET /api/budgets/cub`: the CUB values the studio typed in earlier budgets, offered again. */
export function useStudioCub() {
  return useQuery({ queryKey: ["budgets", "cub"], queryFn: () => call(budgetsApi.studioCub) });
}
