import { format } from "date-fns";
import { ptBR } from "date-fns/locale/pt-BR";
import { CalendarDays, Plus } from "lucide-react";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { EmptyState } from "#web/components/empty-state";
import { PageHeader } from "#web/components/page-header";
import { DASHBOARD_ICONS } from "#web/lib/dashboard-icons";

const Icon = DASHBOARD_ICONS.calendario;

function dayHeading(date: Date): string {
  const text = format(date, "EEEE, dd 'de' MMMM", { locale: ptBR });
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function CalendarPage() {
  const today = new Date();

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title="Calendário do Arquiteto"
        description="Organize prazos, reuniões e entregas de cada projeto."
        icon={<Icon />}
        actions={
          <Button>
            <Plus aria-hidden="true" />
            Adicionar evento
          </Button>
        }
      />
      <Card>
        <CardHeader>
          <CardTitle>{dayHeading(today)}</CardTitle>
          <CardDescription>Nenhum evento agendado para este dia.</CardDescription>
        </CardHeader>
        <CardContent>
          <EmptyState icon={<CalendarDays />} className="min-h-[300px]">
            Clique em “Adicionar evento” para agendar seu primeiro compromisso.
          </EmptyState>
        </CardContent>
      </Card>
    </div>
  );
}
