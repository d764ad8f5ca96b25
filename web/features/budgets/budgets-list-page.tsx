import { Plus } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { formatMoney } from "#domain/budget";
import { BASIC_COST_LABEL } from "#domain/budget-defaults";
import type { DocumentSummary } from "#domain/documents.schema";
import { DeleteDocumentDialog, DuplicateDocumentDialog } from "#web/components/documents/document-row-dialogs";
import { ProjectPickerDialog } from "#web/components/documents/project-picker-dialog";
import { ListTable } from "#web/components/list-table";
import { PageHeader } from "#web/components/page-header";
import { QueryState } from "#web/components/query-state";
import { Button, buttonVariants } from "#web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { TableCell, TableRow } from "#web/components/ui/table";
import { errorMessage } from "#web/lib/api";
import { DASHBOARD_ICONS } from "#web/lib/dashboard-icons";
import { exportUrl, useDocuments, useOpenProjectDocument } from "#web/lib/documents/api";
import { formatDate } from "#web/lib/format";

const COLUMNS = ["Projeto", "Cliente", "Padrão", "Valor Total", "Data", "Ações"] as const;
const Icon = DASHBOARD_ICONS.orcamentos;
const FINISH: Record<string, string> = { baixo: "Baixo", normal: "Normal", alto: "Alto", popular: "Popular" };

export const budgetPath = (id: string) => `/dashboard/orcamentos/${encodeURIComponent(id)}`;

function standardOf(doc: DocumentSummary): string {
  if (!doc.budget) return "—";
  return doc.budget.finish ? `${FINISH[doc.budget.finish] ?? doc.budget.finish} (${doc.budget.code})` : doc.budget.code;
}

/**
 * `/dashboard/orcamentos` (R-BUDGET-6): the studio's budgets with the spec's columns; "Criar novo
 * orçamento" picks the project and opens the budget made from it (one per project, revised in
 * versions).
 */
export function BudgetsListPage() {
  const navigate = useNavigate();
  const list = useDocuments("orcamento");
  const open = useOpenProjectDocument();
  const [creating, setCreating] = useState(false);
  const [duplicating, setDuplicating] = useState<DocumentSummary | null>(null);
  const [deleting, setDeleting] = useState<DocumentSummary | null>(null);
  const withBudget = new Set((list.data ?? []).map((d) => d.project.id));
  const has = (projectId: string) => (withBudget.has(projectId) ? "já tem orçamento" : null);

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader
        title="Orçamento automático"
        description="Estime o custo da obra pelo padrão de acabamento e pela área construída."
        icon={<Icon />}
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            Criar novo orçamento
          </Button>
        }
      />
      <Card aria-labelledby="orcamentos-lista">
        <CardHeader>
          <CardTitle id="orcamentos-lista">Orçamentos</CardTitle>
        </CardHeader>
        <CardContent>
          {!list.isSuccess ? (
            <QueryState query={list} loadingLabel="Carregando orçamentos" />
          ) : (
            <ListTable columns={COLUMNS} emptyText="Nenhum orçamento criado">
              {list.data.length > 0
                ? list.data.map((doc) => (
                    <TableRow key={doc.id}>
                      <TableCell className="font-medium">
                        <Link to={budgetPath(doc.id)} className="hover:underline">
                          {doc.project.name}
                        </Link>
                      </TableCell>
                      <TableCell>{doc.client.name}</TableCell>
                      <TableCell>{standardOf(doc)}</TableCell>
                      <TableCell className="tabular-nums">
                        {doc.budget ? formatMoney(doc.budget.total) : "—"}
                        {/* The spec's column is "Valor Total"; a simple budget's figure is not one, and its row says what it is (decision 068). */}
                        {doc.budget?.basic ? <span className="block text-xs text-muted-foreground">{BASIC_COST_LABEL}</span> : null}
                      </TableCell>
                      <TableCell>{formatDate(doc.updatedAt)}</TableCell>
                      <TableCell>
                        <div className="flex flex-wrap gap-1">
                          <Link to={budgetPath(doc.id)} className={buttonVariants({ variant: "outline", size: "sm" })}>
                            Abrir<span className="sr-only"> o orçamento de {doc.project.name}</span>
                          </Link>
                          <Button variant="ghost" size="sm" onClick={() => setDuplicating(doc)}>
                            Duplicar<span className="sr-only"> o orçamento de {doc.project.name}</span>
                          </Button>
                          <a href={exportUrl(doc.id, "pdf")} download className={buttonVariants({ variant: "ghost", size: "sm" })}>
                            PDF<span className="sr-only"> do orçamento de {doc.project.name}</span>
                          </a>
                          <Button variant="ghost" size="sm" className="text-destructive" onClick={() => setDeleting(doc)}>
                            Excluir<span className="sr-only"> o orçamento de {doc.project.name}</span>
                          </Button>
                        </div>
                      </TableCell>
                    </TableRow>
                  ))
                : undefined}
            </ListTable>
          )}
        </CardContent>
      </Card>

      {creating ? (
        <ProjectPickerDialog
          open={creating}
          onOpenChange={setCreating}
          title="Criar novo orçamento"
          description="O orçamento parte do projeto: a UF do terreno, o padrão e a área construída escolhem o CUB e a área iniciais (tudo pode ser mudado). Se o projeto já tiver orçamento, ele será aberto."
          submitLabel="Criar"
          busy={open.isPending}
          note={(p) => has(p.id)}
          onPick={async (projectId) => {
            try {
              const doc = await open.mutateAsync({ projectId, kind: "orcamento" });
              setCreating(false);
              void navigate(budgetPath(doc.id));
            } catch (err) {
              toast.error("Não foi possível criar o orçamento", { description: errorMessage(err) });
            }
          }}
        />
      ) : null}
      {duplicating ? <DuplicateDocumentDialog doc={duplicating} noun="o orçamento" note={(p) => has(p.id)} onClose={() => setDuplicating(null)} /> : null}
      <DeleteDocumentDialog doc={deleting} noun="o orçamento" subject="O orçamento" deletedText="Orçamento excluído." onClose={() => setDeleting(null)} />
    </div>
  );
}
