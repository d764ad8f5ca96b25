import { Link } from "react-router";
import { planOrDefault } from "#domain/plans";
import { PlanUsageList } from "#web/components/plan-usage";
import { buttonVariants } from "#web/components/ui/button-variants";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { useCurrentUser } from "#web/lib/dashboard-context";
import { usePlanUsage } from "#web/lib/plan-usage";

/** "Plano e uso" (R-PLAN-5): how much of the studio's plan is used, and the way to Planos. */
export function PlanUsageCard() {
  const me = useCurrentUser();
  const { usage } = usePlanUsage(me.usage);
  return (
    <Card aria-labelledby="plano-e-uso">
      <CardHeader>
        <CardTitle id="plano-e-uso">Plano e uso</CardTitle>
        <CardDescription>
          Plano {planOrDefault(me.plan).name} do estúdio {me.studio.name}: o que já foi usado.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {usage ? <PlanUsageList usage={usage} /> : null}
        <div className="flex flex-wrap gap-2">
          <Link to="/dashboard/planos" className={buttonVariants({ variant: "outline", size: "sm" })}>
            Ver planos
          </Link>
          {/* R-PAY-4: the subscription, its next charge and its history. */}
          <Link to="/dashboard/configuracoes/assinatura" className={buttonVariants({ variant: "outline", size: "sm" })}>
            Assinatura e cobrança
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
