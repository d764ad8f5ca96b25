/**
 * Notifications in the browser (R-NOTIF-1): the one query definition of the list and the
 * mutation that reads them, through the typed client over domain/contracts/notifications.ts
 * (decision 088). The header's bell and the dashboard's card read the list under this key.
 */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { notificationsApi } from "#domain/contracts/notifications";
import { call } from "#web/lib/api";

const NOTIFICATIONS_KEY = ["notifications"] as const;

/** The key of the notifications' read: the only one used to read or refresh it. */
export const notificationQueries = {
  all: NOTIFICATIONS_KEY,
  /**
   * `GET /api/notifications`: the latest notices and the unread count. Asked again every minute
   * while a page shows it: the jobs write notices while the person works.
   */
  list: () => queryOptions({ queryKey: NOTIFICATIONS_KEY, queryFn: () => call(notificationsApi.list), refetchInterval: 60_000 }),
};

/** `POST /api/notifications/{id}/read`, or `…/read-all` for "all"; the list is asked again either way. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | "all") => (id === "all" ? call(notificationsApi.readAll) : call(notificationsApi.read, { params: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
