import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { DEFAULT_TIME_ZONE } from "#domain/calendar";
import {
  dueRemindersSchema,
  reminderListSchema,
  reminderSchema,
  type DueReminders,
  type Reminder,
  type ReminderInput,
  type ReminderList,
  type ReminderPatch,
} from "#domain/reminders.schema";
import { noContent, request } from "#web/lib/api";

export const REMINDERS_KEY = ["reminders"] as const;

/** The browser's time zone (IANA), which the server reads "today" and the 08:00 notice in. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** `POST /api/reminders`: stores the reminder and answers with its prioritisation advice. */
export async function createReminder(input: ReminderInput): Promise<Reminder> {
  return request(reminderSchema, "POST", "/api/reminders", input);
}

export async function getReminders(): Promise<ReminderList> {
  return request(reminderListSchema, "GET", "/api/reminders");
}

export async function getDueReminders(timeZone: string): Promise<DueReminders> {
  return request(dueRemindersSchema, "GET", `/api/reminders/due?timeZone=${encodeURIComponent(timeZone)}`);
}

export const remindersQueryOptions = queryOptions({ queryKey: [...REMINDERS_KEY, "list"] as const, queryFn: getReminders });

export function dueRemindersQueryOptions(timeZone = browserTimeZone()) {
  return queryOptions({ queryKey: [...REMINDERS_KEY, "due", timeZone] as const, queryFn: () => getDueReminders(timeZone) });
}

export const useReminders = () => useQuery(remindersQueryOptions);
export const useDueReminders = () => useQuery(dueRemindersQueryOptions());

/** After any change: the list, the day's reminders (home, login dialog) refresh. */
export function useInvalidateReminders() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: REMINDERS_KEY });
}

export function useUpdateReminder() {
  const invalidate = useInvalidateReminders();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ReminderPatch }) =>
      request(reminderSchema, "PATCH", `/api/reminders/${encodeURIComponent(id)}`, patch),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteReminder() {
  const invalidate = useInvalidateReminders();
  return useMutation({
    mutationFn: (id: string) => request(noContent, "DELETE", `/api/reminders/${encodeURIComponent(id)}`),
    onSuccess: () => invalidate(),
  });
}
