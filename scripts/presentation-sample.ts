/**
 * The client presentation (R-PRES-1) of the fully filled fixture project (decision 074), built by
 * the product itself: an app on a throw-away embedded database (PGlite in memory, migrated as
 * `npm start` does), where an architect signs up, fills in the studio's settings, the client,
 * the project and its plot, the briefing, programme and budget documents and the materials through
 * the API, then asks POST /api/presentations for the default presentation (the wizard's
 * "Minimalista" with every slide) and downloads its PDF. Before rendering, the facts the server
 * reads back are checked against test-support/project-facts-fixture.ts.
 *
 * Writes docs/presentation-sample/apresentacao.pdf (only under 1 MB) and one PNG per page
 * (pagina-N.png, `pdftoppm -png -r 60`).
 *
 * Run: node --import tsx scripts/presentation-sample.ts
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { MATERIALS } from "#domain/materials-catalogue";
import type { ProjectFacts } from "#domain/project-facts";
import { createApp } from "#server/app";
import { memberScope } from "#server/auth/studio-scope";
import { loadConfig } from "#server/config";
import { openDatabase } from "#server/db/client";
import { stopPdfWorker } from "#server/export/pdf";
import { loadProjectFacts } from "#server/features/documents/project-facts.service";
import { BackgroundTasks } from "#server/lib/background";
import { createLogger } from "#server/lib/logger";
import { CookieJar } from "#test-support/cookie-jar";
import { fullyFilledProjectFacts } from "#test-support/project-facts-fixture";

const OUT = join(import.meta.dirname, "..", "docs", "presentation-sample");
const PDF_MAX_BYTES = 1024 * 1024;
const BASE_URL = "http://localhost:3000";

function pdftoppm(): string {
  for (const candidate of ["/usr/bin/pdftoppm", "/usr/local/bin/pdftoppm"]) if (existsSync(candidate)) return candidate;
  try {
    return execFileSync("sh", ["-c", "command -v pdftoppm"], { encoding: "utf8" }).trim();
  } catch {
    console.error("pdftoppm não encontrado: instale o poppler-utils (apt-get install poppler-utils) para gerar as imagens das páginas.");
    process.exit(1);
  }
}

const facts = fullyFilledProjectFacts();
const converter = pdftoppm();
const dataDir = mkdtempSync(join(tmpdir(), "prancheta-sample-"));
const database = await openDatabase({ pglite: new PGlite() });
await database.migrate();
const config = loadConfig({ NODE_ENV: "development", BASE_URL, DATA_DIR: dataDir, LOG_LEVEL: "silent" });
const tasks = new BackgroundTasks();
const app = createApp({ config, db: database.db, dbKind: database.kind, logger: createLogger("silent"), mailer: { send: () => {}, drain: async () => {}, deliver: async () => {} }, authSecret: "amostra-de-apresentacao-amostra-0123456789", tasks });

const cookies = new CookieJar();
async function call<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const headers = new Headers({ origin: BASE_URL, "x-forwarded-for": "10.0.0.1" });
  if (body !== undefined) headers.set("content-type", "application/json");
  const cookie = cookies.header();
  if (cookie) headers.set("cookie", cookie);
  const res = await app.request(`${BASE_URL}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  cookies.store(res.headers.getSetCookie());
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (res.headers.get("content-type")?.includes("json") ? res.json() : res.arrayBuffer()) as Promise<T>;
}

try {
  // The studio: its owner is the responsible architect; its address gives the city (decision 074).
  await call("POST", "/api/auth/sign-up/email", { name: facts.studio.responsibleArchitect, email: "ana@estudiotraco.com.br", password: "senha-segura-123", acceptTerms: true });
  await call("PUT", "/api/profile", {
    name: facts.studio.responsibleArchitect,
    studio: { name: facts.studio.name, cau: facts.studio.cau, phone: "41987654321", publicEmail: "contato@estudiotraco.com.br", address: "Rua XV de Novembro, 700, Curitiba/PR", website: "estudiotraco.com.br", instagram: "@estudiotraco", brandColor: "#5a6b3c" },
  });
  const client = await call<{ id: string }>("POST", "/api/clients", { name: facts.client.name, kind: facts.client.kind, addressForm: facts.client.addressForm });
  const project = await call<{ id: string }>("POST", "/api/projects", { ...facts.project, clientId: client.id, landPlot: facts.landPlot });
  const documents: [string, unknown][] = [
    ["briefing", facts.briefing],
    ["programa", facts.programme],
    ["orcamento", facts.budget],
  ];
  for (const [kind, content] of documents) {
    const doc = await call<{ id: string; version: number }>("POST", `/api/projects/${project.id}/documents`, { kind });
    await call("PUT", `/api/documents/${doc.id}`, { baseVersion: doc.version, content });
  }
  for (const m of facts.materials) {
    const id = MATERIALS.find((x) => x.name === m.name)!.id;
    await call("POST", `/api/projects/${project.id}/materials`, { materialId: id, note: m.note });
  }

  // What the render will read is the fixture (but the day and who asks).
  const me = await call<{ id: string; studio: { id: string } }>("GET", "/api/me");
  const scope = await memberScope(database.db, me.id, me.studio.id);
  const stored = await loadProjectFacts({ db: database.db, scope: scope!, projectId: project.id });
  const comparable = (f: ProjectFacts) => ({ ...f, today: null, author: null });
  if (!isDeepStrictEqual(comparable(stored), comparable(facts))) {
    for (const key of Object.keys(facts) as (keyof ProjectFacts)[]) {
      if (!isDeepStrictEqual(comparable(stored)[key], comparable(facts)[key])) console.error(`difere do fixture: ${key}\n  banco:   ${JSON.stringify(stored[key])}\n  fixture: ${JSON.stringify(facts[key])}`);
    }
    throw new Error("O projeto gravado não reproduz o fixture.");
  }

  // The wizard's defaults: "Minimalista", every slide, the project's own text.
  const created = await call<{ id: string }>("POST", "/api/presentations", { projectId: project.id, template: "minimalista", content: {} });
  await tasks.drain();
  const done = await call<{ status: string; error: string | null; slideCount: number }>("GET", `/api/presentations/${created.id}`);
  if (done.status !== "pronta") throw new Error(`A apresentação não foi gerada: ${done.status} ${done.error ?? ""}`);
  const pdf = new Uint8Array(await call<ArrayBuffer>("GET", `/api/presentations/${created.id}/pdf`));

  mkdirSync(OUT, { recursive: true });
  for (const f of readdirSync(OUT)) if (/^pagina-\d+\.png$|^apresentacao\.pdf$/.test(f)) unlinkSync(join(OUT, f));
  const pdfPath = join(OUT, "apresentacao.pdf");
  writeFileSync(pdfPath, pdf);
  execFileSync(converter, ["-png", "-r", "60", pdfPath, join(OUT, "pagina")]);
  // pdftoppm pads the page number by the page count's digits ("pagina-01.png"): plain numbers.
  for (const f of readdirSync(OUT)) {
    const m = /^pagina-0*(\d+)\.png$/.exec(f);
    if (m && f !== `pagina-${m[1]}.png`) execFileSync("mv", [join(OUT, f), join(OUT, `pagina-${m[1]}.png`)]);
  }
  if (pdf.byteLength >= PDF_MAX_BYTES) {
    unlinkSync(pdfPath);
    console.log(`PDF com ${(pdf.byteLength / 1024).toFixed(0)} KB (1 MB ou mais): não guardado, só as imagens.`);
  } else console.log(`${pdfPath}: ${(pdf.byteLength / 1024).toFixed(0)} KB, ${done.slideCount} páginas`);
  for (const f of readdirSync(OUT).filter((f) => f.endsWith(".png")).sort((a, b) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0]))) {
    console.log(`${join(OUT, f)}: ${(statSync(join(OUT, f)).size / 1024).toFixed(0)} KB`);
  }
} finally {
  await stopPdfWorker();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
