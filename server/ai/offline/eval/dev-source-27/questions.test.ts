import { checkSourceSet } from "#server/ai/offline/eval/source-set-checks";
import { DEV_SOURCE_27 } from "./questions";

/** The twenty-seventh development set by source must stay new to the base and to every other set (decision 082; R-AI-8). */
checkSourceSet({
  name: "the twenty-seventh development set by source",
  set: DEV_SOURCE_27,
  size: { exactly: 60 },
  least: { answerable: 36, calc: 6, out: 12, municipal: 5, future: 3 },
});
