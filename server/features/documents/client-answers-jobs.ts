import { eq } from "drizzle-orm";
import { plural } from "#domain/addressing";
import { clientAnswersNotice } from "#domain/client-link-messages";
import type { Db } from "#server/db/client";
import { client, project, projectDocument, studioMember } from "#server/db/schema";
import type { JobHandler } from "#server/jobs/runner";
import type { Mailer } from "#server/mail/mailer";
import { notify } from "#server/notifications/notify";

/** The job a client's first save of a session schedules (client-link.service.ts, R-NOTIF-2). */
export const CLIENT_ANSWERS_JOB = "avisar-respostas-do-cliente";

/**
 * `avisar-respostas-do-cliente` (R-NOTIF-2): every member of the briefing's studio gets one notice
 * in Mensagens → Notificações and one e-mail for the client's session of answers. Each member's
 * notice has its own key (the session's first version and the member), so a retried job — SMTP
 * refused one e-mail — writes nothing twice and mails only whom it missed (notify's claim).
 * Nothing when the briefing was deleted since.
 */
export function clientAnswersNoticeHandler({ db, mailer, baseUrl }: { db: Db; mailer: Mailer; baseUrl: string }): JobHandler {
  return async ({ job, logger }) => {
    const { documentId, version } = job.payload as { documentId?: unknown; version?: unknown };
    if (typeof documentId !== "string" || typeof version !== "number") {
      logger.warn({ job: job.id }, "job de respostas do cliente sem documentId ou version");
      return;
    }
    const [row] = await db
      .select({ studioId: projectDocument.studioId, projectName: project.name, clientName: client.name, clientKind: client.kind })
      .from(projectDocument)
      .innerJoin(project, eq(project.id, projectDocument.projectId))
      .innerJoin(client, eq(client.id, project.clientId))
      .where(eq(projectDocument.id, documentId));
    if (!row) return;
    const members = await db.select({ userId: studioMember.userId }).from(studioMember).where(eq(studioMember.studioId, row.studioId));
    // The notice speaks of the client as they are (R-CLIENT-3): "estão respondendo" for a couple.
    const notice = clientAnswersNotice({ name: row.clientName, kind: row.clientKind }, { projectName: row.projectName });
    let failed = 0;
    for (const m of members) {
      try {
        await notify(
          { db, mailer, baseUrl },
          {
            studioId: row.studioId,
            userId: m.userId,
            kind: "briefing",
            ...notice,
            // The briefing editor's address (web/features/briefing/paths.ts).
            link: `/dashboard/briefing/${encodeURIComponent(documentId)}`,
            key: `respostas-cliente:${documentId}:${version}:${m.userId}`,
          },
        );
      } catch (err) {
        // One refused e-mail must not keep the other members from theirs.
        failed++;
        logger.warn({ err, document: documentId, user: m.userId }, "aviso de respostas do cliente sem e-mail; o job tenta de novo");
      }
    }
    if (failed > 0) {
      throw new Error(`${plural(failed, "e-mail de aviso falhou", "e-mails de aviso falharam")} de ${members.length}; a próxima tentativa envia só ${failed === 1 ? "esse" : "esses"}.`);
    }
  };
}
