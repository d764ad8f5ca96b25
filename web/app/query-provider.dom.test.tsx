import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useMutation, useQuery } from "@tanstack/react-query";
import { http, HttpResponse } from "msw";
import { Toaster } from "sonner";
import { expect, it } from "vitest";
import { z } from "#domain/zod";
import { request } from "#web/lib/api";
import { sessionQueryOptions } from "#web/lib/session";
import { aMe, studioRef } from "#web/test/fixtures";
import { server } from "#web/test/msw-server";
import { findToast } from "#web/test/toasts";
import { QueryProvider } from "./query-provider";

const STUDIO_A = studioRef("Estúdio A", "owner", "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa");
const STUDIO_B = studioRef("Estúdio B", "member", "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb");
const names = z.array(z.string());

function Page() {
  const session = useQuery(sessionQueryOptions);
  const clients = useQuery({ queryKey: ["clients"], queryFn: () => request(names, "GET", "/api/clients") });
  const add = useMutation({ mutationFn: () => request(z.object({}), "POST", "/api/clients", { name: "Novo" }) });
  return (
    <main>
      <p>Estúdio: {session.data?.studio.name}</p>
      <ul>{clients.data?.map((n) => <li key={n}>{n}</li>)}</ul>
      <button type="button" onClick={() => add.mutate()}>
        Adicionar
      </button>
    </main>
  );
}

it("when another tab switched the studio, a refused request brings this tab to the current studio, showing nothing of the old one", async () => {
  let active = STUDIO_A;
  const sentStudio: (string | null)[] = [];
  server.use(
    http.get("/api/session", () => HttpResponse.json({ user: aMe({ studio: active, studios: [STUDIO_A, STUDIO_B] }) })),
    http.get("/api/clients", () => HttpResponse.json(active === STUDIO_A ? ["Cliente do A"] : ["Cliente do B"])),
    http.post("/api/clients", ({ request: req }) => {
      const shown = req.headers.get("x-prancheta-studio");
      sentStudio.push(shown);
      if (shown !== active.id) {
        return HttpResponse.json({ error: { code: "studio_changed", message: "O estúdio ativo mudou em outra aba." } }, { status: 409 });
      }
      return HttpResponse.json({}, { status: 201 });
    }),
  );
  render(
    <QueryProvider>
      <Page />
      <Toaster />
    </QueryProvider>,
  );
  await screen.findByText("Cliente do A");
  await screen.findByText("Estúdio: Estúdio A");

  active = STUDIO_B; // another tab of the same session switched
  await userEvent.click(screen.getByRole("button", { name: "Adicionar" }));
  const toast = await findToast("Estúdio alterado em outra aba");
  expect(toast.textContent).toContain("O estúdio ativo mudou em outra aba.");
  await screen.findByText("Estúdio: Estúdio B", undefined, { timeout: 5_000 });
  await screen.findByText("Cliente do B", undefined, { timeout: 5_000 });
  expect(screen.queryByText("Cliente do A")).toBeNull();
  expect(sentStudio).toEqual([STUDIO_A.id]);

  // From now on this tab says it shows B, and is let through.
  await userEvent.click(screen.getByRole("button", { name: "Adicionar" }));
  await waitFor(() => expect(sentStudio).toEqual([STUDIO_A.id, STUDIO_B.id]));
});
