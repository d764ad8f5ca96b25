import { and, eq } from "drizzle-orm";
import type { GenerationStreamEvent } from "#domain/document-generation.schema";
import { isWrittenKind, type WrittenKind } from "#domain/documents";
import type { GeneratedBy } from "#domain/generation.schema";
import type { ProjectFacts } from "#domain/project-facts";
import type { RichBlock } from "#domain/rich-text.schema";
import { blocksToPlainText, parseSectionMarkdown } from "#domain/rich-text";
import { WRITTEN_SECTIONS, type SectionSpec } from "#domain/written-documents";
import { sectionPrompt, writtenSystemPrompt } from "#server/ai/prompts/written-documents";
import type { AiTone } from "#domain/profile";
import { dataBlocks, offlineSection } from "#server/ai/offline/written-documents";
import { NEEDS_AI, REWRITE_RULES, RULES_LABEL, RULES_PROVIDER, rewriteByRules, rulesFor, sameContent, unchangedByRules } from "#domain/section-rewrite-rules";
import { writtenContentSchema, type DraftScope, type WrittenSection } from "#domain/written-documents.schema";
import { AsyncQueue } from "#server/ai/async-queue";
import type { AiEngine, PreparedAnswer } from "#server/ai/engine";
import type { StudioScope } from "#server/auth/studio-scope";
import type { Db } from "#server/db/client";
import { projectDocument, user } from "#server/db/schema";
import type { BackgroundTasks } from "#server/lib/background";
import { AppError } from "#server/lib/errors";
import type { Logger } from "#server/lib/logger";
import { providerNoticeText } from "#domain/result-origin";
import { appendVersion, documentNotFound, latestContent, loadDocument, staleSave } from "./documents.service";
import { loadProjectFacts } from "./project-facts.service";

export interface GenerationDeps {
  db: Db;
  engine: AiEngine;
  logger: Logger;
  tasks: BackgroundTasks;
}

export type GenerationMode =
  | { type: "draft"; baseVersion: number; allowOffline: boolean; scope?: DraftScope }
  | { type: "rewrite"; key: string; instruction: string; allowOffline: boolean };

/** A section with no text: no blocks, or only blank ones (decision 075: "Só as seções vazias"). */
export function isEmptySection(section: Pick<WrittenSection, "blocks"> | undefined): boolean {
  return !section || blocksToPlainText(section.blocks).trim() === "";
}

const nothingEmpty = () => new AppError("validation_error", 422, "Nenhuma seção está vazia: escolha “Tudo” para escrever o documento de novo.", { scope: "Nenhuma seção está vazia." });

const sectionNotFound = () => new AppError("not_found", 404, "Seção não encontrada.");

/** The chain's own offline text is not used: the offline generator writes the section. */
const UNUSED_OFFLINE = { text: "", citations: [], found: false };

/** "Seção reescrita pelas regras (sem IA): mais curto e mais formal. Revise antes de usar." */
export function rulesLabel(rules: readonly (typeof REWRITE_RULES)[number]["id"][]): string {
  const labels = rules.map((r) => REWRITE_RULES.find((x) => x.id === r)!.label).join(" e ");
  return `Seção ${RULES_LABEL}: ${labels}. Revise antes de usar.`;
}

export const OFFLINE_DRAFT: GeneratedBy = {
  source: "offline",
  provider: null,
  model: null,
  label: "Gerado pelo gerador offline (sem IA): complete os trechos marcados [completar: …].",
};

/**
 * A generation that ends without saving on purpose (decision 072): an instruction only an AI can
 * follow when none answered, or a result equal to the latest version. Said in the stream's
 * `error` with its own code; nothing is saved and nothing is charged.
 */
class NothingToSave extends Error {
  constructor(
    public readonly code: "needs_ai" | "unchanged",
    message: string,
  ) {
    super(message);
    this.name = "NothingToSave";
  }
}

