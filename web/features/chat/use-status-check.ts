import { useEffect, useRef } from "react";
import { useQuery } from "@tanstack/react-query";
import { toast } from "sonner";
import type { AiStatus } from "#domain/ai.schema";
import { fetchAiStatus } from "#web/api/chat";
import { isReadyKey, isUsableKey } from "#web/lib/api-key-store";
import { KEY_CHECK_MS, type ChatAction, type KeyStatus } from "./chat-state";

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Which service answers first, for the "Serviço de IA pronto" toast; null when only the offline base. */
function mainService(status: AiStatus | undefined, apiKey: string | null): string | null {
  if (isUsableKey(apiKey)) return "As perguntas vão direto à OpenAI com a sua chave.";
  if (status?.primary === "ready") return "O serviço principal de IA do Prancheta está respondendo.";
  if (status?.fallback === "ready") return "O modelo alternativo de IA está respondendo.";
  return null;
}

/**
 * The key status check (R-CHAT-8): "checking" until the server says which of its AI services
 * can answer, shown for at least 500 ms so the banner does not flash; then valid.
 * Returns whether a primary provider (the user's ready key or the server's) is available:
 * undefined while unknown.
 */
export function useStatusCheck({
  keyStatus,
  apiKey,
  dispatch,
}: {
  keyStatus: KeyStatus;
  apiKey: string | null;
  dispatch: (action: ChatAction) => void;
}): boolean | undefined {
  const status = useQuery({ queryKey: ["ai-status"], queryFn: fetchAiStatus, retry: 1 });
  const refetch = status.refetch;
  const apiKeyRef = useRef(apiKey);
  useEffect(() => {
    apiKeyRef.current = apiKey;
  }, [apiKey]);

  useEffect(() => {
    if (keyStatus !== "checking") return;
    let cancelled = false;
    void Promise.all([refetch(), sleep(KEY_CHECK_MS)]).then(([result]) => {
      if (cancelled) return;
      dispatch({ type: "check-done" });
      const service = mainService(result.data, apiKeyRef.current);
      if (service) toast.success("Serviço de IA pronto", { description: service, id: "ai-ready" });
    });
    return () => {
      cancelled = true;
    };
  }, [keyStatus, refetch, dispatch]);

  if (isReadyKey(apiKey)) return true;
  if (!status.data) return status.isError ? false : undefined;
  return status.data.primary !== "off";
}
