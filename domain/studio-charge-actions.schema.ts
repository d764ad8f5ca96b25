import { z } from "./zod";
import { chargeInputSchema } from "./studio-charges.schema";

/**
 * Cancelling a charge not yet paid and refunding a paid one from Prancheta (R-PAY-6, R-PAY-7;
 * decision 100, revised 2026-12-06): the request carries one idempotency key per click of the
 * confirmation, as a charge's creation does, so a double click asks Asaas once.
 */
export const chargeActionInputSchema = z.object({
  /** One per confirmation dialog: the same key again answers the same charge without asking Asaas twice. */
  idempotencyKey: chargeInputSchema.shape.idempotencyKey,
});
export type ChargeActionInput = z.output<typeof chargeActionInputSchema>;

/** What the studio can do with a charge in each status (the server applies the same rule). */
export const CANCELLABLE_STATUSES = ["pendente", "vencida"] as const;
export const REFUNDABLE_STATUSES = ["paga"] as const;
