import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { briefingAsText } from "#domain/briefing";
import { FOLLOW_UP_SYSTEM_PROMPT, followUpPrompt, offlineFollowUps, parseFollowUps } from "#domain/briefing-follow-ups";
import { DOCUMENT_CONTENT_SCHEMAS } from "#domain/documents.schema";
import type { FollowUpsResponse, ProgrammeGenerationResponse } from "#domain/generation.schema";
import { offlineProgramme, raiseToRules } from "#server/ai/offline/needs-program";
import { labelWithRules, parseProgrammeAnswer, programmePrompt, PROGRAMME_SYSTEM_PROMPT } from "#server/ai/prompts/needs-program";
import type { AiEngine } from "#server/ai/engine";
import { generateStructured } from "#server/ai/structured";
import type { StudioScope } from "#server/auth/studio-scope";
import type { Db } from "#server/db/client";
import { client, project, projectDocument } from "#server/db/schema";
import { AppError } from "#server/lib/errors";
import { appendVersion, documentNotFound, latestContent, loadDocument, openDocument } from "./documents.service";

/** The briefing document with its project's type and name and its client's kind (the questions' wording, R-CLIENT-3), or 404 (another studio's, or not a briefing). */
async function briefingOf(db: Db, scope: StudioScope, where: { documentId: string } | { projectId: string }) {
  const [row] = await db
    .select({ id: projectDocument.id, version: projectDocument.version, projectId: project.id, type: project.type, name: project.name, standard: project.standard, plotArea: project.plotArea, clientKind: client.kind })
    .from(projectDocument)
    .innerJoin(project, eq(project.id, projectDocument.projectId))
    .innerJoin(client, eq(client.id, project.clientId))
    .where(
      and(
        eq(projectDocument.studioId, scope.studioId),
        eq(projectDocument.kind, "briefing"),
        "documentId" in where ? eq(projectDocument.id, where.documentId) : eq(projectDocument.projectId, where.projectId),
      ),
    );
  if (!row) return undefined;
  const content = DOCUMENT_CONTENT_SCHEMAS.briefing.parse(await latestContent({ db, documentId: row.id, version: row.version }));
  return { ...row, content };
}

/**
 * Follow-up questions from the answers so far (R-DOC-2): the server's prompt through the AI
 * chain, or the written rules offline. Nothing is saved: the architect accepts each one, and
 * accepting is a save of the briefing.
 */
export async function suggestFollowUps({ db, engine, scope, documentId, allowOffline, signal }: {
  db: Db;
  engine: AiEngine;
  scope: StudioScope;
  documentId: string;
  allowOffline: boolean;
  signal?: AbortSignal;
}): Promise<FollowUpsResponse> {
  const briefing = await briefingOf(db, scope, { documentId });
  if (!briefing) throw documentNotFound();
  const { content } = briefing;
  const { value, generatedBy } = await generateStructured({
    db,
    engine,
    studioId: scope.studioId,
    allowOffline,
    system: FOLLOW_UP_SYSTEM_PROMPT,
    prompt: followUpPrompt(content, { type: briefing.type, name: briefing.name }, briefing.clientKind),
    parse: (text) => {
      const parsed = parseFollowUps(text, content.followUps);
      return parsed && parsed.length > 0 ? parsed.map((s) => ({ id: `ia-${randomUUID().slice(0, 8)}`, text: s.text, reason: s.reason })) : null;
    },
    offline: () => offlineFollowUps(content, { kind: briefing.clientKind }),
    signal,
  });
  return {
    suggestions: value,
    generatedBy:
      generatedBy.source === "offline"
        ? { ...generatedBy, label: "Sugestões offline: regras escritas sobre as respostas, sem IA. Aceite as que fizerem sentido." }
        : generatedBy,
  };
}

/**
 * The project's needs programme generated from its briefing (R-DOC-4), as a new version of the
 * programme document (created if needed). The lot's parameters and the walls factor the
 * architect typed are kept; the rooms are replaced (the previous ones stay in the history).
 */
export async function generateProgramme({ db, engine, scope, projectId, allowOffline, signal }: {
  db: Db;
  engine: AiEngine;
  scope: StudioScope;
  projectId: string;
  allowOffline: boolean;
  signal?: AbortSignal;
}): Promise<ProgrammeGenerationResponse> {
  const briefing = await briefingOf(db, scope, { projectId });
  if (!briefing) {
    const [own] = await db.select({ id: project.id }).from(project).where(and(eq(project.id, projectId), eq(project.studioId, scope.studioId)));
    if (!own) throw new AppError("not_found", 404, "Projeto não encontrado.");
    throw new AppError("validation_error", 422, "Este projeto ainda não tem briefing: crie e responda o briefing antes de gerar o programa.");
  }
  const { value: suggested, generatedBy: writer } = await generateStructured({
    db,
    engine,
    studioId: scope.studioId,
    allowOffline,
    system: PROGRAMME_SYSTEM_PROMPT,
    prompt: programmePrompt(briefingAsText(briefing.content, briefing.clientKind), { type: briefing.type, standard: briefing.standard, plotArea: briefing.plotArea, name: briefing.name }),
    parse: parseProgrammeAnswer,
    offline: () => offlineProgramme(briefing.content, { type: briefing.type, plotArea: briefing.plotArea }).rooms,
    signal,
  });
  // The AI's areas go through the offline rules as floors (decision 073); the label says which
  // rooms the rules raised (decision 079). The offline rooms are the rules' own.
  const { rooms, adjusted } = writer.source === "ia" ? raiseToRules(suggested, briefing.content) : { rooms: suggested, adjusted: [] };
  const generatedBy = { ...writer, label: labelWithRules(writer.label, adjusted) };
  // The architect left (closed the tab, cancelled): nothing they did not wait for is written.
  if (signal?.aborted) throw new AppError("unavailable", 503, "A geração foi cancelada; nada foi salvo.");
  const { document: programme } = await openDocument({ db, scope, projectId, kind: "programa" });
  const document = await db.transaction(async (tx) => {
    // Locked, so that an edit saved while the model was writing is the one whose lot and factor are kept.
    const [locked] = await tx.select({ version: projectDocument.version }).from(projectDocument).where(eq(projectDocument.id, programme.id)).for("update");
    if (!locked) throw documentNotFound();
    const current = DOCUMENT_CONTENT_SCHEMAS.programa.parse(await latestContent({ db: tx, documentId: programme.id, version: locked.version }));
    await appendVersion({
      tx,
      studioId: scope.studioId,
      documentId: programme.id,
      baseVersion: locked.version,
      content: { ...current, rooms },
      author:
        generatedBy.source === "ia"
          ? { source: "ia", userId: scope.userId, provider: generatedBy.provider ?? "", model: generatedBy.model ?? "" }
          : { source: "offline", userId: scope.userId },
    });
    return loadDocument({ db: tx, studioId: scope.studioId, id: programme.id });
  });
  return { document, generatedBy };
}
