import { studioApi } from "#domain/contracts/studio";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { apiRouter, implement } from "#server/lib/openapi";
import { rateLimitByUser } from "#server/lib/rate-limit";
import type { Mailer } from "#server/mail/mailer";
import { invite, revokeInvitation } from "./invitations.service";
import { invitationNotFound, memberNotFound } from "./studio-errors";
import { changeRole, deleteStudio, getStudio, leaveStudio, removeMember, renameStudio, transferOwnership } from "./studios.service";

/**
 * Mounted at /api/studio: the session's active studio, its team and invitations (R-STUDIO-2,
 * R-STUDIO-7). Implements domain/contracts/studio.ts (decision 088).
 */
export function studioRoutes({ auth, db, mailer, baseUrl }: { auth: Auth; db: Db; mailer: Mailer; baseUrl: string }) {
  const signedIn = requireUser({ auth, db });
  // Each invitation sends an e-mail from us to any address: bounded, so the form cannot be a mailer.
  const invitationLimit = rateLimitByUser({ db, scope: "invitation", max: 30, windowSeconds: 60 * 60, what: "Muitos convites enviados em pouco tempo." });
  return apiRouter<AuthVariables>()
    .openapi(implement(studioApi.get, { signedIn }), async (c) => c.json(await getStudio({ db, scope: c.get("scope") }), 200))
    .openapi(implement(studioApi.rename, { signedIn }), async (c) =>
      c.json(await renameStudio({ db, scope: c.get("scope"), name: c.req.valid("json").name }), 200),
    )
    .openapi(implement(studioApi.delete, { signedIn }), async (c) => {
      await deleteStudio({ db, scope: c.get("scope") });
      return c.body(null, 204);
    })
    .openapi(implement(studioApi.invite, { signedIn, middleware: [invitationLimit] }), async (c) =>
      c.json(await invite({ db, mailer, baseUrl, scope: c.get("scope"), input: c.req.valid("json") }), 201),
    )
    .openapi(implement(studioApi.revokeInvitation, { signedIn, notFound: invitationNotFound }), async (c) => {
      await revokeInvitation({ db, scope: c.get("scope"), id: c.req.valid("param").id });
      return c.body(null, 204);
    })
    .openapi(implement(studioApi.changeRole, { signedIn, notFound: memberNotFound }), async (c) =>
      c.json(await changeRole({ db, scope: c.get("scope"), memberId: c.req.valid("param").id, role: c.req.valid("json").role }), 200),
    )
    .openapi(implement(studioApi.removeMember, { signedIn, notFound: memberNotFound }), async (c) => {
      await removeMember({ db, scope: c.get("scope"), memberId: c.req.valid("param").id });
      return c.body(null, 204);
    })
    .openapi(implement(studioApi.leave, { signedIn }), async (c) => {
      await leaveStudio({ db, scope: c.get("scope") });
      return c.body(null, 204);
    })
    .openapi(implement(studioApi.transfer, { signedIn }), async (c) =>
      c.json(await transferOwnership({ db, scope: c.get("scope"), memberId: c.req.valid("json").memberId }), 200),
    );
}
