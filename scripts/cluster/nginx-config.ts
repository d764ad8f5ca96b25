/**
 * deploy/nginx.conf is a template (so the committed file stays the one production starts from):
 * `{{listen}}` becomes the proxy's address and each line holding `{{app}}` is repeated once per
 * app process.
 */
export function renderNginxConfig(template: string, { listen, apps }: { listen: string; apps: string[] }): string {
  if (apps.length === 0) throw new Error("o nginx precisa de pelo menos um processo do app");
  const lines = template.split("\n").flatMap((line) => (line.includes("{{app}}") ? apps.map((app) => line.replaceAll("{{app}}", app)) : [line]));
  const rendered = lines.join("\n").replaceAll("{{listen}}", listen);
  // Only outside comments: the template's own explanation names its markers.
  const left = rendered.split("\n").filter((line) => !line.trim().startsWith("#") && /\{\{\w+\}\}/.test(line));
  if (left.length > 0) throw new Error(`marcadores sem valor em deploy/nginx.conf: ${left.map((l) => l.trim()).join("; ")}`);
  return rendered;
}
