import { checkSourceSet } from "#server/ai/offline/eval/source-set-checks";
import { DEV_SOURCE_32 } from "./questions";

/** The thirty-second development set by source must stay new to the base and to every other set (decision 082; R-AI-8). */
checkSourceSet({
  name: "the thirty-second development set by source",
  set: DEV_SOURCE_32,
  size: { exactly: 60 },
  least: { answerable: 39, calc: 9, out: 13, municipal: 5, future: 3 },
});
