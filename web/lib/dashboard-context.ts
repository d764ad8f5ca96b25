import { useOutletContext } from "react-router";
import type { Me } from "#domain/account";

/** What the dashboard layout hands to its pages: the signed-in user, already loaded. */
export interface DashboardContext {
  me: Me;
}

/** The signed-in user inside any /dashboard page (the layout renders pages only once it has it). */
export function useCurrentUser(): Me {
  return useOutletContext<DashboardContext>().me;
}
