import { afterEach, describe, expect, it } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast as sonner, Toaster } from "sonner";
import { presentationSchema, type Presentation, type PresentationInput } from "#domain/presentations.schema";
import { server } from "#web/test/msw-server";
import { renderPage } from "#web/test/render";
import { PresentationWizardPage } from "./presentation-wizard-page";
import { PresentationsPage } from "./presentations-page";

afterEach(() => {
  sonner.dismiss();
});

const PROJECT = "3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b";
const CLIENT = "4a5b6c7d-8e9f-4a0b-9c1d-2e3f4a5b6c7d";

function aPresentation(over: Partial<Presentation> = {}): Presentation {
  return presentationSchema.parse({
    id: "9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
    title: "Casa Ipê",
    template: "executivo",
    project: { id: PROJECT, name: "Casa Ipê" },
    client: { id: CLIENT, name: "José Ávila" },
    content: { slides: ["texto"], text: null, images: [] },
    status: "pronta",
    progress: 100,
    stage: null,
    error: null,
    slideCount: 7,
    renderedAt: "2026-11-23T15:00:00.000Z",
    updatedAt: "2026-11-23T15:00:00.000Z",
    ...over,
  });
}

const profile = { user: { name: "Ana", email: "ana@example.com", pendingEmail: null }, studio: { id: "s", role: "owner", canEdit: true, name: "Atelier", cau: null, phone: null, publicEmail: null, address: null, website: null, instagram: null, legalName: null, cnpj: null, brandColor: "#7a1f5c", logo: null }, preferences: { defaultUf: null, defaultStandard: null, aiTone: "formal" } };

function commonHandlers() {
  server.use(
    http.get("/api/profile", () => HttpResponse.json(profile)),
    http.get("/api/documents", () => HttpResponse.json([])),
    http.post("/api/presentations/check", () => HttpResponse.json({ slides: 7, issues: [] })),
  );
}

describe("PresentationsPage", () => {
  it("lists the studio's presentations with download for a ready one and the progress of one being generated", async () => {
    commonHandlers();
    let calls = 0;
    server.use(
      http.get("/api/presentations", () => {
        calls += 1;
        const second = aPresentation({ id: "1b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d", title: "Casa Ipê — estudo", template: "minimalista", status: calls > 2 ? "pronta" : "gerando", progress: calls > 2 ? 100 : 40, stage: calls > 2 ? null : "Preparando as imagens (1 de 2)", slideCount: calls > 2 ? 5 : null });
        return HttpResponse.json([second, aPresentation()]);
      }),
    );
    renderPage(<PresentationsPage />);
    const table = await screen.findByRole("table");
    expect(within(table).getAllByRole("row")[2]).toHaveProperty("textContent", expect.stringContaining("Executivo"));
    const bar = await screen.findByRole("progressbar", { name: "Gerando o PDF de Casa Ipê — estudo" });
    expect(bar.getAttribute("aria-valuenow")).toBe("40");
    expect(screen.getByRole("link", { name: "Baixar PDF de Casa Ipê" }).getAttribute("href")).toBe("/api/presentations/9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d/pdf");
    // Polled while rendering: the bar gives way to the download once the server says it is ready.
    await screen.findByRole("link", { name: "Baixar PDF de Casa Ipê — estudo" }, { timeout: 10_000 });
    expect(screen.queryByRole("progressbar")).toBeNull();
    // The templates are shown to look at, not to pick, on the list.
    expect(screen.getByRole("heading", { name: "Modelos" })).toBeTruthy();
    expect(screen.queryByRole("radio")).toBeNull();
  });
});

