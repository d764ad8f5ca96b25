import type { core } from "zod";

/**
 * Zod's own messages — the ones a schema does not word itself (a wrong type, an unknown option,
 * a body that is not an object) — in Brazilian Portuguese, written for the person filling in a
 * form. Zod ships only a European Portuguese locale ("registo", "Demasiado grande", "vetor"),
 * worded for developers ("esperava …, recebeu …").
 */

const number = (n: number | bigint) => (typeof n === "bigint" ? n.toString() : n.toLocaleString("pt-BR"));

/** What a value should have been, as a user would say it. */
const EXPECTED: Record<string, string> = {
  string: "um texto",
  number: "um número",
  int: "um número inteiro",
  bigint: "um número inteiro",
  boolean: "sim ou não (verdadeiro ou falso)",
  date: "uma data",
  array: "uma lista",
  tuple: "uma lista",
  object: "os dados como um objeto JSON",
  record: "os dados como um objeto JSON",
  map: "os dados como um objeto JSON",
  set: "uma lista",
  file: "um arquivo",
};

const FORMAT: Record<string, string> = {
  email: "E-mail inválido.",
  url: "Endereço (URL) inválido.",
  uuid: "Identificador inválido.",
  guid: "Identificador inválido.",
  date: "Data inválida. Use o formato aaaa-mm-dd.",
  datetime: "Data e hora inválidas.",
  time: "Hora inválida.",
};

const UNIT: Record<string, [one: string, many: string]> = {
  string: ["caractere", "caracteres"],
  array: ["item", "itens"],
  set: ["item", "itens"],
  file: ["byte", "bytes"],
};

function counted(n: number | bigint, origin: string): string | undefined {
  const unit = UNIT[origin];
  if (!unit) return undefined;
  return `${number(n)} ${Number(n) === 1 ? unit[0] : unit[1]}`;
}

function listOfValues(values: readonly unknown[]): string {
  const shown = values.map((v) => (typeof v === "string" ? `“${v}”` : String(v)));
  return shown.length > 1 ? `${shown.slice(0, -1).join(", ")} ou ${shown.at(-1)}` : (shown[0] ?? "");
}

export const zodPtBrError: core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return "Campo obrigatório.";
      return `Valor inválido: informe ${EXPECTED[issue.expected] ?? "um valor do tipo esperado"}.`;
    case "invalid_value":
      return issue.values.length === 1
        ? `Valor inválido: use ${listOfValues(issue.values)}.`
        : `Opção inválida. Escolha ${listOfValues(issue.values)}.`;
    case "too_big": {
      // Lengths and counts are whole numbers: "< 4" is "at most 3".
      const amount = counted(issue.inclusive ? issue.maximum : Number(issue.maximum) - 1, issue.origin);
      if (amount) return `Grande demais: no máximo ${amount}.`;
      return issue.inclusive
        ? `Valor alto demais: o máximo é ${number(issue.maximum)}.`
        : `Valor alto demais: deve ser menor que ${number(issue.maximum)}.`;
    }
    case "too_small": {
      const least = issue.inclusive ? issue.minimum : Number(issue.minimum) + 1;
      if (issue.origin === "string" && Number(least) === 1) return "Campo obrigatório.";
      const amount = counted(least, issue.origin);
      if (amount) return `Pequeno demais: no mínimo ${amount}.`;
      return issue.inclusive
        ? `Valor baixo demais: o mínimo é ${number(issue.minimum)}.`
        : `Valor baixo demais: deve ser maior que ${number(issue.minimum)}.`;
    }
    case "invalid_format":
      return FORMAT[issue.format] ?? "Formato inválido.";
    case "not_multiple_of":
      return `Valor inválido: deve ser múltiplo de ${number(issue.divisor)}.`;
    case "unrecognized_keys":
      return issue.keys.length === 1
        ? `Campo não reconhecido: ${issue.keys[0]}.`
        : `Campos não reconhecidos: ${issue.keys.join(", ")}.`;
    case "invalid_key":
    case "invalid_element":
    case "invalid_union":
    case "custom":
    default:
      return "Valor inválido.";
  }
};
