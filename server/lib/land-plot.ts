import type { LandPlot } from "#domain/projects.schema";
import type { project } from "#server/db/schema";

/**
 * A project's land plot and its urban parameters (R-PROJ-2) are stored as the project's
 * terreno_* columns; this is the one mapping both ways, shared by the projects feature and the
 * documents' facts.
 */

type Row = typeof project.$inferSelect;

/** The project columns a land plot (or part of one, for a PATCH) is stored in. */
export const plotColumns = (plot: Partial<LandPlot>) => ({
  plotAddress: plot.address,
  plotCity: plot.city,
  plotState: plot.state,
  plotArea: plot.area,
  plotFrontage: plot.frontage,
  plotDepth: plot.depth,
  plotZoning: plot.zoning,
  plotTopography: plot.topography,
  plotOccupancyRate: plot.occupancyRate,
  plotFloorAreaRatio: plot.floorAreaRatio,
  plotPermeability: plot.permeability,
  plotFrontSetback: plot.frontSetback,
  plotSideSetback: plot.sideSetback,
  plotRearSetback: plot.rearSetback,
  plotMaxHeight: plot.maxHeight,
  plotParametersSource: plot.parametersSource,
  plotParametersConsultedOn: plot.parametersConsultedOn,
});

/** The one mapping from a project row to its land plot (the projects API and the documents' facts read it). */
export function landPlot(row: Row): LandPlot {
  return {
    address: row.plotAddress,
    city: row.plotCity,
    state: row.plotState,
    area: row.plotArea,
    frontage: row.plotFrontage,
    depth: row.plotDepth,
    zoning: row.plotZoning,
    topography: row.plotTopography,
    occupancyRate: row.plotOccupancyRate,
    floorAreaRatio: row.plotFloorAreaRatio,
    permeability: row.plotPermeability,
    frontSetback: row.plotFrontSetback,
    sideSetback: row.plotSideSetback,
    rearSetback: row.plotRearSetback,
    maxHeight: row.plotMaxHeight,
    parametersSource: row.plotParametersSource,
    parametersConsultedOn: row.plotParametersConsultedOn,
  };
}
