import { plural } from "#domain/addressing";
import { lateTermsPhrase } from "#domain/service-contract/payment-terms";
import { REMINDER_DAYS_AFTER, REMINDER_DAYS_BEFORE } from "#domain/studio-charges";
import type { ProjectCharges } from "#domain/studio-charges.schema";
import { formatDate } from "#web/lib/format";

/**
 * Where a new charge's fine, interest and reminders come from (R-PAY-6, R-PAY-9): the signed
 * contract ("conforme o contrato assinado em dd/MM/yyyy") or the charge account's defaults.
 */
export function ChargeTermsLine({ terms }: { terms: NonNullable<ProjectCharges["terms"]> }) {
  const phrase = lateTermsPhrase(terms);
  const source = terms.source === "contrato" && terms.signedAt ? `conforme o contrato assinado em ${formatDate(terms.signedAt)}` : "padrão da conta de cobrança";
  return (
    <div className="space-y-1 rounded-md bg-muted p-3 text-sm" data-testid="condicoes-da-cobranca">
      <p>
        {phrase.charAt(0).toUpperCase()}
        {phrase.slice(1)}, {source}.
      </p>
      <p className="text-muted-foreground">
        {terms.sendReminders
          ? `O cliente recebe lembretes por e-mail ${plural(REMINDER_DAYS_BEFORE, "dia", "dias")} antes do vencimento e ${plural(REMINDER_DAYS_AFTER, "dia", "dias")} depois, enquanto não pagar.`
          : "Sem lembretes ao cliente: o contrato assinado não os prevê."}
      </p>
    </div>
  );
}
