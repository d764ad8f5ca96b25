import { describe, expect, it } from "vitest";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { isDatabaseUnavailable } from "./unavailable";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });
/** What Drizzle throws around the driver's error. */
const query = (cause: unknown) => new DrizzleQueryError("select 1", [], cause as Error);
/** pg's DatabaseError carries the server's severity and SQLSTATE. */
const fromServer = (code: string, message: string) => Object.assign(new Error(message), { code, severity: "FATAL" });

describe("isDatabaseUnavailable", () => {
  it("knows PostgreSQL restarting or unreachable, also wrapped by Drizzle", () => {
    for (const err of [
      query(withCode("ECONNREFUSED")),
      fromServer("57P01", "terminating connection due to administrator command"),
      query(fromServer("57P03", "the database system is starting up")),
      query(fromServer("08006", "connection failure")),
      new Error("Connection terminated unexpectedly"),
      new Error("timeout exceeded when trying to connect"),
      new Error("Better Auth", { cause: query(withCode("ECONNRESET")) }),
    ]) {
      expect(isDatabaseUnavailable(err), String(err)).toBe(true);
    }
  });

  it("leaves bugs and bad data as they are (a 500 or the feature's own answer)", () => {
    for (const err of [
      query(fromServer("23505", "duplicate key")),
      fromServer("42601", "syntax error"),
      new Error("boom"),
      "texto",
      null,
      undefined,
      // Another service refusing a connection (S3, an AI provider) is not the database.
      new Error("S3 fora do ar", { cause: withCode("ECONNREFUSED") }),
      new TypeError("fetch failed", { cause: withCode("ECONNREFUSED") }),
    ]) {
      expect(isDatabaseUnavailable(err), String(err)).toBe(false);
    }
  });
});
