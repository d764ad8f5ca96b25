/**
 * The profile in the browser (R-PROFILE-1, -3, -4): the one query definition of `GET /api/profile`
 * and the mutations, all through the typed client over domain/contracts/profile.ts (decision 088).
 * The settings page and the presentations' brand colour read the profile under this key.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Me } from "#domain/account";
import { profileApi } from "#domain/contracts/profile";
import { DEFAULT_BRAND_COLOR } from "#domain/profile";
import type { Preferences, Profile, ProfileInput } from "#domain/profile.schema";
import { call } from "#web/lib/api";
import { studioQueries } from "./studio";
import { SESSION_QUERY_KEY } from "#web/lib/session";

const PROFILE_KEY = ["profile"] as const;

/** The key of the profile's read: the only one used to read or refresh it. */
export const profileQueries = {
  all: PROFILE_KEY,
  /** `GET /api/profile`: the person, the active studio (public data, brand, logo) and the preferences. */
  detail: () => queryOptions({ queryKey: PROFILE_KEY, queryFn: () => call(profileApi.get) }),
};

export function useProfile() {
  return useQuery(profileQueries.detail());
}

/** The studio's brand colour (R-PROFILE-3): the templates' thumbnails and the charts. */
export function useBrandColor(): string {
  return useProfile().data?.studio.brandColor ?? DEFAULT_BRAND_COLOR;
}

/**
 * Takes the profile a change answered with. The session (what the header, the greeting and the
 * studio switcher read) gets the new name and studio name at once, then is read again.
 */
export function useTakeProfile() {
  const queryClient = useQueryClient();
  return (profile: Profile) => {
    queryClient.setQueryData(profileQueries.detail().queryKey, profile);
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

/** `PUT /api/profile`: the name and, for the owner and admins, the studio's data and brand colour. */
export function useUpdateProfile() {
  const take = useTakeProfile();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileInput) => call(profileApi.update, { body }),
    onSuccess: (profile) => {
      take(profile);
      // The Equipe card shows the studio's and the members' names.
      void queryClient.invalidateQueries({ queryKey: studioQueries.all });
    },
  });
}

/** `PUT /api/profile/preferences`. */
export function useUpdatePreferences() {
  const take = useTakeProfile();
  return useMutation({ mutationFn: (body: Preferences) => call(profileApi.updatePreferences, { body }), onSuccess: take });
}

/** `POST /api/profile/logo` (multipart, field `file`): the server checks the bytes and size again. */
export function useUploadLogo() {
  const take = useTakeProfile();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.set("file", file);
      return call(profileApi.uploadLogo, { body });
    },
    onSuccess: take,
  });
}

/** `DELETE /api/profile/logo`. */
export function useRemoveLogo() {
  const take = useTakeProfile();
  return useMutation({ mutationFn: () => call(profileApi.removeLogo), onSuccess: take });
}
