import type { Page } from "@playwright/test";
import { dismissToasts, expect as baseExpect, test, toast } from "./fixtures/test";
import { BASE_URL } from "./fixtures/env";
import { waitForMail } from "./fixtures/mail";
import { invitationPathFrom, signInAsAdmin, todayInSaoPaulo } from "./fixtures/studios";
import { newUser, signUpViaApi } from "./fixtures/users";

// Three people in three browser contexts on a loaded machine: generous waits, no fixed sleeps.
const expect = baseExpect.configure({ timeout: 15_000 });

const STUDIO = "Souza Arquitetura";
const CLIENT = "Mariana Teixeira";
const DATE = /\d{2}\/\d{2}\/\d{4}/;

/** Today's date, or tomorrow's when the run crosses midnight in São Paulo. */
function todayPattern(before: string): RegExp {
  const after = todayInSaoPaulo();
  return new RegExp(before === after ? escape(before) : `(?:${escape(before)}|${escape(after)})`);
}
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

async function openTeamCard(page: Page) {
  await page.goto("/dashboard/configuracoes");
  const team = page.getByRole("region", { name: "Equipe", exact: true });
  await expect(team.getByText(/seu papel: /)).toBeVisible();
  return team;
}

test.describe("Estúdios com membros", () => {
  test("o admin libera o Projeto Premium pedido por um estúdio; a proprietária convida um colega, que aceita em outro navegador; os dois veem o mesmo cliente, o colega o edita e a proprietária vê 'editado por'", async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const ana = newUser("estudio-ana", "Ana Souza");
    const bruno = newUser("estudio-bruno", "Bruno Lima");

    // 1. Ana signs up (the UI sign-up has its own spec), names her studio and asks for Projeto Premium.
    await signUpViaApi(page.request, BASE_URL, ana);
    let team = await openTeamCard(page);
    await expect(team.getByText("Plano Esboço: 1 de 1 usuário")).toBeVisible();
    await expect(team.getByRole("row", { name: /Ana Souza \(você\)/ })).toContainText("Proprietário");
    await team.getByLabel("Nome do estúdio").fill(STUDIO);
    await team.getByRole("button", { name: "Salvar nome" }).click();
    await expect(toast(page, "Nome do estúdio salvo.", STUDIO)).toBeVisible();
    await expect(page.getByRole("banner").getByText(STUDIO, { exact: true })).toBeVisible();

    // Not an admin: /dashboard/admin is the not-found page, and so is its API.
    await page.goto("/dashboard/admin");
    await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Administração" })).toHaveCount(0);
    expect((await page.request.get("/api/admin/upgrade-requests")).status()).toBe(404);

    await page.goto("/dashboard/planos");
    const card = (name: string) => page.getByRole("article", { name, exact: true });
    await expect(card("Esboço").getByRole("button", { name: "Plano Atual" })).toBeDisabled();
    await page.getByRole("button", { name: "Fazer upgrade para o plano Projeto Premium" }).click();
    await expect(toast(page, "Upgrade solicitado", /plano Projeto Premium/)).toBeVisible();
    await expect(card("Projeto Premium").getByRole("button", { name: "Upgrade solicitado" })).toBeDisabled();

    // 2. The admin, in another browser, finds the request by the studio's name and grants it.
    const adminContext = await browser.newContext();
    const bobContext = await browser.newContext();
    try {
      const admin = await adminContext.newPage();
      await signInAsAdmin(admin);
      await admin.goto("/dashboard");
      await admin.getByRole("banner").getByRole("link", { name: "Administração" }).click();
      await expect(admin).toHaveURL(/\/dashboard\/admin$/);
      await expect(admin.getByRole("heading", { level: 1, name: "Administração" })).toBeVisible();
      const request = admin.getByRole("row").filter({ hasText: STUDIO });
      await expect(request).toHaveCount(1);
      await expect(request).toContainText("Esboço → Projeto Premium");
      await expect(request).toContainText(ana.email);
      await request.getByRole("button", { name: `Liberar Projeto Premium para ${STUDIO}` }).click();
      const confirm = admin.getByRole("dialog", { name: `Liberar o plano Projeto Premium para ${STUDIO}?` });
      await expect(confirm).toContainText("O estúdio passa do plano Esboço para o Projeto Premium agora");
      await confirm.getByRole("button", { name: "Liberar plano" }).click();
      await expect(toast(admin, `Plano Projeto Premium liberado para ${STUDIO}.`)).toBeVisible();
      await expect(confirm).toBeHidden();
      await expect(request).toHaveCount(0);
      await expect(admin.getByRole("button", { name: `Liberar Projeto Premium para ${STUDIO}` })).toHaveCount(0);

      // 3. Ana: the plans page says who granted it and when, and the e-mail came.
      const grantedOn = todayInSaoPaulo();
      await page.reload();
      await expect(card("Projeto Premium").getByRole("button", { name: "Plano Atual" })).toBeDisabled();
      // The granted plan and its renewal, not the trial's end (R-PLAN-3).
      await expect(page.getByText(/Plano Projeto Premium · renova em \d{2}\/\d{2}\/\d{4} · estúdio Souza Arquitetura/)).toBeVisible();
      await expect(page.getByText(/Seu plano atual é válido até/)).toHaveCount(0);
      await expect(page.getByText(new RegExp(`Plano Projeto Premium liberado pela equipe Prancheta em ${todayPattern(grantedOn).source}\\.`))).toBeVisible();
      const granted = await waitForMail(ana.email, { subject: "liberado", timeout: 20_000 });
      expect(granted.subject).toBe(`Prancheta: plano Projeto Premium liberado para ${STUDIO}`);
      expect(granted.text).toContain("foi liberado pela equipe Prancheta");

      // 4. Ana adds a client, then invites Bruno as a member from Configurações → Equipe.
      await page.goto("/dashboard/clientes");
      await page.getByRole("button", { name: "Adicionar cliente" }).click();
      const addClient = page.getByRole("dialog", { name: "Adicionar cliente" });
      await addClient.getByLabel("Nome", { exact: true }).fill(CLIENT);
      await addClient.getByLabel("Telefone / WhatsApp", { exact: true }).fill("(11) 98765-4321");
      await addClient.getByRole("button", { name: "Salvar" }).click();
      await expect(toast(page, "Cliente adicionado")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: CLIENT })).toBeVisible();
      const clientPath = new URL(page.url()).pathname;
      expect(clientPath).toMatch(/^\/dashboard\/clientes\/[^/]+$/);
      await expect(page.getByText(new RegExp(`^Criado por Ana Souza em ${DATE.source}$`))).toBeVisible();

      team = await openTeamCard(page);
      await expect(team.getByText("Plano Projeto Premium: 1 de 5 usuários")).toBeVisible();
      await team.getByLabel("E-mail do convidado").fill(bruno.email);
      await team.getByLabel("Papel").selectOption({ label: "Membro" });
      await team.getByRole("button", { name: "Convidar" }).click();
      await expect(toast(page, `Convite enviado para ${bruno.email}.`)).toBeVisible();
      const pending = team.getByRole("region", { name: "Convites pendentes" });
      await expect(pending.getByRole("listitem").filter({ hasText: bruno.email })).toContainText("Membro · Expira em");
      await expect(team.getByText("Plano Projeto Premium: 2 de 5 usuários")).toBeVisible();

      const invitation = await waitForMail(bruno.email, { subject: "convite", timeout: 20_000 });
      expect(invitation.subject).toBe(`Prancheta: convite para o estúdio ${STUDIO}`);
      const invitationPath = invitationPathFrom(invitation);

      // 5. Bruno, in his own browser, opens the link, creates his account with the invited e-mail
      //    and is brought back to the invitation, which he accepts.
      const bob = await bobContext.newPage();
      await bob.goto(invitationPath);
      await expect(bob.getByRole("heading", { level: 1, name: `Convite para o estúdio ${STUDIO}` })).toBeVisible();
      await expect(bob.getByText(`Ana Souza convidou você para o estúdio ${STUDIO} como membro.`)).toBeVisible();
      await expect(bob.getByRole("button", { name: "Aceitar convite" })).toHaveCount(0);
      await bob.getByRole("link", { name: `Criar conta com ${bruno.email}` }).click();
      await expect(bob).toHaveURL(/\/cadastro\?/);
      await expect(bob.getByLabel("E-mail")).toHaveValue(bruno.email);
      await bob.getByLabel("Nome completo").fill(bruno.name);
      await bob.getByLabel("Senha", { exact: true }).fill(bruno.password);
      await bob.getByLabel("Li e aceito os termos de uso e a política de privacidade").check();
      await bob.getByRole("button", { name: "Criar conta", exact: true }).click();
      await expect(bob).toHaveURL(new RegExp(`${escape(invitationPath)}$`));
      await bob.getByRole("button", { name: "Aceitar convite" }).click();
      await expect(toast(bob, `Você agora faz parte do estúdio ${STUDIO}.`)).toBeVisible();
      await expect(bob).toHaveURL(/\/dashboard$/);
      await expect(bob.getByRole("heading", { name: "Olá, Bruno!" })).toBeVisible();
      // His own studio and Ana's: the header's switcher shows Ana's as the active one.
      const active = bob.getByRole("banner").getByRole("combobox", { name: "Estúdio ativo" });
      await expect(active.locator("option:checked")).toHaveText(STUDIO);
      await expect(active.locator("option")).toHaveCount(2);

      // 6. Bruno sees Ana's client, opens it and changes it.
      await bob.getByRole("navigation", { name: "Navegação principal" }).getByRole("link", { name: "Clientes", exact: true }).click();
      await expect(bob.getByRole("heading", { level: 1, name: "Clientes" })).toBeVisible();
      const row = bob.getByRole("row", { name: new RegExp(CLIENT) });
      await expect(row).toBeVisible();
      await row.getByRole("link", { name: /Detalhes/ }).click();
      await expect(bob.getByRole("heading", { level: 1, name: CLIENT })).toBeVisible();
      await expect(bob).toHaveURL(new RegExp(`${escape(clientPath)}$`));
      await expect(bob.getByText(new RegExp(`^Criado por Ana Souza em ${DATE.source}$`))).toBeVisible();
      // The invitation's toast may still be open over "Editar" (as in clients.spec.ts).
      await dismissToasts(bob);
      await bob.getByRole("button", { name: "Editar" }).click();
      const edit = bob.getByRole("dialog", { name: "Editar cliente" });
      await expect(edit.getByLabel("Telefone / WhatsApp", { exact: true })).toHaveValue("(11) 98765-4321");
      await edit.getByLabel("Observações", { exact: true }).fill("Prefere reuniões às sextas-feiras.");
      const editedOn = todayInSaoPaulo();
      await edit.getByRole("button", { name: "Salvar" }).click();
      await expect(toast(bob, "Cliente atualizado")).toBeVisible();
      await expect(edit).toBeHidden();
      const authorship = new RegExp(
        `^Criado por Ana Souza em ${DATE.source} · editado por Bruno Lima em ${todayPattern(editedOn).source}$`,
      );
      await expect(bob.getByText(authorship)).toBeVisible();

      // 7. Ana, on the same client's page, sees Bruno's change and who made it.
      await page.goto(clientPath);
      await expect(page.getByRole("heading", { level: 1, name: CLIENT })).toBeVisible();
      await expect(page.getByText(authorship)).toBeVisible();
      await expect(page.getByText("Prefere reuniões às sextas-feiras.")).toBeVisible();

      // And her team now has Bruno as a member, with the invitation used up.
      team = await openTeamCard(page);
      const member = team.getByRole("row", { name: /Bruno Lima/ });
      await expect(member).toContainText(bruno.email);
      await expect(member).toContainText(todayPattern(editedOn)); // in the team since today
      await expect(member.getByRole("combobox", { name: "Papel de Bruno Lima" })).toHaveValue("member");
      await expect(team.getByText("Nenhum convite pendente.")).toBeVisible();
      await expect(team.getByText("Plano Projeto Premium: 2 de 5 usuários")).toBeVisible();
    } finally {
      await adminContext.close();
      await bobContext.close();
    }
  });
});
