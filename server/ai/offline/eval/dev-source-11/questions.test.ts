import { DEV_SOURCE } from "#server/ai/offline/eval/dev-source/questions";
import { DEV_SOURCE_3 } from "#server/ai/offline/eval/dev-source-3/questions";
import { DEV_SOURCE_4 } from "#server/ai/offline/eval/dev-source-4/questions";
import { DEV_SOURCE_5 } from "#server/ai/offline/eval/dev-source-5/questions";
import { DEV_SOURCE_6 } from "#server/ai/offline/eval/dev-source-6/questions";
import { DEV_SOURCE_7 } from "#server/ai/offline/eval/dev-source-7/questions";
import { DEV_SOURCE_8 } from "#server/ai/offline/eval/dev-source-8/questions";
import { DEV_SOURCE_9 } from "#server/ai/offline/eval/dev-source-9/questions";
import { DEV_SOURCE_10 } from "#server/ai/offline/eval/dev-source-10/questions";
import { HOLDOUT_BY_SOURCE_ADDED } from "#server/ai/offline/eval/holdout-source/added";
import { HOLDOUT_BY_SOURCE } from "#server/ai/offline/eval/holdout-source/questions";
import { checkSourceSet } from "#server/ai/offline/eval/source-set-checks";
import { DEV_SOURCE_11 } from "./questions";

/** The eleventh development set by source must stay new to the base and to every other set (decision 082; R-AI-8). */
checkSourceSet({
  name: "the eleventh development set by source",
  set: DEV_SOURCE_11,
  size: { exactly: 60 },
  least: { answerable: 36, calc: 6, out: 12, municipal: 5, future: 3 },
  others: [
    ...HOLDOUT_BY_SOURCE,
    ...HOLDOUT_BY_SOURCE_ADDED,
    ...DEV_SOURCE,
    ...DEV_SOURCE_3,
    ...DEV_SOURCE_4,
    ...DEV_SOURCE_5,
    ...DEV_SOURCE_6,
    ...DEV_SOURCE_7,
    ...DEV_SOURCE_8,
    ...DEV_SOURCE_9,
    ...DEV_SOURCE_10,
  ],
});
