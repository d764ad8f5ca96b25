/**
 * Runs after `vite build` (see the "build" script): renders the landing page to HTML and puts
 * it inside dist/web/index.html's <div id="root">, so `/` paints its content before any
 * JavaScript runs; web/main.tsx then hydrates it. The untouched SPA shell is kept as
 * dist/web/app.html, which the server answers for every other SPA path (server/static.ts).
 *
 * It also adds <link rel="modulepreload"> for the landing's chunk and the chunks it imports,
 * so the browser fetches them in parallel with the entry script instead of after it.
 *
 *   node --import tsx scripts/prerender-landing.ts [distDir]   (default dist/web)
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { LandingPage } from "#web/features/landing/landing-page";

const distDir = resolve(process.argv[2] ?? "dist/web");
const indexPath = join(distDir, "index.html");
const appPath = join(distDir, "app.html");
const assetsDir = join(distDir, "assets");
const EMPTY_ROOT = '<div id="root"></div>';

function fail(message: string): never {
  console.error(`prerender-landing: ${message}`);
  process.exit(1);
}

if (!existsSync(indexPath)) fail(`${indexPath} não existe. Rode \`vite build\` antes.`);

// A second run on an already prerendered build starts again from the shell.
const shell = existsSync(appPath) ? readFileSync(appPath, "utf8") : readFileSync(indexPath, "utf8");
if (!shell.includes(EMPTY_ROOT)) fail(`o shell não tem ${EMPTY_ROOT}.`);

const entry = /<script type="module"[^>]*\ssrc="\/assets\/([^"]+\.js)"/.exec(shell)?.[1];
if (!entry) fail("script de entrada não encontrado no index.html.");

// Vite names a dynamically imported module's chunk after its file: landing-page-<hash>.js.
const landingChunks = readdirSync(assetsDir).filter((f) => /^landing-page-[\w-]+\.js$/.test(f));
if (landingChunks.length !== 1) fail(`esperava um chunk landing-page-*.js, encontrei ${landingChunks.length}.`);

/** The chunk and every chunk it imports statically, transitively, minus the entry. */
function staticClosure(start: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || file === entry) return;
    seen.add(file);
    const code = readFileSync(join(assetsDir, file), "utf8");
    // Static imports only (`import{…}from"./x.js"`, `import"./x.js"`); `import("./x.js")` is lazy.
    for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([\w.-]+\.js)"/g)) visit(match[1]!);
  };
  visit(start);
  return [...seen];
}

const preloads = staticClosure(landingChunks[0]!)
  .map((file) => `<link rel="modulepreload" crossorigin href="/assets/${file}">`)
  .join("\n    ");

const html = renderToString(createElement(LandingPage));
const page = shell
  .replace(EMPTY_ROOT, `<div id="root">${html}</div>`)
  .replace("</head>", `  ${preloads}\n  </head>`);

writeFileSync(appPath, shell);
writeFileSync(indexPath, page);
console.log(
  `prerender-landing: ${(html.length / 1024).toFixed(1)} kB de HTML em index.html, ` +
    `${staticClosure(landingChunks[0]!).length} chunk(s) com modulepreload, shell em app.html.`,
);
