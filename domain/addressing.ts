/**
 * How the product speaks of and to a client (R-CLIENT-3): clients are one woman, one man, a couple
 * or a company, and every generated sentence agrees with them in number and gender. Templates ask
 * this module for the words ("responde" / "respondem", "você" / "vocês", "o cliente" / "a
 * empresa") instead of writing one form, and counts go through `plural` so "1 referências" cannot
 * be written.
 */

export const CLIENT_KINDS = [
  { id: "pessoa_feminina", label: "Pessoa (ela)" },
  { id: "pessoa_masculina", label: "Pessoa (ele)" },
  { id: "casal", label: "Casal ou família" },
  { id: "empresa", label: "Empresa ou instituição" },
] as const;
export type ClientKind = (typeof CLIENT_KINDS)[number]["id"];
export const CLIENT_KIND_IDS = CLIENT_KINDS.map((k) => k.id) as [ClientKind, ...ClientKind[]];

/** How the client is addressed in texts sent to them: first name ("Juliana, …") or formally ("Sra. Juliana Kowalski"). */
export const ADDRESS_FORMS = [
  { id: "informal", label: "Pelo nome (você)" },
  { id: "formal", label: "Formal (o senhor / a senhora)" },
] as const;
export type AddressForm = (typeof ADDRESS_FORMS)[number]["id"];
export const ADDRESS_FORM_IDS = ADDRESS_FORMS.map((k) => k.id) as [AddressForm, ...AddressForm[]];

/** A client as templates need it. An unknown kind (a client stored before kinds existed) is treated as one person of unknown gender. */
export interface Addressee {
  name: string;
  kind: ClientKind | null;
  addressForm?: AddressForm | null;
}

const isMany = (a: Addressee) => a.kind === "casal";
const isCompany = (a: Addressee) => a.kind === "empresa";

/** "1 referência", "2 referências", "0 referências" — the one way to write a count. */
export function plural(n: number, one: string, many: string): string {
  return `${new Intl.NumberFormat("pt-BR").format(n)} ${n === 1 ? one : many}`;
}

/** A verb in the third person agreeing with the client: ("responde", "respondem"). A company is singular. */
export function verb(a: Addressee, singular: string, pluralForm: string): string {
  return isMany(a) ? pluralForm : singular;
}

/**
 * An adjective or participle agreeing with the client: forms are [feminine singular, masculine
 * singular, plural]. A company ("a empresa") takes the feminine; one person of unknown gender takes
 * the masculine, as Portuguese does for the generic.
 */
export function agree(a: Addressee, forms: readonly [feminine: string, masculine: string, plural: string]): string {
  if (isMany(a)) return forms[2];
  if (a.kind === "pessoa_feminina" || isCompany(a)) return forms[0];
  return forms[1];
}

/** The pronoun to speak to the client: "você" / "vocês", or "a senhora" / "o senhor" / "os senhores" when formal. A company is "vocês" (its people). */
export function you(a: Addressee): string {
  if (a.addressForm === "formal") {
    if (isMany(a) || isCompany(a)) return "os senhores";
    return a.kind === "pessoa_feminina" ? "a senhora" : "o senhor";
  }
  return isMany(a) || isCompany(a) ? "vocês" : "você";
}

/** The verb that goes with `you(a)`: "contou" / "contaram". */
export function youVerb(a: Addressee, singular: string, pluralForm: string): string {
  return isMany(a) || isCompany(a) ? pluralForm : singular;
}

/** The opening of a letter or message: "Olá, Juliana," / "Prezada Sra. Juliana Kowalski," / "Prezada equipe da …," (no "(as)" marker) … */
export function greeting(a: Addressee): string {
  const name = a.name.trim();
  if (a.addressForm === "formal") {
    if (isCompany(a)) return `Prezada equipe da ${name},`;
    if (isMany(a)) return `Prezados ${name},`;
    return a.kind === "pessoa_feminina" ? `Prezada Sra. ${name},` : `Prezado Sr. ${name},`;
  }
  if (isCompany(a)) return `Olá, equipe da ${name},`;
  if (isMany(a)) return `Olá, ${name},`;
  return `Olá, ${name.split(/\s+/)[0]},`;
}

/** How the client is named in the third person in a document: "a cliente", "o cliente", "os clientes", "a empresa contratante". */
export function theClient(a: Addressee): string {
  if (isCompany(a)) return "a empresa contratante";
  if (isMany(a)) return "os clientes";
  return a.kind === "pessoa_feminina" ? "a cliente" : "o cliente";
}
