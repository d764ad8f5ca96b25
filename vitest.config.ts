import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // PGlite uses a lot of memory per instance; two workers fit the 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "unit",
          include: ["domain/**/*.test.ts", "web/**/*.test.ts", "web/**/*.test.tsx", "eslint-rules/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "server",
          include: ["server/**/*.test.ts"],
          environment: "node",
          globalSetup: ["server/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
