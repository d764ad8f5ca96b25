import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./layout";
import { renderNginxConfig } from "./nginx-config";

const template = readFileSync(join(ROOT, "deploy", "nginx.conf"), "utf8");
const active = (config: string) => config.split("\n").filter((line) => !line.trim().startsWith("#")).join("\n");

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

  it("refuses a template with a marker left unfilled, and an upstream with no process", () => {
    expect(() => renderNginxConfig(`${template}\nfoo {{other}};`, { listen: "127.0.0.1:8080", apps: ["127.0.0.1:3101"] })).toThrow(/marcadores sem valor/);
    expect(() => renderNginxConfig(template, { listen: "127.0.0.1:8080", apps: [] })).toThrow(/pelo menos um processo/);
  });
});
