import { MaterialsCatalogue } from "#web/features/project-materials/materials-catalogue";
import { AnalysisToolRoute } from "./tool";

/** The materials bank: the spec's tool form and its history, then the catalogue (R-MAT-1). */
export function MaterialsRoute() {
  return (
    <AnalysisToolRoute toolId="materiais">
      <div className="mt-6">
        <MaterialsCatalogue />
      </div>
    </AnalysisToolRoute>
  );
}
