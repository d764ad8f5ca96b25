import { useQuery } from "@tanstack/react-query";
import { studioCubSchema } from "#domain/budget.schema";
import { z } from "#domain/zod";
import { request } from "#web/lib/api";

/** `GET /api/budgets/cub`: the CUB values the studio typed in earlier budgets, offered again. */
export function useStudioCub() {
  return useQuery({ queryKey: ["budgets", "cub"], queryFn: () => request(z.array(studioCubSchema), "GET", "/api/budgets/cub") });
}
