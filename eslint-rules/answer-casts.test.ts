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
  return result!.messages.filter((m) => m.ruleId === "prancheta/no-answer-casts").length;
}

const TEST = "server/features/zz/zz.test.ts";
const HEAD = 'import type { Me } from "#domain/account";\ndeclare const res: Response;\ndeclare const client: { get(path: string): Promise<Response> };\n';

describe("prancheta/no-answer-casts (decision 088: tests read answers through the contract)", { timeout: 60_000 }, () => {
  it("flags each shape of a cast of an answer's JSON", async () => {
    const samples = [
      "export const a = (await res.json()) as Me;",
      "export const a = ((await res.json()) as { error: { code: string } }).error.code;",
      "export const a = (await (await client.get('/api/me')).json()) as Me;",
      "export const a = (await res.json()) as unknown;",
      "export const a = res.json() as Promise<Me>;",
      "export const a = await client.get('/api/me').then((r) => r.json() as Promise<Me>);",
      "export const a = (await client.get('/api/me').then((r) => r.json())) as Me;",
      "export const a = (await res.json().catch(() => ({}))) as Record<string, unknown>;",
      "export const a = <Me>(await res.json());",
      "export const a = (await res.clone().json()) as Me;",
      // The same cast, silent: a typed variable taking the JSON as it comes.
      "export const a: Me = await res.json();",
    ];
    for (const code of samples) expect(await flagged(TEST, HEAD + code), code).toBe(1);
  });

  it("lets through reading by schema, JSON claimed as unknown, and casts of anything else", async () => {
    const samples = [
      "declare function read<T>(schema: unknown, res: Response): Promise<T>;\nexport const a = await read({}, res);",
      "export const a: unknown = await res.json();",
      "export const a = await res.json();",
      "export const a = JSON.stringify(await res.clone().json());",
      "export const a = (await res.text()) as string;",
      "declare const rows: unknown;\nexport const a = rows as { id: string }[];",
    ];
    for (const code of samples) expect(await flagged(TEST, HEAD + code), code).toBe(0);
  });

  it("checks the server's tests and test helpers, not the app's code or the web's tests", async () => {
    const code = `${HEAD}export const a = (await res.json()) as Me;`;
    expect(await flagged(TEST, code)).toBe(1);
    expect(await flagged("server/test/zz.ts", code)).toBe(1);
    expect(await flagged("server/features/zz/zz.routes.ts", code)).toBe(0);
    expect(await flagged("web/features/zz/zz.test.ts", code)).toBe(0);
  });

  it("holds for every server test and test helper in the tree (none is spared)", async () => {
    const files = readdirSync("server", { recursive: true, encoding: "utf8" })
      .map((f) => `server/${f}`)
      .filter((f) => f.endsWith(".test.ts") || (f.startsWith("server/test/") && f.endsWith(".ts")));
    expect(files.length).toBeGreaterThan(150);
    const offending: string[] = [];
    for (const file of files) if ((await flagged(file, readFileSync(file, "utf8"))) > 0) offending.push(file);
    expect(offending).toEqual([]);
  });
});
