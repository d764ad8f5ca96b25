import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast as sonner } from "sonner";
import { documentSchema, type ProjectDocument } from "#domain/documents.schema";
import { projectSummarySchema } from "#domain/projects.schema";
import { referenceSearchLinks } from "#domain/references";
import { savedReferenceSchema, type SavedReference } from "#domain/references.schema";
import { renderPage } from "#web/test/render";
import { server } from "#web/test/msw-server";
import { ReferencesPage } from "./references-page";

afterEach(() => {
  sonner.dismiss();
});

const PROJECT = "0b7f1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d";
const CLIENT = "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f";
const DOC = "7d4e5f6a-7b8c-4d9e-8f0a-2b3c4d5e6f7a";
const IMAGE = "9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a";
const PNG = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=="), (c) => c.charCodeAt(0));

const project = projectSummarySchema.parse({
  id: PROJECT,
  name: "Casa Alves",
  client: { id: CLIENT, name: "Ana Alves" },
  type: "residencial",
  stage: "levantamento",
  status: "em-andamento",
  deadline: null,
  updatedAt: "2026-03-01T15:00:00.000Z",
});

function referencesDoc(keywords: string[] = [], version = 2): ProjectDocument {
  return documentSchema.parse({
    id: DOC,
    kind: "referencias",
    project: { id: PROJECT, name: "Casa Alves" },
    client: { id: CLIENT, name: "Ana Alves" },
    version,
    lastVersion: { number: version, author: { source: "offline", user: null, provider: null, model: null }, restoredFrom: null, createdAt: "2026-03-12T15:00:00.000Z" },
    createdAt: "2026-03-12T15:00:00.000Z",
    updatedAt: "2026-03-12T15:00:00.000Z",
    createdBy: { id: "u1", name: "Maria" },
    updatedBy: { id: "u1", name: "Maria" },
    content: { keywords, items: [] },
  });
}

function saved(id: string, title: string, savedAt: string, imageId: string | null = null): SavedReference {
  return savedReferenceSchema.parse({
    id,
    url: `https://www.archdaily.com.br/br/${id}`,
    title,
    note: "",
    imageId,
    savedAt,
    documentId: DOC,
    project: { id: PROJECT, name: "Casa Alves" },
    client: { id: CLIENT, name: "Ana Alves" },
  });
}

/** The page's two reads; `list` is what GET /api/references answers (it may change during a test). */
function baseApi(list: { current: SavedReference[] }) {
  server.use(
    http.get("/api/projects", () => HttpResponse.json([project])),
    http.get("/api/references", () => HttpResponse.json(list.current)),
  );
}

const showPage = () => renderPage(<ReferencesPage />, { url: "/dashboard/referencias", path: "/dashboard/referencias" });

const OFFLINE = { source: "offline", provider: null, model: null, label: "Palavras-chave do gerador offline (sem IA), tiradas do briefing e do conceito: tire ou acrescente à vontade." };
const AI = { source: "ia", provider: "primary", model: "gpt-4o-mini", label: "Gerado pela IA (OpenAI, gpt-4o-mini): revise antes de usar." };

const hrefOf = (name: string) => screen.getByRole("link", { name }).getAttribute("href")!;

