import { describe, expect, it } from "vitest";
import { loggedPath } from "./request-log";

describe("loggedPath", () => {
  it("hides a briefing link's token, in the API and in the page's address", () => {
    const token = "A".repeat(43);
    expect(loggedPath(`/api/public/briefings/${token}`)).toBe("/api/public/briefings/[token]");
    expect(loggedPath(`/briefing-cliente/${token}`)).toBe("/briefing-cliente/[token]");
    expect(loggedPath("/api/documents/0f0e1d2c-3b4a-4c5d-8e6f-7a8b9c0d1e2f")).toBe("/api/documents/0f0e1d2c-3b4a-4c5d-8e6f-7a8b9c0d1e2f");
  });
});