const UNCHANGED_REWRITE = "A reescrita deixou a seção igual à versão atual: nada foi salvo.";
const UNCHANGED_DRAFT = "O novo rascunho ficou igual à versão atual: nada foi salvo.";

/** A written document of the studio, its latest content and its project; 404 for another studio's or another kind. */
async function writtenDocument(db: Db, scope: StudioScope, id: string) {
  const [row] = await db
    .select({ id: projectDocument.id, kind: projectDocument.kind, version: projectDocument.version, projectId: projectDocument.projectId })
    .from(projectDocument)
    .where(and(eq(projectDocument.id, id), eq(projectDocument.studioId, scope.studioId)));
  if (!row || !isWrittenKind(row.kind)) throw documentNotFound();
  const content = writtenContentSchema.parse(await latestContent({ db, documentId: row.id, version: row.version }));
  return { ...row, kind: row.kind, content };
}

type Writer = { provider: string; model: string; displayName: string } | null;

/**
 * One section through the chain: its tokens go to the stream as they come; a section no
 * provider wrote (none usable, a failure, an empty answer) is the offline generator's, said in a
 * notice. The data tables are appended here, never written by the model.
 */
async function writeSection(
  { prepared, queue, kind, tone, facts, spec, current, instruction, offlineOnly, offlineBlocks = () => offlineSection(kind, spec.key, facts) }: {
    prepared: PreparedAnswer;
    tone: AiTone;
    queue: AsyncQueue<GenerationStreamEvent>;
    kind: WrittenKind;
    facts: ProjectFacts;
    spec: SectionSpec;
    current?: RichBlock[];
    instruction?: string;
    offlineOnly: boolean;
    /** What stands in when no provider writes the section (a rewrite: the rules, decision 072); may throw NothingToSave. */
    offlineBlocks?: () => RichBlock[];
  },
): Promise<{ blocks: RichBlock[]; writer: Writer }> {
  const offline = () => {
    const blocks = offlineBlocks();
    queue.push({ event: "section", data: { key: spec.key, source: "offline" } });
    queue.push({ event: "sectionDone", data: { key: spec.key, blocks } });
    return { blocks, writer: null };
  };
  if (offlineOnly) return offline();
  let writer: Writer = null;
  let text = "";
  const prompt = sectionPrompt({ kind, section: spec, facts, ...(instruction ? { instruction } : {}), ...(current ? { current } : {}) });
  for await (const event of prepared.run({ system: writtenSystemPrompt(kind, tone), messages: [{ role: "user", content: prompt }] }, () => UNUSED_OFFLINE)) {
    if (event.type === "start" && event.provider !== "offline") {
      writer = { provider: event.provider, model: event.model, displayName: event.displayName };
      queue.push({ event: "section", data: { key: spec.key, source: "ia" } });
    } else if (event.type === "token" && writer) {
      text += event.text;
      queue.push({ event: "token", data: { key: spec.key, text: event.text } });
    } else if (event.type === "done" && writer) {
      text = event.text;
    } else if (event.type === "notice") {
      // A provider failed before writing (the chain moves on, or to the offline generator).
      queue.push({ event: "notice", data: { message: providerNoticeText(event.kind, event.message) } });
    } else if (event.type === "failed") {
      queue.push({ event: "notice", data: { message: `O serviço de IA parou de responder. A seção "${spec.title}" foi escrita pelo gerador offline.` } });
      writer = null;
      text = "";
    }
  }
  const blocks = writer ? parseSectionMarkdown(text, spec.title) : [];
  if (!writer || blocks.length === 0) {
    if (writer) queue.push({ event: "notice", data: { message: `A IA não escreveu a seção "${spec.title}": ela foi escrita pelo gerador offline.` } });
    return offline();
  }
  const all = [...blocks, ...dataBlocks(kind, spec.key, facts)];
  queue.push({ event: "sectionDone", data: { key: spec.key, blocks: all } });
  return { blocks: all, writer };
}

