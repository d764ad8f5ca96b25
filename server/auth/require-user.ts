import { createMiddleware } from "hono/factory";
import { AppError } from "../lib/errors";
import type { Auth } from "./auth";

export interface AuthVariables {
  userId: string;
}

/** Puts the signed-in user's id on the context, or answers 401 in pt-BR. */
export function requireUser(auth: Auth) {
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new AppError("unauthorized", 401, "Faça login para continuar.");
    c.set("userId", session.user.id);
    await next();
  });
}
