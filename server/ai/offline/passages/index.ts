import type { Passage } from "#server/ai/offline/types";
import { ACCESSIBILITY_DETAIL_PASSAGES } from "./accessibility-details";
import { BUILDING_SITE_PASSAGES } from "./building-site";
import { BUILDING_SYSTEM_PASSAGES } from "./building-systems";
import { COMFORT_PASSAGES } from "./comfort";
import { CONDOMINIUM_AND_INCORPORATION_PASSAGES } from "./condominium-and-incorporation";
import { CONSUMER_AND_CONDOMINIUM_PASSAGES } from "./consumer-and-condominium";
import { COST_PASSAGES } from "./costs";
import { CUB_PASSAGES } from "./cub";
import { EVERYDAY_PASSAGES } from "./everyday";
import { EVERYDAY_NORM_2_PASSAGES } from "./everyday-norms-2";
import { EVERYDAY_NORM_3_PASSAGES } from "./everyday-norms-3";
import { EVERYDAY_NORM_4_PASSAGES } from "./everyday-norms-4";
import { EVERYDAY_NORM_5_PASSAGES } from "./everyday-norms-5";
import { EVERYDAY_NORM_6_PASSAGES } from "./everyday-norms-6";
import { EVERYDAY_NORM_7_PASSAGES } from "./everyday-norms-7";
import { EVERYDAY_NORM_8_PASSAGES } from "./everyday-norms-8";
import { EVERYDAY_NORM_9_PASSAGES } from "./everyday-norms-9";
import { EVERYDAY_NORM_10_PASSAGES } from "./everyday-norms-10";
import { FEDERAL_LAW_PASSAGES } from "./federal-law";
import { FEE_TAX_PASSAGES } from "./fee-taxes";
import { FIRE_SAFETY_PASSAGES } from "./fire-safety";
import { INSTALLATION_DETAIL_PASSAGES } from "./installations-details";
import { MATERIALS_AND_MAINTENANCE_PASSAGES } from "./materials-and-maintenance";
import { NEIGHBOUR_LAW_PASSAGES } from "./neighbour-law";
import { NORM_PASSAGES } from "./norms";
import { PARKING_PASSAGES } from "./parking";
import { PRACTICE_PASSAGES } from "./practice";
import { PRACTICE_NORM_PASSAGES } from "./practice-norms";
import { PRODUCT_AND_INSPECTION_PASSAGES } from "./products-and-inspections";
import { PRODUCTS_AND_FINISHES_PASSAGES } from "./products-and-finishes";
import { PROFESSION_AND_LABELLING_PASSAGES } from "./profession-and-labelling";
import { PUBLIC_WORKS_PASSAGES } from "./public-works";
import { PROFESSIONAL_RULE_PASSAGES } from "./professional-rules";
import { STRUCTURE_DRAWING_PASSAGES } from "./structure-drawing";
import { SUSTAINABILITY_PASSAGES } from "./sustainability";
import { ZONING_PASSAGES } from "./zoning";

/** The whole offline knowledge base, written from shared/domain-facts/ and cited sources in our own words. */
export const PASSAGES: readonly Passage[] = [
  ...NORM_PASSAGES,
  ...ACCESSIBILITY_DETAIL_PASSAGES,
  ...PARKING_PASSAGES,
  ...COMFORT_PASSAGES,
  ...INSTALLATION_DETAIL_PASSAGES,
  ...STRUCTURE_DRAWING_PASSAGES,
  ...CUB_PASSAGES,
  ...COST_PASSAGES,
  ...PRACTICE_PASSAGES,
  ...ZONING_PASSAGES,
  ...FEDERAL_LAW_PASSAGES,
  ...SUSTAINABILITY_PASSAGES,
  ...EVERYDAY_PASSAGES,
  ...PRACTICE_NORM_PASSAGES,
  ...PROFESSIONAL_RULE_PASSAGES,
  ...FEE_TAX_PASSAGES,
  ...NEIGHBOUR_LAW_PASSAGES,
  ...FIRE_SAFETY_PASSAGES,
  ...BUILDING_SITE_PASSAGES,
  ...BUILDING_SYSTEM_PASSAGES,
  ...CONSUMER_AND_CONDOMINIUM_PASSAGES,
  ...PRODUCT_AND_INSPECTION_PASSAGES,
  ...MATERIALS_AND_MAINTENANCE_PASSAGES,
  ...EVERYDAY_NORM_2_PASSAGES,
  ...EVERYDAY_NORM_3_PASSAGES,
  ...EVERYDAY_NORM_4_PASSAGES,
  ...EVERYDAY_NORM_5_PASSAGES,
  ...EVERYDAY_NORM_6_PASSAGES,
  ...EVERYDAY_NORM_7_PASSAGES,
  ...EVERYDAY_NORM_8_PASSAGES,
  ...EVERYDAY_NORM_9_PASSAGES,
  ...EVERYDAY_NORM_10_PASSAGES,
  ...PUBLIC_WORKS_PASSAGES,
  ...PRODUCTS_AND_FINISHES_PASSAGES,
  ...PROFESSION_AND_LABELLING_PASSAGES,
  ...CONDOMINIUM_AND_INCORPORATION_PASSAGES,
];
