/**
 * Gzip size of the JavaScript a browser loads for `/` and for `/dashboard` (signed in), measured
 * in Debian's Chromium against the built app. Run after `npm run build`:
 *   node --import tsx bench/bundle-size.ts
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Page, type Response } from "playwright-core";
import { freePort, startGroup, stopGroup, waitForHealth } from "./lib";

const CHROMIUM_ARGS = [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
];

async function jsLoadedBy(page: Page, url: string): Promise<{ files: string[]; raw: number; gzip: number }> {
  // Every body is awaited before counting: the handler's reads finish after the page is idle, and
  // counting without them left out whichever scripts were still being read (a loaded machine
  // measured `/` at 17.6 kB instead of 88 kB).
  const reads: Promise<[string, Buffer]>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== "script") return;
    reads.push(response.body().then((body) => [new URL(response.url()).pathname, body]));
  };
  page.on("response", onResponse);
  await page.goto(url, { waitUntil: "networkidle" });
  page.off("response", onResponse);
  const bodies = new Map(await Promise.all(reads));
  const all = [...bodies.values()];
  return {
    files: [...bodies.keys()],
    raw: all.reduce((n, b) => n + b.length, 0),
    gzip: all.reduce((n, b) => n + gzipSync(b).length, 0),
  };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

const dataDir = mkdtempSync(join(tmpdir(), "prancheta-bundle-"));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = startGroup(process.execPath, ["--import", "tsx", "server/main.ts"], {
  PORT: String(port), BASE_URL: base, DATA_DIR: dataDir, LOG_LEVEL: "warn",
});
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
try {
  await waitForHealth(base);
  const context = await browser.newContext();
  const page = await context.newPage();
  const landing = await jsLoadedBy(page, `${base}/`);

  const signUp = await context.request.post(`${base}/api/auth/sign-up/email`, {
    headers: { origin: base },
    data: { name: "Bench Arquiteta", email: "bench@exemplo.com.br", password: "senha-segura-1", acceptTerms: true },
  });
  if (!signUp.ok()) throw new Error(`cadastro falhou: ${signUp.status()}`);
  const fresh = await context.newPage(); // a new page: nothing cached in memory from `/`
  const dashboard = await jsLoadedBy(fresh, `${base}/dashboard`);

  console.log(`JS carregado por /           : ${kb(landing.gzip)} gzip (${kb(landing.raw)} sem compressão) em ${landing.files.length} arquivo(s)`);
  console.log(`JS carregado por /dashboard  : ${kb(dashboard.gzip)} gzip (${kb(dashboard.raw)} sem compressão) em ${dashboard.files.length} arquivo(s)`);
  console.log(`razão /dashboard ÷ /         : ${(dashboard.gzip / landing.gzip).toFixed(2)}×`);
} finally {
  await browser.close();
  await stopGroup(server);
  rmSync(dataDir, { recursive: true, force: true });
}
