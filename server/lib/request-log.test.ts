import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { Logger } from "./logger";
import { loggedPath, requestLog } from "./request-log";

describe("loggedPath", () => {
  it("hides a briefing link's token, in the API and in the page's address", () => {
    const token = "A".repeat(43);
    expect(loggedPath(`/api/public/briefings/${token}`)).toBe("/api/public/briefings/[token]");
    expect(loggedPath(`/briefing-cliente/${token}`)).toBe("/briefing-cliente/[token]");
    expect(loggedPath("/api/documents/0f0e1d2c-3b4a-4c5d-8e6f-7a8b9c0d1e2f")).toBe("/api/documents/0f0e1d2c-3b4a-4c5d-8e6f-7a8b9c0d1e2f");
  });

  it("hides a calendar subscription's address, and a raw URL's query (what was searched)", () => {
    expect(loggedPath("/api/calendar/feed/0f0e1d2c.c2lnbmF0dXJh.ics")).toBe("/api/calendar/feed/[token]");
    expect(loggedPath(`/api/public/briefings/${"B".repeat(43)}?x=1`)).toBe("/api/public/briefings/[token]");
    expect(loggedPath("/api/clients?search=Maria%20Silva")).toBe("/api/clients");
  });
});

describe("requestLog", () => {
  const logged = async (status: 500 | 503) => {
    const levels: string[] = [];
    const logger = { info: () => levels.push("info"), error: () => levels.push("error") } as unknown as Logger;
    const app = new Hono().use(requestLog(logger)).get("/", (c) => c.json({}, status));
    await app.request("/");
    return levels;
  };

  it("logs a failure as an error, and a 503 (restarting, busy: the client retries) as information", async () => {
    expect(await logged(500)).toEqual(["error"]);
    expect(await logged(503)).toEqual(["info"]);
  });
});
