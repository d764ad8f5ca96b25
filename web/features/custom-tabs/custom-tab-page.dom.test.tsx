import { afterEach, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast as sonner, Toaster } from "sonner";
import type { CustomTab } from "#domain/custom-tabs.schema";
import { renderPage } from "#web/test/render";
import { server } from "#web/test/msw-server";
import { findToast } from "#web/test/toasts";
import { CustomTabPage } from "./custom-tab-page";

afterEach(() => {
  sonner.dismiss();
});

const ID = "5b1f1e0e-7a52-4c3e-9a0d-2f4c6b8e1a11";
const TAB: CustomTab = {
  id: ID,
  name: "Obra Silva",
  blocks: [
    { id: "0f6b1c1e-1111-4c3e-9a0d-2f4c6b8e1a11", title: "Contatos", text: "Mestre João" },
    { id: "0f6b1c1e-2222-4c3e-9a0d-2f4c6b8e1a11", title: "Prazos", text: "Aprovação em março" },
  ],
  links: [{ url: "https://www.abnt.org.br", label: "abnt.org.br" }],
  notes: "Levar amostras",
  position: 0,
  advice: "**Sugestões para organizar a aba “Obra Silva”**",
  adviceProvider: "offline",
  createdAt: "2030-01-10T12:00:00.000Z",
  updatedAt: "2030-01-10T12:00:00.000Z",
};

function open() {
  return renderPage(
    <>
      <CustomTabPage />
      <Toaster />
    </>,
    { path: "/dashboard/abas/:tabId", url: `/dashboard/abas/${ID}` },
  );
}

describe("a custom tab's page (R-TAB-1, R-TAB-2)", () => {
  it("shows the blocks and the links (new tab, no opener), reorders a block and saves the whole tab", async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(`/api/custom-tabs/${ID}`, () => HttpResponse.json(TAB)),
      http.get("/api/custom-tabs", () => HttpResponse.json({ tabs: [] })),
      http.put(`/api/custom-tabs/${ID}`, async ({ request }) => {
        const body = (await request.json()) as Pick<CustomTab, "name" | "links" | "notes"> & { blocks: { id?: string; title: string; text: string }[] };
        sent.push(body);
        return HttpResponse.json({ ...TAB, ...body, blocks: body.blocks.map((b, i) => ({ id: b.id ?? `0f6b1c1e-999${i}-4c3e-9a0d-2f4c6b8e1a11`, title: b.title || null, text: b.text })), updatedAt: "2030-01-11T12:00:00.000Z" });
      }),
    );
    const user = userEvent.setup();
    open();
    expect(await screen.findByRole("heading", { level: 1, name: "Obra Silva" })).toBeTruthy();
    const link = screen.getByRole("link", { name: "abnt.org.br" });
    expect(link.getAttribute("href")).toBe("https://www.abnt.org.br");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.getByText("Sugestões para organizar a aba “Obra Silva”")).toBeTruthy();

    expect((screen.getByRole("button", { name: "Mover para cima (bloco 1)" }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole("button", { name: "Mover para cima (bloco 2)" }));
    expect((screen.getByLabelText("Título do bloco 1") as HTMLInputElement).value).toBe("Prazos");
    await user.click(screen.getByRole("button", { name: "Adicionar bloco" }));
    await user.type(screen.getByLabelText("Título do bloco 3"), "Fornecedores");
    await user.click(screen.getByRole("button", { name: "Salvar alterações" }));

    await findToast("Alterações salvas");
    expect(sent).toEqual([
      {
        name: "Obra Silva",
        blocks: [
          { id: TAB.blocks[1]!.id, title: "Prazos", text: "Aprovação em março" },
          { id: TAB.blocks[0]!.id, title: "Contatos", text: "Mestre João" },
          { title: "Fornecedores", text: "" },
        ],
        links: [{ url: "https://www.abnt.org.br", label: "abnt.org.br" }],
        notes: "Levar amostras",
      },
    ]);
  });

  it("refuses a link that is not http or https, under its field, without calling the server", async () => {
    server.use(
      http.get(`/api/custom-tabs/${ID}`, () => HttpResponse.json(TAB)),
      http.put(`/api/custom-tabs/${ID}`, () => HttpResponse.error()),
    );
    const user = userEvent.setup();
    open();
    await screen.findByRole("heading", { level: 1, name: "Obra Silva" });
    await user.click(screen.getByRole("button", { name: "Adicionar atalho" }));
    await user.type(screen.getByLabelText("Endereço do atalho 2"), "javascript:alert(1)");
    await user.click(screen.getByRole("button", { name: "Salvar alterações" }));
    const toast = await findToast("Confira os campos destacados");
    expect(within(toast).getByText("“javascript:alert(1)” não é um endereço http ou https.")).toBeTruthy();
    const field = screen.getByLabelText("Endereço do atalho 2");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getAllByText("“javascript:alert(1)” não é um endereço http ou https.").length).toBeGreaterThanOrEqual(1);
    expect(screen.queryByRole("link", { name: /alert/ })).toBeNull();
  });

  it("puts the server's 422 under the row it names, counting only the rows that were sent", async () => {
    const REFUSED = "O título do bloco tem caracteres invisíveis.";
    const sent: { blocks: unknown[] }[] = [];
    server.use(
      http.get(`/api/custom-tabs/${ID}`, () => HttpResponse.json(TAB)),
      http.put(`/api/custom-tabs/${ID}`, async ({ request }) => {
        sent.push((await request.json()) as { blocks: unknown[] });
        return HttpResponse.json({ error: { code: "validation_error", message: "Dados inválidos.", fields: { "blocks.2.title": REFUSED } } }, { status: 422 });
      }),
    );
    const user = userEvent.setup();
    open();
    await screen.findByRole("heading", { level: 1, name: "Obra Silva" });
    // Block 3 stays empty (dropped, not sent); block 4 is the third block sent.
    await user.click(screen.getByRole("button", { name: "Adicionar bloco" }));
    await user.click(screen.getByRole("button", { name: "Adicionar bloco" }));
    await user.type(screen.getByLabelText("Título do bloco 4"), "Fornecedores");
    await user.click(screen.getByRole("button", { name: "Salvar alterações" }));
    await findToast("Não foi possível salvar a aba");
    expect(sent[0]!.blocks).toHaveLength(3);
    expect(screen.getByLabelText("Título do bloco 4").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Título do bloco 3").getAttribute("aria-invalid")).not.toBe("true");
    expect(screen.getByText(REFUSED)).toBeTruthy();
  });

  it("a deleted or someone else's tab shows the not-found state", async () => {
    server.use(http.get(`/api/custom-tabs/${ID}`, () => HttpResponse.json({ error: { code: "not_found", message: "Aba não encontrada." } }, { status: 404 })));
    open();
    expect(await screen.findByText("Aba não encontrada.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Voltar para Área personalizada" }).getAttribute("href")).toBe("/dashboard/area-personalizada");
  });
});
