import { z } from "#domain/zod";
import { calendarEventInputSchema, calendarEventSchema, calendarFeedSchema, calendarQuerySchema, calendarRangeSchema, maintenanceAgendaResultSchema, maintenanceAgendaSchema } from "#domain/calendar.schema";
import type { AiEngine } from "#server/ai/engine";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { contentDisposition } from "#server/export/http";
import { apiRoute, apiRouter, idParams } from "#server/lib/openapi";
import { rateLimitByIp } from "#server/lib/rate-limit";
import { addMaintenanceAgenda, createEvent, deleteEvent, eventNotFound, getEvent, listRange, updateEvent } from "./calendar.service";
import { eventIcs, feedIcs, feedNotFound, regenerateSubscription, studioIcs, subscriptionUrl } from "./calendar-ics.service";

const TAG = "Calendário";
const ICS_TYPE = "text/calendar; charset=utf-8";

interface CalendarRouteDeps {
  auth: Auth;
  db: Db;
  engine: AiEngine;
  baseUrl: string;
  /** Signs the subscription addresses (the server's AUTH_SECRET). */
  secret: string;
  trustProxy: boolean;
  /** The AI rate limit, counted by the advice itself (over it, the rules advise). */
  rateLimit?: { max: number; windowSeconds: number };
}

const ics = (body: string, fileName?: string) =>
  new Response(body, { status: 200, headers: { "Content-Type": ICS_TYPE, ...(fileName ? { "Content-Disposition": contentDisposition(fileName) } : {}) } });

/** Mounted at /api/calendar (R-CAL-1..R-CAL-4). */
/**
 * Saving an event is not refused by the AI rate limit as the AI endpoints are: the advice counts
 * the person's limit itself and falls back to the rules over it or when the quota is used up, so
 * an event is never refused for its advice (R-CAL-4).
 */
