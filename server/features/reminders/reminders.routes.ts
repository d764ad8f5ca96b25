import { remindersApi } from "#domain/contracts/reminders";
import type { AiEngine } from "#server/ai/engine";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import type { Logger } from "#server/lib/logger";
import { apiRouter, implement } from "#server/lib/openapi";
import { createReminder, deleteReminder, dueReminders, listReminders, reminderNotFound, updateReminder } from "./reminders.service";

/**
 * Mounted at /api/reminders: the person's own reminders in the active studio (R-REM-1 to R-REM-4).
 * Implements domain/contracts/reminders.ts (decision 088).
 *
 * Creating a reminder is not behind the AI rate limit, as saving a calendar event is not
 * (server/features/calendar/calendar.routes.ts): the reminder is always saved, and its advice
 * falls back to the offline rules when the quota is used up or no provider answers.
 */
export function remindersRoutes({ auth, db, engine, logger, rateLimit }: {
  auth: Auth;
  db: Db;
  engine: AiEngine;
  logger: Logger;
  /** The AI rate limit: no route is behind it; a new reminder's advice counts it (rules over it). */
  rateLimit?: { max: number; windowSeconds: number };
}) {
  const signedIn = requireUser({ auth, db });
  const notFound = reminderNotFound;
  return apiRouter<AuthVariables>()
    .openapi(implement(remindersApi.list, { signedIn }), async (c) => c.json(await listReminders({ db, scope: c.get("scope") }), 200))
    .openapi(implement(remindersApi.due, { signedIn }), async (c) => {
      const { hoje, timeZone } = c.req.valid("query");
      return c.json(await dueReminders({ db, scope: c.get("scope"), sessionId: c.get("sessionId"), hoje, timeZone }), 200);
    })
    .openapi(implement(remindersApi.create, { signedIn }), async (c) =>
      c.json(await createReminder({ db, engine, logger, aiRateLimit: rateLimit, scope: c.get("scope"), input: c.req.valid("json"), signal: c.req.raw.signal }), 201),
    )
    .openapi(implement(remindersApi.update, { signedIn, notFound }), async (c) =>
      c.json(await updateReminder({ db, scope: c.get("scope"), id: c.req.valid("param").id, input: c.req.valid("json") }), 200),
    )
    .openapi(implement(remindersApi.remove, { signedIn, notFound }), async (c) => {
      await deleteReminder({ db, scope: c.get("scope"), id: c.req.valid("param").id });
      return c.body(null, 204);
    });
}
