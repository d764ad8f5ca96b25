import { HOLDOUT } from "./holdout/questions";
import { TUNE_ACCESSIBILITY } from "./tune/accessibility";
import { TUNE_COMFORT } from "./tune/comfort";
import { TUNE_GENERAL } from "./tune/general";
import { TUNE_INSTALLATIONS } from "./tune/installations";
import type { EvalQuestion } from "./types";

/** The split retrieval and passages are adjusted on. */
export const TUNE_SET: readonly EvalQuestion[] = [...TUNE_ACCESSIBILITY, ...TUNE_COMFORT, ...TUNE_INSTALLATIONS, ...TUNE_GENERAL];

/** The split that is only scored: written apart from the passages, never adjusted on. */
export const HOLDOUT_SET: readonly EvalQuestion[] = HOLDOUT;
