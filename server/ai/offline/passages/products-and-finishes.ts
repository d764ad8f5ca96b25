import { NORM_TEXT_SOURCE } from "#server/ai/offline/source-hosts";
import type { Passage } from "#server/ai/offline/types";
import { NBR13753, NBR5410 } from "./codes";

/**
 * Everyday product and installation rules an architect specifies or is asked about on site, as
 * facts the base did not hold yet (nothing here rewrites an existing passage):
 *
 * - Shower enclosures (NBR 14207:2009): which glass is allowed, the 8 mm minimum for tempered glass
 *   and the yearly upkeep. That passage cites the norm's text; the figures were cross-checked on
 *   Abravidro's pages (abravidro.org.br, the De Olho no Boxe programme, the association's
 *   technical coordinator quoted by AECweb) and on two independent vendors' pages (meuvidraceiro,
 *   pkodobrasil). The safety film passage cites Abravidro's own page.
 * - Ceramic blocks (NBR 15270): the water-absorption limits (Instituto da Construção), marked
 *   uncertain because the norm was revised since and its latest edition could not be read on a
 *   citable page.
 * - Floor tiling (NBR 13753:1996): double gluing above 900 cm² cites the norm's text, cross-checked
 *   on a builder's page (setefconstrutora) and on a manufacturers' representative's page
 *   (bertanirep).
 * - NBR 5419-2:2015: where Ng comes from and the revision's new maps (a lightning-protection firm's
 *   page, cross-checked on another one for INPE/UFMT and BrasilDAT; the capitals' values only on
 *   the first, hence uncertain), and that the need for an SPDA comes from the risk assessment
 *   (a manufacturer's page, cross-checked on two engineering firms' pages). The four losses L1 to
 *   L4 are already in norms-installations.ts.
 *
 * - NBR 5410's scope (item 1.2.2) and NBR 14039's range, cited by the norm's text and cross-checked
 *   on an electrical-engineering page and on transcriptions of item 1.2.2.
 *
 * Left out, not confirmed on a citable page: the minimum friction coefficients of NBR 16919 for
 * wet external areas and ramps, the exact text of NBR 15270-1 in its latest edition, the year the
 * DR became mandatory under NBR 5410 and the 2005 strength classes of ceramic blocks (their pages
 * are the sources of evaluation questions, which no passage may cite).
 */

const NBR14207 = "ABNT NBR 14207:2009";
const NBR15270_1 = "ABNT NBR 15270-1 (edição de 2017, a confirmar)";
const NBR5419_2 = "ABNT NBR 5419-2:2015";

const BOXE = ["box de vidro", "boxe de vidro", "box de banheiro", "boxe de banheiro", "vidro do box", "vidro temperado", "vidro laminado", "vidro de segurança", "14207"];
const BLOCOS = ["bloco cerâmico", "blocos cerâmicos", "tijolo", "tijolo baiano", "bloco de vedação", "alvenaria de vedação", "15270"];
const PISO_CERAMICO = ["piso cerâmico", "porcelanato", "placa cerâmica", "placas cerâmicas", "assentamento de piso", "assentar porcelanato", "argamassa colante", "13753"];
const SPDA = ["SPDA", "para-raios", "pára-raios", "raio", "descargas atmosféricas", "5419"];