/**
 * The latest sections with the generated ones put in the sections still empty (a section the
 * architect wrote meanwhile keeps its text), in the kind's order; sections the kind lacks (an
 * older document) are added where the kind has them, and the document's own extra sections stay.
 */
function fillEmpty(kind: WrittenKind, latest: WrittenSection[], written: WrittenSection[]): WrittenSection[] {
  const byKey = new Map(latest.map((s) => [s.key, s]));
  const generated = new Map(written.map((s) => [s.key, s]));
  const ordered = WRITTEN_SECTIONS[kind].flatMap((spec) => {
    const current = byKey.get(spec.key);
    const fresh = generated.get(spec.key);
    if (current && (!fresh || !isEmptySection(current))) return [current];
    if (fresh) return [current ? { ...current, blocks: fresh.blocks } : fresh];
    return [];
  });
  const known = new Set(WRITTEN_SECTIONS[kind].map((s) => s.key));
  return [...ordered, ...latest.filter((s) => !known.has(s.key))];
}

/**
 * A written document's draft (every section, or only the empty ones) or one section's rewrite (R-DOC-6). Before anything
 * streams: 404 (another studio's document, another kind, an unknown section), 409 (a draft from a
 * stale version), 402 (no generations left, unless allowOffline). Then the sections are written
 * by a background task, so a browser that leaves does not lose a paid draft, and saved as ONE new
 * version at the end (a rewrite replaces only its section, on whatever is latest then). One text
 * generation for the whole draft, given back if no provider wrote any section.
 */
