import { useId } from "react";
import { NavLink } from "react-router";
import { PanelTop } from "lucide-react";
import { cn } from "#web/lib/cn";
import { useCustomTabs } from "#web/api/custom-tabs";
import { customTabPath } from "./tab-path";

/**
 * The sidebar's "Minhas abas" group (R-TAB-3): one entry per tab of the person, under its name,
 * below the normal entries. Nothing while loading, on an error, or with no tabs.
 */
export function CustomTabsNav({ onNavigate }: { onNavigate?: () => void }) {
  const tabs = useCustomTabs();
  const labelId = useId();
  const list = tabs.data?.tabs ?? [];
  if (list.length === 0) return null;
  return (
    <div className="mt-4 border-t border-border pt-4">
      <p id={labelId} className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        Minhas abas
      </p>
      <ul aria-labelledby={labelId} className="flex flex-col gap-0.5">
        {list.map((tab) => (
          <li key={tab.id}>
            <NavLink
              to={customTabPath(tab.id)}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  isActive ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:bg-muted hover:text-foreground",
                )
              }
            >
              <PanelTop className="size-4 shrink-0" aria-hidden="true" />
              <span className="truncate">{tab.name}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
