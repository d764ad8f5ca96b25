import { and, eq, inArray, isNotNull, isNull, lt, or } from "drizzle-orm";
import { CANCELLABLE_STATUSES, REFUNDABLE_STATUSES, type ChargeActionInput } from "#domain/studio-charge-actions.schema";
import { canManageMembers } from "#domain/studios";
import type { StudioChargeStatus } from "#domain/studio-charges";
import type { StudioCharge } from "#domain/studio-charges.schema";
import type { StudioScope } from "#server/auth/studio-scope";
import type { Db } from "#server/db/client";
import { studioCharge, studioChargeEvent, studioGatewayAccount } from "#server/db/schema";
import { cancelJob } from "#server/jobs/schedule";
import { AppError } from "#server/lib/errors";
import { GatewayError, isPaid, type Charge, type PaymentGateway } from "#server/payments/gateway";
import { accountGateway, applyStudioCharge, NO_CREDENTIALS_KEY_CONNECTED, projectCharges, type ChargesDeps } from "./studio-charges.service";

/**
 * The studio cancels a charge its client has not paid, or refunds one it has, from Prancheta
 * (R-PAY-6, R-PAY-7; decision 100, revised 2026-12-06), through the studio's own Asaas account
 * behind `PaymentGateway` ("Excluir cobrança", "Estornar cobrança"). Owner and admins only.
 *
 * - One request per click of the confirmation carries an idempotency key, recorded once per studio
 *   as a `studio_charge_event` row (`pedido:<key>`, with who asked): the same key for another
 *   charge or the other action is a 409, and a key whose request was applied never asks Asaas again.
 * - One request at a time calls Asaas for a charge: it claims the row (`claimed_until`, the lease
 *   the creation uses while the row has no gateway id yet; here the row has one, so the two never
 *   meet); parallel clicks poll the row and answer what the first one did.
 * - Asaas is read first (`getCharge`): a request that died after asking is not asked twice, and a
 *   charge paid meanwhile is not removed (409, the row moved to paga).
 * - What Asaas answers goes through `applyStudioCharge`, the webhook's own path: the status only
 *   moves forward (so PAYMENT_DELETED / PAYMENT_REFUNDED arriving later change nothing), a refund's
 *   NFS-e is cancelled as decision 113 says (server/payments/invoice-cancellation.ts through its
 *   job), and the client's pending reminders are dropped (R-PAY-9).
 * - Only the whole amount is refunded: the status model has no "partly refunded", so a partial
 *   refund would leave the cash view counting money the studio gave back.
 */

export type ChargeAction = "cancelar" | "estornar";

const CLAIM_MS = 30_000;
const WAIT_MS = 20_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The audit row's type of each action (beside Asaas's PAYMENT_* and the reconciliation's CONCILIACAO_*). */
const EVENT_TYPE: Record<ChargeAction, string> = { cancelar: "PRANCHETA_CANCELAMENTO", estornar: "PRANCHETA_ESTORNO" };
/** The status an action leaves the charge in. */
const DONE: Record<ChargeAction, StudioChargeStatus> = { cancelar: "cancelada", estornar: "estornada" };
const ALLOWED: Record<ChargeAction, readonly StudioChargeStatus[]> = { cancelar: CANCELLABLE_STATUSES, estornar: REFUNDABLE_STATUSES };

const onlyManagers = () => new AppError("forbidden", 403, "Só o proprietário ou um administrador do estúdio pode cancelar ou estornar cobranças.");
const chargeNotFound = () => new AppError("not_found", 404, "Cobrança não encontrada.");
const conflict = (message: string) => new AppError("conflict", 409, message);

/** Why the charge's status does not allow the action (409), in the studio's words. */
function notAllowed(action: ChargeAction, status: StudioChargeStatus): AppError {
  if (action === "cancelar") {
    if (status === "paga") return conflict("Esta cobrança já foi paga e não pode ser cancelada. Para devolver o valor ao cliente, use “Estornar”.");
    if (status === "estornada") return conflict("Esta cobrança já foi estornada e não pode ser cancelada.");
    return conflict("Esta cobrança já está cancelada.");
  }
  if (status === "pendente" || status === "vencida") return conflict("Esta cobrança ainda não foi paga: não há o que estornar. Para que o cliente não a pague mais, use “Cancelar cobrança”.");
  if (status === "cancelada") return conflict("Esta cobrança foi cancelada e não tem pagamento para estornar.");
  return conflict("Esta cobrança já foi estornada.");
}

/**
 * A paid boleto is not refunded from Prancheta (decision 100, revised 2026-12-06): Asaas's "Estornar
 * boleto" answers a link where the payer gives a bank account and identity documents, a step
 * Prancheta does not follow. Decided by the billing type Asaas reports for the paid charge, so a
 * payment link the client paid by boleto gets it too.
 */
export const BOLETO_NOT_REFUNDED =
  "A Prancheta não estorna pagamentos por boleto: o Asaas só devolve um boleto por um link em que o cliente informa a conta bancária e envia documentos. Devolva o valor ao cliente por Pix ou transferência, ou peça o estorno do boleto na conta Asaas. Nada mudou na cobrança.";

