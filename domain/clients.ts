/**
 * The studio's client book (R-CLIENT-1, R-CLIENT-2): limits and the search key. The zod
 * schemas (request and response) are in clients.schema.ts.
 */

export const CLIENT_NAME_MAX = 120;
export const CLIENT_ADDRESS_MAX = 300;
export const CLIENT_NOTES_MAX = 2_000;
export const CLIENT_PAGE_SIZE = 20;
export const CLIENT_PAGE_SIZE_MAX = 100;

/** Text for search: lower case, accents removed, spaces collapsed ("José  Ávila" → "jose avila"). */
export function searchKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}
