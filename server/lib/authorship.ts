import { alias } from "drizzle-orm/pg-core";
import type { PersonRef } from "#domain/studios.schema";
import { user } from "#server/db/schema";

/**
 * Who created and who last changed a studio record (R-STUDIO-6): the record keeps the user ids,
 * and these two aliases of the user table read their names. A member who leaves or is removed
 * keeps their account, so their name stays on what they wrote.
 */
export const creator = alias(user, "creator");
export const editor = alias(user, "editor");

export function personRef(id: string | null, name: string | null): PersonRef | null {
  return id && name !== null ? { id, name } : null;
}