describe("references page (R-DOC-7)", () => {
  it("shows the page's texts and the empty saved list", async () => {
    baseApi({ current: [] });
    showPage();
    expect(screen.getByRole("heading", { level: 1, name: "Pesquisa de referências" })).toBeTruthy();
    expect(screen.getByText("Encontre referências visuais alinhadas ao seu projeto.")).toBeTruthy();
    expect(await screen.findByText("Nenhuma referência salva ainda")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Referências salvas" })).toBeTruthy();
    expect(await screen.findByText("A IA buscará referências em plataformas visuais com base no briefing e no conceito do seu projeto.")).toBeTruthy();
  });

  it("'Iniciar pesquisa' asks for the project, shows the words as chips and the four searches built from the words on screen", async () => {
    baseApi({ current: [] });
    const posted: unknown[] = [];
    server.use(
      http.post(`/api/projects/${PROJECT}/references/keywords`, async ({ request }) => {
        posted.push(await request.json());
        const keywords = ["casa", "madeira", "concreto aparente"];
        return HttpResponse.json({ document: referencesDoc(keywords), keywords, links: referenceSearchLinks(keywords), generatedBy: AI });
      }),
    );
    showPage();
    const start = await screen.findByRole("button", { name: "Iniciar pesquisa" });
    await userEvent.click(start);
    expect(await screen.findByText("Escolha o projeto.")).toBeTruthy();
    const select = screen.getByRole("combobox", { name: "Projeto" });
    expect(select.getAttribute("aria-invalid")).toBe("true");
    expect(posted).toEqual([]);

    await userEvent.selectOptions(select, PROJECT);
    expect(screen.queryByText("Escolha o projeto.")).toBeNull();
    await userEvent.click(start);
    const chips = await screen.findByRole("list", { name: "Palavras-chave" });
    expect(posted).toEqual([{ allowOffline: false }]);
    expect(within(chips).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["casa", "madeira", "concreto aparente"]);
    expect(screen.getByRole("status").textContent).toContain("IA");
    expect(screen.getByRole("status").textContent).toContain("Gerado pela IA (OpenAI, gpt-4o-mini)");

    const names = ["Pesquisar no ArchDaily", "Pesquisar no Pinterest", "Pesquisar no Behance", "Pesquisar imagens"];
    for (const name of names) {
      const link = screen.getByRole("link", { name });
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    }
    expect(new URL(hrefOf("Pesquisar no Pinterest")).searchParams.get("q")).toBe("casa madeira concreto aparente");

    await userEvent.click(screen.getByRole("button", { name: "Remover a palavra-chave madeira" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Adicionar palavra-chave" }), "cobogó");
    await userEvent.click(screen.getByRole("button", { name: "Adicionar" }));
    expect(within(chips).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["casa", "concreto aparente", "cobogó"]);
    expect(new URL(hrefOf("Pesquisar no ArchDaily")).searchParams.get("q")).toBe("casa concreto aparente cobogó");
    expect(new URL(hrefOf("Pesquisar imagens")).searchParams.get("tbm")).toBe("isch");
    expect(hrefOf("Pesquisar no Behance")).toBe(referenceSearchLinks(["casa", "concreto aparente", "cobogó"])[2]!.url);

    await userEvent.type(screen.getByRole("textbox", { name: "Adicionar palavra-chave" }), "Casa");
    await userEvent.click(screen.getByRole("button", { name: "Adicionar" }));
    expect(screen.getByText("Essa palavra-chave já está na lista.")).toBeTruthy();
  });

  it("after a 402 offers the offline generator and says the words are offline", async () => {
    baseApi({ current: [] });
    const posted: unknown[] = [];
    server.use(
      http.post(`/api/projects/${PROJECT}/references/keywords`, async ({ request }) => {
        const body = (await request.json()) as { allowOffline: boolean };
        posted.push(body);
        if (!body.allowOffline) return HttpResponse.json({ error: { code: "quota_exceeded", message: "As gerações de texto do seu plano acabaram." } }, { status: 402 });
        const keywords = ["casa", "arquitetura"];
        return HttpResponse.json({ document: referencesDoc(keywords), keywords, links: referenceSearchLinks(keywords), generatedBy: OFFLINE });
      }),
    );
    showPage();
    await userEvent.selectOptions(await screen.findByRole("combobox", { name: "Projeto" }), PROJECT);
    await userEvent.click(screen.getByRole("button", { name: "Iniciar pesquisa" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("As gerações de texto do seu plano acabaram.");
    await userEvent.click(within(alert).getByRole("button", { name: "Usar gerador offline" }));
    await screen.findByRole("list", { name: "Palavras-chave" });
    expect(posted).toEqual([{ allowOffline: false }, { allowOffline: true }]);
    expect(screen.getByRole("status").textContent).toContain("Gerador offline");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("saves a reference with its image to the chosen project and lists it", async () => {
    const list = { current: [] as SavedReference[] };
    baseApi(list);
    const uploads: { name: string; size: number; purpose: unknown }[] = [];
    const added: unknown[] = [];
    server.use(
      http.post("/api/files", async ({ request }) => {
        const form = await request.formData();
        const file = form.get("file") as File;
        uploads.push({ name: file.name, size: file.size, purpose: form.get("purpose") });
        return HttpResponse.json({ id: IMAGE, mime: "image/png", size: file.size, name: file.name }, { status: 201 });
      }),
      http.post(`/api/projects/${PROJECT}/references`, async ({ request }) => {
        const body = (await request.json()) as { url: string; title: string };
        added.push(body);
        list.current = [saved("a1", body.title, "2026-03-14T12:00:00.000Z", IMAGE)];
        return HttpResponse.json(referencesDoc([], 3), { status: 201 });
      }),
    );
    showPage();
    await screen.findByText("Nenhuma referência salva ainda");
    await userEvent.type(screen.getByRole("textbox", { name: "Endereço (URL)" }), "https://br.pinterest.com/pin/1/");
    await userEvent.type(screen.getByRole("textbox", { name: "Título" }), "Varanda com cobogó");
    await userEvent.type(screen.getByRole("textbox", { name: "Observação" }), "Luz filtrada");
    await userEvent.upload(screen.getByLabelText("Imagem (opcional)"), new File([PNG], "varanda.png", { type: "image/png" }));

    // No project chosen yet: said under the select, nothing sent.
    await userEvent.click(screen.getByRole("button", { name: "Salvar referência" }));
    expect(await screen.findByText("Escolha o projeto.")).toBeTruthy();
    expect(uploads).toEqual([]);

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Projeto" }), PROJECT);
    await userEvent.click(screen.getByRole("button", { name: "Salvar referência" }));
    const item = await screen.findByRole("link", { name: "Varanda com cobogó" });
    expect(uploads).toEqual([{ name: "varanda.png", size: PNG.byteLength, purpose: "referencia" }]);
    expect(added).toEqual([{ url: "https://br.pinterest.com/pin/1/", title: "Varanda com cobogó", note: "Luz filtrada", imageId: IMAGE }]);
    expect(item.getAttribute("href")).toBe("https://www.archdaily.com.br/br/a1");
    expect(screen.getByRole("img", { name: "Imagem da referência Varanda com cobogó" }).getAttribute("src")).toBe(`/api/files/${IMAGE}`);
    await waitFor(() => expect((screen.getByRole("textbox", { name: "Título" }) as HTMLInputElement).value).toBe(""));
  });

  it("shows field errors: the schema's before sending, the image's size on the page, the server's after", async () => {
    baseApi({ current: [] });
    server.use(
      http.post(`/api/projects/${PROJECT}/references`, () =>
        HttpResponse.json({ error: { code: "validation_error", message: "O título pode ter no máximo 200 caracteres.", fields: { title: "O título pode ter no máximo 200 caracteres." } } }, { status: 422 }),
      ),
      http.post("/api/files", () =>
        HttpResponse.json({ error: { code: "validation_error", message: "Envie uma imagem PNG, JPEG ou WebP.", fields: { file: "Envie uma imagem PNG, JPEG ou WebP." } } }, { status: 422 }),
      ),
    );
    showPage();
    await userEvent.selectOptions(await screen.findByRole("combobox", { name: "Projeto" }), PROJECT);
    await userEvent.type(screen.getByRole("textbox", { name: "Endereço (URL)" }), "javascript:alert(1)");
    await userEvent.click(screen.getByRole("button", { name: "Salvar referência" }));
    expect(await screen.findByText("Informe um endereço que comece com http:// ou https://.")).toBeTruthy();
    expect(screen.getByText("Informe o título da referência.")).toBeTruthy();

    const url = screen.getByRole("textbox", { name: "Endereço (URL)" });
    await userEvent.clear(url);
    await userEvent.type(url, "https://exemplo.com");
    await userEvent.type(screen.getByRole("textbox", { name: "Título" }), "Fachada");
    const image = screen.getByLabelText("Imagem (opcional)");
    await userEvent.upload(image, new File([new Uint8Array(6 * 1024 * 1024)], "grande.png", { type: "image/png" }));
    expect(await screen.findByText("A imagem pode ter no máximo 5 MB.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Salvar referência" }));
    expect(image.getAttribute("aria-invalid")).toBe("true");

    // A file the page lets through (named .png) that the server refuses by its bytes.
    await userEvent.upload(image, new File(["não sou imagem"], "falsa.png", { type: "image/png" }));
    await userEvent.click(screen.getByRole("button", { name: "Salvar referência" }));
    expect(await screen.findByText("Envie uma imagem PNG, JPEG ou WebP.")).toBeTruthy();

    await userEvent.upload(image, []);
    await userEvent.click(screen.getByRole("button", { name: "Salvar referência" }));
    expect(await screen.findByText("O título pode ter no máximo 200 caracteres.")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Título" }).getAttribute("aria-invalid")).toBe("true");
  });

  it("lists saved references with thumbnail, link, project and date; 'Remover' asks and removes", async () => {
    const list = {
      current: [saved("b2", "Casa no campo", "2026-03-14T12:00:00.000Z", IMAGE), saved("a1", "Cobogó vazado", "2026-03-02T12:00:00.000Z")],
    };
    baseApi(list);
    const deleted: string[] = [];
    server.use(
      http.delete(`/api/documents/${DOC}/references/:itemId`, ({ params }) => {
        deleted.push(String(params.itemId));
        list.current = list.current.filter((r) => r.id !== params.itemId);
        return HttpResponse.json(referencesDoc([], 4));
      }),
    );
    showPage();
    const first = await screen.findByRole("link", { name: "Casa no campo" });
    expect(first.getAttribute("target")).toBe("_blank");
    expect(first.getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.getByRole("img", { name: "Imagem da referência Casa no campo" }).getAttribute("src")).toBe(`/api/files/${IMAGE}`);
    expect(screen.queryByRole("img", { name: "Imagem da referência Cobogó vazado" })).toBeNull();
    expect(screen.getByText("Casa Alves — Ana Alves · 14/03/2026")).toBeTruthy();
    expect(screen.getByText("Casa Alves — Ana Alves · 02/03/2026")).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Remover a referência Cobogó vazado" }));
    const dialog = await screen.findByRole("dialog", { name: "Remover referência?" });
    expect(dialog.textContent).toContain("“Cobogó vazado” sai das referências de Casa Alves.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Remover" }));
    await waitFor(() => expect(screen.queryByRole("link", { name: "Cobogó vazado" })).toBeNull());
    expect(deleted).toEqual(["a1"]);
    expect(screen.getByRole("link", { name: "Casa no campo" })).toBeTruthy();
  });
});
