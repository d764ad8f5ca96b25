import type { MiddlewareHandler } from "hono";
import { billingApi, paymentsApi } from "#domain/contracts/payments";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { AppError } from "#server/lib/errors";
import { apiRouter, implement } from "#server/lib/openapi";
import type { PaymentGateway } from "#server/payments/gateway";
import { billingOverview, cancelSubscription } from "./lifecycle";
import { checkoutState, receiveWebhook, startCheckout } from "./payments.service";
import { cancelPlanChange, changePlan, previewPlanChange } from "./plan-change";

/**
 * Mounted at /api/payments only when a gateway is configured (decision 091): without PAYMENTS_*
 * these routes do not exist (404), and upgrades stay requests the team grants.
 */
export function paymentsRoutes({ auth, db, gateway }: { auth: Auth; db: Db; gateway: PaymentGateway }) {
  const signedIn = requireUser({ auth, db });
  // Before the body is read: a request without the webhook's token costs nothing and stores nothing.
  const webhookToken: MiddlewareHandler = async (c, next) => {
    if (!gateway.verifyWebhook(c.req.raw.headers)) {
      throw new AppError("unauthorized", 401, "Token do webhook ausente ou inválido.").logged("webhook de pagamento recusado: token inválido", { gateway: gateway.name });
    }
    await next();
  };
  return apiRouter<AuthVariables>()
    .openapi(implement(paymentsApi.checkout, { signedIn }), async (c) => {
      const input = c.req.valid("json");
      return c.json(await startCheckout({ db, scope: c.get("scope"), gateway, input }), 200);
    })
    .openapi(implement(paymentsApi.checkoutState, { signedIn }), async (c) => c.json(await checkoutState({ db, scope: c.get("scope"), id: c.req.valid("param").id }), 200))
    .openapi(implement(paymentsApi.cancel, { signedIn }), async (c) => {
      await cancelSubscription({ db, scope: c.get("scope"), gateway });
      return c.body(null, 204);
    })
    .openapi(implement(paymentsApi.planChangePreview, { signedIn }), async (c) => c.json(await previewPlanChange({ db, scope: c.get("scope"), ...c.req.valid("query") }), 200))
    .openapi(implement(paymentsApi.changePlan, { signedIn }), async (c) => c.json(await changePlan({ db, scope: c.get("scope"), gateway, input: c.req.valid("json") }), 200))
    .openapi(implement(paymentsApi.cancelPlanChange, { signedIn }), async (c) => {
      await cancelPlanChange({ db, scope: c.get("scope"), gateway, id: c.req.valid("param").id });
      return c.body(null, 204);
    })
    .openapi(implement(paymentsApi.asaasWebhook, { middleware: [webhookToken] }), async (c) => {
      c.req.valid("json");
      return c.json(await receiveWebhook({ db, gateway, rawBody: await c.req.text() }), 200);
    });
}

/** Mounted at /api/billing always (R-PAY-4): without PAYMENTS_* it says so, and shows a plan the team granted. */
export function billingRoutes({ auth, db, paymentsEnabled }: { auth: Auth; db: Db; paymentsEnabled: boolean }) {
  const signedIn = requireUser({ auth, db });
  return apiRouter<AuthVariables>().openapi(implement(billingApi.get, { signedIn }), async (c) => c.json(await billingOverview({ db, scope: c.get("scope"), paymentsEnabled }), 200));
}
