import { useMutation } from "@tanstack/react-query";
import { profileSchema, type Profile, type ProfileInput } from "#domain/profile.schema";
import { request } from "#web/lib/api";
import { useTakeProfile } from "./get-profile";

/** `PUT /api/profile`: the name and, for the owner and admins, the studio's data and brand colour. */
export async function updateProfile(input: ProfileInput): Promise<Profile> {
  return request(profileSchema, "PUT", "/api/profile", input);
}

export function useUpdateProfile() {
  const take = useTakeProfile();
  return useMutation({ mutationFn: updateProfile, onSuccess: take });
}
