import { createHash } from "node:crypto";
import { and, eq, gt, like, lt, ne } from "drizzle-orm";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { trialEndFrom } from "#domain/plans";
import { PASSWORD_MAX, PASSWORD_MIN } from "#domain/auth.schema";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { account, session, user, verification } from "#server/db/schema";
import type { Logger } from "#server/lib/logger";
import type { Mailer } from "#server/mail/mailer";
import { passwordResetEmail } from "#server/mail/templates";
import { passwordsFor } from "./passwords";
import { createPersonalStudio } from "./personal-studio";
import { clearSignInFailures } from "./sign-in-throttle";

const AUTH_BASE_PATH = "/api/auth";
const RESET_TOKEN_SECONDS = 60 * 60;
/** Better Auth's identifier for a reset token: `reset-password:<token>`; the row's value is the user id. */
const RESET_IDENTIFIER_PREFIX = "reset-password:";
/**
 * How we store it: a SHA-256 of the token under a prefix of our own, so a copy of the table
 * cannot be replayed as links, yet a user's reset rows can still be found (to keep only the
 * newest). The prefix differs from Better Auth's so its plain-identifier fallback lookup
 * (`reset-password:<whatever was sent>`) can never match a stored hash sent back as a token.
 */
const HASHED_RESET_PREFIX = "reset-password-sha256:";
/** Matches a user's reset rows, hashed or (written before hashing) plain. */
const ANY_RESET_ROW = "reset-password%";

function storedResetIdentifier(token: string): string {
  return `${HASHED_RESET_PREFIX}${createHash("sha256").update(token).digest("base64url")}`;
}
/**
 * The e-mail of the account a reset token (as sent in the link) belongs to, while the link is
 * unexpired; undefined otherwise. Read before the reset spends the link, so the browser that
 * completes it can be remembered as the account's device (R-AUTH-8, decision 064).
 */
export async function resetTokenEmail(db: Db, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ email: user.email })
    .from(verification)
    .innerJoin(user, eq(user.id, verification.value))
    .where(and(eq(verification.identifier, storedResetIdentifier(token)), gt(verification.expiresAt, new Date())));
  return row?.email;
}

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
    // No session cache cookie (decision 089, replacing 059's): our requests check the signed
    // session cookie and read the session row themselves (require-user.ts), and Better Auth's own
    // endpoints read the row, so no copy of the session outlives its row anywhere.
    session: { cookieCache: { enabled: false } },
    verification: {
      // Tokens, OAuth states… are stored as hashes; reset tokens under our prefix (see above).
      storeIdentifier: {
        default: "hashed",
        overrides: {
          [RESET_IDENTIFIER_PREFIX]: {
            hash: async (identifier) => storedResetIdentifier(identifier.slice(RESET_IDENTIFIER_PREFIX.length)),
          },
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      password: passwordsFor(config),
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      // After a reset, sessions opened with the old password end.
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: u, url }) => {
        mailer.send(passwordResetEmail({ to: u.email, name: u.name, url }));
      },
      // The link is spent: no other link of this user stays valid, and the failed sign-ins
      // that may have locked the account are forgotten.
      onPasswordReset: async ({ user: u }) => {
        await db.delete(verification).where(and(like(verification.identifier, ANY_RESET_ROW), eq(verification.value, u.id)));
        await clearSignInFailures(db, u.email);
      },
    },
    socialProviders: config.google
      ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret } }
      : {},
    user: {
      additionalFields: {
        company: { type: "string", required: false, input: false },
        termsAcceptedAt: { type: "date", required: false, input: false },
      },
    },
    databaseHooks: {
      verification: {
        create: {
          // A newer reset link invalidates the user's older ones (not newer ones written meanwhile).
          after: async (created) => {
            if (!created.identifier.startsWith(HASHED_RESET_PREFIX)) return;
            await db
              .delete(verification)
              .where(
                and(
                  like(verification.identifier, ANY_RESET_ROW),
                  eq(verification.value, created.value),
                  ne(verification.id, created.id),
                  lt(verification.createdAt, created.createdAt),
                ),
              );
          },
        },
      },
      user: {
        create: {
          before: async (newUser, ctx) => {
            const now = new Date();
            const acceptedTerms = ctx?.request?.headers.get(TERMS_ACCEPTED_HEADER) === "1";
            return { data: { ...newUser, termsAcceptedAt: acceptedTerms ? now : null } };
          },
          // Their own studio, on the trial (R-STUDIO-1). Should this fail, the first request of
          // their session makes it (studio-scope.ts), so an account is never without one.
          after: async (created) => {
            await createPersonalStudio(db, { userId: created.id, name: created.name, trialEndsAt: trialEndFrom(created.createdAt) });
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
