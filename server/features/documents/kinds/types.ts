import type { DocumentKind } from "#domain/documents";
import type { DocumentGapItem } from "#domain/document-gaps.schema";
import type { DocumentContent, DocumentSummary, ProjectDocument } from "#domain/documents.schema";
import type { ConstructionStandard, ProjectType, Uf } from "#domain/projects";
import type { StudioAccess, StudioScope } from "#server/auth/studio-scope";
import type { Db, Tx } from "#server/db/client";
import type { ExportDocument, ExportMeta } from "#server/export/model";

/** What a new document may start from: its project, read in the opening's transaction. */
export interface StartFacts {
  tx: Tx;
  /** A member's, or a token's when the public API opens it (a BIM import, decision 097). */
  scope: StudioAccess;
  projectId: string;
  project: { type: ProjectType; plotArea: number | null; standard: ConstructionStandard; plotState: Uf | null; builtArea: number | null };
}

/**
 * A document of one kind (or of any of several kinds). A lookup, not `Extract`, so that the hooks
 * of the four written kinds (one set, typed over all four) stand for each of them.
 */
type DocumentOfKind = { [D in ProjectDocument as D["kind"]]: D };
export type KindDocument<K extends DocumentKind> = DocumentOfKind[K];

/** What a document's export may read besides its content (decision 048): its studio's data, its project. */
export interface ExportFacts<K extends DocumentKind> {
  db: Db;
  /** Only the studio: the client portal (decision 095) exports for a link, not a member. */
  scope: Pick<StudioScope, "studioId">;
  document: KindDocument<K>;
  meta: ExportMeta;
  /** The programme's sources page (left out of a client's file unless asked). */
  includeSources: boolean;
}

/**
 * What is particular to one kind of document (decision 111): the versioned-document core
 * (documents.service.ts) opens, saves, lists and duplicates every kind the same way and asks the
 * kind's hooks only for what differs. A kind without a hook has nothing particular there.
 */
export interface DocumentKindHooks<K extends DocumentKind = DocumentKind> {
  /** Version 1 of a new document; a kind generated elsewhere throws its pt-BR 422 saying where. */
  start(facts: StartFacts): DocumentContent<K> | Promise<DocumentContent<K>>;
  /**
   * The content a saved or restored version is written with, in its transaction: a part the kind
   * writes from stored data is written again from it, whatever the editor sent or the old version
   * said (the contract's late-payment clause, decision 100). Without it, the content as it came.
   */
  settle?(input: { tx: Tx; studioId: string; documentId: string; content: DocumentContent<K> }): Promise<DocumentContent<K>>;
  /** Checks (and what the studio keeps from it) before a saved version is written, in the save's transaction. */
  beforeSave?(input: { tx: Tx; scope: StudioScope; content: DocumentContent<K> }): Promise<void>;
  /** The document as the neutral export model the PDF and DOCX renderers share (decision 048, R-DOC-5). */
  exportModel(facts: ExportFacts<K>): ExportDocument | Promise<ExportDocument>;
  /**
   * What is left to complete, checked before an export or a sharing (R-DOC-5, R-PORTAL-6): the
   * "[completar: …]" and blank sections of the kinds made of rich-text sections. A kind built
   * from forms and stored data writes no placeholder and has no hook.
   */
  gaps?(document: KindDocument<K>): DocumentGapItem[];
  /** What the recent lists show of its latest content. */
  summary?(content: unknown): Partial<Pick<DocumentSummary, "progress" | "budget">>;
  /** Why it is not copied into another project (it is generated from that project's own data). */
  notDuplicable?: string;
  /** The document carries its client's kind (a briefing's questions are worded for it, R-CLIENT-3). */
  withClientKind?: true;
}
