import { Download, Plus, RefreshCw } from "lucide-react";
import { QueryState } from "#web/components/query-state";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { templateLabel } from "#domain/presentations";
import type { Presentation } from "#domain/presentations.schema";
import { ConfirmDialog } from "#web/components/confirm-dialog";
import { ListTable } from "#web/components/list-table";
import { PageHeader } from "#web/components/page-header";
import { Button, buttonVariants } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { TableCell, TableRow } from "#web/components/ui/table";
import { errorMessage } from "#web/lib/api";
import { DASHBOARD_ICONS } from "#web/lib/dashboard-icons";
import { useDocuments } from "#web/lib/documents/api";
import { formatDate } from "#web/lib/format";
import { useBrandColor } from "#web/api/profile";
import { pdfPath, useDeletePresentation, usePresentations, useRenderAgain } from "#web/api/presentations";
import { RenderProgress } from "./components/render-progress";
import { TemplatePicker } from "./components/template-picker";
import { NEW_PRESENTATION_PATH, editPresentationPath } from "./paths";
import { plural } from "#domain/addressing";

const COLUMNS = ["Projeto", "Modelo", "Data", "Situação", "Ações"] as const;
const Icon = DASHBOARD_ICONS.apresentacoes;

function Status({ presentation }: { presentation: Presentation }) {
  if (presentation.status === "gerando") return <RenderProgress presentation={presentation} />;
  if (presentation.status === "falhou") return <span className="text-sm text-destructive">{presentation.error ?? "Falhou"}</span>;
  return <span className="text-sm">{plural(presentation.slideCount ?? 0, "slide", "slides")}</span>;
}

/**
 * `/dashboard/apresentacoes` (R-PRES-1): "Nova apresentação" opens the wizard; "Minhas
 * apresentações" lists the studio's, with download, "Gerar de novo" after edits, and delete; the
 * three templates; and the projects' presentation texts, which the slides take their words from.
 */
export function PresentationsPage() {
  const list = usePresentations();
  const again = useRenderAgain();
  const remove = useDeletePresentation();
  const texts = useDocuments("apresentacao");
  const color = useBrandColor();
  const [deleting, setDeleting] = useState<Presentation | null>(null);

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader
        title="Texto para apresentação"
        description="Monte apresentações em PDF com o logotipo e a identidade do seu escritório."
        icon={<Icon />}
        actions={
          <Link to={NEW_PRESENTATION_PATH} className={buttonVariants()}>
            <Plus aria-hidden="true" />
            Nova apresentação
          </Link>
        }
      />
      <Card aria-labelledby="minhas-apresentacoes">
        <CardHeader>
          <CardTitle id="minhas-apresentacoes">Minhas apresentações</CardTitle>
        </CardHeader>
        <CardContent>
          {!list.isSuccess ? (
            <QueryState query={list} loadingLabel="Carregando apresentações" />
          ) : (
            <ListTable columns={COLUMNS} emptyText="Nenhuma apresentação criada ainda">
              {list.data.length > 0
                ? list.data.map((p) => (
                    <TableRow key={p.id}>
                      <TableCell className="font-medium">
                        {p.project.name}
                        {p.title !== p.project.name ? <span className="block text-xs font-normal text-muted-foreground">{p.title}</span> : null}
                      </TableCell>
                      <TableCell>{templateLabel(p.template)}</TableCell>
                      <TableCell>{formatDate(p.renderedAt ?? p.updatedAt)}</TableCell>
                      <TableCell className="min-w-40">
                        <Status presentation={p} />
                      </TableCell>
                      <TableCell>
                        <div className="flex flex-wrap gap-1">
                          {p.status === "pronta" ? (
                            <a href={pdfPath(p.id)} download className={buttonVariants({ variant: "outline", size: "sm" })}>
                              <Download aria-hidden="true" />
                              Baixar PDF<span className="sr-only"> de {p.title}</span>
                            </a>
                          ) : null}
                          <Button
                            variant="ghost"
                            size="sm"
                            disabled={p.status === "gerando" || again.isPending}
                            onClick={() =>
                              again.mutate(p.id, {
                                onSuccess: () => toast.success("Gerando de novo", { description: "Com os dados atuais do projeto." }),
                                onError: (err) => toast.error("Não foi possível gerar de novo", { description: errorMessage(err) }),
                              })
                            }
                          >
                            <RefreshCw aria-hidden="true" />
                            Gerar de novo<span className="sr-only"> {p.title}</span>
                          </Button>
                          <Link to={editPresentationPath(p.id)} className={buttonVariants({ variant: "ghost", size: "sm" })}>
                            Editar<span className="sr-only"> {p.title}</span>
                          </Link>
                          <Button variant="ghost" size="sm" className="text-destructive" onClick={() => setDeleting(p)}>
                            Excluir<span className="sr-only"> {p.title}</span>
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

      <section aria-labelledby="modelos-title" className="space-y-4">
        <h2 id="modelos-title" className="text-lg font-semibold">
          Modelos
        </h2>
        <TemplatePicker color={color} />
      </section>

      <Card aria-labelledby="textos-title">
        <CardHeader>
          <CardTitle id="textos-title">Textos de apresentação</CardTitle>
          <CardDescription>O texto que os slides usam quando a apresentação não tem um próprio. Escreva-o com a IA (ou o gerador offline) no editor do projeto.</CardDescription>
        </CardHeader>
        <CardContent>
          {texts.data && texts.data.length > 0 ? (
            <ul className="divide-y text-sm">
              {texts.data.map((doc) => (
                <li key={doc.id} className="flex items-center justify-between py-2">
                  <span>{doc.project.name}</span>
                  <Link to={`/dashboard/apresentacoes/${doc.id}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
                    Abrir texto<span className="sr-only"> de {doc.project.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">Nenhum texto de apresentação escrito ainda. O assistente oferece um rascunho a partir dos dados do projeto.</p>
          )}
        </CardContent>
      </Card>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Excluir apresentação?"
        description={deleting ? `A apresentação “${deleting.title}” e o seu PDF serão excluídos. Os documentos do projeto continuam.` : ""}
        confirmLabel="Excluir"
        busyLabel="Excluindo..."
        tone="destructive"
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toast.success("Apresentação excluída");
            setDeleting(null);
          } catch (err) {
            toast.error("Não foi possível excluir", { description: errorMessage(err) });
          }
        }}
      />
    </div>
  );
}
