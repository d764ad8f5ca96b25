import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Me } from "#domain/account";
import { profileSchema, type Profile } from "#domain/profile.schema";
import { request } from "#web/lib/api";
import { SESSION_QUERY_KEY } from "#web/lib/session";

export const PROFILE_KEY = ["profile"] as const;

/** `GET /api/profile`: the person, the active studio (public data, brand, logo) and the preferences. */
export async function getProfile(): Promise<Profile> {
  return request(profileSchema, "GET", "/api/profile");
}

export const profileQueryOptions = queryOptions({ queryKey: PROFILE_KEY, queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQueryOptions);
}

/**
 * Takes the profile a change answered with. The session (what the header, the greeting and the
 * studio switcher read) gets the new name and studio name at once, then is read again.
 */
export function useTakeProfile() {
  const queryClient = useQueryClient();
  return (profile: Profile) => {
    queryClient.setQueryData(PROFILE_KEY, profile);
    queryClient.setQueryData<Me | null>(SESSION_QUERY_KEY, (me) => {
      if (!me) return me;
      const studioName = me.studio.id === profile.studio.id ? profile.studio.name : me.studio.name;
      return {
        ...me,
        name: profile.user.name,
        studio: { ...me.studio, name: studioName },
        studios: me.studios.map((s) => (s.id === profile.studio.id ? { ...s, name: profile.studio.name } : s)),
      };
    });
    void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  };
}
