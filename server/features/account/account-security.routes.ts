import { z } from "#domain/zod";
import { accountDeletionPreviewSchema, accountDeletionSchema, emailChangeSchema, emailConfirmSchema, passwordChangeSchema } from "#domain/profile.schema";
import type { Auth } from "#server/auth/auth";
import type { DeviceCookies } from "#server/auth/sign-in-throttle";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { contentDisposition } from "#server/export/http";
import { apiRoute, apiRouter } from "#server/lib/openapi";
import { rateLimitByIp, rateLimitByUser } from "#server/lib/rate-limit";
import type { Mailer } from "#server/mail/mailer";
import type { FileStorage } from "#server/storage/file-storage";
import { deleteAccount, deletionPreview } from "./account-deletion.service";
import { WRONG_PASSWORD } from "./credentials";
import { exportUserData } from "./data-export.service";
import { cancelEmailChange, confirmEmailChange, requestEmailChange } from "./email-change.service";
import { changePassword } from "./password.service";

const TAG = "Conta";

type Deps = { auth: Auth; db: Db; mailer: Mailer; storage: FileStorage; config: Config; devices: DeviceCookies };

/** Mounted at /api/account: password, sign-in e-mail, "Baixar meus dados", "Excluir minha conta" (R-PROFILE-2, -1, -5). */
export function accountSecurityRoutes({ auth, db, mailer, storage, config, devices }: Deps) {
  const signedIn = requireUser({ auth, db });
  // Each of these checks the current password: bounded, so a stolen session cannot guess it.
  const passwordChecks = rateLimitByUser({ db, scope: "password-check", max: 10, windowSeconds: 15 * 60, what: "Muitas tentativas com a senha em pouco tempo." });
  const exports = rateLimitByUser({ db, scope: "data-export", max: 5, windowSeconds: 60 * 60, what: "Muitos pedidos de exportação em pouco tempo." });
  const confirmations = rateLimitByIp({ db, scope: "email-confirm", max: 20, windowSeconds: 15 * 60, trustProxy: config.trustProxy });

  return apiRouter<AuthVariables>()
    .openapi(
      apiRoute({
        method: "put",
        path: "/password",
        tag: TAG,
        summary: "Troca a senha",
        description:
          "Pede a senha atual; as regras da nova são as do cadastro. Encerra todas as outras sessões da pessoa (esta continua) e invalida os cookies de dispositivo de login da conta; este navegador recebe um novo (em `Set-Cookie`).",
        signedIn,
        middleware: [passwordChecks],
        body: { schema: passwordChangeSchema },
        responses: { 200: { schema: z.object({ endedSessions: z.number().int() }), description: "Senha trocada; quantas outras sessões foram encerradas." } },
        errors: { 422: `${WRONG_PASSWORD} (ou a nova senha não segue as regras, ou a confirmação não confere).`, 429: "Muitas tentativas." },
      }),
      async (c) => {
        const body = c.req.valid("json");
        const { endedSessions, email } = await changePassword({ db, userId: c.get("userId"), sessionId: c.get("sessionId"), currentPassword: body.currentPassword, newPassword: body.newPassword });
        // The new password revoked the account's device cookies (R-AUTH-8, decision 064); this
        // browser proved the old one and chose the new, so it stays known. The cookie is sent only
        // to /api/auth, so it is not read here: this browser keeps this account's entry alone.
        const device = await devices.remember(undefined, email);
        if (device) c.header("set-cookie", device, { append: true });
        return c.json({ endedSessions }, 200);
      },
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/email",
        tag: TAG,
        summary: "Pede a troca do e-mail de login",
        description: "Pede a senha atual e manda um link ao novo endereço (vale 24 h). O e-mail antigo continua valendo até o link ser aberto.",
        signedIn,
        middleware: [passwordChecks],
        body: { schema: emailChangeSchema },
        responses: { 202: { schema: z.object({ pendingEmail: z.string() }), description: "Link enviado ao novo e-mail." } },
        errors: { 422: `${WRONG_PASSWORD} (ou o e-mail é o mesmo, ou já é de outra conta).`, 429: "Muitas tentativas." },
      }),
      async (c) => {
        const body = c.req.valid("json");
        return c.json(await requestEmailChange({ db, mailer, baseUrl: config.baseUrl, userId: c.get("userId"), ...body }), 202);
      },
    )
    .openapi(
      apiRoute({
        method: "delete",
        path: "/email",
        tag: TAG,
        summary: "Cancela a troca de e-mail pendente",
        signedIn,
        responses: { 204: { description: "Cancelada (ou não havia)." } },
      }),
      async (c) => {
        await cancelEmailChange({ db, userId: c.get("userId") });
        return c.body(null, 204);
      },
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/email/confirm",
        tag: TAG,
        summary: "Confirma o novo e-mail pelo link",
        description: "Sem sessão: o token do link é a prova. Vale uma vez.",
        middleware: [confirmations],
        body: { schema: emailConfirmSchema },
        responses: { 200: { schema: z.object({ email: z.string() }), description: "O e-mail de login agora é este." } },
        errors: { 404: "Link inválido, já usado ou vencido.", 422: "O e-mail passou a ser de outra conta.", 429: "Muitas tentativas deste endereço IP." },
      }),
      async (c) => c.json(await confirmEmailChange({ db, token: c.req.valid("json").token }), 200),
    )
    .openapi(
      apiRoute({
        method: "get",
        path: "/export",
        tag: TAG,
        summary: "Baixar meus dados (ZIP)",
        description: "`dados.json` com tudo o que é da pessoa (uma chave por tabela: a conta, as conversas, as sugestões, os seus registros em cada estúdio e, nos estúdios de que é proprietária, todo o conteúdo), `LEIA-ME.txt` dizendo o que cada chave traz e os arquivos desses estúdios em `arquivos/`.",
        signedIn,
        middleware: [exports],
        responses: { 200: { description: "application/zip" } },
        errors: { 429: "Muitos pedidos de exportação." },
      }),
      async (c) => {
        const zip = await exportUserData({ db, storage, userId: c.get("userId") });
        const day = new Date().toISOString().slice(0, 10);
        return c.body(zip, 200, {
          "Content-Type": "application/zip",
          "Content-Disposition": contentDisposition(`prancheta-meus-dados-${day}.zip`),
          "Cache-Control": "no-store",
        });
      },
    )
    .openapi(
      apiRoute({
        method: "get",
        path: "/deletion",
        tag: TAG,
        summary: "O que a exclusão da conta apaga",
        signedIn,
        responses: { 200: { schema: accountDeletionPreviewSchema, description: "Estúdios que vão embora, os que impedem a exclusão e os de que a pessoa sai." } },
      }),
      async (c) => c.json(await deletionPreview({ db, userId: c.get("userId") }), 200),
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/delete",
        tag: TAG,
        summary: "Exclui a conta",
        description: "Pede a senha. Apaga a pessoa, os estúdios só dela (com clientes, projetos, documentos e arquivos), os seus registros pessoais e as sugestões que enviou, e a tira dos outros estúdios, onde o que ela fez fica sem o seu nome.",
        signedIn,
        middleware: [passwordChecks],
        body: { schema: accountDeletionSchema },
        responses: { 204: { description: "Conta excluída; a sessão acabou." } },
        errors: { 409: "A pessoa é proprietária de um estúdio com outros membros: transfira antes.", 422: WRONG_PASSWORD, 429: "Muitas tentativas." },
      }),
      async (c) => {
        await deleteAccount({ db, storage, userId: c.get("userId"), password: c.req.valid("json").password });
        return c.body(null, 204);
      },
    );
}
