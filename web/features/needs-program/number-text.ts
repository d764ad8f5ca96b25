import { parseDecimalBR } from "#domain/projects";
import { lotParametersSchema, programmeContentSchema, programmeRoomSchema } from "#domain/needs-program.schema";
import type { z } from "#domain/zod";

/**
 * What the programme's inputs read: text as typed in pt-BR ("12,5", "1.234,5") → the number the
 * content stores, or the pt-BR message to show under the field. The checks are the content
 * schema's, so the page refuses what the server would refuse, with the same words.
 */
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const inputFormat = new Intl.NumberFormat("pt-BR", { useGrouping: false, maximumFractionDigits: 4 });

/** 12.5 → "12,5"; null → "" (an input's text). */
export function numberText(n: number | null): string {
  return n === null ? "" : inputFormat.format(n);
}

/** "" → null; "12," (still typing) → 12; "abc" → NaN. */
export function readDecimal(text: string): number | null {
  return parseDecimalBR(text.trim().replace(/,$/, ""));
}

const NOT_A_NUMBER = "Digite um número (ex.: 12,5).";

function check<T>(schema: z.ZodType<T>, value: unknown): Parsed<T> {
  const result = schema.safeParse(value);
  return result.success ? { ok: true, value: result.data } : { ok: false, error: result.error.issues[0]?.message ?? "Valor inválido." };
}

/** A required number: blank says what is missing; the schema checks the rest. */
function requiredNumber<T>(schema: z.ZodType<T>, missing: string, scale = 1) {
  return (text: string): Parsed<T> => {
    const n = readDecimal(text);
    if (n === null) return { ok: false, error: missing };
    if (Number.isNaN(n)) return { ok: false, error: NOT_A_NUMBER };
    return check(schema, n / scale);
  };
}

/** An optional number (a lot parameter not known yet): blank is null. */
function optionalNumber<T>(schema: z.ZodType<T>) {
  return (text: string): Parsed<T | null> => {
    const n = readDecimal(text);
    if (n === null) return { ok: true, value: null };
    if (Number.isNaN(n)) return { ok: false, error: NOT_A_NUMBER };
    return check(schema, n);
  };
}

const room = programmeRoomSchema.shape;
const lot = lotParametersSchema.shape;

export const parseQuantity = requiredNumber(room.quantity, "Informe a quantidade.");
export const parseUnitArea = requiredNumber(room.unitArea, "Informe a área unitária (pode ser 0).");
/** The factor is typed in % ("25") and stored as a fraction (0.25). */
export const parseWallPercent = requiredNumber(programmeContentSchema.shape.wallFactor, "Informe o percentual (pode ser 0).", 100);
export const parseLotArea = optionalNumber(lot.area);
export const parseOccupancy = optionalNumber(lot.occupancyRate);
export const parseFloorAreaRatio = optionalNumber(lot.floorAreaRatio);
export const parsePermeability = optionalNumber(lot.permeability);
export const parseFloors = requiredNumber(lot.floors, "Informe o número de pavimentos.");

export const parseName = (text: string) => check(room.name, text);
export const parseSector = (text: string) => check(room.sector, text);
export const parseNotes = (text: string) => check(room.notes, text);

/** 0.25 → "25" for the % input. */
export const percentText = (fraction: number) => numberText(fraction * 100);

/** Numbers equal up to float noise (7 % is 0.07 one way and 0.07000000000000001 the other). */
export const sameNumber = (a: number | null, b: number | null) => (a === null || b === null ? a === b : Math.abs(a - b) < 1e-9);
