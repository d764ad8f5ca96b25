import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast as sonner, Toaster } from "sonner";
import type { ClientLinkRecipient } from "#domain/client-briefing.schema";
import { renderPage } from "#web/test/render";
import { server } from "#web/test/msw-server";
import { findToast } from "#web/test/toasts";
import { SendToClientDialog } from "./send-to-client-dialog";

/** R-DOC-8: the link goes by WhatsApp (wa.me), by the app's e-mail, or copied. */

const ID = "7d4e5f6a-7b8c-4d9e-8f0a-2b3c4d5e6f7a";
const WAIT = { timeout: 10_000 };
const URL_SHOWN = "https://prancheta.example/briefing-cliente/abc";
const MARINA: ClientLinkRecipient = { name: "Marina Souza", kind: null, addressForm: null, email: "marina.souza@exemplo.com.br", phone: "+5511987654321", projectName: "Casa Jardins", studioName: "Lima Arquitetura" };

// A link's click must not make happy-dom leave the page (wa.me).
const stayOnPage = (e: MouseEvent) => e.preventDefault();
beforeEach(() => document.addEventListener("click", stayOnPage));
afterEach(() => {
  document.removeEventListener("click", stayOnPage);
  sonner.dismiss();
  vi.restoreAllMocks();
});

/** The client-link API: no active link until "Gerar link"; e-mails answered by `email`. */
function linkApi(recipient: ClientLinkRecipient, email: () => Response = () => HttpResponse.json({ to: recipient.email, sentAt: "2026-03-12T15:01:00.000Z" })) {
  let active: { createdAt: string; expiresAt: string; createdBy: null } | null = null;
  const emailed: unknown[] = [];
  server.use(
    http.get(`/api/documents/${ID}/client-link`, () => HttpResponse.json({ active, recipient })),
    http.post(`/api/documents/${ID}/client-link`, () => {
      active = { createdAt: "2026-03-12T15:00:00.000Z", expiresAt: "2026-04-11T15:00:00.000Z", createdBy: null };
      return HttpResponse.json({ ...active, url: URL_SHOWN }, { status: 201 });
    }),
    http.post(`/api/documents/${ID}/client-link/email`, async ({ request }) => {
      emailed.push(await request.json());
      return email();
    }),
  );
  return emailed;
}

async function openWithLink(user: ReturnType<typeof userEvent.setup>) {
  renderPage(
    <>
      <SendToClientDialog documentId={ID} clientName="Marina Souza" />
      <Toaster />
    </>,
  );
  await user.click(await screen.findByRole("button", { name: "Enviar ao cliente" }, WAIT));
  const dialog = await screen.findByRole("dialog", { name: "Enviar ao cliente" });
  return dialog;
}

