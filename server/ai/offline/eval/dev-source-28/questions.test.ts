import { checkSourceSet } from "#server/ai/offline/eval/source-set-checks";
import { DEV_SOURCE_28 } from "./questions";

/** The twenty-eighth development set by source must stay new to the base and to every other set (decision 082; R-AI-8). */
checkSourceSet({
  name: "the twenty-eighth development set by source",
  set: DEV_SOURCE_28,
  size: { exactly: 60 },
  least: { answerable: 37, calc: 6, out: 12, municipal: 5, future: 3 },
});
