import { useEffect, useState } from "react";
import { Link } from "react-router";
import { BellRing } from "lucide-react";
import type { Reminder } from "#domain/reminders.schema";
import { QueryState } from "#web/components/query-state";
import { buttonVariants } from "#web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { Dialog, DialogContent, DialogFooter } from "#web/components/ui/dialog";
import { useDueReminders } from "#web/api/reminders";
import { ReminderItem } from "#web/features/reminders/components/reminder-item";
import { plural } from "#domain/addressing";

/** Where the login dialog remembers the sign-in it was shown for (one entry, replaced at each sign-in). */
export const LOGIN_REMINDERS_STORAGE_KEY = "prancheta:lembretes-login";

function DueList({ items, today, label }: { items: Reminder[]; today: string; label: string }) {
  return (
    <ul aria-label={label} className="space-y-3">
      {items.map((reminder) => (
        <ReminderItem key={reminder.id} reminder={reminder} today={today} actions="done" />
      ))}
    </ul>
  );
}

function seenFor(loginKey: string): boolean {
  try {
    return globalThis.sessionStorage?.getItem(LOGIN_REMINDERS_STORAGE_KEY) === loginKey;
  } catch {
    return false;
  }
}

function markSeen(loginKey: string): void {
  try {
    globalThis.sessionStorage?.setItem(LOGIN_REMINDERS_STORAGE_KEY, loginKey);
  } catch {
    // Storage refused (private mode): the dialog may show again on the next page load.
  }
}

/**
 * "Lembretes de hoje" (R-REM-4): at the first dashboard page of a sign-in, the reminders due
 * today or overdue, each with "Concluir". Once per sign-in (the server's `loginKey` names the
 * session), never when there are none.
 */
export function LoginRemindersDialog() {
  const due = useDueReminders();
  // Decided once per sign-in, on the first answer (while rendering: no extra pass): a reminder
  // created later in the same session does not pop the dialog up.
  const [decidedFor, setDecidedFor] = useState<string | null>(null);
  const [openFor, setOpenFor] = useState<string | null>(null);
  const [closed, setClosed] = useState(false);
  const loginKey = due.data?.loginKey;
  if (loginKey && decidedFor !== loginKey) {
    setDecidedFor(loginKey);
    if ((due.data?.items.length ?? 0) > 0 && !seenFor(loginKey)) setOpenFor(loginKey);
  }

  useEffect(() => {
    if (decidedFor) markSeen(decidedFor);
  }, [decidedFor]);
  const open = openFor !== null && !closed;
  const setOpen = (next: boolean) => setClosed(!next);

  if (!due.data) return null;
  const { items, today } = due.data;
  const overdue = items.filter((r) => r.dueDate < today).length;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        title="Lembretes de hoje"
        description={
          items.length === 0
            ? "Tudo em dia: nenhum lembrete para hoje."
            : `${plural(items.length, "lembrete vence", "lembretes vencem")} hoje ou já ${items.length === 1 ? "venceu" : "venceram"}${overdue ? ` (${plural(overdue, "atrasado", "atrasados")})` : ""}.`
        }
        className="max-w-2xl"
      >
        {items.length ? <DueList items={items} today={today} label="Lembretes de hoje" /> : null}
        <DialogFooter>
          <Link to="/dashboard/lembretes" onClick={() => setOpen(false)} className={buttonVariants({ variant: "outline" })}>
            Ver todos os lembretes
          </Link>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The home's card "Lembretes para hoje" (R-REM-4). */
export function TodayRemindersCard() {
  const due = useDueReminders();
  return (
    <Card className="mb-8">
      <CardHeader className="flex flex-row items-center justify-between gap-4">
        <CardTitle className="flex items-center gap-2">
          <BellRing aria-hidden="true" className="size-5 text-primary" />
          Lembretes para hoje
        </CardTitle>
        <Link to="/dashboard/lembretes" className={buttonVariants({ variant: "link", size: "sm" })}>
          Ver todos os lembretes
        </Link>
      </CardHeader>
      <CardContent>
        {!due.isSuccess ? (
          <QueryState query={due} loadingLabel="Carregando lembretes..." />
        ) : due.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhum lembrete para hoje.</p>
        ) : (
          <DueList items={due.data.items} today={due.data.today} label="Lembretes para hoje" />
        )}
      </CardContent>
    </Card>
  );
}
