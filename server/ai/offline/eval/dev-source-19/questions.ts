import type { EvalQuestion } from "#server/ai/offline/eval/types";

const RESERVA = "https://jornalvozativa.com/?p=197544";
const INSPECAO = "https://www.plataformaengo.com/post/caixas-de-inspe%C3%A7%C3%A3o-esgotos";
const ESCADA = "https://helpmanut.com/o-que-e-escada-enclausurada-tudo-que-voce-precisa-saber";
const PLAGIO = "http://arquiteturaedireitoautoral.com.br/pagina.php?id=19";
const FECHO = "https://vitrea.net/single-post/2019/01/08/mau-cheiro-nos-ralos-sifões-caixas-e-bacias-sanitárias-da-sua-casa-saiba-o-que-pode-estar";
const SPDA_HISTORIA = "https://revistaincendio.com.br/?p=8622";
const CHUVA = "https://doutortelhado.com.br/blog/pluviais-instalacao-calhas-condutores";
const SPDA_2015 = "https://professorbrunogomes.com.br/?p=96";
const FAIXA_RODOVIA = "https://www.mercadoambiental.com.br/a-possibilidade-da-reducao-da-faixa-nao-edificavel-das-rodovias-atraves-de-lei-municipal/";
const LEI_13913 = "https://dou.vlex.com.br/vid/lei-n-13-913-827903593";
const SPDA_PARTES = "https://www.selg.com.br/spda-para-raios";
const INTERRUPTOR = "https://pronatec.pro.br/por-que-o-interruptor-do-banheiro-esta-fora-em-alguns-lugares";
const UNAI = "https://sapl.unai.mg.leg.br/norma/196";
const RRT = "https://caual.gov.br/entenda-o-rrt-extemporaneo";

/**
 * Nineteenth blind development set by source (07/12/2026; decision 082, R-AI-8). Written from
 * search results of the stored public pages only: no passage of the offline base and no other
 * evaluation set's questions were read, and the offline answerer was not run. Every source is a
 * page from a publisher that no passage, tuning or holdout question, holdout-by-source question nor
 * earlier development set cites (questions.test.ts checks it), and none is a file-sharing copy, a
 * blog host or an exam bank on the banned list. The stored pages of this theme are heavily cited
 * already, so the set leans on a few new publishers, each asked several things it states: a local
 * newspaper, an engineering-training platform, a maintenance portal, a law-and-architecture
 * copyright site, a glass-and-plumbing firm, a fire-protection magazine, a roofing firm, an
 * electrical-engineering teacher's site, an environmental-market portal, a legal database, a
 * lightning-protection installer, a municipal legislative portal and a regional CAU.
 * The theme is building services, comfort, fire exits and the profession: the cold-water reserve of
 * NBR 5626, inspection boxes and the water seal of NBR 8160, rainwater on a roof (NBR 10844),
 * lightning protection (NBR 5419, its 2015 risk analysis and its history), stairs of NBR 9077,
 * plagiarism sanctions of the CAU, and the non-building strips of Lei 6.766 after Lei 13.913.
 * Questions are asked as an architect types in the chat: some with the project's case first, some
 * lowercase and unaccented, some formal, some with two parts, some as an exam question turned into
 * a direct one; each key fact was read on the cited page (a calc question's rule was read there and
 * the arithmetic done on it, with every input given in the question). A few answerable questions
 * ask obscure but real facts (the item number of the reserve rule, the ethics rule broken by
 * plagiarism, the old NB 195, the INPE maps behind Ng, the earth-resistance meter) that the base is
 * not expected to hold: there the honest answer is "não encontrei". Out questions are off-topic,
 * ask for rules that do not exist (an item, a part or a resolution that no text has) or for other
 * countries' rules; municipal ones ask what only a city sets; future ones ask values not published.
 */
