import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The request a piece of code runs for, as far as async work reaches: the request log opens it
 * (server/lib/request-log.ts) and the logger stamps its id on every line written inside it
 * (server/lib/logger.ts), so an error line always names the request that caused it (decision 084).
 * Work a request starts and that outlives it (an AI answer, a render in the background) keeps it.
 */
const store = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `work` as part of the request `requestId`. */
export function withinRequest<T>(requestId: string, work: () => T): T {
  return store.run({ requestId }, work);
}

/** The id of the request the caller runs for (the X-Request-Id it answers with), if any. */
export function currentRequestId(): string | undefined {
  return store.getStore()?.requestId;
}

/**
 * Runs `work` outside any request. For callbacks a request happened to set up but that fire for
 * something else: a pooled connection opened during a request and closed by PostgreSQL later
 * must not log under that request's id.
 */
export function outsideRequest<T>(work: () => T): T {
  return store.exit(work);
}
