/**
 * The topography tool's drawing (R-TOOL-8): the contours, slope map, outline and platform line
 * of a survey's run, as JSON for the page and as DXF for CAD. Decision 088: declared once here.
 */
import { topographyDrawingSchema } from "#domain/topography-drawing";
import { idPath, resource, route } from "./contract";

export const topographyApi = resource("/api/tools/topografia/runs", "Ferramentas", {
  drawing: route({
    method: "get",
    path: "/{id}/drawing",
    summary: "O desenho de um levantamento: curvas de nível, declividade, contorno e platô",
    description: "Em coordenadas locais (metros a partir de `origin`), linhas simplificadas ao centímetro.",
    params: idPath,
    responses: { 200: { schema: topographyDrawingSchema, description: "O desenho." } },
    errors: { 404: "A execução não existe no estúdio, não é de topografia ou não tem desenho (sem levantamento, ou anterior aos desenhos)." },
  }),
  dxf: route({
    method: "get",
    path: "/{id}/drawing.dxf",
    summary: "Baixa o desenho em DXF (AutoCAD R12), nas coordenadas do levantamento",
    params: idPath,
    responses: { 200: { description: "application/dxf" } },
    errors: { 404: "A execução não existe no estúdio, não é de topografia ou não tem desenho." },
  }),
});