export const PRODUCTS_AND_FINISHES_PASSAGES: Passage[] = [
  // ---------------------------------------------------------------- Box de banheiro (NBR 14207)
  {
    id: "nbr14207-vidro-do-boxe",
    code: NBR14207,
    title: "Box de banheiro: só vidro de segurança (temperado ou laminado), temperado de no mínimo 8 mm e manutenção a cada 12 meses",
    topics: [...BOXE, "espessura do vidro do box", "qual vidro usar no box", "vidro comum no box", "manutenção do box", "revisão do box", "box estourou", "vidro do box quebrou", "manual de uso do box", "vidraceiro"],
    text:
      "A NBR 14207, de 2009, só admite vidro de segurança no boxe de banheiro: o temperado, com ou sem película de segurança, ou o laminado; o vidro comum, que quebra em lascas grandes e cortantes, não pode ser usado. " +
      "Para o temperado, a espessura mínima é de 8 mm; o laminado mantém os cacos presos à camada intermediária quando quebra. " +
      "A norma também pede manutenção preventiva do conjunto a cada 12 meses, feita por vidraceiro, porque os acidentes costumam começar em roldanas, guias, batedores e fixações gastos, e não no vidro em si. " +
      "Na instalação, o vidraceiro entrega ao cliente um manual de uso do boxe.",
    source: NORM_TEXT_SOURCE,
  },
  {
    id: "nbr14207-pelicula-de-seguranca",
    code: NBR14207,
    title: "Película de segurança no box: opcional, aplicada antes da instalação em toda a peça, segura os cacos por pelo menos 2 horas",
    topics: [...BOXE, "película de segurança", "película no box", "película no vidro do box", "película antivandalismo", "insulfilm no box", "é obrigatório película no box", "película obrigatória", "aplicar película"],
    text:
      "A película de segurança no vidro temperado do boxe não é obrigatória: pela NBR 14207, o temperado sem película já é seguro o bastante, por resistir em média cinco vezes mais que o vidro comum e quebrar em fragmentos pequenos e sem pontas. " +
      "Quando usada, tem de ser película vendida como “de segurança”, e não decorativa ou de controle solar, capaz de manter a porta abrindo e fechando sem se soltar da estrutura depois da quebra e de segurar os fragmentos colados por pelo menos duas horas. " +
      "Ela é aplicada antes da instalação, cobrindo a peça inteira, inclusive a parte que fica presa nos perfis, e a Abravidro recomenda que o próprio usuário não a aplique: com a ancoragem malfeita, o painel inteiro pode cair sobre quem estiver no banho se o vidro quebrar.",
    source: "https://abravidro.org.br/punoticias/por-que-o-usuario-nao-deve-aplicar-sozinho-pelicula-de-seguranca-em-boxes/",
  },
  // ---------------------------------------------------------------- Blocos cerâmicos (NBR 15270)
  {
    id: "nbr15270-absorcao-de-agua",
    code: NBR15270_1,
    title: "Absorção de água do bloco cerâmico: entre 8% e 22% na edição de 2005, com máximo que a revisão mudaria (estimativa)",
    topics: [...BLOCOS, "absorção de água", "absorção do bloco", "índice de absorção", "bloco poroso", "bloco que absorve muita água", "ensaio do bloco", "qualidade do bloco", "PSQ"],
    text:
      "O índice de absorção de água (AA) do bloco cerâmico indica a porosidade da massa queimada: quanto mais o bloco absorve, mais poroso ele é. " +
      "Segundo o Instituto da Construção, a NBR 15270 de 2005 pedia absorção de no mínimo 8% e no máximo 22%, tanto para blocos de vedação como para estruturais. " +
      "Em 2017, a mesma fonte noticiava que a revisão da norma passaria o máximo para 25% nos blocos de vedação e para 21% nos estruturais. " +
      "Confirme os limites na edição em vigor e peça ao fabricante o relatório de ensaio, a certificação do Inmetro ou a qualificação no programa setorial da qualidade (PSQ).",
    source: "https://www.institutodaconstrucao.com.br/blog/blocos-ceramicos-atencao-com-excessiva-absorcao-de-agua/",
    uncertain: true,
  },
  // ---------------------------------------------------------------- Piso cerâmico (NBR 13753)
  {
    id: "nbr13753-dupla-colagem",
    code: NBR13753,
    item: "assentamento com argamassa colante",
    title: "Dupla colagem: argamassa na base e no verso da placa acima de 900 cm² (maior que 30 × 30 cm)",
    topics: [...PISO_CERAMICO, "dupla colagem", "dupla camada", "colagem dupla", "passar argamassa atrás do piso", "argamassa no verso", "tardoz", "porcelanato grande", "piso grande", "piso 60x60", "piso 30x30", "piso oco", "som oco no piso", "piso soltando", "piso descolando", "desplacamento"],
    text:
      "Na dupla colagem, a argamassa colante é espalhada com a desempenadeira dentada tanto na base (contrapiso ou parede) quanto no verso da placa, o tardoz. " +
      "A NBR 13753, de 1996, para pisos internos e externos, pede esse método nas placas com área acima de 900 cm², ou seja, maiores que 30 × 30 cm (confirme no texto da norma se a placa de exatamente 30 × 30 cm entra). " +
      "O motivo é que placas maiores têm curvatura maior, e a argamassa só na base deixa vazios sob o centro da peça, que soam ocos e levam ao descolamento; base mal nivelada também pede mais argamassa. " +
      "Há fabricantes que exigem dupla colagem em todos os seus produtos, qualquer que seja o tamanho: confira a ficha técnica da placa escolhida.",
    source: NORM_TEXT_SOURCE,
  },
  // ---------------------------------------------------------------- NBR 5410: DR desde 1997
  // ---------------------------------------------------------------- NBR 5410: até que tensão vale
  {
    id: "nbr5410-campo-de-aplicacao",
    code: NBR5410,
    item: "item 1.2.2",
    title: "Até que tensão vale a NBR 5410: 1.000 V em corrente alternada e 1.500 V em contínua; acima, a NBR 14039",
    topics: ["tensão da NBR 5410", "até que tensão", "baixa tensão", "limite de tensão", "campo de aplicação", "escopo da NBR 5410", "1000 V", "1500 V", "corrente alternada", "corrente contínua", "média tensão", "NBR 14039", "14039", "subestação", "cabine primária", "36,2 kV"],
    text:
      "A NBR 5410 vale para os circuitos alimentados sob tensão nominal de até 1.000 V em corrente alternada, com frequência abaixo de 400 Hz, ou de até 1.500 V em corrente contínua (item 1.2.2), em instalações novas e em reformas. " +
      "Acima disso, a instalação é de média tensão e segue a NBR 14039, de 1,0 kV a 36,2 kV, como a subestação ou a cabine primária de um galpão ou de um prédio atendido em média tensão pela concessionária. " +
      "A NR-10, da segurança de quem trabalha com eletricidade, vale em qualquer tensão.",
    source: NORM_TEXT_SOURCE,
  },
  // ---------------------------------------------------------------- NBR 5419-2: Ng e necessidade do SPDA
  {
    id: "nbr5419-densidade-de-raios-ng",
    code: NBR5419_2,
    item: "Anexo F",
    title: "Densidade de raios Ng: sai dos mapas do Anexo F da NBR 5419-2; a revisão traz mapas novos do INPE e da UFMT (estimativa)",
    topics: [...SPDA, "Ng", "NG", "densidade de descargas", "densidade de raios", "raios por km²", "mapa de raios", "mapa isoceráunico", "índice ceráunico", "INPE", "ELAT", "BrasilDAT", "anexo F", "análise de risco SPDA", "quantos raios caem"],
    text:
      "A densidade de descargas atmosféricas para a terra, Ng, é o número de raios nuvem-solo por km² por ano no local e é o principal dado de entrada do gerenciamento de risco da NBR 5419-2: o risco calculado cresce na mesma proporção. " +
      "Na NBR 5419-2 em vigor, o valor é lido nos mapas do seu Anexo F, feitos a partir de registros do sensor LIS, a bordo de um satélite da NASA. " +
      "O projeto de revisão posto em consulta nacional em 2025 traz mapas refeitos pelo INPE e pela UFMT, que combinam o satélite com a rede brasileira de detecção de raios BrasilDAT (dados de 2018 a 2022). " +
      "Segundo empresa de proteção contra raios, os valores sobem de 75% a 700% nas cidades comparadas: São Paulo passaria de 11 para 20 raios/km²/ano, Salvador de 0,5 para 4, e Belo Horizonte e Vitória dobrariam; confirme o Ng na edição em vigor quando a revisão for publicada.",
    source: "http://www.faraday.com.br/?p=19468",
    uncertain: true,
  },
  {
    id: "nbr5419-necessidade-spda-analise-de-risco",
    code: NBR5419_2,
    item: "Parte 2 — gerenciamento de risco",
    title: "Precisa de para-raios? Pela NBR 5419 de 2015, decide o cálculo de risco da parte 2, e não uma regra de altura",
    topics: [...SPDA, "precisa de para-raios", "precisa de SPDA", "quando é obrigatório para-raios", "obrigatoriedade do SPDA", "altura para ter para-raios", "prédio precisa de para-raios", "casa precisa de para-raios", "análise de risco", "análise de risco SPDA", "gerenciamento de risco", "risco tolerável", "nível de proteção", "classe do SPDA"],
    text:
      "Pela NBR 5419 de 2015, a necessidade de SPDA não sai de uma regra simples de altura ou de uso do prédio, mas do gerenciamento de risco da parte 2: calcula-se o risco de cada tipo de perda e há necessidade de proteção sempre que algum deles passa do valor tolerável. " +
      "O cálculo considera a densidade de raios do local, as dimensões e a construção da estrutura, a ocupação e o conteúdo, e as linhas elétricas e de serviço que chegam ao prédio; ele indica também o nível de proteção necessário. " +
      "Fabricantes ainda listam casos em que a proteção costuma ser evidente, como locais de grande público, serviços públicos essenciais, estruturas isoladas ou com mais de 25 m, patrimônio histórico ou cultural e locais com materiais inflamáveis ou explosivos. " +
      "Independentemente do cálculo, o Corpo de Bombeiros pode exigir o SPDA para emitir o AVCB.",
    source: "https://tel.com.br/gerenciamento-de-risco-o-primeiro-passo-para-estabelecer-um-projeto-de-spda/",
  },
];
