import { readFileSync } from "node:fs";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import serviceSignature from "./service-signature.js";

// As in imports.test.ts: made-up files, so the type-aware rules are off for them.
const options = {
  languageOptions: { parserOptions: { projectService: false } },
  rules: { "@typescript-eslint/no-floating-promises": "off", "@typescript-eslint/no-misused-promises": "off" },
} as const;
const eslint = new ESLint({ overrideConfig: options });
// The same, with no file spared: what the listed files would get once they leave the list.
const noAllowlist = new ESLint({ overrideConfig: { ...options, rules: { ...options.rules, "prancheta/one-service-signature": ["error", { allow: [] }] } } });

async function flagged(filePath: string, code: string, linter = eslint): Promise<number> {
  const [result] = await linter.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === "prancheta/one-service-signature").length;
}

const SERVICE = "server/features/zz/zz.service.ts";
const HEAD = 'import type { Db } from "#server/db/client";\nimport type { StudioScope } from "#server/auth/studio-scope";\n';

describe("prancheta/one-service-signature (decision 087: a service takes one object)", { timeout: 60_000 }, () => {
  it("flags each positional shape of a service", async () => {
    const samples = [
      // fn(db, scope, id)
      "export async function getZ(db: Db, scope: StudioScope, id: string) { return [db, scope, id]; }",
      // fn(deps, scope, input)
      "export async function createZ(deps: { db: Db }, scope: StudioScope, input: { name: string }) { return [deps, scope, input]; }",
      // fn({ db, engine }, { scope, input }): two objects, the leading one the collaborators
      "export async function sendZ({ db }: { db: Db }, { scope }: { scope: StudioScope }) { return [db, scope]; }",
      // fn(db, { scope, id })
      "export async function deleteZ(db: Db, { scope, id }: { scope: StudioScope; id: string }) { return [db, scope, id]; }",
      // one parameter, not destructured
      "export async function listZ(scope: StudioScope) { return scope; }",
      // a const arrow, async
      "export const markZ = async (db: Db, id: string) => [db, id];",
      // not async, but handed the database: still a service
      "export function countZ(db: Db, studioId: string) { return [db, studioId]; }",
      // a default does not make a positional parameter an object
      "export async function feedZ(db: Db, now = new Date()) { return [db, now]; }",
    ];
    for (const code of samples) expect(await flagged(SERVICE, HEAD + code), code).toBe(1);
  });

  it("lets one destructured object, no parameter, and synchronous helpers through", async () => {
    const samples = [
      "export async function getZ({ db, scope, id }: { db: Db; scope: StudioScope; id: string }) { return [db, scope, id]; }",
      "export async function createZ({ input, ...deps }: { db: Db; input: { name: string } }) { return [deps, input]; }",
      "export async function feedZ({ db, now = new Date() }: { db: Db; now?: Date }) { return [db, now]; }",
      "export const markZ = async ({ db, id }: { db: Db; id: string }) => [db, id];",
      "export async function sweepZ() { return 1; }",
      // Synchronous helpers exported beside the services are not services.
      "export const zJobKey = (id: string) => `z:${id}`;",
      "export function parseZ(kind: string, content: unknown) { return [kind, content]; }",
      // Functions the file does not export are its own business.
      "async function loadZ(db: Db, id: string) { return [db, id]; }\nexport async function getZ({ db, id }: { db: Db; id: string }) { return loadZ(db, id); }",
    ];
    for (const code of samples) expect(await flagged(SERVICE, HEAD + code), code).toBe(0);
  });

  it("checks only the feature services, not routes, jobs or infrastructure", async () => {
    const code = `${HEAD}export async function getZ(db: Db, scope: StudioScope, id: string) { return [db, scope, id]; }`;
    expect(await flagged(SERVICE, code)).toBe(1);
    expect(await flagged("server/features/zz/zz.routes.ts", code)).toBe(0);
    expect(await flagged("server/features/zz/zz-jobs.ts", code)).toBe(0);
    expect(await flagged("server/lib/zz.service.ts", code)).toBe(0);
    expect(await flagged("server/features/zz/zz.service.test.ts", code)).toBe(0);
  });

  it("spares the listed files, and each of them still needs it", async () => {
    for (const file of serviceSignature.NOT_YET_CONVERTED) {
      const code = readFileSync(file, "utf8");
      expect(await flagged(file, code), file).toBe(0);
      // A converted file leaves the list: the rule is then on for it.
      expect(await flagged(file, code, noAllowlist), `${file} no longer needs the allowlist`).toBeGreaterThan(0);
    }
  });
});
