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
          // Shared module graph per worker as on the server (decision 114): importing React, the
          // router and MSW again for every file cost three times the tests. Each render has its own
          // query client; setup-dom.ts puts back the DOM, MSW's handlers, storage and the clock.
          isolate: false,
          unstubGlobals: true,
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: "server",
          include: ["server/**/*.test.ts"],
          environment: "node",
          globalSetup: ["server/test/global-setup.ts"],
          // One module graph per worker, not per file: importing the app cost more than most files'
          // tests (import 667 s of a 1,640 s run). Every file builds its own app and database
          // (server/test/harness.ts), so nothing a test reads lives in module state; globals a test
          // stubs are put back after it.
          isolate: false,
          unstubGlobals: true,
          // Generous: a test that opens two apps waits on two databases, and CI shares two cores.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
