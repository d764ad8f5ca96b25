import { describe, expect, it } from "vitest";
import { askOffline } from "./testing";

const ask = (q: string) => askOffline(q);
const leadId = (q: string) => ask(q).passages[0]?.id;

/** The architect's law and code of ethics, and the PBE Edifica label (passages/profession-and-labelling.ts; decision 082). */
describe("offline base: the profession and the energy label", () => {
  it("answers from Lei 12.378: following the works, altering another's design, prescription", () => {
    expect(leadId("o arquiteto pode acompanhar a obra do projeto dele?")).toBe("lei12378-acompanhar-execucao");
    expect(ask("posso alterar o projeto de outro arquiteto sem autorização?").lead).toMatch(/consentimento por escrito/);
    expect(ask("em quanto tempo prescreve a punição ética no CAU?").lead).toMatch(/5 anos/);
    expect(leadId("como registro a autoria do meu projeto no CAU?")).toBe("lei12378-registro-autoria-rda");
    // A design's protection needs no registration: the copyright law's passage still answers it.
    expect(leadId("Preciso registrar meu projeto em algum órgão para ele ser protegido pela lei de direitos autorais?")).toBe("lei9610-projeto-obra-protegida");
  });

  it("names the code of ethics' ban on reserva técnica, and is not the subject of what it is asked", () => {
    expect(ask("reserva técnica é permitida?").lead).toMatch(/3\.2\.16/);
    expect(ask("o Código de Ética do CAU regulamenta quais artigos da Lei 12.378?").lead).toMatch(/arts\. 17 a 23/);
    // The code named is where to look: plagiarism is asked, and no passage holds its rule.
    expect(ask("qual regra do Código de Ética manda repudiar o plágio?").answer.found).toBe(false);
    expect(ask("qual resolução trata do processo ético no CAU?").lead).toMatch(/nº 143/);
  });

  it("says who issues the ENCE and what INI-C is, and still defines the ENCE first", () => {
    expect(ask("quem emite a ENCE?").lead).toMatch(/Organismo de Inspeção Acreditado/);
    expect(ask("o que é INI-C?").lead).toMatch(/energia primária/);
    expect(leadId("o que significa ENCE?")).toBe("pbe-edifica");
    expect(leadId("o que significa ENCE na etiquetagem de edificações?")).toBe("pbe-edifica");
  });

  it("still answers which law created the RRT with the law's own passage", () => {
    expect(leadId("qual lei criou o RRT pros arquitetos?")).toBe("lei12378-rrt");
  });
});
