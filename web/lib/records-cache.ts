import { useQueryClient } from "@tanstack/react-query";

/**
 * The query-key roots of clients and projects. Their answers embed each other — a client's page
 * lists their projects, the clients list shows project names, a project names its client — so a
 * change to either refreshes both. That shared knowledge is why this sits below both features.
 */
export const CLIENTS_KEY = ["clients"] as const;
export const PROJECTS_KEY = ["projects"] as const;

/**
 * After a change to a client or a project: refresh lists, details and the home board. Not awaited
 * by the mutations: the dialog closes at once and the pages refresh behind it. `removed` is the
 * key of a deleted record's page, which must not be refetched (it would answer 404 while still
 * on screen).
 */
export function useInvalidateRecords() {
  const queryClient = useQueryClient();
  return (removed?: readonly unknown[]) => {
    if (removed) queryClient.removeQueries({ queryKey: removed });
    void queryClient.invalidateQueries({ queryKey: CLIENTS_KEY });
    void queryClient.invalidateQueries({ queryKey: PROJECTS_KEY });
  };
}
