import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { buttonVariants } from "#web/components/ui/button-variants";
import { Link } from "react-router";
import { DecisionLog } from "#web/features/client-messages/components/decision-log";

/** A client's decision log on their page (R-MSG-4): what they asked, what was answered and when. */
export function ClientDecisionLogCard({ clientId }: { clientId: string }) {
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle>Mensagens e respostas</CardTitle>
          <CardDescription>O registro de decisões com este cliente.</CardDescription>
        </div>
        <Link to="/dashboard/mensagens" className={buttonVariants({ variant: "outline", size: "sm" })}>
          Registrar mensagem
        </Link>
      </CardHeader>
      <CardContent>
        <DecisionLog clientId={clientId} emptyText="Nenhuma mensagem deste cliente registrada." />
      </CardContent>
    </Card>
  );
}
