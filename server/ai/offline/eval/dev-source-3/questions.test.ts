import { checkSourceSet } from "#server/ai/offline/eval/source-set-checks";
import { DEV_SOURCE_3 } from "./questions";

/** The third development set by source must stay new to the base and to every other set (decision 082; R-AI-8). */
checkSourceSet({
  name: "the third development set by source",
  set: DEV_SOURCE_3,
  size: { exactly: 60 },
  least: { answerable: 35, calc: 4, out: 12, municipal: 5, future: 3 },
});
