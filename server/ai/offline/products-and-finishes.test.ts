import { describe, expect, it } from "vitest";
import { askOffline } from "./testing";

const ask = (q: string) => askOffline(q);

/** Shower glass, ceramic blocks and tiles, and lightning risk (passages/products-and-finishes.ts; decision 082). */
describe("offline base: products and finishes", () => {
  it("states the shower box's glass: safety glass, tempered of 8 mm at least, upkeep every 12 months", () => {
    expect(ask("Qual a espessura mínima do vidro temperado do box do banheiro?").lead).toMatch(/8 mm/);
    expect(ask("de quanto em quanto tempo faço manutenção no box de vidro?").lead).toMatch(/12 meses/);
    expect(ask("película no box é obrigatória?").lead).toMatch(/não é obrigatória/);
  });

  it("refutes a ban presumed of what the norm allows, and names the ban it does state", () => {
    const banned = ask("qual norma proibiu vidro temperado em box de banheiro?");
    expect(banned.answer.text).toMatch(/^Não conheço norma ou lei que proíba isso/);
    expect((banned.nearby ?? []).map((p) => p.id)).toContain("nbr14207-vidro-do-boxe");
    expect(ask("qual norma proíbe vidro comum no box?").lead).toMatch(/vidro comum[^.]*não pode ser usado/);
    // A real ban ("não permite") and a case with its figure are not refuted.
    expect(ask("A lei proíbe construir colado na divisa em imóvel rural?").answer.text).not.toMatch(/Não conheço norma ou lei que proíba/);
    expect(ask("Qual lei proíbe parcelar o solo em terreno com declividade acima de 30%?").lead).toMatch(/30%/);
  });

  it("gives double gluing from 900 cm² and a ceramic block's absorption as an estimate", () => {
    expect(ask("porcelanato 60x60 precisa de dupla colagem?").lead).toMatch(/900 cm²/);
    const absorption = ask("qual a absorção de água máxima do bloco cerâmico?");
    expect(absorption.lead).toMatch(/22%/);
    expect(absorption.lead).toMatch(/Confirme/);
  });

  it("says where Ng comes from and that the risk assessment, not height, decides on an SPDA", () => {
    // "de onde vem": the asking's verb, not the thing asked.
    expect(ask("de onde vem o Ng usado no cálculo de risco do SPDA?").lead).toMatch(/Anexo F/);
    expect(ask("meu prédio precisa de para-raios?").lead).toMatch(/gerenciamento de risco/);
  });

  it("says up to which voltage NBR 5410 applies, and which norm rules medium voltage", () => {
    expect(ask("a nbr 5410 vale até que tensão em corrente alternada?").lead).toMatch(/1\.000 V/);
    expect(ask("qual norma vale para a subestação de média tensão de um galpão, acima de 1 kV?").lead).toMatch(/NBR 14039, de 1,0 kV a 36,2 kV/);
  });

  it("dates a norm by its passage that names the thing asked with its complement", () => {
    // "alvenaria" is now in more passages than a complement may be to rank; the year is still read
    // in the sentence that names it.
    expect(ask("em que ano saiu a norma unificada de alvenaria estrutural?").lead).toMatch(/2020/);
  });
});
