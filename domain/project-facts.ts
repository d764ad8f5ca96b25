import type { Addressee } from "./addressing";
import type { BriefingContent } from "./briefing.schema";
import type { BudgetContent } from "./budget.schema";
import type { ProgrammeContent } from "./needs-program.schema";
import type { ConstructionStandard, ProjectStage, ProjectType } from "./projects";
import type { LandPlot } from "./projects.schema";
import type { ReferenceItem, WrittenContent } from "./written-documents.schema";

/**
 * What the product already knows about a project, gathered by the server for a written
 * document's draft (R-DOC-6): the architect never types twice what is stored. Every figure the
 * generators print comes from here; what is null is left "[completar: …]", never guessed.
 * The budget, when the project has one, feeds the presentation's summary slide.
 */
export interface ProjectFacts {
  project: {
    name: string;
    type: ProjectType;
    standard: ConstructionStandard;
    stage: ProjectStage;
    /** m² */
    builtArea: number | null;
    /** aaaa-mm-dd */
    deadline: string | null;
    /** The project's RRT number as SICCAU gave it (R-CONTRACT-4), when recorded. */
    rrtNumber?: string | null;
  };
  /** Who the client is and how the studio speaks to them (R-CLIENT-3): every template agrees with it. */
  client: Addressee;
  landPlot: LandPlot;
  /**
   * The studio as Configurações holds it (R-PROFILE-1): its CAU registration, the architect who
   * answers for its work (the studio's owner, decision 074) and the city its address names. The
   * memorial's identification and every closing block print them instead of "[completar]". Its
   * legal identity (decision 105): the razão social and the CNPJ (14 characters, no punctuation).
   */
  studio: { name: string; cau: string | null; responsibleArchitect: string | null; city: string | null; legalName: string | null; cnpj: string | null };
  /** The day the draft is written (aaaa-mm-dd), for the closing block's date. */
  today: string;
  /** The member asking for the draft (the memorial's author until the architect edits it). */
  author: { name: string };
  /** The latest briefing, when the project has one. */
  briefing: BriefingContent | null;
  /** The latest needs programme, when the project has one. */
  programme: ProgrammeContent | null;
  /** The latest concept, when the project has one (the justification and the presentation cite it). */
  concept: WrittenContent | null;
  /** The references saved for the project. */
  references: ReferenceItem[];
  /** The latest budget, when the project has one (R-BUDGET-1). */
  budget: BudgetContent | null;
  /** The project's specification list: materials chosen from the catalogue (R-MAT-2). */
  materials: { name: string; category: string; norm: string | null; note: string }[];
}
