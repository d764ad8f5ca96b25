import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { Toaster, toast as sonner } from "sonner";
import { dueRemindersSchema, type Reminder } from "#domain/reminders.schema";
import { renderPage } from "#web/test/render";
import { server } from "#web/test/msw-server";
import { LOGIN_REMINDERS_STORAGE_KEY, LoginRemindersDialog, TodayRemindersCard } from "./today-reminders";

function aReminder(overrides: Partial<Reminder>): Reminder {
  return {
    id: crypto.randomUUID(),
    title: "Lembrete",
    description: null,
    date: "2026-03-10",
    priority: "media",
    timeZone: "America/Sao_Paulo",
    snoozedUntil: null,
    dueDate: overrides.snoozedUntil ?? overrides.date ?? "2026-03-10",
    done: false,
    doneAt: null,
    advice: null,
    adviceProvider: null,
    createdAt: "2026-03-01T12:00:00.000Z",
    ...overrides,
  };
}

/** The server's due list for `loginKey`; "Concluir" takes an item off it. */
function serverWith(items: Reminder[], loginKey = "sessao-1") {
  let open = [...items];
  const patches: unknown[] = [];
  server.use(
    http.get("/api/reminders/due", () => HttpResponse.json(dueRemindersSchema.parse({ today: "2026-03-10", items: open, loginKey }))),
    http.patch("/api/reminders/:id", async ({ params, request }) => {
      const body = await request.json();
      patches.push({ id: params.id, body });
      const found = open.find((r) => r.id === params.id)!;
      open = open.filter((r) => r.id !== params.id);
      return HttpResponse.json({ ...found, done: true, doneAt: "2026-03-10T12:00:00.000Z" });
    }),
  );
  return patches;
}

beforeEach(() => sessionStorage.clear());
afterEach(() => sonner.dismiss());

const show = () =>
  renderPage(
    <>
      <LoginRemindersDialog />
      <Toaster />
    </>,
  );

/** The dialog beside the home's card: once the card shows the answer, the dialog has seen it too. */
const showWithCard = () =>
  renderPage(
    <>
      <LoginRemindersDialog />
      <TodayRemindersCard />
    </>,
  );

describe("Lembretes de hoje (R-REM-4)", () => {
  it("shows the day's and the overdue reminders once per sign-in, each with Concluir", async () => {
    const overdue = aReminder({ title: "Pagar a RRT", date: "2026-03-02", priority: "urgente" });
    const today = aReminder({ title: "Visita à obra", date: "2026-03-10", description: "Levar a trena" });
    const patches = serverWith([overdue, today]);
    const first = show();

    const dialog = await screen.findByRole("dialog", { name: "Lembretes de hoje" });
    expect(dialog.textContent).toContain("2 lembretes vencem hoje ou já venceram (1 atrasado).");
    const items = within(dialog).getAllByRole("listitem");
    expect(items.map((li) => li.querySelector("p")?.textContent)).toEqual(["Pagar a RRT", "Visita à obra"]);
    expect(items[0]!.textContent).toContain("Atrasado");
    expect(items[0]!.textContent).toContain("02/03/2026");
    expect(items[0]!.textContent).toContain("Prioridade urgente");
    expect(items[1]!.textContent).toContain("Hoje");
    expect(items[1]!.textContent).toContain("Levar a trena");
    expect(within(dialog).getByRole("link", { name: "Ver todos os lembretes" }).getAttribute("href")).toBe("/dashboard/lembretes");

    await userEvent.setup().click(within(items[0]!).getByRole("button", { name: "Concluir" }));
    await waitFor(() => expect(within(dialog).getAllByRole("listitem")).toHaveLength(1));
    expect(patches).toEqual([{ id: overdue.id, body: { done: true } }]);
    expect(sessionStorage.getItem(LOGIN_REMINDERS_STORAGE_KEY)).toBe("sessao-1");
    first.unmount();

    // A reload of the same sign-in: no dialog.
    serverWith([today]);
    showWithCard();
    expect((await screen.findByRole("list", { name: "Lembretes para hoje" })).textContent).toContain("Visita à obra");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows again at a new sign-in, never when nothing is due", async () => {
    sessionStorage.setItem(LOGIN_REMINDERS_STORAGE_KEY, "sessao-antiga");
    serverWith([aReminder({ title: "Entregar pranchas" })], "sessao-nova");
    const first = show();
    expect((await screen.findByRole("dialog", { name: "Lembretes de hoje" })).textContent).toContain("Entregar pranchas");
    first.unmount();

    sessionStorage.clear();
    serverWith([], "sessao-3");
    showWithCard();
    await screen.findByText("Nenhum lembrete para hoje.");
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(sessionStorage.getItem(LOGIN_REMINDERS_STORAGE_KEY)).toBe("sessao-3"));
    // Nothing due when the sign-in arrived: a reminder created later in it does not pop the dialog up.
  });

  it("the home's card lists them, or says there are none", async () => {
    serverWith([aReminder({ title: "Reunião com o cliente" })]);
    const first = renderPage(<TodayRemindersCard />);
    const list = await screen.findByRole("list", { name: "Lembretes para hoje" });
    expect(list.textContent).toContain("Reunião com o cliente");
    first.unmount();
    serverWith([]);
    renderPage(<TodayRemindersCard />);
    expect(await screen.findByText("Nenhum lembrete para hoje.")).toBeTruthy();
  });
});
