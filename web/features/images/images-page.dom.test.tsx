import { afterEach, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, http, HttpResponse } from "msw";
import { toast as sonner, Toaster } from "sonner";
import type { GeneratedImage } from "#domain/images.schema";
import { renderPage } from "#web/test/render";
import { server } from "#web/test/msw-server";
import { findToast } from "#web/test/toasts";
import { ImagesPage } from "./images-page";

afterEach(() => {
  sonner.dismiss();
});

const IMAGE: GeneratedImage = {
  id: "8f7a3c8e-1f7b-4f4e-9a1c-2b3c4d5e6f70",
  prompt: "Fachada de taipa",
  url: "/api/files/1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b",
  fileId: "1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b",
  model: "gpt-image-1",
  size: "1024x1024",
  createdAt: "2026-03-06T12:00:00.000Z",
  project: null,
};

/** The server with `answer` for POST /api/images; the gallery, the quota and the projects as given. */
function imagesApi(answer: () => Response | Promise<Response>, quota = { used: 3, limit: 50, period: "2026-03", plan: "Projeto Avançado" }) {
  const sent: unknown[] = [];
  server.use(
    http.get("/api/images", () => HttpResponse.json([])),
    http.get("/api/images/quota", () => HttpResponse.json(quota)),
    http.get("/api/projects", () => HttpResponse.json([])),
    http.post("/api/images", async ({ request }) => {
      sent.push(await request.json());
      await delay(30);
      return answer();
    }),
  );
  return sent;
}

const open = () =>
  renderPage(
    <>
      <ImagesPage />
      <Toaster />
    </>,
    { url: "/dashboard/imagens" },
  );

const SPEC_FAILURE = "Não foi possível gerar a imagem. O serviço de imagens está indisponível no momento. Tente novamente mais tarde.";