export function calendarRoutes({ auth, db, engine, baseUrl, secret, trustProxy, rateLimit }: CalendarRouteDeps) {
  const signedIn = requireUser({ auth, db });
  const params = idParams(eventNotFound);
  const feed = { secret, baseUrl };
  return apiRouter<AuthVariables>()
    .openapi(
      apiRoute({
        method: "get",
        path: "/",
        tag: TAG,
        summary: "Os eventos e os prazos de projetos de um período",
        description: "`from` e `to` (aaaa-mm-dd, inclusive), até 400 dias.",
        signedIn,
        query: calendarQuerySchema,
        responses: { 200: { schema: calendarRangeSchema, description: "Eventos por dia e horário; prazos dos projetos em andamento." } },
      }),
      async (c) => c.json(await listRange({ db, scope: c.get("scope"), range: c.req.valid("query") }), 200),
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/events",
        tag: TAG,
        summary: "Agenda um evento",
        description: "Guarda o evento com as dicas de preparação (IA, ou as regras da base offline) e agenda o aviso no prazo escolhido.",
        signedIn,
        body: { schema: calendarEventInputSchema },
        responses: { 201: { schema: calendarEventSchema, description: "O evento agendado." } },
      }),
      async (c) => c.json(await createEvent({ db, engine, aiRateLimit: rateLimit, scope: c.get("scope"), input: c.req.valid("json") }), 201),
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/maintenance",
        tag: TAG,
        summary: "Põe a agenda de manutenção de uma obra no calendário",
        description: "As entradas do checklist pós-obra (título, dia, descrição), às 09:00, com aviso uma semana antes; a descrição fica como as dicas do evento.",
        signedIn,
        body: { schema: maintenanceAgendaSchema },
        responses: { 201: { schema: maintenanceAgendaResultSchema, description: "Quantos eventos entraram." } },
      }),
      async (c) => c.json(await addMaintenanceAgenda({ db, engine, scope: c.get("scope"), input: c.req.valid("json") }), 201),
    )
    .openapi(
      apiRoute({
        method: "get",
        path: "/events/{id}",
        tag: TAG,
        summary: "Um evento",
        signedIn,
        params,
        responses: { 200: { schema: calendarEventSchema, description: "O evento." } },
      }),
      async (c) => c.json(await getEvent({ db, scope: c.get("scope"), id: c.req.valid("param").id }), 200),
    )
    .openapi(
      apiRoute({
        method: "put",
        path: "/events/{id}",
        tag: TAG,
        summary: "Altera um evento",
        description: "O aviso é reagendado; as dicas são escritas de novo quando título, data, horário ou projeto mudam.",
        signedIn,
        params,
        body: { schema: calendarEventInputSchema },
        responses: { 200: { schema: calendarEventSchema, description: "O evento alterado." } },
      }),
      async (c) => c.json(await updateEvent({ db, engine, aiRateLimit: rateLimit, scope: c.get("scope"), id: c.req.valid("param").id, input: c.req.valid("json") }), 200),
    )
    .openapi(
      apiRoute({
        method: "delete",
        path: "/events/{id}",
        tag: TAG,
        summary: "Remove um evento",
        signedIn,
        params,
        responses: { 204: { description: "Removido (e o aviso cancelado)." } },
      }),
      async (c) => {
        await deleteEvent({ db, scope: c.get("scope"), id: c.req.valid("param").id });
        return c.body(null, 204);
      },
    )
    .openapi(
      apiRoute({
        method: "get",
        path: "/events/{id}/ics",
        tag: TAG,
        summary: "Baixa um evento em .ics",
        signedIn,
        params,
        responses: { 200: { description: "text/calendar (iCalendar), horários em UTC, com o alarme do aviso escolhido." } },
      }),
      async (c) => {
        const { body, fileName } = await eventIcs({ db, scope: c.get("scope"), id: c.req.valid("param").id });
        return ics(body, fileName);
      },
    )
    .openapi(
      apiRoute({
        method: "get",
        path: "/ics",
        tag: TAG,
        summary: "Baixa o calendário inteiro em .ics",
        signedIn,
        responses: { 200: { description: "text/calendar: os eventos do último ano em diante e os prazos dos projetos." } },
      }),
      async (c) => ics(await studioIcs({ db, studioId: c.get("scope").studioId }), "calendario-prancheta.ics"),
    )
    .openapi(
      apiRoute({
        method: "get",
        path: "/subscription",
        tag: TAG,
        summary: "O endereço privado para assinar o calendário",
        signedIn,
        responses: { 200: { schema: calendarFeedSchema, description: "O endereço (criado no primeiro pedido)." } },
      }),
      async (c) => c.json({ url: await subscriptionUrl({ db, scope: c.get("scope"), ...feed }) }, 200),
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/subscription/regenerate",
        tag: TAG,
        summary: "Gera um novo endereço de assinatura",
        description: "O endereço anterior deixa de funcionar na hora.",
        signedIn,
        responses: { 200: { schema: calendarFeedSchema, description: "O novo endereço." } },
      }),
      async (c) => c.json({ url: await regenerateSubscription({ db, scope: c.get("scope"), ...feed }) }, 200),
    )
    .openapi(
      apiRoute({
        method: "get",
        path: "/feed/{token}",
        tag: TAG,
        summary: "O calendário assinado (para o Google Agenda ou o Outlook)",
        description: "Sem sessão: o próprio endereço é o segredo. 404 quando foi trocado ou a pessoa saiu do estúdio.",
        params: { schema: z.object({ token: z.string() }), notFound: feedNotFound },
        // Google and Outlook fetch every subscription from a few shared addresses: a roomy limit.
        middleware: [rateLimitByIp({ db, scope: "calendario-assinatura", trustProxy, max: 3_000, windowSeconds: 60 * 60 })],
        responses: { 200: { description: "text/calendar (iCalendar)." } },
        errors: { 404: "Endereço de calendário não encontrado." },
      }),
      async (c) => ics(await feedIcs({ db, secret, token: c.req.valid("param").token })),
    );
}
