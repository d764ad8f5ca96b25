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
