import type { Editor } from "@tiptap/react";
import { ArrowLeft, Sparkles } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { isWrittenKind, type WrittenKind } from "#domain/documents";
import type { ProjectDocument } from "#domain/documents.schema";
import type { RichBlock } from "#domain/rich-text.schema";
import { sectionAnchor } from "#domain/document-gaps";
import { blocksToPlainText } from "#domain/rich-text";
import { RULES_PROVIDER } from "#domain/section-rewrite-rules";
import { hasText, sectionSpec, WRITTEN_SECTIONS } from "#domain/written-documents";
import { writtenContentSchema, type DraftScope, type WrittenContent } from "#domain/written-documents.schema";
import { ConflictDialog } from "#web/components/documents/conflict-dialog";
import { ExportButtons } from "#web/components/documents/export-buttons";
import { SaveVersionButton, VersionPreview } from "#web/components/documents/sectioned-document-page";
import { SaveStatus } from "#web/components/documents/save-status";
import { VersionHistory } from "#web/components/documents/version-history";
import { Button } from "#web/components/ui/button";
import { errorMessage } from "#web/lib/api";
import { versionByLine } from "#web/lib/documents/labels";
import { useScrollToHash } from "#web/lib/use-scroll-to-hash";
import { useDocumentEditor } from "#web/lib/documents/use-document-editor";
import { WRITTEN_PAGES } from "#web/features/documents/kinds";
import { useGeneration } from "#web/features/documents/use-generation";
import { GenerationProgressBar } from "./generation-progress";
import { OfflineOffer } from "./offline-offer";
import { RedraftDialog } from "./redraft-dialog";
import { ReferencesPanel } from "./references-panel";
import { SectionCard } from "./section-card";

type WrittenDocument = Extract<ProjectDocument, { content: WrittenContent }>;

export const OFFLINE_HINT = "Gerado pelo gerador offline (sem IA): complete os trechos marcados [completar: …].";
export const RULES_HINT = "Seção reescrita pelas regras (sem IA): revise antes de usar.";

/**
 * A written document's editor (R-DOC-6): a first draft written into it section by section when
 * it is new, every section editable and rewritable on its own, autosave as versions, "Salvar
 * versão", history, export. `autoDraft` is off in tests that only look at the page.
 */
