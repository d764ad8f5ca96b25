import { pino, type Logger } from "pino";

export type { Logger };

/**
 * Structured JSON logs on stdout; one line per event. Written through `process.stdout` rather
 * than pino's default file-descriptor writer: when the process reading our output goes away, that
 * writer retried its flush on the broken pipe forever, sleeping on the main thread, so SIGTERM
 * (and even main.ts's forced exit) never ran. `process.stdout` reports the broken pipe as an
 * error event, which main.ts ignores.
 */
export function createLogger(level: string): Logger {
  return pino(
    {
      level,
      base: { service: "prancheta" },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: ["req.headers.cookie", "req.headers.authorization"], remove: true },
    },
    process.stdout,
  );
}
