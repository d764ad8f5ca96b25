import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Who published a source, for the splits by source (decision 082): a question is new only when
 * its publisher wrote none of the passages, tuning questions or the first holdout. Read by the
 * holdout-by-source and second-dev-set tests.
 */

const OFFLINE = fileURLToPath(new URL("../", import.meta.url));
/** Where the base's own texts and questions live: their publishers are not new. */
const USED_DIRS = ["passages", "eval/tune", "eval/holdout"].map((dir) => join(OFFLINE, dir));

/** Second-level labels under which the registrable name has three labels ("caurj.gov.br"). */
const SECOND_LEVEL = new Set(["com", "org", "gov", "net", "edu", "eng", "adv", "arq", "jus", "leg", "mp", "eco", "inf", "jor", "art", "ind", "blog"]);
/** Under gov.br, leg.br, jus.br and mp.br a state sits before the publisher ("uberlandia.mg.gov.br"). */
const STATES = new Set("ac al ap am ba ce df es go ma mt ms mg pa pb pr pe pi rj rn rs ro rr sc sp se to".split(" "));

/** The publisher behind a host: "blog.grancursosonline.com.br" and "questoes.grancursosonline.com.br" are one. */
export function publisher(host: string): string {
  const labels = host.toLowerCase().replace(/^www\./, "").split(".");
  let keep = 2;
  const last = labels.at(-1) ?? "";
  const second = labels.at(-2) ?? "";
  if (labels.length >= 3 && last.length === 2 && SECOND_LEVEL.has(second)) {
    keep = 3;
    if (["gov", "leg", "jus", "mp"].includes(second) && labels.length >= 4 && STATES.has(labels.at(-3) ?? "")) keep = 4;
  }
  return labels.slice(-keep).join(".");
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Publishers cited by passages, tuning questions and the first holdout, read mechanically from their URLs. */
export function usedPublishers(): Set<string> {
  const used = new Set<string>();
  for (const file of USED_DIRS.flatMap(filesUnder)) {
    for (const [url] of readFileSync(file, "utf8").matchAll(/https?:\/\/[^\s"'`)<>\]]+/g)) {
      try {
        used.add(publisher(new URL(url).hostname));
      } catch {
        // Not a URL after all (a fragment in a comment): nothing to exclude.
      }
    }
  }
  return used;
}
