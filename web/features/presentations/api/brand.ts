import { useQuery } from "@tanstack/react-query";
import { DEFAULT_BRAND_COLOR } from "#domain/profile";
import { profileQueries } from "#web/api/profile";

/** The studio's brand colour, for the templates' thumbnails; the settings page's query (and cache). */
export function useBrandColor(): string {
  const profile = useQuery(profileQueries.detail());
  return profile.data?.studio.brandColor ?? DEFAULT_BRAND_COLOR;
}
