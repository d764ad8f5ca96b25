import { Plus } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "../../components/ui/table";
import { PageHeader } from "../../components/page-header";
import { DASHBOARD_ICONS } from "../../lib/dashboard-icons";

const Icon = DASHBOARD_ICONS.orcamentos;
const COLUMNS = ["Projeto", "Cliente", "Padrão", "Valor Total", "Data", "Ações"] as const;

export function BudgetsPage() {
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Orçamento automático"
        description="Estime o custo da obra pelo padrão de acabamento e pela área construída."
        icon={<Icon />}
        actions={
          <Button>
            <Plus aria-hidden="true" />
            Criar novo orçamento
          </Button>
        }
      />
      <Card>
        <CardHeader>
          <CardTitle>Orçamentos</CardTitle>
        </CardHeader>
        <CardContent>
          <Table>
            <TableHeader>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableHead key={column}>{column}</TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              <TableRow>
                <TableCell colSpan={COLUMNS.length} className="py-10 text-center text-muted-foreground">
                  Nenhum orçamento criado
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </div>
  );
}
