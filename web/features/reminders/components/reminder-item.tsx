import { useState } from "react";
import { Check, RotateCcw, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { PRIORITY_LABELS, type ReminderPriority } from "#domain/reminders";
import { dueState, SNOOZE_DAYS, type Reminder, type ReminderPatch } from "#domain/reminders.schema";
import { dayBR } from "#domain/days";
import { ConfirmDialog } from "#web/components/confirm-dialog";
import { Button } from "#web/components/ui/button";
import { NativeSelect } from "#web/components/ui/native-select";
import { errorMessage } from "#web/lib/api";
import { cn } from "#web/lib/cn";
import { useDeleteReminder, useUpdateReminder } from "#web/api/reminders";
import { plural } from "#domain/addressing";

const PRIORITY_STYLES: Record<ReminderPriority, string> = {
  baixa: "bg-slate-100 text-slate-700",
  media: "bg-sky-100 text-sky-800",
  alta: "bg-amber-100 text-amber-900",
  urgente: "bg-red-100 text-red-800",
};

export function PriorityBadge({ priority }: { priority: ReminderPriority }) {
  return (
    <span className={cn("rounded-full px-2 py-0.5 text-xs font-medium", PRIORITY_STYLES[priority])}>
      Prioridade {PRIORITY_LABELS[priority].toLowerCase()}
    </span>
  );
}

/** "Atrasado" or "Hoje" beside an open reminder due by today (R-REM-2). */
export function DueMark({ reminder, today }: { reminder: Reminder; today: string }) {
  if (reminder.done) return null;
  const state = dueState(reminder, today);
  if (state === "atrasado") return <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">Atrasado</span>;
  if (state === "hoje") return <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">Hoje</span>;
  return null;
}

function useReminderActions(reminder: Reminder) {
  const update = useUpdateReminder();
  const run = (patch: ReminderPatch, done: string) =>
    update.mutate(
      { id: reminder.id, patch },
      {
        onSuccess: () => toast.success(done, { description: reminder.title }),
        onError: (error) => toast.error("Não foi possível alterar o lembrete", { description: errorMessage(error) }),
      },
    );
  return { busy: update.isPending, run };
}

/** "Concluir" (or "Reabrir") of one reminder. */
export function DoneButton({ reminder }: { reminder: Reminder }) {
  const { busy, run } = useReminderActions(reminder);
  return reminder.done ? (
    <Button variant="outline" size="sm" disabled={busy} onClick={() => run({ done: false }, "Lembrete reaberto")}>
      <RotateCcw aria-hidden="true" />
      Reabrir
    </Button>
  ) : (
    <Button variant="outline" size="sm" disabled={busy} onClick={() => run({ done: true }, "Lembrete concluído")}>
      <Check aria-hidden="true" />
      Concluir
    </Button>
  );
}

function SnoozeSelect({ reminder }: { reminder: Reminder }) {
  const { busy, run } = useReminderActions(reminder);
  return (
    <NativeSelect
      aria-label="Adiar"
      className="h-9 w-auto"
      value=""
      disabled={busy}
      onChange={(event) => {
        const days = Number(event.target.value) as (typeof SNOOZE_DAYS)[number];
        if (SNOOZE_DAYS.includes(days)) run({ snoozeDays: days }, `Lembrete adiado por ${plural(days, "dia", "dias")}`);
      }}
    >
      <option value="" disabled>
        Adiar…
      </option>
      {SNOOZE_DAYS.map((days) => (
        <option key={days} value={days}>
          {plural(days, "dia", "dias")}
        </option>
      ))}
    </NativeSelect>
  );
}

function DeleteButton({ reminder }: { reminder: Reminder }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteReminder();
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
        Excluir
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Excluir lembrete"
        description={`O lembrete "${reminder.title}" será excluído, e o aviso dele não será enviado.`}
        confirmLabel="Excluir"
        busyLabel="Excluindo..."
        onConfirm={async () => {
          await remove.mutateAsync(reminder.id);
          toast.success("Lembrete excluído", { description: reminder.title });
        }}
      />
    </>
  );
}

/**
 * One reminder (R-REM-2): title, due day, priority, the "Atrasado"/"Hoje" mark and description;
 * `actions` "all" adds "Adiar" and "Excluir" to "Concluir".
 */
export function ReminderItem({ reminder, today, actions = "all" }: { reminder: Reminder; today: string; actions?: "all" | "done" }) {
  return (
    <li className={cn("flex flex-col gap-3 rounded-md border border-border p-4 sm:flex-row sm:items-start", reminder.done && "opacity-70")}>
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className={cn("font-medium", reminder.done && "line-through")}>{reminder.title}</p>
          <DueMark reminder={reminder} today={today} />
          {reminder.done ? <span className="text-xs text-muted-foreground">Concluído</span> : null}
        </div>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span>
            {reminder.snoozedUntil ? `Adiado para ${dayBR(reminder.snoozedUntil)} (era ${dayBR(reminder.date)})` : dayBR(reminder.date)}
          </span>
          <PriorityBadge priority={reminder.priority} />
        </p>
        {reminder.description ? <p className="whitespace-pre-line text-sm">{reminder.description}</p> : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <DoneButton reminder={reminder} />
        {actions === "all" ? (
          <>
            {reminder.done ? null : <SnoozeSelect reminder={reminder} />}
            <DeleteButton reminder={reminder} />
          </>
        ) : null}
      </div>
    </li>
  );
}
