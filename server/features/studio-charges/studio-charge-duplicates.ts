import { and, eq } from "drizzle-orm";
import { formatMoney } from "#domain/budget";
import { canManageMembers } from "#domain/studios";
import { studioCharge, studioMember } from "#server/db/schema";
import { notify, type NotifyDeps } from "#server/notifications/notify";
import { isPaid, type Charge } from "#server/payments/gateway";

/**
 * A second Asaas charge carrying one of our charges' ids, and the client paid it (R-PAY-7,
 * decision 113): it is never applied to our charge (the fee stays with the first), but money came
 * in twice, and only the studio can give it back in its own Asaas account. Its owner and
 * administrators are told once per duplicate (the notice's key), whether the webhook or the daily
 * reconciliation found it first. Returns how many people were told.
 */
export async function tellPaidDuplicate({ deps, studioId, charge }: { deps: NotifyDeps; studioId: string; charge: Charge }): Promise<number> {
  if (!isPaid(charge.status) || !charge.externalReference) return 0;
  const [ours] = await deps.db
    .select({ id: studioCharge.id, description: studioCharge.description, projectId: studioCharge.projectId, gatewayChargeId: studioCharge.gatewayChargeId })
    .from(studioCharge)
    .where(and(eq(studioCharge.id, charge.externalReference), eq(studioCharge.studioId, studioId)));
  // Not ours, or the very charge the row holds: nothing was paid twice.
  if (!ours || ours.gatewayChargeId === charge.id) return 0;
  const members = await deps.db.select({ userId: studioMember.userId, role: studioMember.role }).from(studioMember).where(eq(studioMember.studioId, studioId));
  let told = 0;
  for (const m of members.filter((member) => canManageMembers(member.role))) {
    const fresh = await notify(deps, {
      studioId,
      userId: m.userId,
      kind: "cobranca",
      title: `Pagamento em duplicidade: ${ours.description}`.slice(0, 200),
      body:
        `O cliente pagou ${formatMoney(charge.amountCents)} numa segunda cobrança do Asaas (${charge.id}) feita para a mesma parcela. ` +
        "A parcela no Prancheta continua ligada à primeira cobrança. Estorne a segunda no Asaas (Cobranças → a cobrança → Estornar) ou combine com o cliente como usar o valor.",
      link: `/dashboard/projetos/${encodeURIComponent(ours.projectId)}`,
      key: `cobranca-duplicada:${charge.id}:${m.userId}`,
    });
    if (fresh) told++;
  }
  return told;
}
