import { MyReminders, useCreateReminderProcess } from "#web/features/reminders/my-reminders";
import { ToolPage } from "#web/features/tools/tool-page";

/**
 * The lembretes tool (R-REM-1, R-REM-2): the generic tool screen, whose "Processar com IA"
 * stores the reminder and shows the prioritisation advice, with the person's reminders below.
 */
export function RemindersRoute() {
  const process = useCreateReminderProcess();
  return (
    <ToolPage toolId="lembretes" process={process}>
      <MyReminders />
    </ToolPage>
  );
}
