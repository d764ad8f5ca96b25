/**
 * Reminders in the browser (R-REM-1 to R-REM-4): the one query definition of each read and the
 * mutations, through the typed client over domain/contracts/reminders.ts (decision 088). The
 * reminders page, the home's card and the sign-in dialog read them under these keys.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { DEFAULT_TIME_ZONE } from "#domain/calendar";
import { remindersApi } from "#domain/contracts/reminders";
import type { Reminder, ReminderInput, ReminderPatch } from "#domain/reminders.schema";
import { call } from "#web/lib/api";

const REMINDERS_KEY = ["reminders"] as const;

/** The browser's time zone (IANA), which the server reads "today" and the 08:00 notice in. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** The keys of the reminders' reads: the only ones used to read or refresh them. */
export const reminderQueries = {
  all: REMINDERS_KEY,
  /** `GET /api/reminders`: the person's reminders, open ones first. */
  list: () => queryOptions({ queryKey: [...REMINDERS_KEY, "list"] as const, queryFn: () => call(remindersApi.list) }),
  /** `GET /api/reminders/due`: the open reminders due today or overdue, "today" in the browser's time zone. */
  due: (timeZone = browserTimeZone()) =>
    queryOptions({ queryKey: [...REMINDERS_KEY, "due", timeZone] as const, queryFn: () => call(remindersApi.due, { query: { timeZone } }) }),
};

export const useReminders = () => useQuery(reminderQueries.list());
export const useDueReminders = () => useQuery(reminderQueries.due());

/** `POST /api/reminders`: stores the reminder and answers with its prioritisation advice. */
export function createReminder(body: ReminderInput): Promise<Reminder> {
  return call(remindersApi.create, { body });
}

/** After any change: the list, the day's reminders (home, login dialog) refresh. */
export function useInvalidateReminders() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: REMINDERS_KEY });
}

/** `PATCH /api/reminders/{id}`: done, reopened, snoozed or edited. */
export function useUpdateReminder() {
  const invalidate = useInvalidateReminders();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ReminderPatch }) => call(remindersApi.update, { params: { id }, body: patch }),
    onSuccess: () => invalidate(),
  });
}

/** `DELETE /api/reminders/{id}`. */
export function useDeleteReminder() {
  const invalidate = useInvalidateReminders();
  return useMutation({
    mutationFn: (id: string) => call(remindersApi.remove, { params: { id } }),
    onSuccess: () => invalidate(),
  });
}
