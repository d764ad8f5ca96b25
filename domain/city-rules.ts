/**
 * Rules one city sets (São Paulo's Quota Ambiental, Natal's way of measuring the height limit)
 * are shown as that city's, with the city named, and only when the project is in it (decision
 * 078). The place is free text: a project's city ("Natal"), a tool's "localização" ("Rua das
 * Araucárias, 100 - Curitiba/PR").
 */

export type RuleCity = "São Paulo" | "Natal";

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();

/**
 * True when one part of `place` (split at commas, dashes and slashes) is the city's name,
 * optionally with its state ("São Paulo/SP", "Natal - RN"). A street named after the city
 * ("Rua Natal, 100 - Curitiba") is not the city, and "estado de São Paulo" is not the capital.
 */
export function placeIsCity(place: string | null | undefined, city: RuleCity | string): boolean {
  if (!place?.trim()) return false;
  const name = fold(city);
  return place
    .split(/[,;/()]|\s[-–—]\s|\s[-–—]|[-–—]\s/)
    .map(fold)
    .some((part) => part === name || part === `municipio de ${name}` || part === `cidade de ${name}`);
}

/** The first of the places given that is known (a form's text wins over the project's city). */
export function placeOf(...places: (string | null | undefined)[]): string {
  return places.map((p) => p?.trim() ?? "").find(Boolean) ?? "";
}
