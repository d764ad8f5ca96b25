import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { notificationListSchema } from "#domain/notifications.schema";
import { noContent, request } from "#web/lib/api";

export const NOTIFICATIONS_KEY = ["notifications"] as const;

/**
 * `GET /api/notifications`: the latest notices and the unread count (R-NOTIF-1). Asked again
 * every minute while a page shows it: the jobs write notices while the person works.
 */
export const notificationsQueryOptions = queryOptions({
  queryKey: NOTIFICATIONS_KEY,
  queryFn: () => request(notificationListSchema, "GET", "/api/notifications"),
  refetchInterval: 60_000,
});

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | "all") =>
      request(noContent, "POST", id === "all" ? "/api/notifications/read-all" : `/api/notifications/${encodeURIComponent(id)}/read`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
