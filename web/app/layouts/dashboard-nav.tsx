import { NavLink } from "react-router";
import { SIDEBAR } from "./sidebar";
import { DASHBOARD_ICONS } from "#web/lib/dashboard-icons";
import { cn } from "#web/lib/cn";
import { CustomTabsNav } from "#web/features/custom-tabs/custom-tabs-nav";

/** The dashboard's main navigation, used by the desktop sidebar and the mobile drawer. */
export function DashboardNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Navegação principal" className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="flex flex-col gap-0.5">
        {SIDEBAR.map((item) => {
          const Icon = DASHBOARD_ICONS[item.child];
          return (
            <li key={item.path}>
              <NavLink
                to={item.path}
                end={item.child === ""}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                    isActive
                      ? "bg-primary text-primary-foreground"
                      : "text-muted-foreground hover:bg-muted hover:text-foreground",
                  )
                }
              >
                <Icon className="size-4 shrink-0" aria-hidden="true" />
                <span>{item.label}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
      <CustomTabsNav onNavigate={onNavigate} />
    </nav>
  );
}
