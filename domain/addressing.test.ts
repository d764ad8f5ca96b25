import { describe, expect, it } from "vitest";
import { agree, greeting, plural, theClient, verb, you, youVerb, type Addressee } from "./addressing";

const woman: Addressee = { name: "Juliana Kowalski", kind: "pessoa_feminina" };
const man: Addressee = { name: "Ricardo Alves", kind: "pessoa_masculina" };
const couple: Addressee = { name: "Ricardo e Juliana Kowalski", kind: "casal" };
const company: Addressee = { name: "Construtora Pinhal", kind: "empresa" };

describe("addressing a client (R-CLIENT-3)", () => {
  it("agrees verbs, adjectives and pronouns with one person, a couple or a company", () => {
    expect(verb(couple, "responde", "respondem")).toBe("respondem");
    expect(verb(company, "responde", "respondem")).toBe("responde");
    expect(agree(woman, ["atendida", "atendido", "atendidos"])).toBe("atendida");
    expect(agree(man, ["atendida", "atendido", "atendidos"])).toBe("atendido");
    expect(agree(couple, ["atendida", "atendido", "atendidos"])).toBe("atendidos");
    expect(you(couple)).toBe("vocês");
    expect(you(woman)).toBe("você");
    expect(`${you(couple)} nos ${youVerb(couple, "contou", "contaram")}`).toBe("vocês nos contaram");
    expect(you({ ...woman, addressForm: "formal" })).toBe("a senhora");
    expect(theClient(company)).toBe("a empresa contratante");
    expect(theClient(couple)).toBe("os clientes");
  });

  it("greets by first name, or formally", () => {
    expect(greeting(woman)).toBe("Olá, Juliana,");
    expect(greeting(couple)).toBe("Olá, Ricardo e Juliana Kowalski,");
    expect(greeting({ ...man, addressForm: "formal" })).toBe("Prezado Sr. Ricardo Alves,");
    expect(greeting({ ...company, addressForm: "formal" })).toBe("Prezada equipe da Construtora Pinhal,");
  });

  it("writes counts with one plural rule", () => {
    expect(plural(1, "referência salva", "referências salvas")).toBe("1 referência salva");
    expect(plural(0, "referência salva", "referências salvas")).toBe("0 referências salvas");
    expect(plural(1200, "m²", "m²")).toBe("1.200 m²");
  });
});
