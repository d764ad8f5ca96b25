import { checkSourceSet } from "#server/ai/offline/eval/source-set-checks";
import { DEV_SOURCE_29 } from "./questions";

/** The twenty-ninth development set by source must stay new to the base and to every other set (decision 082; R-AI-8). */
checkSourceSet({
  name: "the twenty-ninth development set by source",
  set: DEV_SOURCE_29,
  size: { exactly: 60 },
  least: { answerable: 38, calc: 9, out: 12, municipal: 7, future: 3 },
});