describe("PresentationWizardPage", () => {
  it("goes project → template → content → PDF, sending the choices and following the render to the download", async () => {
    commonHandlers();
    let sent: PresentationInput | null = null;
    let polls = 0;
    server.use(
      http.get("/api/projects", () => HttpResponse.json([{ id: PROJECT, name: "Casa Ipê", client: { id: CLIENT, name: "José Ávila" }, type: "residencial", stage: "estudo-preliminar", status: "em-andamento", deadline: null, updatedAt: "2026-11-23T15:00:00.000Z" }])),
      http.get("/api/presentations/sources", ({ request }) => {
        expect(new URL(request.url).searchParams.get("projectId")).toBe(PROJECT);
        return HttpResponse.json({ text: { source: "offline", documentId: null, preview: "Rascunho do projeto." }, concept: false, programme: null, budget: false, references: [] });
      }),
      http.post("/api/presentations", async ({ request }) => {
        sent = (await request.json()) as PresentationInput;
        return HttpResponse.json(aPresentation({ status: "gerando", progress: 0, stage: "Na fila", slideCount: null, renderedAt: null }), { status: 201 });
      }),
      http.get("/api/presentations/:id", () => {
        polls += 1;
        return HttpResponse.json(polls < 3 ? aPresentation({ status: "gerando", progress: 60, stage: "Montando 7 slides", slideCount: null }) : aPresentation());
      }),
    );
    render(<Toaster />);
    renderPage(<PresentationWizardPage />);
    const user = userEvent.setup();

    const next = screen.getByRole("button", { name: "Avançar" });
    expect(next).toHaveProperty("disabled", true);
    await user.click(await screen.findByRole("radio", { name: /Casa Ipê/ }));
    await user.click(next);
    await user.click(screen.getByRole("radio", { name: "Executivo" }));
    expect(screen.getByRole("radio", { name: "Executivo" }).getAttribute("aria-checked")).toBe("true");
    await user.click(screen.getByRole("button", { name: "Avançar" }));

    expect(await screen.findByText("Rascunho do projeto.")).toBeTruthy();
    expect((screen.getByRole("textbox", { name: "Título da apresentação" }) as HTMLInputElement).value).toBe("Casa Ipê");
    await user.click(screen.getByRole("checkbox", { name: /Conceito/ }));
    await user.click(screen.getByRole("radio", { name: "Escrever um texto só para esta apresentação" }));
    const own = screen.getByRole("textbox", { name: /Texto próprio/ });
    await user.clear(own);
    await user.type(own, "Uma casa aberta para o jardim.");
    await user.click(screen.getByRole("button", { name: "Gerar PDF" }));

    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent).toEqual({
      projectId: PROJECT,
      title: "Casa Ipê",
      template: "executivo",
      content: { slides: ["texto", "programa", "areas", "orcamento", "referencias", "imagens", "contato"], text: "Uma casa aberta para o jardim.", images: [] },
    });
    const download = await screen.findByRole("link", { name: "Baixar PDF" }, { timeout: 10_000 });
    expect(download.getAttribute("href")).toBe("/api/presentations/9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d/pdf");
    expect(screen.getByText("PDF pronto: 7 slides.")).toBeTruthy();
  });

  it("says which slides leave out what is still [completar: …], why, and where to complete it, before and after the render", async () => {
    commonHandlers();
    const TEXT_DOC = "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d";
    const CONCEPT_DOC = "3b4c5d6e-7f8a-4b9c-8d0e-2f3a4b5c6d7e";
    const checks: unknown[] = [];
    server.use(
      http.get("/api/projects", () => HttpResponse.json([{ id: PROJECT, name: "Casa Ipê", client: { id: CLIENT, name: "José Ávila" }, type: "residencial", stage: "estudo-preliminar", status: "em-andamento", deadline: null, updatedAt: "2026-11-23T15:00:00.000Z" }])),
      http.get("/api/presentations/sources", () => HttpResponse.json({ text: { source: "documento", documentId: TEXT_DOC, preview: "José, este é o projeto. [completar: a ideia central]" }, concept: true, programme: null, budget: false, references: [] })),
      http.post("/api/presentations/check", async ({ request }) => {
        checks.push(await request.json());
        return HttpResponse.json({
          slides: 3,
          issues: [
            {
              slide: "texto",
              label: "Texto de apresentação",
              status: "parcial",
              message: "“Texto de apresentação” vai só com o que já se sabe: 1 trecho a completar no texto de apresentação do projeto ficou de fora.",
              gaps: ["a ideia central"],
              links: [{ label: "Texto de apresentação do projeto", href: `/dashboard/apresentacoes/${TEXT_DOC}` }],
            },
            {
              slide: "conceito",
              label: "Conceito",
              status: "fora",
              message: "“Conceito” fica de fora: no conceito do projeto só há trechos a completar.",
              gaps: ["ideia norteadora 1", "ideia norteadora 2"],
              links: [{ label: "Conceito do projeto", href: `/dashboard/conceito/${CONCEPT_DOC}` }],
            },
          ],
        });
      }),
      http.post("/api/presentations", () => HttpResponse.json(aPresentation({ status: "gerando", progress: 0, stage: "Na fila", slideCount: null, renderedAt: null }), { status: 201 })),
      http.get("/api/presentations/:id", () => HttpResponse.json(aPresentation({ slideCount: 3 }))),
    );
    render(<Toaster />);
    renderPage(<PresentationWizardPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("radio", { name: /Casa Ipê/ }));
    await user.click(screen.getByRole("button", { name: "Avançar" }));
    await user.click(screen.getByRole("button", { name: "Avançar" }));

    const before = await screen.findByRole("region", { name: "Antes de gerar: o que fica de fora" }, { timeout: 5_000 });
    expect(before.textContent).toContain("“Conceito” fica de fora: no conceito do projeto só há trechos a completar.");
    expect(before.textContent).toContain("Falta: ideia norteadora 1; ideia norteadora 2.");
    const link = within(before).getByRole("link", { name: "Conceito do projeto (abre em outra aba)" });
    expect(link.getAttribute("href")).toBe(`/dashboard/conceito/${CONCEPT_DOC}`);
    expect(link.getAttribute("target")).toBe("_blank");
    expect(within(before).getByRole("link", { name: /Texto de apresentação do projeto/ }).getAttribute("href")).toBe(`/dashboard/apresentacoes/${TEXT_DOC}`);
    expect(checks.at(-1)).toEqual({ projectId: PROJECT, content: { slides: ["texto", "conceito", "programa", "areas", "orcamento", "referencias", "imagens", "contato"], text: null, images: [] } });

    // Taking a slide out asks again with the new choice.
    await user.click(screen.getByRole("checkbox", { name: /Conceito/ }));
    await waitFor(() => expect((checks.at(-1) as { content: { slides: string[] } }).content.slides).not.toContain("conceito"));

    await user.click(screen.getByRole("button", { name: "Gerar PDF" }));
    const after = await screen.findByRole("region", { name: "O que ficou de fora do PDF" }, { timeout: 10_000 });
    expect(screen.getByText("PDF pronto: 3 slides.")).toBeTruthy();
    expect(within(after).getByRole("link", { name: "Texto de apresentação do projeto" }).getAttribute("target")).toBeNull();
  });

  it("adds the studio's generated images from \"Imagens geradas\", with an empty caption as an upload", async () => {
    commonHandlers();
    let sent: PresentationInput | null = null;
    let listed = 0;
    const FIRST = "5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f";
    const SECOND = "6d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a";
    const generated = (id: string, fileId: string, prompt: string) => ({ id, prompt, url: `/api/files/${fileId}`, fileId, model: "gpt-image-1", size: "1024x1024", createdAt: "2026-11-23T15:00:00.000Z", project: null });
    server.use(
      http.get("/api/projects", () => HttpResponse.json([{ id: PROJECT, name: "Casa Ipê", client: { id: CLIENT, name: "José Ávila" }, type: "residencial", stage: "estudo-preliminar", status: "em-andamento", deadline: null, updatedAt: "2026-11-23T15:00:00.000Z" }])),
      http.get("/api/presentations/sources", () => HttpResponse.json({ text: { source: "offline", documentId: null, preview: "Rascunho do projeto." }, concept: false, programme: null, budget: false, references: [] })),
      http.get("/api/images", () => {
        listed += 1;
        return HttpResponse.json([generated("7e3f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a6b", FIRST, "Fachada em taipa ao entardecer"), generated("8f4a5b6c-7d8e-4f9a-8b1c-2d3e4f5a6b7c", SECOND, "Sala com pé-direito duplo")]);
      }),
      http.post("/api/presentations", async ({ request }) => {
        sent = (await request.json()) as PresentationInput;
        return HttpResponse.json(aPresentation({ status: "gerando", progress: 0, stage: "Na fila", slideCount: null, renderedAt: null }), { status: 201 });
      }),
      http.get("/api/presentations/:id", () => HttpResponse.json(aPresentation())),
    );
    render(<Toaster />);
    renderPage(<PresentationWizardPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("radio", { name: /Casa Ipê/ }));
    await user.click(screen.getByRole("button", { name: "Avançar" }));
    await user.click(screen.getByRole("radio", { name: "Executivo" }));
    await user.click(screen.getByRole("button", { name: "Avançar" }));
    expect(await screen.findByText("Rascunho do projeto.")).toBeTruthy();

    // Asked only when the picker opens.
    expect(listed).toBe(0);
    const opener = screen.getByRole("button", { name: "Escolher entre as imagens geradas" });
    expect(opener.getAttribute("aria-expanded")).toBe("false");
    await user.click(opener);
    expect(opener.getAttribute("aria-expanded")).toBe("true");
    const gallery = await screen.findByRole("list", { name: "Imagens geradas" });
    const facade = within(gallery).getByRole("button", { name: "Usar a imagem gerada: Fachada em taipa ao entardecer" });
    const room = within(gallery).getByRole("button", { name: "Usar a imagem gerada: Sala com pé-direito duplo" });
    await user.click(facade);
    await user.click(room);
    expect(facade.getAttribute("aria-pressed")).toBe("true");
    // A second press takes it out again.
    await user.click(room);
    expect(room.getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByRole("img", { name: "Fachada em taipa ao entardecer" }).getAttribute("src")).toBe(`/api/files/${FIRST}`);
    expect(screen.queryByRole("textbox", { name: "Legenda da imagem 2" })).toBeNull();
    await user.type(screen.getByRole("textbox", { name: "Legenda da imagem 1" }), "Fachada");
    expect(listed).toBe(1);

    await user.click(screen.getByRole("button", { name: "Gerar PDF" }));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent!.content.images).toEqual([{ fileId: FIRST, caption: "Fachada" }]);
  });
});
