export interface NginxConfigOptions {
  /** The proxy's address, e.g. 127.0.0.1:8080. */
  listen: string;
  /** Every app process, e.g. 127.0.0.1:3101. */
  apps: string[];
  /**
   * One more address per app process (same order), each proxying to that process only: tests and
   * benches reach a chosen process through the very headers and locations production uses.
   */
  pinned?: string[];
}

/** The upstream every `proxy_pass` of the template names. */
const UPSTREAM = "prancheta";

/**
 * deploy/nginx.conf is a template (so the committed file stays the one production starts from):
 * `{{listen}}` becomes the proxy's address and each line holding `{{app}}` is repeated once per
 * app process. With `pinned`, the template's server block is copied once per app process, after
 * it, with its own `listen` and an upstream of that process alone; the copies are generated so
 * that the proxy settings stay written once.
 */
export function renderNginxConfig(template: string, { listen, apps, pinned }: NginxConfigOptions): string {
  if (apps.length === 0) throw new Error("o nginx precisa de pelo menos um processo do app");
  if (pinned && pinned.length !== apps.length) throw new Error("um endereço fixo por processo do app");
  let lines = template.split("\n").flatMap((line) => (line.includes("{{app}}") ? apps.map((app) => line.replaceAll("{{app}}", app)) : [line]));
  if (pinned) lines = withPinnedServers(lines, apps, pinned);
  const rendered = lines.join("\n").replaceAll("{{listen}}", listen);
  // Only outside comments: the template's own explanation names its markers.
  const left = rendered.split("\n").filter((line) => !line.trim().startsWith("#") && /\{\{\w+\}\}/.test(line));
  if (left.length > 0) throw new Error(`marcadores sem valor em deploy/nginx.conf: ${left.map((l) => l.trim()).join("; ")}`);
  return rendered;
}

const active = (line: string) => line.replace(/#.*/, "");

/** The lines of the server block that listens on {{listen}}, as [first, last] indexes. */
function mainServer(lines: string[]): [number, number] {
  const listenAt = lines.findIndex((line) => /^\s*listen\s+\{\{listen\}\}\s*;/.test(active(line)));
  if (listenAt < 0) throw new Error("deploy/nginx.conf sem `listen {{listen}};`: não há servidor para copiar");
  let first = listenAt;
  while (first >= 0 && !/^\s*server\s*\{\s*$/.test(active(lines[first]!))) first--;
  if (first < 0) throw new Error("deploy/nginx.conf: `listen {{listen}};` fora de um bloco server");
  let depth = 0;
  for (let i = first; i < lines.length; i++) {
    for (const ch of active(lines[i]!)) {
      if (ch === "{") depth++;
      else if (ch === "}") depth--;
    }
    if (depth === 0) return [first, i];
  }
  throw new Error("deploy/nginx.conf: bloco server sem fim");
}

function withPinnedServers(lines: string[], apps: string[], pinned: string[]): string[] {
  const [first, last] = mainServer(lines);
  const server = lines.slice(first, last + 1);
  const proxyPass = new RegExp(`(\\bproxy_pass\\s+http://)${UPSTREAM}(\\s*;)`);
  if (!server.some((line) => proxyPass.test(active(line)))) throw new Error(`deploy/nginx.conf: o servidor não tem proxy_pass http://${UPSTREAM};`);
  const indent = /^\s*/.exec(server[0]!)![0];
  const copies = apps.flatMap((app, i) => {
    const upstream = `${UPSTREAM}_${i + 1}`;
    return [
      "",
      `${indent}# Generated (pinned): the server above, for app process ${i + 1} alone.`,
      `${indent}upstream ${upstream} {`,
      `${indent}  server ${app};`,
      `${indent}}`,
      ...server
        // The template's comments are said once, above.
        .filter((line) => !line.trim().startsWith("#"))
        .map((line) => line.replace("{{listen}}", pinned[i]!).replace(proxyPass, `$1${upstream}$2`)),
    ];
  });
  return [...lines.slice(0, last + 1), ...copies, ...lines.slice(last + 1)];
}
