import { describe, expect, it } from "vitest";
import { needsBuild } from "./build-if-needed";

const production = { mode: "production", builtAt: "2025-01-01T00:00:00.000Z" };

describe("needsBuild", () => {
  it("leaves a stamped production build newer than its sources alone", () => {
    expect(needsBuild({ outputMtime: 2000, sourcesMtime: 1000, stamp: production })).toBeUndefined();
    expect(needsBuild({ outputMtime: 1000, sourcesMtime: 1000, stamp: production })).toBeUndefined();
  });

  it("builds when dist/web/index.html is missing", () => {
    expect(needsBuild({ outputMtime: undefined, sourcesMtime: 1000, stamp: production })).toMatch(/index\.html não existe/);
  });

  it("rebuilds when the sources are newer", () => {
    expect(needsBuild({ outputMtime: 1000, sourcesMtime: 2000, stamp: production })).toMatch(/fontes mudaram/);
  });

  it("rebuilds a build without a stamp: older builds, a bare `vite build`, a build that failed half-way", () => {
    expect(needsBuild({ outputMtime: 2000, sourcesMtime: 1000, stamp: undefined })).toMatch(/build-info\.json ausente/);
  });

  it("rebuilds a build stamped in another mode, or with a stamp it cannot read", () => {
    expect(needsBuild({ outputMtime: 2000, sourcesMtime: 1000, stamp: { mode: "development" } })).toMatch(/modo "development"/);
    for (const stamp of [{}, null, "production", ["production"], { mode: "Production" }]) {
      expect(needsBuild({ outputMtime: 2000, sourcesMtime: 1000, stamp }), JSON.stringify(stamp)).toMatch(/não production/);
    }
  });
});
