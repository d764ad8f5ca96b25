import { z } from "./zod";
import { titleText } from "./text-fields";
import { idSchema } from "./ids";
import { aiProviderIdSchema } from "./ai.schema";
import { DEFAULT_NOTIFICATION_LEAD, DEFAULT_TIME_ZONE, isTimeZone, NOTIFICATION_LEADS } from "./calendar";
import { recordRefSchema } from "./projects.schema";

/** The calendar API's contract (R-CAL-1..R-CAL-4). */

export const EVENT_TITLE_MAX = 120;
/** The longest span one GET /api/calendar reads (a month view asks for about 6 weeks). */
export const CALENDAR_RANGE_MAX_DAYS = 400;

const day = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(/^(19|20)\d{2}-\d{2}-\d{2}$/, { error: "Data inválida (use dd/mm/aaaa, entre 1900 e 2099).", abort: true })
    .refine((v) => new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), "Data inválida: esse dia não existe.");

export const calendarEventInputSchema = z.object({
  title: titleText({ missing: "Informe o título do evento.", max: EVENT_TITLE_MAX, tooLong: `O título pode ter no máximo ${EVENT_TITLE_MAX} caracteres.`, label: "O título" }),
  date: day("Informe a data do evento."),
  time: z
    .string({ error: "Informe o horário do evento." })
    .trim()
    .min(1, "Informe o horário do evento.")
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Horário inválido (use hh:mm, de 00:00 a 23:59)."),
  projectId: idSchema("Projeto não encontrado.").nullish().transform((v) => v ?? null),
  notification: z.enum(NOTIFICATION_LEADS, { error: "Escolha quando ser avisado." }).default(DEFAULT_NOTIFICATION_LEAD),
  /** The browser's IANA zone: the time is wall-clock time there. */
  timeZone: z
    .string()
    .max(64)
    .refine(isTimeZone, "Fuso horário desconhecido.")
    .optional()
    .transform((v) => v ?? DEFAULT_TIME_ZONE),
});
export type CalendarEventInput = z.input<typeof calendarEventInputSchema>;
export type CalendarEventValues = z.output<typeof calendarEventInputSchema>;

export const calendarEventSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    date: z.iso.date(),
    time: z.string(),
    timeZone: z.string(),
    startsAt: z.iso.datetime({ offset: true }),
    notification: z.enum(NOTIFICATION_LEADS),
    // Inline, not the shared reference: a nullable $ref becomes an allOf the API reference refuses.
    project: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    advice: z.string().nullable().describe("Dicas de preparação (IA, ou as regras da base offline pelo tipo do evento)."),
    adviceProvider: aiProviderIdSchema.nullable(),
    recurrenceMonths: z
      .number()
      .int()
      .nullable()
      .describe("O evento se repete a cada tantos meses a partir da primeira data (nulo: evento único). No período pedido vem uma ocorrência por data."),
  })
  .meta({ id: "Evento", description: "Um evento do calendário do estúdio." });
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const calendarDeadlineSchema = z
  .object({
    project: recordRefSchema,
    client: recordRefSchema,
    date: z.iso.date(),
  })
  .meta({ id: "PrazoNoCalendario", description: "O prazo de entrega de um projeto em andamento, no calendário por conta própria." });
export type CalendarDeadline = z.infer<typeof calendarDeadlineSchema>;

/** A period's two days (aaaa-mm-dd, inclusive): the calendar's and the public API's (R-API-3). */
export const calendarRangeFields = { from: day("Informe o primeiro dia (from)."), to: day("Informe o último dia (to).") };

/** A period's checks: in order, and at most CALENDAR_RANGE_MAX_DAYS long. */
export const checkCalendarRange = <S extends z.ZodType<{ from: string; to: string }>>(schema: S) =>
  schema
    .refine((q) => q.from <= q.to, { path: ["to"], message: "O último dia vem antes do primeiro." })
    .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= CALENDAR_RANGE_MAX_DAYS, {
      path: ["to"],
      message: `Peça no máximo ${CALENDAR_RANGE_MAX_DAYS} dias de uma vez.`,
    });

export const calendarQuerySchema = checkCalendarRange(z.object(calendarRangeFields));

export const calendarRangeSchema = z
  .object({ events: z.array(calendarEventSchema), deadlines: z.array(calendarDeadlineSchema) })
  .meta({ id: "Calendario", description: "Os eventos e os prazos de projetos de um período." });
export type CalendarRange = z.infer<typeof calendarRangeSchema>;

export const calendarFeedSchema = z
  .object({ url: z.url().describe("O endereço https (ou http) para assinar no Google Agenda ou no Outlook.") })
  .meta({ id: "AssinaturaDoCalendario", description: "O endereço privado do calendário em formato iCalendar." });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** The post-construction tool's maintenance agenda, added to the calendar at once (issue 18). */
export const MAINTENANCE_ENTRIES_MAX = 60;
export const maintenanceAgendaSchema = z.object({
  projectId: idSchema("Projeto não encontrado.").nullish().transform((v) => v ?? null),
  timeZone: z
    .string()
    .max(64)
    .refine(isTimeZone, "Fuso horário desconhecido.")
    .optional()
    .transform((v) => v ?? DEFAULT_TIME_ZONE),
  entries: z
    .array(
      z.object({
        title: z.string().trim().min(1, "Informe o título.").max(EVENT_TITLE_MAX, `O título pode ter no máximo ${EVENT_TITLE_MAX} caracteres.`),
        date: day("Informe a data."),
        description: z.string().max(2_000).default(""),
        /** The task repeats every this many months (a recurring event, RRULE in the ICS). */
        everyMonths: z.number().int().min(1, "Periodicidade inválida.").max(120, "Periodicidade inválida.").nullish().transform((v) => v ?? null),
      }),
    )
    .min(1, "Nenhuma manutenção para agendar.")
    .max(MAINTENANCE_ENTRIES_MAX, `No máximo ${MAINTENANCE_ENTRIES_MAX} manutenções de uma vez.`),
});
export type MaintenanceAgendaInput = z.input<typeof maintenanceAgendaSchema>;
export const maintenanceAgendaResultSchema = z
  .object({ created: z.number().int() })
  .meta({ id: "AgendaDeManutencao", description: "Quantos eventos de manutenção entraram no calendário." });
