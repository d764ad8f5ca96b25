/** What budgets share across projects in the browser (R-BUDGET-1, R-BUDGET-9), through the typed client over domain/contracts/budgets.ts (decision 088). */
import { useQuery } from "@tanstack/react-query";
import { cubTables } from "#domain/budget-defaults";
import { budgetsApi } from "#domain/contracts/budgets";
import type { CubTable } from "#domain/cub-table";
import { call } from "#web/lib/api";

export const CUB_TABLES_KEY = ["budgets", "cub-tables"] as const;

/**
 * `GET /api/budgets/cub-tables`: the tables the Prancheta team published (R-BUDGET-9), merged with
 * the bundled ones (a published state, month and regime takes the bundled one's place). While the
 * answer is on its way, or if it fails, the bundled tables alone.
 */
export function useCubTables(): readonly CubTable[] {
  const published = useQuery({ queryKey: CUB_TABLES_KEY, queryFn: () => call(budgetsApi.cubTables), staleTime: 5 * 60_000 });
  return cubTables(published.data ?? []);
}

/** `GET /api/budgets/cub`: the CUB values the studio typed in earlier budgets, offered again. */
export function useStudioCub() {
  return useQuery({ queryKey: ["budgets", "cub"], queryFn: () => call(budgetsApi.studioCub) });
}
