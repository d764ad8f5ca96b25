import { createMiddleware } from "hono/factory";
import { unauthorized } from "../lib/errors";
import type { Auth } from "./auth";

export interface AuthVariables {
  userId: string;
}

/**
 * Puts the signed-in user's id on the context, or answers 401 in pt-BR. Better Auth extends an
 * active session as it is used; the renewed cookie it returns is passed on, so a user who keeps
 * working is not signed out when the first cookie's max-age runs out.
 */
export function requireUser(auth: Auth) {
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    const { headers, response: session } = await auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    if (!session) throw unauthorized();
    c.set("userId", session.user.id);
    await next();
    for (const cookie of headers.getSetCookie()) c.res.headers.append("set-cookie", cookie);
  });
}
