import type { Passage } from "#server/ai/offline/types";
import { COST_PASSAGES } from "./costs";
import { CUB_PASSAGES } from "./cub";
import { NORM_PASSAGES } from "./norms";
import { PRACTICE_PASSAGES } from "./practice";
import { SUSTAINABILITY_PASSAGES } from "./sustainability";
import { ZONING_PASSAGES } from "./zoning";

/** The whole offline knowledge base, written from shared/domain-facts/ in our own words. */
export const PASSAGES: readonly Passage[] = [
  ...NORM_PASSAGES,
  ...CUB_PASSAGES,
  ...COST_PASSAGES,
  ...PRACTICE_PASSAGES,
  ...ZONING_PASSAGES,
  ...SUSTAINABILITY_PASSAGES,
];
