import { useMutation } from "@tanstack/react-query";
import { memberSchema, type Member, type MemberRoleInput } from "#domain/studios.schema";
import { request } from "#web/lib/api";
import { useRefreshStudio } from "./get-studio";

/** `PATCH /api/studio/members/:id` (the owner only); `id` is the membership's. */
export async function changeRole(id: string, input: MemberRoleInput): Promise<Member> {
  return request(memberSchema, "PATCH", `/api/studio/members/${encodeURIComponent(id)}`, input);
}

export function useChangeRole() {
  const refresh = useRefreshStudio();
  return useMutation({
    mutationFn: ({ id, ...input }: MemberRoleInput & { id: string }) => changeRole(id, input),
    onSuccess: () => refresh(),
  });
}
