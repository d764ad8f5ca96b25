import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicConfig } from "#domain/account";
import { publicConfigApi } from "#domain/contracts/account";
import { call } from "./api";

export function fetchPublicConfig(): Promise<PublicConfig> {
  return call(publicConfigApi.get);
}

export const publicConfigQueryOptions = queryOptions({
  queryKey: ["public-config"] as const,
  queryFn: fetchPublicConfig,
  staleTime: Infinity,
  retry: 1,
});

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions);
}
