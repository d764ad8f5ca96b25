/** Suggestions (R-SUGG-1): types, urgencies and the triage's feasibility. */
export const SUGGESTION_TYPES = ["nova-ideia", "bug", "elogio"] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];

export const SUGGESTION_TYPE_LABELS: Record<SuggestionType, string> = {
  "nova-ideia": "Nova ideia",
  bug: "Reportar bug",
  elogio: "Elogio",
};

export const SUGGESTION_URGENCIES = ["baixa", "média", "alta", "crítica"] as const;
export type SuggestionUrgency = (typeof SUGGESTION_URGENCIES)[number];
export const DEFAULT_SUGGESTION_URGENCY: SuggestionUrgency = "média";

export const FEASIBILITIES = ["alta", "média", "baixa"] as const;
export type Feasibility = (typeof FEASIBILITIES)[number];
