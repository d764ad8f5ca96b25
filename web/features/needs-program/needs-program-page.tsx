import { useParams } from "react-router";
import { RecordPending } from "#web/components/record-page";
import { ApiError } from "#web/lib/api";
import { useDocument } from "#web/lib/documents/api";
import { ProgrammeEditor } from "./components/programme-editor";

/**
 * `/dashboard/programa/:documentId`, "Programa de necessidades" (R-DOC-4). The editor is keyed by
 * the document so that opening another programme starts from that one's content and draft.
 */
export function NeedsProgramPage() {
  const { documentId = "" } = useParams();
  const doc = useDocument(documentId);
  if (!doc.data) return <RecordPending query={doc} loadingLabel="Carregando programa de necessidades" back={{ to: "/dashboard", label: "Voltar ao início" }} />;
  if (doc.data.kind !== "programa") {
    const notProgramme = new ApiError(404, "not_found", "Este documento não é um programa de necessidades.");
    return <RecordPending query={{ isPending: false, isError: true, error: notProgramme }} loadingLabel="" back={{ to: "/dashboard", label: "Voltar ao início" }} />;
  }
  return <ProgrammeEditor key={doc.data.id} remote={doc.data} />;
}