export async function startWrittenGeneration({
  db,
  engine,
  logger,
  tasks,
  scope,
  documentId,
  mode,
}: GenerationDeps & { scope: StudioScope; documentId: string; mode: GenerationMode }): Promise<AsyncQueue<GenerationStreamEvent>> {
  const doc = await writtenDocument(db, scope, documentId);
  if (mode.type === "draft" && mode.baseVersion !== doc.version) throw staleSave(doc.version);
  const target = mode.type === "rewrite" ? doc.content.sections.find((s) => s.key === mode.key) : undefined;
  if (mode.type === "rewrite" && !target) throw sectionNotFound();
  const facts = await loadProjectFacts({ db, scope, projectId: doc.projectId });
  // The person's preference (R-PROFILE-4): formal or cordial.
  const [person] = await db.select({ tone: user.aiTone }).from(user).where(eq(user.id, scope.userId));
  const tone = person?.tone ?? "formal";
  const prepared = await engine.prepare({ db, studioId: scope.studioId, allowOffline: mode.allowOffline, runs: "several" });

  const onlyEmpty = mode.type === "draft" && mode.scope === "empty";
  const specs: SectionSpec[] =
    mode.type === "draft"
      ? WRITTEN_SECTIONS[doc.kind].filter((spec) => !onlyEmpty || isEmptySection(doc.content.sections.find((s) => s.key === spec.key)))
      : [WRITTEN_SECTIONS[doc.kind].find((s) => s.key === mode.key) ?? { key: target!.key, title: target!.title, brief: "" }];
  if (specs.length === 0) throw nothingEmpty();
  const queue = new AsyncQueue<GenerationStreamEvent>();
  queue.push({ event: "start", data: { sections: specs.map(({ key, title }) => ({ key, title })) } });

  // Without a provider a rewrite does what rules can (shorter, longer with the project's facts, a
  // list, more formal, to the client), or says the instruction needs an AI; an empty instruction
  // is the offline generator's section again (R-DOC-6, decision 072).
  const rules = mode.type === "rewrite" ? rulesFor(mode.instruction) : [];
  let byRules = false;
  const rewriteOffline = (): RichBlock[] => {
    if (mode.type !== "rewrite") throw new Error("only a rewrite");
    if (rules === null) throw new NothingToSave("needs_ai", NEEDS_AI);
    if (rules.length === 0) return offlineSection(doc.kind, mode.key, facts);
    const blocks = rewriteByRules(rules, target!.blocks, facts);
    if (sameContent(blocks, target!.blocks)) throw new NothingToSave("unchanged", unchangedByRules(rules));
    byRules = true;
    return blocks;
  };

  const produce = async () => {
    let saved = false;
    let givenBack = false;
    try {
      const written: WrittenSection[] = [];
      let firstWriter: Writer = null;
      let offlineOnly = false;
      for (const spec of specs) {
        const result = await writeSection({
          prepared,
          queue,
          kind: doc.kind,
          tone,
          facts,
          spec,
          ...(mode.type === "rewrite" ? { current: target!.blocks, instruction: mode.instruction, offlineBlocks: rewriteOffline } : {}),
          offlineOnly,
        });
        written.push({ key: spec.key, title: target?.title ?? spec.title, blocks: result.blocks });
        firstWriter ??= result.writer;
        // No provider answered this section: the next ones go offline rather than wait for each failure.
        if (!result.writer) offlineOnly = true;
      }
      const author = firstWriter
        ? { source: "ia" as const, userId: scope.userId, provider: firstWriter.provider, model: firstWriter.model }
        : { source: "offline" as const, userId: scope.userId, ...(byRules ? { rules: true } : {}) };
      await db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ version: projectDocument.version })
          .from(projectDocument)
          .where(and(eq(projectDocument.id, doc.id), eq(projectDocument.studioId, scope.studioId)))
          .for("update");
        if (!locked) throw documentNotFound();
        const latest = writtenContentSchema.parse(await latestContent({ db: tx, documentId: doc.id, version: locked.version }));
        const content =
          mode.type === "rewrite"
            ? { sections: latest.sections.map((s) => (s.key === mode.key ? { ...s, blocks: written[0]!.blocks } : s)) }
            : onlyEmpty
              ? { sections: fillEmpty(doc.kind, latest.sections, written) }
              : { sections: written };
        // Never a version that says exactly what the latest says (decision 072).
        if (sameContent(content.sections, latest.sections)) throw new NothingToSave("unchanged", mode.type === "draft" ? UNCHANGED_DRAFT : UNCHANGED_REWRITE);
        await appendVersion({ tx, studioId: scope.studioId, documentId: doc.id, baseVersion: locked.version, content, author });
      });
      saved = true;
      const document = await loadDocument({ db, studioId: scope.studioId, id: doc.id });
      const generatedBy: GeneratedBy = firstWriter
        ? { source: "ia", provider: firstWriter.provider, model: firstWriter.model, label: `Escrito pela IA (${firstWriter.displayName}${firstWriter.model ? `, ${firstWriter.model}` : ""}): revise antes de usar.` }
        : byRules
          ? { source: "offline", provider: RULES_PROVIDER, model: null, label: rulesLabel(rules ?? []) }
          : OFFLINE_DRAFT;
      queue.push({ event: "done", data: { document, generatedBy } });
    } catch (err) {
      if (err instanceof NothingToSave) {
        givenBack = true;
        await prepared.cancel().catch((e: unknown) => logger.error({ err: e }, "falha ao devolver a geração reservada"));
        queue.push({ event: "error", data: { code: err.code, message: err.message } });
        return;
      }
      logger.error({ err, documentId }, "falha ao gerar o documento");
      // Nothing was saved: the studio does not pay for it.
      if (!saved) {
        givenBack = true;
        await prepared.cancel().catch((e: unknown) => logger.error({ err: e }, "falha ao devolver a geração reservada"));
      }
      queue.push({ event: "error", data: { code: "generation_failed", message: saved ? "A versão foi salva, mas não foi possível lê-la de volta. Recarregue a página." : "Não foi possível terminar a geração; nada foi salvo. Tente novamente." } });
    } finally {
      if (!givenBack) await prepared.settle().catch((err: unknown) => logger.error({ err }, "falha ao devolver a geração reservada"));
      queue.end();
    }
  };
  tasks.run(produce());
  return queue;
}
