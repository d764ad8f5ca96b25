import { unreadableFormatHelp, type TopographyResult } from "#domain/topography-analysis";
import { validationError } from "#server/lib/errors";
import { COMPUTE_THREADS, WorkerPool } from "#server/lib/worker-pool";
import type * as SurveyTasks from "./survey-tasks";

/** A survey file's cap: 50.000 points of "x;y;z" with a description fit in a few MB. */
export { SURVEY_MAX_BYTES, SURVEY_TOO_LARGE } from "#domain/tool-runs.schema";

/** An uploaded survey, not read yet: its bytes go to the survey pool whole. */
export interface SurveyUpload {
  bytes: Uint8Array<ArrayBuffer>;
}

/**
 * Takes an uploaded survey: a CSV or TXT of "x;y;z" lines. A format that cannot be read
 * here (DWG, KML…) is refused at once, with how to export points from it; the reading itself is
 * the pool's (`analyzeSurvey`).
 */
export async function readSurvey(file: File): Promise<SurveyUpload> {
  const help = unreadableFormatHelp(file.name);
  if (help) throw validationError({ file: help });
  return { bytes: new Uint8Array(await file.arrayBuffer()) };
}

/**
 * Reading and analysing a 50.000-point survey holds a thread for 0,5–2,9 s: it runs in this pool
 * (decision 066), never on the server's thread. Threads: one per core beyond the server's own (at
 * most 2); 20 surveys may wait (each holds its file, ≤ 4 MB), and one taking over a minute is
 * stopped.
 */
export const surveyPool = new WorkerPool<typeof SurveyTasks>({
  name: "levantamentos",
  tasks: new URL("./survey-tasks.ts", import.meta.url),
  size: COMPUTE_THREADS,
  maxQueued: 20,
  timeoutMs: 60_000,
});

/**
 * The survey's surface, off the server's thread: the tables and figures, with the lines that could
 * not be read as its first warnings; a 422 (in pt-BR, per line) when the file is not a survey.
 * The upload's bytes are handed to the thread (the upload cannot be read again).
 */
export function analyzeSurvey(upload: SurveyUpload, platformElevation: number | null): Promise<TopographyResult> {
  return surveyPool.run("analyzeSurveyFile", { bytes: upload.bytes, platformElevation }, [upload.bytes.buffer]);
}
