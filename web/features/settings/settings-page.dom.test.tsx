import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast as sonner, Toaster } from "sonner";
import { apiErrorBodySchema } from "#domain/errors";
import { LOGO_MAX_BYTES, LOGO_TOO_LARGE } from "#domain/profile";
import { accountDeletionPreviewSchema, profileSchema, type AccountDeletionPreview, type Profile } from "#domain/profile.schema";
import type { DashboardContext } from "#web/lib/dashboard-context";
import { SESSION_QUERY_KEY } from "#web/lib/session";
import { aMe, studioRef } from "#web/test/fixtures";
import { server } from "#web/test/msw-server";
import { studioQueries } from "#web/api/studio";
import { renderPage } from "#web/test/render";
import { findToast } from "#web/test/toasts";
import { SettingsPage } from "./settings-page";

afterEach(() => {
  sonner.dismiss();
});

const STUDIO_ID = "7d0c3f5e-8a4b-4c1d-9e2f-1a2b3c4d5e6f";
const me = aMe({ studio: studioRef("Estúdio Clara", "owner", STUDIO_ID) });

/** Maria's profile as `GET /api/profile` answers it: owner of Estúdio Clara, every public field filled. */
function aProfile(studio: Partial<Profile["studio"]> = {}, rest: Partial<Omit<Profile, "studio">> = {}): Profile {
  return profileSchema.parse({
    user: { name: "Maria Clara Souza", email: "maria@example.com", pendingEmail: null },
    studio: {
      id: STUDIO_ID,
      role: "owner",
      canEdit: true,
      name: "Estúdio Clara",
      cau: "A12345-6",
      phone: "+5511987654321",
      publicEmail: "contato@estudioclara.com.br",
      address: "Rua das Flores, 100 - São Paulo/SP",
      website: "https://estudioclara.com.br/",
      instagram: "estudio.clara",
      brandColor: "#1f4e79",
      legalName: null,
      cnpj: null,
      logo: null,
      ...studio,
    },
    preferences: { defaultUf: null, defaultStandard: null, aiTone: "formal" },
    ...rest,
  });
}

const validationError = (fields: Record<string, string>, message = Object.values(fields)[0]!) =>
  HttpResponse.json(apiErrorBodySchema.parse({ error: { code: "validation_error", message, fields } }), { status: 422 });

/** The settings page with `profile`; the toaster apart from the routes, as the app's is. */
function showPage(profile: Profile = aProfile()) {
  server.use(
    http.get("/api/profile", () => HttpResponse.json(profile)),
    // The session as the server has it: what the page last put there (a saved name), else Maria.
    http.get("/api/session", () => HttpResponse.json({ user: view.queryClient.getQueryData(SESSION_QUERY_KEY) ?? me })),
  );
  render(<Toaster />);
  const context: DashboardContext = { me, enterStudio: vi.fn<DashboardContext["enterStudio"]>(() => Promise.resolve(me)) };
  const view = renderPage(
    <SettingsPage>
      <p>Cartão da equipe</p>
    </SettingsPage>,
    {
      url: "/dashboard/configuracoes",
      path: "/dashboard/configuracoes",
      outletContext: context,
      routes: [{ path: "/", element: <h1>Página inicial</h1> }],
    },
  );
  view.queryClient.setQueryData(SESSION_QUERY_KEY, me);
  return view;
}

