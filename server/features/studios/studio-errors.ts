import { planOrDefault } from "#domain/plans";
import { seatsPhrase } from "#domain/studios";
import { AppError } from "#server/lib/errors";

/** The studios feature's pt-BR refusals, in one place so the routes can document them. */
export const memberNotFound = () => new AppError("not_found", 404, "Membro não encontrado.");
export const invitationNotFound = () => new AppError("not_found", 404, "Convite não encontrado.");
/** The studio went away while the request ran (deleted by its owner). */
export const studioGone = () => new AppError("not_found", 404, "Estúdio não encontrado.");
export const forbidden = (message: string) => new AppError("forbidden", 403, message);
export const conflict = (message: string) => new AppError("conflict", 409, message);

export const ONLY_OWNER = "Só o proprietário do estúdio pode fazer isso.";
export const ONLY_MANAGERS = "Só o proprietário ou um administrador do estúdio pode fazer isso.";

/** 402 naming the plan, its seats and where to upgrade (R-STUDIO-3). */
export function seatsExhausted(planId: string): AppError {
  const plan = planOrDefault(planId);
  return new AppError(
    "quota_exceeded",
    402,
    `O plano ${plan.name} permite ${seatsPhrase(plan)} no estúdio, contando os convites pendentes. ` +
      "Para convidar mais pessoas, faça upgrade em Planos & Assinaturas (/dashboard/planos).",
  );
}
