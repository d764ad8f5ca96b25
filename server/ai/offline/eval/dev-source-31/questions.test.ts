import { checkSourceSet } from "#server/ai/offline/eval/source-set-checks";
import { DEV_SOURCE_31 } from "./questions";

/** The thirty-first development set by source must stay new to the base and to every other set (decision 082; R-AI-8). */
checkSourceSet({
  name: "the thirty-first development set by source",
  set: DEV_SOURCE_31,
  size: { exactly: 60 },
  least: { answerable: 37, calc: 10, out: 13, municipal: 6, future: 4 },
});
