import { useEffect, useId, useState } from "react";
import { QueryState } from "#web/components/query-state";
import { Link, useNavigate } from "react-router";
import { ChevronLeft, ChevronRight, Plus, Search } from "lucide-react";
import { CLIENT_PAGE_SIZE } from "#domain/clients";
import { ListTable } from "#web/components/list-table";
import { PageHeader } from "#web/components/page-header";
import { Button, buttonVariants } from "#web/components/ui/button";
import { Card, CardContent } from "#web/components/ui/card";
import { Input } from "#web/components/ui/input";
import { TableCell, TableRow } from "#web/components/ui/table";
import { DASHBOARD_ICONS } from "#web/lib/dashboard-icons";
import { useClients } from "#web/api/clients";
import { ClientFormDialog } from "#web/features/clients/components/client-form-dialog";
import { useSearchAddress } from "./use-search-address";
import { plural } from "#domain/addressing";

const Icon = DASHBOARD_ICONS.clientes;
const COLUMNS = ["Nome", "E-mail", "Projeto", "Ações"] as const;

const PROJECTS_SHOWN = 2;

/** "Casa A, Casa B +3": the first project names of a row. */
function projectNames(projects: { name: string }[]): string {
  if (projects.length === 0) return "—";
  const shown = projects.slice(0, PROJECTS_SHOWN).map((p) => p.name).join(", ");
  return projects.length > PROJECTS_SHOWN ? `${shown} +${projects.length - PROJECTS_SHOWN}` : shown;
}

/**
 * The client book: search (accents and case ignored, also by project name), pages of 20. The
 * search and the page live in the address, so "back" from a client's page returns to them.
 */
export function ClientsPage() {
  const searchId = useId();
  const navigate = useNavigate();
  const { typed, type, search: query, page, setPage } = useSearchAddress();
  const [adding, setAdding] = useState(false);
  const list = useClients({ search: query, page, pageSize: CLIENT_PAGE_SIZE });
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  // Fewer clients than the page needs (deleted elsewhere): go to the last page that exists.
  const beyondEnd = data !== undefined && !list.isPlaceholderData && data.total > 0 && page > pages;
  useEffect(() => {
    if (beyondEnd) setPage(pages);
  }, [beyondEnd, pages, setPage]);

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Clientes"
        description="Acompanhe seus clientes, terrenos e a etapa de cada projeto."
        icon={<Icon />}
        actions={
          <Button onClick={() => setAdding(true)}>
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
              value={typed}
              onChange={(e) => type(e.target.value)}
            />
          </div>
          {!list.isSuccess ? (
            <QueryState query={list} loadingLabel="Carregando clientes" />
          ) : (
            <div aria-busy={list.isPlaceholderData} className={list.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
            <ListTable
              columns={COLUMNS}
              emptyText={query ? `Nenhum cliente encontrado para “${query}”.` : "Nenhum cliente cadastrado ainda. Use “Adicionar cliente” para começar."}
            >
              {data && data.items.length > 0
                ? data.items.map((client) => (
                    <TableRow key={client.id}>
                      <TableCell className="font-medium">
                        {/* The name opens the details too: on a phone the table scrolls sideways. */}
                        <Link to={`/dashboard/clientes/${client.id}`} className="hover:underline">
                          {client.name}
                        </Link>
                      </TableCell>
                      <TableCell>{client.email ?? "—"}</TableCell>
                      <TableCell title={client.projects.map((p) => p.name).join(", ")}>{projectNames(client.projects)}</TableCell>
                      <TableCell>
                        <Link
                          to={`/dashboard/clientes/${client.id}`}
                          className={buttonVariants({ variant: "outline", size: "sm" })}
                        >
                          Detalhes<span className="sr-only"> de {client.name}</span>
                        </Link>
                      </TableCell>
                    </TableRow>
                  ))
                : undefined}
            </ListTable>
            </div>
          )}
          {data && data.total > 0 ? (
            <nav aria-label="Páginas de clientes" className="mt-4 flex items-center justify-between gap-2 text-sm text-muted-foreground">
              <span aria-live="polite">
                {plural(data.total, "cliente", "clientes")} · página {data.page} de {pages}
              </span>
              <div className="flex gap-2">
                <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  <ChevronLeft aria-hidden="true" />
                  Anterior
                </Button>
                <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  Próxima
                  <ChevronRight aria-hidden="true" />
                </Button>
              </div>
            </nav>
          ) : null}
        </CardContent>
      </Card>
      <ClientFormDialog open={adding} onOpenChange={setAdding} onSaved={(client) => void navigate(`/dashboard/clientes/${client.id}`)} />
    </div>
  );
}
