import { lazy } from "react";
import { DashboardPage } from "#web/features/dashboard/dashboard-page";
import { ProjectsBoard } from "#web/features/projects/components/projects-board";
import { TodayRemindersCard } from "#web/features/reminders/today-reminders";

// Loaded with the project form, when "Novo projeto" opens it: the home page stays light.
const ClientPicker = lazy(() => import("#web/features/clients/components/client-picker").then((m) => ({ default: m.ClientPicker })));

/**
 * The home: the day's reminders (R-REM-4) and the projects board, whose project form picks the
 * client with the clients' picker.
 */
export function DashboardRoute() {
  return (
    <DashboardPage
      board={
        <>
          <TodayRemindersCard />
          <ProjectsBoard clientField={ClientPicker} />
        </>
      }
    />
  );
}
