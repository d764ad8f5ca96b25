import { parsePoints, unreadableFormatHelp, MAX_SURVEY_POINTS, type SurveyPoint } from "#domain/topography-analysis";
import { validationError } from "#server/lib/errors";

/** A survey file's cap: 50.000 points of "x;y;z" with a description fit in a few MB. */
export const SURVEY_MAX_BYTES = 4 * 1024 * 1024;
export const SURVEY_TOO_LARGE = "O arquivo de pontos pode ter no máximo 4 MB (até 50.000 pontos x;y;z).";

/**
 * Reads an uploaded survey (issue 18): a CSV or TXT of "x;y;z" lines. A format that cannot be read
 * here (DWG, KML…) is refused with how to export points from it; a binary file, or one without 3
 * valid points, is refused with the reasons (per line, in pt-BR). Lines that could not be read
 * are kept as warnings when enough points were.
 */
export async function readSurvey(file: File): Promise<{ points: SurveyPoint[]; errors: string[] }> {
  const help = unreadableFormatHelp(file.name);
  if (help) throw validationError({ file: help });
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.includes(0)) throw validationError({ file: "O arquivo não é texto: envie os pontos em CSV ou TXT (x;y;z, um ponto por linha)." });
  // UTF-8 first; a survey exported in Latin-1 (Windows) still reads, its accents aside.
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder("latin1").decode(bytes);
  }
  const parsed = parsePoints(text, { maxPoints: MAX_SURVEY_POINTS });
  if (parsed.points.length < 3) throw validationError({ file: parsed.errors.join(" ") || "Nenhum ponto x;y;z foi lido do arquivo." });
  return parsed;
}
