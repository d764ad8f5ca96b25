import { useQuery } from "@tanstack/react-query";
import { publicBriefingSchema, type PublicBriefing } from "#domain/client-briefing.schema";
import { request } from "#web/lib/api";

export const publicBriefingKey = (token: string) => ["public-briefing", token] as const;

/** `GET /api/public/briefings/:token`: the questionnaire and who asks for it; a pt-BR 404 for an unknown, cancelled or expired link. */
export function getPublicBriefing(token: string): Promise<PublicBriefing> {
  return request(publicBriefingSchema, "GET", `/api/public/briefings/${encodeURIComponent(token)}`);
}

export function usePublicBriefing(token: string) {
  return useQuery({ queryKey: publicBriefingKey(token), queryFn: () => getPublicBriefing(token), staleTime: Infinity });
}
