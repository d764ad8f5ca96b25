import { invitationsApi } from "#domain/contracts/studio";
import type { Auth } from "#server/auth/auth";
import { getMe } from "#server/auth/me";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import { memberScope } from "#server/auth/studio-scope";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { unauthorized } from "#server/lib/errors";
import { apiRouter, implement } from "#server/lib/openapi";
import { acceptInvitation, previewInvitation } from "./invitations.service";
import { invitationNotFound } from "./studio-errors";

/**
 * Mounted at /api/invitations: the invitation link's page (R-STUDIO-2). Implements
 * domain/contracts/studio.ts (decision 088).
 */
export function invitationsRoutes({ auth, db, config }: { auth: Auth; db: Db; config: Config }) {
  return apiRouter<AuthVariables>()
    .openapi(implement(invitationsApi.preview, { notFound: invitationNotFound }), async (c) =>
      c.json(await previewInvitation({ db, token: c.req.valid("param").token }), 200),
    )
    .openapi(implement(invitationsApi.accept, { signedIn: requireUser({ auth, db }), notFound: invitationNotFound }), async (c) => {
      const userId = c.get("userId");
      const { studioId } = await acceptInvitation({ db, token: c.req.valid("param").token, userId, sessionId: c.get("sessionId") });
      const scope = await memberScope(db, userId, studioId);
      if (!scope) throw unauthorized();
      return c.json(await getMe({ db, scope, adminEmails: config.adminEmails }), 200);
    });
}