const card = (name: string) => screen.findByRole("region", { name });
const valueOf = (label: string, within_: HTMLElement = document.body) => within(within_).getByLabelText<HTMLInputElement>(label).value;
const errorOf = (control: HTMLElement) =>
  (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter((id) => id.endsWith("-error"))
    .map((id) => document.getElementById(id)?.textContent)[0];

describe("settings page", () => {
  it("shows the profile with the studio's data as people write it, and the team's card after the account's", async () => {
    showPage();
    const profile = await card("Perfil");
    expect(valueOf("Nome", profile)).toBe("Maria Clara Souza");
    const email = within(profile).getByLabelText<HTMLInputElement>("E-mail");
    expect(email.value).toBe("maria@example.com");
    expect(email.readOnly).toBe(true);
    expect(valueOf("Empresa/estúdio", profile)).toBe("Estúdio Clara");
    expect(valueOf("Registro CAU", profile)).toBe("A12345-6");
    expect(valueOf("Telefone/WhatsApp", profile)).toBe("(11) 98765-4321");
    expect(valueOf("E-mail público", profile)).toBe("contato@estudioclara.com.br");
    expect(valueOf("Site", profile)).toBe("https://estudioclara.com.br/");
    expect(valueOf("Instagram", profile)).toBe("@estudio.clara");
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(["Perfil", "Alterar senha", "Marca do estúdio", "Preferências", "Plano e uso", "Seus dados (LGPD)"]);
    expect(screen.getByText("Cartão da equipe")).toBeTruthy();
  });

  it("shows how much of the plan is used, with the way to Planos (R-PLAN-5)", async () => {
    showPage();
    const plan = await card("Plano e uso");
    expect(within(plan).getByText("3 de 10 gerações de texto usadas")).toBeTruthy();
    expect(within(plan).getByText("0 de 1 projeto salvo")).toBeTruthy();
    expect(within(plan).getByRole("link", { name: "Ver planos" }).getAttribute("href")).toBe("/dashboard/planos");
  });

  it("saving the profile shows the server's field errors beside the fields, then the toast, and the new name in the session at once", async () => {
    const sent: unknown[] = [];
    let refuse = true;
    server.use(
      http.put("/api/profile", async ({ request }) => {
        const body = (await request.json()) as { name: string; studio: { name: string } };
        sent.push(body);
        if (refuse) return validationError({ "studio.publicEmail": "Este e-mail público é de outro estúdio.", name: "Este nome não pode ser usado." });
        return HttpResponse.json(aProfile({ name: body.studio.name, cau: "PJ1234-5" }, { user: { name: body.name, email: "maria@example.com", pendingEmail: null } }));
      }),
    );
    const { queryClient } = showPage();
    // The studio feature's answer (its Equipe card shows the studio's name), cached before the save.
    queryClient.setQueryData(studioQueries.all, { name: "Estúdio Clara" });
    const user = userEvent.setup();
    const profile = await card("Perfil");
    const name = within(profile).getByLabelText("Nome");
    await user.clear(name);
    await user.type(name, "Maria Clara");
    const cau = within(profile).getByLabelText("Registro CAU");
    await user.clear(cau);
    await user.type(cau, "pj 1234-5");
    await user.click(within(profile).getByRole("button", { name: "Salvar alterações" }));

    await waitFor(() => expect(errorOf(within(profile).getByLabelText("E-mail público"))).toBe("Este e-mail público é de outro estúdio."));
    expect(errorOf(name)).toBe("Este nome não pode ser usado.");
    expect(within(profile).getByLabelText("E-mail público").getAttribute("aria-invalid")).toBe("true");
    expect(queryClient.getQueryState(studioQueries.all)?.isInvalidated).toBe(false);
    // The schema's output goes (normalised), and the brand colour as it is stored.
    expect(sent).toEqual([
      {
        name: "Maria Clara",
        studio: {
          name: "Estúdio Clara",
          cau: "PJ1234-5",
          phone: "+5511987654321",
          publicEmail: "contato@estudioclara.com.br",
          address: "Rua das Flores, 100 - São Paulo/SP",
          website: "https://estudioclara.com.br/",
          instagram: "estudio.clara",
          brandColor: "#1f4e79",
          legalName: null,
          cnpj: null,
        },
      },
    ]);

    refuse = false;
    await user.click(within(profile).getByRole("button", { name: "Salvar alterações" }));
    await findToast("Perfil atualizado");
    expect(sent).toHaveLength(2);
    expect(errorOf(name)).toBeUndefined();
    // The header and the greeting read the session: it has the new name without waiting for the server.
    expect(queryClient.getQueryData<typeof me>(SESSION_QUERY_KEY)?.name).toBe("Maria Clara");
    // The Equipe card's studio is asked again when next shown.
    expect(queryClient.getQueryState(studioQueries.all)?.isInvalidated).toBe(true);
  });

  it("keeps the studio's razão social and CNPJ, refusing a CNPJ whose check digits do not hold before sending (decision 105)", async () => {
    const sent: { studio: { legalName: string | null; cnpj: string | null } }[] = [];
    server.use(
      http.put("/api/profile", async ({ request }) => {
        const body = (await request.json()) as (typeof sent)[number];
        sent.push(body);
        return HttpResponse.json(aProfile({ legalName: body.studio.legalName, cnpj: body.studio.cnpj }));
      }),
    );
    showPage();
    const user = userEvent.setup();
    const profile = await card("Perfil");
    await user.type(within(profile).getByLabelText("Razão social"), "Estúdio Clara Arquitetura Ltda.");
    const cnpj = within(profile).getByLabelText("CNPJ");
    await user.type(cnpj, "11.222.333/0001-80");
    await user.click(within(profile).getByRole("button", { name: "Salvar alterações" }));
    await waitFor(() => expect(errorOf(cnpj)).toBe("CNPJ inválido: confira os 14 caracteres e os dígitos verificadores."));
    expect(sent).toEqual([]);
    await user.clear(cnpj);
    await user.type(cnpj, "11.222.333/0001-81");
    await user.click(within(profile).getByRole("button", { name: "Salvar alterações" }));
    await findToast("Perfil atualizado");
    expect(sent.map((b) => b.studio)).toEqual([expect.objectContaining({ legalName: "Estúdio Clara Arquitetura Ltda.", cnpj: "11222333000181" })]);
    await waitFor(() => expect(within(profile).getByLabelText<HTMLInputElement>("CNPJ").value).toBe("11.222.333/0001-81"));
  });

  it("someone who cannot edit the studio sees its fields disabled and sends only the name", async () => {
    let sent: unknown;
    server.use(
      http.put("/api/profile", async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(aProfile({ role: "member", canEdit: false }, { user: { name: "Bia Lima", email: "bia@example.com", pendingEmail: null } }));
      }),
    );
    showPage(aProfile({ role: "member", canEdit: false }, { user: { name: "Bia", email: "bia@example.com", pendingEmail: null } }));
    const user = userEvent.setup();
    const profile = await card("Perfil");
    expect(within(profile).getByText(/Só o proprietário ou um administrador do estúdio pode mudar os dados do estúdio/)).toBeTruthy();
    expect(within(profile).getByLabelText<HTMLInputElement>("Empresa/estúdio").matches(":disabled")).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>("Cor da marca").matches(":disabled")).toBe(true);
    await user.type(within(profile).getByLabelText("Nome"), " Lima");
    await user.click(within(profile).getByRole("button", { name: "Salvar alterações" }));
    await findToast("Perfil atualizado");
    expect(sent).toEqual({ name: "Bia Lima" });
  });

  it("the password change checks the confirmation before sending and shows a wrong current password beside its field", async () => {
    const sent: unknown[] = [];
    server.use(
      http.put("/api/account/password", async ({ request }) => {
        const body = (await request.json()) as { currentPassword: string };
        sent.push(body);
        if (body.currentPassword !== "senha-antiga-1") return validationError({ currentPassword: "Senha atual incorreta." });
        return HttpResponse.json({ endedSessions: 2 });
      }),
    );
    showPage();
    const user = userEvent.setup();
    const passwords = await card("Alterar senha");
    const current = within(passwords).getByLabelText("Senha atual");
    await user.type(current, "errada");
    await user.type(within(passwords).getByLabelText("Nova senha"), "nova-senha-forte");
    await user.type(within(passwords).getByLabelText("Confirmar senha"), "nova-senha-fort");
    await user.click(within(passwords).getByRole("button", { name: "Atualizar senha" }));
    expect(await within(passwords).findByText("As senhas não conferem.")).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(within(passwords).getByLabelText("Confirmar senha"), "e");
    await user.click(within(passwords).getByRole("button", { name: "Atualizar senha" }));
    await waitFor(() => expect(errorOf(current)).toBe("Senha atual incorreta."));
    expect(sent).toEqual([{ currentPassword: "errada", newPassword: "nova-senha-forte", confirmPassword: "nova-senha-forte" }]);

    await user.clear(current);
    await user.type(current, "senha-antiga-1");
    await user.click(within(passwords).getByRole("button", { name: "Atualizar senha" }));
    const toast = await findToast("Senha atualizada");
    expect(toast.textContent).toContain("As outras sessões foram encerradas.");
    await waitFor(() => expect(valueOf("Senha atual", passwords)).toBe(""));
  });

  it("asks for the e-mail change with the password, says where the link went, and cancels it", async () => {
    let asked: unknown;
    server.use(
      http.post("/api/account/email", async ({ request }) => {
        asked = await request.json();
        return HttpResponse.json({ pendingEmail: "maria@novo.com.br" }, { status: 202 });
      }),
      http.delete("/api/account/email", () => new HttpResponse(null, { status: 204 })),
    );
    showPage();
    const user = userEvent.setup();
    const profile = await card("Perfil");
    await user.click(within(profile).getByRole("button", { name: "Trocar e-mail" }));
    const group = within(profile).getByRole("group", { name: "Trocar e-mail" });
    await user.type(within(group).getByLabelText("Novo e-mail"), "Maria@Novo.com.br");
    await user.type(within(group).getByLabelText("Senha atual"), "minha-senha{Enter}");

    await findToast("Link de confirmação enviado");
    expect(asked).toEqual({ newEmail: "maria@novo.com.br", currentPassword: "minha-senha" });
    const notice = within(profile).getByRole("status");
    expect(notice.textContent).toBe(
      "Enviamos um link de confirmação para maria@novo.com.br. Até você abrir o link, continue entrando com maria@example.com.Cancelar troca",
    );
    await user.click(within(notice).getByRole("button", { name: "Cancelar troca" }));
    await findToast("Troca de e-mail cancelada");
    expect(within(profile).queryByText(/Enviamos um link/)).toBeNull();
  });

  it("refuses a logo over 2 MB in the browser without sending it, and shows the one sent", async () => {
    const uploads: { name: string; size: number }[] = [];
    const logo = { pdfUrl: "/api/files/logo-pdf", screenUrl: "/api/files/logo-tela" };
    server.use(
      http.post("/api/profile/logo", async ({ request }) => {
        const file = (await request.formData()).get("file") as File;
        uploads.push({ name: file.name, size: file.size });
        return HttpResponse.json(aProfile({ logo }));
      }),
    );
    showPage();
    const user = userEvent.setup();
    const brand = await card("Marca do estúdio");
    await user.upload(within(brand).getByLabelText("Enviar logotipo"), new File([new Uint8Array(LOGO_MAX_BYTES + 1)], "enorme.png", { type: "image/png" }));
    const input = within(brand).getByLabelText("Enviar logotipo");
    await waitFor(() => expect(errorOf(input)).toBe(LOGO_TOO_LARGE));
    expect(uploads).toEqual([]);

    await user.upload(input, new File([new Uint8Array(1024)], "logo.png", { type: "image/png" }));
    await findToast("Logotipo atualizado");
    expect(uploads).toEqual([{ name: "logo.png", size: 1024 }]);
    expect(within(brand).getByRole<HTMLImageElement>("img", { name: "Logotipo do estúdio" }).getAttribute("src")).toBe("/api/files/logo-tela");
    expect(errorOf(within(brand).getByLabelText("Trocar logotipo"))).toBeUndefined();
  });

  it("the brand colour shows in the preview as it is typed and is saved with the studio's stored data", async () => {
    let sent: unknown;
    server.use(
      http.put("/api/profile", async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(aProfile({ brandColor: "#a0522d" }));
      }),
    );
    showPage();
    const user = userEvent.setup();
    const brand = await card("Marca do estúdio");
    const code = within(brand).getByLabelText("Código da cor");
    await user.clear(code);
    await user.type(code, "#A0522D");
    expect(within(brand).getByLabelText<HTMLInputElement>("Cor da marca").value).toBe("#a0522d");
    expect(within(brand).getByText("Estúdio Clara").getAttribute("style")).toContain("color");
    await user.click(within(brand).getByRole("button", { name: "Salvar marca" }));
    await findToast("Marca salva");
    expect(sent).toEqual({
      name: "Maria Clara Souza",
      studio: {
        name: "Estúdio Clara",
        cau: "A12345-6",
        phone: "+5511987654321",
        publicEmail: "contato@estudioclara.com.br",
        address: "Rua das Flores, 100 - São Paulo/SP",
        website: "https://estudioclara.com.br/",
        instagram: "estudio.clara",
        brandColor: "#a0522d",
        legalName: null,
        cnpj: null,
      },
    });
  });

  it("saves the preferences: UF, standard and the AI's tone", async () => {
    let sent: unknown;
    server.use(
      http.put("/api/profile/preferences", async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(aProfile({}, { preferences: { defaultUf: "MG", defaultStandard: "alto", aiTone: "cordial" } }));
      }),
    );
    showPage();
    const user = userEvent.setup();
    const prefs = await card("Preferências");
    await user.selectOptions(within(prefs).getByRole("combobox", { name: "UF padrão" }), "MG");
    await user.selectOptions(within(prefs).getByRole("combobox", { name: "Padrão de acabamento padrão" }), "Alto");
    expect(within(prefs).getByRole<HTMLInputElement>("radio", { name: "Formal" }).checked).toBe(true);
    await user.click(within(prefs).getByRole("radio", { name: "Cordial" }));
    await user.click(within(prefs).getByRole("button", { name: "Salvar preferências" }));
    await findToast("Preferências salvas");
    expect(sent).toEqual({ defaultUf: "MG", defaultStandard: "alto", aiTone: "cordial" });
  });

  it("the deletion dialog lists what goes, posts the password, and after a wrong one deletes and goes home with nothing cached", async () => {
    const preview: AccountDeletionPreview = accountDeletionPreviewSchema.parse({
      studios: [{ id: STUDIO_ID, name: "Estúdio Clara", projects: 3, files: 1 }],
      blocking: [],
      memberships: [{ id: "s2", name: "Ateliê Norte" }],
    });
    const sent: unknown[] = [];
    server.use(
      http.get("/api/account/deletion", () => HttpResponse.json(preview)),
      http.post("/api/account/delete", async ({ request }) => {
        const body = (await request.json()) as { password: string };
        sent.push(body);
        if (body.password !== "minha-senha") return validationError({ password: "Senha atual incorreta." });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { router, queryClient } = showPage();
    const user = userEvent.setup();
    const data = await card("Seus dados (LGPD)");
    await user.click(within(data).getByRole("button", { name: "Excluir minha conta" }));

    const dialog = await screen.findByRole("dialog", { name: "Excluir sua conta?" });
    const gone = await within(dialog).findByRole("list", { name: "O que será apagado" });
    expect(within(gone).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Sua conta, suas sessões, suas conversas com a IA, seus lembretes, abas, notificações e as sugestões que você enviou",
      "O estúdio Estúdio Clara, com 3 projetos e 1 arquivo",
    ]);
    const left = within(dialog).getByRole("list", { name: "Estúdios de que você sai" });
    expect(within(left).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Ateliê Norte"]);

    const password = within(dialog).getByLabelText("Sua senha");
    await user.type(password, "errada");
    await user.click(within(dialog).getByRole("button", { name: "Excluir conta definitivamente" }));
    await waitFor(() => expect(errorOf(password)).toBe("Senha atual incorreta."));
    expect(router.state.location.pathname).toBe("/dashboard/configuracoes");

    await user.clear(password);
    await user.type(password, "minha-senha");
    await user.click(within(dialog).getByRole("button", { name: "Excluir conta definitivamente" }));
    await findToast("Conta excluída");
    expect(sent).toEqual([{ password: "errada" }, { password: "minha-senha" }]);
    expect(router.state.location.pathname).toBe("/");
    expect(await screen.findByRole("heading", { name: "Página inicial" })).toBeTruthy();
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeUndefined();
  });

  it("a studio owned with a team blocks the deletion until it is handed over", async () => {
    server.use(
      http.get("/api/account/deletion", () =>
        HttpResponse.json(accountDeletionPreviewSchema.parse({ studios: [], blocking: [{ id: STUDIO_ID, name: "Estúdio Clara", members: 3 }], memberships: [] })),
      ),
    );
    showPage();
    const user = userEvent.setup();
    await user.click(within(await card("Seus dados (LGPD)")).getByRole("button", { name: "Excluir minha conta" }));
    const dialog = await screen.findByRole("dialog", { name: "Excluir sua conta?" });
    const blocking = await within(dialog).findByRole("list", { name: "Estúdios a transferir" });
    expect(blocking.textContent).toBe("Estúdio Clara (3 membros)");
    expect(within(dialog).getByRole<HTMLButtonElement>("button", { name: "Excluir conta definitivamente" }).disabled).toBe(true);
  });
});
