/**
 * The top costs of a V8 CPU profile (`node --cpu-prof`): self time by package (a dependency in
 * node_modules, or our own top folder: server/, domain/…), self time by function, and the time
 * under a function (inclusive) for the functions named with `--under`; each as a share of the
 * samples that were not idle. Used by decision 089 on profiles of bench/floor.ts.
 * `--from`/`--to` keep the samples of that window, in seconds from the profile's start (a bench's
 * measurement without its start-up, whose module compiling would otherwise lead the list).
 * Run: node --import tsx bench/profile-top.ts file.cpuprofile [--top 25] [--under getSession,resolveScope] [--from 4 --to 9]
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const { values, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: "string", default: "25" }, under: { type: "string" }, from: { type: "string", default: "0" }, to: { type: "string", default: "Infinity" } } });
if (positionals.length !== 1 || Number.isNaN(Number(values.from)) || Number.isNaN(Number(values.to))) {
  console.error("Uso: node --import tsx bench/profile-top.ts arquivo.cpuprofile [--top 25] [--under nomeDaFunção,…] [--from s --to s]");
  process.exit(2);
}
const profile = JSON.parse(readFileSync(positionals[0]!, "utf8")) as Profile;
const top = Number(values.top);

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

/** "better-auth", "@hono/node-server", "server/auth", "node:internal", "(garbage collector)"… */
function area(url: string, name: string): string {
  if (!url) return name.startsWith("(") ? name : "(nativo)";
  const modules = url.lastIndexOf("node_modules/");
  if (modules >= 0) {
    const parts = url.slice(modules + "node_modules/".length).split("/");
    return parts[0]!.startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  if (url.startsWith("node:")) return "node (interno)";
  const own = url.match(/\/(server|domain|bench|lib)\/(([^/]+)\/)?/);
  if (own) return own[3] && !own[3].includes(".") ? `${own[1]}/${own[3]}` : own[1]!;
  return url;
}

const key = (n: ProfileNode) => {
  const f = n.callFrame;
  const file = f.url.includes("node_modules/") ? f.url.slice(f.url.lastIndexOf("node_modules/") + 13) : f.url.replace(/^.*\/(server|domain|bench|lib)\//, "$1/");
  return `${f.functionName || "(anônima)"} ${file}:${f.lineNumber + 1}`;
};

const selfByArea = new Map<string, number>();
const selfByFunction = new Map<string, number>();
const under = (values.under ?? "").split(",").filter(Boolean);
const underTime = new Map<string, number>(under.map((u) => [u, 0]));
const from = Number(values.from) * 1e6;
const to = Number(values.to) * 1e6;
let busy = 0;
let idle = 0;
let elapsed = 0;
for (let i = 0; i < profile.samples.length; i++) {
  const node = byId.get(profile.samples[i]!)!;
  const dt = profile.timeDeltas[i] ?? 0;
  elapsed += dt;
  if (elapsed < from || elapsed >= to) continue;
  const name = node.callFrame.functionName;
  if (name === "(idle)") {
    idle += dt;
    continue;
  }
  busy += dt;
  const a = area(node.callFrame.url, name);
  selfByArea.set(a, (selfByArea.get(a) ?? 0) + dt);
  const k = key(node);
  selfByFunction.set(k, (selfByFunction.get(k) ?? 0) + dt);
  if (under.length > 0) {
    const seen = new Set<string>();
    for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
      const fn = byId.get(id)!.callFrame.functionName;
      if (underTime.has(fn) && !seen.has(fn)) {
        seen.add(fn);
        underTime.set(fn, underTime.get(fn)! + dt);
      }
    }
  }
}

const share = (v: number) => `${((100 * v) / busy).toFixed(1).padStart(5)} %`;
const list = (title: string, entries: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [k, v] of [...entries].sort((x, y) => y[1] - x[1]).slice(0, top)) console.log(`  ${share(v)}  ${k}`);
};
console.log(`${(busy / 1e6).toFixed(1)} s de CPU amostrados (fora ${(idle / 1e6).toFixed(1)} s ociosos)`);
list("Tempo próprio por pacote ou pasta", selfByArea);
list("Tempo próprio por função", selfByFunction);
if (under.length > 0) list("Tempo sob a função (inclusivo)", underTime);
