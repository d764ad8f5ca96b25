import type { AnswerSource, ProviderErrorKind } from "./ai.schema";

/**
 * Who did the work a result shows (R-TOOL-3, decision 079): the spec's success texts only for
 * what an AI wrote; what the rules computed says so; when the rules answered because the AI
 * service failed, that is said in plain words — never an HTTP code or a model's name (those go
 * to the log), never advice the subscriber cannot follow.
 */
export const AI_DONE = { title: "Processamento concluído", description: "Os dados foram analisados com sucesso pela IA." } as const;
export const RULES_DONE_TEXT = "Calculado pelas regras do Prancheta, sem IA.";
export const AI_UNAVAILABLE_TEXT = "O serviço de IA está indisponível no momento.";

export function resultNotice(provider: AnswerSource | null, aiUnavailable = false): { title: string; description: string } {
  if (provider && provider !== "offline") return { ...AI_DONE };
  return { title: AI_DONE.title, description: aiUnavailable ? `${AI_UNAVAILABLE_TEXT} ${RULES_DONE_TEXT}` : RULES_DONE_TEXT };
}

/**
 * What a person reads when a server provider fails before answering: the spec's words (R-AI-5)
 * for a used-up quota, a timeout, an unreadable and an empty answer, which carry no code or
 * model; for every other failure (a refused key, a 5xx, a model loading) the service is said to
 * be unavailable — the provider's own message, with its codes and models, is logged.
 */
export function providerNoticeText(kind: ProviderErrorKind, message: string): string {
  switch (kind) {
    case "quota":
    case "timeout":
      return message;
    case "bad_response":
      return "Desculpe, recebi uma resposta em formato inesperado. Tente novamente.";
    case "empty":
      return "Desculpe, não consegui gerar uma resposta.";
    default:
      return `${AI_UNAVAILABLE_TEXT} Tentando serviço alternativo.`;
  }
}

/** A provider that stopped in the middle of its answer, in plain words. */
export const PROVIDER_STOPPED_TEXT = "O serviço de IA parou de responder no meio da resposta. Tente novamente em alguns instantes.";
