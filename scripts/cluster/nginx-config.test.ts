import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./layout";
import { renderNginxConfig } from "./nginx-config";

const template = readFileSync(join(ROOT, "deploy", "nginx.conf"), "utf8");
const active = (config: string) => config.split("\n").filter((line) => !line.trim().startsWith("#")).join("\n");

/** The text of every `server {…}` block (not the upstreams' `server` lines), blank lines left out. */
function serverBlocks(config: string): string[] {
  const blocks: string[] = [];
  const lines = config.split("\n");
  for (let i = 0; i < lines.length; i++) {
    if (!/^\s*server\s*\{\s*$/.test(lines[i]!)) continue;
    const block: string[] = [];
    let depth = 0;
    for (let j = i; j < lines.length; j++) {
      block.push(lines[j]!.trim());
      depth += (lines[j]!.match(/\{/g) ?? []).length - (lines[j]!.match(/\}/g) ?? []).length;
      if (depth === 0) break;
    }
    blocks.push(block.filter(Boolean).join("\n"));
  }
  return blocks;
}

/** The `server` lines of an upstream block. */
function upstream(config: string, name: string): string[] {
  const body = new RegExp(`upstream ${name} \\{([^}]*)\\}`).exec(active(config))?.[1] ?? "";
  return body.split("\n").map((l) => l.trim()).filter((l) => l.startsWith("server "));
}

describe("deploy/nginx.conf rendered by npm run cluster", () => {
  const config = renderNginxConfig(template, { listen: "127.0.0.1:8080", apps: ["127.0.0.1:3101", "127.0.0.1:3102"] });

  it("lists every app process in the upstream, with passive health, and listens where asked", () => {
    expect(config).toContain("server 127.0.0.1:3101 max_fails=2 fail_timeout=5s;");
    expect(config).toContain("server 127.0.0.1:3102 max_fails=2 fail_timeout=5s;");
    expect(config).toContain("listen 127.0.0.1:8080;");
    expect(active(config)).not.toMatch(/\{\{\w+\}\}/);
  });

  it("forwards the client's address and scheme, which TRUST_PROXY relies on", () => {
    expect(config).toContain("proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;");
    expect(config).toContain("proxy_set_header X-Forwarded-Proto $scheme;");
  });

  it("streams every server-sent-events route unbuffered with long timeouts", () => {
    const sse = /location ~ (\S+) \{([^}]*)\}/.exec(active(config));
    expect(sse?.[2]).toContain("proxy_buffering off;");
    expect(sse?.[2]).toContain("proxy_read_timeout 1h;");
    const route = new RegExp(sse![1]!);
    for (const path of ["/api/chat", "/api/tools/zoneamento/runs", "/api/tools/topografia/levantamento", "/api/documents/abc/generate", "/api/documents/abc/sections/intro/rewrite"]) {
      expect(route.test(path), path).toBe(true);
    }
    for (const path of ["/api/chat/answers/abc/stop", "/api/chat/exchanges", "/api/documents/abc", "/api/tools/runs/abc"]) {
      expect(route.test(path), path).toBe(false);
    }
  });

  it("adds, when asked, one server per process with the main server's settings and that process alone upstream", () => {
    const pinned = renderNginxConfig(template, {
      listen: "127.0.0.1:8080",
      apps: ["127.0.0.1:3101", "127.0.0.1:3102"],
      pinned: ["127.0.0.1:8081", "127.0.0.1:8082"],
    });
    const blocks = serverBlocks(active(pinned));
    expect(blocks.map((b) => /listen (\S+);/.exec(b)![1])).toEqual(["127.0.0.1:8080", "127.0.0.1:8081", "127.0.0.1:8082"]);
    const [main, first, second] = blocks as [string, string, string];
    // The same directives and locations, only the address and the upstream differ.
    const normalise = (block: string, listen: string, upstream: string) =>
      block.replace(`listen ${listen};`, "listen X;").replaceAll(`proxy_pass http://${upstream};`, "proxy_pass http://U;");
    const same = normalise(main, "127.0.0.1:8080", "prancheta");
    expect(normalise(first, "127.0.0.1:8081", "prancheta_1")).toBe(same);
    expect(normalise(second, "127.0.0.1:8082", "prancheta_2")).toBe(same);
    expect(first.match(/proxy_pass http:\/\/prancheta_1;/g)).toHaveLength(main.match(/proxy_pass http:\/\/prancheta;/g)!.length);
    expect(upstream(pinned, "prancheta_1")).toEqual(["server 127.0.0.1:3101;"]);
    expect(upstream(pinned, "prancheta_2")).toEqual(["server 127.0.0.1:3102;"]);
    expect(upstream(pinned, "prancheta")).toEqual(["server 127.0.0.1:3101 max_fails=2 fail_timeout=5s;", "server 127.0.0.1:3102 max_fails=2 fail_timeout=5s;"]);
    // Without `pinned`, nothing is added.
    expect(serverBlocks(active(config))).toHaveLength(1);
    expect(() => renderNginxConfig(template, { listen: "127.0.0.1:8080", apps: ["127.0.0.1:3101"], pinned: [] })).toThrow(/um endereço fixo por processo/);
  });

  it("refuses a template with a marker left unfilled, and an upstream with no process", () => {
    expect(() => renderNginxConfig(`${template}\nfoo {{other}};`, { listen: "127.0.0.1:8080", apps: ["127.0.0.1:3101"] })).toThrow(/marcadores sem valor/);
    expect(() => renderNginxConfig(template, { listen: "127.0.0.1:8080", apps: [] })).toThrow(/pelo menos um processo/);
  });
});
