import { analyzeTopography, MAX_SURVEY_POINTS, parsePoints, type TopographyResult } from "#domain/topography-analysis";
import { validationError } from "#server/lib/errors";

/** What the survey pool's task receives: the uploaded file's bytes, and the platform's elevation typed in the form. */
export interface SurveyInput {
  bytes: Uint8Array;
  platformElevation: number | null;
}

/**
 * The survey pool's task (survey.ts, decision 066): reads an uploaded survey — a CSV or TXT of
 * "x;y;z" lines — and computes the surface on it (decision 063). 0,5–2,9 s for 50.000 points, so
 * the server runs it on a worker thread; tests also call it here to compare. A binary file, or
 * one without 3 valid points, is refused with the reasons (per line, in pt-BR); lines that could
 * not be read are the analysis' first warnings when enough points were.
 */
export function analyzeSurveyFile({ bytes, platformElevation }: SurveyInput): TopographyResult {
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
  const { analysis, figures, drawing } = analyzeTopography(parsed.points, platformElevation === null ? {} : { platformElevation });
  return { analysis: { ...analysis, warnings: [...parsed.errors, ...analysis.warnings] }, figures, drawing };
}
