import { describe, expect, it } from "vitest";
import { answerOfflineDetailed } from "#server/ai/offline/answer";
import { inventedFigures } from "#server/ai/offline/testing";

/** The calculation's lead (what the answer opens with) and its first citation. */
function ask(question: string) {
  const detail = answerOfflineDetailed(question, new Date("2026-11-26T12:00:00Z"));
  expect(inventedFigures(detail, { question }), question).toEqual([]);
  return { lead: detail.lead, cites: detail.answer.citations[0], text: detail.answer.text };
}

// Every expected value below was worked out by hand, as written in the comment beside it.
describe("offline calculations", () => {
  it("handrail: the flight's length plus the extension at both ends (NBR 9050)", () => {
    // 4,00 + 2 × 0,30 = 4,60 m; 3,20 + 2 × 0,30 = 3,80 m (the norm's 0,30 m when none is given).
    const a = ask("rampa com 4,00 m de comprimento; o corrimao tem que prolongar 30 cm em cada ponta. qual o comprimento total de cada corrimao?");
    expect(a.lead).toContain("**4,60 m**");
    expect(a.cites).toBe("ABNT NBR 9050:2020");
    expect(ask("escada com lance de 3,20 m: qual o comprimento do corrimão?").lead).toContain("**3,80 m**");
    // The extension alone is the rule's figure, not a calculation.
    expect(ask("qual o comprimento do prolongamento do corrimão?").lead).not.toMatch(/Cálculo/);
  });

  it("SINAPI: the cost per m² the question gives, times the area, labelled as SINAPI's", () => {
    // 120 × 1.662,95 = 199.554,00; 85,5 × 1.500 = 128.250,00.
    const a = ask("Com o custo Sinapi do Ceará de novembro de 2024 (R$ 1.662,95/m²), quanto custaria construir uma casa de 120 m²?");
    expect(a.lead).toContain("**R$ 199.554,00**");
    expect(a.cites).toMatch(/^SINAPI/);
    expect(ask("sinapi de R$ 1.500,00 por m2, casa de 85,5 m2, quanto fica?").lead).toContain("**R$ 128.250,00**");
    // No value given: the passage, not a calculation.
    expect(ask("o que é o sinapi?").lead).not.toMatch(/Cálculo/);
  });

  it("ramp: length from the rise and slope, segments and landings (NBR 9050)", () => {
    // 1,20 m / (1/12) = 14,4 m; 0,80 m per segment at 8,33% → 2 segments, 1 landing between.
    const a = ask("rampa para vencer 1,20 m com 8,33%: qual o comprimento e quantos patamares?");
    expect(a.cites).toBe("ABNT NBR 9050:2020");
    expect(a.lead).toContain("**14,40 m**");
    expect(a.lead).toContain("**2 segmentos** e **1 patamar intermediário**");
    // 3 × 0,17 m = 0,51 m; 0,51 × 12 = 6,12 m, one segment.
    expect(ask("quero trocar 3 degraus de 17 cm por uma rampa de 8,33%, quantos metros de rampa?").lead).toContain("**6,12 m**");
    // The reverse: 9,60 m × 8,33% (1:12) = 0,80 m.
    expect(ask("rampa com comprimento de 9,60 m a 8,33%: qual o desnível?").lead).toContain("**0,80 m**");
    // A reform ramp at 10%: 0,20 m per segment, so 0,60 m takes 3 segments (at most 4).
    const reform = ask("rampa de 10% para vencer 0,60 m em reforma: quantos patamares?");
    expect(reform.lead).toContain("**3 segmentos**");
    expect(reform.text).toMatch(/só admite rampas em reformas/);
    // 0,60 m at 5%: 12 m, one segment (up to 1,50 m at 5%).
    expect(ask("qual o comprimento de uma rampa a 5% para vencer 60 cm?").lead).toMatch(/\*\*12 m\*\*[\s\S]*1 segmento/);
  });

  it("stair: risers between 16 and 18 cm and the tread by Blondel", () => {
    // 3,06 m: 17 × 18 cm, 18 × 17 cm, 19 × 16,11 cm; closest to 17 cm → 18 degraus; p = 64 − 34 = 30 cm.
    const a = ask("quantos degraus preciso pra vencer 3,06 m de desnível?");
    expect(a.lead).toContain("**18 degraus** de **17 cm**");
    expect(a.lead).toContain("**30 cm**");
    // 2,60 + 0,20 = 2,80 m; 2,80 / 16 = 17,5 cm; p = 64 − 35 = 29 cm.
    const b = ask("pé-direito de 2,60 m e laje de 20 cm, escada com 16 degraus: qual a altura do espelho e do piso?");
    expect(b.lead).toContain("**17,5 cm**");
    expect(b.lead).toContain("**29 cm**");
    expect(ask("escada de emergência de 2,88 m a vencer: quantos degraus pela NBR 9077?").cites).toContain("NBR 9077");
    // A width is not a height to climb: no stair is sized from it.
    expect(ask("Qual a largura mínima de uma escada de 1,20 m?").lead).not.toMatch(/Cálculo/);
    // 3 m / 18 = 16,67 cm (nearest 17 cm); the 1,20 m width is left alone.
    expect(ask("escada de 1,20 m de largura para vencer 3 m: quantos degraus?").lead).toContain("**18 degraus**");
    // Pé-direito and slab read by their words, in any order: 2,70 + 0,12 = 2,82 m.
    expect(ask("laje de 12 cm e pé-direito de 2,70 m: quantos degraus?").lead).toContain("2,70 m de pé-direito + 0,12 m de laje = 2,82 m");
  });

  it("stair: the count from a riser asked for, rounded up so that no step is higher", () => {
    // 2,70 / 0,18 = 15 exactly; 3,00 / 0,17 = 17,6 → 18 steps of 16,67 cm.
    expect(ask("escada vencendo 2,70 m de piso a piso com espelho de 18 cm: quantos degraus?").lead).toContain("**15 degraus** de **18 cm**");
    expect(ask("escada de 3 m com espelho de 17 cm, quantos degraus?").lead).toContain("**18 degraus** de **16,67 cm** (arredondado para cima");
    // Blondel's sum is not a height to climb: 63 − 2 × 18 = 27 cm.
    expect(ask("usando 2e + p = 63 cm e espelho de 18 cm, o piso do degrau fica com quanto?").lead).toContain("**27 cm**");
  });

  it("CUB × area with a CUB value the question gives, on the equivalent area", () => {
    // 120 × 2.500,00 = 300.000,00.
    const a = ask("casa de 120 m² e CUB R1-N de R$ 2.500,00/m², quanto da a estimativa pelo CUB?");
    expect(a.lead).toContain("120 m² × R$ 2.500,00 por m² (o CUB informado na pergunta) = **R$ 300.000,00**");
    expect(a.lead).toContain("área equivalente");
  });

  it("CUB × area with the value given, even of a month and state the base does not hold", () => {
    // Before: "a base offline não tem o CUB do Sinduscon-PR de mar/2024", though the value was given.
    // 150 × 2.310,40 = 346.560,00.
    const a = ask("Com o CUB R1-N de R$ 2.310,40 por m² que o Sinduscon-PR divulgou em março de 2024, quanto custa uma casa de 150 m²?");
    expect(a.lead).toContain("150 m² × R$ 2.310,40 por m² (o CUB informado na pergunta) = **R$ 346.560,00**");
    // A month to come is said to be so: the value is the person's, not a published CUB.
    expect(ask("Com um CUB de R$ 2.900,00/m² em março de 2027, quanto vai custar uma casa de 100 m²?").lead).toContain("O CUB de mar/2027 ainda não foi publicado: o cálculo usa o valor informado na pergunta");
    // A budget to compare is no CUB per m²: 120 × R$ 400.000 is not computed.
    const budget = ask("O CUB de 2027 cabe em R$ 400.000 para uma casa de 120 m²?");
    expect(budget.lead).not.toContain("o CUB informado");
    expect(budget.text).toMatch(/ainda não foi publicado/);
  });

  it("CUB × area, plus the items the question prices outside the CUB, times its BDI", () => {
    // (150 × 2.100,00 + 45.000,00) × 1,20 = 432.000,00.
    const a = ask("orçamento expedito: CUB de R$ 2.100,00/m², área equivalente de 150 m², itens não inclusos no CUB de R$ 45.000,00 e BDI de 20%: quanto dá o custo final?");
    expect(a.lead).toContain("= R$ 360.000,00");
    expect(a.lead).toContain("**R$ 432.000,00**");
    // The BDI alone: 120 × 2.500,00 × 1,25 = 375.000,00.
    expect(ask("casa de 120 m², CUB de R$ 2.500,00/m² e BDI de 25%: quanto fica?").lead).toContain("**R$ 375.000,00**");
    // A budget to compare is not an item to add.
    expect(ask("CUB de R$ 2.100,00/m², casa de 150 m², tenho R$ 400.000,00: quanto dá o custo?").lead).toContain("= **R$ 315.000,00**");
  });

  it("static pressure: 1 m of water column is about 10 kPa, against NBR 5626's 400 kPa", () => {
    const tall = ask("Prédio com o reservatório superior 52 m acima do ponto de consumo mais baixo: qual a pressão estática nesse ponto, em kPa?");
    expect(tall.lead).toContain("**520 kPa**");
    expect(tall.lead).toContain("Passa do limite de 400 kPa");
    // 52 − 40 = 12 mca for a reducing valve to take off. Before: only that one was needed.
    expect(tall.lead).toContain("em 12 mca (≈ 120 kPa)");
    expect(tall.cites).toContain("NBR 5626");
    expect(ask("caixa d'água 12 m acima do registro do térreo: qual a pressão estática ali?").lead).toContain("**120 kPa**");
    // A distance along the floor is no column of water.
    expect(ask("caixa d'água a 3 m do chuveiro: qual a pressão no chuveiro em kPa?").lead).not.toContain("Cálculo");
  });

  it("distrato: at most 25 % of what was paid kept, 50 % under patrimônio de afetação (Lei 13.786)", () => {
    // 120.000,00 × 25% = 30.000,00 kept; 90.000,00 returned.
    const without = ask("cliente pagou R$ 120.000 e quer desistir, obra sem patrimonio de afetacao: qual a retencao maxima?");
    expect(without.lead).toContain("retenção máxima de **R$ 30.000,00**, devolução de **R$ 90.000,00** depois dessa retenção");
    // A negation worded otherwise is still "without".
    expect(ask("incorporação que não está submetida ao patrimônio de afetação, paguei R$ 100.000 e vou desistir: quanto retêm?").lead).toContain("retenção máxima de **R$ 25.000,00**");
    // The developer's delay is its own fault: no retention is worked out against the buyer.
    expect(ask("a construtora atrasou 8 meses e quero rescindir o apartamento na planta, paguei R$ 100 mil: quanto recebo?").lead).not.toContain("retenção máxima");
    expect(without.lead.split("\n")[0]).not.toContain("50%");
    expect(without.cites).toContain("Lei 13.786");
    // 80.000,00 × 50% = 40.000,00 kept and returned.
    const affected = ask("Comprador de unidade na planta, com patrimônio de afetação, desistiu depois de pagar R$ 80.000,00. Quanto a incorporadora devolve?");
    expect(affected.lead).toContain("devolução de **R$ 40.000,00**");
    expect(affected.lead.split("\n")[0]).not.toContain("25%");
    // The regime not said: both; "R$ 50 mil" is 50.000,00 (12.500,00 and 25.000,00 kept).
    const either = ask("desisti do apartamento na planta, paguei R$ 50 mil, quanto a construtora pode reter?");
    expect(either.lead).toContain("retenção máxima de **R$ 12.500,00**");
    expect(either.lead).toContain("retenção máxima de **R$ 25.000,00**");
    // A late delivery is no distrato, and a price per m² is not what was paid.
    expect(ask("a construtora atrasou a entrega do apartamento na planta, paguei R$ 200.000: qual a multa?").lead).not.toContain("Cálculo (Lei 13.786");
    expect(ask("desistir da compra na planta com CUB de R$ 2.000/m²: quanto perco?").lead).not.toContain("Cálculo (Lei 13.786");
    // The verb is a distrato too: 160.000,00 × 25% = 40.000,00.
    expect(ask("Paguei R$ 160.000,00 num apê na planta sem patrimônio de afetação e vou distratar. Quanto a incorporadora pode reter no máximo?").lead).toContain("retenção máxima de **R$ 40.000,00**");
  });

  it("current: I = P ÷ V for a resistive load, with NBR 5410's independent circuit above 10 A", () => {
    // 6.600 / 220 = 30 A; 7.500 / 127 = 59,06 → 59,1 A.
    const shower = ask("Chuveiro elétrico de 6.600 W ligado em 220 V: qual a corrente nominal do circuito, em ampères, para eu escolher o disjuntor?");
    expect(shower.lead).toContain("**30 A**");
    expect(shower.cites).toContain("NBR 5410");
    expect(ask("chuveiro 7500w 127v quantos amperes?").lead).toContain("**59,1 A**");
    // Three phases or a motor: not I = P ÷ V.
    expect(ask("motor de 7500 W em 380 V trifásico, qual a corrente?").lead).not.toContain("Cálculo (I = P ÷ V");
    // No voltage given: nothing to divide by.
    expect(ask("chuveiro de 7500 W, qual a corrente?").lead).not.toContain("Cálculo (I = P ÷ V)");
  });

  it("ramp: a limit to check is not the ramp's slope, a description is not a limit", () => {
    expect(ask("rampa dentro do lote com 8% de inclinação e 6 m de comprimento, qual o desnível que ela vence?").lead).toContain("**0,48 m**");
    expect(ask("rampa que vence 0,40 m de altura em 5,00 m de projeção horizontal: qual a inclinação? passa no limite de 8,33%?").lead).toContain("**8%**");
  });

  it("window near the boundary: what is missing from 1,50 m, or 0,75 m when it does not face it (CC art. 1.301)", () => {
    // 1,50 − 1,10 = 0,40; 0,75 − 0,60 = 0,15; 2 m ≥ 1,50 m.
    const facing = ask("minha parede fica a 1,10 m da divisa e o cliente quer abrir uma janela de frente pro vizinho. quanto tenho que recuar a parede pra poder?");
    expect(facing.lead).toContain("**0,40 m**");
    expect(facing.cites).toContain("Código Civil");
    expect(ask("janela perpendicular à divisa, a 0,60 m do vizinho: quanto recuar?").lead).toContain("**0,15 m**");
    expect(ask("a janela do quarto fica a 2 m da divisa, posso abrir?").lead).toMatch(/já atende aos \*\*1,50 m\*\*: não é preciso recuar/);
    // The rule itself, asked without a case, is the passage.
    expect(ask("qual a distância mínima da janela para a divisa?").lead).not.toContain("Cálculo");
    // Only a window drops to 0,75 m: a balcony keeps 1,50 m (1,50 − 1 = 0,50).
    const balcony = ask("a varanda fica a 1 m do vizinho, e é perpendicular à divisa. pode?").lead;
    expect(balcony).toContain("**0,50 m**");
    // The small high opening the law leaves out is a window's way out, not a balcony's.
    expect(balcony).not.toContain("10 cm × 20 cm");
    // Another thing asked of the opening, or the small high opening the law leaves out, is no setback.
    for (const q of [
      "a janela fica a 1 m da divisa, posso usar vidro temperado ou precisa ser laminado?",
      "a varanda fica a 1,20 m da divisa, qual a altura mínima do guarda-corpo, pode ser de vidro?",
      "janela alta de ventilação de 10x20 cm a 2,10 m do piso, a 1 m da divisa, pode?",
    ])
      expect(ask(q).lead, q).not.toContain("Cálculo (Código Civil, art. 1.301)");
  });

  it("condominium fine: up to 5× the fee for repeated breaches, 10× for antisocial behaviour (CC art. 1.337)", () => {
    // 10 × 640 = 6.400; 5 × 900 = 4.500.
    const antisocial = ask("condomino antissocial que atrasa sempre, cota de R$ 640,00. qual a multa maxima que a assembleia pode aplicar pelo art 1.337?");
    expect(antisocial.lead).toContain("**R$ 6.400,00**");
    expect(antisocial.cites).toContain("Código Civil");
    expect(ask("o condômino descumpre reiteradamente o regimento, condomínio de R$ 900: qual multa posso aplicar?").lead).toContain("**R$ 4.500,00**");
    // A denial elsewhere in the sentence does not deny the antisocial case (10 × 700 = 7.000).
    for (const q of [
      "O vizinho faz barulho fora de hora, comportamento antissocial. A cota de condomínio é R$ 700,00, qual a multa?",
      "Ele não é só barulhento, é antissocial: a cota de condomínio é R$ 700,00, qual a multa máxima?",
    ])
      expect(ask(q).lead, q).toContain("**R$ 7.000,00**");
    // The antisocial case denied is the caput's, a few words between: 5 × 700 = 3.500.
    expect(ask("o condômino não é propriamente antissocial, mas descumpre reiteradamente; cota de condomínio de R$ 700,00: qual a multa?").lead).toContain("**R$ 3.500,00**");
    expect(ask("taxa de condomínio de R$ 700,00: qual a multa máxima para quem descumpre os deveres reiteradamente, sem ser o caso de comportamento antissocial?").lead).toContain("**R$ 3.500,00**");
    // A late payment is art. 1.336's 2%, not this rule, even when it recurs.
    for (const q of [
      "paguei o condomínio de R$ 850,00 com atraso: qual a multa?",
      "qual a multa por atraso no condomínio de R$ 850, o morador é reincidente?",
      "condômino reincidente em atraso, taxa de condomínio de R$ 1.200,00, qual a multa pelo atraso?",
    ])
      expect(ask(q).lead, q).not.toContain("Cálculo (Código Civil, art. 1.337)");
  });

  it("APP: a river's strip times the plot's frontage, and a lake's strip by its zone and surface (Lei 12.651, art. 4º)", () => {
    // A 45 m river is in the 10–50 m class: 50 m × 180 m = 9.000 m².
    const bank = ask("Um sítio tem 180 m de frente para um rio de 45 m de largura. Qual a área de APP nessa margem, em m²?");
    expect(bank.lead).toContain("**50 m**");
    expect(bank.lead).toContain("**9.000 m²**");
    expect(ask("lagoa natural de 12 hectares em zona rural, a app em volta dela é de quantos metros?").lead).toContain("**50 m**");
    expect(ask("lago natural de 40 ha em zona rural: qual a APP no entorno?").lead).toContain("**100 m**");
    expect(ask("lagoa natural de 5 ha em zona urbana, qual a faixa de APP?").lead).toContain("**30 m**");
    // The plot's own width is not the river's: an 8 m river is in the under-10 m class, 30 m × 200 m.
    const plot = ask("terreno com 30 m de largura e 200 m de frente para um rio de 8 m, qual a area de app em m2?");
    expect(plot.lead).toContain("**30 m**");
    expect(plot.lead).toContain("**6.000 m²**");
    // An artificial lake's strip is its licence's, and one under 1 ha has none (art. 4º, § 1º and § 4º).
    expect(ask("lago artificial de 5 ha em fazenda, qual a APP?").lead).not.toContain("Cálculo (Código Florestal");
    expect(ask("lagoa natural de 0,5 ha num sitio, qual a app?").lead).not.toContain("Cálculo (Código Florestal");
    // The strip alone, or a zone not said, is the passages' (and the city's in an urban consolidated area).
    expect(ask("rio de 45 m de largura: qual a APP?").lead).not.toContain("Cálculo (Código Florestal");
    expect(ask("lagoa natural de 12 hectares: qual a APP?").lead).not.toContain("Cálculo (Código Florestal");
  });

  it("Lei 6.766's strip along a road or a railway as an area: 15 m a side, a road's down to 5 m by municipal law", () => {
    // 15 m × 250 m = 3.750 m²; reduced to 5 m, 1.250 m²; a railway crossing 400 m: 15 × 400 × 2 = 12.000 m².
    expect(ask("Gleba com 250 m de frente para a faixa de domínio de uma rodovia, num município sem lei que reduza a faixa. Qual a área da faixa não edificável nessa frente?").lead).toContain("**3.750 m²**");
    expect(ask("gleba de 250 m de frente para a rodovia; a lei municipal reduziu a faixa não edificável ao mínimo. Qual a área da faixa?").lead).toContain("**1.250 m²**");
    expect(ask("Uma ferrovia atravessa a gleba ao longo de 400 m: qual a área da faixa não edificável, de cada lado?").lead).toContain("**12.000 m²**");
    // A railway's strip is not reduced by a city; a strip asked without an area is the passage's.
    expect(ask("ferrovia ao longo de 100 m do terreno, a lei municipal reduziu a faixa não edificável ao mínimo: qual a área?").lead).toContain("**1.500 m²**");
    expect(ask("qual a faixa não edificável ao longo de rodovia?").lead).not.toContain("Cálculo (Lei 6.766");
    // The width a municipal law set is the question's; a railway's is never reduced; the rule's own
    // "de cada lado" is not the way crossing the land; a width asked is no area.
    expect(ask("gleba com 80 m de frente para a rodovia; a lei municipal reduziu a faixa não edificável para 10 m. Qual a área?").lead).toContain("**800 m²**");
    const rail = ask("Uma estrada de ferro atravessa a gleba ao longo de 200 m e a lei municipal reduziu a faixa não edificável ao mínimo. Qual a área?");
    expect(rail.lead).toContain("**6.000 m²**");
    expect(rail.lead).toContain("da ferrovia");
    expect(ask("A Lei 6.766 exige 15 m de cada lado da rodovia; terreno com 40 m de frente, qual a área da faixa não edificável?").lead).toContain("**600 m²**");
    expect(ask("qual a largura da faixa não edificável de rodovia em área urbana?").lead).not.toContain("Cálculo (Lei 6.766");
  });

  it("IPTU progressive: doubling each year at most, capped at 15 % (Estatuto da Cidade, art. 7º)", () => {
    // 3,5% → 7% → 14%; 5% → 10% → 15% (20% capped).
    expect(ask("iptu progressivo começando em 3,5% no primeiro ano e duplicando todo ano, quanto fica no terceiro ano?").lead).toContain("**14%**");
    const capped = ask("IPTU progressivo começando em 5% e dobrando, quanto no 3º ano?");
    expect(capped.lead).toContain("**15%**");
    expect(capped.lead).toMatch(/teto de 15%/);
    // Without a doubling or a year asked, the passage answers.
    expect(ask("qual a alíquota máxima do IPTU progressivo?").lead).not.toContain("Cálculo (Estatuto da Cidade");
  });

  it("luminous flux: 1 lx is 1 lm/m², and the lumen method's factors divide it when given", () => {
    // 300 lx × 9 m² = 2.700 lm; 500 lx × 4 × 5 m = 10.000 lm, ÷ (0,6 × 0,8) = 20.833 lm.
    const kitchen = ask("cozinha de 9 m2, quero 300 lux. quantos lumens no total?");
    expect(kitchen.lead).toContain("**2.700 lm**");
    expect(kitchen.lead).toMatch(/sem perdas/);
    const room = ask("sala de 4 x 5 m, 500 lux, fator de utilização 0,6 e fator de manutenção 0,8: quantos lúmens?");
    expect(room.lead).toContain("**10.000 lm**");
    expect(room.lead).toContain("**20.833 lm**");
    // "u = 0,6" and percentages are factors too; with one factor missing, the flux is not called total.
    expect(ask("sala 4x5 m, 500 lux, u = 0,6 e fm 0,8, quantos lumens?").lead).toContain("**20.833 lm**");
    const half = ask("sala de 4 x 5 m, 500 lux, fator de utilização 60%: quantos lúmens?");
    expect(half.lead).toContain("**16.667 lm**");
    expect(half.lead).toMatch(/ainda sem o fator de manutenção/);
    // Lux asked of a room with no flux asked is the norm's table, not this sum.
    expect(ask("quantos lux num escritório de 20 m²?").lead).not.toContain("Cálculo (método dos lúmens)");
  });

  it("venue: 2% of the seats up to 1.000, then 20 + 1% of the rest, at least one (Decreto 9.404)", () => {
    // 2% of 380 = 7,6 → 8; 20 + 1% of 500 = 25; 2% of 40 = 0,8 → 1.
    const hall = ask("projeto de auditorio com 380 lugares. quantos espaços pra cadeira de rodas eu preciso deixar?");
    expect(hall.lead).toContain("**8 espaços para cadeira de rodas**");
    expect(hall.cites).toContain("Decreto 9.404");
    expect(ask("teatro de 1.500 lugares: quantos assentos reservados para pessoas com mobilidade reduzida?").lead).toContain("**25 assentos reservados**");
    expect(ask("cinema com 40 poltronas, quantos lugares para cadeirante?").lead).toContain("**1 espaço para cadeira de rodas**");
    // An arena is a venue too: 20 + 1% of 1.400 = 34.
    expect(ask("arena multiuso de 2.400 lugares, quantos espacos pra cadeirante preciso reservar?").lead).toContain("**34 espaços para cadeira de rodas**");
    // The capacity word is not the thing asked: exits, extinguishers, parking, obese seats are other rules.
    for (const q of [
      "auditório com 200 poltronas, quantas saídas de emergência precisa?",
      "teatro com 300 assentos, quantos extintores?",
      "auditório com 120 assentos, quantas vagas de garagem precisa?",
      "cinema com 200 lugares, quantos assentos para obesos?",
      "auditório com 400 lugares, quantos lugares reservados para acompanhantes?",
    ])
      expect(ask(q).lead, q).not.toContain("Decreto 9.404/2018):**");
  });

  it("Fio B: the year's share of the law's schedule times the Fio B given (Lei 14.300, art. 27)", () => {
    // 75% × 0,20 = 0,15; 45% × 0,23 = 0,1035.
    const y2027 = ask("O Fio B da distribuidora do cliente é R$ 0,20 por kWh. Em 2027, quanto ele paga de Fio B por kWh injetado na rede pelo escalonamento da lei?");
    expect(y2027.lead).toContain("**R$ 0,15 por kWh**");
    expect(ask("Fio B de R$ 0,23/kWh: em 2025 quanto pago por kWh compensado?").lead).toContain("**R$ 0,1035 por kWh**");
    // A system with the transition right, or a year outside the schedule, is not worked out.
    expect(ask("fio b de R$ 0,25/kWh, sistema homologado em 2022, quanto pago em 2026?").lead).not.toContain("Cálculo (Lei 14.300");
    expect(ask("Fio B de R$ 0,20/kWh: quanto pago em 2030?").lead).not.toContain("Cálculo (Lei 14.300");
    // The year billed, not the year of approval; the Fio B, not the energy tariff.
    expect(ask("O Fio B da distribuidora é R$ 0,20 por kWh. Quanto pago de Fio B em 2027 se o sistema foi homologado em 2024?").lead).toContain("**R$ 0,15 por kWh**");
    expect(ask("Minha tarifa de energia é R$ 0,95 por kWh. Em 2026, quanto vou pagar de Fio B por kWh?").lead).not.toContain("Cálculo (Lei 14.300");
  });

  it("accessible units: 3% of a building whose plan cannot change (Decreto 9.451, art. 7º)", () => {
    // 3% of 300 = 9; of 150 = 4,5 → 5.
    expect(ask("prédio de 300 apartamentos em alvenaria estrutural: quantas unidades internamente acessíveis no mínimo?").lead).toContain("**9 unidades**");
    expect(ask("edifício com 150 apartamentos em paredes de concreto, quantas unidades acessíveis?").lead).toContain("**5 unidades**");
    // A housing programme's reserve is another rule.
    expect(ask("conjunto habitacional com 400 unidades: quantas ficam reservadas para idosos?").lead).not.toContain("Decreto 9.451");
  });

  it("professional pay in a year to come: the multiple, and its minimum wage not out yet", () => {
    const future = ask("Qual será o valor do salário mínimo profissional do arquiteto, para jornada de 8 horas, em 2027?");
    expect(future.lead).toContain("**8,5 salários mínimos**");
    expect(future.lead).toContain("O salário mínimo de 2027 ainda não foi publicado");
    // The current year's is not said to be to come.
    expect(ask("salário mínimo profissional do arquiteto para 8 horas em 2026?").lead).not.toContain("ainda não foi publicado");
  });

  it("professional pay: 6 hours in reais when the minimum wage is given (Lei 4.950-A)", () => {
    // 6 × 1.518,00 = 9.108,00.
    const six = ask("Vou contratar um arquiteto CLT para 6 horas por dia. Com salário mínimo de R$ 1.518,00, qual o piso salarial pela lei do salário mínimo profissional?");
    expect(six.lead).toContain("**R$ 9.108,00**");
  });

  it("professional pay: 6 minimum wages for 6 hours, each hour beyond with 25% more (Lei 4.950-A)", () => {
    // 6 + 2 × 1,25 = 8,5; 8,5 × 1.518,00 = 12.903,00. The hours asked are the last named.
    const eight = ask("salário mínimo profissional: 6 salários para 6 horas. Para 8 horas por dia, com salário mínimo de R$ 1.518,00, quanto dá?");
    expect(eight.lead).toContain("**8,5 salários mínimos**");
    expect(eight.lead).toContain("**R$ 12.903,00**");
    expect(ask("qual o piso salarial do arquiteto para 7 horas?").lead).toContain("**7,25 salários mínimos**");
    // No journey named: the passage, not a calculation.
    expect(ask("qual o salário mínimo profissional do arquiteto?").lead).not.toContain("Cálculo (Lei 4.950-A");
    // A mason's or a technician's floor, or a course under 4 years (5 minimum wages), is not this one.
    expect(ask("qual o piso salarial de um pedreiro para 8 horas?").lead).not.toContain("Cálculo (Lei 4.950-A");
    expect(ask("salário mínimo profissional de tecnólogo com curso de 3 anos para 8 horas?").lead).not.toContain("8,5 salários");
    // The minimum wage is the amount given as such, not a pay quoted beside it.
    const pay = ask("ganho R$ 4.500,00 por mês trabalhando 8 horas por dia; com o salário mínimo de R$ 1.518,00, estou abaixo do piso salarial do arquiteto?");
    expect(pay.lead).toContain("**R$ 12.903,00**");
  });

  it("drain slope: the drop over the run, against NBR 8160's minimum for the diameter and the 5% maximum", () => {
    // 0,12 / 6 = 2%; 0,09 / 6 = 1,5%, below DN 75's 2% (the 75 mm is no length of the run).
    expect(ask("ramal de esgoto da pia com 6 m de comprimento e 12 cm de desnivel entre as pontas, qual a declividade em %?").lead).toContain("= **2%**");
    const low = ask("ramal de esgoto de 75 mm com 6 m e 9 cm de desnível: qual a declividade?");
    expect(low.lead).toContain("= **1,5%**");
    expect(low.lead).toContain("Fica abaixo do mínimo de 2% para DN 75");
    // A drop equal to the diameter's number is still the drop: the diameter is left out by its place.
    expect(ask("ramal de esgoto DN 100 com 10 m e 10 cm de desnível: qual a declividade?").lead).toContain("= **1%**");
    // A drop asked is still the run times the minimum.
    expect(ask("ramal de esgoto de 75 mm com 3 m: qual o desnível mínimo?").lead).toContain("**6 cm** de desnível");
  });

  it("reserved units: 'aptos' typed for apartments is still their count", () => {
    // 3% of 700 = 21.
    expect(ask("conjunto de 700 aptos do minha casa minha vida, quantas unidades no minimo pra PcD?").lead).toContain("**21 unidades**");
  });

  it("reserved units: 3% of a housing programme's units for older people or for people with disabilities", () => {
    // 400 × 3% = 12; 150 × 3% = 4,5 → 5 (at least).
    const elderly = ask("Conjunto habitacional de programa público com 400 unidades: quantas unidades, no mínimo, ficam reservadas para pessoas idosas?");
    expect(elderly.lead).toContain("**12 unidades**");
    expect(elderly.cites).toContain("Lei 10.741");
    const disabled = ask("programa habitacional subsidiado com 150 apartamentos: quantos vão para pessoa com deficiência pela LBI?");
    expect(disabled.lead).toContain("**5 unidades**");
    expect(disabled.cites).toContain("Lei 13.146");
    // Both groups named: no one share to give.
    expect(ask("conjunto habitacional com 400 unidades: quantas para idosos e para pessoas com deficiência?").lead).not.toContain("Cálculo (");
  });

  it("hotel rooms: 5% accessible in a new design, 10% in an existing hotel, at least one (LBI)", () => {
    // 40 × 10% = 4; 50 × 5% = 2,5 → 3; 12 × 5% = 0,6 → 1.
    expect(ask("pousada com 40 quartos vai se adequar a LBI. quantos dormitorios acessiveis ela precisa ter no minimo?").lead).toContain("10% de 40: **4 dormitórios**");
    expect(ask("hotel novo com 50 quartos, quantos quartos acessíveis?").lead).toContain("5% de 50: **3 dormitórios**");
    const either = ask("pousada de 12 quartos: quantos dormitórios acessíveis?");
    expect(either.lead).toContain("5% de 12: **1 dormitório**");
    expect(either.lead).toContain("10% de 12: **2 dormitórios**");
  });

  it("an igarapé or an arroio is a watercourse: its width and frontage give the APP's area (Código Florestal)", () => {
    // Before: neither word was a river's, and the strip's area on the plot was not worked out.
    expect(ask("sítio com 100 m de frente para um arroio de 8 m de largura: qual a área de APP no terreno?").text).toContain("**3.000 m²**");
    expect(ask("lote com 40 m de frente para um igarapé de 20 m de largura: qual a área de APP no terreno?").text).toContain("**2.000 m²**");
    // Without a width, no class is picked for it.
    expect(ask("qual a APP de um igarapé?").text).not.toMatch(/faixa de 50 m/);
  });

  it("a gutter's drop: its length times its slope, 0,5% at least (NBR 10844)", () => {
    // 12 × 0,5% = 6 cm; 8 m at the minimum = 4 cm; 0,3% is said to be below the minimum.
    const eaves = ask("Calha de beiral com 12 m de comprimento e a inclinação mínima de 0,5%: qual o desnível entre as duas pontas?");
    expect(eaves.lead).toContain("12 m × 0,5% = **6 cm**");
    expect(eaves.cites).toContain("NBR 10844");
    expect(ask("calha de platibanda de 8 metros, quanto ela tem que cair de uma ponta a outra?").lead).toContain("**4 cm**");
    expect(ask("calha de 10 m com 0,3%: qual o desnível?").lead).toContain("Fica abaixo do mínimo de 0,5%");
    // A valley gutter's slope is the roof's design, not this minimum.
    expect(ask("calha de água-furtada de 6 m: qual o desnível?").lead).not.toContain("Cálculo (NBR 10844)");
  });

  it("borings: by the buildings' projected area, 2 up to 200 m², 3 up to 400 m², 1 per 200 m², then per 400 m² (NBR 8036)", () => {
    // 1.000 / 200 = 5; 300 + 60 = 360 → 3; 1.800 → 6 + ⌈600 / 400⌉ = 8; 150 → 2. Before: the rule, no count.
    const building = ask("Prédio com 1.000 m² de projeção em planta: quantos furos de sondagem no mínimo pela NBR 8036, contando um por 200 m²?");
    expect(building.lead).toContain("**5 furos**");
    expect(building.cites).toContain("NBR 8036");
    expect(ask("Casa de 300 m² de projeção mais edícula de 60 m²: quantos furos de sondagem, no mínimo?").lead).toContain("300 m² + 60 m² = 360 m² de projeção");
    expect(ask("galpão de 1.800 m²: quantas sondagens?").lead).toContain("**8 furos**");
    // The plot's area is not counted; above 2.400 m², a plan of its own.
    expect(ask("terreno de 1.000 m² com casa de 150 m2: quantos furos de sondagem?").lead).toContain("**2 furos**");
    expect(ask("centro de distribuição de 5.000 m²: quantos furos de sondagem?").lead).toContain("plano próprio");
  });

  it("lots: the area over the lot's size, rounded down, with the federal minimum of 125 m² (Lei 6.766)", () => {
    // 2.000 / 125 = 16; 10.000 / 250 = 40; 3.000 / 100 = 30, below the federal minimum. Before: no count.
    const net = ask("Gleba com 2.000 m² de área líquida para lotes, município sem regra própria: quantos lotes no máximo dá para tirar respeitando a área mínima federal?");
    expect(net.lead).toContain("2.000 m² ÷ 125 m² = **16 lotes**");
    expect(net.cites).toContain("Lei 6.766");
    // A gross area loses its streets first; the city may ask for larger lots.
    const gross = ask("gleba de 1 ha: quantos lotes de 250 m² dá?");
    expect(gross.lead).toContain("**40 lotes**");
    expect(gross.text).toMatch(/vias e as áreas públicas saem antes/);
    expect(ask("quantos lotes de 100 m² cabem em 3.000 m²?").text).toMatch(/abaixo do mínimo federal de 125 m²/);
    // A city named sets its own minimum lot: the federal floor is not its answer.
    expect(ask("Em Campinas, gleba de 5.000 m²: quantos lotes?").lead).not.toContain("Cálculo (");
    // Found by a review: the lot's sides and the streets' share are the question's (10 × 25 = 250,
    // 10.000 / 250 = 40; 20.000 × 65% = 13.000, / 200 = 65); a frontage or rural land is no such count.
    expect(ask("Gleba de 10.000 m²: quantos lotes de 10 x 25 m cabem?").lead).toContain("**40 lotes**");
    expect(ask("Gleba de 20.000 m², 35% vai para vias e áreas públicas: quantos lotes de 200 m²?").lead).toContain("13.000 m² ÷ 200 m² = **65 lotes**");
    expect(ask("Terreno de 500 m² com frente de 10 m: quantos lotes dá para desmembrar?").lead).not.toContain("Cálculo (");
    expect(ask("Tenho um sítio de 2 ha: quantos lotes posso fazer?").lead).not.toContain("Cálculo (");
  });

  it("service life: the habite-se's year plus the structure's VUP by level (NBR 15575)", () => {
    // 2020 + 50 = 2070; 2015 + 75 = 2090. Before: the definition passage, no year.
    const minimum = ask("Prédio com habite-se em 2020 e estrutura projetada no nível mínimo da norma de desempenho: até que ano, pela VUP, a estrutura deve manter o desempenho?");
    expect(minimum.lead).toContain("2020 + 50 anos de VUP da estrutura no nível mínimo = **2070**");
    expect(minimum.cites).toContain("NBR 15575");
    expect(ask("casa entregue em 2015 com estrutura no nível superior: até que ano vai a vida útil de projeto?").lead).toContain("**2090**");
    // Another system's VUP is an estimate in the base: no year is worked out for it.
    expect(ask("piso interno instalado em 2020: até que ano vai a VUP?").lead).not.toContain("Cálculo (");
    // Found by a review: a building before the norm, a roof's structure, a warranty asked.
    expect(ask("Casa de 1985: até que ano vai a vida útil da estrutura?").lead).not.toContain("Cálculo (");
    expect(ask("Obra com habite-se em 2020: até que ano vai a vida útil da estrutura de madeira do telhado?").lead).not.toContain("Cálculo (");
    expect(ask("Estrutura construída em 2020: até que ano vai a garantia? VUP").lead).not.toContain("Cálculo (");
  });

  it("IBS and CBS on an architect's fees: the supposed standard rate less the professions' 30% (LC 214/2025)", () => {
    // 27 × 0,7 = 18,9; 25 × 0,7 = 17,5. Before: the Código de Ética's fees passage.
    const a = ask("Se a alíquota padrão de IBS+CBS ficar em 27%, quanto um escritório de arquitetura pagaria com a redução prevista para profissões regulamentadas?");
    expect(a.lead).toContain("27% × 70% = **18,9%**");
    expect(a.cites).toContain("Lei Complementar 214");
    expect(ask("com IBS e CBS de 25%, qual a alíquota do arquiteto com a redução?").lead).toContain("**17,5%**");
    // No rate given: the rule, not a calculation; nor for a Simples Nacional company (found by a review).
    expect(ask("arquiteto tem redução de IBS e CBS?").lead).not.toContain("Cálculo (");
    expect(ask("Escritório de arquitetura no Simples com IBS/CBS de 27%: quanto pago com a redução?").lead).not.toContain("Cálculo (");
    expect(a.text).toMatch(/não para as empresas do Simples Nacional/);
  });

  it("accessible tables: 5% of the tables for meals or work, at least one (NBR 9050)", () => {
    // 48 × 5% = 2,4 → 3; 12 × 5% = 0,6 → 1. Before: the passage's 5%, with no count.
    const restaurant = ask("restaurante com 48 mesas, quantas tem que ser acessiveis pra cadeirante no minimo?");
    expect(restaurant.lead).toContain("5% de 48 mesas = **3 mesas acessíveis**");
    expect(restaurant.cites).toContain("NBR 9050");
    expect(ask("café com 12 mesas: quantas mesas acessíveis?").lead).toContain("**1 mesa acessível**");
    // No count of tables given: the rule, not a calculation.
    expect(ask("quantas mesas acessíveis num restaurante?").lead).not.toContain("Cálculo (");
    // A school's desks follow another rule (1%, one per two classrooms).
    expect(ask("Escola com 30 salas e 900 mesas: quantas mesas acessíveis?").lead).not.toContain("**45 mesas");
  });

  it("late delivery: 1% of what was paid per month of delay past the tolerance (Lei 13.786)", () => {
    // 200.000,00 × 1% × 4 = 8.000,00.
    const late = ask("comprador pagou R$ 200.000,00 e a obra passou 4 meses além da tolerância; ele mantém o contrato. Qual a indenização pelo atraso?");
    expect(late.lead).toContain("**R$ 8.000,00**");
    expect(late.cites).toContain("Lei 13.786");
    // No months given, or months counted from the contract's date (the tolerance comes first):
    // nothing to multiply.
    expect(ask("a construtora atrasou a entrega, paguei R$ 200.000: qual a indenização?").lead).not.toContain("Cálculo (Lei 13.786");
    expect(ask("a obra atrasou 10 meses, paguei R$ 200.000: qual a indenização pelo atraso?").lead).not.toContain("Cálculo (Lei 13.786");
    // The tolerance said by its days, with no word of delay: 300.000,00 × 1% × 2 = 6.000,00.
    expect(ask("Paguei R$ 300.000,00 e a entrega passou 2 meses além dos 180 dias de tolerância; vou manter o contrato. Qual a indenização?").lead).toContain("**R$ 6.000,00**");
  });

  it("roof: the ridge rises half the span times the slope; tiles are the area times the yield given", () => {
    // 9 / 2 × 30% = 1,35 m.
    const ridge = ask("Telhado em duas águas, vão de 9 m e inclinação de 30%: qual a altura da cumeeira?");
    expect(ridge.lead).toContain("**1,35 m**");
    // Geometry on the question's numbers quotes no passage, and says so.
    expect(ridge.text).toMatch(/calculada pelas regras do Prancheta com os números da pergunta/);
    expect(ridge.text).not.toMatch(/cada um com a sua fonte/);
    // 84 × 25 = 2.100.
    expect(ask("vou cobrir 84 m2 de telhado com telha colonial, rendimento de 25 peças por m2. quantas telhas compro?").lead).toContain("**2.100 telhas**");
    // A number with thousands and decimals is read whole: 1.200,5 × 16 = 19.208.
    expect(ask("vou cobrir 1.200,50 m2 de telhado com 16 telhas por m2, quantas telhas?").lead).toContain("**19.208 telhas**");
    // A house's floor area is not its roof's.
    expect(ask("casa de 84 m², telha colonial com 25 peças por m2: quantas telhas compro?").lead).not.toContain("Cálculo (área × rendimento)");
    // No yield given: the base does not invent one.
    expect(ask("quantas telhas coloniais para 84 m² de telhado?").lead).not.toContain("Cálculo (área × rendimento)");
  });

  it("stair step: the other dimension by Blondel's ranges from a riser or a tread given", () => {
    // 2 × 17 = 34 cm; 63 − 34 = 29 cm; 64 − 34 = 30 cm (NBR 9077); 65 − 34 = 31 cm (NBR 9050).
    const a = ask("espelho de 17 cm: qual o piso mínimo do degrau pela fórmula de Blondel?");
    expect(a.lead).toContain("**29 cm**");
    expect(a.lead).toContain("**30 cm** pela NBR 9077");
    expect(a.lead).toContain("**31 cm** pela NBR 9050");
    // (63 − 28) / 2 = 17,5 cm; (64 − 28) / 2 = 18 cm; (65 − 28) / 2 = 18,5 cm.
    expect(ask("piso de 28 cm, qual o espelho da escada?").lead).toContain("espelho de **17,5 cm** a **18 cm**");
    // 19 cm is above the 16–18 cm of both norms: said, not silently sized.
    expect(ask("escada com espelho de 19 cm, qual o piso?").lead).toContain("fora da faixa de 16 a 18 cm");
    // Both given: nothing to work out by this rule.
    expect(ask("espelho de 17 cm e piso de 28 cm, qual o piso da escada?").lead).not.toContain("Cálculo (Blondel):** com espelho");
  });

  it("ramp slope: i = h × 100 / c from a rise and a run, however the slope is asked (NBR 9050)", () => {
    // 0,30 × 100 / 5 = 6%; 1,20 × 100 / 15 = 8%.
    expect(ask("rampa vencendo 30 cm de desnivel em 5 m de comprimento da quantos % de inclinacao?").lead).toContain("**6%**");
    expect(ask("tenho 15 m de projecao horizontal pra subir 1,20 m, que inclinacao fica a rampa?").lead).toContain("**8%**");
    // The rise is read as a rise when the run is named before it.
    expect(ask("tenho 15 m de projecao horizontal pra subir 1,20 m, que inclinacao fica a rampa?").lead).toContain("desnível de 1,20 m em 15 m");
  });

  it("stair run: a flight of n steps has n − 1 treads, and the height from a riser given", () => {
    // 16 steps → 15 treads; 15 × 28 cm = 4,20 m.
    const a = ask("escada reta de 16 degraus com piso de 28 cm, quanto ocupa de comprimento o lance em planta?");
    expect(a.lead).toContain("**15 pisos**");
    expect(a.lead).toContain("15 × 28 cm = **4,20 m**");
    expect(a.cites).toBe("ABNT NBR 9050:2020");
    // 18 steps → 17 × 29 cm = 4,93 m; 18 × 17 cm = 3,06 m; an emergency stair cites the NBR 9077.
    const b = ask("escada de emergência com 18 degraus, espelho de 17 cm e piso de 29 cm: qual o comprimento do lance?");
    expect(b.lead).toContain("17 × 29 cm = **4,93 m**");
    expect(b.lead).toContain("18 × 17 cm = **3,06 m**");
    expect(b.cites).toMatch(/NBR 9077/);
    // No tread given: nothing to work out by this rule.
    expect(ask("escada de 1,20 m de largura com 10 degraus, qual o comprimento?").lead).not.toContain("pisos**");
  });

  it("rain: Q = I · A / 60, with 150 mm/h only for a roof of up to 100 m² (NBR 10844)", () => {
    // 150 × 80 / 60 = 200 L/min.
    const a = ask("telhado de 80 m², qual a vazão de projeto da calha?");
    expect(a.lead).toContain("**200 L/min**");
    expect(a.cites).toBe("ABNT NBR 10844:1989");
    // The intensity given wins: 180 × 250 / 60 = 750 L/min; a 6 × 10 m roof is 60 m²: 150 L/min.
    expect(ask("cobertura de 250 m² com chuva de 180 mm/h, qual a vazão para dimensionar as calhas?").lead).toContain("**750 L/min**");
    expect(ask("qual a vazão de água de chuva num telhado de 6 x 10 m?").lead).toContain("**150 L/min**");
    // Above 100 m² the intensity is the place's: nothing is worked out without it.
    expect(ask("telhado de 300 m², qual a vazão da calha?").lead).not.toContain("L/min**");
    // Litres per hour asked: 1 mm on 1 m² is 1 L, so 227 mm/h × 60 m² = 13.620 L/h (227 L/min).
    const hour = ask("um telhado de 60 m² sob uma chuva de 227 mm/h recebe quantos litros de água por hora?");
    expect(hour.lead).toContain("**13.620 L por hora**");
    expect(hour.lead).toContain("**227 L/min**");
    // A depth of rain with no intensity asks the unit's meaning: no flow on a default rain.
    expect(ask("1 mm de chuva caindo sobre 1 m² de telhado equivale a quantos litros?").lead).not.toContain("Cálculo (NBR 10844)");
    expect(ask("uma chuva de 30 mm sobre um telhado de 80 m² dá quantos litros?").lead).not.toContain("Cálculo (NBR 10844)");
    // "milímetros por hora" and "litros/hora" are read; a wind's km/h asks no litres per hour.
    expect(ask("telhado de 60 m², chuva de 200 milímetros por hora, quantos litros por hora?").lead).toContain("**12.000 L por hora**");
    expect(ask("telhado de 60 m² sob chuva de 227 mm/h: quantos litros/hora?").lead).toContain("**13.620 L por hora**");
    expect(ask("telhado de 60 m² com vento de 60 km/h, qual a vazão da calha?").lead).not.toContain("por hora");
  });

  it("parking: 2% for people with disabilities and 5% for the elderly, at least one each", () => {
    // 200 × 2% = 4; 200 × 5% = 10.
    const a = ask("estacionamento com 200 vagas: quantas vagas de deficiente?");
    expect(a.cites).toContain("Lei 13.146");
    expect(a.lead).toContain("**4 vagas**");
    // Only the kind asked is counted: the other kind's figure would read as the answer.
    expect(a.lead).not.toContain("10 vagas");
    const elderly = ask("quantas vagas de idoso num estacionamento de 200 vagas?");
    expect(elderly.cites).toContain("Lei 10.741");
    expect(elderly.lead).toContain("**10 vagas**");
    expect(elderly.text).not.toContain("4 vagas");
    // 30 × 2% = 0,6 → at least 1; 30 × 5% = 1,5 → 2, rounded up and said so.
    const c = ask("estacionamento de 30 vagas, quantas reservadas para PCD e idosos?");
    expect(c.lead).toContain("**1 vaga**");
    expect(c.lead).toContain("**2 vagas**");
    expect(c.text).toMatch(/não dizem como arredondar/);
  });

  it("water: daily consumption is people × litres per person, times the days of reserve (NBR 5626)", () => {
    // 6 × 150 = 900 L a day.
    const a = ask("casa para 6 pessoas, 150 litros por pessoa por dia: quanto de reservação?");
    expect(a.lead).toContain("**900 L por dia**");
    expect(a.cites).toContain("NBR 5626");
    // 5 × 200 = 1.000 L a day; × 2 days = 2.000 L.
    expect(ask("reservatório para 5 moradores com 200 L/pessoa e 2 dias de reserva").lead).toContain("**2.000 L**");
    // No figure per person: the usual 150 to 200 L, said as a range (4 × 150 = 600; 4 × 200 = 800).
    expect(ask("caixa d'água para 4 pessoas, quantos litros?").lead).toContain("**600 L a 800 L por dia**");
    // No head count: 2 people a bedroom (3 × 2 = 6; 6 × 200 = 1.200 L).
    expect(ask("apto de 3 dormitórios, considerando 200 litros por pessoa, qual o consumo diário?").lead).toContain("**1.200 L por dia**");
    // A named city's utility sets its own figures; rainwater is another rule.
    expect(ask("caixa d'água para 4 pessoas em Curitiba, quantos litros?").lead).not.toContain("Cálculo");
    expect(ask("cisterna de água de chuva para 4 pessoas, quantos litros?").lead).not.toContain("Cálculo (consumo");
    // The fire reserve left out is not asked, and a city named with the litres given is the question's sum.
    expect(ask("Projeto de uma casa em Londrina para 4 moradores, com consumo estimado de 150 litros por pessoa por dia. Qual o volume mínimo de reserva doméstica pela NBR 5626, sem a reserva de incêndio?").lead).toContain("**600 L por dia**");
    // A day's total is no per-person figure: with a city named, the utility's figures are the city's.
    expect(ask("Casa em Curitiba para 4 pessoas, consumo total de 600 litros por dia: qual a caixa d'água?").lead).not.toContain("2.400 L");
  });

  it("outlets: 600 VA for the first 3 in wet rooms, 100 VA for the rest and elsewhere (NBR 5410)", () => {
    // 3 × 600 + 2 × 100 = 2.000 VA.
    const a = ask("cozinha com 5 tomadas de uso geral, qual a potência mínima que eu somo pra elas?");
    expect(a.lead).toContain("**2.000 VA**");
    expect(a.cites).toContain("NBR 5410");
    // 2 × 600 = 1.200 VA; 4 × 100 = 400 VA.
    expect(ask("banheiro com 2 tomadas TUG: carga em VA?").lead).toContain("**1.200 VA**");
    expect(ask("quarto com 4 tomadas, qual a potência?").lead).toContain("**400 VA**");
    // An appliance's outlet takes its own power; how many outlets is another question.
    expect(ask("cozinha com 2 tomadas de uso específico para forno, qual a potência?").lead).not.toContain("Cálculo (NBR 5410)");
    expect(ask("quantas tomadas na cozinha?").lead).not.toContain("Cálculo");
  });

  it("outlets: how many by the room's perimeter, each fraction counting as one (NBR 5410)", () => {
    // 2 × (3,20 + 2,60) = 11,6 m; 11,6 / 3,5 = 3,3 → 4.
    const kitchen = ask("Cozinha de 3,20 m x 2,60 m num apartamento: quantas tomadas de uso geral no mínimo?");
    expect(kitchen.lead).toContain("**4 pontos de tomada**");
    expect(kitchen.cites).toContain("NBR 5410");
    // 2 × (3 + 3,5) = 13 m; 13 / 5 = 2,6 → 3.
    expect(ask("quantas tomadas num quarto de 3 x 3,5 m?").lead).toContain("**3 pontos de tomada**");
    // 2 × (3 + 2,25) = 10,5 m; 10,5 / 3,5 = 3 exactly: no fraction, no fourth.
    expect(ask("quantas tomadas preciso numa cozinha de 3 m por 2,25 m?").lead).toContain("**3 pontos de tomada**");
    // A perimeter given: 16 m / 5 = 3,2 → 4.
    expect(ask("sala com perímetro de 16 m, quantos pontos de tomada?").lead).toContain("**4 pontos de tomada**");
    // The perimeter after its figure ("14 m de perímetro"): 14 / 5 = 2,8 → 3.
    expect(ask("quarto com 14 m de perímetro: quantas tomadas no mínimo?").lead).toContain("14 m ÷ 5 m → **3 pontos de tomada**");
    // A bathroom gets 1 by the basin, whatever its size: the passage says so, nothing is computed.
    expect(ask("quantas tomadas no banheiro de 2 x 1,5 m?").lead).not.toContain("Cálculo");
    // Without the sides there is no perimeter to divide.
    expect(ask("quantas tomadas numa cozinha de 12 m²?").lead).not.toContain("Cálculo");
    // The room as the question writes it, accents and all.
    expect(ask("quantas tomadas numa área de serviço de 2 x 1,5 m?").lead).toContain("área de serviço com perímetro");
    expect(ask("quantas tomadas numa suíte de 4 x 3,5 m?").lead).toContain("suíte com perímetro");
    // A balcony or a bathroom named beside the room goes by its own rule: nothing is computed.
    expect(ask("quantas tomadas num quarto de 3 x 3,5 m com varanda?").lead).not.toContain("Cálculo");
    expect(ask("quantas tomadas numa suíte de 4 x 3,5 m com banheiro?").lead).not.toContain("Cálculo");
  });

  it("exits: the population is the area over the coefficient given, rounded up (NBR 9077)", () => {
    // 1.620 / 7 = 231,43 → 232.
    const office = ask("pavimento de escritorio com 1.620 m2 e 1 pessoa a cada 7 m2, qual a populacao pra dimensionar a saida de emergencia?");
    expect(office.lead).toContain("**232 pessoas**");
    // A coefficient of 1 m², whose "1" is also the "1 pessoa" before it.
    expect(ask("salão de 100 m² com 1 pessoa por 1 m², qual a população para a saída de emergência?").lead).toContain("**100 pessoas**");
    expect(office.cites).toContain("NBR 9077");
    // 1.400 / 7 = 200 exactly.
    expect(ask("loja de 1.400 m² com 1 pessoa por 7 m²: qual a lotação para as saídas?").lead).toContain("**200 pessoas**");
    // Without the coefficient nothing is computed: the table's values are of the replaced edition.
    expect(ask("escritório de 1.620 m²: qual a população para a saída de emergência?").lead).not.toContain("Cálculo");
  });

  it("drain: the drop is the run × 2% up to DN 75, × 1% from DN 100 (NBR 8160)", () => {
    // 3 m × 2% = 0,06 m = 6 cm; 8 m × 1% = 8 cm.
    const a = ask("ramal de esgoto de 75 mm com 3 m de comprimento, quanto de desnível mínimo?");
    expect(a.lead).toContain("**6 cm**");
    expect(a.cites).toContain("NBR 8160");
    expect(ask("ramal de esgoto DN 100 de 8 m, qual o caimento?").lead).toContain("**8 cm**");
    // No diameter: both (5 m × 2% = 10 cm; × 1% = 5 cm).
    const both = ask("tubulação de esgoto com 5 m, qual o desnível mínimo?").lead;
    expect(both).toContain("**10 cm**");
    expect(both).toContain("**5 cm**");
    expect(ask("calha de água de chuva com 5 m, qual o caimento?").lead).not.toContain("NBR 8160");
  });

  it("parking: a house's garage, a size or a reserved count is no total", () => {
    expect(ask("Casa com 3 vagas de garagem, precisa de vaga para idoso?").lead).not.toMatch(/Cálculo/);
    expect(ask("dimensão da vaga PcD num estacionamento de 40 vagas").lead).not.toMatch(/Cálculo/);
    // 120 × 5% = 6, not 5% of the 2 spaces named.
    expect(ask("2 vagas para idosos num estacionamento de 120 vagas: quantas deveriam ser?").lead).toContain("**6 vagas**");
    expect(ask("estacionamento de 1.500 vagas: quantas vagas pcd?").lead).toContain("**30 vagas**");
  });

  it("lighting load by area (NBR 5410)", () => {
    // 14 m²: 100 + 2 × 60 = 220 VA; 12 m² (3 × 4): 100 + 1 × 60 = 160 VA; 5 m²: 100 VA.
    expect(ask("carga de iluminação de um quarto de 14 m²").lead).toContain("**220 VA**");
    expect(ask("qual a potência de iluminação de uma sala de 3 x 4 m pela NBR 5410?").lead).toContain("**160 VA**");
    expect(ask("carga de iluminação de um banheiro de 5 m²").lead).toContain("**100 VA**");
    // The area rule is for dwellings: an office is not sized by it.
    expect(ask("carga de iluminação de escritório de 50 m²").lead).not.toMatch(/Cálculo/);
    // 50 m² of a dwelling: 100 + 11 × 60 = 760 VA; 100 m²: 100 + 23 × 60 = 1.480 VA.
    expect(ask("carga de iluminação de uma sala de 100 m² numa casa").lead).toContain("**1.480 VA**");
  });

  it("CUB × area for a state and month the base holds, and the latest month when none is named", () => {
    // 150 × 2.553,84 = 383.076,00 (SP R1-N dez/2025).
    const a = ask("quanto fica uma casa de 150 m² padrão R1-N em SP pelo CUB de dezembro de 2025?");
    expect(a.lead).toContain("**R$ 383.076,00**");
    expect(a.cites).toBe("Sinduscon-SP — CUB/m² (dez/2025)");
    expect(a.text).toMatch(/não inclui fundações/);
    // 100 × 2.123,87 (R8-N, the latest SP table) = 212.387,00.
    expect(ask("CUB × área: prédio de 100 m² R8-N em São Paulo").lead).toContain("**R$ 212.387,00**");
    // "para" is a preposition, not Pará: 100 × 2.123,87 (R8-N assumed, SP).
    expect(ask("CUB SP para 100 m²").lead).toContain("**R$ 212.387,00**");
    // "padrão alto" of a house is R1-A: 200 × 3.094,09 = 618.818,00.
    expect(ask("CUB padrão alto casa 200 m² SP").lead).toContain("**R$ 618.818,00**");
    // A standard project named without an area: its value, in bold.
    expect(ask("qual o valor do CUB R1-N em São Paulo em dezembro de 2025?").lead).toContain("R$ 2.553,84 por m²");
    // Typed in lower case, without accents: the state's code after a preposition still names it.
    expect(ask("quanto fica uma casa de 150 m2 padrao r1-n em sp pelo cub de dezembro de 2025?").lead).toContain("R$ 383.076,00");
  });

  it("TO and CA on the numbers given, and the price with BDI", () => {
    // 360 × 70% = 252 m²; 2.000 × 2,5 = 5.000 m²; 200.000 × 1,25 = 250.000,00.
    expect(ask("terreno de 360 m² com taxa de ocupação de 70%: qual a área máxima de projeção?").lead).toContain("**252 m²**");
    expect(ask("Em um terreno de 2.000 m² com coeficiente de aproveitamento 2,5, qual a área máxima de construção?").lead).toContain("**5.000 m²**");
    expect(ask("custo direto de R$ 200.000,00 e BDI de 25%: qual o preço de venda?").lead).toContain("**R$ 250.000,00**");
    // The figure after its label: TO 60% (not the TP 20%), BDI 25% (not the 8% profit), "1,2 milhão".
    expect(ask("lote de 500 m² com TP 20% e TO 60%: qual a projeção máxima?").lead).toContain("**300 m²**");
    expect(ask("custo direto de R$ 1,2 milhão, lucro de 8% e BDI de 25%: preço de venda?").lead).toContain("**R$ 1.500.000,00**");
    // Basic and maximum CA: 1.000 × 1 = 1.000 m², 1.000 × 2,5 = 2.500 m².
    const ca = ask("lote de 1.000 m², CA básico 1 e máximo 2,5: quanto posso construir?").lead;
    expect(ca).toContain("**1.000 m²**");
    expect(ca).toContain("**2.500 m²**");
  });

  it("condominium quorum: the Código Civil's share of the units, rounded up (arts. 1.337, 1.341, 1.351)", () => {
    // 2/3 × 45 = 30; 2/3 × 50 = 33,3 → 34; 3/4 × (33 − 1) = 24; 2/3 × 60 = 40; 20/2 + 1 = 11.
    const retrofit = ask("Prédio comercial com 45 salas vai fazer retrofit para virar residencial. Quantos votos, no mínimo, a assembleia precisa?");
    expect(retrofit.lead).toContain("**30 votos**");
    expect(retrofit.cites).toMatch(/Código Civil/);
    expect(ask("Condomínio de 50 apartamentos quer alterar a convenção: quantos votos precisa?").lead).toContain("**34 votos**");
    expect(ask("Prédio com 33 unidades, um condômino descumpre reiteradamente os deveres: quantos votos dos outros condôminos para a multa do art. 1.337?").lead).toContain("**24 votos**");
    expect(ask("Edifício com 60 unidades: quantos votos para aprovar a reforma do paisagismo, obra voluptuária?").lead).toContain("**40 votos**");
    expect(ask("condominio de 20 casas, obra útil na portaria: quantos votos precisa?").lead).toContain("**11 votos**");
    // A matter with no quorum of units (the síndico's election), or a fine's amount, is no count.
    expect(ask("Prédio com 40 apartamentos: quantos votos para eleger o síndico?").lead).not.toContain("Cálculo (Código Civil");
    expect(ask("condomínio com 40 unidades, taxa de R$ 500,00, condômino antissocial: qual a multa?").lead).not.toContain("votos");
    // A review's probes: other counts, other matters, other votes (none of them art. 1.337's 3/4).
    for (const q of [
      "Condomínio com 40 apartamentos: quantas unidades precisam ser adaptadas pela convenção?",
      "A convenção do prédio de 20 apartamentos limita quantas pessoas por apartamento?",
      "Condomínio de 40 apartamentos, a convenção fala em quantos votos para eleger o síndico?",
      "Prédio com 20 apartamentos: qual o quórum para aprovar a multa por atraso do condomínio?",
      "No prédio de 24 apartamentos o síndico aplicou multa. Quantos votos para anular a multa?",
      "O prédio tem 36 unidades. Quantos votos para expulsar o condômino antissocial?",
      "Prédio com 2 blocos de 40 apartamentos cada: quantos votos para mudar a convenção?",
    ])
      expect(ask(q).lead, q).not.toContain("Cálculo (Código Civil");
    // What the convention says of useful works is still a majority (50 / 2 + 1 = 26); a fine put into
    // the convention is a change of the convention (2/3 × 36 = 24).
    expect(ask("Prédio de 50 apartamentos: a convenção exige quantos votos para aprovar obras úteis?").lead).toContain("**26 votos**");
    expect(ask("Prédio de 36 apartamentos quer incluir na convenção uma multa por barulho. Quantos votos?").lead).toContain("**24 votos**");
    // A second review's probes: the síndico proposing, "atrás" (behind), towers with a total,
    // owners who must agree, "multar" or "penalidade" — all still counted.
    // 2/3 × 40 = 26,7 → 27; 2/3 × 60 = 40; 2/3 × 120 = 80; 2/3 × 45 = 30; 3/4 × 31 = 23,25 → 24.
    expect(ask("O síndico quer mudar a destinação do prédio de 40 salas: quantos votos?").lead).toContain("**27 votos**");
    expect(ask("Prédio de 60 unidades, obra de embelezamento na área atrás da piscina, obra voluptuária: quantos votos?").lead).toContain("**40 votos**");
    expect(ask("Condomínio com 2 torres e 120 apartamentos no total: quantos votos para mudar a convenção?").lead).toContain("**80 votos**");
    expect(ask("Prédio de 45 unidades: quantos condôminos precisam concordar com a mudança de uso?").lead).toContain("**30 votos**");
    expect(ask("Qual o quórum para multar o condômino antissocial no prédio de 32 unidades?").lead).toContain("**24 votos**");
  });

  it("outdoor air: Anvisa's 27 m³/h per person in a room with air conditioning, 17 with high turnover (RE 9/2003)", () => {
    // 35 × 27 = 945; 120 × 17 = 2.040.
    const room = ask("Sala de aula climatizada para 35 alunos: qual a vazão mínima de ar externo pela RE 9 da Anvisa?");
    expect(room.lead).toContain("**945 m³/h**");
    expect(room.cites).toMatch(/Anvisa/);
    expect(ask("Lanchonete com ar-condicionado e alta rotatividade, 120 pessoas: qual a renovação de ar mínima?").lead).toContain("**2.040 m³/h**");
    // No people given, or no conditioned room: the rule, not a sum.
    expect(ask("Qual a taxa de renovação de ar por pessoa num ambiente climatizado?").lead).not.toMatch(/Cálculo \(Anvisa/);
    expect(ask("Sala com janela para 30 alunos: qual a área de ventilação?").lead).not.toMatch(/Cálculo \(Anvisa/);
    // A licence's or a PMOC's renewal, a kitchen's exhaust, a drain's flow: no outdoor air asked.
    for (const q of [
      "Clínica com 20 funcionários: qual o prazo de renovação do alvará da Anvisa?",
      "Restaurante com ar-condicionado e 100 lugares: qual a vazão de exaustão da cozinha?",
      "Escritório com ar-condicionado e 50 funcionários: qual a vazão do dreno do aparelho?",
    ])
      expect(ask(q).lead, q).not.toMatch(/Cálculo \(Anvisa/);
  });
});
