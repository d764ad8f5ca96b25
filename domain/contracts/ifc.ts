/**
 * The BIM import of a project (R-BIM-1..4): read an IFC model off the request thread and show
 * what it changes, then apply what the architect ticked. Declared once here (decision 088).
 */
import { ifcApplyInputSchema, ifcApplyResultSchema, ifcPreviewSchema } from "#domain/ifc.schema";
import { idPath, resource, route, upload } from "./contract";

/** Under the projects' prefix and tag: the import belongs to one project. */
export const ifcApi = resource("/api/projects", "Projetos", {
  preview: route({
    method: "post",
    path: "/{id}/ifc",
    summary: "Lê um modelo IFC e mostra o que muda no programa e no orçamento do projeto",
    description: "Nada é gravado: a prévia compara os ambientes do modelo com o programa de necessidades e propõe as áreas por tipo do orçamento.",
    params: idPath,
    body: { schema: upload("file", "Modelo IFC 2x3 ou IFC4 (.ifc, texto STEP), até 50 MB.") },
    responses: { 200: { schema: ifcPreviewSchema, description: "Pavimentos, ambientes e a diferença para o programa." } },
    errors: {
      403: "A importação de modelos BIM é do plano Obra-Prima.",
      413: "O modelo passa de 50 MB.",
      415: "O corpo não é multipart/form-data.",
      422: "O arquivo não é um IFC 2x3/IFC4 legível, ou não tem ambientes (IfcSpace).",
      429: "Muitos envios em pouco tempo (veja `Retry-After`).",
      503: "Os leitores de modelos estão ocupados ou o servidor está reiniciando (veja `Retry-After`).",
    },
  }),
  apply: route({
    method: "post",
    path: "/{id}/ifc/apply",
    summary: "Grava no programa e no orçamento o que foi marcado na prévia do modelo IFC",
    description: "Cria uma versão nova de cada documento alterado; um documento que mudou depois da prévia é um 409, e nada é gravado.",
    params: idPath,
    body: { schema: ifcApplyInputSchema, maxBytes: 256 * 1024, maxContainers: 1_200 },
    responses: { 200: { schema: ifcApplyResultSchema, description: "As versões gravadas." } },
    errors: {
      403: "A importação de modelos BIM é do plano Obra-Prima.",
      409: "O programa ou o orçamento mudou depois da prévia.",
    },
  }),
});
