import { zonedDate } from "#domain/calendar";
import type { Reminder, ReminderInput } from "#domain/reminders.schema";
import { QueryState } from "#web/components/query-state";
import { EmptyState } from "#web/components/empty-state";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { ApiError } from "#web/lib/api";
import { browserTimeZone, createReminder, useInvalidateReminders, useReminders } from "#web/api/reminders";
import { ReminderItem } from "#web/features/reminders/components/reminder-item";

/** The day in the browser's zone, which "Atrasado" and "Hoje" are read against. */
export function browserToday(): string {
  return zonedDate(new Date(), browserTimeZone());
}

/** "Meus lembretes" (R-REM-2): open ones by due day and priority, then the done ones. */
export function MyReminders() {
  const reminders = useReminders();
  const today = browserToday();
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Meus lembretes</CardTitle>
      </CardHeader>
      <CardContent>
        {!reminders.isSuccess ? (
          <QueryState query={reminders} loadingLabel="Carregando lembretes..." />
        ) : reminders.data.items.length === 0 ? (
          <EmptyState>Nenhum lembrete ainda. Preencha o formulário e clique em "Processar com IA" para criar o primeiro.</EmptyState>
        ) : (
          <ul aria-label="Meus lembretes" className="space-y-3">
            {reminders.data.items.map((reminder) => (
              <ReminderItem key={reminder.id} reminder={reminder} today={today} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * What the lembretes tool's "Processar com IA" does (R-REM-1): stores the reminder (the browser's
 * time zone with it) and hands back its prioritisation advice; the lists refresh. A 422 becomes
 * an error whose message says what is missing (shown in the result card under the spec's toast).
 */
export function useCreateReminderProcess() {
  const invalidate = useInvalidateReminders();
  return async (inputs: Record<string, string>): Promise<{ text: string; provider: Reminder["adviceProvider"] }> => {
    try {
      const reminder = await createReminder({ ...(inputs as Partial<ReminderInput>), timeZone: browserTimeZone() } as ReminderInput);
      void invalidate();
      return { text: reminder.advice ?? "", provider: reminder.adviceProvider };
    } catch (error) {
      if (error instanceof ApiError && error.fields) throw new Error(Object.values(error.fields).join(" "), { cause: error });
      throw error;
    }
  };
}
