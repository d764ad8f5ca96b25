/**
 * Brazilian identifiers a client record holds: CPF, CNPJ (numeric and, from July 2026, the
 * alphanumeric format of Receita Federal's IN RFB 2.229/2024) and phone numbers. Everything is
 * stored normalised (digits, or +55 E.164 for phones) and shown formatted.
 */

const onlyDigits = (value: string) => value.replace(/\D/g, "");

/** CPF check digits: weights 10..2 then 11..2, mod 11 (< 2 → 0). */
export function isValidCpf(value: string): boolean {
  const cpf = onlyDigits(value);
  if (cpf.length !== 11 || /^(\d)\1{10}$/.test(cpf)) return false;
  const digit = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(cpf[i]) * (length + 1 - i);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return digit(9) === Number(cpf[9]) && digit(10) === Number(cpf[10]);
}

/**
 * CNPJ: 12 base characters (digits, or capital letters in the alphanumeric CNPJ, each worth its
 * ASCII code minus 48) and 2 numeric check digits, weights 2..9 from the right, mod 11.
 */
export function isValidCnpj(value: string): boolean {
  const cnpj = value.replace(/[.\-/\s]/g, "").toUpperCase();
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || /^(\d)\1{13}$/.test(cnpj)) return false;
  const digit = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) {
      const weight = ((length - 1 - i) % 8) + 2;
      sum += (cnpj.charCodeAt(i) - 48) * weight;
    }
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return digit(12) === Number(cnpj[12]) && digit(13) === Number(cnpj[13]);
}

export const DOCUMENT_KINDS = ["cpf", "cnpj"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** "123.456.789-09" → { kind: "cpf", value: "12345678909" }; null when neither is valid. */
export function normalizeDocument(value: string): { kind: DocumentKind; value: string } | null {
  const compact = value.replace(/[.\-/\s]/g, "").toUpperCase();
  if (/^\d{11}$/.test(compact)) return isValidCpf(compact) ? { kind: "cpf", value: compact } : null;
  if (compact.length === 14) return isValidCnpj(compact) ? { kind: "cnpj", value: compact } : null;
  return null;
}

/** "12345678909" → "123.456.789-09"; "12ABC34501DE35" → "12.ABC.345/01DE-35". Unknown → as is. */
export function formatDocument(value: string): string {
  if (/^\d{11}$/.test(value)) return value.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, "$1.$2.$3-$4");
  if (/^[0-9A-Z]{12}\d{2}$/.test(value)) {
    return value.replace(/^(.{2})(.{3})(.{3})(.{4})(.{2})$/, "$1.$2.$3/$4-$5");
  }
  return value;
}

/** Area codes in use (Anatel). */
const DDDS = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46, 47, 48,
  49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85, 86, 87, 88, 89,
  91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

/**
 * Any usual way of writing a Brazilian phone — "(11) 98765-4321", "11987654321",
 * "+55 11 98765-4321", "011 3456-7890" — to E.164 "+5511987654321". Mobile numbers have 9 digits
 * starting with 9; landlines 8 digits starting with 2–5. Null when it is not a valid number.
 */
export function normalizePhone(value: string): string | null {
  if (/[^\d\s()+.-]/.test(value)) return null;
  let digits = onlyDigits(value);
  if (value.trim().startsWith("+")) {
    if (!digits.startsWith("55")) return null;
    digits = digits.slice(2);
  } else if (digits.length >= 12 && digits.startsWith("55")) {
    digits = digits.slice(2);
  } else if (digits.startsWith("0")) {
    // Trunk prefix, optionally with a carrier code: 0 11 …, 0 21 11 … (carrier 21).
    digits = digits.slice(1);
    if (digits.length === 12 || digits.length === 13) digits = digits.slice(2);
  }
  if (digits.length !== 10 && digits.length !== 11) return null;
  if (!DDDS.has(Number(digits.slice(0, 2)))) return null;
  const subscriber = digits.slice(2);
  const ok = subscriber.length === 9 ? subscriber.startsWith("9") : /^[2-5]/.test(subscriber);
  return ok ? `+55${digits}` : null;
}

/** "+5511987654321" → "(11) 98765-4321"; "+551134567890" → "(11) 3456-7890". */
export function formatPhone(e164: string): string {
  const digits = e164.replace(/^\+55/, "");
  const ddd = digits.slice(0, 2);
  const rest = digits.slice(2);
  const split = rest.length - 4;
  return `(${ddd}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}

/** A mobile number (9 digits after the area code): the only kind WhatsApp is offered for. */
export function isMobilePhone(e164: string): boolean {
  return /^\+55\d{2}9\d{8}$/.test(e164);
}

/** https://wa.me/5511987654321 — WhatsApp's click-to-chat link (digits only, with country code). */
export function whatsappLink(e164: string): string {
  return `https://wa.me/${e164.replace(/\D/g, "")}`;
}
