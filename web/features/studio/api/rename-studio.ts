import { useMutation } from "@tanstack/react-query";
import { studioSchema, type Studio, type StudioPatchInput } from "#domain/studios.schema";
import { request } from "#web/lib/api";
import { useRefreshStudio } from "./get-studio";

/** `PATCH /api/studio` (owner and admins). */
export async function renameStudio(input: StudioPatchInput): Promise<Studio> {
  return request(studioSchema, "PATCH", "/api/studio", input);
}

export function useRenameStudio() {
  const refresh = useRefreshStudio();
  return useMutation({ mutationFn: renameStudio, onSuccess: (studio) => refresh({ studio, session: true }) });
}
