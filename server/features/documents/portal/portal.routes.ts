import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { every } from "hono/combine";
import { portalApi, publicPortalApi } from "#domain/contracts/portal";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { contentDisposition } from "#server/export/http";
import { RateLimitedError } from "#server/lib/errors";
import { apiRouter, implement } from "#server/lib/openapi";
import { clientIp, hit, rateLimitByIp, seconds } from "#server/lib/rate-limit";
import { bodyTooLarge } from "#server/lib/validate";
import type { FileStorage } from "#server/storage/file-storage";
import {
  createPortalLink,
  decideDelivery,
  deliverStage,
  getProjectPortal,
  portalNotFound,
  projectNotFound,
  readPublicDocument,
  readPublicDocumentPdf,
  readPublicPortal,
  revokePortalLink,
  sharePortalDocuments,
  signDocument,
  signedPdfOf,
  usablePortalLink,
  type PortalLinkRow,
  type Visitor,
} from "./portal.service";

const pdfAnswer = (c: Context, bytes: Uint8Array, fileName: string, disposition: "inline" | "attachment") =>
  c.body(new Uint8Array(bytes), 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": disposition === "inline" ? contentDisposition(fileName).replace(/^attachment/, "inline") : contentDisposition(fileName),
    "Cache-Control": "no-store",
  });

/** Mounted at /api/projects: the studio's side of the client portal (R-PORTAL-1…3), any member of the studio. */
/** `clock` is the app's: tests give a fixed one, and the link's expiry and the RRT reminder's day follow it. */
export function projectPortalRoutes({ auth, db, baseUrl, clock }: { auth: Auth; db: Db; baseUrl: string; clock: () => Date }) {
  const signedIn = requireUser({ auth, db });
  const onRecord = { signedIn, notFound: projectNotFound };
  return apiRouter<AuthVariables>()
    .openapi(implement(portalApi.get, onRecord), async (c) => c.json(await getProjectPortal({ db, scope: c.get("scope"), projectId: c.req.valid("param").id, now: clock() }), 200))
    .openapi(implement(portalApi.createLink, onRecord), async (c) =>
      c.json(await createPortalLink({ db, scope: c.get("scope"), projectId: c.req.valid("param").id, baseUrl, now: clock() }), 201),
    )
    .openapi(implement(portalApi.revokeLink, onRecord), async (c) => {
      await revokePortalLink({ db, scope: c.get("scope"), projectId: c.req.valid("param").id, now: clock() });
      return c.body(null, 204);
    })
    .openapi(implement(portalApi.share, onRecord), async (c) =>
      c.json(await sharePortalDocuments({ db, scope: c.get("scope"), projectId: c.req.valid("param").id, input: c.req.valid("json") }), 200),
    )
    .openapi(implement(portalApi.deliver, onRecord), async (c) =>
      c.json(await deliverStage({ db, scope: c.get("scope"), projectId: c.req.valid("param").id, input: c.req.valid("json"), now: clock() }), 201),
    )
    .openapi(implement(portalApi.signedPdf, onRecord), async (c) => {
      const { id, signatureId } = c.req.valid("param");
      const { bytes, fileName } = await signedPdfOf({ db, scope: c.get("scope"), projectId: id, signatureId });
      return pdfAnswer(c, bytes, fileName, "attachment");
    });
}

/** The largest decision or signature: a comment of 2 000 characters and a few names. */
export const PUBLIC_PORTAL_MAX_BYTES = 16 * 1024;

type LinkVariables = { Variables: { portalLink: PortalLinkRow } };

/**
 * Mounted at /api/public/portal: the client's side, without an account (R-PORTAL-1). Every request
 * is limited per IP, and the token is looked up by its hash before anything else: an unknown,
 * revoked or expired link is its 404. `beforeBody` is what app.ts runs on the POSTs in front of
 * anything that reads a body (decision 067): the IP's limit, the link, the link's own limit of
 * decisions and signatures, then this route's 16 KB cap.
 */
export function publicPortalRoutes({ db, storage, trustProxy, rateLimit, clock }: { db: Db; storage: FileStorage; trustProxy: boolean; rateLimit: { max: number; windowSeconds: number }; clock: () => Date }) {
  const byIp = rateLimitByIp({ db, scope: "portal-publico", trustProxy, ...rateLimit });
  const linkFirst: MiddlewareHandler<LinkVariables> = async (c, next) => {
    c.set("portalLink", await usablePortalLink({ db, token: c.req.param("token") ?? "", now: clock() }));
    await next();
  };
  const writesPerLink: MiddlewareHandler<LinkVariables> = async (c, next) => {
    const link = c.get("portalLink");
    const retryAfter = await hit(db, `portal-link:${link.tokenHash}`, rateLimit.max, 60 * 60);
    if (retryAfter) throw new RateLimitedError(retryAfter, `Muitos envios por este link em pouco tempo. Aguarde ${seconds(retryAfter)} e tente novamente.`);
    await next();
  };
  const ownCap = bodyLimit({ maxSize: PUBLIC_PORTAL_MAX_BYTES, onError: () => { throw bodyTooLarge(PUBLIC_PORTAL_MAX_BYTES); } });
  const beforeBody: MiddlewareHandler<LinkVariables> = every(byIp, linkFirst, writesPerLink, ownCap);
  const reading = { middleware: [byIp, linkFirst] as MiddlewareHandler[], notFound: portalNotFound };
  const visitorOf = (c: Context): Visitor => ({ ip: clientIp(c, trustProxy), userAgent: c.req.header("user-agent")?.slice(0, 500) ?? null });
  const linkOf = (c: Context<LinkVariables>) => {
    const link = c.get("portalLink");
    // beforeBody not mounted: a wiring mistake, never a write without its checks.
    if (!link) throw new Error("publicPortalRoutes: beforeBody não montado");
    return link;
  };
  const routes = apiRouter<{ portalLink: PortalLinkRow }>()
    .openapi(implement(publicPortalApi.get, reading), async (c) => c.json(await readPublicPortal({ db, storage, link: linkOf(c), visitor: visitorOf(c), now: clock() }), 200))
    .openapi(implement(publicPortalApi.document, reading), async (c) =>
      c.json(await readPublicDocument({ db, storage, link: linkOf(c), documentId: c.req.valid("param").documentId, visitor: visitorOf(c), now: clock() }), 200),
    )
    .openapi(implement(publicPortalApi.documentPdf, reading), async (c) => {
      const { bytes, fileName, sha256 } = await readPublicDocumentPdf({ db, storage, link: linkOf(c), documentId: c.req.valid("param").documentId, visitor: visitorOf(c), now: clock() });
      c.header("X-Content-SHA256", sha256);
      return pdfAnswer(c, bytes, fileName, "inline");
    })
    .openapi(implement(publicPortalApi.decide, { notFound: portalNotFound }), async (c) =>
      c.json(await decideDelivery({ db, link: linkOf(c), deliveryId: c.req.valid("param").deliveryId, input: c.req.valid("json"), visitor: visitorOf(c), now: clock() }), 201),
    )
    .openapi(implement(publicPortalApi.sign, { notFound: portalNotFound }), async (c) =>
      c.json(await signDocument({ db, storage, link: linkOf(c), documentId: c.req.valid("param").documentId, input: c.req.valid("json"), visitor: visitorOf(c), now: clock() }), 201),
    );
  return { routes, beforeBody };
}
