import { checkSourceSet } from "#server/ai/offline/eval/source-set-checks";
import { DEV_SOURCE } from "./questions";

checkSourceSet({
  name: "the second development set by source",
  set: DEV_SOURCE,
  size: { min: 40 },
  least: { answerable: 25, out: 8, municipal: 3, future: 2 },
});
