import { calendarApi } from "#domain/contracts/calendar";
import type { AiEngine } from "#server/ai/engine";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { contentDisposition } from "#server/export/http";
import { apiRouter, implement } from "#server/lib/openapi";
import { rateLimitByIp } from "#server/lib/rate-limit";
import { addMaintenanceAgenda, createEvent, deleteEvent, eventNotFound, getEvent, listRange, updateEvent } from "./calendar.service";
import { eventIcs, feedIcs, feedNotFound, regenerateSubscription, studioIcs, subscriptionUrl } from "./calendar-ics.service";

const ICS_TYPE = "text/calendar; charset=utf-8";

interface CalendarRouteDeps {
  auth: Auth;
  db: Db;
  engine: AiEngine;
  baseUrl: string;
  /** Signs the subscription addresses (the server's AUTH_SECRET). */
  secret: string;
  trustProxy: boolean;
  /** The AI rate limit, counted by the advice itself (over it, the rules advise). */
  rateLimit?: { max: number; windowSeconds: number };
}

const ics = (body: string, fileName?: string) =>
  new Response(body, { status: 200, headers: { "Content-Type": ICS_TYPE, ...(fileName ? { "Content-Disposition": contentDisposition(fileName) } : {}) } });

/**
 * Mounted at /api/calendar (R-CAL-1..R-CAL-4): implements domain/contracts/calendar.ts (decision 088).
 *
 * Saving an event is not refused by the AI rate limit as the AI endpoints are: the advice counts
 * the person's limit itself and falls back to the rules over it or when the quota is used up, so
 * an event is never refused for its advice (R-CAL-4).
 */
export function calendarRoutes({ auth, db, engine, baseUrl, secret, trustProxy, rateLimit }: CalendarRouteDeps) {
  const signedIn = requireUser({ auth, db });
  const onRecord = { signedIn, notFound: eventNotFound };
  const feed = { secret, baseUrl };
  return apiRouter<AuthVariables>()
    .openapi(implement(calendarApi.range, { signedIn }), async (c) => c.json(await listRange({ db, scope: c.get("scope"), range: c.req.valid("query") }), 200))
    .openapi(implement(calendarApi.create, { signedIn }), async (c) =>
      c.json(await createEvent({ db, engine, aiRateLimit: rateLimit, scope: c.get("scope"), input: c.req.valid("json") }), 201),
    )
    .openapi(implement(calendarApi.addMaintenance, { signedIn }), async (c) =>
      c.json(await addMaintenanceAgenda({ db, engine, scope: c.get("scope"), input: c.req.valid("json") }), 201),
    )
    .openapi(implement(calendarApi.get, onRecord), async (c) => c.json(await getEvent({ db, scope: c.get("scope"), id: c.req.valid("param").id }), 200))
    .openapi(implement(calendarApi.update, onRecord), async (c) =>
      c.json(await updateEvent({ db, engine, aiRateLimit: rateLimit, scope: c.get("scope"), id: c.req.valid("param").id, input: c.req.valid("json") }), 200),
    )
    .openapi(implement(calendarApi.remove, onRecord), async (c) => {
      await deleteEvent({ db, scope: c.get("scope"), id: c.req.valid("param").id });
      return c.body(null, 204);
    })
    .openapi(implement(calendarApi.eventIcs, onRecord), async (c) => {
      const { body, fileName } = await eventIcs({ db, scope: c.get("scope"), id: c.req.valid("param").id });
      return ics(body, fileName);
    })
    .openapi(implement(calendarApi.ics, { signedIn }), async (c) => ics(await studioIcs({ db, studioId: c.get("scope").studioId }), "calendario-prancheta.ics"))
    .openapi(implement(calendarApi.subscription, { signedIn }), async (c) =>
      c.json({ url: await subscriptionUrl({ db, scope: c.get("scope"), ...feed }) }, 200),
    )
    .openapi(implement(calendarApi.regenerateSubscription, { signedIn }), async (c) =>
      c.json({ url: await regenerateSubscription({ db, scope: c.get("scope"), ...feed }) }, 200),
    )
    .openapi(
      implement(calendarApi.feed, {
        notFound: feedNotFound,
        // Google and Outlook fetch every subscription from a few shared addresses: a roomy limit.
        middleware: [rateLimitByIp({ db, scope: "calendario-assinatura", trustProxy, max: 3_000, windowSeconds: 60 * 60 })],
      }),
      async (c) => ics(await feedIcs({ db, secret, token: c.req.valid("param").token })),
    );
}
