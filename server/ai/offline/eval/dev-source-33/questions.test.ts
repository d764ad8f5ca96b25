import { checkSourceSet } from "#server/ai/offline/eval/source-set-checks";
import { DEV_SOURCE_33 } from "./questions";

/** The thirty-third development set by source must stay new to the base and to every other set (decision 082; R-AI-8). */
checkSourceSet({
  name: "the thirty-third development set by source",
  set: DEV_SOURCE_33,
  size: { exactly: 60 },
  least: { answerable: 38, calc: 8, out: 13, municipal: 5, future: 4 },
});
