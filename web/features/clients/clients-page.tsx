import { useId, useState } from "react";
import { Plus, Search } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { ListTable } from "../../components/list-table";
import { PageHeader } from "../../components/page-header";
import { DASHBOARD_ICONS } from "../../lib/dashboard-icons";

const Icon = DASHBOARD_ICONS.clientes;
const COLUMNS = ["Nome", "E-mail", "Projeto", "Ações"] as const;

export function ClientsPage() {
  const searchId = useId();
  const [search, setSearch] = useState("");

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Clientes"
        description="Acompanhe seus clientes, terrenos e a etapa de cada projeto."
        icon={<Icon />}
        actions={
          <Button>
            <Plus aria-hidden="true" />
            Adicionar cliente
          </Button>
        }
      />
      <Card>
        <CardContent className="pt-6">
          <div className="relative mb-4 max-w-sm">
            <label htmlFor={searchId} className="sr-only">
              Buscar clientes
            </label>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id={searchId}
              type="search"
              placeholder="Buscar clientes..."
              className="pl-9"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
          <ListTable columns={COLUMNS} emptyText="Nenhum cliente cadastrado ainda." />
        </CardContent>
      </Card>
    </div>
  );
}
