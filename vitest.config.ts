import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // PGlite uses a lot of memory per instance; two workers fit the 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "unit",
          include: ["domain/**/*.test.ts", "lib/**/*.test.ts", "web/**/*.test.ts", "web/**/*.test.tsx", "eslint-rules/**/*.test.ts", "scripts/**/*.test.ts", "test-support/**/*.test.ts"],
          exclude: ["web/**/*.dom.test.tsx"],
          environment: "node",
        },
      },
      {
        // React components with a DOM: effects, StrictMode remounts, the address, API answers
        // from MSW (web/test/setup-dom.ts). Named *.dom.test.tsx so the node-only web tests stay fast.
        test: {
          name: "dom",
          include: ["web/**/*.dom.test.tsx"],
          environment: "happy-dom",
          setupFiles: ["web/test/setup-dom.ts"],
          testTimeout: 20_000,
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
