import { useQuery } from "@tanstack/react-query";
import { profileSchema } from "#domain/profile.schema";
import { DEFAULT_BRAND_COLOR } from "#domain/profile";
import { request } from "#web/lib/api";

/** The studio's brand colour, for the templates' thumbnails; the same query (and cache) as the settings page's. */
export function useBrandColor(): string {
  const profile = useQuery({ queryKey: ["profile"], queryFn: () => request(profileSchema, "GET", "/api/profile") });
  return profile.data?.studio.brandColor ?? DEFAULT_BRAND_COLOR;
}
