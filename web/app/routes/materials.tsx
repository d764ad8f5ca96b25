import { MaterialsCatalogue } from "#web/features/materials/materials-catalogue";
import { ToolPage } from "#web/features/tools/tool-page";

/** The materials bank: the spec's tool form, then the catalogue (R-MAT-1). */
export function MaterialsRoute() {
  return (
    <div className="space-y-6">
      <ToolPage toolId="materiais" />
      <div className="mx-auto max-w-6xl">
        <MaterialsCatalogue />
      </div>
    </div>
  );
}
