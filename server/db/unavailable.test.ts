import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./unavailable";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it("knows PostgreSQL restarting or unreachable, also wrapped by Drizzle", () => {
    for (const err of [
      withCode("ECONNREFUSED"),
      withCode("57P01", "terminating connection due to administrator command"),
      withCode("57P03", "the database system is starting up"),
      withCode("08006"),
      new Error("Connection terminated unexpectedly"),
      new Error("timeout exceeded when trying to connect"),
      new Error("Failed query: select 1", { cause: withCode("ECONNRESET") }),
    ]) {
      expect(isDatabaseUnavailable(err), String(err)).toBe(true);
    }
  });

  it("leaves bugs and bad data as they are (a 500 or the feature's own answer)", () => {
    for (const err of [withCode("23505", "duplicate key"), withCode("42601", "syntax error"), new Error("boom"), "texto", null, undefined]) {
      expect(isDatabaseUnavailable(err), String(err)).toBe(false);
    }
  });
});
