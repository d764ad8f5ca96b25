import {
  dueRemindersQuerySchema,
  dueRemindersSchema,
  reminderInputSchema,
  reminderListSchema,
  reminderPatchSchema,
  reminderSchema,
} from "#domain/reminders.schema";
import type { AiEngine } from "#server/ai/engine";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import type { Logger } from "#server/lib/logger";
import { apiRoute, apiRouter, idParams } from "#server/lib/openapi";
import { createReminder, deleteReminder, dueReminders, listReminders, reminderNotFound, updateReminder } from "./reminders.service";

const TAG = "Lembretes";

/**
 * Mounted at /api/reminders: the person's own reminders in the active studio (R-REM-1 to R-REM-4).
 *
 * Creating a reminder is not behind the AI rate limit, as saving a calendar event is not
 * (server/features/calendar/calendar.routes.ts): the reminder is always saved, and its advice
 * falls back to the offline rules when the quota is used up or no provider answers.
 */
export function remindersRoutes({ auth, db, engine, logger, rateLimit }: {
  auth: Auth;
  db: Db;
  engine: AiEngine;
  logger: Logger;
  /** The AI rate limit: no route is behind it; a new reminder's advice counts it (rules over it). */
  rateLimit?: { max: number; windowSeconds: number };
}) {
  const signedIn = requireUser({ auth, db });
  const params = idParams(reminderNotFound);
  return apiRouter<AuthVariables>()
    .openapi(
      apiRoute({
        method: "get",
        path: "/",
        tag: TAG,
        summary: "Lista os lembretes da pessoa",
        description: "Só os da própria pessoa no estúdio ativo: os abertos por vencimento e prioridade (urgente primeiro), depois os concluídos.",
        signedIn,
        responses: { 200: { schema: reminderListSchema, description: "Os lembretes." } },
      }),
      async (c) => c.json(await listReminders({ db, scope: c.get("scope") }), 200),
    )
    .openapi(
      apiRoute({
        method: "get",
        path: "/due",
        tag: TAG,
        summary: "Os lembretes que vencem hoje ou estão atrasados",
        description:
          "Hoje é `hoje` (aaaa-mm-dd) quando enviado, senão a data de agora no fuso `timeZone` (o do navegador; America/Sao_Paulo sem ele). Mostrados no login e na página inicial.",
        signedIn,
        query: dueRemindersQuerySchema,
        responses: { 200: { schema: dueRemindersSchema, description: "Os lembretes abertos que vencem até hoje." } },
      }),
      async (c) => {
        const { hoje, timeZone } = c.req.valid("query");
        return c.json(await dueReminders({ db, scope: c.get("scope"), sessionId: c.get("sessionId"), hoje, timeZone }), 200);
      },
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/",
        tag: TAG,
        summary: "Cria um lembrete (ferramenta Lembretes) e sugere prioridades",
        description:
          "Os campos do formulário (`titulo`, `descricao`, `data`, `prioridade`; média sem ela) e o fuso do navegador. Agenda o aviso para as 8h do dia (ou já, se passou) e devolve a sugestão de prioridades: IA com o prompt do servidor, ou regras offline quando não há provedor ou a cota acabou.",
        signedIn,
        body: { schema: reminderInputSchema },
        responses: { 201: { schema: reminderSchema, description: "O lembrete, com a sugestão." } },
      }),
      async (c) =>
        c.json(await createReminder({ db, engine, logger, aiRateLimit: rateLimit, scope: c.get("scope"), input: c.req.valid("json"), signal: c.req.raw.signal }), 201),
    )
    .openapi(
      apiRoute({
        method: "patch",
        path: "/{id}",
        tag: TAG,
        summary: "Conclui, reabre, adia ou altera um lembrete",
        description:
          "`done` conclui (o aviso pendente é cancelado) ou reabre; `snoozeDays` (1, 3 ou 7) adia a partir de hoje e reagenda o aviso; os campos do formulário alteram o lembrete (uma nova data encerra o adiamento).",
        signedIn,
        params,
        body: { schema: reminderPatchSchema },
        responses: { 200: { schema: reminderSchema, description: "O lembrete alterado." } },
      }),
      async (c) => c.json(await updateReminder({ db, scope: c.get("scope"), id: c.req.valid("param").id, input: c.req.valid("json") }), 200),
    )
    .openapi(
      apiRoute({
        method: "delete",
        path: "/{id}",
        tag: TAG,
        summary: "Exclui um lembrete",
        signedIn,
        params,
        responses: { 204: { description: "Excluído, com o aviso pendente." } },
      }),
      async (c) => {
        await deleteReminder({ db, scope: c.get("scope"), id: c.req.valid("param").id });
        return c.body(null, 204);
      },
    );
}
