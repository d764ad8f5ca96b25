import { briefingApi, PUBLIC_BRIEFING_MAX_BYTES, publicBriefingApi } from "#domain/contracts/briefing";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { apiRouter, implement } from "#server/lib/openapi";
import type { MiddlewareHandler } from "hono";
import { bodyCap } from "#server/lib/body-cap";
import { every } from "hono/combine";
import { bodyTooLarge } from "#server/lib/validate";
import { hit, rateLimitByIp, seconds } from "#server/lib/rate-limit";
import { RateLimitedError } from "#server/lib/errors";
import type { Mailer } from "#server/mail/mailer";
import {
  activeClientLink,
  type ClientLink,
  createClientLink,
  emailClientLink,
  linkNotFound,
  readPublicBriefing,
  revokeClientLink,
  savePublicBriefing,
  usableLink,
} from "./client-link.service";
import { documentNotFound } from "./documents.service";

/**
 * Mounted at /api/documents: the architect's side of a briefing's client link. Implements
 * domain/contracts/briefing.ts (decision 088), as does the client's side below.
 */
export function clientLinkRoutes({ auth, db, baseUrl, mailer }: { auth: Auth; db: Db; baseUrl: string; mailer: Mailer }) {
  const signedIn = requireUser({ auth, db });
  const notFound = documentNotFound;
  return apiRouter<AuthVariables>()
    .openapi(implement(briefingApi.clientLink, { signedIn, notFound }), async (c) =>
      c.json(await activeClientLink({ db, scope: c.get("scope"), documentId: c.req.valid("param").id }), 200),
    )
    .openapi(implement(briefingApi.createClientLink, { signedIn, notFound }), async (c) =>
      c.json(await createClientLink({ db, scope: c.get("scope"), documentId: c.req.valid("param").id, baseUrl }), 201),
    )
    .openapi(implement(briefingApi.emailClientLink, { signedIn, notFound }), async (c) =>
      c.json(await emailClientLink({ db, mailer, scope: c.get("scope"), documentId: c.req.valid("param").id, url: c.req.valid("json").url, baseUrl }), 200),
    )
    .openapi(implement(briefingApi.revokeClientLink, { signedIn, notFound }), async (c) => {
      await revokeClientLink({ db, scope: c.get("scope"), documentId: c.req.valid("param").id });
      return c.body(null, 204);
    });
}


type LinkVariables = { Variables: { clientLink: ClientLink } };

/**
 * Mounted at /api/public/briefings: the client's side, without sign-in (R-DOC-3). Limited per IP
 * (every request) and per link (saves), so a leaked link cannot be used to flood the studio's
 * history; what the client sends is stored as plain text and never rendered as HTML.
 *
 * `saveBeforeBody` is what app.ts runs on `PUT /{token}` in front of anything that reads a body
 * (the API's 1 MB cap and jsonGuard included; decision 067): the IP's limit, the token looked up
 * by its hash (an unknown, revoked or expired one is its 404 while the body is still unread), the
 * link's own save limit, then this route's 128 KB cap instead of the API's 1 MB. The link found
 * is on the context, so the route does not look it up again.
 */
export function publicBriefingRoutes({ db, trustProxy, rateLimit }: { db: Db; trustProxy: boolean; rateLimit: { max: number; windowSeconds: number } }) {
  const byIp = rateLimitByIp({ db, scope: "briefing-publico", trustProxy, ...rateLimit });
  const linkFirst: MiddlewareHandler<LinkVariables> = async (c, next) => {
    const link = await usableLink({ db, token: c.req.param("token") ?? "" });
    // A day's worth of autosaves for one questionnaire is in the hundreds; thousands is abuse.
    const retryAfter = await hit(db, `briefing-link:${link.tokenHash}`, rateLimit.max * 2, 60 * 60);
    if (retryAfter) {
      throw new RateLimitedError(retryAfter, `Muitas respostas enviadas por este link em pouco tempo. Aguarde ${seconds(retryAfter)} e tente novamente.`);
    }
    c.set("clientLink", link);
    await next();
  };
  const ownCap = bodyCap(PUBLIC_BRIEFING_MAX_BYTES, () => { throw bodyTooLarge(PUBLIC_BRIEFING_MAX_BYTES); });
  const saveBeforeBody: MiddlewareHandler<LinkVariables> = every(byIp, linkFirst, ownCap);
  const routes = apiRouter<{ clientLink: ClientLink }>()
    .openapi(implement(publicBriefingApi.get, { notFound: linkNotFound, middleware: [byIp] }), async (c) =>
      c.json(await readPublicBriefing({ db, token: c.req.valid("param").token }), 200),
    )
    .openapi(implement(publicBriefingApi.save, { notFound: linkNotFound }), async (c) => {
      const link = c.get("clientLink");
      // saveBeforeBody not mounted: a wiring mistake, never a save without its checks.
      if (!link) throw new Error("publicBriefingRoutes: saveBeforeBody não montado");
      const { answers, followUpAnswers } = c.req.valid("json");
      return c.json(await savePublicBriefing({ db, link, answers, followUpAnswers }), 200);
    });
  return { routes, saveBeforeBody };
}
