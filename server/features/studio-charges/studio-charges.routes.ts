import type { MiddlewareHandler } from "hono";
import { publicPortalApi } from "#domain/contracts/portal";
import { cashApi, chargeAccountApi, chargeActionsApi, chargeNfseApi, projectChargesApi, studioChargesWebhookApi } from "#domain/contracts/studio-charges";
import { isId } from "#domain/ids";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import { AppError } from "#server/lib/errors";
import { apiRouter, implement } from "#server/lib/openapi";
import { rateLimitByIp } from "#server/lib/rate-limit";
import {
  cashCsvOf,
  cashView,
  createCharge,
  getChargeAccount,
  portalCharges,
  projectCharges,
  receiveStudioWebhook,
  removeChargeAccount,
  retryStudioInvoice,
  saveChargeAccount,
  studioWebhookAuthentic,
  type ChargesDeps,
} from "./studio-charges.service";
import { actOnCharge } from "./charge-cancellation";

const projectNotFound = () => new AppError("not_found", 404, "Projeto não encontrado.");

/** Mounted at /api/studio/charge-account (R-PAY-5): owner and admins only. */
export function chargeAccountRoutes({ auth, deps }: { auth: Auth; deps: ChargesDeps }) {
  const signedIn = requireUser({ auth, db: deps.db });
  return apiRouter<AuthVariables>()
    .openapi(implement(chargeAccountApi.get, { signedIn }), async (c) => c.json(await getChargeAccount({ deps, scope: c.get("scope") }), 200))
    .openapi(implement(chargeAccountApi.save, { signedIn }), async (c) => c.json(await saveChargeAccount({ deps, scope: c.get("scope"), input: c.req.valid("json") }), 200))
    .openapi(implement(chargeAccountApi.remove, { signedIn }), async (c) => {
      await removeChargeAccount({ deps, scope: c.get("scope") });
      return c.body(null, 204);
    });
}

/** Mounted at /api/projects (R-PAY-6): the project's charges. */
export function projectChargesRoutes({ auth, deps }: { auth: Auth; deps: ChargesDeps }) {
  const signedIn = requireUser({ auth, db: deps.db });
  const onRecord = { signedIn, notFound: projectNotFound };
  return apiRouter<AuthVariables>()
    .openapi(implement(projectChargesApi.list, onRecord), async (c) => c.json(await projectCharges({ db: deps.db, scope: c.get("scope"), projectId: c.req.valid("param").id }), 200))
    .openapi(implement(projectChargesApi.create, onRecord), async (c) =>
      c.json(await createCharge({ deps, scope: c.get("scope"), projectId: c.req.valid("param").id, input: c.req.valid("json") }), 201),
    )
    .openapi(implement(chargeNfseApi.retry, onRecord), async (c) => {
      const { id, chargeId } = c.req.valid("param");
      return c.json(await retryStudioInvoice({ deps, scope: c.get("scope"), projectId: id, chargeId }), 200);
    });
}

/** Mounted at /api/charges (R-PAY-8): the cash view and its CSV; cancelling and refunding a charge (R-PAY-6, R-PAY-7). */
export function cashRoutes({ auth, deps }: { auth: Auth; deps: ChargesDeps }) {
  const signedIn = requireUser({ auth, db: deps.db });
  const onCharge = { signedIn, notFound: () => new AppError("not_found", 404, "Cobrança não encontrada.") };
  return apiRouter<AuthVariables>()
    .openapi(implement(chargeActionsApi.cancel, onCharge), async (c) =>
      c.json(await actOnCharge({ deps, scope: c.get("scope"), chargeId: c.req.valid("param").id, action: "cancelar", input: c.req.valid("json") }), 200),
    )
    .openapi(implement(chargeActionsApi.refund, onCharge), async (c) =>
      c.json(await actOnCharge({ deps, scope: c.get("scope"), chargeId: c.req.valid("param").id, action: "estornar", input: c.req.valid("json") }), 200),
    )
    .openapi(implement(cashApi.list, { signedIn }), async (c) => c.json(await cashView({ db: deps.db, scope: c.get("scope"), status: c.req.valid("query").status }), 200))
    .openapi(implement(cashApi.csv, { signedIn }), async (c) => {
      const csv = await cashCsvOf({ db: deps.db, scope: c.get("scope"), status: c.req.valid("query").status });
      const today = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" }).format(new Date()).replace(/\//g, "-");
      return c.body(csv, 200, { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="financeiro-${today}.csv"` });
    });
}

/** Mounted at /api/charges/webhooks (R-PAY-7): each studio's account posts here with its own token. */
export function studioChargesWebhookRoutes({ deps }: { deps: ChargesDeps }) {
  // Before the body is read: without this studio's token nothing is stored, and the token is never logged.
  const webhookToken: MiddlewareHandler = async (c, next) => {
    const studioId = c.req.param("studioId") ?? "";
    // Not an id of ours: the address does not exist (as every route with an id in its path).
    if (!isId(studioId)) throw new AppError("not_found", 404, "Conta de cobrança não encontrada.");
    if (!(await studioWebhookAuthentic({ db: deps.db, studioId, token: c.req.header("asaas-access-token") }))) {
      throw new AppError("unauthorized", 401, "Token do webhook ausente ou inválido.").logged("webhook de cobrança do estúdio recusado: token inválido", { studioId });
    }
    await next();
  };
  return apiRouter().openapi(implement(studioChargesWebhookApi.asaas, { middleware: [webhookToken] }), async (c) => {
    c.req.valid("json");
    return c.json(await receiveStudioWebhook({ db: deps.db, studioId: c.req.valid("param").studioId, rawBody: await c.req.text() }), 200);
  });
}

type PortalLinkVariables = { Variables: { chargesLink: { studioId: string; projectId: string } } };

/**
 * Mounted at /api/public/portal beside the portal's own routes (R-PAY-10): the charges of the
 * link's project, limited per IP and opened only by a usable link (the portal's `usableLink`,
 * given by app.ts, so an unknown, revoked or expired token is the portal's 404).
 */
export function publicPortalChargesRoutes({
  deps,
  trustProxy,
  rateLimit,
  usableLink,
  notFound,
}: {
  deps: ChargesDeps;
  trustProxy: boolean;
  rateLimit: { max: number; windowSeconds: number };
  usableLink: (token: string) => Promise<{ studioId: string; projectId: string }>;
  /** The portal's own 404 for a token that is not one. */
  notFound: () => AppError;
}) {
  const byIp = rateLimitByIp({ db: deps.db, scope: "portal-publico", trustProxy, ...rateLimit });
  const linkFirst: MiddlewareHandler<PortalLinkVariables> = async (c, next) => {
    c.set("chargesLink", await usableLink(c.req.param("token") ?? ""));
    await next();
  };
  return apiRouter<{ chargesLink: { studioId: string; projectId: string } }>().openapi(implement(publicPortalApi.charges, { middleware: [byIp, linkFirst as MiddlewareHandler], notFound }), async (c) =>
    c.json(await portalCharges({ db: deps.db, link: c.get("chargesLink") }), 200),
  );
}