export const DEV_SOURCE_19: readonly EvalQuestion[] = [
  // Água fria: reserva domiciliar (NBR 5626)
  {
    q: "Pela NBR 5626, o volume de água reservado para uso doméstico deve atender, no mínimo, quantas horas de consumo normal do edifício?",
    kind: "fact",
    norm: "NBR 5626",
    fact: "24 h",
    wrong: ["48 h", "72 h"],
    source: RESERVA,
  },
  {
    q: "casa pequena, so um casal morando: qual a reserva minima de agua que a nbr 5626 recomenda pra caixa d'agua?",
    kind: "fact",
    norm: "NBR 5626",
    fact: "500 L",
    source: RESERVA,
  },
  {
    q: "Em qual item da NBR 5626 está a regra de que a reserva doméstica deve cobrir o consumo normal do edifício sem contar o volume de combate a incêndio?",
    kind: "fact",
    norm: "NBR 5626",
    fact: "/5.2.5.1/",
    source: RESERVA,
  },
  {
    q: "Projeto de uma casa em Londrina para 4 moradores, com consumo estimado de 150 litros por pessoa por dia. Qual o volume mínimo de reserva doméstica pela NBR 5626, sem a reserva de incêndio?",
    kind: "calc",
    norm: "NBR 5626",
    fact: "600 L",
    source: RESERVA,
  },
  {
    q: "Uma casinha de 45 m² para 2 pessoas, consumo de 120 L por pessoa por dia. Fazendo a conta de 24 h dá 240 L — posso especificar caixa d'água com esse volume ou a NBR 5626 pede mais para residência pequena? Qual o mínimo?",
    kind: "calc",
    norm: "NBR 5626",
    fact: "500 L",
    wrong: ["240 L"],
    source: RESERVA,
  },

  // Esgoto: caixas de inspeção e fecho hídrico (NBR 8160)
  {
    q: "Qual a distância máxima entre dois dispositivos de inspeção na rede de esgoto predial segundo a NBR 8160?",
    kind: "fact",
    norm: "NBR 8160",
    fact: "25 m",
    wrong: ["30 m"],
    source: INSPECAO,
  },
  {
    q: "ligacao do coletor predial com a rede publica: a caixa de inspecao mais proxima pode ficar no maximo a quantos metros dela?",
    kind: "fact",
    norm: "NBR 8160",
    fact: "15 m",
    source: INSPECAO,
  },
  {
    q: "Conforme a NBR 8160, qual o comprimento máximo do trecho do ramal de descarga de uma bacia sanitária, medido entre ela e o dispositivo de inspeção?",
    kind: "fact",
    norm: "NBR 8160",
    fact: "10 m",
    source: INSPECAO,
  },
  {
    q: "Num prédio de 5 pavimentos, a que distância mínima dos tubos de queda que contribuem para ela a caixa de inspeção pode ficar?",
    kind: "fact",
    norm: "NBR 8160",
    fact: "2 m",
    source: INSPECAO,
  },
  {
    q: "Tenho um subcoletor enterrado, reto, com 70 m entre a primeira e a última caixa de inspeção. Respeitando a distância máxima entre dispositivos de inspeção da NBR 8160, quantas caixas intermediárias preciso prever, no mínimo?",
    kind: "calc",
    norm: "NBR 8160",
    fact: "2",
    source: INSPECAO,
  },
  {
    q: "No projeto de um sobrado, a caixa de inspeção mais próxima da ligação do coletor predial com a rede pública ficou a 18 m dessa ligação. Quantos metros, no mínimo, preciso aproximá-la para atender à NBR 8160?",
    kind: "calc",
    norm: "NBR 8160",
    fact: "3 m",
    source: INSPECAO,
  },
  {
    q: "Qual a altura mínima do fecho hídrico de ralos, sifões e caixas sifonadas pela NBR 8160?",
    kind: "fact",
    norm: "NBR 8160",
    fact: "5 cm",
    wrong: ["10 cm"],
    source: FECHO,
  },

  // Águas pluviais no telhado (NBR 10844)
  {
    q: "Cliente quer entender a chuva de projeto: um telhado de 60 m² sob uma chuva de 227 mm/h recebe quantos litros de água por hora?",
    kind: "calc",
    norm: "NBR 10844",
    fact: "13.620 L",
    source: CHUVA,
  },
  {
    q: "calculo rapido de calha: cobertura de 45 m2 e chuva de 150 mm por hora, quantos litros por hora chegam na calha?",
    kind: "calc",
    norm: "NBR 10844",
    fact: "6.750 L",
    source: CHUVA,
  },
  {
    q: "Na conta de águas pluviais, 1 mm de chuva caindo sobre 1 m² de telhado equivale a quantos litros de água?",
    kind: "fact",
    norm: "NBR 10844",
    fact: "1 L",
    source: CHUVA,
  },

  // Para-raios (NBR 5419)
  {
    q: "Em que ano a antiga NB 195 foi transformada na NBR 5419, a norma de proteção contra descargas atmosféricas?",
    kind: "fact",
    norm: "NBR 5419",
    fact: "/1977/",
    source: SPDA_HISTORIA,
  },
  {
    q: "antes de virar NBR 5419, qual era o nome da primeira norma brasileira de para-raios, de 1970?",
    kind: "fact",
    norm: "NBR 5419",
    fact: "/NB 195/",
    source: SPDA_HISTORIA,
  },
  {
    q: "Na análise de risco da NBR 5419:2015, quantos tipos de perda são considerados (de L1 a L4)?",
    kind: "fact",
    norm: "NBR 5419",
    fact: "/quatro tipos de perda/",
    source: SPDA_2015,
  },
  {
    q: "Pela NBR 5419:2015, de onde deve vir a densidade de descargas atmosféricas para a terra (Ng) usada no cálculo de risco, que antes saía do mapa isoceráunico?",
    kind: "fact",
    norm: "NBR 5419",
    fact: "/INPE/",
    source: SPDA_2015,
  },
  {
    q: "Com a NBR 5419 de 2015, o nível de proteção do SPDA deixou de ser um dado de saída do projeto e passou a ser o quê na avaliação de risco?",
    kind: "fact",
    norm: "NBR 5419",
    fact: "/parametro de entrada/",
    source: SPDA_2015,
  },
  {
    q: "Qual o aparelho usado para aferir a resistência do aterramento do para-raios, medida em ohms?",
    kind: "fact",
    norm: "NBR 5419",
    fact: "/terrometro/",
    source: SPDA_PARTES,
  },
  {
    q: "Como se chama a ponteira captora mais usada no topo dos para-raios, aquela haste pontiaguda no mastro?",
    kind: "fact",
    norm: "NBR 5419",
    fact: "/Franklin/",
    source: SPDA_PARTES,
  },

  // Saídas de emergência: tipos de escada (NBR 9077 e instruções técnicas)
  {
    q: "Qual NBR trata das saídas de emergência em edifícios e traz as regras de escadas de emergência?",
    kind: "fact",
    norm: "NBR 9077",
    fact: "/9077/",
    source: ESCADA,
  },
  {
    q: "Até que altura de edificação se admite escada de emergência não enclausurada (NE)?",
    kind: "fact",
    norm: "NBR 9077",
    fact: "12 m",
    source: ESCADA,
  },
  {
    q: "escada enclausurada protegida (EP) e usada em predios de 12 m ate quantos metros de altura?",
    kind: "fact",
    norm: "NBR 9077",
    fact: "30 m",
    source: ESCADA,
  },
  {
    q: "As paredes corta-fogo que enclausuram uma escada protegida devem ter resistência mínima ao fogo de quanto tempo?",
    kind: "fact",
    norm: "NBR 9077",
    fact: "2 h",
    source: ESCADA,
  },
  {
    q: "Edifício residencial com térreo e mais 7 pavimentos, 3,00 m de piso a piso; a altura é medida do piso do térreo ao piso do último pavimento. Com essa altura, que tipo de escada de emergência ele pede: não enclausurada, enclausurada protegida ou à prova de fumaça?",
    kind: "calc",
    norm: "NBR 9077",
    fact: "/enclausurada protegida/",
    source: ESCADA,
  },

  // Profissão: plágio e sanções (CAU)
  {
    q: "Arquiteto que plagia projeto de colega pode ser suspenso pelo CAU por até quantos dias?",
    kind: "fact",
    norm: "Resolução CAU/BR 58",
    fact: "365 dias",
    source: PLAGIO,
  },
  {
    q: "Qual a multa máxima, em anuidades, que o CAU pode aplicar ao arquiteto que se apropria de projeto alheio?",
    kind: "fact",
    norm: "Resolução CAU/BR 58",
    fact: "/10 anuidades/",
    source: PLAGIO,
  },
  {
    q: "Questão de concurso: qual regra do Código de Ética e Disciplina do CAU/BR manda o arquiteto repudiar a prática de plágio?",
    kind: "fact",
    norm: "Código de Ética do CAU/BR",
    fact: "/5.2.1/",
    source: PLAGIO,
  },

  // Parcelamento: faixas não edificáveis (Lei 6.766 e Lei 13.913)
  {
    q: "Loteamento à beira de rodovia: até quanto a lei municipal pode reduzir a faixa não edificável de cada lado da faixa de domínio?",
    kind: "fact",
    norm: "Lei 6.766",
    fact: "5 m",
    source: FAIXA_RODOVIA,
  },
  {
    q: "Qual lei de 2019 alterou a Lei 6.766 para permitir reduzir por lei municipal a faixa não edificável ao longo das rodovias?",
    kind: "fact",
    norm: "Lei 6.766",
    fact: "/13.913/",
    source: FAIXA_RODOVIA,
  },
  {
    q: "Gleba com 250 m de frente para a faixa de domínio de uma rodovia, num município sem lei que reduza a faixa. Qual a área mínima da faixa não edificável nessa frente, pela Lei 6.766?",
    kind: "calc",
    norm: "Lei 6.766",
    fact: "3.750 m2",
    source: FAIXA_RODOVIA,
  },
  {
    q: "Mesma gleba de 250 m de frente para a rodovia, mas agora a lei municipal reduziu a faixa não edificável ao mínimo que a Lei 6.766 admite. Quanto fica a área dessa faixa?",
    kind: "calc",
    norm: "Lei 6.766",
    fact: "1.250 m2",
    source: FAIXA_RODOVIA,
  },
  {
    q: "E ao longo da faixa de domínio de uma ferrovia, qual a faixa não edificável mínima de cada lado? Ela também pode ser reduzida por lei municipal?",
    kind: "fact",
    norm: "Lei 6.766",
    fact: "15 m",
    wrong: ["5 m"],
    source: LEI_13913,
  },
  {
    q: "tem um corrego passando no fundo da gleba que vou lotear. qual a faixa nao edificavel minima de cada lado pela lei de parcelamento?",
    kind: "fact",
    norm: "Lei 6.766",
    fact: "15 m",
    source: LEI_13913,
  },
  {
    q: "Uma ferrovia atravessa a gleba do loteamento ao longo de 400 m. Considerando a faixa não edificável mínima de cada lado da faixa de domínio, qual a área total não edificável?",
    kind: "calc",
    norm: "Lei 6.766",
    fact: "12.000 m2",
    source: LEI_13913,
  },

  // Fora do escopo, premissas falsas e regras de outros países
  {
    q: "Em qual item a NBR 5410 obriga que o interruptor do banheiro fique do lado de fora da porta?",
    kind: "out",
    source: INTERRUPTOR,
  },
  {
    q: "Pelas regras portuguesas de canalização, qual a altura mínima do fecho hídrico da caixa de esgoto numa casa de banho em Lisboa?",
    kind: "out",
    source: "https://multiassistencia.pt/como-evitar-o-mau-cheiro-nas-canalizacoes-13/",
  },
  {
    q: "Em Portugal, que regulamento obriga a pôr sifão no lavatório da casa de banho e de quanto em quanto tempo tem de ser limpo?",
    kind: "out",
    source: "https://www.homify.pt/livros_de_ideias/7901980/8-coisas-que-deve-saber-sobre-o-sifao",
  },
  {
    q: "Qual item da NBR 5626 obriga residências unifamiliares a ter reserva de água para 72 horas de consumo?",
    kind: "out",
    source: RESERVA,
  },
  {
    q: "O que a NBR 8160-2 diz sobre o dimensionamento das caixas de inspeção?",
    kind: "out",
    source: INSPECAO,
  },
  {
    q: "Qual inciso da Lei 6.766 exige faixa não edificável de 50 metros ao longo das rodovias federais de pista dupla?",
    kind: "out",
    source: FAIXA_RODOVIA,
  },
  {
    q: "O que a Resolução CAU/BR nº 999, de 2025, mudou nas multas por plágio de projeto?",
    kind: "out",
    source: PLAGIO,
  },
  {
    q: "qual a melhor marca de ar condicionado de 24000 btus pra comprar na promocao desse mes?",
    kind: "out",
    source: "https://puroar.brilhaaqui.com/ar-condicionado-para-35m-btus",
  },
  {
    q: "Quantos BTU por pé quadrado a ASHRAE exige para um quarto de hotel nos Estados Unidos?",
    kind: "out",
    source: "https://tecnoblog.net/responde/como-dimensionar-ar-condicionado-btus-por-m%C2%B2/",
  },
  {
    q: "Pela NFPA 780 americana, qual a altura mínima do captor de para-raios em telhado plano?",
    kind: "out",
    source: SPDA_HISTORIA,
  },
  {
    q: "Qual item da IT 11 obriga escada enclausurada à prova de fumaça num sobrado unifamiliar de dois pavimentos?",
    kind: "out",
    source: ESCADA,
  },
  {
    q: "como tiro o cheiro de cigarro do sofa de tecido da sala?",
    kind: "out",
    source: FECHO,
  },

  // O que só o município define
  {
    q: "Vou projetar um posto de saúde em Ouro Preto: quantas horas de reserva de água a lei municipal exige para esse tipo de uso?",
    kind: "municipal",
    source: RESERVA,
  },
  {
    q: "Em Unaí (MG), qual o recuo frontal mínimo de uma casa numa chácara da Zona de Sítios de Recreio?",
    kind: "municipal",
    source: UNAI,
  },
  {
    q: "Ainda em Unaí: qual a taxa de ocupação máxima e a altura máxima permitidas num sítio de recreio?",
    kind: "municipal",
    source: UNAI,
  },
  {
    q: "Em Joinville, a lei municipal já reduziu a faixa não edificável ao longo das rodovias? Para quantos metros?",
    kind: "municipal",
    source: FAIXA_RODOVIA,
  },
  {
    q: "Projeto de uma casa térrea em Crato (CE): qual o afastamento lateral mínimo que o código de obras exige?",
    kind: "municipal",
    source: "https://www.homify.com.br/livros_de_ideias/7277148/projeto-de-arquitetura-residencial-em-crato-ce",
  },
  {
    q: "qual a taxa de ocupacao maxima de um lote residencial de 360 m2 em goiania?",
    kind: "municipal",
    source: "http://www.tracodarquitetura.com.br/site/servico.php?cod=3",
  },

  // Valores ainda não publicados
  {
    q: "Qual será o valor da taxa de RRT em 2028?",
    kind: "future",
    source: RRT,
  },
  {
    q: "Quanto vai ser a anuidade do CAU para arquiteto pessoa física em 2028?",
    kind: "future",
    source: RRT,
  },
  {
    q: "Qual o CUB/m² do padrão R8-N em Curitiba em março de 2027?",
    kind: "future",
    source: "https://www.financiamentoeconstrucao.com.br/quantidade-de-tomadas-por-comodo-ou-metro-quadrado.html",
  },
  {
    q: "O que muda nos espaçamentos das descidas na nova edição da NBR 5419 de 2027?",
    kind: "future",
    source: SPDA_HISTORIA,
  },
  {
    q: "Qual a intensidade pluviométrica de projeto de São Paulo na revisão da NBR 10844 de 2028?",
    kind: "future",
    source: CHUVA,
  },
];
