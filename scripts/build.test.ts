import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildEnv, DEV_REACT_MARKER, filesWithDevReact, readStamp, STAMP_FILE } from "./build";

/** What `vite build` decides in a child with this environment, resolving the real vite.config.ts. */
function viteIsProduction(env: NodeJS.ProcessEnv): boolean {
  // The same call as `vite build` (createBuilder): command "build", default mode and NODE_ENV "production".
  const code = `
    import { resolveConfig } from "vite";
    const config = await resolveConfig({ logLevel: "silent" }, "build", "production", "production");
    console.log(JSON.stringify(config.isProduction));`;
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", code], { env, encoding: "utf8" });
  return JSON.parse(out.trim()) as boolean;
}

describe("buildEnv", () => {
  it("forces NODE_ENV=production and keeps the rest of the parent's environment", () => {
    expect(buildEnv({ NODE_ENV: "development", PATH: "/bin", AI_MODEL: "llama3" })).toEqual({
      NODE_ENV: "production",
      PATH: "/bin",
      AI_MODEL: "llama3",
    });
    expect(buildEnv({}).NODE_ENV).toBe("production");
  });

  it("makes Vite build for production even when the parent has NODE_ENV=development", () => {
    const parent = { ...process.env, NODE_ENV: "development" };
    // The bug: inherited as is, NODE_ENV=development turns Vite's production build into a
    // development one (React's development bundle).
    expect(viteIsProduction(parent)).toBe(false);
    expect(viteIsProduction(buildEnv(parent))).toBe(true);
  }, 30_000);
});

describe("the development-React marker", () => {
  const require = createRequire(import.meta.url);
  const cjs = (pkg: string, file: string) => readFileSync(join(dirname(require.resolve(`${pkg}/package.json`)), "cjs", file), "utf8");

  it("is in the installed React's development bundles and not in its production ones", () => {
    expect(cjs("react", "react.development.js")).toContain(DEV_REACT_MARKER);
    expect(cjs("react-dom", "react-dom-client.development.js")).toContain(DEV_REACT_MARKER);
    expect(cjs("react", "react.production.js")).not.toContain(DEV_REACT_MARKER);
    expect(cjs("react-dom", "react-dom-client.production.js")).not.toContain(DEV_REACT_MARKER);
  });
});

describe("filesWithDevReact and readStamp", () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("names the built scripts that carry React's development code", () => {
    dir = mkdtempSync(join(tmpdir(), "prancheta-build-"));
    const assets = join(dir, "assets");
    mkdirSync(assets);
    writeFileSync(join(assets, "index-dev.js"), `throw Error("${DEV_REACT_MARKER}. Hooks can only be called inside…")`);
    writeFileSync(join(assets, "index-prod.js"), 'throw Error("Minified React error #321; visit https://react.dev/errors/321")');
    writeFileSync(join(assets, "notes.txt"), DEV_REACT_MARKER);
    expect(filesWithDevReact(assets)).toEqual(["index-dev.js"]);
    expect(filesWithDevReact(join(dir, "nada"))).toEqual([]);
  });

  it("reads the stamp, and gives undefined when it is missing or not JSON", () => {
    dir = mkdtempSync(join(tmpdir(), "prancheta-build-"));
    expect(readStamp(dir)).toBeUndefined();
    writeFileSync(join(dir, STAMP_FILE), "{ corrompido");
    expect(readStamp(dir)).toBeUndefined();
    writeFileSync(join(dir, STAMP_FILE), '{"mode":"production","builtAt":"2025-01-01T00:00:00.000Z"}');
    expect(readStamp(dir)).toEqual({ mode: "production", builtAt: "2025-01-01T00:00:00.000Z" });
  });
});
