/**
 * The client's answers not yet accepted by the server, kept on this device (localStorage) by
 * link, so a reload, a closed tab or a dropped connection loses nothing (R-DOC-3). Only question
 * ids and the answers typed.
 */
export interface Unsent {
  answers: Record<string, string>;
  followUpAnswers: Record<string, string>;
}

export const emptyUnsent = (): Unsent => ({ answers: {}, followUpAnswers: {} });

export const hasUnsent = (u: Unsent) => Object.keys(u.answers).length > 0 || Object.keys(u.followUpAnswers).length > 0;

const key = (token: string) => `prancheta:briefing-cliente:${token}`;

const isTextRecord = (v: unknown): v is Record<string, string> =>
  typeof v === "object" && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === "string");

export function readUnsent(token: string): Unsent {
  try {
    const raw = globalThis.localStorage?.getItem(key(token));
    if (!raw) return emptyUnsent();
    const parsed = JSON.parse(raw) as Partial<Unsent>;
    return {
      answers: isTextRecord(parsed.answers) ? parsed.answers : {},
      followUpAnswers: isTextRecord(parsed.followUpAnswers) ? parsed.followUpAnswers : {},
    };
  } catch {
    return emptyUnsent();
  }
}

export function writeUnsent(token: string, unsent: Unsent): void {
  try {
    if (hasUnsent(unsent)) globalThis.localStorage?.setItem(key(token), JSON.stringify(unsent));
    else globalThis.localStorage?.removeItem(key(token));
  } catch {
    // A full or disabled storage: the answers are still sent, only the device's copy is missing.
  }
}
