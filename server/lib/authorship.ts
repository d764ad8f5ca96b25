import { alias } from "drizzle-orm/pg-core";
import { apiAuthorName } from "#domain/api-tokens";
import type { PersonRef } from "#domain/studios.schema";
import { apiToken, user } from "#server/db/schema";

/**
 * Who created and who last changed a studio record (R-STUDIO-6): the record keeps the user ids,
 * and these two aliases of the user table read their names. A member who leaves or is removed
 * keeps their account, so their name stays on what they wrote.
 */
export const creator = alias(user, "creator");
export const editor = alias(user, "editor");

/** The API tokens behind a record written through the public API (R-API-2, decision 097). */
export const creatorToken = alias(apiToken, "creator_token");
export const editorToken = alias(apiToken, "editor_token");

export function personRef(id: string | null, name: string | null): PersonRef | null {
  return id && name !== null ? { id, name } : null;
}

/** The author of a write: the person, or "via API: <token's name>" when a token made it (R-API-2). */
export function authorRef(person: { id: string | null; name: string | null }, token: { id: string | null; name: string | null }): PersonRef | null {
  if (token.id && token.name !== null) return { id: token.id, name: apiAuthorName(token.name) };
  return personRef(person.id, person.name);
}