/** Asaas's refusal or silence in the studio's words (nothing changed in Prancheta). */
function gatewayFailure(error: unknown, action: ChargeAction): AppError {
  const facts = error instanceof GatewayError ? { gatewayKind: error.kind, gatewayStatus: error.status, gatewayCodes: error.details.map((d) => d.code) } : { err: error };
  const verb = action === "cancelar" ? "cancelar a cobrança" : "estornar a cobrança";
  if (error instanceof GatewayError && error.kind === "unauthorized") {
    return new AppError("payment_gateway_error", 502, "O Asaas recusou a chave do estúdio: conecte a conta de novo em Configurações → Cobranças aos clientes. Nada mudou na cobrança.").logged("chave do estúdio recusada", facts);
  }
  if (error instanceof GatewayError && error.kind === "not_found") {
    return conflict("O Asaas não encontrou esta cobrança na conta conectada (a conta foi trocada?). Nada mudou na Prancheta: confira a cobrança no Asaas.").logged("cobrança do estúdio não encontrada no Asaas", facts);
  }
  if (error instanceof GatewayError && (error.kind === "invalid_request" || error.kind === "invalid_document" || error.kind === "card_refused")) {
    const said = error.details.map((d) => d.description.trim()).filter(Boolean).join(" ");
    const ours =
      action === "cancelar"
        ? "O Asaas não cancelou a cobrança."
        : "O Asaas não estornou a cobrança. O estorno sai do saldo da conta Asaas do estúdio, sem as taxas já cobradas: confira se há saldo suficiente.";
    return new AppError("validation_error", 422, `${ours}${said ? ` O Asaas respondeu: ${said}` : ""} Nada mudou na cobrança.`.slice(0, 1000)).logged("gateway do estúdio recusou o pedido", facts);
  }
  return new AppError("payment_gateway_error", 502, `Não foi possível ${verb} agora: o Asaas não respondeu. Nada mudou na Prancheta; tente de novo em alguns minutos (o mesmo pedido não é feito duas vezes).`).logged("falha no gateway do estúdio", facts);
}

type Row = typeof studioCharge.$inferSelect;

async function rowOf(db: Db, studioId: string, id: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(studioCharge)
    .where(and(eq(studioCharge.id, id), eq(studioCharge.studioId, studioId), isNotNull(studioCharge.gatewayChargeId)));
  return row;
}

/** The charge as the lists show it (the project's list has every charge Asaas made, cancelled ones included). */
async function answerOf(db: Db, scope: StudioScope, row: Row, now: Date): Promise<StudioCharge> {
  const { charges } = await projectCharges({ db, scope, projectId: row.projectId, now });
  const found = charges.find((c) => c.id === row.id);
  if (!found) throw chargeNotFound();
  return found;
}

/** The studio's request, recorded once per key; what was recorded under it first. */
async function recordRequest(db: Db, scope: StudioScope, row: Row, action: ChargeAction, key: string, now: Date) {
  const eventId = `pedido:${key}`;
  await db
    .insert(studioChargeEvent)
    .values({ studioId: scope.studioId, eventId, gatewayType: EVENT_TYPE[action], chargeId: row.gatewayChargeId, body: { action, ours: row.id, by: scope.userId }, outcome: "pending", receivedAt: now })
    .onConflictDoNothing();
  const [asked] = await db.select().from(studioChargeEvent).where(and(eq(studioChargeEvent.studioId, scope.studioId), eq(studioChargeEvent.eventId, eventId)));
  if (!asked || asked.gatewayType !== EVENT_TYPE[action] || (asked.body as { ours?: unknown }).ours !== row.id) {
    throw conflict("Esta chave de idempotência já foi usada para outro pedido: recarregue a página e tente de novo.");
  }
  return eventId;
}

async function outcomeOf(db: Db, studioId: string, eventId: string): Promise<string | undefined> {
  const [asked] = await db.select({ outcome: studioChargeEvent.outcome }).from(studioChargeEvent).where(and(eq(studioChargeEvent.studioId, studioId), eq(studioChargeEvent.eventId, eventId)));
  return asked?.outcome;
}

/** Takes the right to call Asaas for this charge at `now` (the caller's clock); false when another request holds it. */
async function claim(db: Db, id: string, action: ChargeAction, claimMs: number, now: Date): Promise<boolean> {
  const taken = await db
    .update(studioCharge)
    .set({ claimedUntil: new Date(now.getTime() + claimMs) })
    .where(
      and(
        eq(studioCharge.id, id),
        isNotNull(studioCharge.gatewayChargeId),
        inArray(studioCharge.status, [...ALLOWED[action]]),
        or(isNull(studioCharge.claimedUntil), lt(studioCharge.claimedUntil, now)),
      ),
    )
    .returning({ id: studioCharge.id });
  return taken.length > 0;
}

async function release(db: Db, id: string): Promise<void> {
  await db.update(studioCharge).set({ claimedUntil: null }).where(and(eq(studioCharge.id, id), isNotNull(studioCharge.gatewayChargeId)));
}

