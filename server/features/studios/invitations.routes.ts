import { meSchema } from "#domain/account";
import { INVITATION_TOKEN_PATTERN, invitationPreviewSchema } from "#domain/studios.schema";
import { z } from "#domain/zod";
import type { Auth } from "#server/auth/auth";
import { getMe } from "#server/auth/me";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import { memberScope } from "#server/auth/studio-scope";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { unauthorized } from "#server/lib/errors";
import { apiRoute, apiRouter } from "#server/lib/openapi";
import { acceptInvitation, previewInvitation } from "./invitations.service";
import { invitationNotFound } from "./studio-errors";

const TAG = "Convites";
const tokenParams = {
  schema: z.object({ token: z.string().regex(INVITATION_TOKEN_PATTERN).meta({ description: "O código do link do convite." }) }),
  notFound: invitationNotFound,
};

/** Mounted at /api/invitations: the invitation link's page (R-STUDIO-2). */
export function invitationsRoutes({ auth, db, config }: { auth: Auth; db: Db; config: Config }) {
  return apiRouter<AuthVariables>()
    .openapi(
      apiRoute({
        method: "get",
        path: "/{token}",
        tag: TAG,
        summary: "O convite de um link, antes de aceitar",
        description: "Não pede sessão: quem abre o link pode ainda não ter conta.",
        params: tokenParams,
        responses: { 200: { schema: invitationPreviewSchema, description: "O estúdio, quem convidou, o e-mail convidado e se o convite ainda vale." } },
      }),
      async (c) => c.json(await previewInvitation({ db, token: c.req.valid("param").token }), 200),
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/{token}/accept",
        tag: TAG,
        summary: "Aceita o convite com a conta da sessão",
        description: "A conta precisa ter o e-mail convidado. Depois de aceitar, a sessão trabalha no estúdio do convite.",
        signedIn: requireUser({ auth, db }),
        params: tokenParams,
        responses: { 200: { schema: meSchema, description: "A conta, já no estúdio do convite." } },
        errors: { 403: "O convite é para outro e-mail.", 409: "O convite expirou, já foi usado ou foi cancelado." },
      }),
      async (c) => {
        const userId = c.get("userId");
        const { studioId } = await acceptInvitation({ db, token: c.req.valid("param").token, userId, sessionId: c.get("sessionId") });
        const scope = await memberScope(db, userId, studioId);
        if (!scope) throw unauthorized();
        return c.json(await getMe({ db, scope, adminEmails: config.adminEmails }), 200);
      },
    );
}
