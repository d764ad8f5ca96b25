import { eq } from "drizzle-orm";
import { plural } from "#domain/addressing";
import { documentKindLabel, type DocumentKind } from "#domain/documents";
import { stageLabel, type ProjectStage } from "#domain/projects";
import type { Db } from "#server/db/client";
import { client, project, studioMember } from "#server/db/schema";
import type { JobHandler } from "#server/jobs/runner";
import type { Mailer } from "#server/mail/mailer";
import { notify } from "#server/notifications/notify";

/** The job the client's visit, decision or signature schedules (portal.service.ts, R-PORTAL-4). */
export const PORTAL_NOTICE_JOB = "avisar-portal-do-cliente";

export type PortalNoticePayload =
  | { projectId: string; event: "visto" }
  | { projectId: string; event: "aprovada" | "alteracoes"; name: string; stage: ProjectStage }
  | { projectId: string; event: "assinada"; name: string; documentKind: DocumentKind };

/** The notice's title and text for what the client did. */
export function portalNotice(p: PortalNoticePayload, names: { clientName: string; projectName: string }): { title: string; body: string } {
  switch (p.event) {
    case "visto":
      return { title: `${names.clientName} abriu o portal`, body: `Portal do cliente do projeto ${names.projectName}.` };
    case "aprovada":
      return { title: `${p.name} aprovou a etapa ${stageLabel(p.stage)}`, body: `Projeto ${names.projectName}: veja o registro no portal do projeto.` };
    case "alteracoes":
      return { title: `${p.name} pediu alterações na etapa ${stageLabel(p.stage)}`, body: `Projeto ${names.projectName}: leia o comentário no portal do projeto.` };
    case "assinada":
      return { title: `${p.name} assinou: ${documentKindLabel(p.documentKind)}`, body: `Projeto ${names.projectName}: o PDF assinado está no portal do projeto.` };
  }
}

/**
 * `avisar-portal-do-cliente` (R-PORTAL-4): every member of the project's studio gets one notice in
 * Mensagens → Notificações and one e-mail (notify). Each member's notice has its own key, so a
 * retried job writes nothing twice and mails only whom it missed. Nothing once the project is gone.
 */
export function portalNoticeHandler({ db, mailer, baseUrl }: { db: Db; mailer: Mailer; baseUrl: string }): JobHandler {
  return async ({ job, logger }) => {
    const payload = job.payload as PortalNoticePayload & { key?: unknown };
    if (typeof payload.projectId !== "string" || typeof payload.key !== "string") {
      logger.warn({ job: job.id }, "job do portal sem projectId ou chave");
      return;
    }
    const [row] = await db
      .select({ studioId: project.studioId, projectName: project.name, clientName: client.name })
      .from(project)
      .innerJoin(client, eq(client.id, project.clientId))
      .where(eq(project.id, payload.projectId));
    if (!row) return;
    const members = await db.select({ userId: studioMember.userId }).from(studioMember).where(eq(studioMember.studioId, row.studioId));
    const notice = portalNotice(payload, row);
    let failed = 0;
    for (const m of members) {
      try {
        await notify(
          { db, mailer, baseUrl },
          {
            studioId: row.studioId,
            userId: m.userId,
            kind: "portal",
            ...notice,
            // The project page's portal section (web/features/projects).
            link: `/dashboard/projetos/${encodeURIComponent(payload.projectId)}#portal`,
            key: `${payload.key}:${m.userId}`,
          },
        );
      } catch (err) {
        failed++;
        logger.warn({ err, project: payload.projectId, user: m.userId }, "aviso do portal sem e-mail; o job tenta de novo");
      }
    }
    if (failed > 0) throw new Error(`${plural(failed, "e-mail de aviso falhou", "e-mails de aviso falharam")} de ${members.length}.`);
  };
}
