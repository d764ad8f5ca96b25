/**
 * The presentation's "Potencial do terreno" slide (R-PRES-2, R-DRAW-1): the zoning envelope drawn
 * as on the zoning tool's page, the key numbers (TO, CA, maximum built area, floors) each with its
 * source, and the programme's built area against the maximum when the project has a programme.
 * Off by default: the architect turns it on in the wizard (OPTIONAL_SLIDES).
 */
import { formatArea, programmeTotals } from "#domain/needs-program";
import type { ProgrammeContent } from "#domain/needs-program.schema";
import { floorsText, missingText, planSummary, sectionSummary, type ZoningEnvelope } from "#domain/zoning-envelope";

/** Where the envelope's figures came from, in pt-BR, printed under them. */
export interface ZoningSource {
  envelope: ZoningEnvelope;
  /** "análise de zoneamento de 03/12/2026" or "dados do lote no cadastro do projeto". */
  source: string;
  /** The lot's TO and CA as fractions, as the envelope read them. */
  to: number | null;
  ca: number | null;
}

export type EnvelopeSlide = {
  kind: "envelope";
  heading: string;
  envelope: ZoningEnvelope;
  items: { label: string; value: string }[];
  /** The drawing's words (its accessible alternative in the PDF's text layer). */
  summary: string;
  /** The source, then what is missing. */
  note: string;
};

const percent = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 2 });
const decimal = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 2 });

export function envelopeSlide(zoning: ZoningSource, programme: ProgrammeContent | null): EnvelopeSlide {
  const e = zoning.envelope;
  const items: { label: string; value: string }[] = [];
  if (zoning.to !== null) items.push({ label: "Taxa de ocupação (TO)", value: `${percent.format(zoning.to * 100)}% · projeção até ${formatArea(e.projection?.area ?? zoning.to * e.lot.area)}` });
  if (zoning.ca !== null) items.push({ label: "Coeficiente de aproveitamento (CA)", value: decimal.format(zoning.ca) });
  if (e.maxBuilt !== null) items.push({ label: "Área construída máxima", value: formatArea(e.maxBuilt) });
  if (e.floors !== null) items.push({ label: "Pavimentos", value: floorsText(e.floors) });
  else if (e.floorsAllowed !== null) items.push({ label: "Pavimentos (gabarito)", value: floorsText(e.floorsAllowed) });
  if (programme && programme.rooms.length > 0) {
    const built = programmeTotals(programme).builtArea;
    const share = e.maxBuilt ? ` · ${percent.format(Math.round((built / e.maxBuilt) * 1000) / 10)}% do máximo` : "";
    items.push({ label: "Programa de necessidades", value: `${formatArea(built)}${share}` });
  }
  const summary = [planSummary(e), sectionSummary(e)].filter(Boolean).join(" ");
  const missing = missingText(e);
  return { kind: "envelope", heading: "Potencial do terreno", envelope: e, items, summary, note: [`Fonte: ${zoning.source}.`, missing].filter(Boolean).join(" ") };
}
