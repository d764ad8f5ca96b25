import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import type { Logger } from "#server/lib/logger";
import type { Mailer } from "#server/mail/mailer";
import type { JobHandlers } from "./runner";

export interface JobDeps {
  db: Db;
  mailer: Mailer;
  config: Config;
  logger: Logger;
}

/**
 * Every job kind and its handler (decision 055). Features own their handlers; this file puts
 * them together, as server/app.ts does with the routes.
 */
export function jobHandlers(deps: JobDeps): JobHandlers {
  void deps;
  return {};
}
