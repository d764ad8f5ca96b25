import { Plus } from "lucide-react";
import { QueryState } from "#web/components/query-state";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import type { WrittenKind } from "#domain/documents";
import type { DocumentSummary } from "#domain/documents.schema";
import { DeleteDocumentDialog, DuplicateDocumentDialog } from "#web/components/documents/document-row-dialogs";
import { ListTable } from "#web/components/list-table";
import { PageHeader } from "#web/components/page-header";
import { Button, buttonVariants } from "#web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { TableCell, TableRow } from "#web/components/ui/table";
import { errorMessage } from "#web/lib/api";
import { DASHBOARD_ICONS } from "#web/lib/dashboard-icons";
import { useDocuments, useOpenProjectDocument } from "#web/lib/documents/api";
import { formatDate } from "#web/lib/format";
import { ProjectPickerDialog } from "#web/components/documents/project-picker-dialog";
import { pickerDescription, WRITTEN_PAGES, writtenEditorPath } from "./kinds";
import { plural } from "#domain/addressing";

const COLUMNS = ["Projeto", "Cliente", "Última edição", "Versões", "Ações"] as const;

const versionsLabel = (n: number) => plural(n, "versão", "versões");

/**
 * The list screen of a written document (R-PAGE-1, R-DOC-6): the studio's documents of the kind,
 * newest first, to open, duplicate into another project or delete; "Criar…" picks the project and
 * opens the editor, which drafts a new document at once. (The presentation texts are listed on
 * the presentations' screen, web/features/presentations.)
 */
export function WrittenListPage({ kind }: { kind: WrittenKind }) {
  const page = WRITTEN_PAGES[kind];
  const Icon = DASHBOARD_ICONS[page.icon];
  const navigate = useNavigate();
  const list = useDocuments(kind);
  const open = useOpenProjectDocument();
  const [creating, setCreating] = useState(false);
  const [duplicating, setDuplicating] = useState<DocumentSummary | null>(null);
  const [deleting, setDeleting] = useState<DocumentSummary | null>(null);
  const documents = list.data ? [...list.data].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)) : [];
  const withDocument = new Set(documents.map((d) => d.project.id));
  const has = (projectId: string) => (withDocument.has(projectId) ? `já tem ${page.noun.replace(/^(o|a) /, "")}` : null);
  const titleId = `${kind}-recentes`;

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader
        title={page.title}
        description={page.description}
        icon={<Icon />}
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            {page.createLabel}
          </Button>
        }
      />
      <Card aria-labelledby={titleId}>
        <CardHeader>
          <CardTitle id={titleId}>{page.listTitle}</CardTitle>
        </CardHeader>
        <CardContent>
          {!list.isSuccess ? (
            <QueryState query={list} loadingLabel="Carregando documentos" />
          ) : (
            <ListTable columns={COLUMNS} emptyText={page.emptyText}>
              {documents.length > 0
                ? documents.map((doc) => (
                    <TableRow key={doc.id}>
                      <TableCell className="font-medium">
                        <Link to={writtenEditorPath(kind, doc.id)} className="hover:underline">
                          {doc.project.name}
                        </Link>
                      </TableCell>
                      <TableCell>{doc.client.name}</TableCell>
                      <TableCell>{formatDate(doc.updatedAt)}</TableCell>
                      <TableCell>{versionsLabel(doc.version)}</TableCell>
                      <TableCell>
                        <div className="flex flex-wrap gap-1">
                          <Link to={writtenEditorPath(kind, doc.id)} className={buttonVariants({ variant: "outline", size: "sm" })}>
                            Abrir<span className="sr-only"> {page.noun} de {doc.project.name}</span>
                          </Link>
                          <Button variant="ghost" size="sm" onClick={() => setDuplicating(doc)}>
                            Duplicar<span className="sr-only"> {page.noun} de {doc.project.name}</span>
                          </Button>
                          <Button variant="ghost" size="sm" className="text-destructive" onClick={() => setDeleting(doc)}>
                            Excluir<span className="sr-only"> {page.noun} de {doc.project.name}</span>
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
          title={page.createLabel}
          description={pickerDescription(page)}
          submitLabel="Criar"
          busy={open.isPending}
          note={(p) => has(p.id)}
          onPick={async (projectId) => {
            try {
              const doc = await open.mutateAsync({ projectId, kind });
              setCreating(false);
              void navigate(writtenEditorPath(kind, doc.id));
            } catch (err) {
              toast.error("Não foi possível criar o documento", { description: errorMessage(err) });
            }
          }}
        />
      ) : null}
      {duplicating ? <DuplicateDocumentDialog doc={duplicating} noun={page.noun} note={(p) => has(p.id)} onClose={() => setDuplicating(null)} /> : null}
      <DeleteDocumentDialog doc={deleting} noun={page.noun} subject="O documento" deletedText="Documento excluído." onClose={() => setDeleting(null)} />
    </div>
  );
}
