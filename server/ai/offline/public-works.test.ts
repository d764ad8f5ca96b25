import { describe, expect, it } from "vitest";
import { askOffline } from "./testing";

const ask = (q: string) => askOffline(q);
const leadId = (q: string) => ask(q).passages[0]?.id;

/** Public works under Lei 14.133, cited to the law's text (passages/public-works.ts; decision 082). */
describe("offline base: public works under Lei 14.133", () => {
  it("tells the anteprojeto, the projeto básico and the executivo apart, and the termo de referência", () => {
    expect(leadId("projeto básico e projeto executivo na lei 14.133, qual a diferença?")).toBe("lei14133-anteprojeto-basico-executivo");
    expect(leadId("o que é contratação integrada?")).toBe("lei14133-anteprojeto-basico-executivo");
    expect(ask("Para bens e serviços comuns, qual é o documento que descreve o objeto, no lugar do projeto básico?").lead).toMatch(/termo de referência/);
  });

  it("states the contract guarantee: four kinds, 5%, 10% justified, 30% on a very large work", () => {
    expect(ask("o que é a cláusula de retomada do seguro?").lead).toMatch(/seguradora pode assumir a conclusão da obra ou pagar/);
    // "garantia" asks years of a warranty, not of a contract's guarantee asked as a share or by kind.
    expect(ask("Quantas modalidades de garantia contratual a Lei 14.133 prevê?").lead).toMatch(/quatro modalidades/);
    expect(ask("qual o percentual maximo de garantia em contrato de obra publica?").lead).toMatch(/até 5%[^.]*até 10%/);
    expect(ask("obra de grande vulto: a garantia pode chegar a qual percentual do valor inicial?").lead).toMatch(/até 30%/);
    expect(ask("qual a garantia da impermeabilização?").lead).toMatch(/\d anos/);
    // A private job's contract is still a warranty in years (Código Civil art. 618), not Lei 14.133's guarantee.
    expect(ask("Qual a garantia do contrato de empreitada pelo Código Civil?").lead).toMatch(/5 anos/);
    expect(ask("Existe garantia contratual para o serviço de reforma?").lead).not.toMatch(/seguro-garantia/);
    expect(ask("garantia do contrato de obra pública na lei 14.133: quais as modalidades?").lead).toMatch(/seguro-garantia, fiança bancária ou título de capitalização/);
  });

  it("names the modalities, the criteria for a project, and the revocation of Lei 8.666", () => {
    expect(ask("quais sao as modalidades de licitacao da nova lei?").lead).toMatch(/pregão, concorrência, concurso, leilão e diálogo competitivo/);
    expect(ask("a tomada de preços ainda existe?").lead).toMatch(/tomada de preços e o convite da Lei 8\.666 deixaram de existir/);
    expect(ask("licitação de projeto de arquitetura: qual o critério de julgamento?").lead).toMatch(/melhor técnica ou por técnica e preço/);
    expect(ask("a lei 8.666 ainda vale?").lead).toMatch(/30\/12\/2023/);
    // A date asked is the asking's, as a year is: the passage must state one.
    expect(ask("Em que data a Lei 8.666 foi revogada?").lead).toMatch(/30\/12\/2023/);
  });

  it("gives the minimum time for bids on a common engineering work", () => {
    expect(ask("qual o prazo mínimo entre o edital e as propostas numa obra comum de engenharia por menor preço?").lead).toMatch(/10 dias úteis/);
  });
});
