import { useOutletContext } from "react-router";
import type { Me } from "#domain/account";

/** What the dashboard layout hands to its pages: the signed-in user, already loaded. */
export interface DashboardContext {
  me: Me;
  /**
   * After the session's active studio changed (a switch, leaving or deleting the studio): the
   * layout unmounts the page, drops every cached answer of the old studio, takes `me` (or asks
   * the server for the session again when not given), goes to /dashboard and resolves with the
   * new user. Rejects when the session could not be loaded.
   */
  enterStudio: (me?: Me) => Promise<Me | null>;
}

/** The signed-in user inside any /dashboard page (the layout renders pages only once it has it). */
export function useCurrentUser(): Me {
  return useOutletContext<DashboardContext>().me;
}

/** The layout's {@link DashboardContext.enterStudio}. */
export function useEnterStudio(): DashboardContext["enterStudio"] {
  return useOutletContext<DashboardContext>().enterStudio;
}