describe("Geração de imagens (R-IMG-1 to R-IMG-3)", () => {
  it("refuses a blank description in the page, without calling the server", async () => {
    const sent = imagesApi(() => HttpResponse.json(IMAGE, { status: 201 }));
    open();
    await userEvent.type(screen.getByLabelText("Descrição da imagem"), "   ");
    await userEvent.click(screen.getByRole("button", { name: "Gerar imagem" }));
    const shown = await findToast("Campo obrigatório");
    expect(shown.textContent).toContain("Por favor, descreva a imagem que deseja gerar.");
    expect(sent).toEqual([]);
    expect(await screen.findByText("3 de 50 imagens este mês")).toBeTruthy();
  });

  it("shows the image with its download once generated", async () => {
    const sent = imagesApi(() => HttpResponse.json(IMAGE, { status: 201 }));
    open();
    await userEvent.type(screen.getByLabelText("Descrição da imagem"), "Fachada de taipa");
    await userEvent.click(screen.getByRole("button", { name: "Gerar imagem" }));
    expect((await screen.findByRole("button", { name: "Gerando... (pode demorar até 30s)" }) as HTMLButtonElement).disabled).toBe(true);
    await findToast("Imagem gerada com sucesso!");
    const figure = screen.getByRole("figure");
    expect(within(figure).getByRole("img", { name: "Fachada de taipa" }).getAttribute("src")).toBe(IMAGE.url);
    expect((within(figure).getByRole("button", { name: /^Baixar imagem: prancheta-\d{8}-\d{6}\.png$/ }) as HTMLButtonElement).disabled).toBe(false);
    expect(sent).toEqual([{ prompt: "Fachada de taipa", projectId: null }]);
  });

  it("without an image provider: the service is unavailable, try later — no key or variable to check (decision 079)", async () => {
    imagesApi(() =>
      HttpResponse.json({ error: { code: "image_provider_missing", message: "O serviço de imagens está indisponível no momento. Tente novamente mais tarde." } }, { status: 503 }),
    );
    open();
    await userEvent.type(screen.getByLabelText("Descrição da imagem"), "Sala");
    await userEvent.click(screen.getByRole("button", { name: "Gerar imagem" }));
    const shown = await findToast("Erro na geração");
    expect(shown.textContent).toContain("Não foi possível gerar a imagem. O serviço de imagens está indisponível no momento. Tente novamente mais tarde.");
    expect(shown.textContent).not.toMatch(/API key|OpenAI/);
    const banner = screen.getByRole("alert");
    expect(banner.textContent).toContain("Serviço de imagens indisponível");
    expect(banner.textContent).not.toMatch(/variáveis de ambiente|_API_KEY|OpenAI/);
    expect(screen.queryByRole("figure")).toBeNull();
    expect((screen.getByRole("button", { name: "Gerar imagem" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("keeps the last image on screen after a failed attempt", async () => {
    let fail = false;
    imagesApi(() =>
      fail
        ? HttpResponse.json({ error: { code: "image_provider_error", message: "O serviço de imagens está indisponível no momento. Tente novamente mais tarde." } }, { status: 502 })
        : HttpResponse.json(IMAGE, { status: 201 }),
    );
    open();
    await userEvent.type(screen.getByLabelText("Descrição da imagem"), "Fachada de taipa");
    await userEvent.click(screen.getByRole("button", { name: "Gerar imagem" }));
    await findToast("Imagem gerada com sucesso!");
    fail = true;
    await userEvent.click(screen.getByRole("button", { name: "Gerar imagem" }));
    await findToast("Erro na geração");
    expect(within(screen.getByRole("figure")).getByRole("img", { name: "Fachada de taipa" }).getAttribute("src")).toBe(IMAGE.url);
  });

  it("on a plan without images: Gerar imagem is disabled, with the plan's reason beside it", async () => {
    const sent = imagesApi(() => HttpResponse.json(IMAGE, { status: 201 }), { used: 0, limit: 0, period: "2026-03", plan: "Esboço" });
    open();
    expect(await screen.findByText(/Seu plano não inclui geração de imagens\./)).toBeTruthy();
    const button = screen.getByRole("button", { name: "Gerar imagem" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute("aria-describedby")).toBe(screen.getByTestId("image-quota").id);
    expect(within(screen.getByTestId("image-quota")).getByRole("link", { name: "Ver planos" }).getAttribute("href")).toBe("/dashboard/planos");
    expect(sent).toEqual([]);
  });

  it("with the month's images used up: disabled, and the line says the limit was reached", async () => {
    imagesApi(() => HttpResponse.json(IMAGE, { status: 201 }), { used: 50, limit: 50, period: "2026-03", plan: "Projeto Avançado" });
    open();
    expect(await screen.findByText(/50 de 50 imagens este mês: o limite do plano foi atingido\./)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Gerar imagem" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("a refused request from the server still shows the plan's message and a link to Planos", async () => {
    const message = "O plano Esboço não inclui geração de imagens. Conheça os planos em /dashboard/planos para gerar imagens com IA.";
    // The quota read says there is room (another member used the last one meanwhile): the server refuses.
    imagesApi(() => HttpResponse.json({ error: { code: "quota_exceeded", message } }, { status: 402 }), { used: 49, limit: 50, period: "2026-03", plan: "Projeto Avançado" });
    open();
    expect(await screen.findByText("49 de 50 imagens este mês")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Descrição da imagem"), "Sala");
    await userEvent.click(screen.getByRole("button", { name: "Gerar imagem" }));
    const shown = await findToast("Erro na geração");
    expect(shown.textContent).toContain(message);
    expect(shown.textContent).not.toContain(SPEC_FAILURE);
    const banner = await screen.findByRole("alert");
    expect(banner.textContent).toContain("Limite de imagens do plano");
    expect(banner.textContent).toContain(message);
    expect(within(banner).getByRole("link", { name: "Ver planos" }).getAttribute("href")).toBe("/dashboard/planos");
  });

  it.each([
    { status: 429, code: "rate_limited", message: "Muitas solicitações à IA em pouco tempo. Aguarde 42 segundos e tente novamente." },
    { status: 422, code: "validation_error", message: "Projeto não encontrado." },
  ])("a refused request ($status): the server's reason in the toast and the banner, no API-key hint", async ({ status, code, message }) => {
    imagesApi(() => HttpResponse.json({ error: { code, message } }, { status }));
    open();
    await userEvent.type(screen.getByLabelText("Descrição da imagem"), "Sala");
    await userEvent.click(screen.getByRole("button", { name: "Gerar imagem" }));
    const shown = await findToast("Erro na geração");
    expect(shown.textContent).toContain(message);
    expect(shown.textContent).not.toContain(SPEC_FAILURE);
    const banner = await screen.findByRole("alert");
    expect(banner.textContent).toContain("Não foi possível gerar a imagem");
    expect(banner.textContent).toContain(message);
    expect(banner.textContent).not.toContain("Serviço de imagens indisponível");
    expect(screen.queryByRole("figure")).toBeNull();
  });
});
