import { bullet, finish, RULES_NOTE, type DetailedAnswer } from "#server/ai/offline/compose";
import { formatArea, formatNumber, formatPercent, parsePtNumber } from "#server/ai/offline/format";
import { passageById } from "#server/ai/offline/search";
import { foldAccents } from "#server/ai/offline/text";
import type { Passage } from "#server/ai/offline/types";
import { choiceLabel } from "#domain/tool-inputs";

export interface ZoningParams {
  /** Ratios (0.6 for "60%"). */
  to?: number;
  tp?: number;
  /** Coefficients: ca when the kind is not said, caBasico / caMaximo when it is. */
  ca?: number;
  caBasico?: number;
  caMaximo?: number;
}

const NUM = String.raw`(\d+(?:[.,]\d+)?)\s*(%)?`;
const TO_RE = new RegExp(String.raw`(?:\bto\b|taxa de ocupacao)\s*(?:max(?:ima|\.)?)?\s*(?:[:=]|de|e)?\s*${NUM}`);
const TP_RE = new RegExp(String.raw`(?:\btp\b|taxa de permeabilidade|area permeavel)\s*(?:minima)?\s*(?:[:=]|de|e)?\s*${NUM}`);
const CA_RE = new RegExp(
  String.raw`(?:\bca\b|\bia\b|coeficiente de aproveitamento|indice de aproveitamento)\s*(basico|bas\.?|maximo|max\.?)?\s*(?:[:=]|de|e)?\s*(\d+(?:[.,]\d+)?)`,
  "g",
);
const CA_MAX_RE = /(?:\bca\b|aproveitamento)[^;\n]*?\bmax(?:imo|\.)?\s*(?:[:=]|de|e)?\s*(\d+(?:[.,]\d+)?)/;

/** A share typed as "60%", "60" or "0,6" → 0.6. */
function ratio(value: string, percent: string | undefined): number | undefined {
  const n = parsePtNumber(value);
  if (n === undefined) return undefined;
  return percent || n > 1 ? n / 100 : n;
}

/** Reads TO, CA (básico/máximo) and TP from the free-text "parâmetros" field. */
export function parseZoningParams(text: string | undefined): ZoningParams {
  const t = foldAccents(text ?? "");
  const params: ZoningParams = {};
  const to = TO_RE.exec(t);
  if (to) params.to = ratio(to[1] as string, to[2]);
  const tp = TP_RE.exec(t);
  if (tp) params.tp = ratio(tp[1] as string, tp[2]);
  readCoefficients(t, params);
  return params;
}

/** "CA 1,5", "CA básico 1", "CA máx. 4", "CA básico 1 e máximo 4". */
function readCoefficients(t: string, params: ZoningParams): void {
  for (const m of t.matchAll(CA_RE)) {
    const value = parsePtNumber(m[2]);
    const kind = m[1] ?? "";
    if (kind.startsWith("bas")) params.caBasico = value;
    else if (kind.startsWith("max")) params.caMaximo = value;
    else params.ca ??= value;
  }
  const laterMax = CA_MAX_RE.exec(t);
  if (params.caBasico !== undefined && params.caMaximo === undefined && laterMax) params.caMaximo = parsePtNumber(laterMax[1]);
}

interface Computation {
  lines: string[];
  computed: string[];
  passages: Passage[];
}

function compute(area: number, p: ZoningParams): Computation {
  const out: Computation = { lines: [], computed: [], passages: [] };
  const add = (label: string, value: number, passageId: string) => {
    const v = formatArea(value);
    out.lines.push(`- ${label}: **${v}**`);
    out.computed.push(v);
    out.passages.push(passageById(passageId));
  };
  const lot = formatArea(area);
  // The labels restate the inputs in pt-BR ("0,6" → "60%"): those figures are computed too.
  out.computed.push(lot, ...[p.to, p.tp].filter((v) => v !== undefined).map(formatPercent));
  out.computed.push(...[p.ca, p.caBasico, p.caMaximo].filter((v) => v !== undefined).map(formatNumber));
  if (p.to !== undefined) add(`Projeção máxima da edificação (TO ${formatPercent(p.to)} × ${lot})`, p.to * area, "zon-to");
  if (p.ca !== undefined) add(`Área construída computável máxima (CA ${formatNumber(p.ca)} × ${lot})`, p.ca * area, "zon-ca");
  if (p.caBasico !== undefined) add(`Área computável com o CA básico (${formatNumber(p.caBasico)} × ${lot})`, p.caBasico * area, "zon-ca");
  if (p.caMaximo !== undefined) add(`Área computável com o CA máximo, via outorga onerosa (${formatNumber(p.caMaximo)} × ${lot})`, p.caMaximo * area, "zon-outorga");
  if (p.caBasico !== undefined && p.caMaximo !== undefined && p.caMaximo > p.caBasico) {
    add("Área adicional sujeita a outorga onerosa (CA máximo − CA básico) × lote", (p.caMaximo - p.caBasico) * area, "zon-calculo");
  }
  if (p.tp !== undefined) add(`Área permeável mínima (TP ${formatPercent(p.tp)} × ${lot})`, p.tp * area, "zon-tp");
  return out;
}

const hasAny = (p: ZoningParams) => Object.values(p).some((v) => v !== undefined);

export function zoningAnswer(inputs: Record<string, string>): DetailedAnswer {
  const place = inputs.localizacao?.trim() || "o município do terreno";
  const area = parsePtNumber(inputs.areaTerreno);
  const params = parseZoningParams(inputs.parametros);
  const intro = [
    `**Terreno:** ${area !== undefined ? formatArea(area) : "área não informada"} · ${place}${inputs.tipoProjeto ? ` · uso ${choiceLabel("zoneamento", "tipoProjeto", inputs.tipoProjeto).toLowerCase()}` : ""}.`,
    inputs.parametros?.trim() ? `**Parâmetros informados:** ${inputs.parametros.trim()}` : "",
  ].filter(Boolean);
  const confirm = `⚠️ Confirme a zona do lote e cada índice na lei municipal de ${place} (plano diretor e lei de uso e ocupação do solo — LUOS/LPUOS); recuos, gabarito e áreas não computáveis também vêm dela.`;

  if (area !== undefined && hasAny(params)) {
    const c = compute(area, params);
    const explained = [...new Set(c.passages)];
    return finish(
      [intro.join("\n"), "**Cálculo com os parâmetros informados:**\n" + c.lines.join("\n"), "**O que cada índice significa:**\n" + explained.map(bullet).join("\n"), confirm],
      explained,
      c.computed,
    );
  }
  const formulas = ["zon-calculo", "zon-to", "zon-ca", "zon-tp", "zon-recuo", "zon-gabarito"].map(passageById);
  const missing =
    area === undefined
      ? "Informe a área do terreno (em m²) para que eu calcule a projeção e a área construída máximas."
      : `Não encontrei TO, CA ou TP nos parâmetros. Procure na lei de uso e ocupação do solo de ${place}: a zona do lote, a taxa de ocupação (TO), o coeficiente de aproveitamento básico e máximo (CA), a taxa de permeabilidade (TP), os recuos e o gabarito. Com eles, projeção máxima = TO × ${formatArea(area)} e área computável = CA × ${formatArea(area)}.`;
  return finish([intro.join("\n"), missing, "**Como os índices funcionam:**\n" + formulas.map(bullet).join("\n"), confirm, RULES_NOTE], formulas);
}
