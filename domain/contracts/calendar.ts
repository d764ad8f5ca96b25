/** The calendar API (R-CAL-1…R-CAL-4): one contract for the server, the web client and the tests (decision 088). */
import {
  calendarEventInputSchema,
  calendarEventSchema,
  calendarFeedSchema,
  calendarQuerySchema,
  calendarRangeSchema,
  maintenanceAgendaResultSchema,
  maintenanceAgendaSchema,
} from "#domain/calendar.schema";
import { z } from "#domain/zod";
import { idPath, resource, route } from "./contract";

/** The subscription's signed token: the address itself is the secret (R-CAL-3). */
const feedPath = z.object({ token: z.string() });

export const calendarApi = resource("/api/calendar", "Calendário", {
  range: route({
    method: "get",
    path: "/",
    summary: "Os eventos e os prazos de projetos de um período",
    description: "`from` e `to` (aaaa-mm-dd, inclusive), até 400 dias.",
    query: calendarQuerySchema,
    responses: { 200: { schema: calendarRangeSchema, description: "Eventos por dia e horário; prazos dos projetos em andamento." } },
  }),
  create: route({
    method: "post",
    path: "/events",
    summary: "Agenda um evento",
    description: "Guarda o evento com as dicas de preparação (IA, ou as regras da base offline) e agenda o aviso no prazo escolhido.",
    body: { schema: calendarEventInputSchema },
    responses: { 201: { schema: calendarEventSchema, description: "O evento agendado." } },
  }),
  addMaintenance: route({
    method: "post",
    path: "/maintenance",
    summary: "Põe a agenda de manutenção de uma obra no calendário",
    description: "As entradas do checklist pós-obra (título, dia, descrição), às 09:00, com aviso uma semana antes; a descrição fica como as dicas do evento.",
    body: { schema: maintenanceAgendaSchema },
    responses: { 201: { schema: maintenanceAgendaResultSchema, description: "Quantos eventos entraram." } },
  }),
  get: route({
    method: "get",
    path: "/events/{id}",
    summary: "Um evento",
    params: idPath,
    responses: { 200: { schema: calendarEventSchema, description: "O evento." } },
  }),
  update: route({
    method: "put",
    path: "/events/{id}",
    summary: "Altera um evento",
    description: "O aviso é reagendado; as dicas são escritas de novo quando título, data, horário ou projeto mudam.",
    params: idPath,
    body: { schema: calendarEventInputSchema },
    responses: { 200: { schema: calendarEventSchema, description: "O evento alterado." } },
  }),
  remove: route({
    method: "delete",
    path: "/events/{id}",
    summary: "Remove um evento",
    params: idPath,
    responses: { 204: { description: "Removido (e o aviso cancelado)." } },
  }),
  eventIcs: route({
    method: "get",
    path: "/events/{id}/ics",
    summary: "Baixa um evento em .ics",
    params: idPath,
    responses: { 200: { description: "text/calendar (iCalendar), horários em UTC, com o alarme do aviso escolhido." } },
  }),
  ics: route({
    method: "get",
    path: "/ics",
    summary: "Baixa o calendário inteiro em .ics",
    responses: { 200: { description: "text/calendar: os eventos do último ano em diante e os prazos dos projetos." } },
  }),
  subscription: route({
    method: "get",
    path: "/subscription",
    summary: "O endereço privado para assinar o calendário",
    responses: { 200: { schema: calendarFeedSchema, description: "O endereço (criado no primeiro pedido)." } },
  }),
  regenerateSubscription: route({
    method: "post",
    path: "/subscription/regenerate",
    summary: "Gera um novo endereço de assinatura",
    description: "O endereço anterior deixa de funcionar na hora.",
    responses: { 200: { schema: calendarFeedSchema, description: "O novo endereço." } },
  }),
  feed: route({
    method: "get",
    path: "/feed/{token}",
    summary: "O calendário assinado (para o Google Agenda ou o Outlook)",
    description: "Sem sessão: o próprio endereço é o segredo. 404 quando foi trocado ou a pessoa saiu do estúdio.",
    params: feedPath,
    responses: { 200: { description: "text/calendar (iCalendar)." } },
    errors: { 404: "Endereço de calendário não encontrado." },
  }),
});
