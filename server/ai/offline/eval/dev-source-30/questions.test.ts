import { checkSourceSet } from "#server/ai/offline/eval/source-set-checks";
import { DEV_SOURCE_30 } from "./questions";

/** The thirtieth development set by source must stay new to the base and to every other set (decision 082; R-AI-8). */
checkSourceSet({
  name: "the thirtieth development set by source",
  set: DEV_SOURCE_30,
  size: { exactly: 60 },
  least: { answerable: 37, calc: 9, out: 14, municipal: 5, future: 4 },
});
