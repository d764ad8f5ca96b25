import { FORMER_MEMBER } from "#domain/studios";
import type { PersonRef } from "#domain/studios.schema";
import { formatDate } from "#web/lib/format";
import { cn } from "#web/lib/cn";

export interface Authored {
  createdAt: string;
  createdBy: PersonRef | null;
  updatedAt: string;
  updatedBy: PersonRef | null;
}

export { FORMER_MEMBER };

const nameOf = (person: PersonRef | null) => person?.name ?? FORMER_MEMBER;

/**
 * "Criado por Ana Souza em 12/03/2026 · editado por Bia Lima em 14/03/2026" (R-STUDIO-6); a
 * person whose account no longer exists is "Ex-membro". The edit of a record never changed since
 * it was created is left out.
 */
export function authorshipText(record: Authored): string {
  const parts = [`Criado por ${nameOf(record.createdBy)} em ${formatDate(record.createdAt)}`];
  if (record.updatedAt !== record.createdAt) parts.push(`editado por ${nameOf(record.updatedBy)} em ${formatDate(record.updatedAt)}`);
  return parts.join(" · ");
}

/** Who created and last changed a record, under its page's title. */
export function Authorship({ record, className }: { record: Authored; className?: string }) {
  return <p className={cn("text-sm text-muted-foreground", className)}>{authorshipText(record)}</p>;
}
