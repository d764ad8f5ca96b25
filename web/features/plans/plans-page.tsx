import { CalendarCheck } from "lucide-react";
import type { PlanId } from "../../../domain/plans";
import { Card, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { PageHeader } from "../../components/page-header";
import { DASHBOARD_ICONS } from "../../lib/dashboard-icons";
import { useCurrentUser } from "../../lib/dashboard-context";
import { formatDate } from "../../lib/format";

const Icon = DASHBOARD_ICONS.planos;

const PLAN_NAMES: Record<PlanId, string> = {
  esboco: "Esboço",
  avancado: "Projeto Avançado",
  premium: "Projeto Premium",
  "obra-prima": "Obra-Prima",
  legado: "Legado",
};

export function PlansPage() {
  const me = useCurrentUser();
  const validUntil = formatDate(me.trialEndsAt);

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader
        title="Planos & Assinaturas"
        description="Escolha o plano ideal para o seu escritório."
        icon={<Icon />}
      />
      <div
        role="status"
        className="flex items-center gap-3 rounded-lg border border-primary/30 bg-accent px-4 py-3 text-accent-foreground"
      >
        <CalendarCheck aria-hidden="true" className="size-5 shrink-0" />
        <p className="font-medium">Seu plano atual é válido até {validUntil}</p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Plano atual: {PLAN_NAMES[me.plan]}</CardTitle>
          <CardDescription>
            {me.plan === "esboco"
              ? "Período de teste gratuito de 7 dias, sem cartão de crédito."
              : `Assinatura ativa até ${validUntil}.`}
          </CardDescription>
        </CardHeader>
      </Card>
    </div>
  );
}
