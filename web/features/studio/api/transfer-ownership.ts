import { useMutation } from "@tanstack/react-query";
import { studioSchema, type Studio, type TransferInput } from "#domain/studios.schema";
import { request } from "#web/lib/api";
import { useRefreshStudio } from "./get-studio";

/** `POST /api/studio/transfer` (the owner only): the previous owner becomes an admin. */
export async function transferOwnership(input: TransferInput): Promise<Studio> {
  return request(studioSchema, "POST", "/api/studio/transfer", input);
}

export function useTransferOwnership() {
  const refresh = useRefreshStudio();
  // The session says the user's role in the studio: it changed too.
  return useMutation({ mutationFn: transferOwnership, onSuccess: (studio) => refresh({ studio, session: true }) });
}
