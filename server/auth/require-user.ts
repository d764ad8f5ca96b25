import { createHmac, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { Db } from "#server/db/client";
import { STUDIO_HEADER } from "#domain/studios";
import { AppError, unauthorized } from "#server/lib/errors";
import type { Auth } from "./auth";
import { scopeOf, sessionByToken, type StudioScope } from "./studio-scope";

export interface AuthVariables {
  userId: string;
  sessionId: string;
  /** Whose data the request may touch: see studio-scope.ts. */
  scope: StudioScope;
}

type Deps = { auth: Auth; db: Db };

/** What reading a session needs from Better Auth's configuration, taken once per app. */
interface SessionSettings {
  /** The session token's cookie (`prancheta.session_token`, `__Secure-` first on https). */
  tokenCookie: string;
  /** Set by a sign-in without "remember me": Better Auth then never extends the session. */
  dontRememberCookie: string;
  secret: string;
  /** Seconds a session lasts, and its age at which a request extends it (Better Auth's rule). */
  expiresIn: number;
  updateAge: number;
}

const settingsOf = new WeakMap<Auth, Promise<SessionSettings>>();
function sessionSettings(auth: Auth): Promise<SessionSettings> {
  let settings = settingsOf.get(auth);
  if (!settings) {
    settings = auth.$context.then((ctx) => ({
      tokenCookie: ctx.authCookies.sessionToken.name,
      dontRememberCookie: ctx.authCookies.dontRememberToken.name,
      secret: ctx.secret,
      expiresIn: ctx.sessionConfig.expiresIn,
      updateAge: ctx.sessionConfig.updateAge,
    }));
    settingsOf.set(auth, settings);
  }
  return settings;
}

/**
 * The token of a cookie value Better Auth signed (`<token>.<base64 HMAC-SHA-256 of the token under
 * the secret>`, better-call's signCookieValue), when the signature matches; compared in constant
 * time. Node's HMAC, not WebCrypto: no key to import per request (decision 089).
 */
export function signedToken(value: string, secret: string): string | undefined {
  const dot = value.lastIndexOf(".");
  if (dot < 1) return undefined;
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return undefined;
  const token = value.slice(0, dot);
  const expected = createHmac("sha256", secret).update(token).digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : undefined;
}

/**
 * The session behind a request (the user, the session, the studio it works in), and a way to
 * pass on the cookies Better Auth returned.
 *
 * The request's signed session cookie is checked here (its HMAC) and its session read with the
 * studio membership in one statement (sessionByToken), every request: no cache, so an ended
 * session or a removed member is refused at once on every process (decision 089). Better Auth is
 * asked only when it has something to write: a session old enough to be extended (once a day; the
 * renewed cookie must reach the browser, so a user who keeps working is not signed out when the
 * first cookie's max-age runs out) and a cookie whose session has ended (it clears the browser's
 * cookies and deletes an expired row).
 */
async function readSession({ auth, db }: Deps, c: Context) {
  const settings = await sessionSettings(auth);
  const cookie = getCookie(c, settings.tokenCookie);
  const token = cookie === undefined ? undefined : signedToken(cookie, settings.secret);
  const now = new Date();
  const live = token === undefined ? undefined : await sessionByToken(db, token, now);
  let headers: Headers | undefined;
  let signedIn: AuthVariables | undefined;
  const dueForRenewal = live && live.expiresAt.getTime() - settings.expiresIn * 1000 + settings.updateAge * 1000 <= now.getTime() && getCookie(c, settings.dontRememberCookie) === undefined;
  if (token !== undefined && (!live || dueForRenewal)) {
    const read = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
    headers = read.headers;
    // Ended meanwhile (a sign-out racing this request): signed out, the cookies cleared.
    if (!read.response || read.response.session.id !== live?.sessionId) return { signedIn: undefined, passCookies: cookiesPasser(c, headers) };
  }
  const scope = live && (await scopeOf(db, live));
  if (live && scope) signedIn = { userId: live.userId, sessionId: live.sessionId, scope };
  return { signedIn, passCookies: cookiesPasser(c, headers) };
}

const cookiesPasser = (c: Context, headers: Headers | undefined) => () => {
  for (const cookie of headers?.getSetCookie() ?? []) c.res.headers.append("set-cookie", cookie);
};

export const studioChanged = () =>
  new AppError("studio_changed", 409, "O estúdio ativo mudou em outra aba. Mostramos agora o estúdio atual: confira e repita o que estava fazendo.");

/**
 * Puts the signed-in user, their session and their studio scope on the context, or answers 401
 * in pt-BR; 409 when the page that asks shows another studio than the session's (STUDIO_HEADER).
 */
export function requireUser(deps: Deps) {
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    const { signedIn, passCookies } = await readSession(deps, c);
    if (!signedIn) throw unauthorized();
    const shown = c.req.header(STUDIO_HEADER);
    if (shown !== undefined && shown !== signedIn.scope.studioId) throw studioChanged();
    c.set("userId", signedIn.userId);
    c.set("sessionId", signedIn.sessionId);
    c.set("scope", signedIn.scope);
    await next();
    passCookies();
  });
}

/** Like requireUser, for routes where being signed out is an answer: `signedIn` may be undefined. */
export function optionalUser(deps: Deps) {
  return createMiddleware<{ Variables: { signedIn: AuthVariables | undefined } }>(async (c, next) => {
    const { signedIn, passCookies } = await readSession(deps, c);
    c.set("signedIn", signedIn);
    await next();
    passCookies();
  });
}
