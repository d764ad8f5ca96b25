import { z } from "./zod";

/**
 * An optional text field of a form: trimmed, limited, and "" or blanks mean "not given" (null),
 * so a form can clear a field. `label` starts the pt-BR messages with its article ("O endereço",
 * "As observações"); the article tells the verb's number ("pode"/"podem").
 */
export const optionalText = (max: number, label: string) => {
  const plural = /^(os|as) /i.test(label);
  return z
    .string({ error: `${label} ${plural ? "devem" : "deve"} ser um texto.` })
    .trim()
    .max(max, `${label} ${plural ? "podem" : "pode"} ter no máximo ${max.toLocaleString("pt-BR")} caracteres.`)
    .nullish()
    .transform((v) => (v ? v : null));
};

/**
 * Characters a name must not hold: C0 and C1 controls (ESC, NUL, line breaks…) and the
 * bidirectional marks, embeddings, overrides and isolates (U+061C, U+200E/F, U+202A–U+202E,
 * U+2066–U+2069). Invisible when shown, they can reverse the text around a name ("U+202E" makes
 * "gpj.exe" read "exe.jpg") or forge a terminal's output. Joiners (emoji sequences) stay.
 */
const HIDDEN_CHARACTERS = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const HIDDEN_CHARACTERS_ALL = new RegExp(HIDDEN_CHARACTERS.source, "gu");

/** The refusal of a field holding one: `label` with its article ("O título da seção"). */
export const hiddenCharacterMessage = (label: string) => `${label} tem um caractere invisível ou de controle: apague-o e digite de novo.`;

export const HIDDEN_CHARACTER_MESSAGE = hiddenCharacterMessage("O nome");

/** Whether a text holds a control or bidirectional character (see HIDDEN_CHARACTERS). */
export function hasHiddenCharacters(text: string): boolean {
  return HIDDEN_CHARACTERS.test(text);
}

/** The text without its control and bidirectional characters: for names nobody typed (an uploaded file's). */
export function withoutHiddenCharacters(text: string): string {
  return text.replace(HIDDEN_CHARACTERS_ALL, "");
}

/**
 * Every free-text name (a person's, a client's, a project's, a studio's, a custom tab's): trimmed,
 * required (`missing`), at most `max` characters (`tooLong`), and refused with a pt-BR message
 * when it holds a control or bidirectional character, which a person typing never means.
 */
export const nameText = ({ missing, max, tooLong, hidden = HIDDEN_CHARACTER_MESSAGE }: { missing: string; max: number; tooLong: string; hidden?: string }) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, tooLong)
    .refine((name) => !hasHiddenCharacters(name), hidden);

/**
 * A required title (an event's, a reminder's, a section's, a room's name in a programme): the rules
 * of `nameText` with the title's own messages; `label` names it with its article ("O título do
 * evento") in the hidden-character refusal.
 */
export const titleText = ({ missing, max, tooLong, label }: { missing: string; max: number; tooLong: string; label: string }) =>
  nameText({ missing, max, tooLong, hidden: hiddenCharacterMessage(label) });

/** An optional title (a block's, a shortcut's label): `optionalText`, refusing hidden characters as `titleText` does. */
export const optionalTitleText = (max: number, label: string) =>
  optionalText(max, label).refine((title) => title === null || !hasHiddenCharacters(title), hiddenCharacterMessage(label));

/**
 * Lower case, no accents, only letters and digits separated by single spaces ("Três  suítes!" →
 * "tres suites"): the form in which free answers and questions are compared and matched.
 */
export function plainWords(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}
