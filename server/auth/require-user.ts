import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Db } from "#server/db/client";
import { STUDIO_HEADER } from "#domain/studios";
import { AppError, unauthorized } from "#server/lib/errors";
import type { Auth } from "./auth";
import { resolveScope, type StudioScope } from "./studio-scope";

export interface AuthVariables {
  userId: string;
  sessionId: string;
  /** Whose data the request may touch: see studio-scope.ts. */
  scope: StudioScope;
}

type Deps = { auth: Auth; db: Db };

/**
 * The session behind a request (the user, the session, the studio it works in), and a way to
 * pass on the cookies Better Auth returned. It extends an active session as it is used; the
 * renewed cookie (or the removal of a dead one) must reach the browser, so a user who keeps
 * working is not signed out when the first cookie's max-age runs out.
 *
 * Better Auth usually answers from the signed session cache cookie, without the database
 * (decision 059); resolveScope's one statement then checks that the session still exists.
 */
async function readSession({ auth, db }: Deps, c: Context) {
  const read = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
  const found = read.response;
  let headers = read.headers;
  const scope = found ? await resolveScope(db, { userId: found.user.id, sessionId: found.session.id }) : undefined;
  if (found && !scope) {
    // The session ended after its cache cookie was written (rare): asked again past the cache,
    // Better Auth finds no session and clears the browser's cookies, as for any dead session.
    ({ headers } = await auth.api.getSession({ headers: c.req.raw.headers, query: { disableCookieCache: true }, returnHeaders: true }));
  }
  return {
    signedIn: found && scope ? { userId: found.user.id, sessionId: found.session.id, scope } : undefined,
    passCookies: () => {
      for (const cookie of headers.getSetCookie()) c.res.headers.append("set-cookie", cookie);
    },
  };
}

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
