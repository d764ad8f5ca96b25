export { createOpenAiProvider, OPENAI_DEFAULTS, type OpenAiProviderOptions } from "#lib/ai-client/openai-compatible";
export { buildHfPrompt, createHfProvider, cutHfAnswer, DEFAULT_HF_MODELS, HF_DEFAULTS, type HfProviderOptions } from "./hf";
export { providerMessages } from "#lib/ai-client/messages";
