import type { DocumentKind } from "#domain/documents";
import { briefingKind } from "./briefing";
import { budgetKind } from "./budget";
import { contractKind, proposalKind } from "./generated";
import { programmeKind } from "./programme";
import { referencesKind } from "./references";
import type { DocumentKindHooks } from "./types";
import { writtenKind } from "./written";

export type { DocumentKindHooks, StartFacts } from "./types";

/** Every kind's hooks (decision 111); a new kind is a new file here and a line below, the core unchanged. */
const HOOKS: { [K in DocumentKind]: DocumentKindHooks<K> } = {
  briefing: briefingKind,
  programa: programmeKind,
  conceito: writtenKind("conceito"),
  memorial: writtenKind("memorial"),
  justificativa: writtenKind("justificativa"),
  apresentacao: writtenKind("apresentacao"),
  referencias: referencesKind,
  orcamento: budgetKind,
  proposta: proposalKind,
  contrato: contractKind,
};

/**
 * The hooks of a kind known only at run time. The content handed to them was parsed by that
 * kind's schema (DOCUMENT_CONTENT_SCHEMAS[kind]), which is what makes the widening sound.
 */
export function kindHooks(kind: DocumentKind): DocumentKindHooks {
  return HOOKS[kind] as DocumentKindHooks;
}
