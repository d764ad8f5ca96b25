import type { UseQueryResult } from "@tanstack/react-query";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Save } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import type { ZodType } from "#domain/zod";
import { sectionAnchor } from "#domain/document-gaps";
import type { ProjectDocument } from "#domain/documents.schema";
import type { RichBlock } from "#domain/rich-text.schema";
import { ConflictDialog } from "#web/components/documents/conflict-dialog";
import { ExportButtons } from "#web/components/documents/export-buttons";
import { SaveStatus } from "#web/components/documents/save-status";
import { VersionHistory } from "#web/components/documents/version-history";
import { QueryState } from "#web/components/query-state";
import { RichTextEditor } from "#web/components/rich-text/rich-text-editor";
import { SectionsPreview } from "#web/components/rich-text/sections-preview";
import { Button } from "#web/components/ui/button";
import { errorMessage } from "#web/lib/api";
import { documentQueryOptions } from "#web/lib/documents/api";
import { versionByLine } from "#web/lib/documents/labels";
import { useDocumentEditor } from "#web/lib/documents/use-document-editor";
import { useScrollToHash } from "#web/lib/use-scroll-to-hash";

/**
 * The shell of a project's sectioned document page (decision 105): the proposal (R-PROP-2) and the
 * contract (R-CONTRACT-2) are both a document of numbered sections, made from the project, edited
 * with autosave, versioned and exported. What is the same lives here — reading the project's
 * document, the header with the client and the version, "Salvar versão", the history (with
 * SectionsPreview), the export buttons, the sections editor and the conflict dialog — and each page
 * keeps only what differs (its state, its notes, its extra actions and fields).
 */

export interface DocSection {
  key: string;
  title: string;
  blocks: RichBlock[];
}

type Kind = ProjectDocument["kind"];
type DocOf<K extends Kind> = Extract<ProjectDocument, { kind: K }>;
export type SectionedEditor = ReturnType<typeof useDocumentEditor>;

/**
 * Reads the project's document of `kind` once the project's state (`state`) names it: while
 * either loads or fails, QueryState; with no document yet, `empty`; otherwise `children`.
 */
export function ProjectDocumentGate<S, K extends Kind>({
  state,
  documentId,
  kind,
  loadingLabel,
  wrongKind,
  empty,
  children,
}: {
  state: UseQueryResult<S>;
  /** The document's id in the state, or null while there is none to edit. */
  documentId: (state: S) => string | null;
  kind: K;
  loadingLabel: string;
  /** The alert when the id names a document of another kind. */
  wrongKind: string;
  empty: (state: S) => ReactNode;
  children: (doc: DocOf<K>, state: S) => ReactNode;
}) {
  const id = state.data !== undefined ? documentId(state.data) : null;
  const doc = useQuery({ ...documentQueryOptions(id ?? ""), enabled: id !== null });
  if (!state.isSuccess) return <QueryState query={state} loadingLabel={loadingLabel} />;
  if (!id) return <>{empty(state.data)}</>;
  if (!doc.isSuccess) return <QueryState query={doc} loadingLabel={loadingLabel} />;
  if (doc.data.kind !== kind) return <p role="alert">{wrongKind}</p>;
  return <>{children(doc.data as DocOf<K>, state.data)}</>;
}

/** The document's editor (autosave, decision 021's drafts) and the way to change one section's text. */
export function useSectionedEditor(remote: ProjectDocument, debounceMs?: number) {
  const editor = useDocumentEditor(remote, debounceMs !== undefined ? { debounceMs } : {});
  const setSection = (key: string, blocks: RichBlock[]) =>
    editor.update((c) => {
      const doc = c as { sections: DocSection[] };
      return { ...doc, sections: doc.sections.map((s) => (s.key === key ? { ...s, blocks } : s)) } as typeof c;
    });
  return { editor, sections: (editor.content as { sections: DocSection[] }).sections, setSection };
}

/**
 * "Gerar …" / "Gerar nova versão": makes the document (or a new version of it) and says which
 * version it made; `disabled` holds the page's reasons (nothing to make it from, the plan).
 */
export function GenerateDocumentButton({
  generate,
  again,
  disabled,
  icon,
  label,
  success,
  failure,
}: {
  generate: { mutateAsync: () => Promise<{ version: number }>; isPending: boolean };
  again: boolean;
  disabled: boolean;
  icon: ReactNode;
  label: string;
  success: (version: number) => string;
  failure: string;
}) {
  return (
    <Button
      size="sm"
      variant={again ? "outline" : "default"}
      disabled={disabled || generate.isPending}
      onClick={() =>
        void generate.mutateAsync().then(
          (doc) => toast.success(success(doc.version)),
          (err: unknown) => toast.error(failure, { description: errorMessage(err) }),
        )
      }
    >
      {icon}
      {label}
    </Button>
  );
}

