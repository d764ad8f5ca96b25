import { z } from "./zod";
import { PLAN_IDS, type PlanId } from "./plans";

export const upgradeRequestSchema = z.object({
  plan: z.enum(PLAN_IDS, { error: "Plano inválido. Escolha um dos planos da página Planos & Assinaturas." }),
});
export type UpgradeRequestInput = z.input<typeof upgradeRequestSchema>;

/** What the API returns for an upgrade request. */
export interface UpgradeRequest {
  id: string;
  plan: PlanId;
  status: "pending";
  createdAt: string;
}