describe("'Enviar ao cliente': WhatsApp, e-mail, copy (R-DOC-8)", () => {
  it("says whom it goes to and that the studio hears when the client answers", async () => {
    linkApi(MARINA);
    const dialog = await openWithLink(userEvent.setup());
    expect(dialog.textContent).toContain(
      "Marina Souza responde o briefing por um link, sem criar conta. Quando começar a responder, o escritório recebe uma notificação e um e-mail.",
    );
    expect(await within(dialog).findByText("Gere o link para enviá-lo pelo WhatsApp ((11) 98765-4321), por e-mail (marina.souza@exemplo.com.br) ou copiando o link.", undefined, WAIT)).toBeTruthy();
  });

  it("WhatsApp opens wa.me on the client's digits with the pt-BR message and the link, in a new tab", async () => {
    linkApi(MARINA);
    const user = userEvent.setup();
    const dialog = await openWithLink(user);
    await user.click(await within(dialog).findByRole("button", { name: "Gerar link" }, WAIT));
    const whatsapp = await within(dialog).findByRole("link", { name: "Enviar pelo WhatsApp" }, WAIT);
    expect(whatsapp.getAttribute("href")).toBe(
      "https://wa.me/5511987654321?text=Ol%C3%A1%2C%20Marina%2C%0A%0ALima%20Arquitetura%20preparou%20o%20briefing%20do%20projeto%20Casa%20Jardins%3A%20perguntas%20para%20entender%20o%20que%20%C3%A9%20importante%20para%20voc%C3%AA.%0A%0AResponda%20pelo%20link%2C%20sem%20criar%20conta%20e%20no%20seu%20ritmo.%20As%20respostas%20s%C3%A3o%20salvas%20automaticamente%20enquanto%20voc%C3%AA%20escreve.%0Ahttps%3A%2F%2Fprancheta.example%2Fbriefing-cliente%2Fabc%0A%0AO%20link%20vale%20at%C3%A9%2011%2F04%2F2026.",
    );
    expect(whatsapp.getAttribute("target")).toBe("_blank");
    expect(whatsapp.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("the message agrees with the client as stored: a couple, formally", async () => {
    linkApi({ ...MARINA, name: "Ricardo e Juliana Kowalski", kind: "casal", addressForm: "formal" });
    const user = userEvent.setup();
    const dialog = await openWithLink(user);
    expect(dialog.textContent).toContain("Ricardo e Juliana Kowalski respondem o briefing por um link, sem criar conta. Quando começarem a responder,");
    await user.click(await within(dialog).findByRole("button", { name: "Gerar link" }, WAIT));
    const href = (await within(dialog).findByRole("link", { name: "Enviar pelo WhatsApp" }, WAIT)).getAttribute("href")!;
    const text = new URL(href).searchParams.get("text")!;
    expect(text.startsWith("Prezados Ricardo e Juliana Kowalski,\n\nLima Arquitetura preparou o briefing do projeto Casa Jardins: perguntas para entender o que é importante para os senhores.")).toBe(true);
    expect(text).toContain("Respondam pelo link, sem criar conta e no seu ritmo. As respostas são salvas automaticamente enquanto os senhores escrevem.");
  });

  it("'Copiar link' puts the address on the clipboard and says so", async () => {
    linkApi(MARINA);
    const user = userEvent.setup();
    // After setup: user-event puts its own clipboard on navigator.
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    const dialog = await openWithLink(user);
    await user.click(await within(dialog).findByRole("button", { name: "Gerar link" }, WAIT));
    await user.click(await within(dialog).findByRole("button", { name: "Copiar link" }, WAIT));
    await findToast("Link copiado", WAIT);
    expect(writeText).toHaveBeenCalledWith(URL_SHOWN);
  });

  it("'Enviar por e-mail' asks the server to send the address shown, and the toast says to whom", async () => {
    const emailed = linkApi(MARINA);
    const user = userEvent.setup();
    const dialog = await openWithLink(user);
    await user.click(await within(dialog).findByRole("button", { name: "Gerar link" }, WAIT));
    await user.click(await within(dialog).findByRole("button", { name: "Enviar por e-mail" }, WAIT));
    const toast = await findToast("E-mail enviado", WAIT);
    expect(toast.textContent).toContain("O link foi enviado para marina.souza@exemplo.com.br, em nome de Lima Arquitetura.");
    expect(emailed).toEqual([{ url: URL_SHOWN }]);
  });

  it("an e-mail the server could not send: the toast gives its pt-BR reason", async () => {
    const message = "Não foi possível enviar o e-mail agora. Tente novamente em instantes, ou envie o link pelo WhatsApp ou copiando-o.";
    linkApi(MARINA, () => HttpResponse.json({ error: { code: "internal_error", message } }, { status: 502 }));
    const user = userEvent.setup();
    const dialog = await openWithLink(user);
    await user.click(await within(dialog).findByRole("button", { name: "Gerar link" }, WAIT));
    await user.click(await within(dialog).findByRole("button", { name: "Enviar por e-mail" }, WAIT));
    const toast = await findToast("Não foi possível enviar o e-mail", WAIT);
    expect(toast.textContent).toContain(message);
  });

  it("a client without phone or e-mail: both ways disabled, each saying why, and the link can still be copied", async () => {
    const emailed = linkApi({ ...MARINA, phone: null, email: null });
    const user = userEvent.setup();
    const dialog = await openWithLink(user);
    expect(await within(dialog).findByText("Gere o link para enviá-lo copiando o link.", undefined, WAIT)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Gerar link" }));
    const whatsapp = await within(dialog).findByRole("button", { name: "Enviar pelo WhatsApp" }, WAIT);
    expect(within(dialog).queryByRole("link", { name: "Enviar pelo WhatsApp" })).toBeNull();
    expect((whatsapp as HTMLButtonElement).disabled).toBe(true);
    expect(whatsapp.getAttribute("aria-describedby") && document.getElementById(whatsapp.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Marina Souza não tem telefone cadastrado: envie por e-mail ou copie o link, ou cadastre o telefone na página do cliente.",
    );
    const mail = within(dialog).getByRole("button", { name: "Enviar por e-mail" });
    expect((mail as HTMLButtonElement).disabled).toBe(true);
    expect(document.getElementById(mail.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Marina Souza não tem e-mail cadastrado: copie o link e envie como preferir, ou cadastre o e-mail na página do cliente.",
    );
    expect((within(dialog).getByRole("button", { name: "Copiar link" }) as HTMLButtonElement).disabled).toBe(false);
    await waitFor(() => expect(emailed).toEqual([]));
  });
});
