import { describe, expect, it } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { searchKey } from "#domain/clients";
import { clientListItemSchema, clientListQuerySchema, clientListSchema, type ClientListItem } from "#domain/clients.schema";
import { renderPage } from "#web/test/render";
import { server } from "#web/test/msw-server";
import { ClientsPage } from "./clients-page";

const PATH = "/dashboard/clientes";
const SETTLED = { timeout: 5_000 };

const client = (name: string): ClientListItem =>
  clientListItemSchema.parse({ id: crypto.randomUUID(), name, email: null, phone: null, projects: [] });

/** 30 "Cliente NN" (two pages of 20), Ana and Bia. */
const BOOK = [...Array.from({ length: 28 }, (_, i) => client(`Cliente ${String(i + 1).padStart(2, "0")}`)), client("Ana Souza"), client("Bia Lima")];

/**
 * GET /api/clients as the server answers it: the query read by the route's schema, the answer
 * checked by the response schema. Returns the searches asked for, in order.
 */
function clientsApi(book: ClientListItem[] = BOOK) {
  const asked: { search: string; page: number }[] = [];
  server.use(
    http.get("/api/clients", ({ request }) => {
      const query = clientListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
      asked.push({ search: query.search, page: query.page });
      const found = book
        .filter((c) => searchKey(c.name).includes(searchKey(query.search)))
        .sort((a, b) => searchKey(a.name).localeCompare(searchKey(b.name)));
      const items = found.slice((query.page - 1) * query.pageSize, query.page * query.pageSize);
      return HttpResponse.json(clientListSchema.parse({ items, total: found.length, page: query.page, pageSize: query.pageSize }));
    }),
  );
  return asked;
}

const searchBox = () => screen.getByRole<HTMLInputElement>("searchbox", { name: "Buscar clientes" });
const rowNames = () =>
  screen
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[0]!.textContent);

describe("clients list: the address holds the search and the page", () => {
  it("typing a search goes to the address once typing pauses, back to page 1, and the list follows", async () => {
    const asked = clientsApi();
    const user = userEvent.setup();
    const { router } = renderPage(<ClientsPage />, { url: `${PATH}?pagina=2`, path: PATH });
    await screen.findByText("30 clientes · página 2 de 2");

    await user.type(searchBox(), "ana");
    await waitFor(() => expect(router.state.location.search).toBe("?busca=ana"), SETTLED);
    // Each key is not a step of history: the entry is replaced.
    expect(router.state.historyAction).toBe("REPLACE");
    await waitFor(() => expect(rowNames()).toEqual(["Ana Souza"]), SETTLED);
    expect(asked.at(-1)).toEqual({ search: "ana", page: 1 });
    expect(searchBox().value).toBe("ana");

    // Clearing the box clears the address.
    await user.clear(searchBox());
    await waitFor(() => expect(router.state.location.search).toBe(""), SETTLED);
    await screen.findByText("30 clientes · página 1 de 2");
  });

  it("a new address (a link, back, forward) shows its search in the box and its clients in the list", async () => {
    const asked = clientsApi();
    const { router } = renderPage(<ClientsPage />, { url: `${PATH}?busca=ana`, path: PATH });
    await waitFor(() => expect(rowNames()).toEqual(["Ana Souza"]), SETTLED);
    expect(searchBox().value).toBe("ana");

    await act(() => router.navigate(`${PATH}?busca=bia`));
    await waitFor(() => expect(rowNames()).toEqual(["Bia Lima"]), SETTLED);
    expect(searchBox().value).toBe("bia");

    await act(() => router.navigate(-1));
    await waitFor(() => expect(rowNames()).toEqual(["Ana Souza"]), SETTLED);
    expect(searchBox().value).toBe("ana");
    expect(router.state.location.search).toBe("?busca=ana");

    await act(() => router.navigate(1));
    await waitFor(() => expect(searchBox().value).toBe("bia"), SETTLED);
    expect(router.state.location.search).toBe("?busca=bia");
    // No request ever asked for a search the address did not hold.
    expect(new Set(asked.map((a) => a.search))).toEqual(new Set(["ana", "bia"]));
  });

  it("keeps the page in the address, and brings a page past the end back to the last one", async () => {
    const asked = clientsApi();
    const user = userEvent.setup();
    const { router } = renderPage(<ClientsPage />, { url: `${PATH}?pagina=9`, path: PATH });
    await waitFor(() => expect(router.state.location.search).toBe("?pagina=2"), SETTLED);
    await screen.findByText("30 clientes · página 2 de 2");
    expect(rowNames()).toEqual(["Cliente 19", "Cliente 20", "Cliente 21", "Cliente 22", "Cliente 23", "Cliente 24", "Cliente 25", "Cliente 26", "Cliente 27", "Cliente 28"]);
    expect(asked.at(-1)).toEqual({ search: "", page: 2 });

    await user.click(screen.getByRole("button", { name: "Anterior" }));
    await waitFor(() => expect(router.state.location.search).toBe(""), SETTLED);
    await screen.findByText("30 clientes · página 1 de 2");
    await user.click(screen.getByRole("button", { name: "Próxima" }));
    await waitFor(() => expect(router.state.location.search).toBe("?pagina=2"), SETTLED);
    await screen.findByText("30 clientes · página 2 de 2");

    // Not a page number at all: page 1.
    await act(() => router.navigate(`${PATH}?pagina=abc`));
    await screen.findByText("30 clientes · página 1 de 2");
  });
});
