import { describe, expect, it } from "vitest";
import type { Addressee } from "./addressing";
import { briefingInvitationText, clientAnswersNotice } from "./client-link-messages";

const facts = { studioName: "Lima Arquitetura", projectName: "Casa Jardins", url: "https://prancheta.app.br/briefing-cliente/abc", expiresOn: "31/03/2026" };
const unknown: Addressee = { name: "Marina Souza", kind: null };
const couple: Addressee = { name: "Ricardo e Juliana Kowalski", kind: "casal" };

describe("the client link's texts (R-DOC-8, R-NOTIF-2, R-CLIENT-3)", () => {
  it("invites a client of unknown kind as one person, by first name", () => {
    expect(briefingInvitationText(unknown, facts)).toBe(
      [
        "Olá, Marina,",
        "",
        "Lima Arquitetura preparou o briefing do projeto Casa Jardins: perguntas para entender o que é importante para você.",
        "",
        "Responda pelo link, sem criar conta e no seu ritmo. As respostas são salvas automaticamente enquanto você escreve.",
        "https://prancheta.app.br/briefing-cliente/abc",
        "",
        "O link vale até 31/03/2026.",
      ].join("\n"),
    );
  });

  it("agrees with a couple and with a formal address", () => {
    const text = briefingInvitationText(couple, facts);
    expect(text).toContain("importante para vocês.");
    expect(text).toContain("Respondam pelo link");
    expect(text).toContain("enquanto vocês escrevem.");
    expect(briefingInvitationText({ name: "Ricardo Alves", kind: "pessoa_masculina", addressForm: "formal" }, facts)).toContain(
      "Prezado Sr. Ricardo Alves,\n\nLima Arquitetura preparou o briefing do projeto Casa Jardins: perguntas para entender o que é importante para o senhor.",
    );
  });

  it("the studio's notice agrees with the client", () => {
    expect(clientAnswersNotice(unknown, { projectName: "Casa Jardins" })).toEqual({
      title: "Marina Souza está respondendo o briefing",
      body: "Projeto Casa Jardins: as respostas entram no briefing conforme são salvas pelo link.\nUm novo aviso chega se o cliente voltar a responder depois de 30 minutos sem salvar.",
    });
    const forCouple = clientAnswersNotice(couple, { projectName: "Casa Jardins" });
    expect(forCouple.title).toBe("Ricardo e Juliana Kowalski estão respondendo o briefing");
    expect(forCouple.body).toContain("se os clientes voltarem a responder");
  });
});
