import { z } from "./zod";
import { normalizeDocument, normalizePhone, type DocumentKind } from "./br-documents";
import { optionalText } from "./text-fields";

/**
 * The studio's client book (spec §2 "Clientes", §3 client). One schema validates the dialog and
 * the API; it also normalises what it accepts (phone to +55 E.164, CPF/CNPJ to its characters),
 * so the server stores one form of each.
 */

export const CLIENT_NAME_MAX = 120;
export const CLIENT_ADDRESS_MAX = 300;
export const CLIENT_NOTES_MAX = 2_000;
export const CLIENT_PAGE_SIZE = 20;
export const CLIENT_PAGE_SIZE_MAX = 100;


export const clientInputSchema = z.object({
  nome: z
    .string({ error: "Informe o nome do cliente." })
    .trim()
    .min(1, "Informe o nome do cliente.")
    .max(CLIENT_NAME_MAX, `O nome pode ter no máximo ${CLIENT_NAME_MAX} caracteres.`),
  email: z
    .string({ error: "E-mail inválido." })
    .trim()
    .toLowerCase()
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(z.email({ error: "E-mail inválido. Confira o endereço, ex.: nome@exemplo.com.br" }).max(254).nullable()),
  telefone: z
    .string({ error: "Telefone inválido." })
    .trim()
    .nullish()
    .transform((v, ctx) => {
      if (!v) return null;
      const phone = normalizePhone(v);
      if (!phone) {
        ctx.addIssue({ code: "custom", message: "Telefone inválido. Use DDD e número, ex.: (11) 98765-4321." });
        return z.NEVER;
      }
      return phone;
    }),
  documento: z
    .string({ error: "CPF ou CNPJ inválido." })
    .trim()
    .nullish()
    .transform((v, ctx) => {
      if (!v) return null;
      const doc = normalizeDocument(v);
      if (!doc) {
        ctx.addIssue({ code: "custom", message: "CPF ou CNPJ inválido: confira os números e os dígitos verificadores." });
        return z.NEVER;
      }
      return doc.value;
    }),
  endereco: optionalText(CLIENT_ADDRESS_MAX, "O endereço"),
  observacoes: optionalText(CLIENT_NOTES_MAX, "As observações"),
});
export type ClientInput = z.input<typeof clientInputSchema>;
export type ClientData = z.output<typeof clientInputSchema>;

/** PATCH: any subset of the fields. */
export const clientPatchSchema = clientInputSchema.partial();
export type ClientPatch = z.input<typeof clientPatchSchema>;

export const clientListQuerySchema = z.object({
  search: z.string().trim().max(120, "A busca pode ter no máximo 120 caracteres.").optional().default(""),
  page: z.coerce.number({ error: "Página inválida." }).int("Página inválida.").min(1, "Página inválida.").optional().default(1),
  pageSize: z.coerce
    .number({ error: "Tamanho de página inválido." })
    .int("Tamanho de página inválido.")
    .min(1, "Tamanho de página inválido.")
    .max(CLIENT_PAGE_SIZE_MAX, `No máximo ${CLIENT_PAGE_SIZE_MAX} por página.`)
    .optional()
    .default(CLIENT_PAGE_SIZE),
});
export type ClientListQuery = z.input<typeof clientListQuerySchema>;

export interface ProjectRef {
  id: string;
  nome: string;
}

/** A row of the clients table: Nome, E-mail, Projeto, Ações. */
export interface ClientListItem {
  id: string;
  nome: string;
  email: string | null;
  telefone: string | null;
  /** The client's projects, newest first. */
  projetos: ProjectRef[];
}

export interface ClientList {
  items: ClientListItem[];
  total: number;
  page: number;
  pageSize: number;
}

export interface Client {
  id: string;
  nome: string;
  email: string | null;
  /** +55 E.164, e.g. "+5511987654321". */
  telefone: string | null;
  /** CPF (11 digits) or CNPJ (14 characters), without punctuation. */
  documento: string | null;
  documentoTipo: DocumentKind | null;
  endereco: string | null;
  observacoes: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Text for search: lower case, accents removed, spaces collapsed ("José  Ávila" → "jose avila"). */
export function searchKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}
