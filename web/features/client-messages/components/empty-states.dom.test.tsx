import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { renderPage } from "#web/test/render";
import { server } from "#web/test/msw-server";
import { DecisionLog } from "./decision-log";
import { MessageCenter } from "./message-center";

const WAIT = { timeout: 10_000 };

/** The studio has no client message yet; the queries asked are returned. */
function noMessages() {
  const asked: string[] = [];
  server.use(
    http.get("/api/client-messages", ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json([]);
    }),
  );
  return asked;
}

describe("Mensagens: the spec's empty texts (R-MSG-1)", () => {
  it("Central de Mensagens: 'Nenhuma mensagem recebida ainda'", async () => {
    const asked = noMessages();
    renderPage(<MessageCenter />, { url: "/dashboard/mensagens" });
    expect(await screen.findByText("Nenhuma mensagem recebida ainda", {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Atividade recente" })).toBeNull();
    expect(asked).toContain("?limit=5");
  });

  it("Mensagens de clientes (the decision log): 'Nenhuma mensagem de cliente'", async () => {
    noMessages();
    renderPage(<DecisionLog />, { url: "/dashboard/mensagens" });
    expect(await screen.findByText("Nenhuma mensagem de cliente", {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Registro de decisões" })).toBeNull();
  });
});
