import { afterEach, describe, expect, it } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast as sonner, Toaster } from "sonner";
import { calendarRangeSchema, type CalendarEvent } from "#domain/calendar.schema";
import { renderPage } from "#web/test/render";
import { server } from "#web/test/msw-server";
import { findToast, toastTitles } from "#web/test/toasts";
import { CalendarPage } from "./calendar-page";

afterEach(() => {
  sonner.dismiss();
});

// The page's day comes from `?data=` (a notice's link), never from the machine's clock.
const DAY = "2026-11-26"; // a Thursday
const WAIT = { timeout: 10_000 };

function anEvent(overrides: Partial<CalendarEvent>): CalendarEvent {
  return {
    id: crypto.randomUUID(),
    title: "Evento",
    date: DAY,
    time: "09:00",
    timeZone: "America/Sao_Paulo",
    startsAt: `${overrides.date ?? DAY}T${overrides.time ?? "09:00"}:00-03:00`,
    notification: "1-dia",
    project: null,
    advice: null,
    adviceProvider: null,
    recurrenceMonths: null,
    ...overrides,
  };
}

/** The calendar's GETs (checked by the contract) and, when asked, a POST that fails. */
function calendarApi(events: CalendarEvent[], { saveStatus }: { saveStatus?: number } = {}) {
  const posted: unknown[] = [];
  server.use(
    http.get("/api/calendar", () => HttpResponse.json(calendarRangeSchema.parse({ events, deadlines: [] }))),
    http.get("/api/calendar/subscription", () => HttpResponse.json({ url: "https://prancheta.test/api/calendar/feed/abc.def.ics" })),
    http.get("/api/projects", () => HttpResponse.json([])),
    http.post("/api/calendar/events", async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json({ error: { code: "internal_error", message: "Erro interno." } }, { status: saveStatus ?? 500 });
    }),
  );
  return posted;
}

function open(day = DAY) {
  return renderPage(
    <>
      <CalendarPage />
      <Toaster />
    </>,
    { url: `/dashboard/calendario?data=${day}` },
  );
}

/** The day's list once the month's answer is in (the loading state has no list). */
const dayList = () => screen.findByTestId("day-events", {}, WAIT);

