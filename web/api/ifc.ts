/**
 * The BIM import in the browser (R-BIM-1..3): the preview of an uploaded IFC model and the apply of
 * what was ticked, through the typed client over domain/contracts/ifc.ts (decision 088). Applying
 * writes new versions of the programme and the budget, so every cached document is refreshed.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ifcApi } from "#domain/contracts/ifc";
import type { IfcApplyInput } from "#domain/ifc.schema";
import { call } from "#web/lib/api";
import { DOCUMENTS_KEY } from "#web/lib/documents/api";

/** `POST /api/projects/{id}/ifc` (multipart, field `file`): nothing is stored. */
export function useIfcPreview(projectId: string) {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.set("file", file);
      return call(ifcApi.preview, { params: { id: projectId }, body });
    },
  });
}

/** `POST /api/projects/{id}/ifc/apply`. */
export function useApplyIfc(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IfcApplyInput) => call(ifcApi.apply, { params: { id: projectId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY }),
  });
}
