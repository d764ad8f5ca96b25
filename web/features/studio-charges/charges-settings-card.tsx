import { Link } from "react-router";
import { canManageMembers, type StudioRole } from "#domain/studios";
import { buttonVariants } from "#web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";

/** Configurações: the way to the studio's charges to its clients (R-PAY-5, R-PAY-8). */
export function ChargesSettingsCard({ role }: { role: StudioRole }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Cobranças aos clientes</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <p>Cobre as parcelas dos honorários por Pix, boleto ou link de pagamento com a conta Asaas do estúdio, e acompanhe o que entrou.</p>
        <div className="flex flex-wrap gap-2">
          {canManageMembers(role) ? (
            <Link to="/dashboard/configuracoes/cobrancas" className={buttonVariants({ variant: "outline", size: "sm" })}>
              Conta Asaas, multa e juros
            </Link>
          ) : null}
          <Link to="/dashboard/configuracoes/financeiro" className={buttonVariants({ variant: "outline", size: "sm" })}>
            Financeiro
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
