import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { unauthorized } from "#server/lib/errors";
import type { Auth } from "./auth";

export interface AuthVariables {
  userId: string;
}

/**
 * The session behind a request: the user's id (or undefined), and a way to pass on the cookies
 * Better Auth returned. It extends an active session as it is used; the renewed cookie (or the
 * removal of a dead one) must reach the browser, so a user who keeps working is not signed out
 * when the first cookie's max-age runs out.
 */
async function readSession(auth: Auth, c: Context): Promise<{ userId: string | undefined; passCookies: () => void }> {
  const { headers, response: session } = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
  return {
    userId: session?.user.id,
    passCookies: () => {
      for (const cookie of headers.getSetCookie()) c.res.headers.append("set-cookie", cookie);
    },
  };
}

/** Puts the signed-in user's id on the context, or answers 401 in pt-BR. */
export function requireUser(auth: Auth) {
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    const { userId, passCookies } = await readSession(auth, c);
    if (!userId) throw unauthorized();
    c.set("userId", userId);
    await next();
    passCookies();
  });
}

/** Like requireUser, for routes where being signed out is an answer: `userId` may be undefined. */
export function optionalUser(auth: Auth) {
  return createMiddleware<{ Variables: { userId: string | undefined } }>(async (c, next) => {
    const { userId, passCookies } = await readSession(auth, c);
    c.set("userId", userId);
    await next();
    passCookies();
  });
}
