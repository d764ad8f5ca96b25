import { memberRoleSchema, memberSchema, studioPatchSchema, studioSchema, transferSchema, invitationInputSchema, invitationSchema } from "#domain/studios.schema";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { apiRoute, apiRouter, idParams } from "#server/lib/openapi";
import { rateLimitByUser } from "#server/lib/rate-limit";
import type { Mailer } from "#server/mail/mailer";
import { invite, revokeInvitation } from "./invitations.service";
import { invitationNotFound, memberNotFound } from "./studio-errors";
import { changeRole, deleteStudio, getStudio, leaveStudio, removeMember, renameStudio, transferOwnership } from "./studios.service";

const TAG = "Estúdio";
const ONLY_OWNER = "Quem pede não é o proprietário do estúdio.";
const ONLY_MANAGERS = "Quem pede não é o proprietário nem um administrador do estúdio.";

/** Mounted at /api/studio: the session's active studio, its team and invitations (R-STUDIO-2, R-STUDIO-7). */
export function studioRoutes({ auth, db, mailer, baseUrl }: { auth: Auth; db: Db; mailer: Mailer; baseUrl: string }) {
  const signedIn = requireUser({ auth, db });
  // Each invitation sends an e-mail from us to any address: bounded, so the form cannot be a mailer.
  const invitationLimit = rateLimitByUser({ db, scope: "invitation", max: 30, windowSeconds: 60 * 60, what: "Muitos convites enviados em pouco tempo." });
  return apiRouter<AuthVariables>()
    .openapi(
      apiRoute({
        method: "get",
        path: "/",
        tag: TAG,
        summary: "O estúdio ativo: plano, equipe, convites e assentos",
        signedIn,
        responses: { 200: { schema: studioSchema, description: "O estúdio ativo da sessão." } },
      }),
      async (c) => c.json(await getStudio({ db, scope: c.get("scope") }), 200),
    )
    .openapi(
      apiRoute({
        method: "patch",
        path: "/",
        tag: TAG,
        summary: "Renomeia o estúdio",
        signedIn,
        body: { schema: studioPatchSchema },
        responses: { 200: { schema: studioSchema, description: "O estúdio renomeado." } },
        errors: { 403: ONLY_MANAGERS },
      }),
      async (c) => c.json(await renameStudio({ db, scope: c.get("scope"), name: c.req.valid("json").name }), 200),
    )
    .openapi(
      apiRoute({
        method: "delete",
        path: "/",
        tag: TAG,
        summary: "Exclui o estúdio, com todos os seus clientes e projetos",
        description: "Só o proprietário. As sessões que trabalhavam nele passam para outro estúdio da pessoa (ou um novo, pessoal).",
        signedIn,
        responses: { 204: { description: "Excluído." } },
        errors: { 403: ONLY_OWNER, 409: "É o único estúdio da pessoa." },
      }),
      async (c) => {
        await deleteStudio({ db, scope: c.get("scope") });
        return c.body(null, 204);
      },
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/invitations",
        tag: TAG,
        summary: "Convida uma pessoa por e-mail",
        description: "O link vale 7 dias e uma só vez. Os assentos do plano contam membros e convites pendentes.",
        signedIn,
        middleware: [invitationLimit],
        body: { schema: invitationInputSchema },
        responses: { 201: { schema: invitationSchema, description: "O convite, já enviado por e-mail." } },
        errors: {
          402: "Os assentos do plano acabaram (membros mais convites pendentes).",
          403: "Quem pede não é o proprietário nem um administrador, ou é um administrador convidando outro administrador.",
          409: "A pessoa já é do estúdio, ou já tem um convite pendente.",
          429: "Mais de 30 convites na última hora (veja `Retry-After`).",
        },
      }),
      async (c) => c.json(await invite({ db, mailer, baseUrl, scope: c.get("scope"), input: c.req.valid("json") }), 201),
    )
    .openapi(
      apiRoute({
        method: "delete",
        path: "/invitations/{id}",
        tag: TAG,
        summary: "Cancela um convite pendente",
        signedIn,
        params: idParams(invitationNotFound),
        responses: { 204: { description: "Cancelado: o link deixa de valer." } },
        errors: { 403: ONLY_MANAGERS },
      }),
      async (c) => {
        await revokeInvitation({ db, scope: c.get("scope"), id: c.req.valid("param").id });
        return c.body(null, 204);
      },
    )
    .openapi(
      apiRoute({
        method: "patch",
        path: "/members/{id}",
        tag: TAG,
        summary: "Muda o papel de um membro (administrador ou membro)",
        signedIn,
        params: idParams(memberNotFound),
        body: { schema: memberRoleSchema },
        responses: { 200: { schema: memberSchema, description: "O membro com o novo papel." } },
        errors: { 403: ONLY_OWNER, 409: "O membro é o proprietário: use a transferência de propriedade." },
      }),
      async (c) =>
        c.json(await changeRole({ db, scope: c.get("scope"), memberId: c.req.valid("param").id, role: c.req.valid("json").role }), 200),
    )
    .openapi(
      apiRoute({
        method: "delete",
        path: "/members/{id}",
        tag: TAG,
        summary: "Remove um membro do estúdio",
        description: "O que a pessoa escreveu fica, com o nome dela. A partir da próxima requisição, ela não vê mais nada do estúdio.",
        signedIn,
        params: idParams(memberNotFound),
        responses: { 204: { description: "Removido." } },
        errors: { 403: "Administradores só removem membros; ninguém remove o proprietário.", 409: "Para sair do estúdio, use POST /api/studio/leave." },
      }),
      async (c) => {
        await removeMember({ db, scope: c.get("scope"), memberId: c.req.valid("param").id });
        return c.body(null, 204);
      },
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/leave",
        tag: TAG,
        summary: "Sai do estúdio ativo",
        signedIn,
        responses: { 204: { description: "Saiu; a sessão passa para outro estúdio da pessoa." } },
        errors: { 409: "O proprietário não sai sem antes transferir a propriedade; ninguém sai do seu único estúdio." },
      }),
      async (c) => {
        await leaveStudio({ db, scope: c.get("scope") });
        return c.body(null, 204);
      },
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/transfer",
        tag: TAG,
        summary: "Transfere a propriedade do estúdio a outro membro",
        description: "Quem era proprietário passa a administrador.",
        signedIn,
        body: { schema: transferSchema },
        responses: { 200: { schema: studioSchema, description: "O estúdio com o novo proprietário." } },
        errors: { 403: ONLY_OWNER, 404: "O membro não é deste estúdio.", 409: "O membro escolhido já é o proprietário." },
      }),
      async (c) => c.json(await transferOwnership({ db, scope: c.get("scope"), memberId: c.req.valid("json").memberId }), 200),
    );
}
