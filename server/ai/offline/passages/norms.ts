import type { Passage } from "#server/ai/offline/types";
import { ACCESSIBILITY_PASSAGES } from "./norms-accessibility";
import { INSTALLATION_PASSAGES } from "./norms-installations";
import { PERFORMANCE_PASSAGES } from "./norms-performance";
import { PROJECT_PASSAGES } from "./norms-project";

/** Every norm of nbr.json (NBR 12721 sits with the CUB passages), split by theme. */
export const NORM_PASSAGES: Passage[] = [
  ...ACCESSIBILITY_PASSAGES,
  ...PERFORMANCE_PASSAGES,
  ...INSTALLATION_PASSAGES,
  ...PROJECT_PASSAGES,
];
