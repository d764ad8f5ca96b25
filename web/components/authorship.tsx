import type { PersonRef } from "#domain/studios.schema";
import { formatDate } from "#web/lib/format";
import { cn } from "#web/lib/cn";

export interface Authored {
  createdAt: string;
  createdBy: PersonRef | null;
  updatedAt: string;
  updatedBy: PersonRef | null;
}

/**
 * "Criado por Ana Souza em 12/03/2026 · editado por Bia Lima em 14/03/2026" (R-STUDIO-6). A part
 * whose person is unknown (an account that no longer exists) is left out, and so is the edit of
 * a record never changed since it was created. Null when there is nothing to say.
 */
export function authorshipText(record: Authored): string | null {
  const parts: string[] = [];
  if (record.createdBy) parts.push(`Criado por ${record.createdBy.name} em ${formatDate(record.createdAt)}`);
  if (record.updatedBy && record.updatedAt !== record.createdAt) {
    parts.push(`editado por ${record.updatedBy.name} em ${formatDate(record.updatedAt)}`);
  }
  return parts.length ? parts.join(" · ") : null;
}

/** Who created and last changed a record, under its page's title. */
export function Authorship({ record, className }: { record: Authored; className?: string }) {
  const text = authorshipText(record);
  if (!text) return null;
  // The sentence may start with "editado por" (its creator unknown): capitalised on screen only.
  return <p className={cn("text-sm text-muted-foreground first-letter:uppercase", className)}>{text}</p>;
}
