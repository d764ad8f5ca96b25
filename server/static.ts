import { existsSync, readFileSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { extname, join, resolve, sep } from "node:path";
import type { Context } from "hono";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
};

const readIfExists = (path: string) => (existsSync(path) ? readFileSync(path) : undefined);

/** HTML documents the SPA is made of; never served by name with the static files' cache. */
const DOCUMENTS = new Set(["/", "/index.html", "/app.html"]);

/**
 * Serves the built SPA: files under assets/ carry a content hash and are cached for a year.
 * `/` gets index.html, which carries the prerendered landing page; every other path that is
 * not a file gets app.html, the bare SPA shell (scripts/prerender-landing.ts writes both; a
 * build without the prerender has only index.html, used for both). Neither is ever cached,
 * so deploys show at once.
 */
export function spaHandler(distDir: string) {
  const root = resolve(distDir);
  const index = readIfExists(join(root, "index.html"));
  const shell = readIfExists(join(root, "app.html")) ?? index;

  return async (c: Context) => {
    let path: string;
    try {
      path = decodeURIComponent(c.req.path);
    } catch {
      path = "/";
    }
    const file = resolve(root, `.${path}`);
    if (file.startsWith(root + sep) && !DOCUMENTS.has(path)) {
      const info = await stat(file).catch(() => undefined);
      if (info?.isFile()) {
        const body = await readFile(file);
        const immutable = path.startsWith("/assets/");
        return c.body(body, 200, {
          "Content-Type": TYPES[extname(file)] ?? "application/octet-stream",
          "Cache-Control": immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
        });
      }
    }
    // A missing hashed file is a stale page asking for an old build: an HTML answer would only
    // break its script parsing.
    if (path.startsWith("/assets/")) return c.text("Arquivo não encontrado.", 404);
    const document = path === "/" ? index : shell;
    if (!document) {
      return c.text("A interface web ainda não foi construída. Rode `npm run build` e reinicie o servidor.", 503);
    }
    return c.body(document, 200, { "Content-Type": TYPES[".html"]!, "Cache-Control": "no-cache" });
  };
}
