import { dayBR } from "#domain/days";

/**
 * The life of a "Proposta de serviços" (R-PROP-3, decision 094): rascunho → enviada → vista →
 * aceita / recusada, and expirada once the validity date has passed on a proposal sent and not
 * answered. Only the server moves it (it checks with `nextState`); the client portal may record
 * vista, aceita and recusada. A new version of the proposal (a save, a restore, a new generation)
 * returns it to rascunho: what the client sees and answers is always one version.
 */

export const PROPOSAL_STATES = [
  { id: "rascunho", label: "Rascunho" },
  { id: "enviada", label: "Enviada" },
  { id: "vista", label: "Vista pelo cliente" },
  { id: "aceita", label: "Aceita" },
  { id: "recusada", label: "Recusada" },
  { id: "expirada", label: "Expirada" },
] as const;
export type ProposalState = (typeof PROPOSAL_STATES)[number]["id"];
export const PROPOSAL_STATE_IDS = PROPOSAL_STATES.map((s) => s.id) as [ProposalState, ...ProposalState[]];

/** The states a transition stores (expirada is computed from the validity date, rascunho from a new version). */
export const STORED_STATES = ["enviada", "vista", "aceita", "recusada"] as const;
export type StoredState = (typeof STORED_STATES)[number];

/** Who may ask for each transition: the studio marks it sent; the client (through the portal) sees, accepts or refuses. */
export const PROPOSAL_ACTIONS = [
  { id: "enviar", to: "enviada", by: "estudio", label: "Marcar como enviada" },
  { id: "ver", to: "vista", by: "cliente", label: "Vista pelo cliente" },
  { id: "aceitar", to: "aceita", by: "cliente", label: "Aceita pelo cliente" },
  { id: "recusar", to: "recusada", by: "cliente", label: "Recusada pelo cliente" },
] as const;
export type ProposalAction = (typeof PROPOSAL_ACTIONS)[number]["id"];
export const PROPOSAL_ACTION_IDS = PROPOSAL_ACTIONS.map((a) => a.id) as [ProposalAction, ...ProposalAction[]];

export function proposalStateLabel(state: ProposalState): string {
  return PROPOSAL_STATES.find((s) => s.id === state)?.label ?? state;
}

export function actionTarget(action: ProposalAction): StoredState {
  return PROPOSAL_ACTIONS.find((a) => a.id === action)!.to;
}

/**
 * The state shown: the last stored one for the current version (rascunho when none), or expirada
 * when a sent or seen proposal's validity date (aaaa-mm-dd, the last valid day) is before `today`.
 */
export function effectiveState(stored: StoredState | null, validUntil: string, today: string): ProposalState {
  if (stored === null) return "rascunho";
  if ((stored === "enviada" || stored === "vista") && validUntil < today) return "expirada";
  return stored;
}

/** Where each state may go (before expiry is considered). */
const ALLOWED: Record<ProposalState, readonly ProposalAction[]> = {
  rascunho: ["enviar"],
  enviada: ["ver", "aceitar", "recusar"],
  vista: ["aceitar", "recusar"],
  aceita: [],
  recusada: [],
  expirada: [],
};

/**
 * The state `action` leads to from `current`, or the pt-BR reason it cannot (the server's 422).
 * `validUntil` and `today` refuse sending a proposal whose validity has already passed.
 */
export function nextState(current: ProposalState, action: ProposalAction, validUntil: string, today: string): { ok: true; state: StoredState } | { ok: false; message: string } {
  if (ALLOWED[current].includes(action)) {
    if (action === "enviar" && validUntil < today) {
      return { ok: false, message: `A validade da proposta terminou em ${dayBR(validUntil)}: altere a data de validade antes de enviá-la.` };
    }
    return { ok: true, state: actionTarget(action) };
  }
  const label = proposalStateLabel(current).toLowerCase();
  switch (current) {
    case "aceita":
    case "recusada":
      return { ok: false, message: `A proposta já foi ${label}. Para mudá-la, edite-a: a nova versão volta a rascunho.` };
    case "expirada":
      return { ok: false, message: `A proposta expirou em ${dayBR(validUntil)}. Altere a validade e envie a nova versão.` };
    case "rascunho":
      return { ok: false, message: "A proposta ainda é um rascunho: marque-a como enviada antes." };
    case "enviada":
      return { ok: false, message: "A proposta já foi enviada." };
    case "vista":
      return { ok: false, message: "A proposta já foi enviada e vista pelo cliente." };
  }
}

/** Days a new proposal stays valid (R-PROP-1): editable on the proposal. */
export const PROPOSAL_VALIDITY_DAYS = 30;