/** "Salvar versão": saves what is pending now as a version (R-DOC-1). */
export function SaveVersionButton({ flush, disabled = false }: { flush: () => Promise<void>; disabled?: boolean }) {
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={disabled}
      onClick={() =>
        void flush().then(
          () => toast.success("Versão salva."),
          (err: unknown) => toast.error("Não foi possível salvar", { description: errorMessage(err) }),
        )
      }
    >
      <Save aria-hidden="true" className="size-4" />
      Salvar versão
    </Button>
  );
}

/**
 * The numbered sections, each a region named by its title with its rich-text editor; `#secao-…`
 * anchors reach them. A `fixed` section (key → note) is shown read-only with its note saying where
 * it is set: the server writes it from stored data (the contract's late-payment clause, decision 100).
 */
export function SectionsEditor({
  sections,
  onChange,
  fixed = {},
}: {
  sections: readonly DocSection[];
  onChange: (key: string, blocks: RichBlock[]) => void;
  fixed?: Readonly<Record<string, string>>;
}) {
  return (
    <div className="space-y-4">
      {sections.map((section, i) => (
        <section key={section.key} id={sectionAnchor(section.key)} tabIndex={-1} aria-labelledby={`${sectionAnchor(section.key)}-titulo`} className="scroll-mt-4 space-y-2 rounded-lg border bg-card p-4">
          <h2 id={`${sectionAnchor(section.key)}-titulo`} className="text-lg font-semibold">
            {i + 1}. {section.title}
          </h2>
          {Object.hasOwn(fixed, section.key) ? <p className="text-sm text-muted-foreground">{fixed[section.key]}</p> : null}
          <RichTextEditor label={section.title} blocks={section.blocks} onChange={(blocks) => onChange(section.key, blocks)} readOnly={Object.hasOwn(fixed, section.key)} />
        </section>
      ))}
    </div>
  );
}

/** A version's sections, read-only (the history's preview); content the schema does not read says so. */
export function VersionPreview<C extends { sections: DocSection[] }>({ content, schema, lead }: { content: unknown; schema: ZodType<C>; lead?: ((content: C) => ReactNode) | undefined }) {
  const parsed = schema.safeParse(content);
  if (!parsed.success) return <p>Conteúdo ilegível.</p>;
  return <SectionsPreview sections={parsed.data.sections} lead={lead?.(parsed.data)} />;
}

export function SectionedDocumentShell<C extends { sections: DocSection[] }>({
  remote,
  editor,
  sections,
  onSectionChange,
  back,
  title,
  badge,
  related,
  notes,
  leadingActions,
  belowActions,
  previewSchema,
  previewLead,
  fixedSections,
  children,
}: {
  remote: ProjectDocument;
  editor: SectionedEditor;
  sections: readonly DocSection[];
  onSectionChange: (key: string, blocks: RichBlock[]) => void;
  /** The link above the title, back to where the document is made from. */
  back: { to: string; label: string };
  title: string;
  /** Beside the title (the proposal's state). */
  badge?: ReactNode;
  /** The link after "Cliente: …". */
  related: { to: string; label: string };
  /** The page's own lines under the version line. */
  notes?: ReactNode;
  /** Buttons before "Salvar versão". */
  leadingActions?: ReactNode;
  /** Fields under the buttons (the proposal's validity). */
  belowActions?: ReactNode;
  previewSchema: ZodType<C>;
  previewLead?: (content: C) => ReactNode;
  /** Sections written by the server from stored data, read-only here: key → the note saying where they are set. */
  fixedSections?: Readonly<Record<string, string>>;
  /** What follows the sections (the clause library, the state's history). */
  children?: ReactNode;
}) {
  useScrollToHash(true);
  return (
    <div className="mx-auto max-w-4xl">
      <Link to={back.to} className="mb-4 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {back.label}
      </Link>
      <header className="mb-6 flex flex-col gap-3">
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight break-words">{title}</h1>
            {badge}
          </div>
          <p className="mt-1 text-muted-foreground">
            <span>Cliente: {remote.client.name}</span> ·{" "}
            <Link to={related.to} className="font-medium text-primary hover:underline">
              {related.label}
            </Link>
          </p>
          <p className="mt-1 text-sm text-muted-foreground">
            Versão {editor.version} · {versionByLine(remote.lastVersion.author)}
          </p>
          {notes}
        </div>
        <SaveStatus status={editor.status} error={editor.error} />
        <div className="flex flex-wrap gap-2">
          {leadingActions}
          <SaveVersionButton flush={editor.flush} />
          <VersionHistory
            documentId={remote.id}
            currentVersion={editor.version}
            renderPreview={(c) => <VersionPreview content={c} schema={previewSchema} lead={previewLead} />}
            beforeRestore={editor.flush}
          />
          <ExportButtons documentId={remote.id} beforeExport={editor.flush} />
        </div>
        {belowActions}
      </header>

      <SectionsEditor sections={sections} onChange={onSectionChange} {...(fixedSections ? { fixed: fixedSections } : {})} />
      {children}
      <ConflictDialog conflict={editor.conflict} onReload={editor.reload} onKeepMine={editor.keepMine} />
    </div>
  );
}
