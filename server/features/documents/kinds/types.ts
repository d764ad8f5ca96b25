import type { DocumentKind } from "#domain/documents";
import type { DocumentContent, DocumentSummary } from "#domain/documents.schema";
import type { ConstructionStandard, ProjectType, Uf } from "#domain/projects";
import type { StudioScope } from "#server/auth/studio-scope";
import type { Tx } from "#server/db/client";

/** What a new document may start from: its project, read in the opening's transaction. */
export interface StartFacts {
  tx: Tx;
  scope: StudioScope;
  projectId: string;
  project: { type: ProjectType; plotArea: number | null; standard: ConstructionStandard; plotState: Uf | null; builtArea: number | null };
}

/**
 * What is particular to one kind of document (decision 111): the versioned-document core
 * (documents.service.ts) opens, saves, lists and duplicates every kind the same way and asks the
 * kind's hooks only for what differs. A kind without a hook has nothing particular there.
 */
export interface DocumentKindHooks<K extends DocumentKind = DocumentKind> {
  /** Version 1 of a new document; a kind generated elsewhere throws its pt-BR 422 saying where. */
  start(facts: StartFacts): DocumentContent<K> | Promise<DocumentContent<K>>;
  /** Checks (and what the studio keeps from it) before a saved version is written, in the save's transaction. */
  beforeSave?(input: { tx: Tx; scope: StudioScope; content: DocumentContent<K> }): Promise<void>;
  /** What the recent lists show of its latest content. */
  summary?(content: unknown): Partial<Pick<DocumentSummary, "progress" | "budget">>;
  /** Why it is not copied into another project (it is generated from that project's own data). */
  notDuplicable?: string;
  /** The document carries its client's kind (a briefing's questions are worded for it, R-CLIENT-3). */
  withClientKind?: true;
}
