import { useMutation } from "@tanstack/react-query";
import { profileSchema, type Preferences, type Profile } from "#domain/profile.schema";
import { request } from "#web/lib/api";
import { useTakeProfile } from "./get-profile";

/** `PUT /api/profile/preferences`. */
export async function updatePreferences(input: Preferences): Promise<Profile> {
  return request(profileSchema, "PUT", "/api/profile/preferences", input);
}

export function useUpdatePreferences() {
  const take = useTakeProfile();
  return useMutation({ mutationFn: updatePreferences, onSuccess: take });
}
