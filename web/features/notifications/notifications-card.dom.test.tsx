import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { notificationListSchema, type Notification } from "#domain/notifications.schema";
import { renderPage } from "#web/test/render";
import { server } from "#web/test/msw-server";
import { NotificationsCard } from "./notifications-card";

const WAIT = { timeout: 10_000 };

function notificationsApi(items: Notification[]) {
  server.use(
    http.get("/api/notifications", () => HttpResponse.json(notificationListSchema.parse({ items, unread: items.filter((n) => !n.read).length }))),
  );
}

describe("Mensagens → Notificações (R-NOTIF-1)", () => {
  it("says 'Nenhuma notificação no momento' when there is none", async () => {
    notificationsApi([]);
    renderPage(<NotificationsCard />, { url: "/dashboard/mensagens" });
    expect(await screen.findByText("Nenhuma notificação no momento", {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Notificações" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Marcar todas como lidas" })).toBeNull();
  });

  it("lists the notices instead, and no empty text", async () => {
    notificationsApi([
      {
        id: "n1",
        kind: "evento",
        title: "Amanhã: Reunião com a Ana",
        body: "26/11 às 14:30",
        link: "/dashboard/calendario?data=2026-11-26",
        read: false,
        createdAt: "2026-11-25T17:30:00.000Z",
      },
    ]);
    renderPage(<NotificationsCard />, { url: "/dashboard/mensagens" });
    const list = await screen.findByRole("list", { name: "Notificações" }, WAIT);
    expect(within(list).getByRole("link", { name: "Amanhã: Reunião com a Ana" }).getAttribute("href")).toBe("/dashboard/calendario?data=2026-11-26");
    expect(screen.getByText("1 não lida")).toBeTruthy();
    expect(screen.queryByText("Nenhuma notificação no momento")).toBeNull();
  });
});
