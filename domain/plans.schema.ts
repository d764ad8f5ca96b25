import { z } from "./zod";
import { PLAN_IDS } from "./plans";

export const upgradeRequestSchema = z.object({
  plan: z.enum(PLAN_IDS, { error: "Plano inválido. Escolha um dos planos da página Planos & Assinaturas." }),
});
export type UpgradeRequestInput = z.input<typeof upgradeRequestSchema>;

/** What the API returns for an upgrade request (`/api/plans/upgrade-requests`). Dates travel as ISO strings. */
export const upgradeRequestResponseSchema = z
  .object({
    id: z.string(),
    plan: z.enum(PLAN_IDS),
    status: z.literal("pending"),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "PedidoDeMudancaDePlano", description: "Um pedido de mudança de plano, pendente até o atendimento." });
export type UpgradeRequest = z.infer<typeof upgradeRequestResponseSchema>;

export const upgradeRequestListSchema = z.array(upgradeRequestResponseSchema);
