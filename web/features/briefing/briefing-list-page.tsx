import { useState } from "react";
import { QueryState } from "#web/components/query-state";
import { Link } from "react-router";
import { Plus } from "lucide-react";
import { ListTable } from "#web/components/list-table";
import { PageHeader } from "#web/components/page-header";
import { BriefingProgressBar } from "#web/components/briefing/briefing-progress";
import { Button, buttonVariants } from "#web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { TableCell, TableRow } from "#web/components/ui/table";
import { DASHBOARD_ICONS } from "#web/lib/dashboard-icons";
import { useDocuments } from "#web/lib/documents/api";
import { formatDate } from "#web/lib/format";
import { NewBriefingDialog } from "./components/new-briefing-dialog";
import { briefingPath } from "./paths";

const Icon = DASHBOARD_ICONS.briefing;
const COLUMNS = ["Projeto", "Cliente", "Progresso", "Atualizado em", "Ações"] as const;

/** `/dashboard/briefing` (R-PAGE-1, R-DOC-2): the studio's briefings, newest first, and "Criar novo briefing". */
export function BriefingListPage() {
  const [creating, setCreating] = useState(false);
  const list = useDocuments("briefing");
  const briefings = list.data ? [...list.data].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)) : [];

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader
        title="Briefing com cliente"
        description="Conduza o briefing com perguntas otimizadas pela IA e gere o programa de necessidades do projeto."
        icon={<Icon />}
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            Criar novo briefing
          </Button>
        }
      />
      <Card aria-labelledby="briefings-recentes">
        <CardHeader>
          <CardTitle id="briefings-recentes">Briefings Recentes</CardTitle>
        </CardHeader>
        <CardContent>
          {!list.isSuccess ? (
            <QueryState query={list} loadingLabel="Carregando briefings" />
          ) : (
            <ListTable columns={COLUMNS} emptyText="Nenhum briefing criado recentemente">
              {briefings.length > 0
                ? briefings.map((doc) => (
                    <TableRow key={doc.id}>
                      <TableCell className="font-medium">
                        <Link to={briefingPath(doc.id)} className="hover:underline">
                          {doc.project.name}
                        </Link>
                      </TableCell>
                      <TableCell>{doc.client.name}</TableCell>
                      <TableCell>
                        {doc.progress ? <BriefingProgressBar progress={doc.progress} label={`Progresso do briefing de ${doc.project.name}`} /> : "—"}
                      </TableCell>
                      <TableCell>{formatDate(doc.updatedAt)}</TableCell>
                      <TableCell>
                        <Link to={briefingPath(doc.id)} className={buttonVariants({ variant: "outline", size: "sm" })}>
                          Abrir<span className="sr-only"> o briefing de {doc.project.name}</span>
                        </Link>
                      </TableCell>
                    </TableRow>
                  ))
                : undefined}
            </ListTable>
          )}
        </CardContent>
      </Card>
      {creating ? <NewBriefingDialog open={creating} onOpenChange={setCreating} existing={briefings} /> : null}
    </div>
  );
}
