import { DrizzleQueryError } from "drizzle-orm/errors";
import { AppError } from "#server/lib/errors";

/**
 * PostgreSQL's "cannot serve now" errors: connection refused or cut (a restart, a failover),
 * the server shutting down or starting (57P01-57P03), a connection failure (class 08), and the
 * pool's own wait for a free connection timing out. Anything else (a constraint, a syntax error)
 * is a bug, not an outage.
 */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "ENOTFOUND", "EHOSTUNREACH", "EAI_AGAIN"]);
const SQLSTATES = /^(08...|57P0[1-3]|53300)$/;
const MESSAGES = /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  // Drizzle wraps the driver's error (DrizzleQueryError.cause); so may the caller. Only an error
  // that came through the database counts: S3 or an AI provider refusing a connection has the
  // same ECONNREFUSED, and is not the database being down.
  let fromDatabase = false;
  let outage = false;
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof DrizzleQueryError || "severity" in e) fromDatabase = true;
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (NETWORK_CODES.has(code) || SQLSTATES.test(code))) outage = true;
    const message = (e as { message?: unknown }).message;
    // These messages are pg's own: from the database by definition.
    if (typeof message === "string" && MESSAGES.test(message)) fromDatabase = outage = true;
  }
  return fromDatabase && outage;
}

/** What a client reads while the database is down (GET /api/ready says the same). */
export const DATABASE_DOWN_MESSAGE = "O banco de dados não responde. Tente novamente em instantes.";
export const databaseUnavailable = () => new AppError("unavailable", 503, DATABASE_DOWN_MESSAGE);
