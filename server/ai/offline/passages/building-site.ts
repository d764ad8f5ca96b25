import type { Passage } from "#server/ai/offline/types";

/**
 * Building-site safety an architect is asked about on site visits (R-AI-8, decision 082): the
 * NR-18's collective protection against falls (guard rails, protection platforms, anchorage for
 * façade upkeep). The NR-18 was rewritten in 2020 (Portaria SEPRT 3.733/2020); where a figure is
 * the 1995 text's, the passage says so. Written in our own words from professional pages.
 */

const NR18 = "NR-18 (Portaria SEPRT 3.733/2020) — Segurança e saúde no trabalho na indústria da construção";

const SITE = ["NR-18", "NR 18", "canteiro de obras", "obra", "segurança do trabalho", "proteção coletiva", "queda de altura", "EPC"];

export const BUILDING_SITE_PASSAGES: Passage[] = [
  {
    id: "nr18-guarda-corpo-provisorio",
    code: NR18,
    item: "itens 18.9.4 a 18.9.4.2",
    title: "Guarda-corpo provisório da obra: travessão superior a 1,20 m e intermediário a 0,70 m, desde a primeira laje",
    topics: [...SITE, "guarda-corpo", "guarda-corpo provisório", "guarda corpo da obra", "proteção de periferia", "periferia da laje", "borda da laje", "travessão", "rodapé", "tela", "1,20 m", "altura do guarda-corpo na obra", "poço do elevador", "vão do elevador"],
    text:
      "Pela NR-18, a periferia da edificação recebe proteção contra a queda de trabalhadores e de materiais desde o início dos serviços de concretagem da primeira laje. " +
      "Quando é um fechamento rígido total (uma mureta, por exemplo), ele tem no mínimo 1,20 m de altura; quando é guarda-corpo e rodapé, o travessão superior fica a 1,20 m, resistindo a 90 kgf/m de carga horizontal com deflexão de até 76 mm, o intermediário a 0,70 m, e os vãos entre as travessas são fechados com tela. " +
      "A proteção coletiva é projetada por profissional legalmente habilitado, e o vão de acesso ao poço do elevador tem fechamento provisório de toda a abertura, e não mais só até 1,20 m como no texto antigo.",
    source: "https://heitorborbasolucoes.com.br/alteracoes-nos-guarda-corpos-da-nr-18/",
  },
  {
    id: "nr18-plataformas-protecao",
    code: NR18,
    item: "item 18.9.4.3 (texto de 2020); itens 18.13.6 a 18.13.8 (texto de 1995)",
    title: "Bandejas (plataformas de proteção): projeto de profissional habilitado; o texto de 1995 fixava 2,50 m + aba de 0,80 m a 45°",
    topics: [...SITE, "bandeja", "bandejas", "bandeja de proteção", "bandejão", "plataforma de proteção", "plataforma principal", "plataforma primária", "plataforma secundária", "plataforma terciária", "aba", "45 graus", "2,50 m", "quatro pavimentos", "queda de materiais"],
    text:
      "A NR-18 reescrita em 2020 prevê plataformas de proteção (as bandejas) primárias, secundárias e terciárias contra a queda de materiais, projetadas por profissional legalmente habilitado e sem sobrecarga. " +
      "O texto anterior, de 1995, fixava as medidas que ainda servem de referência: em edifícios com mais de 4 pavimentos, a plataforma principal fica na primeira laje ao menos um pé-direito acima do terreno, com 2,50 m de projeção horizontal e uma aba de 0,80 m inclinada a 45°; as secundárias, de 3 em 3 lajes, têm 1,40 m mais a mesma aba; nos subsolos, as terciárias vão de 2 em 2 lajes. " +
      "Confirme no texto vigente e no projeto da proteção coletiva as dimensões exigidas na sua obra.",
    source: "https://seconci-pr.com.br/principais-mudancas-da-nova-nr-18-medidas-de-prevencao-contra--282-p",
    uncertain: true,
  },
];
