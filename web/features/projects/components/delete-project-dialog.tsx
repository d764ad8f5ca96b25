import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { documentCountLabel, documentKindLabel, DOCUMENT_KIND_IDS } from "#domain/documents";
import type { Project } from "#domain/projects.schema";
import { ConfirmDialog } from "#web/components/confirm-dialog";
import { ApiError, errorMessage } from "#web/lib/api";
import { projectDocumentsQueryOptions, useProjectDocuments } from "#web/lib/documents/api";
import { projectQueries, useDeleteProject } from "#web/api/projects";

/**
 * "Os 2 documentos do projeto (briefing, programa de necessidades) também serão excluídos.":
 * the documents going with the project (R-DOC-1); the kinds only when the list has that many.
 */
export function documentsGoingSentence(count: number, kinds: readonly string[] | undefined): string {
  if (count === 0) return "";
  const ordered = DOCUMENT_KIND_IDS.filter((k) => kinds?.includes(k));
  const named = kinds && kinds.length === count && ordered.length === count ? ` (${ordered.map((k) => documentKindLabel(k).toLowerCase()).join(", ")})` : "";
  return count === 1 ? `O documento do projeto${named} também será excluído.` : `Os ${documentCountLabel(count)} do projeto${named} também serão excluídos.`;
}

/** Rendered only while the dialog is open, so the project's documents are asked for then. */
function DeleteDescription({ project }: { project: Project }) {
  const documents = useProjectDocuments(project.id);
  const going = documentsGoingSentence(project.documentCount, documents.data?.map((d) => d.kind));
  return (
    <>
      “{project.name}” e o histórico de etapas serão excluídos.{going ? ` ${going}` : ""} Isso não pode ser desfeito.
    </>
  );
}

/**
 * "Excluir projeto?": sends the number of documents it named, so a project that got another
 * document meanwhile is not deleted with it unseen; that 409's message shows in the dialog and
 * the project is read again, so the next "Excluir" names the new count.
 */
export function DeleteProjectDialog({ project, open, onOpenChange }: { project: Project; open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteProject();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Excluir projeto?"
      description={open ? <DeleteDescription project={project} /> : null}
      confirmLabel="Excluir"
      busyLabel="Excluindo..."
      onConfirm={async () => {
        try {
          await remove.mutateAsync({ id: project.id, documents: project.documentCount });
        } catch (error) {
          if (error instanceof ApiError && error.status === 409) {
            await queryClient.invalidateQueries({ queryKey: projectQueries.detail(project.id).queryKey });
            await queryClient.invalidateQueries({ queryKey: projectDocumentsQueryOptions(project.id).queryKey });
          }
          throw new Error(errorMessage(error), { cause: error });
        }
        toast.success("Projeto excluído", { description: project.name });
        void navigate("/dashboard", { replace: true });
      }}
    />
  );
}
