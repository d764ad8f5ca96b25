import { accountApi } from "#domain/contracts/account";
import type { Auth } from "#server/auth/auth";
import type { DeviceCookies } from "#server/auth/sign-in-throttle";
import { passwordsFor } from "#server/auth/passwords";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { contentDisposition } from "#server/export/http";
import { apiRouter, implement } from "#server/lib/openapi";
import { rateLimitByIp, rateLimitByUser } from "#server/lib/rate-limit";
import type { Mailer } from "#server/mail/mailer";
import type { FileStorage } from "#server/storage/file-storage";
import { deleteAccount, deletionPreview } from "./account-deletion.service";
import { exportUserData } from "./data-export.service";
import { cancelEmailChange, confirmEmailChange, requestEmailChange } from "./email-change.service";
import { changePassword } from "./password.service";

type Deps = { auth: Auth; db: Db; mailer: Mailer; storage: FileStorage; config: Config; devices: DeviceCookies };

/**
 * Mounted at /api/account: password, sign-in e-mail, "Baixar meus dados", "Excluir minha conta"
 * (R-PROFILE-2, -1, -5). Implements domain/contracts/account.ts (decision 088).
 */
export function accountSecurityRoutes({ auth, db, mailer, storage, config, devices }: Deps) {
  const signedIn = requireUser({ auth, db });
  const passwords = passwordsFor(config);
  // Each of these checks the current password: bounded, so a stolen session cannot guess it.
  const passwordChecks = rateLimitByUser({ db, scope: "password-check", max: 10, windowSeconds: 15 * 60, what: "Muitas tentativas com a senha em pouco tempo." });
  const exports = rateLimitByUser({ db, scope: "data-export", max: 5, windowSeconds: 60 * 60, what: "Muitos pedidos de exportação em pouco tempo." });
  const confirmations = rateLimitByIp({ db, scope: "email-confirm", max: 20, windowSeconds: 15 * 60, trustProxy: config.trustProxy });

  return apiRouter<AuthVariables>()
    .openapi(
      implement(accountApi.changePassword, { signedIn, middleware: [passwordChecks] }),
      async (c) => {
        const body = c.req.valid("json");
        const { endedSessions, email } = await changePassword({ db, passwords, userId: c.get("userId"), sessionId: c.get("sessionId"), currentPassword: body.currentPassword, newPassword: body.newPassword });
        // The new password revoked the account's device cookies (R-AUTH-8, decision 064); this
        // browser proved the old one and chose the new, so it stays known. The cookie is sent only
        // to /api/auth, so it is not read here: this browser keeps this account's entry alone.
        const device = await devices.remember(undefined, email);
        if (device) c.header("set-cookie", device, { append: true });
        return c.json({ endedSessions }, 200);
      },
    )
    .openapi(
      implement(accountApi.requestEmailChange, { signedIn, middleware: [passwordChecks] }),
      async (c) => {
        const body = c.req.valid("json");
        return c.json(await requestEmailChange({ db, passwords, mailer, baseUrl: config.baseUrl, userId: c.get("userId"), ...body }), 202);
      },
    )
    .openapi(
      implement(accountApi.cancelEmailChange, { signedIn }),
      async (c) => {
        await cancelEmailChange({ db, userId: c.get("userId") });
        return c.body(null, 204);
      },
    )
    .openapi(
      implement(accountApi.confirmEmail, { middleware: [confirmations] }),
      async (c) => c.json(await confirmEmailChange({ db, token: c.req.valid("json").token }), 200),
    )
    .openapi(
      implement(accountApi.exportData, { signedIn, middleware: [exports] }),
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
      implement(accountApi.deletionPreview, { signedIn }),
      async (c) => c.json(await deletionPreview({ db, userId: c.get("userId") }), 200),
    )
    .openapi(
      implement(accountApi.remove, { signedIn, middleware: [passwordChecks] }),
      async (c) => {
        await deleteAccount({ db, passwords, storage, userId: c.get("userId"), password: c.req.valid("json").password });
        return c.body(null, 204);
      },
    );
}
