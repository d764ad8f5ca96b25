/**
 * pt-BR texts of provider failures. The required wording (R-AI-5) where there is one; ours, in
 * the same tone, where there is not. None of them ever carries a credential or
 * the provider's raw error message (OpenAI echoes part of the key in its 401 text).
 */
export const providerMessages = {
  /** R-AI-5, no key. */
  noKey: (provider: string) => `Chave API ${provider} não configurada.`,
  auth: (provider: string) => `Chave API ${provider} inválida ou sem permissão.`,
  /** R-AI-5, quota exhausted. */
  quota: (provider: string) => `Limite de cota da ${provider} excedido. Tentando serviço alternativo.`,
  /** R-AI-5, timeout. */
  timeout: (provider: string) =>
    `Tempo limite excedido ao se conectar com a ${provider}. Tentando serviço alternativo.`,
  unavailable: (provider: string, status?: number) =>
    `O serviço ${provider} está indisponível no momento${status !== undefined ? ` (HTTP ${status})` : ""}.`,
  rateLimited: (provider: string) => `Muitas requisições para a ${provider} no momento.`,
  connection: (provider: string) => `Não foi possível se conectar com a ${provider}.`,
  rejected: (provider: string, status: number) =>
    `A ${provider} recusou a requisição (HTTP ${status}). Verifique o modelo e o endereço configurados.`,
  /** R-AI-5, unreadable answer. */
  badResponse: () => "Desculpe, recebi uma resposta em formato inesperado. Tente novamente.",
  /** R-AI-5, empty answer. */
  empty: () => "Desculpe, não consegui gerar uma resposta.",
  aborted: () => "A solicitação foi cancelada.",
  modelLoading: (model: string, provider: string, seconds?: number) =>
    `O modelo ${model} está carregando no ${provider}${
      seconds !== undefined ? ` (cerca de ${Math.ceil(seconds)} s)` : ""
    }. Tentando o próximo modelo.`,
  allModelsLoading: (model: string, provider: string, seconds?: number) =>
    `O modelo ${model} está carregando no ${provider}${
      seconds !== undefined ? ` (cerca de ${Math.ceil(seconds)} s)` : ""
    }. Tente novamente em instantes.`,
};
