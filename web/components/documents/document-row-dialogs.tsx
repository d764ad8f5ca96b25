import { toast } from "sonner";
import type { DocumentSummary } from "#domain/documents.schema";
import type { ProjectSummary } from "#domain/projects.schema";
import { ConfirmDialog } from "#web/components/confirm-dialog";
import { errorMessage } from "#web/lib/api";
import { useDeleteDocument, useDuplicateDocument } from "#web/lib/documents/actions";
import { ProjectPickerDialog } from "./project-picker-dialog";

/**
 * The list screens' "Duplicar" (R-DOC-1): the latest version copied into another project of the
 * studio. `noun` names the document with its article ("o memorial descritivo", "o orçamento").
 */
export function DuplicateDocumentDialog({ doc, noun, note, onClose }: { doc: DocumentSummary; noun: string; note?: (project: ProjectSummary) => string | null; onClose: () => void }) {
  const duplicate = useDuplicateDocument();
  return (
    <ProjectPickerDialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={`Duplicar ${noun} de ${doc.project.name}`}
      description="A versão mais recente é copiada para outro projeto do estúdio, como a primeira versão dele."
      submitLabel="Duplicar"
      busy={duplicate.isPending}
      exclude={doc.project.id}
      {...(note ? { note } : {})}
      onPick={async (projectId) => {
        try {
          const copy = await duplicate.mutateAsync({ id: doc.id, projectId });
          onClose();
          toast.success(`Cópia criada em ${copy.project.name}.`);
        } catch (err) {
          toast.error("Não foi possível duplicar", { description: errorMessage(err) });
        }
      }}
    />
  );
}

/** The list screens' "Excluir": the document with all its versions, after a confirmation. */
export function DeleteDocumentDialog({ doc, noun, subject, deletedText, onClose }: { doc: DocumentSummary | null; noun: string; subject: string; deletedText: string; onClose: () => void }) {
  const remove = useDeleteDocument();
  return (
    <ConfirmDialog
      open={doc !== null}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={`Excluir ${noun} de ${doc?.project.name ?? ""}?`}
      description={`${subject} e todas as versões dele serão excluídos. Isso não pode ser desfeito.`}
      confirmLabel="Excluir"
      busyLabel="Excluindo…"
      onConfirm={async () => {
        if (!doc) return;
        await remove.mutateAsync(doc.id);
        toast.success(deletedText);
        onClose();
      }}
    />
  );
}
