import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import {
  ADMIN_EMAIL,
  AI_MODEL,
  AI_SERVER_KEY,
  APP_PORT,
  BASE_URL,
  DATA_DIR,
  FAKE_AI_BASE_URL,
  FAKE_HF_MODELS,
  FAKE_HF_URL,
  FAKE_IMAGES_URL,
  HF_SERVER_TOKEN,
  IMAGES_SERVER_KEY,
  SMTP_URL,
  WEB_DIST_DIR,
} from "./e2e/fixtures/env";

// The config is evaluated by the runner and again by every worker; only the runner prepares
// the run (workers carry TEST_WORKER_INDEX).
if (!process.env.TEST_WORKER_INDEX) {
  if (!existsSync(join(WEB_DIST_DIR, "index.html"))) {
    throw new Error(
      `SPA não encontrada em ${WEB_DIST_DIR}/index.html. Rode \`npm run build\` antes dos testes e2e.`,
    );
  }
  // Fresh embedded database for every run.
  rmSync(DATA_DIR, { recursive: true, force: true });
}

/**
 * `npm test` runs the browser tests as shards side by side (scripts/test-all.ts), each its own
 * Playwright run with its own ports, database, fakes and results; E2E_SHARD names this one's files.
 */
const RESULTS_SUFFIX = process.env.E2E_SHARD ? `-${process.env.E2E_SHARD}` : "";

const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: `test-results/e2e-results${RESULTS_SUFFIX}.json` }]],
  outputDir: `test-results/e2e-artifacts${RESULTS_SUFFIX}`,
  globalSetup: "./e2e/fixtures/global-setup.ts",
  use: {
    baseURL: BASE_URL,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    trace: "off",
    screenshot: "only-on-failure",
    video: "off",
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        launchOptions: { executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    command: "node --import tsx server/main.ts",
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    env: {
      NODE_ENV: "test",
      PORT: String(APP_PORT),
      HOST: "127.0.0.1",
      BASE_URL,
      DATA_DIR,
      SMTP_URL,
      AUTH_RATE_LIMIT_MAX: "1000",
      // Sign-ups and sign-ins at a cheap scrypt (decision 117); server/auth/auth.test.ts keeps the full one.
      AUTH_PASSWORD_HASH: "test-fast",
      LOG_LEVEL: "warn",
      WEB_DIST_DIR,
      // Both providers are the loopback fakes started by globalSetup (the app only calls them
      // during tests, after globalSetup). Generous timeouts: no spec waits for one to fire, and
      // an answer must never lose a race against one on a busy machine. No cooldown and a high
      // per-user limit so one test's failures do not change the next test's path.
      AI_BASE_URL: FAKE_AI_BASE_URL,
      // The browser calls the same fake directly with a user's own key, asking for the model
      // e2e/chat-key.spec.ts expects (its own setting: AI_MODEL is only the server's).
      AI_BROWSER_BASE_URL: FAKE_AI_BASE_URL,
      AI_BROWSER_MODEL: AI_MODEL,
      AI_API_KEY: AI_SERVER_KEY,
      AI_MODEL,
      HF_BASE_URL: FAKE_HF_URL,
      HF_TOKEN: HF_SERVER_TOKEN,
      HF_MODELS: FAKE_HF_MODELS.join(","),
      AI_TIMEOUT_SECONDS: "30",
      HF_TIMEOUT_SECONDS: "20",
      AI_COOLDOWN_SECONDS: "0",
      AI_RATE_LIMIT_MAX: "1000",
      // The image generator is the loopback fake too (e2e/images.spec.ts drives it).
      IMAGE_BASE_URL: `${FAKE_IMAGES_URL}/v1`,
      IMAGE_API_KEY: IMAGES_SERVER_KEY,
      IMAGE_TIMEOUT_MS: "30000",
      // The account e2e/studios.spec.ts grants a plan with on /dashboard/admin.
      ADMIN_EMAILS: ADMIN_EMAIL,
      // e2e/api-webhooks.spec.ts delivers to a receiver it starts on 127.0.0.1 over http: the
      // documented switch for tests and self-hosted installs (decision 101), off by default.
      WEBHOOKS_ALLOW_PRIVATE: "1",
    },
  },
});
