/**
 * The calendar in the browser (R-CAL-1…R-CAL-4): the one query definition of each read and the
 * mutations, all through the typed client over domain/contracts/calendar.ts (decision 088). The
 * calendar page and the post-construction tool's maintenance agenda read and refresh the
 * calendar under these keys.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { CalendarEvent, CalendarEventInput, MaintenanceAgendaInput } from "#domain/calendar.schema";
import { calendarApi } from "#domain/contracts/calendar";
import { addDays, localDay, monthOf } from "#domain/days";
import { call, hrefOf } from "#web/lib/api";

const CALENDAR_KEY = ["calendar"] as const;

/** The keys of the calendar's reads: the only ones used to read or refresh them. */
export const calendarQueries = {
  all: CALENDAR_KEY,
  /** `GET /api/calendar`: a month's events and deadlines, with the week before and after (the grid shows parts of them). */
  month: (month: Date) => {
    const [first, last] = monthOf(localDay(month));
    const from = addDays(first, -7);
    const to = addDays(last, 7);
    return queryOptions({
      queryKey: [...CALENDAR_KEY, "range", from, to] as const,
      queryFn: () => call(calendarApi.range, { query: { from, to } }),
      // Moving to the next month keeps this one's marks until the new ones arrive.
      placeholderData: keepPreviousData,
    });
  },
  /** `GET /api/calendar/subscription`: the private address to subscribe to (R-CAL-3). */
  subscription: () => queryOptions({ queryKey: [...CALENDAR_KEY, "subscription"] as const, queryFn: () => call(calendarApi.subscription) }),
};

/** The .ics downloads the browser opens itself (R-CAL-2). */
export const calendarLinks = {
  /** `GET /api/calendar/events/{id}/ics`: one event, with its reminder's alarm. */
  event: (id: string) => hrefOf(calendarApi.eventIcs, { params: { id } }),
  /** `GET /api/calendar/ics`: the whole calendar. */
  all: () => hrefOf(calendarApi.ics),
};

/** The browser's zone: the time typed is wall-clock time there (R-CAL-2). */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** `POST /api/calendar/events`, or `PUT /api/calendar/events/{id}` when editing; in the browser's zone. */
export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CalendarEventInput }): Promise<CalendarEvent> => {
      const body = { ...input, timeZone: timeZone() };
      return id ? call(calendarApi.update, { params: { id }, body }) : call(calendarApi.create, { body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CALENDAR_KEY }),
  });
}

/** `DELETE /api/calendar/events/{id}` (the reminder is cancelled). */
export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(calendarApi.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CALENDAR_KEY }),
  });
}

/** `POST /api/calendar/subscription/regenerate`: the old address stops working at once. */
export function useRegenerateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(calendarApi.regenerateSubscription),
    onSuccess: (feed) => queryClient.setQueryData(calendarQueries.subscription().queryKey, feed),
  });
}

/** `POST /api/calendar/maintenance`: a post-construction programme's dated tasks, in the browser's zone; the calendar refreshes. */
export function useAddMaintenanceAgenda() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<MaintenanceAgendaInput, "timeZone">) => call(calendarApi.addMaintenance, { body: { ...body, timeZone: timeZone() } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CALENDAR_KEY }),
  });
}
