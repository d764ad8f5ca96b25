import { AREA_KINDS } from "./budget";
import { idSchema } from "./ids";
import { z } from "./zod";

/**
 * The BIM import's API (R-BIM-1..3, decision 098): the preview of an uploaded IFC model against
 * the project's programme and budget, and the changes the architect ticked, applied as new
 * versions of both documents.
 */

const KIND_IDS = AREA_KINDS.map((k) => k.id) as [(typeof AREA_KINDS)[number]["id"], ...(typeof AREA_KINDS)[number]["id"][]];
const areaKindSchema = z.enum(KIND_IDS, { error: "Tipo de área inválido." });

const storeySchema = z.object({
  name: z.string(),
  elevation: z.number().nullable().meta({ description: "Cota do pavimento em metros (null quando o modelo não informa)." }),
  grossArea: z.number().nullable().meta({ description: "Área bruta em m²: a quantidade GrossFloorArea do pavimento, ou a soma dos seus ambientes." }),
  grossOrigin: z.enum(["quantidade", "soma dos ambientes"]).nullable(),
});

const spaceSchema = z.object({
  name: z.string(),
  number: z.string().nullable(),
  storey: z.string().nullable(),
  area: z.number().nullable().meta({ description: "Área útil em m² (NetFloorArea; GrossFloorArea ou a propriedade Area quando falta); null quando o modelo não informa." }),
  areaOrigin: z.enum(["NetFloorArea", "GrossFloorArea", "propriedade"]).nullable(),
});

const modelRoomSchema = z.object({
  key: z.string(),
  name: z.string(),
  storey: z.string(),
  quantity: z.number().int(),
  unitArea: z.number().nullable(),
  kind: areaKindSchema,
});

const currentRoomSchema = z.object({ id: z.string(), name: z.string(), sector: z.string(), quantity: z.number().int(), unitArea: z.number() });

const changeSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("added"), room: modelRoomSchema }),
  z.object({ type: z.literal("changed"), room: modelRoomSchema, current: currentRoomSchema }),
  z.object({ type: z.literal("same"), room: modelRoomSchema, current: currentRoomSchema }),
  z.object({ type: z.literal("removed"), current: currentRoomSchema }),
]);

export const ifcPreviewSchema = z
  .object({
    fileName: z.string(),
    model: z.object({ schema: z.string(), storeys: z.array(storeySchema), spaces: z.array(spaceSchema) }),
    rooms: z.array(modelRoomSchema),
    /** The programme as it is now: its version is the base of the apply (409 when it moved). */
    programme: z.object({ documentId: z.string(), version: z.number().int() }).nullable(),
    changes: z.array(changeSchema),
    budget: z
      .object({ documentId: z.string(), version: z.number().int(), areas: z.array(z.object({ kind: areaKindSchema, area: z.number(), coefficient: z.number() })) })
      .nullable(),
    areas: z.array(z.object({ kind: areaKindSchema, area: z.number() })),
    coveredAreaNote: z.string(),
  })
  .meta({ id: "PreviaDoModeloIfc", description: "Pavimentos e ambientes lidos do modelo IFC, a diferença para o programa de necessidades e as áreas por tipo para o orçamento." });
export type IfcPreview = z.output<typeof ifcPreviewSchema>;

const area = (label: string) =>
  z.number({ error: `${label}: informe um número.` }).min(0, `${label} não pode ser negativa.`).max(1_000_000, `${label} parece grande demais.`);

const roomIdSchema = z.string().regex(/^[a-z0-9-]{1,64}$/, "Ambiente inválido.");

export const ifcApplyInputSchema = z
  .object({
    fileName: z.string().trim().min(1, "Informe o nome do arquivo.").max(200, "O nome do arquivo pode ter no máximo 200 caracteres."),
    programme: z
      .object({
        /** The version the preview showed; null when the project had no programme. */
        baseVersion: z.number().int().min(1).nullable(),
        add: z
          .array(
            z.object({
              name: z.string().trim().min(1, "Informe o nome do ambiente.").max(120, "O nome do ambiente pode ter no máximo 120 caracteres."),
              sector: z.string().trim().max(80, "O setor pode ter no máximo 80 caracteres."),
              quantity: z.number().int("A quantidade deve ser um número inteiro.").min(1, "A quantidade deve ser pelo menos 1.").max(999, "A quantidade parece grande demais."),
              unitArea: area("A área unitária"),
            }),
          )
          .max(300, "No máximo 300 ambientes."),
        update: z
          .array(z.object({ id: roomIdSchema, quantity: z.number().int().min(1, "A quantidade deve ser pelo menos 1.").max(999), unitArea: area("A área unitária") }))
          .max(300, "No máximo 300 ambientes."),
        remove: z.array(roomIdSchema).max(300, "No máximo 300 ambientes."),
      })
      .nullable(),
    budget: z
      .object({
        baseVersion: z.number().int().min(1),
        areas: z.array(z.object({ kind: areaKindSchema, area: area("A área") })).max(AREA_KINDS.length, "Um valor por tipo de área."),
      })
      .nullable(),
  })
  .meta({ id: "AplicarModeloIfc", description: "Os ambientes marcados (novos, alterados, removidos) e as áreas por tipo a gravar no orçamento." });
export type IfcApplyInput = z.input<typeof ifcApplyInputSchema>;

export const ifcApplyResultSchema = z
  .object({
    programme: z.object({ documentId: z.string(), version: z.number().int() }).nullable(),
    budget: z.object({ documentId: z.string(), version: z.number().int() }).nullable(),
  })
  .meta({ id: "ModeloIfcAplicado", description: "As novas versões gravadas do programa e do orçamento (null quando não foram alterados)." });
export type IfcApplyResult = z.output<typeof ifcApplyResultSchema>;

export const ifcParamsSchema = z.object({ id: idSchema("Identificador inválido.").meta({ description: "Identificador (UUID) do projeto." }) });
