import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { DEFAULT_PLAN, trialEndFrom } from "../../domain/plans";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../domain/auth.schema";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { account, session, user, verification } from "../db/schema";
import type { Logger } from "../lib/logger";
import type { Mailer } from "../mail/mailer";
import { passwordResetEmail } from "../mail/templates";

const AUTH_BASE_PATH = "/api/auth";
const RESET_TOKEN_SECONDS = 60 * 60;
/**
 * Set by our router (auth.routes.ts) only after it checked the terms box, and stripped from
 * whatever the client sent: the user row records acceptance only then.
 */
export const TERMS_ACCEPTED_HEADER = "x-prancheta-terms-accepted";

export interface AuthDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  logger: Logger;
  secret: string;
}

export function createAuth({ config, db, mailer, logger, secret }: AuthDeps) {
  return betterAuth({
    appName: "Prancheta",
    baseURL: config.baseUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: [config.baseUrl],
    telemetry: { enabled: false },
    // Our own limiter (server/lib/rate-limit.ts) runs in front, in the database, with pt-BR messages.
    rateLimit: { enabled: false },
    logger: {
      level: "error",
      log: (level, message) => logger[level]({ source: "better-auth" }, message),
    },
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      // After a reset, sessions opened with the old password end.
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: u, url }) => {
        mailer.send(passwordResetEmail({ to: u.email, name: u.name, url }));
      },
    },
    socialProviders: config.google
      ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret } }
      : {},
    user: {
      additionalFields: {
        company: { type: "string", required: false, input: false },
        plan: { type: "string", required: false, input: false, defaultValue: DEFAULT_PLAN },
        trialEndsAt: { type: "date", required: false, input: false },
        termsAcceptedAt: { type: "date", required: false, input: false },
      },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (newUser, ctx) => {
            const now = new Date();
            const acceptedTerms = ctx?.request?.headers.get(TERMS_ACCEPTED_HEADER) === "1";
            return {
              data: {
                ...newUser,
                plan: DEFAULT_PLAN,
                trialEndsAt: trialEndFrom(now),
                termsAcceptedAt: acceptedTerms ? now : null,
              },
            };
          },
        },
      },
    },
    // A failed social sign-in lands on our login page (pt-BR) instead of Better Auth's English page.
    onAPIError: { errorURL: `${config.baseUrl}/login` },
    advanced: {
      cookiePrefix: "prancheta",
      // Better Auth turns these checks off under test runners; we keep them on so tests see production.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      useSecureCookies: config.baseUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
