import { z } from "./zod";
import { ADDRESS_FORM_IDS, CLIENT_KIND_IDS } from "./addressing";
import { DOCUMENT_KINDS, normalizeDocument, normalizePhone } from "./br-documents";
import { CLIENT_ADDRESS_MAX, CLIENT_NAME_MAX, CLIENT_NOTES_MAX, CLIENT_PAGE_SIZE, CLIENT_PAGE_SIZE_MAX } from "./clients";
import { projectSummarySchema, recordRefSchema } from "./projects.schema";
import { nameText, optionalText } from "./text-fields";
import { authorshipFields } from "./studios.schema";

/**
 * The clients API's contract: what the dialog and the routes accept, and what the routes answer
 * (the server's return types, the tests' checks and the browser's parsing all come from here).
 * The input schema also normalises what it accepts (phone to +55 E.164, CPF/CNPJ to its
 * characters), so the server stores one form of each.
 */

/** The longest phone or CPF/CNPJ read: formatted, a valid one has some 20 characters. */
export const CLIENT_CODE_MAX = 100;

export const clientInputSchema = z.object({
  name: nameText({ missing: "Informe o nome do cliente.", max: CLIENT_NAME_MAX, tooLong: `O nome pode ter no máximo ${CLIENT_NAME_MAX} caracteres.` }),
  email: z
    .string({ error: "E-mail inválido." })
    .trim()
    .toLowerCase()
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(z.email({ error: "E-mail inválido. Confira o endereço, ex.: nome@exemplo.com.br" }).max(254).nullable()),
  // At most CLIENT_CODE_MAX characters, refused before they are parsed (decision 067); a valid one has ~20.
  phone: z
    .string({ error: "Telefone inválido." })
    .trim()
    .max(CLIENT_CODE_MAX, "Telefone inválido.")
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
  document: z
    .string({ error: "CPF ou CNPJ inválido." })
    .trim()
    .max(CLIENT_CODE_MAX, "CPF ou CNPJ inválido.")
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
  address: optionalText(CLIENT_ADDRESS_MAX, "O endereço"),
  notes: optionalText(CLIENT_NOTES_MAX, "As observações"),
  /** Woman, man, couple or company (R-CLIENT-3); unknown (null) for a client stored before it was asked. */
  // "" is the form's "Não informado".
  kind: z
    .enum([...CLIENT_KIND_IDS, ""], { error: "Escolha quem é o cliente: pessoa, casal ou empresa." })
    .nullish()
    .transform((v) => v || null),
  /** How texts sent to the client address them; null reads as informal. */
  addressForm: z
    .enum([...ADDRESS_FORM_IDS, ""], { error: "Tratamento inválido." })
    .nullish()
    .transform((v) => v || null),
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
/** What a caller asks for: any of the parameters, typed as the server reads them (the defaults fill the rest). */
export type ClientListQuery = Partial<z.output<typeof clientListQuerySchema>>;

// ─── Responses ───────────────────────────────────────────────────────────────────────────────

/** A row of the clients table: Nome, E-mail, Projeto, Ações. */
export const clientListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable().describe("+55 E.164, ex.: +5511987654321"),
  projects: z.array(recordRefSchema).describe("Os projetos do cliente, do mais novo ao mais antigo."),
}).meta({ id: "ClienteNaLista", description: "Uma linha da lista de clientes." });
export type ClientListItem = z.output<typeof clientListItemSchema>;

/** `GET /api/clients`: one page of the user's clients in name order. */
export const clientListSchema = z.object({
  items: z.array(clientListItemSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
}).meta({ id: "PaginaDeClientes", description: "Uma página de clientes (`items`) e quantos a busca encontrou ao todo (`total`)." });
export type ClientList = z.output<typeof clientListSchema>;

/** A client as `POST` and `PATCH /api/clients…` answer it. */
export const clientSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable().describe("+55 E.164, ex.: +5511987654321"),
  document: z.string().nullable().describe("CPF (11 dígitos) ou CNPJ (14 caracteres), sem pontuação"),
  documentType: z.enum(DOCUMENT_KINDS).nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  kind: z.enum(CLIENT_KIND_IDS).nullable().describe("pessoa_feminina, pessoa_masculina, casal ou empresa; null se ainda não informado"),
  addressForm: z.enum(ADDRESS_FORM_IDS).nullable().describe("informal (pelo nome) ou formal; null lê-se informal"),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  ...authorshipFields,
}).meta({ id: "Cliente", description: "Um cliente do escritório." });
export type Client = z.output<typeof clientSchema>;

/** `GET /api/clients/:id`: the client and their projects, newest updated first. */
export const clientDetailSchema = clientSchema
  .extend({ projects: z.array(projectSummarySchema) })
  .meta({ id: "ClienteComProjetos", description: "Um cliente e os seus projetos, do mais recentemente alterado ao mais antigo." });
export type ClientDetail = z.output<typeof clientDetailSchema>;
