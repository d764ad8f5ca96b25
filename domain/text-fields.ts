import { z } from "zod";

/**
 * An optional text field of a form: trimmed, limited, and "" or blanks mean "not given" (null),
 * so a form can clear a field. `label` starts the pt-BR messages ("O endereço pode ter…").
 */
export const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} inválido.` })
    .trim()
    .max(max, `${label} pode ter no máximo ${max.toLocaleString("pt-BR")} caracteres.`)
    .nullish()
    .transform((v) => (v ? v : null));
