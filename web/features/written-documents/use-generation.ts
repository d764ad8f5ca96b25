import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import type { GeneratedBy } from "#domain/generation.schema";
import type { RichBlock } from "#domain/rich-text.schema";
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
              toast.success(request.type === "draft" ? `Rascunho salvo como versão ${item.data.document.version}.` : `Seção reescrita e salva como versão ${item.data.document.version}.`);
              break;
            case "error":
              toast.error("A geração não terminou", { description: `${item.data.message} O texto anterior foi mantido.` });
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
