import { MATERIALS } from "./materials-catalogue";
import { idSchema } from "./ids";
import { z } from "./zod";

const MATERIAL_IDS = new Set(MATERIALS.map((m) => m.id));

/** `POST /api/projects/{id}/materials`: a material of the catalogue for the project's specification. */
export const addProjectMaterialSchema = z.object({
  materialId: z
    .string({ error: "Escolha um material do catálogo." })
    .refine((id) => MATERIAL_IDS.has(id), "Material não encontrado no catálogo."),
  note: z.string().trim().max(500, "A observação pode ter no máximo 500 caracteres.").default(""),
});
export type AddProjectMaterialInput = z.input<typeof addProjectMaterialSchema>;

export const projectMaterialSchema = z
  .object({ materialId: z.string(), name: z.string(), category: z.string(), norm: z.string().nullable(), note: z.string(), addedAt: z.iso.datetime() })
  .meta({ id: "MaterialDoProjeto", description: "Um material do catálogo na especificação do projeto, com a observação do escritório." });
export type ProjectMaterial = z.output<typeof projectMaterialSchema>;
/** A project's specification list, in the order the materials were added. */
export const projectMaterialListSchema = z.array(projectMaterialSchema);

export const projectMaterialParamsSchema = z.object({
  id: idSchema("Identificador inválido.").meta({ description: "Identificador (UUID) do projeto." }),
  materialId: z.string().regex(/^[a-z0-9-]{1,80}$/, "Material inválido.").meta({ description: "Identificador do material no catálogo." }),
});
