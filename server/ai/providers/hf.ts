import { type ChatMessage, type CompletionRequest, type Provider, ProviderError, type StreamEvent } from "#lib/ai-client/types";
import { type HttpReply, isRecord, joinUrl, networkError, readErrorBody, readText, startAttempt, type Timer, tryParseJson } from "#lib/ai-client/http";
import { providerMessages } from "#lib/ai-client/messages";
import { nodePost } from "./node-post";

/**
 * R-AI-3: four hosted instruction-tuned chat models, tried in this order. Default of
 * HF_MODELS (comma-separated) in config.
 */
export const DEFAULT_HF_MODELS = [
  "mistralai/Mistral-7B-Instruct-v0.2",
  "HuggingFaceH4/zephyr-7b-beta",
  "google/gemma-2-2b-it",
  "microsoft/Phi-3-mini-4k-instruct",
] as const;

/** R-AI-3: max_new_tokens 800, temperature 0.5, 20 s per model. */
export const HF_DEFAULTS = { maxNewTokens: 800, temperature: 0.5, timeoutMs: 20_000 } as const;

export interface HfProviderOptions {
  /** e.g. https://api-inference.huggingface.co */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …` (HF_TOKEN, server env only); empty sends no header. */
  token: string;
  models: readonly string[];
  /** Per model: the whole request, headers and body. */
  timeoutMs?: number;
  /** Runs the time limits (default: real timers; tests inject a manual clock). */
  timer?: Timer;
  displayName?: string;
  id?: Provider["id"];
  /** Called for each model that failed before the next one is tried (for logs). */
  onModelError?: (error: ProviderError, model: string) => void;
}

const USER = "Usuário:";
const ASSISTANT = "Assistente:";
/** Earlier turns kept in the prompt: small models have small context windows. */
const HISTORY_MESSAGES = 6;
const HISTORY_CHARS = 6_000;

/**
 * The prompt of R-AI-3: the system prompt, then "Usuário: {question}" and "Assistente:". Earlier
 * turns of the conversation (the last few) go before the question with the same markers.
 */
export function buildHfPrompt(system: string, messages: readonly ChatMessage[]): string {
  const turns = messages.filter((m) => m.role !== "system");
  let last = turns.length - 1;
  while (last >= 0 && turns[last]!.role !== "user") last--;
  const question = last >= 0 ? turns[last]!.content : "";
  const history = last > 0 ? turns.slice(0, last).slice(-HISTORY_MESSAGES) : [];
  let lines = history.map((m) => `${m.role === "user" ? USER : ASSISTANT} ${m.content.trim()}`);
  while (lines.length > 0 && lines.join("\n").length > HISTORY_CHARS) lines = lines.slice(1);
  const head = system ? `${system}\n\n` : "";
  const past = lines.length > 0 ? `${lines.join("\n")}\n` : "";
  return `${head}${past}${USER} ${question}\n${ASSISTANT}`;
}

/**
 * The answer up to the first "Assistente:" or "Usuário:" marker (the model going on to write
 * the next turns itself), trimmed. A marker the answer starts with is dropped, not cut at.
 */
export function cutHfAnswer(text: string): string {
  const body = text.replace(/^\s*Assistente:/, "");
  const at = [body.indexOf(ASSISTANT), body.indexOf(USER)].filter((i) => i >= 0);
  return (at.length > 0 ? body.slice(0, Math.min(...at)) : body).trim();
}

/**
 * The fallback provider: Hugging Face Inference `POST {baseUrl}/models/{model}`, one model
 * after the other until one answers. Not streamed: yields `model` and then the whole answer
 * as one token.
 */
export function createHfProvider(options: HfProviderOptions): Provider {
  const {
    baseUrl,
    token,
    models,
    timeoutMs = HF_DEFAULTS.timeoutMs,
    timer,
    displayName = "Hugging Face",
    id = "fallback",
    onModelError,
  } = options;
  if (models.length === 0) throw new Error("createHfProvider: a lista de modelos está vazia");

  async function ask(model: string, inputs: string, signal: AbortSignal | undefined): Promise<string> {
    const attempt = startAttempt(timeoutMs, signal, timer);
    try {
      let response: HttpReply;
      try {
        // The model id's "/" stays a path separator; each part is encoded on its own.
        const path = `models/${model.split("/").map(encodeURIComponent).join("/")}`;
        response = await nodePost(joinUrl(baseUrl, path), {
          headers: {
            "content-type": "application/json",
            accept: "application/json",
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({
            inputs,
            parameters: {
              max_new_tokens: HF_DEFAULTS.maxNewTokens,
              temperature: HF_DEFAULTS.temperature,
              return_full_text: false,
            },
          }),
          signal: attempt.signal,
        });
        if (!response.ok) {
          throw statusError(response.status, await readErrorBody(response, attempt), model, displayName);
        }
        // The timer keeps running over the body: the model's 20 s cover the whole answer,
        // however slowly it drips.
        const text = await readText(response, attempt, undefined, false);
        return cutHfAnswer(generatedText(text, model));
      } catch (error) {
        throw networkError(error, attempt, displayName, model);
      }
    } finally {
      attempt.dispose();
    }
  }

  async function* stream(request: CompletionRequest): AsyncGenerator<StreamEvent> {
    const inputs = buildHfPrompt(request.system, request.messages);
    const failures: { model: string; error: ProviderError }[] = [];
    for (const model of models) {
      if (request.signal?.aborted) throw new ProviderError("aborted", providerMessages.aborted(), { model });
      let answer: string;
      try {
        answer = await ask(model, inputs, request.signal);
        if (answer === "") throw new ProviderError("empty", providerMessages.empty(), { model, status: 200 });
      } catch (error) {
        const failure =
          error instanceof ProviderError
            ? error
            : new ProviderError("bad_response", providerMessages.badResponse(), { model, cause: error });
        if (failure.kind === "aborted") throw failure;
        failures.push({ model, error: failure });
        onModelError?.(failure, model);
        continue;
      }
      yield { type: "model", model };
      yield { type: "token", text: answer };
      return;
    }
    throw summarize(failures, displayName);
  }

  return { id, displayName, stream };
}

function generatedText(body: string, model: string): string {
  const parsed = tryParseJson(body);
  const first: unknown = Array.isArray(parsed) ? parsed[0] : parsed;
  if (isRecord(first) && typeof first.generated_text === "string") return first.generated_text;
  throw new ProviderError("bad_response", providerMessages.badResponse(), { model, status: 200 });
}

/**
 * 503 "is currently loading" → model_loading (with estimated_time); 401/403 → auth;
 * 402 (monthly credits used up) → quota; 408, 409, 429, 5xx → retryable; other statuses
 * (404: the model is not served) → bad_response.
 */
function statusError(status: number, body: string, model: string, displayName: string): ProviderError {
  const parsed = tryParseJson(body);
  const message = isRecord(parsed) && typeof parsed.error === "string" ? parsed.error : "";
  if (status === 503 && /currently loading/i.test(message)) {
    const estimated = isRecord(parsed) && typeof parsed.estimated_time === "number" ? parsed.estimated_time : undefined;
    return new ProviderError("model_loading", providerMessages.modelLoading(model, displayName, estimated), {
      status,
      model,
      estimatedSeconds: estimated,
    });
  }
  if (status === 401 || status === 403) return new ProviderError("auth", providerMessages.auth(displayName), { status, model });
  if (status === 402) return new ProviderError("quota", providerMessages.quota(displayName), { status, model });
  if (status === 429) return new ProviderError("retryable", providerMessages.rateLimited(displayName), { status, model });
  if (status === 408 || status === 409 || status >= 500) {
    return new ProviderError("retryable", providerMessages.unavailable(displayName, status), { status, model });
  }
  return new ProviderError("bad_response", providerMessages.rejected(displayName, status), { status, model });
}

/**
 * One error for "every model failed", the most telling one: a loading model (worth waiting
 * for), else a bad token (every model said 401/403), else the last model's error. `cause`
 * lists each model's failure for the logs.
 */
function summarize(failures: { model: string; error: ProviderError }[], displayName: string): ProviderError {
  const cause = failures.map(({ model, error }) => ({ model, kind: error.kind, status: error.details.status }));
  const loading = failures.find((f) => f.error.kind === "model_loading");
  if (loading) {
    const seconds = loading.error.details.estimatedSeconds;
    return new ProviderError("model_loading", providerMessages.allModelsLoading(loading.model, displayName, seconds), {
      status: 503,
      model: loading.model,
      estimatedSeconds: seconds,
      cause,
    });
  }
  if (failures.every((f) => f.error.kind === "auth")) {
    return new ProviderError("auth", providerMessages.auth(displayName), { status: failures[0]?.error.details.status, cause });
  }
  // A model that timed out already spent its 20 s: retrying the whole list would triple that.
  const timedOut = failures.find((f) => f.error.kind === "timeout");
  if (timedOut) return new ProviderError("timeout", timedOut.error.message, { ...timedOut.error.details, cause });
  const last = failures[failures.length - 1]!.error;
  return new ProviderError(last.kind, last.message, { ...last.details, cause });
}
