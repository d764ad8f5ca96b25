import { useSyncExternalStore } from "react";

/**
 * The user's own AI key, kept only in this browser (R-CHAT-12: browser storage holds exactly this
 * one entry). It is sent to the AI provider directly from the browser and never to our server.
 */
export const API_KEY_STORAGE_KEY = "prancheta.chave-ia";

const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return window.localStorage.getItem(API_KEY_STORAGE_KEY);
  } catch {
    // Storage disabled (private mode, policy): behave as if no key was saved.
    return null;
  }
}

export function getApiKey(): string | null {
  return read();
}

/** False when the browser refuses to store it (storage disabled or full). */
export function saveApiKey(key: string): boolean {
  try {
    window.localStorage.setItem(API_KEY_STORAGE_KEY, key);
  } catch {
    return false;
  }
  for (const listener of listeners) listener();
  return true;
}

/** Also called at sign-out: on a shared computer the next person must not use this key. */
export function clearApiKey(): void {
  try {
    window.localStorage.removeItem(API_KEY_STORAGE_KEY);
  } catch {
    // Storage disabled: there is no key to remove.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab saving or clearing the key.
  const onStorage = (event: StorageEvent) => {
    if (event.key === API_KEY_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useApiKey(): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}

/** R-CHAT-11: counts as a primary-provider key for the ready check: "sk-" and over 20 characters. */
export function isReadyKey(key: string | null): boolean {
  return key !== null && key.startsWith("sk-") && key.length > 20;
}

/** R-CHAT-11: used for the provider at send time when longer than 20 characters. */
export function isUsableKey(key: string | null): key is string {
  return key !== null && key.length > 20;
}
