import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { canRename } from "#domain/studios";
import { DEFAULT_BRAND_COLOR, LOGO_MAX_BYTES, LOGO_TOO_LARGE, LOGO_WRONG_TYPE, ONLY_MANAGERS_EDIT, type LogoVariant } from "#domain/profile";
import type { Preferences, Profile, ProfileInput } from "#domain/profile.schema";
import type { StudioScope } from "#server/auth/studio-scope";
import type { Db } from "#server/db/client";
import { emailChange, storedFile, studio, user } from "#server/db/schema";
import { AppError } from "#server/lib/errors";
import { checkImage } from "#server/lib/uploaded-image";
import type { FileStorage } from "#server/storage/file-storage";
import { logoImages, logoUnreadable } from "./logo";

const forbidden = () => new AppError("forbidden", 403, ONLY_MANAGERS_EDIT);
export const logoTooLarge = () => new AppError("validation_error", 413, LOGO_TOO_LARGE, { file: LOGO_TOO_LARGE });
const logoWrongType = () => new AppError("validation_error", 422, LOGO_WRONG_TYPE, { file: LOGO_WRONG_TYPE });

/** The person, the active studio (public data, brand, logo) and the preferences. */
export async function getProfile({ db, scope }: { db: Db; scope: StudioScope }): Promise<Profile> {
  const [person] = await db
    .select({ name: user.name, email: user.email, defaultUf: user.defaultUf, defaultStandard: user.defaultStandard, aiTone: user.aiTone, pendingEmail: emailChange.newEmail, expiresAt: emailChange.expiresAt })
    .from(user)
    .leftJoin(emailChange, eq(emailChange.userId, user.id))
    .where(eq(user.id, scope.userId));
  const [own] = await db.select().from(studio).where(eq(studio.id, scope.studioId));
  if (!person || !own) throw new AppError("not_found", 404, "Conta não encontrada.");
  const logos = await db
    .select({ id: storedFile.id, variant: storedFile.variant })
    .from(storedFile)
    .where(and(eq(storedFile.studioId, scope.studioId), eq(storedFile.purpose, "logo")));
  const logoId = (variant: LogoVariant) => logos.find((l) => l.variant === variant)?.id;
  const pdfId = logoId("pdf");
  const screenId = logoId("tela");
  return {
    user: {
      name: person.name,
      email: person.email,
      pendingEmail: person.pendingEmail && person.expiresAt && person.expiresAt > new Date() ? person.pendingEmail : null,
    },
    studio: {
      id: own.id,
      role: scope.role,
      canEdit: canRename(scope.role),
      name: own.name,
      cau: own.cau,
      phone: own.phone,
      publicEmail: own.publicEmail,
      address: own.address,
      website: own.website,
      instagram: own.instagram,
      brandColor: own.brandColor ?? DEFAULT_BRAND_COLOR,
      legalName: own.legalName,
      cnpj: own.cnpj,
      logo: pdfId && screenId ? { pdfUrl: `/api/files/${pdfId}`, screenUrl: `/api/files/${screenId}` } : null,
    },
    preferences: { defaultUf: person.defaultUf, defaultStandard: person.defaultStandard, aiTone: person.aiTone },
  };
}

type Nullable = "cau" | "phone" | "publicEmail" | "address" | "website" | "instagram" | "legalName" | "cnpj";
type ParsedProfile = { name: string; studio?: Omit<NonNullable<ProfileInput["studio"]>, Nullable> & Record<Nullable, string | null> };

/** Saves the name and, for owners and admins, the studio's data, in one transaction. */
export async function updateProfile({ db, scope, input }: { db: Db; scope: StudioScope; input: ParsedProfile }): Promise<Profile> {
  if (input.studio && !canRename(scope.role)) throw forbidden();
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.update(user).set({ name: input.name, updatedAt: now }).where(eq(user.id, scope.userId));
    if (input.studio) await tx.update(studio).set({ ...input.studio, updatedAt: now }).where(eq(studio.id, scope.studioId));
  });
  return getProfile({ db, scope });
}

export async function updatePreferences({ db, scope, preferences }: { db: Db; scope: StudioScope; preferences: Preferences }): Promise<Profile> {
  await db.update(user).set({ ...preferences, updatedAt: new Date() }).where(eq(user.id, scope.userId));
  return getProfile({ db, scope });
}

/**
 * Replaces the studio's logo (R-PROFILE-3): checked by its bytes, decoded and resized to each
 * variant; the new files are written, then the rows swapped in one transaction, then the old
 * bytes removed. A failure before the swap leaves the old logo in place and no stray bytes.
 */
export async function replaceLogo({ db, storage, scope, bytes, name }: { db: Db; storage: FileStorage; scope: StudioScope; bytes: Uint8Array; name: string }): Promise<Profile> {
  if (!canRename(scope.role)) throw forbidden();
  if (bytes.byteLength > LOGO_MAX_BYTES) throw logoTooLarge();
  // Type and pixel count from the header (R-FILE-1); logoImages then decodes, turns and writes the PNGs, without metadata.
  await checkImage(bytes, { wrongType: logoWrongType, unreadable: logoUnreadable });
  const images = await logoImages(bytes);
  const written = images.map((image) => ({ ...image, id: randomUUID() }));
  try {
    for (const image of written) await storage.put(image.id, image.png);
    const old = await db.transaction(async (tx) => {
      // Two uploads at once take turns: the second replaces the first's rows instead of failing.
      await tx.select({ id: studio.id }).from(studio).where(eq(studio.id, scope.studioId)).for("update");
      const previous = await tx
        .delete(storedFile)
        .where(and(eq(storedFile.studioId, scope.studioId), eq(storedFile.purpose, "logo")))
        .returning({ key: storedFile.storageKey });
      await tx.insert(storedFile).values(
        written.map((image) => ({
          id: image.id,
          studioId: scope.studioId,
          purpose: "logo" as const,
          variant: image.variant,
          mime: "image/png",
          size: image.png.byteLength,
          originalName: name.split(/[\\/]/).pop()?.slice(0, 200) || "logotipo",
          storageKey: image.id,
          createdBy: scope.userId,
        })),
      );
      return previous;
    });
    await Promise.all(old.map((o) => storage.delete(o.key).catch(() => undefined)));
  } catch (err) {
    await Promise.all(written.map((image) => storage.delete(image.id).catch(() => undefined)));
    throw err;
  }
  return getProfile({ db, scope });
}

export async function removeLogo({ db, storage, scope }: { db: Db; storage: FileStorage; scope: StudioScope }): Promise<Profile> {
  if (!canRename(scope.role)) throw forbidden();
  const old = await db
    .delete(storedFile)
    .where(and(eq(storedFile.studioId, scope.studioId), eq(storedFile.purpose, "logo")))
    .returning({ key: storedFile.storageKey });
  await Promise.all(old.map((o) => storage.delete(o.key).catch(() => undefined)));
  return getProfile({ db, scope });
}
