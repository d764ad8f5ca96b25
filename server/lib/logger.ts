import { DrizzleQueryError } from "drizzle-orm/errors";
import { pino, type DestinationStream, type Logger } from "pino";
import { currentRequestId } from "./request-context";

export type { Logger };

/**
 * What a database error's log line says: where it happened and which rule it broke, never what
 * was written. Drizzle's DrizzleQueryError carries the SQL and its parameters (the person's
 * inputs) in `query`, `params`, its message and its stack; PGlite sets `query` and `params` on its
 * own error too; pg's `detail` quotes the offending row ("Key (email)=(…) already exists"). So the
 * line keeps only the driver's classification: SQLSTATE `code`, `severity`, `schema`, `table`,
 * `column`, `dataType`, `constraint`, `routine`, and the message with quoted values elided.
 */
const DATABASE_FIELDS = ["code", "severity", "schema", "table", "column", "dataType", "constraint", "routine"] as const;

type DatabaseLog = { type: string; message: string } & Partial<Record<(typeof DATABASE_FIELDS)[number], string>>;

/** pg's and PGlite's DatabaseError, and drizzle's wrapper around either (or around a network error). */
const isDatabaseError = (e: object) => e instanceof DrizzleQueryError || (typeof (e as { severity?: unknown }).severity === "string" && typeof (e as { code?: unknown }).code === "string");

/**
 * PostgreSQL quotes the values it complains about (`invalid input syntax for type uuid: "…"`,
 * `value "…" is out of range`) and the names of tables, columns and constraints. Quoted text is
 * elided unless it is one of the error's own names.
 */
function elideQuoted(message: string, names: Set<string>): string {
  return message.replace(/"([^"]*)"/g, (quoted, inner: string) => (names.has(inner) ? quoted : '"…"'));
}

function databaseLog(err: Error, chain: object[]): DatabaseLog {
  // The driver's own error is the innermost of the chain: drizzle's wrapper adds only the SQL.
  const driver = [...chain].reverse().find((e) => !(e instanceof DrizzleQueryError)) ?? err;
  const out: DatabaseLog = { type: err.constructor.name, message: "" };
  for (const field of DATABASE_FIELDS) {
    const value = (driver as Record<string, unknown>)[field];
    if (typeof value === "string" || typeof value === "number") out[field] = String(value);
  }
  const names = new Set(DATABASE_FIELDS.slice(2).flatMap((f) => (out[f] ? [out[f]] : [])));
  const message = driver instanceof DrizzleQueryError ? "" : (driver as { message?: unknown }).message;
  out.message = typeof message === "string" && message ? elideQuoted(message, names) : "falha numa consulta ao banco de dados";
  return out;
}

/**
 * pino's `err` serializer for every log line of the server: a database error anywhere in the
 * error's `cause` chain gives only databaseLog's fields (no SQL, no parameters, no stack, whose
 * first line repeats the message); any other error is pino's usual {type, message, stack, …}.
 */
export function errorForLog(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const chain: object[] = [];
  for (let e: unknown = err; e && typeof e === "object" && chain.length < 8; e = (e as { cause?: unknown }).cause) chain.push(e);
  return chain.some(isDatabaseError) ? databaseLog(err, chain) : pino.stdSerializers.err(err);
}

/**
 * Drizzle's wrapped error as text ("Failed query: <SQL>\nparams: <values>") reaches a log as a
 * message when a library logs `err.message` (Better Auth does, for errors whose text mentions a
 * table or a column — and a person's input may be what mentions it). Cut there.
 */
const QUERY_TEXT = "Failed query:";
const withoutQueryText = (text: string) => {
  const at = text.indexOf(QUERY_TEXT);
  return at < 0 ? text : `${text.slice(0, at)}${QUERY_TEXT} [SQL e parâmetros omitidos]`;
};

/**
 * Card data and the gateway's secrets, wherever a payment gateway's body or headers could end up in
 * a line (decision 091: no card, token or key is kept; server/payments/webhook-body.ts strips what
 * is stored). Nothing logs a webhook body today; this is the net under a line that someday would:
 * Asaas's `creditCard` ({creditCardNumber, creditCardBrand, creditCardToken}), a bare token, the
 * holder's data, and the webhook's `asaas-access-token` header, removed at up to four levels deep.
 */
const CARD_FIELDS = ["creditCard", "creditCardToken", "creditCardHolderInfo", "creditCardNumber", "ccv"];
export const REDACTED_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'req.headers["asaas-access-token"]',
  'req.headers["access_token"]',
  ...CARD_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`]),
];

/**
 * Structured JSON logs on stdout; one line per event. Written through `process.stdout` rather
 * than pino's default file-descriptor writer: when the process reading our output goes away, that
 * writer retried its flush on the broken pipe forever, sleeping on the main thread, so SIGTERM
 * (and even main.ts's forced exit) never ran. `process.stdout` reports the broken pipe as an
 * error event, which main.ts ignores. (Tests pass their own `destination` to read the lines.)
 * A line written while a request runs carries its `requestId` (decision 084).
 */
export function createLogger(level: string, destination: DestinationStream = process.stdout): Logger {
  return pino(
    {
      level,
      base: { service: "prancheta" },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACTED_PATHS, remove: true },
      serializers: { err: errorForLog },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      hooks: {
        logMethod(args, method) {
          const safe = args.map((arg: unknown) => (typeof arg === "string" ? withoutQueryText(arg) : arg)) as Parameters<typeof method>;
          return method.apply(this, safe);
        },
      },
    },
    destination,
  );
}
