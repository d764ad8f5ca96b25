import { checkSourceSet } from "#server/ai/offline/eval/source-set-checks";
import { DEV_SOURCE_6 } from "./questions";

/** The sixth development set by source must stay new to the base and to every other set (decision 082; R-AI-8). */
checkSourceSet({
  name: "the sixth development set by source",
  set: DEV_SOURCE_6,
  size: { exactly: 60 },
  least: { answerable: 36, calc: 5, out: 12, municipal: 5, future: 3 },
});
