import { formatDocument, formatPhone } from "#domain/br-documents";
import { instagramLabel } from "#domain/profile";
import { studioProfileInputSchema, type Profile, type StudioProfileInput } from "#domain/profile.schema";

/** The studio's public data as its inputs show it ("" for a blank one), without the brand colour (the brand card's). */
export type StudioFields = { [K in Exclude<keyof StudioProfileInput, "brandColor">]: string };

export function studioFieldsOf(studio: Profile["studio"]): StudioFields {
  return {
    name: studio.name,
    cau: studio.cau ?? "",
    phone: studio.phone ? formatPhone(studio.phone) : "",
    publicEmail: studio.publicEmail ?? "",
    address: studio.address ?? "",
    website: studio.website ?? "",
    instagram: studio.instagram ? instagramLabel(studio.instagram) : "",
    legalName: studio.legalName ?? "",
    cnpj: studio.cnpj ? formatDocument(studio.cnpj) : "",
  };
}

/** The studio's stored data, as `PUT /api/profile` takes it back (a card that saves only part of it sends the rest as it is). */
export function storedStudioInput(studio: Profile["studio"]): StudioProfileInput {
  return {
    name: studio.name,
    cau: studio.cau,
    phone: studio.phone,
    publicEmail: studio.publicEmail,
    address: studio.address,
    website: studio.website,
    instagram: studio.instagram,
    brandColor: studio.brandColor,
    legalName: studio.legalName,
    cnpj: studio.cnpj,
  };
}

export const studioFieldsSchema = studioProfileInputSchema.omit({ brandColor: true });