export function WrittenEditor({ remote, debounceMs, autoDraft = true }: { remote: WrittenDocument; debounceMs?: number; autoDraft?: boolean }) {
  const kind = remote.kind as WrittenKind;
  const page = WRITTEN_PAGES[kind];
  const editor = useDocumentEditor(remote, debounceMs !== undefined ? { debounceMs } : {});
  const content = editor.content as WrittenContent;
  const generation = useGeneration();
  const [confirmRedraft, setConfirmRedraft] = useState(false);
  const focused = useRef<Editor | null>(null);

  const draft = useCallback(
    async (scope: DraftScope = "all") => {
      try {
        await editor.flush();
      } catch (err) {
        toast.error("Não foi possível gerar o rascunho", { description: errorMessage(err) });
        return;
      }
      await generation.start({ type: "draft", documentId: remote.id, baseVersion: editor.version, allowOffline: false, scope });
    },
    [editor, generation, remote.id],
  );

  const rewrite = async (key: string, instruction: string) => {
    try {
      await editor.flush();
    } catch (err) {
      toast.error("Não foi possível reescrever a seção", { description: errorMessage(err) });
      return;
    }
    await generation.start({ type: "rewrite", documentId: remote.id, key, instruction, allowOffline: false });
  };

  // A new, empty document is drafted at once from what the project knows.
  const drafted = useRef(false);
  useEffect(() => {
    if (!autoDraft || drafted.current) return;
    drafted.current = true;
    if (remote.version === 1 && !hasText(remote.content)) void draft();
  }, [autoDraft, draft, remote.version, remote.content]);

  const setSection = (key: string, blocks: RichBlock[]) =>
    editor.update((c) => {
      const written = c as WrittenContent;
      return { ...written, sections: written.sections.map((s) => (s.key === key ? { ...s, blocks } : s)) };
    });

  const cite = (text: string) => {
    const target = focused.current;
    if (!target || target.isDestroyed || !target.isEditable) {
      toast.info("Clique primeiro no texto da seção onde a citação deve entrar.");
      return;
    }
    target.chain().focus("end").insertContent({ type: "paragraph", content: [{ type: "text", text }] }).run();
  };

  // An export's gap links here with the section's anchor (decision 071).
  useScrollToHash(true);

  const { progress } = generation;
  // Sections of the kind with no text (missing ones too): "Só as seções vazias" writes these.
  const emptySections = isWrittenKind(kind) ? WRITTEN_SECTIONS[kind].filter((spec) => !blocksToPlainText(content.sections.find((s) => s.key === spec.key)?.blocks ?? []).trim()).length : 0;
  const author = remote.lastVersion.author;
  const last = generation.lastGeneratedBy;
  // Who wrote the latest text: the rules' own label, or the offline generator's hint (decision 072).
  const provenance =
    last?.source === "offline" ? (last.provider === RULES_PROVIDER ? last.label : OFFLINE_HINT) : !last && author.source === "offline" ? (author.provider === RULES_PROVIDER ? RULES_HINT : OFFLINE_HINT) : null;
  const writingOf = (key: string) => {
    if (!generation.running) return null;
    const done = progress.finished[key];
    if (done) return { blocks: done };
    if (progress.current === key) return { text: progress.streamed[key] ?? "" };
    return null;
  };

  return (
    <div className="mx-auto max-w-6xl">
      <Link to={page.path} className="mb-4 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {page.title}
      </Link>
      <header className="mb-6 flex flex-col gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">
            {remote.kind === "apresentacao" ? "Texto de apresentação" : page.title}: {remote.project.name}
          </h1>
          <p className="mt-1 text-muted-foreground">
            <span>Cliente: {remote.client.name}</span> ·{" "}
            <Link to={`/dashboard/projetos/${remote.project.id}`} className="font-medium text-primary hover:underline">
              Ver projeto
            </Link>
          </p>
          <p className="mt-1 text-sm text-muted-foreground">
            Versão {editor.version} · {versionByLine(author)}
          </p>
          {provenance ? <p className="mt-1 text-sm text-amber-800">{provenance}</p> : null}
        </div>
        <SaveStatus status={editor.status} error={editor.error} />
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={generation.running} onClick={() => (hasText(content) ? setConfirmRedraft(true) : void draft())}>
            <Sparkles aria-hidden="true" className="size-4" />
            {hasText(content) ? "Gerar novamente" : "Gerar rascunho"}
          </Button>
          <SaveVersionButton flush={editor.flush} disabled={generation.running} />
          <VersionHistory documentId={remote.id} currentVersion={editor.version} renderPreview={(c) => <VersionPreview content={c} schema={writtenContentSchema} />} beforeRestore={editor.flush} />
          <ExportButtons documentId={remote.id} beforeExport={editor.flush} />
        </div>
        {generation.running ? <GenerationProgressBar progress={progress} /> : null}
        {generation.offerOffline ? (
          <OfflineOffer message={generation.offerOffline.message} onUseOffline={generation.retryOffline} onDismiss={generation.dismissOffline} />
        ) : null}
      </header>

      <div className={kind === "conceito" ? "grid grid-cols-1 gap-6 lg:grid-cols-[1fr_18rem]" : ""}>
        <div className="space-y-4">
          {content.sections.map((section, i) => (
            <SectionCard
              key={section.key}
              anchor={sectionAnchor(section.key)}
              index={i}
              title={section.title}
              spec={isWrittenKind(kind) ? sectionSpec(kind, section.key) : undefined}
              blocks={section.blocks}
              locked={generation.running}
              writing={writingOf(section.key)}
              onChange={(blocks) => setSection(section.key, blocks)}
              onRewrite={(instruction) => void rewrite(section.key, instruction)}
              onFocus={(e) => (focused.current = e)}
            />
          ))}
        </div>
        {kind === "conceito" ? <ReferencesPanel projectId={remote.project.id} onCite={cite} /> : null}
      </div>

      <RedraftDialog open={confirmRedraft} onOpenChange={setConfirmRedraft} emptySections={emptySections} onConfirm={(scope) => draft(scope)} />
      <ConflictDialog conflict={editor.conflict} onReload={editor.reload} onKeepMine={editor.keepMine} />
    </div>
  );
}