describe("Calendário do Arquiteto (R-CAL-1)", () => {
  it("starts the week on Sunday, in pt-BR", async () => {
    calendarApi([]);
    open("2026-12-09"); // December 2026 starts on a Tuesday: the first row begins in November
    const grid = await screen.findByRole("grid", { name: "dezembro 2026" }, WAIT);
    const headers = [...grid.querySelectorAll("thead th")];
    expect(headers.map((th) => th.textContent)).toEqual(["dom", "seg", "ter", "qua", "qui", "sex", "sab"]);
    expect(headers[0]!.getAttribute("aria-label")).toBe("domingo");
    // Every week row begins on a Sunday.
    const rows = [...grid.querySelectorAll("tbody tr")];
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
      const first = row.querySelector("[data-day]")!.getAttribute("data-day")!;
      expect(new Date(`${first}T12:00:00Z`).getUTCDay(), first).toBe(0);
    }
  });

  it("heads the chosen day with its weekday and 'dd de mês', and counts its events", async () => {
    calendarApi([anEvent({ title: "Reunião com a Ana" }), anEvent({ title: "Outro dia", date: "2026-11-27" })]);
    open();
    expect(await screen.findByRole("heading", { name: "Quinta-feira, 26 de novembro" }, WAIT)).toBeTruthy();
    expect(await screen.findByText("1 evento agendado para este dia.", {}, WAIT)).toBeTruthy();

    // Choosing another day in the grid moves the heading and the count with it.
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: /^sexta-feira, 27 de novembro de 2026/ }));
    expect(await screen.findByRole("heading", { name: "Sexta-feira, 27 de novembro" }, WAIT)).toBeTruthy();
    expect(screen.getByText("1 evento agendado para este dia.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: /^sábado, 28 de novembro de 2026/ }));
    expect(await screen.findByRole("heading", { name: "Sábado, 28 de novembro" }, WAIT)).toBeTruthy();
    expect(screen.getByText("Nenhum evento agendado para este dia.")).toBeTruthy();
  });

  it("writes the day with two digits, as the spec's 'dd de MMMM'", async () => {
    calendarApi([]);
    open("2026-12-02");
    expect(await screen.findByRole("heading", { name: "Quarta-feira, 02 de dezembro" }, WAIT)).toBeTruthy();
  });

  it("counts several events in the plural", async () => {
    calendarApi([anEvent({ title: "A", time: "08:00" }), anEvent({ title: "B", time: "10:00" }), anEvent({ title: "C", time: "12:00" })]);
    open();
    expect(await screen.findByText("3 eventos agendados para este dia.", {}, WAIT)).toBeTruthy();
  });

  it("says so when the day has no event", async () => {
    calendarApi([]);
    open();
    await dayList();
    expect(screen.getByText("Nenhum evento agendado para este dia.")).toBeTruthy();
  });

  it("lists the day's events by time in a 300 px scroll area, whatever order they arrive in", async () => {
    calendarApi([
      anEvent({ title: "Visita à obra", time: "16:30" }),
      anEvent({ title: "Entrega na prefeitura", time: "08:05" }),
      anEvent({ title: "Amanhã cedo", date: "2026-11-27", time: "07:00" }),
      anEvent({ title: "Reunião com a Ana", time: "10:00", project: { id: crypto.randomUUID(), name: "Casa Prado" } }),
    ]);
    open();
    const area = await dayList();
    const list = await within(area).findByRole("list", { name: "Eventos do dia" }, WAIT);
    const titles = within(list)
      .getAllByRole("listitem")
      .map((li) => li.querySelector("p")!.textContent);
    expect(titles).toEqual(["Entrega na prefeitura", "Reunião com a Ana", "Visita à obra"]);
    expect(within(list).getByText("Projeto: Casa Prado")).toBeTruthy();
    // The list area is 300 px high and scrolls (happy-dom applies no CSS: the classes are the rule).
    expect(area.className.split(/\s+/)).toEqual(expect.arrayContaining(["h-[300px]", "overflow-y-auto"]));
    expect(within(area).getByRole("list", { name: "Eventos do dia" })).toBe(list);
  });

  it("shows the spec's toast when saving fails, and keeps the form and what was typed", async () => {
    const posted = calendarApi([], { saveStatus: 500 });
    open();
    await dayList();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Adicionar evento" }));
    const form = await screen.findByRole("form", { name: "Novo Evento" }, WAIT);
    await user.type(within(form).getByLabelText("Título"), "Reunião com a Ana");
    fireEvent.change(within(form).getByLabelText("Data"), { target: { value: DAY } });
    fireEvent.change(within(form).getByLabelText("Horário"), { target: { value: "14:30" } });
    await user.click(within(form).getByRole("button", { name: "Salvar evento" }));

    const toast = await findToast("Erro ao adicionar evento", WAIT);
    expect(toast.textContent).toContain("Ocorreu um erro ao processar sua solicitação.");
    expect(posted).toEqual([expect.objectContaining({ title: "Reunião com a Ana", date: DAY, time: "14:30", projectId: null, notification: "1-dia" })]);
    expect(toastTitles()).not.toContain("Evento adicionado com sucesso!");
    expect((within(form).getByLabelText("Título") as HTMLInputElement).value).toBe("Reunião com a Ana");
    expect(screen.getByText("Nenhum evento agendado para este dia.")).toBeTruthy();
  });

  for (const missing of ["Título", "Data", "Horário"] as const) {
    it(`says "Informações incompletas" and sends nothing without the ${missing.toLowerCase()}`, async () => {
      const posted = calendarApi([]);
      open();
      await dayList();
      const user = userEvent.setup();
      await user.click(screen.getByRole("button", { name: "Adicionar evento" }));
      const form = await screen.findByRole("form", { name: "Novo Evento" }, WAIT);
      const values = { Título: "Reunião com a Ana", Data: DAY, Horário: "14:30" };
      for (const [label, value] of Object.entries(values)) {
        // A title of spaces is no title.
        fireEvent.change(within(form).getByLabelText(label), { target: { value: label === missing ? (label === "Título" ? "   " : "") : value } });
      }
      await user.click(within(form).getByRole("button", { name: "Salvar evento" }));

      const toast = await findToast("Informações incompletas", WAIT);
      expect(toast.textContent).toContain("Por favor, preencha título, data e horário.");
      expect(posted).toEqual([]);
      expect(screen.getByRole("form", { name: "Novo Evento" })).toBe(form);
    });
  }
});
