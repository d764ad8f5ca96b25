import { useMutation } from "@tanstack/react-query";
import { profileSchema, type Profile } from "#domain/profile.schema";
import { request } from "#web/lib/api";
import { useTakeProfile } from "./get-profile";

/** `POST /api/profile/logo` (multipart, field `file`): the server checks the bytes and size again. */
export async function uploadLogo(file: File): Promise<Profile> {
  const form = new FormData();
  form.set("file", file);
  return request(profileSchema, "POST", "/api/profile/logo", form);
}

/** `DELETE /api/profile/logo`. */
export async function removeLogo(): Promise<Profile> {
  return request(profileSchema, "DELETE", "/api/profile/logo");
}

export function useUploadLogo() {
  const take = useTakeProfile();
  return useMutation({ mutationFn: uploadLogo, onSuccess: take });
}

export function useRemoveLogo() {
  const take = useTakeProfile();
  return useMutation({ mutationFn: removeLogo, onSuccess: take });
}
