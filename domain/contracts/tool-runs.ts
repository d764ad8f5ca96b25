/**
 * A tool run's PDF (R-DRAW-1): what was calculated, the zoning run's envelope drawn as on the
 * page, the text and the sources, with the studio's brand. Decision 088: declared once here.
 */
import { idPath, resource, route } from "./contract";

export const toolRunsApi = resource("/api/tools/runs", "Ferramentas", {
  pdf: route({
    method: "get",
    path: "/{id}/pdf",
    summary: "Baixa uma execução de ferramenta em PDF, com o desenho do potencial do terreno no zoneamento",
    params: idPath,
    responses: { 200: { description: "application/pdf, como anexo." } },
    errors: {
      404: "A execução não existe no estúdio.",
      503: "O servidor está reiniciando, ou ocupado com outras exportações: nada foi feito; envie de novo (veja `Retry-After`).",
    },
  }),
});
