import { z } from "./zod";
import { AI_PROVIDER_IDS } from "./ai.schema";
import { DEFAULT_TIME_ZONE, isTimeZone } from "./calendar";
import { PRIORITY_LABELS, REMINDER_PRIORITIES, type ReminderPriority } from "./reminders";
import { optionalText, titleText } from "./text-fields";

/**
 * The reminders API's contract (R-REM-1 to R-REM-4) and the day arithmetic both sides share: a
 * reminder is due on its day (or the day it was snoozed to), "overdue" after it, in the time zone
 * of the person's browser.
 */

export const REMINDER_TITLE_MAX = 200;
export const REMINDER_DESCRIPTION_MAX = 2_000;
/** "Adiar": by how many days (R-REM-2). */
export const SNOOZE_DAYS = [1, 3, 7] as const;
export type SnoozeDays = (typeof SNOOZE_DAYS)[number];
export const DEFAULT_REMINDER_PRIORITY: ReminderPriority = "media";

const ISO_DAY = /^(19|20)\d{2}-\d{2}-\d{2}$/;

/** A real calendar day "aaaa-mm-dd". */
export function isIsoDay(value: string): boolean {
  return ISO_DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

const isoDay = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine(isIsoDay, "Data inválida (use dd/mm/aaaa, entre 1900 e 2099).");

const timeZoneField = z
  .string({ error: "Fuso horário inválido." })
  .trim()
  .max(64, "Fuso horário inválido.")
  .refine(isTimeZone, "Fuso horário inválido.");

const title = titleText({ missing: "Informe o título do lembrete.", max: REMINDER_TITLE_MAX, tooLong: `O título pode ter no máximo ${REMINDER_TITLE_MAX} caracteres.`, label: "O título" });

const priority = z.enum(REMINDER_PRIORITIES, { error: "Escolha a prioridade: baixa, média, alta ou urgente." });

/** POST /api/reminders: the lembretes tool's form (its input ids, R-TOOL-2) plus the browser's time zone. */
export const reminderInputSchema = z.object({
  titulo: title,
  descricao: optionalText(REMINDER_DESCRIPTION_MAX, "A descrição"),
  data: isoDay("Informe a data do lembrete."),
  prioridade: priority.optional().default(DEFAULT_REMINDER_PRIORITY),
  timeZone: timeZoneField.optional().default(DEFAULT_TIME_ZONE),
});
export type ReminderInput = z.input<typeof reminderInputSchema>;
export type ReminderData = z.output<typeof reminderInputSchema>;

/**
 * PATCH /api/reminders/:id: done or reopened, snoozed by 1, 3 or 7 days, or edited (any of the
 * form's fields). A new date ends a snooze.
 */
export const reminderPatchSchema = z.object({
  done: z.boolean({ error: "Informe se o lembrete foi concluído." }).optional(),
  snoozeDays: z.union([z.literal(1), z.literal(3), z.literal(7)], { error: "Adie por 1, 3 ou 7 dias." }).optional(),
  titulo: title.optional(),
  descricao: optionalText(REMINDER_DESCRIPTION_MAX, "A descrição").optional(),
  data: isoDay("Informe a data do lembrete.").optional(),
  prioridade: priority.optional(),
});
export type ReminderPatch = z.input<typeof reminderPatchSchema>;

/** GET /api/reminders/due: today is `hoje`, or today's date in `timeZone` (the browser's). */
export const dueRemindersQuerySchema = z.object({
  hoje: isoDay("Data inválida.").optional(),
  timeZone: timeZoneField.optional(),
});
export type DueRemindersQuery = z.input<typeof dueRemindersQuerySchema>;

// ─── Responses ───────────────────────────────────────────────────────────────────────────────

export const reminderSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    date: z.string().describe("O dia do lembrete (aaaa-mm-dd)."),
    priority: z.enum(REMINDER_PRIORITIES),
    timeZone: z.string().describe("O fuso horário do navegador de quem o criou (IANA)."),
    snoozedUntil: z.string().nullable().describe("Adiado até este dia (aaaa-mm-dd), ou null."),
    dueDate: z.string().describe("O dia em que vence: o adiamento, se houver, senão a data."),
    done: z.boolean(),
    doneAt: z.iso.datetime({ offset: true }).nullable(),
    advice: z.string().nullable().describe("A sugestão de prioridades dada quando foi criado (markdown)."),
    adviceProvider: z.enum(AI_PROVIDER_IDS).nullable().describe("Quem escreveu a sugestão: um provedor de IA ou a base offline (regras)."),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "Lembrete", description: "Um lembrete pessoal, no estúdio ativo." });
export type Reminder = z.infer<typeof reminderSchema>;

export const reminderListSchema = z
  .object({ items: z.array(reminderSchema) })
  .meta({ id: "ListaDeLembretes", description: "Os abertos por vencimento e prioridade, depois os concluídos." });
export type ReminderList = z.infer<typeof reminderListSchema>;

export const dueRemindersSchema = z
  .object({
    today: z.string().describe("O dia considerado hoje (aaaa-mm-dd)."),
    items: z.array(reminderSchema),
    loginKey: z
      .string()
      .describe("Identifica a sessão sem revelá-la: o aviso de lembretes do login aparece uma vez por sessão."),
  })
  .meta({ id: "LembretesDeHoje", description: "Os lembretes abertos que vencem hoje ou já venceram." });
export type DueReminders = z.infer<typeof dueRemindersSchema>;


/** The day a reminder is due: the day it was snoozed to, or its own date. */
export function dueDay(r: { date: string; snoozedUntil: string | null }): string {
  return r.snoozedUntil ?? r.date;
}

export type DueState = "atrasado" | "hoje" | "futuro";

export function dueState(r: { date: string; snoozedUntil: string | null }, today: string): DueState {
  const day = dueDay(r);
  return day < today ? "atrasado" : day === today ? "hoje" : "futuro";
}

const RANK: Record<ReminderPriority, number> = { urgente: 0, alta: 1, media: 2, baixa: 3 };

/** The list's order (R-REM-2): by due day, then most urgent first. */
export function compareOpen(
  a: { date: string; snoozedUntil: string | null; priority: ReminderPriority },
  b: { date: string; snoozedUntil: string | null; priority: ReminderPriority },
): number {
  const da = dueDay(a);
  const db = dueDay(b);
  if (da !== db) return da < db ? -1 : 1;
  return RANK[a.priority] - RANK[b.priority];
}

/**
 * What to do first (R-REM-1's advice): overdue ones (oldest first), then today's, then the rest
 * by priority and then by day — an urgent task next week comes before a low one tomorrow.
 */
export function compareUrgency(
  a: { date: string; snoozedUntil: string | null; priority: ReminderPriority },
  b: { date: string; snoozedUntil: string | null; priority: ReminderPriority },
  today: string,
): number {
  const order: Record<DueState, number> = { atrasado: 0, hoje: 1, futuro: 2 };
  const sa = dueState(a, today);
  const sb = dueState(b, today);
  if (sa !== sb) return order[sa] - order[sb];
  if (sa === "atrasado") return compareOpen(a, b);
  if (RANK[a.priority] !== RANK[b.priority]) return RANK[a.priority] - RANK[b.priority];
  return compareOpen(a, b);
}

export const priorityLabel = (p: ReminderPriority) => PRIORITY_LABELS[p];
