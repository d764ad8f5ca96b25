import { describe, expect, it } from "vitest";
import { cashCsv, chargeWhatsappText, csvAmount, dateBr } from "./studio-charges";

// The cash view's CSV and the WhatsApp text (R-PAY-8, R-PAY-9, decision 100).
describe("the cash CSV", () => {
  it("amounts 1234,56 without thousands marks, dates dd/MM/yyyy", () => {
    expect(csvAmount(123_456)).toBe("1234,56");
    expect(csvAmount(5)).toBe("0,05");
    expect(csvAmount(100_000_000)).toBe("1000000,00");
    expect(dateBr("2026-12-03")).toBe("03/12/2026");
  });

  it("pt-BR headers, ';', CRLF, a BOM, quoting and formulas kept as text", () => {
    const csv = cashCsv([
      { projectName: "Casa; Jardim", clientName: '=HYPERLINK("x")', description: "Na entrega: Anteprojeto", method: "boleto", dueDate: "2027-01-15", amountCents: 1_400_000, status: "vencida", paidAt: null },
      { projectName: "Loja", clientName: null, description: "Sinal", method: "pix", dueDate: "2026-12-10", amountCents: 99, status: "paga", paidAt: "2026-12-09T15:00:00.000Z" },
    ]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1).split("\r\n")).toEqual([
      "Projeto;Cliente;Descrição;Forma;Vencimento;Valor (R$);Situação;Pago em",
      `"Casa; Jardim";"'=HYPERLINK(""x"")";Na entrega: Anteprojeto;Boleto;15/01/2027;14000,00;Vencida;`,
      "Loja;;Sinal;Pix;10/12/2026;0,99;Paga;09/12/2026",
      "",
    ]);
  });
});

describe("the WhatsApp text", () => {
  it("names the client, the studio, the amount in R$ and the due date, and the link", () => {
    const text = chargeWhatsappText({ clientName: "Marina Duarte", studioName: "Estúdio Ipê", description: "Sinal", amountCents: 1_050_000, dueDate: "2027-01-15", status: "pendente", invoiceUrl: "https://www.asaas.com/i/abc" });
    expect(text).toBe('Olá, Marina! Escrevo em nome de Estúdio Ipê. A cobrança "Sinal", de R$ 10.500,00, vence em 15/01/2027. Para pagar, use este link: https://www.asaas.com/i/abc Qualquer dúvida, estamos à disposição.');
    expect(chargeWhatsappText({ clientName: null, studioName: "E", description: "S", amountCents: 1, dueDate: "2026-01-01", status: "vencida", invoiceUrl: null })).toContain("venceu em 01/01/2026.");
  });
});
