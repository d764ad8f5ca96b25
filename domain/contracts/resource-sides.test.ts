import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * One name per resource on every side (decision 088): a contract module
 * `domain/contracts/<name>.ts` is implemented by the server in `server/features/<name>/` (a
 * document kind in `server/features/documents/<name>/`) and called by the web from
 * `web/api/<name>.ts`. Where a resource still lives under another name, it is listed below with
 * why, so a new resource cannot drift silently and a stale entry fails too. The screens of a
 * resource live in `web/features/<name>/`; a web feature folder under another name is listed too.
 */
const ROOT = join(import.meta.dirname, "..", "..");

/** Resources whose server side has another home, and why. */
const SERVER_ELSEWHERE: Record<string, string | string[]> = {
  // Document kinds served by the documents core (one versioned-document service, decision 049).
  briefing: "server/features/documents",
  budgets: "server/features/documents",
  ifc: "server/features/documents/ifc",
  presentations: "server/features/documents/presentations",
  proposals: "server/features/documents/proposals",
  references: "server/features/documents/references",
  "service-contracts": "server/features/documents/contracts",
  // The portal's own routes, and the client's list of charges served by the charges' feature.
  portal: ["server/features/documents/portal", "server/features/studio-charges"],
  // The chat's routes, and the AI status served by the AI feature.
  chat: ["server/features/chat", "server/features/ai"],
  // Client messages are the "messages" feature (R-MSG-*), named before the contract.
  "client-messages": "server/features/messages",
  // A project's materials are part of the project's feature.
  "project-materials": "server/features/projects",
  // The studio resource and its invitations: the feature is plural, as its tables.
  studio: "server/features/studios",
  // The tools' history, runs and the survey's drawings share the tools feature.
  "tool-runs": "server/features/tools",
  topography: "server/features/tools",
  // The public API mounts the other resources' services under /api/v1 (decision 097).
  "public-api": "server/public-api",
};

/** Resources whose web calls live elsewhere than web/api/<name>.ts, and why. */
const WEB_ELSEWHERE: Record<string, string[]> = {
  // The session and the public configuration are read by the app's shell before any feature.
  account: ["web/api/account.ts", "web/lib/public-config.ts", "web/lib/session.ts"],
  // The versioned-document core every document editor shares (decision 049).
  documents: ["web/features/documents/api/generation-stream.ts", "web/lib/documents/actions.ts", "web/lib/documents/api.ts"],
  // The subscription's screens call it billing; the contract is the gateway's payments.
  payments: ["web/api/billing.ts"],
  // The portal module also lists a project's charges for the client; the studio's ZapSign account
  // (declared beside the sending it serves, decision 109) is read by the settings' own module.
  portal: ["web/api/portal.ts", "web/api/signature-account.ts", "web/api/studio-charges.ts"],
  // Only integrators call the public API.
  "public-api": [],
};

/**
 * Web feature folders that are not a contract's name, and why. Every other folder under
 * web/features/ holds the screens of the contract resource it is named after (README, Layout).
 */
const WEB_FEATURES_WITHOUT_CONTRACT: Record<string, string> = {
  // Better Auth's own routes (/api/auth) answer sign-in, sign-up and the password reset: the
  // library's, not a contract of ours (decision 088; eslint.config.js lets them call `request(`).
  auth: "Better Auth's screens",
  // The public site before sign-in: static content and the plans' prices, no API.
  landing: "the public site",
  // The 404 page, no API.
  "not-found": "the unknown address",
  // The home: a greeting and the tools' grid; the projects' board is passed in by
  // web/app/routes/dashboard.tsx, which combines the features.
  dashboard: "the home's frame",
  // The settings' own cards span two contracts, profile (name, studio data, brand, preferences)
  // and account (password, e-mail change, the person's data, deletion), R-PROFILE-*; the other
  // features' cards are added by web/app/routes/settings.tsx.
  settings: "profile and account cards",
  // The link the e-mail change sends (R-PROFILE-1): an account route, on a public page beside the
  // sign-in flow, not one of the settings' cards.
  "email-confirmation": "the e-mail change's public link",
  // Configurações → Integrações: API tokens (R-API-1), webhooks (R-HOOK-1) and the ZapSign
  // account share one card and its parts (decision 105), three contracts.
  integrations: "api-tokens, webhooks and the signature account",
  // The programme of needs (R-DOC-4) is a document kind without a contract of its own: it is read
  // and saved through the documents core (web/lib/documents, decision 049) and generated by the
  // briefing's contract.
  "needs-program": "a document kind on the documents core",
  // The analysis tools' catalogue page (web/lib/tools) that the tool, reminders and custom-area
  // routes fill in; its runs are the tool-runs contract's (web/features/tool-runs).
  tools: "the tools' page shell",
};

function files(dir: string, ext: RegExp): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...files(path, ext));
    else if (ext.test(name) && !/\.test\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

const importers = (dir: string, name: string) =>
  files(join(ROOT, dir), /\.tsx?$/)
    .filter((f) => readFileSync(f, "utf8").includes(`"#domain/contracts/${name}"`))
    .map((f) => relative(ROOT, f))
    .sort();

const resources = readdirSync(join(ROOT, "domain", "contracts"))
  .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && f !== "contract.ts" && f !== "client.ts")
  .map((f) => f.replace(/\.ts$/, ""));

describe("each resource under one name on every side", () => {
  it.each(resources)("%s: implemented by its server feature", (name) => {
    const homes = [SERVER_ELSEWHERE[name] ?? `server/features/${name}`].flat();
    const routes = importers("server", name).filter((f) => f.endsWith(".routes.ts"));
    expect(routes.length, `nenhuma rota implementa domain/contracts/${name}.ts`).toBeGreaterThan(0);
    for (const f of routes) expect(homes.some((home) => f.startsWith(`${home}/`)), `${f} fora de ${homes.join(", ")}`).toBe(true);
  });

  it.each(resources)("%s: called by the web from its web/api module", (name) => {
    expect(importers("web", name)).toEqual(WEB_ELSEWHERE[name] ?? [`web/api/${name}.ts`]);
  });

  it("lists no resource that is not there", () => {
    for (const name of [...Object.keys(SERVER_ELSEWHERE), ...Object.keys(WEB_ELSEWHERE)]) expect(resources, name).toContain(name);
  });
});

describe("each web feature folder is a resource's name, or listed with why", () => {
  const folders = readdirSync(join(ROOT, "web", "features"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

  it.each(folders)("web/features/%s: a contract's name or an exception", (folder) => {
    expect(resources.includes(folder) || folder in WEB_FEATURES_WITHOUT_CONTRACT, `web/features/${folder} não é o nome de um contrato de domain/contracts nem uma exceção listada`).toBe(true);
  });

  it("lists no exception that is not there or that is a contract's name", () => {
    for (const folder of Object.keys(WEB_FEATURES_WITHOUT_CONTRACT)) {
      expect(folders, `exceção obsoleta: web/features/${folder}`).toContain(folder);
      expect(resources, `web/features/${folder} já tem o nome de um contrato`).not.toContain(folder);
    }
  });
});
