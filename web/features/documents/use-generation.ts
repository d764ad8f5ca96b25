import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import type { GeneratedBy } from "#domain/generation.schema";
import type { RichBlock } from "#domain/rich-text.schema";
import { RULES_LABEL, RULES_PROVIDER } from "#domain/section-rewrite-rules";
import { ApiError, errorMessage } from "#web/lib/api";
import { useRefreshDocuments } from "#web/lib/documents/api";
import { streamGeneration, type GenerationRequest } from "./api/generation-stream";

export interface GenerationProgress {
  sections: { key: string; title: string }[];
  /** The section being written now. */
  current: string | null;
  /** Sections finished so far. */
  finished: Record<string, RichBlock[]>;
  /** The provider's text of the section being written, as it arrives. */
  streamed: Record<string, string>;
}

const IDLE: GenerationProgress = { sections: [], current: null, finished: {}, streamed: {} };

/** The toast says who did the work: the AI, the rules or the offline generator (decision 072). */
export function doneMessage(request: GenerationRequest, by: GeneratedBy, version: number): string {
  if (request.type === "draft") return `Rascunho salvo como versão ${version}.`;
  if (by.source === "offline" && by.provider === RULES_PROVIDER) return `Seção ${RULES_LABEL} e salva como versão ${version}.`;
  if (by.source === "offline") return `Seção reescrita pelo gerador offline (sem IA) e salva como versão ${version}.`;
  return `Seção reescrita e salva como versão ${version}.`;
}

/**
 * Runs a draft or a section's rewrite (R-DOC-6) and follows its stream: which section is being
 * written, its text as it arrives, each section when done. At the end the document's cache takes
 * the saved version (the editor then shows it). A 402 leaves `offerOffline` set: the same request
 * again with the offline generator. Leaving the page stops reading, not the generation: the server
 * saves the draft anyway.
 */
export function useGeneration() {
  const refresh = useRefreshDocuments();
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<GenerationProgress>(IDLE);
  const [offerOffline, setOfferOffline] = useState<{ request: GenerationRequest; message: string } | null>(null);
  const [lastGeneratedBy, setLastGeneratedBy] = useState<GeneratedBy | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (request: GenerationRequest) => {
      if (controller.current) return;
      const abort = new AbortController();
      controller.current = abort;
      setRunning(true);
      setOfferOffline(null);
      setProgress(IDLE);
      try {
        for await (const item of streamGeneration(request, abort.signal)) {
          switch (item.event) {
            case "start":
              setProgress({ ...IDLE, sections: item.data.sections });
              break;
            case "section":
              setProgress((p) => ({ ...p, current: item.data.key, streamed: { ...p.streamed, [item.data.key]: "" } }));
              break;
            case "token":
              setProgress((p) => ({ ...p, streamed: { ...p.streamed, [item.data.key]: (p.streamed[item.data.key] ?? "") + item.data.text } }));
              break;
            case "sectionDone":
              setProgress((p) => ({ ...p, finished: { ...p.finished, [item.data.key]: item.data.blocks } }));
              break;
            case "notice":
              toast.info(item.data.message);
              break;
            case "done":
              refresh(item.data.document);
              setLastGeneratedBy(item.data.generatedBy);
              toast.success(doneMessage(request, item.data.generatedBy, item.data.document.version));
              break;
            case "error":
              // Nothing to save on purpose (decision 072): said as it is, not as a failure.
              if (item.data.code === "needs_ai" || item.data.code === "unchanged") toast.info(item.data.message);
              else toast.error("A geração não terminou", { description: `${item.data.message} O texto anterior foi mantido.` });
              break;
          }
        }
      } catch (err) {
        if (err instanceof ApiError && err.status === 402) setOfferOffline({ request, message: err.message });
        else toast.error("Não foi possível gerar o texto", { description: errorMessage(err) });
      } finally {
        controller.current = null;
        setRunning(false);
        setProgress(IDLE);
      }
    },
    [refresh],
  );

  const retryOffline = useCallback(() => {
    if (!offerOffline) return;
    void start({ ...offerOffline.request, allowOffline: true });
  }, [offerOffline, start]);

  return { running, progress, start, offerOffline, dismissOffline: () => setOfferOffline(null), retryOffline, lastGeneratedBy };
}