/** The client's reminders of a charge no longer open (R-PAY-9): dropped, so none is even tried. */
async function dropReminders(db: Db, chargeId: string): Promise<void> {
  await cancelJob(db, `lembrete-cobranca:${chargeId}:antes`);
  await cancelJob(db, `lembrete-cobranca:${chargeId}:depois`);
}

/**
 * Asks Asaas, reading the charge first. Answers the charge as Asaas then holds it, or throws the
 * 409 of a charge Asaas already holds otherwise (paid before it could be cancelled, say).
 */
async function askGateway(gateway: PaymentGateway, row: Row, action: ChargeAction): Promise<{ charge: Charge; refusal?: AppError }> {
  const id = row.gatewayChargeId!;
  const before = await gateway.getCharge(id);
  if (action === "cancelar") {
    if (before.status === "deleted") return { charge: before };
    if (before.status === "pending" || before.status === "overdue") {
      await gateway.deleteCharge(id);
      return { charge: { ...before, status: "deleted" } };
    }
    return { charge: before, refusal: conflict(isPaid(before.status) ? "O cliente acabou de pagar esta cobrança no Asaas: ela não pode mais ser cancelada. Para devolver o valor, use “Estornar”." : "O Asaas não tem mais esta cobrança em aberto: ela não pode ser cancelada.") };
  }
  if (before.status === "refunded" || before.status === "refund_pending") return { charge: before };
  if (isPaid(before.status) && before.method === "boleto") return { charge: before, refusal: new AppError("validation_error", 422, BOLETO_NOT_REFUNDED) };
  if (isPaid(before.status)) return { charge: await gateway.refund(id, { description: `Estorno pedido pelo estúdio na Prancheta: ${row.description}`.slice(0, 500) }) };
  return { charge: before, refusal: conflict("O Asaas não tem esta cobrança como paga: não há o que estornar.") };
}

/** Cancels (`cancelar`) or refunds (`estornar`) one of the studio's charges; see the module's comment. */
export async function actOnCharge({
  deps,
  scope,
  chargeId,
  action,
  input,
  now = new Date(),
  claimMs = CLAIM_MS,
}: {
  deps: ChargesDeps;
  scope: StudioScope;
  chargeId: string;
  action: ChargeAction;
  input: ChargeActionInput;
  now?: Date;
  claimMs?: number;
}): Promise<StudioCharge> {
  if (!canManageMembers(scope.role)) throw onlyManagers();
  const { db } = deps;
  const row = await rowOf(db, scope.studioId, chargeId);
  if (!row) throw chargeNotFound();
  const eventId = await recordRequest(db, scope, row, action, input.idempotencyKey, now);

  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const current = (await rowOf(db, scope.studioId, chargeId))!;
    // Done already (by this key, another click, or Asaas's own event): the charge as it is.
    if (current.status === DONE[action] || (await outcomeOf(db, scope.studioId, eventId)) === "applied") return answerOf(db, scope, current, now);
    if (!ALLOWED[action].includes(current.status)) throw notAllowed(action, current.status);
    if (await claim(db, current.id, action, claimMs, now)) return perform({ deps, scope, row: current, action, eventId, now });
    if (Date.now() > deadline) throw conflict(`Outro clique ainda está ${action === "cancelar" ? "cancelando" : "estornando"} esta cobrança. Aguarde alguns segundos e recarregue a página.`);
    await sleep(100);
  }
}

async function perform({ deps, scope, row, action, eventId, now }: { deps: ChargesDeps; scope: StudioScope; row: Row; action: ChargeAction; eventId: string; now: Date }): Promise<StudioCharge> {
  const { db } = deps;
  try {
    const [account] = await db.select().from(studioGatewayAccount).where(eq(studioGatewayAccount.studioId, scope.studioId));
    if (!account) throw conflict("A conta Asaas do estúdio não está conectada: conecte-a em Configurações → Cobranças aos clientes para cancelar ou estornar cobranças.");
    if (!deps.credentialsKey) throw new AppError("unavailable", 503, NO_CREDENTIALS_KEY_CONNECTED).logged("cobrança do estúdio sem CREDENTIALS_KEY no servidor", { studioId: scope.studioId });
    let asked: Awaited<ReturnType<typeof askGateway>>;
    try {
      // The stored key opened here too: one that no longer opens is a 502 like Asaas's silence, never a 500.
      const gateway = accountGateway({ asaasBaseUrl: deps.asaasBaseUrl, credentialsKey: deps.credentialsKey, account });
      asked = await askGateway(gateway, row, action);
    } catch (error) {
      throw gatewayFailure(error, action);
    }
    // Asaas's answer through the webhook's own path: forward only, a refund's NFS-e cancelled.
    await applyStudioCharge({ db, studioId: scope.studioId, charge: asked.charge, now });
    if (asked.refusal) throw asked.refusal;
    await db.update(studioChargeEvent).set({ outcome: "applied" }).where(and(eq(studioChargeEvent.studioId, scope.studioId), eq(studioChargeEvent.eventId, eventId)));
    await dropReminders(db, row.id);
    return answerOf(db, scope, row, now);
  } finally {
    await release(db, row.id);
  }
}
