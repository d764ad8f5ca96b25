import { and, eq } from "drizzle-orm";
import { formatPhone } from "#domain/br-documents";
import { DEFAULT_BRAND_COLOR, instagramLabel, websiteLabel } from "#domain/profile";
import type { Db } from "#server/db/client";
import { storedFile, studio } from "#server/db/schema";
import type { ExportBrand } from "#server/export/model";
import type { FileStorage } from "#server/storage/file-storage";

export type StudioContact = {
  cau: string | null;
  phone: string | null;
  publicEmail: string | null;
  address: string | null;
  website: string | null;
  instagram: string | null;
};

/** The contact lines printed on covers and closing slides, in a fixed order, the unknown left out. */
export function contactLines(c: StudioContact): string[] {
  return [
    c.cau ? `CAU ${c.cau}` : null,
    c.phone ? formatPhone(c.phone) : null,
    c.publicEmail,
    c.website ? websiteLabel(c.website) : null,
    c.instagram ? instagramLabel(c.instagram) : null,
    c.address,
  ].filter((line): line is string => Boolean(line));
}

/**
 * The studio's name and brand as every export prints them (R-PROFILE-3): one place, so the
 * documents, the presentations and the budgets all carry the same logo and colour. The logo is
 * its large PNG; a logo whose bytes went missing from the storage is left out, not an error.
 */
export async function loadBrand({ db, storage, studioId }: { db: Db; storage: FileStorage; studioId: string }): Promise<{ studioName: string; brand: ExportBrand }> {
  const [row] = await db.select().from(studio).where(eq(studio.id, studioId));
  const [logo] = await db
    .select({ key: storedFile.storageKey })
    .from(storedFile)
    .where(and(eq(storedFile.studioId, studioId), eq(storedFile.purpose, "logo"), eq(storedFile.variant, "pdf")));
  const bytes = logo ? await storage.get(logo.key) : null;
  return {
    studioName: row?.name ?? "",
    brand: { logo: bytes, color: row?.brandColor ?? DEFAULT_BRAND_COLOR, contact: row ? contactLines(row) : [] },
  };
}
