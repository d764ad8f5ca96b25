import { useMutation, useQueryClient } from "@tanstack/react-query";
import { profileSchema, type Profile, type ProfileInput } from "#domain/profile.schema";
import { request } from "#web/lib/api";
import { useTakeProfile } from "./get-profile";

/** `PUT /api/profile`: the name and, for the owner and admins, the studio's data and brand colour. */
export async function updateProfile(input: ProfileInput): Promise<Profile> {
  return request(profileSchema, "PUT", "/api/profile", input);
}

export function useUpdateProfile() {
  const take = useTakeProfile();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      take(profile);
      // The studio feature's `GET /api/studio` (web/features/studio/api/get-studio.ts): its Equipe
      // card shows the studio's and the members' names. The key is written out, since a feature
      // does not import another.
      void queryClient.invalidateQueries({ queryKey: ["studio"] });
    },
  });
}
