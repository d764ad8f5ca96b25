import { queryOptions, useQuery } from "@tanstack/react-query";
import { publicConfigSchema, type PublicConfig } from "#domain/account";
import { request } from "./api";

export function fetchPublicConfig(): Promise<PublicConfig> {
  return request(publicConfigSchema, "GET", "/api/public-config");
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
