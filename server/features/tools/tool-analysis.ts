import { placeOf } from "#domain/city-rules";
import type { ToolAnalysis } from "#domain/tool-analysis";
import type { AnalysisToolId } from "#domain/tool-runs.schema";
import { parametersAddedFromPlot, parametersSourceText, zoningParametersText } from "#domain/lot-parameters";
import type { LandPlot } from "#domain/projects.schema";
import { analyzeZoning, zoningOfflineText, type ZoningInput } from "#domain/zoning-analysis";
import { analyzePostConstruction, postConstructionOfflineText } from "#domain/post-construction-analysis";
import { analyzeSustainability, parseMeasure, sustainabilityOfflineText } from "#domain/sustainability-analysis";
import { topographyOfflineText } from "#domain/topography-analysis";
import type { TopographyDrawing } from "#domain/topography-drawing";
import { answerToolOfflineDetailed } from "#server/ai/offline/answer";
import { shownForPlace } from "#server/ai/offline/municipal";
import { bullet, citations, sourcesLine } from "#server/ai/offline/compose";
import { analyzeSurvey, type SurveyUpload } from "./survey";
import type { ToolProjectContext } from "./tool-context";

export interface ComputedRun {
  analysis: ToolAnalysis;
  /**
   * The offline answer: what the computation means and what to do, then the knowledge base's
   * passages for the tool. The tables, warnings and sources are the `analysis`, shown above it.
   */
  offlineText: string;
  /** What the offline answer cites: the computation's sources and the passages' codes. */
  citations: string[];
  /** Topography: what to draw (contours, slope map…), stored with the run beside the analysis. */
  drawing?: TopographyDrawing | null;
}

export interface AnalysisContext {
  project: ToolProjectContext | null;
  /** aaaa-mm-dd: the day dates are counted from when the form gives none. */
  today: string;
  /** Topography: the survey file sent with the run (read and analysed on the survey pool). */
  survey?: SurveyUpload | undefined;
}

/** An elevation typed in pt-BR ("-2,5", "766,48", "1.020"): its sign kept, null when not a number. */
function elevation(text: string | undefined): number | null {
  const m = /^\s*(-?)\s*(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?\s*(?:m)?\s*$/i.exec(text ?? "");
  if (!m) return null;
  const value = Number(`${m[2]!.replace(/\./g, "")}.${m[3] ?? "0"}`);
  return m[1] ? -value : value;
}

/**
 * The zoning run's parameters: what the form says, and for each index it leaves out, the
 * project's (R-PROJ-2) — so a run tied to a project never asks again for what the project knows.
 * `fromProject` names the project's source when any of its values was used.
 */
export function withProjectParameters(typed: string | undefined, plot: LandPlot | null): { parametros: string | undefined; fromProject: string | null } {
  if (!plot) return { parametros: typed, fromProject: null };
  const added = zoningParametersText(plot, parametersAddedFromPlot(typed, plot));
  if (!added) return { parametros: typed, fromProject: null };
  const source = parametersSourceText(plot) ?? "fonte não informada.";
  return {
    parametros: [typed?.trim(), added].filter(Boolean).join("; "),
    fromProject: `Parâmetros urbanísticos do projeto (${added}). ${source}`,
  };
}

const EMPTY: ToolAnalysis = { tables: [], warnings: [], sources: [] };

/**
 * What each analysis tool computes before the AI (issue 18), from domain code, with its offline
 * answer: the computation explained, then the passages of the offline base for that tool (issue
 * 18: "the offline answers are these computations plus cited passages"). Materials computes
 * nothing here (its catalogue goes with the prompt): null.
 */
export async function computeAnalysis(tool: AnalysisToolId, inputs: Record<string, string>, context: AnalysisContext): Promise<ComputedRun | null> {
  const computed = await compute(tool, inputs, context);
  if (!computed) return null;
  // A city's own rules only for a lot in that city (decision 078).
  const place = placeOf(inputs.localizacao, context.project?.place);
  const passages = answerToolOfflineDetailed(tool, inputs).passages.filter((p) => shownForPlace(p.id, place));
  if (passages.length === 0) return { ...computed, citations: computed.analysis.sources };
  const section = ["### Da base de normas e referências do Prancheta", passages.map(bullet).join("\n"), sourcesLine(passages)].join("\n\n");
  return {
    ...computed,
    offlineText: `${computed.offlineText}\n\n${section}`,
    citations: [...computed.analysis.sources, ...citations(passages)],
  };
}

async function compute(tool: AnalysisToolId, inputs: Record<string, string>, { project, today, survey }: AnalysisContext): Promise<Omit<ComputedRun, "citations"> | null> {
  switch (tool) {
    case "zoneamento": {
      // A project's plot fills what the form leaves blank; its programme is compared with the law.
      // Only the form's fields: a number the domain expects never arrives as a browser's string.
      const { parametros, fromProject } = withProjectParameters(inputs.parametros, project?.plot ?? null);
      const input: ZoningInput = {
        parametros,
        tipoProjeto: inputs.tipoProjeto,
        // The form's location wins; else the project's city decides which city rules apply.
        localizacao: placeOf(inputs.localizacao, project?.place) || undefined,
        areaTerreno: inputs.areaTerreno || (project?.plotArea ? String(project.plotArea).replace(".", ",") : undefined),
        frente: parseMeasure(inputs.frente) ?? project?.plotFrontage ?? null,
        fundo: parseMeasure(inputs.fundo) ?? project?.plotDepth ?? null,
        programmeArea: project?.programmeArea ?? null,
      };
      const computed = analyzeZoning(input);
      // The project's parameters used are cited with their law and day (R-PROJ-2).
      const analysis = fromProject ? { ...computed, sources: [...computed.sources, fromProject] } : computed;
      return { analysis, offlineText: zoningOfflineText(analysis, input) };
    }
    case "pos-obra": {
      const analysis = analyzePostConstruction(inputs, { today });
      return { analysis, offlineText: postConstructionOfflineText(analysis, inputs) };
    }
    case "sustentabilidade": {
      const input: Record<string, string> = { ...inputs };
      const place = placeOf(inputs.localizacao, project?.place);
      if (place) input.localizacao = place;
      if (inputs.areaCobertura) input.roofArea = inputs.areaCobertura;
      if (inputs.chuvaAnual) input.rainfall = inputs.chuvaAnual;
      if (inputs.moradores) input.people = inputs.moradores;
      if (inputs.demandaAgua) input.dailyDemand = inputs.demandaAgua;
      const analysis = analyzeSustainability(input);
      return { analysis, offlineText: sustainabilityOfflineText(analysis, input) };
    }
    case "topografia": {
      // Without surveyed points there is nothing to compute: the guidance (and how to export points) only.
      if (!survey) return { analysis: EMPTY, offlineText: topographyOfflineText(EMPTY, inputs) };
      // Seconds of CPU for a large survey: on a worker thread (decision 066).
      const { analysis, figures, drawing } = await analyzeSurvey(survey, elevation(inputs.cotaPlataforma));
      return { analysis, offlineText: topographyOfflineText(analysis, inputs, figures), drawing };
    }
    case "materiais":
      return null;
  }
}
