import { readdirSync, readFileSync } from "node:fs";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// As in imports.test.ts: made-up files, so the type-aware rules are off for them.
const options = {
  languageOptions: { parserOptions: { projectService: false } },
  rules: { "@typescript-eslint/no-floating-promises": "off", "@typescript-eslint/no-misused-promises": "off" },
} as const;
const eslint = new ESLint({ overrideConfig: options });

async function flagged(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
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

  it("holds for every feature service in the tree (none is spared)", async () => {
    const files = readdirSync("server/features", { recursive: true, encoding: "utf8" })
      .map((f) => `server/features/${f}`)
      .filter((f) => f.endsWith(".service.ts"));
    expect(files.length).toBeGreaterThan(40);
    for (const file of files) expect(await flagged(file, readFileSync(file, "utf8")), file).toBe(0);
  });
});
