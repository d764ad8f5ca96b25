import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { calendarEventSchema, calendarFeedSchema, calendarRangeSchema, type CalendarEvent, type CalendarEventInput } from "#domain/calendar.schema";
import { noContent, request } from "#web/lib/api";
import { addDays, localDay, monthOf } from "#domain/days";

export const CALENDAR_KEY = ["calendar"] as const;
const SUBSCRIPTION_KEY = [...CALENDAR_KEY, "subscription"] as const;

/** A month's events and deadlines, with the week before and after (the grid shows parts of them). */
export function monthQueryOptions(month: Date) {
  const [first, last] = monthOf(localDay(month));
  const from = addDays(first, -7);
  const to = addDays(last, 7);
  return queryOptions({
    queryKey: [...CALENDAR_KEY, "range", from, to] as const,
    queryFn: () => request(calendarRangeSchema, "GET", `/api/calendar?from=${from}&to=${to}`),
    // Moving to the next month keeps this one's marks until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export const subscriptionQueryOptions = queryOptions({
  queryKey: SUBSCRIPTION_KEY,
  queryFn: () => request(calendarFeedSchema, "GET", "/api/calendar/subscription"),
});

/** The browser's zone: the time typed is wall-clock time there (R-CAL-2). */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CalendarEventInput }): Promise<CalendarEvent> =>
      id
        ? request(calendarEventSchema, "PUT", `/api/calendar/events/${encodeURIComponent(id)}`, { ...input, timeZone: timeZone() })
        : request(calendarEventSchema, "POST", "/api/calendar/events", { ...input, timeZone: timeZone() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CALENDAR_KEY }),
  });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(noContent, "DELETE", `/api/calendar/events/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CALENDAR_KEY }),
  });
}

export function useRegenerateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(calendarFeedSchema, "POST", "/api/calendar/subscription/regenerate"),
    onSuccess: (feed) => queryClient.setQueryData(SUBSCRIPTION_KEY, feed),
  });
}
