/** Reminders (R-REM-1): the spec's priorities (the lembretes tool, R-TOOL-2), most urgent last. */
export const REMINDER_PRIORITIES = ["baixa", "media", "alta", "urgente"] as const;
export type ReminderPriority = (typeof REMINDER_PRIORITIES)[number];

export const PRIORITY_LABELS: Record<ReminderPriority, string> = {
  baixa: "Baixa",
  media: "Média",
  alta: "Alta",
  urgente: "Urgente",
};

/** The hour (wall clock, the reminder's time zone) a reminder's notification goes out on its day. */
export const REMINDER_NOTIFY_HOUR = 8;
