import { useCallback, useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { PublicBriefing } from "#domain/client-briefing.schema";
import { ApiError, errorMessage } from "#web/lib/api";
import { briefingQueries, savePublicBriefing } from "#web/api/briefing";
import { emptyUnsent, hasUnsent, readUnsent, writeUnsent, type Unsent } from "./unsent-store";

export type ClientSaveStatus = "inicial" | "pendente" | "salvando" | "salvo" | "sem-conexao" | "erro";

const RETRY_MS = 5_000;
const RATE_LIMITED_RETRY_MS = 30_000;

/** What is still unsent after `sent` went through: answers changed again meanwhile stay. */
function minus(current: Unsent, sent: Unsent): Unsent {
  const rest = (now: Record<string, string>, gone: Record<string, string>) =>
    Object.fromEntries(Object.entries(now).filter(([id, text]) => gone[id] !== text));
  return { answers: rest(current.answers, sent.answers), followUpAnswers: rest(current.followUpAnswers, sent.followUpAnswers) };
}

/** Only questions the briefing has (an answer kept on the device for a follow-up since removed is dropped). */
function known(unsent: Unsent, briefing: PublicBriefing | undefined): Unsent {
  if (!briefing) return unsent;
  const followUps = new Set(briefing.content.followUps.map((f) => f.id));
  return {
    answers: unsent.answers,
    followUpAnswers: Object.fromEntries(Object.entries(unsent.followUpAnswers).filter(([id]) => followUps.has(id))),
  };
}

/** The briefing as the client sees it: the server's answers with this device's unsent ones on top. */
export function withUnsent(briefing: PublicBriefing, unsent: Unsent): PublicBriefing["content"] {
  const { content } = briefing;
  return {
    ...content,
    answers: { ...content.answers, ...unsent.answers },
    followUps: content.followUps.map((f) => (f.id in unsent.followUpAnswers ? { ...f, answer: unsent.followUpAnswers[f.id]! } : f)),
  };
}

/**
 * The client's autosave (R-DOC-3): each change is kept on the device at once and, after a pause,
 * only the changed answers are sent (the server merges them into the latest version, so nothing
 * the architect wrote meanwhile is overwritten). Without a connection it retries; a link
 * cancelled or expired meanwhile ends the page (`gone`, the server's message).
 */
export function useClientAnswers(token: string, ready: boolean, { debounceMs = 1_500 }: { debounceMs?: number } = {}) {
  const queryClient = useQueryClient();
  const [unsent, setUnsent] = useState<Unsent>(() => readUnsent(token));
  const [status, setStatus] = useState<ClientSaveStatus>("inicial");
  const [error, setError] = useState<string | null>(null);
  const [gone, setGone] = useState<string | null>(null);
  const unsentRef = useRef(unsent);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef(false);
  const again = useRef(false);
  const sendRef = useRef<() => Promise<void>>(() => Promise.resolve());

  const keep = useCallback(
    (next: Unsent) => {
      unsentRef.current = next;
      setUnsent(next);
      writeUnsent(token, next);
    },
    [token],
  );

  const later = useCallback((ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void sendRef.current(), ms);
  }, []);

  const send = useCallback(async () => {
    clearTimeout(timer.current);
    if (inFlight.current) {
      again.current = true;
      return;
    }
    const briefing = queryClient.getQueryData<PublicBriefing>(briefingQueries.publicBriefing(token).queryKey);
    const snapshot = known(unsentRef.current, briefing);
    if (!hasUnsent(snapshot)) {
      if (hasUnsent(unsentRef.current)) keep(emptyUnsent());
      return;
    }
    inFlight.current = true;
    setStatus("salvando");
    try {
      await savePublicBriefing(token, snapshot);
      queryClient.setQueryData<PublicBriefing>(briefingQueries.publicBriefing(token).queryKey, (b) => (b ? { ...b, content: withUnsent(b, snapshot) } : b));
      const rest = minus(unsentRef.current, snapshot);
      keep(rest);
      setError(null);
      if (hasUnsent(rest)) {
        setStatus("pendente");
        again.current = true;
      } else {
        setStatus("salvo");
      }
    } catch (err) {
      if (err instanceof ApiError && err.status === 0) {
        setStatus("sem-conexao");
        later(RETRY_MS);
      } else if (err instanceof ApiError && err.status === 404) {
        setGone(err.message);
      } else if (err instanceof ApiError && err.status === 422) {
        // The answers the server refused (a question the architect removed meanwhile, a text too
        // long) are dropped, so that they do not block every later answer; the rest is resent.
        const refused = new Set(Object.keys(err.fields ?? {}));
        const drop = (kind: keyof Unsent) => Object.fromEntries(Object.entries(unsentRef.current[kind]).filter(([id]) => !refused.has(`${kind}.${id}`)));
        keep(refused.size > 0 ? { answers: drop("answers"), followUpAnswers: drop("followUpAnswers") } : emptyUnsent());
        setStatus("erro");
        setError(errorMessage(err));
        void queryClient.invalidateQueries({ queryKey: briefingQueries.publicBriefing(token).queryKey });
        later(debounceMs);
      } else {
        setStatus("erro");
        setError(errorMessage(err));
        if (err instanceof ApiError && (err.status === 429 || err.status >= 500)) later(err.status === 429 ? RATE_LIMITED_RETRY_MS : RETRY_MS);
      }
    } finally {
      inFlight.current = false;
      if (again.current) {
        again.current = false;
        later(debounceMs);
      }
    }
  }, [token, queryClient, keep, debounceMs, later]);

  useEffect(() => {
    sendRef.current = send;
  }, [send]);

  // Answers left on this device by an earlier visit go as soon as the briefing is loaded.
  useEffect(() => {
    if (ready && hasUnsent(unsentRef.current)) later(0);
    return () => clearTimeout(timer.current);
  }, [ready, later]);

  // A phone switching apps or locking may never come back to this tab: send what is pending now.
  // Back online: send at once rather than at the next retry.
  useEffect(() => {
    const now = () => {
      if (hasUnsent(unsentRef.current)) void sendRef.current();
    };
    const onHide = () => {
      if (document.visibilityState === "hidden") now();
    };
    document.addEventListener("visibilitychange", onHide);
    window.addEventListener("online", now);
    return () => {
      document.removeEventListener("visibilitychange", onHide);
      window.removeEventListener("online", now);
    };
  }, []);

  const change = useCallback(
    (kind: keyof Unsent, id: string, text: string) => {
      const current = unsentRef.current;
      keep({ ...current, [kind]: { ...current[kind], [id]: text } });
      setError(null);
      setStatus((s) => (s === "salvando" || s === "sem-conexao" ? s : "pendente"));
      if (inFlight.current) again.current = true;
      else later(debounceMs);
    },
    [keep, debounceMs, later],
  );

  return {
    unsent,
    status,
    error,
    gone,
    answer: useCallback((id: string, text: string) => change("answers", id, text), [change]),
    answerFollowUp: useCallback((id: string, text: string) => change("followUpAnswers", id, text), [change]),
  };
}
