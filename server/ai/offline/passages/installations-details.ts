import type { Passage } from "#server/ai/offline/types";
import { NBR10844, NBR5410, NBR8160 } from "./codes";

/**
 * Building services in detail, one key figure per passage: NBR 5626 (pressures, velocity, water
 * reserve, hot water), NBR 5410 (DR, lighting loads, sockets, wires, conduits), NBR 8160 (vent
 * pipes) and NBR 10844 (gutters). Same code constants as norms-installations.ts.
 */

const NBR5626 = "ABNT NBR 5626:2020";

const AGUA = ["água fria", "hidráulica", "instalação hidráulica", "encanamento", "5626"];
const ELETRICA = ["elétrica", "instalação elétrica", "projeto elétrico", "5410"];

export const INSTALLATION_DETAIL_PASSAGES: Passage[] = [
  // ---------------------------------------------------------------- NBR 5626: água fria e quente
  {
    id: "nbr5626-vigencia",
    code: NBR5626,
    title: "NBR 5626:2020: desde quando vale a nova norma de água fria e quente",
    topics: [...AGUA, "água quente", "vigência", "edição", "versão vigente", "nova norma", "entrou em vigor", "aprovação na prefeitura", "SPAFAQ"],
    text:
      "A 2ª edição da NBR 5626, que passou a tratar juntos os sistemas prediais de água fria e de água quente, entrou em vigor em 29/12/2020. " +
      "Segundo a recomendação técnica do Secovi-SP e da Abrasip, ela se aplica aos projetos protocolados na prefeitura a partir dessa data.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr5626-pressao-estatica",
    code: NBR5626,
    title: "Pressão estática máxima nos pontos de utilização: 400 kPa (40 mca)",
    item: "item 6.9.4",
    topics: [...AGUA, "pressão", "pressão máxima", "pressão estática", "kPa", "mca", "metro de coluna d'água", "torneira", "chuveiro", "prédio alto", "água parada"],
    text:
      "Pela NBR 5626:2020 (item 6.9.4), com a água parada a pressão estática em qualquer ponto de utilização não pode passar de 400 kPa, o que equivale a 40 mca (metros de coluna d'água). " +
      "O mesmo limite de 400 kPa já constava da edição de 1998 (item 5.3.5.3).",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr5626-pressao-dinamica",
    code: NBR5626,
    title: "Pressão dinâmica mínima: 10 kPa no ponto de utilização e 5 kPa na rede",
    item: "itens 6.9.2 e 6.9.3",
    topics: [...AGUA, "pressão", "pressão mínima", "pressão dinâmica", "kPa", "mca", "pouca pressão", "água fraca", "chuveiro fraco", "torneira", "ponto de utilização", "barrilete"],
    text:
      "Com a água escoando, a NBR 5626:2020 pede no ponto de utilização a pressão dinâmica necessária à vazão de projeto da peça e, em qualquer caso, pelo menos 10 kPa (1 mca). " +
      "Nos demais pontos do sistema de distribuição o mínimo é 5 kPa (0,5 mca), exceto nos trechos verticais que descem do reservatório elevado até o barrilete nos sistemas indiretos.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr5626-sobrepressao",
    code: NBR5626,
    title: "Golpe de aríete: sobrepressão admitida de até 200 kPa",
    item: "item 6.9.6",
    topics: [...AGUA, "golpe de aríete", "sobrepressão", "transiente hidráulico", "pressão", "kPa", "barulho no cano", "batida na tubulação"],
    text:
      "As sobrepressões provocadas por transientes hidráulicos, o chamado golpe de aríete, devem ser levadas em conta no dimensionamento das tubulações. " +
      "A NBR 5626:2020 (item 6.9.6) as aceita desde que não passem de 200 kPa (20 mca) acima da pressão dinâmica prevista no projeto.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr5626-velocidade",
    code: NBR5626,
    title: "Velocidade máxima da água nas tubulações: 3 m/s",
    item: "item 6.8 (edição de 2020); item 5.3.4 (edição de 1998)",
    topics: [...AGUA, "velocidade", "velocidade máxima", "m/s", "tubulação", "cano", "diâmetro", "dimensionamento", "golpe de aríete", "ruído"],
    text:
      "A edição de 1998 da NBR 5626 (item 5.3.4) mandava dimensionar os tubos para que a água não passasse de 3 m/s em nenhum trecho. " +
      "A edição de 2020 (item 6.8) mantém os 3 m/s como referência de velocidade média máxima e explica que esse limite não evita o golpe de aríete, mas reduz a intensidade dos picos de sobrepressão.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr5626-reserva-24h",
    code: "ABNT NBR 5626:1998",
    title: "Caixa d'água: reserva mínima de 24 h e 500 L em casa pequena (edição de 1998)",
    item: "item 5.2.5.1",
    topics: [...AGUA, "caixa d'água", "caixa dagua", "reservatório", "reserva", "volume da caixa d'água", "capacidade", "24 horas", "1 dia", "500 litros", "litros", "falta d'água", "concessionária"],
    text:
      "A edição de 1998 da NBR 5626 (item 5.2.5.1) exigia que o volume reservado para uso doméstico cobrisse no mínimo 24 h de consumo normal do edifício, sem contar a reserva de incêndio. " +
      "Para residências pequenas, recomendava uma reserva mínima de 500 L. " +
      "A capacidade deve considerar o padrão de consumo do prédio e a frequência e a duração das faltas de água, e cabe à concessionária informar o consumo estimado por pessoa por dia.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr5626-dimensionar-caixa",
    code: NBR5626,
    title: "Como dimensionar a caixa d'água: consumo diário × dias de reserva",
    topics: [...AGUA, "caixa d'água", "caixa dagua", "reservatório", "dimensionamento do reservatório", "tamanho da caixa d'água", "litros por pessoa", "consumo diário", "consumo per capita", "150 litros", "200 litros", "1000 litros"],
    text:
      "Guias de projeto baseados na NBR 5626:2020 adotam como mínimo o consumo de 24 h (1 dia) da edificação, sem a reserva de incêndio, e é comum projetar para 1,5 ou 2 dias onde o abastecimento falha. " +
      "O consumo diário é Cd = P × q, com P a população e q o consumo por pessoa; sem dados melhores, usa-se de 150 a 200 L por pessoa por dia. " +
      "Exemplo: 5 moradores × 200 L = 1.000 L por dia.",
    source: "https://deltaprojetos.eng.br/como-fazer-dimensionamento-de-reservatorio",
  },
  {
    id: "consumo-predial-tabela",
    code: "Tabela de consumo predial usual (antiga NB-92)",
    title: "Consumo de água por tipo de edificação (valores usuais de projeto)",
    topics: [...AGUA, "caixa d'água", "reservatório", "consumo per capita", "litros por pessoa", "consumo diário", "apartamento", "residência", "escritório", "escola", "hotel", "hospital", "taxa de ocupação", "NB-92"],
    text:
      "As tabelas usadas em projeto, herdadas da antiga NB-92, estimam o consumo diário em 200 L por pessoa em apartamentos, 150 L em residências, 50 L em escritórios e em escolas externato, 150 L em internatos e 250 L em hospitais. " +
      "Hotéis sem cozinha e lavanderia contam 120 L por hóspede, garagens 50 L por automóvel e jardins 1,5 L por m². " +
      "Para estimar a população, residências e apartamentos contam 2 pessoas por dormitório. " +
      "São estimativas de projeto, não exigências da NBR 5626; a concessionária local pode fixar outros valores.",
    source: "tabelas usuais de projeto herdadas da antiga NB-92 (ABNT)",
  },
  {
    id: "nbr5626-reserva-maxima",
    code: NBR5626,
    title: "Volume máximo da caixa d'água (3 dias) e reservatório em dois compartimentos",
    item: "itens 6.5.6.3 e 6.5.6.5",
    topics: [...AGUA, "caixa d'água", "reservatório", "volume máximo", "potabilidade", "cloro", "3 dias", "compartimentos", "duas câmaras", "limpeza da caixa d'água", "manutenção", "prédio"],
    text:
      "A NBR 5626:2020 (item 6.5.6.3) limita o volume de água potável guardada para que ela continue potável durante o tempo médio de permanência no reservatório, sem perder o efeito do desinfetante. " +
      "Se esse limite não puder ser calculado, a nota do item recomenda não passar de 3 dias de consumo. " +
      "Pelo item 6.5.6.5, fora as casas unifamiliares isoladas, os reservatórios elevados devem ter dois ou mais compartimentos, para permitir a manutenção sem cortar a água dos pontos de utilização.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr5626-agua-quente-temperatura",
    code: NBR5626,
    title: "Água quente: até 70 °C nos ambientes sanitários e 38 °C recomendados em creches e duchas higiênicas",
    item: "itens 6.10.3 e 6.10.4.4",
    topics: ["água quente", "temperatura", "aquecedor", "boiler", "aquecimento", "misturador", "escaldamento", "queimadura", "banheiro", "ducha higiênica", "creche", "hospital", "°C", "5626"],
    text:
      "Pela NBR 5626:2020 (item 6.10.3), nas tubulações de água quente dentro de ambientes sanitários com misturadores convencionais a temperatura fica limitada a 70 °C; acima disso, é obrigatório um recurso automático que limite a temperatura entregue aos pontos. " +
      "Onde o controle precisa de atenção especial (hospitais, escolas, creches, residências de idosos), a temperatura máxima deve ser limitada automaticamente para evitar escaldamento, e a nota do item 6.10.4.4 recomenda no máximo 38 °C em duchas higiênicas, creches e certas clínicas.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr5626-1998-valores",
    code: "ABNT NBR 5626:1998",
    title: "Valores da edição de 1998 (cancelada): válvula de descarga, enchimento e abertura da caixa d'água",
    item: "itens 5.3.3, 5.3.5 e 5.6.7.2",
    topics: [...AGUA, "válvula de descarga", "caixa de descarga", "bacia sanitária", "vaso sanitário", "pressão mínima", "tempo de enchimento", "tampa da caixa d'água", "abertura de inspeção", "edição de 1998", "norma antiga"],
    text:
      "A NBR 5626 de 1998, substituída pela edição de 2020, pedia ao menos 15 kPa no ponto da válvula de descarga de bacia sanitária e admitia até 5 kPa no ponto da caixa de descarga. " +
      "O enchimento de reservatórios pequenos, como os de casas, devia levar menos de 1 h, e o de grandes reservatórios até 6 h. " +
      "A abertura de inspeção e limpeza do reservatório tinha no mínimo 600 mm em qualquer direção, com rebordo de 100 mm no reservatório inferior; confirme na edição de 2020 se esses valores se mantêm.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },

  // ---------------------------------------------------------------- NBR 5410: instalações elétricas
  {
    id: "nbr5410-banheiro-volumes",
    code: NBR5410,
    item: "seção 9.1",
    title: "Banheiro: volumes 0 e 1 em volta do chuveiro e da banheira",
    topics: ["volume 0", "volume 1", "volumes do banheiro", "boxe", "box", "chuveiro", "ducha", "banheira", "IPX7", "grau de proteção", "IP", "SELV", "extrabaixa tensão", "local molhado", "banheiro", ...ELETRICA],
    text:
      "Em locais com banheira ou chuveiro, a NBR 5410 divide o espaço em volumes conforme a proximidade da água, e cada volume restringe o que pode ser instalado. " +
      "O volume 0 é o interior da banheira ou do boxe: nele só entram equipamentos em extrabaixa tensão de segurança (SELV, até 12 V em corrente alternada) com grau de proteção IPX7. " +
      "O volume 1 fica sobre o volume 0 e vai do piso até 2,25 m de altura.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr5410-edicao",
    code: NBR5410,
    title: "NBR 5410: a edição de 2004 continua em vigor (revisão sem data)",
    topics: [...ELETRICA, "baixa tensão", "edição", "versão vigente", "nova NBR 5410", "revisão", "consulta nacional", "2004", "atualização"],
    text:
      "A norma de instalações elétricas de baixa tensão em vigor é a NBR 5410 de 2004. " +
      "O texto da revisão ficou em consulta nacional de 28/11/2023 a 29/02/2024 e recebeu mais de mil comentários; em agosto de 2024, um membro da comissão de estudo estimou que a nova edição não sai antes de 2028. " +
      "Até a publicação, vale a edição de 2004.",
    source: "https://arandanet.com.br/revista/fotovolt/noticia/9442-Nova-NBR-5410-deve-sair-apenas-em-2028.html",
  },
  {
    id: "nbr5410-dr",
    code: NBR5410,
    title: "DR de 30 mA: onde o diferencial-residual é obrigatório",
    item: "item 5.1.3.2.2",
    topics: [...ELETRICA, "DR", "IDR", "dispositivo DR", "diferencial residual", "interruptor diferencial", "disjuntor DR", "30 mA", "choque", "choque elétrico", "banheiro", "chuveiro", "cozinha", "lavanderia", "área de serviço", "garagem", "área externa", "tomada externa", "quadro de luz", "quadro de disjuntores"],
    text:
      "A NBR 5410 (item 5.1.3.2.2) exige proteção por dispositivo DR de alta sensibilidade, com corrente diferencial-residual nominal de no máximo 30 mA, nos circuitos que atendem locais com banheira ou chuveiro e tomadas em áreas externas à edificação. " +
      "Também entram as tomadas internas que possam alimentar equipamentos usados do lado de fora e as tomadas de cozinhas, copas-cozinhas, lavanderias, áreas de serviço, garagens e demais locais internos molhados ou lavados com frequência. " +
      "O DR desliga fugas de corrente pequenas, de centésimos de ampère, que o disjuntor comum não percebe e que podem matar.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr5410-carga-iluminacao",
    code: NBR5410,
    title: "Carga de iluminação pela área do cômodo: 100 VA até 6 m² e mais 60 VA a cada 4 m² inteiros",
    item: "item 9.5.2.1.2",
    topics: [...ELETRICA, "iluminação", "luz", "carga de iluminação", "potência de iluminação", "VA", "área do cômodo", "m²", "previsão de carga", "quarto", "sala", "cozinha", "cálculo", "lâmpada"],
    text:
      "Na previsão de carga de habitações, a NBR 5410 (item 9.5.2.1.2) admite, em vez do cálculo luminotécnico, uma regra pela área: cômodo de até 6 m² recebe no mínimo 100 VA; acima de 6 m², 100 VA pelos primeiros 6 m² mais 60 VA para cada 4 m² inteiros que excederem. " +
      "A sobra menor que 4 m² não conta: 12 m² dá 160 VA (6 + 4 + 2) e 14 m² dá 220 VA (6 + 4 + 4). " +
      "O valor serve para dimensionar os circuitos e não é a potência obrigatória das lâmpadas.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr5410-ponto-de-luz",
    code: NBR5410,
    title: "Ponto de luz no teto em cada cômodo",
    item: "item 9.5.2.1.1",
    topics: [...ELETRICA, "ponto de luz", "luz no teto", "luminária", "interruptor", "iluminação", "hotel", "lavabo", "varanda", "depósito", "escada"],
    text:
      "Em habitações, a NBR 5410 (item 9.5.2.1.1) pede em cada cômodo pelo menos um ponto de luz fixo no teto, comandado por interruptor. " +
      "Nos quartos de hotéis e motéis ele pode ser trocado por uma tomada de no mínimo 100 VA comandada por interruptor de parede. " +
      "Em espaços sob escada, depósitos, despensas, lavabos e varandas pequenos, onde o ponto no teto é difícil, admite-se o ponto na parede.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr5410-tomadas-salas",
    code: NBR5410,
    title: "Tomadas (TUG) em sala, quarto, varanda e demais cômodos",
    item: "item 9.5.2.2.1",
    topics: [...ELETRICA, "tomada", "tomadas", "TUG", "quantas tomadas", "ponto de tomada", "sala", "quarto", "dormitório", "varanda", "perímetro", "cômodo pequeno", "corredor", "hall"],
    text:
      "Em salas e dormitórios, a NBR 5410 pede pelo menos 1 ponto de tomada a cada 5 m de perímetro ou fração, distribuídos pelo cômodo; em cada varanda, pelo menos 1 ponto, que pode ficar fora da varanda, junto ao acesso, quando ela não comporta o ponto por razões construtivas, tem menos de 2 m² ou menos de 0,80 m de profundidade. " +
      "Nos demais cômodos: até 2,25 m², 1 ponto, que pode ficar do lado de fora a até 0,80 m da porta; de 2,25 m² a 6 m², 1 ponto; acima de 6 m², 1 ponto a cada 5 m de perímetro ou fração.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr5410-circuito-independente",
    code: NBR5410,
    title: "Circuito independente para equipamento acima de 10 A e chuveiro ligado sem tomada",
    item: "item 9.5.3",
    topics: [...ELETRICA, "circuito", "circuito independente", "circuito exclusivo", "TUE", "tomada de uso específico", "10 A", "chuveiro elétrico", "aquecedor", "ar-condicionado", "forno", "disjuntor"],
    text:
      "Pela NBR 5410, todo ponto de utilização previsto para alimentar, só ou quase só, um equipamento com corrente nominal acima de 10 A deve ter circuito independente. " +
      "O aquecedor elétrico de água, como o chuveiro, é ligado diretamente ao ponto, sem tomada de corrente.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr5410-secao-minima",
    code: NBR5410,
    title: "Bitola mínima dos fios: 1,5 mm² na iluminação e 2,5 mm² nas tomadas",
    item: "Tabela 47",
    topics: [...ELETRICA, "fio", "fios", "cabo", "bitola", "bitola do fio", "seção mínima", "mm²", "condutor", "cobre", "fiação", "iluminação", "tomada", "circuito de força", "TUG"],
    text:
      "A NBR 5410 fixa a seção mínima dos condutores de cobre em 1,5 mm² nos circuitos de iluminação e 2,5 mm² nos circuitos de força, que incluem as tomadas de uso geral. " +
      "São mínimos: a bitola final sai do cálculo da corrente e da queda de tensão de cada circuito, e iluminação, tomadas de uso geral e tomadas de uso específico ficam em circuitos separados.",
    source: "https://www.portaldoseletricistas.com/normas.html",
  },
  {
    id: "nbr5410-cores",
    code: NBR5410,
    title: "Cores dos fios: neutro azul-claro e terra verde-amarelo",
    item: "item 6.1.5.3",
    topics: [...ELETRICA, "cor do fio", "cores dos fios", "neutro", "fase", "terra", "fio terra", "aterramento", "condutor de proteção", "PE", "azul", "verde e amarelo"],
    text:
      "Pela NBR 5410 (item 6.1.5.3), quando a identificação é por cor, o condutor neutro usa isolação azul-claro e o condutor de proteção (o fio terra) usa a dupla coloração verde-amarela ou a cor verde. " +
      "Os condutores de fase podem ter qualquer outra cor, desde que não sejam essas.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr5410-eletroduto-comprimento",
    code: NBR5410,
    title: "Eletroduto: trecho contínuo de até 15 m (interno) ou 30 m (externo), menos 3 m por curva",
    item: "item 6.2.11.1.6 b)",
    topics: [...ELETRICA, "eletroduto", "conduíte", "tubulação elétrica", "caixa de passagem", "comprimento máximo", "curva", "15 m", "30 m"],
    text:
      "Pela NBR 5410 (item 6.2.11.1.6 b), um trecho contínuo de eletroduto, sem caixa ou equipamento no meio, não passa de 15 m em linhas internas à edificação nem de 30 m em áreas externas, se for reto. " +
      "Cada curva de 90° reduz esses limites em 3 m: com duas curvas, um trecho interno fica com no máximo 9 m.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr5410-eletroduto-ocupacao",
    code: NBR5410,
    title: "Taxa de ocupação do eletroduto: 53%, 31% ou 40% da seção",
    item: "item 6.2.11.1.6 a)",
    topics: [...ELETRICA, "eletroduto", "conduíte", "taxa de ocupação", "quantos fios cabem", "diâmetro do eletroduto", "fios", "cabos"],
    text:
      "A área dos condutores dentro de um eletroduto não pode passar de 53% da seção interna quando há um só condutor, 31% com dois e 40% com três ou mais. " +
      "O limite garante que os fios possam ser passados e retirados com facilidade depois de montada a linha.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },

  // ---------------------------------------------------------------- NBR 8160 e NBR 10844
  {
    id: "nbr8160-primario-secundario",
    code: NBR8160,
    title: "Esgoto primário e secundário: onde chegam os gases da rede",
    topics: ["esgoto primário", "esgoto secundário", "instalação primária", "instalação secundária", "tubulação primária", "tubulação secundária", "primária ou secundária", "gases", "mau cheiro", "desconector", "fecho hídrico", "caixa sifonada", "ralo sifonado", "vaso sanitário", "bacia sanitária", "8160"],
    text:
      "Na NBR 8160, a instalação primária de esgoto é a parte cujas tubulações têm acesso aos gases que vêm do coletor público ou da fossa; a secundária fica antes de um desconector (caixa ou ralo sifonado, sifão), que com seu fecho hídrico barra esses gases. " +
      "A bacia sanitária já tem fecho hídrico próprio e descarrega direto na instalação primária: a tubulação que recebe o esgoto do vaso é primária. " +
      "Lavatórios, chuveiros e ralos de piso costumam chegar à caixa sifonada pela instalação secundária.",
    source: "https://engenharia360.com/esgoto-edificios-pela-nbr-8160/",
  },
  {
    id: "nbr8160-caixa-inspecao-dimensoes",
    code: NBR8160,
    title: "Caixa de inspeção de esgoto: tamanho mínimo, profundidade máxima e distância do tubo de queda",
    item: "itens 4.2.6.2 e 5.1.5.3",
    topics: ["caixa de inspeção", "caixa de inspeção de esgoto", "dimensão da caixa de inspeção", "tamanho da caixa de inspeção", "profundidade da caixa de inspeção", "tubo de queda", "poço de visita", "esgoto", "8160"],
    text:
      "Pela NBR 8160, a caixa de inspeção de esgoto tem dimensão interna mínima de 60 cm, de lado quando de base quadrada ou de diâmetro quando cilíndrica. " +
      "A sua profundidade é de no máximo 1,00 m, e entre duas caixas de inspeção a distância é de no máximo 25 m. " +
      "Em prédios com mais de dois pavimentos, a caixa de inspeção não fica a menos de 2,00 m dos tubos de queda que contribuem para ela. " +
      "Desvios, mudanças de declividade e junções de tubulações enterradas se fazem com caixas de inspeção ou poços de visita.",
    source: "https://www.deltaprojetos.eng.br/o-que-sao-as-caixas-de-inspecao-e-de-passagem",
  },
  {
    id: "nbr8160-ventilacao",
    code: NBR8160,
    title: "Tubo ventilador do esgoto: altura acima da cobertura e distância de janelas",
    item: "item 4.3.6",
    topics: ["esgoto", "ventilação", "tubo ventilador", "respiro", "coluna de ventilação", "cheiro de esgoto", "laje", "cobertura", "terraço", "janela", "8160"],
    text:
      "Pela NBR 8160 (item 4.3.6), a ponta aberta do tubo ventilador primário ou da coluna de ventilação sobe pelo menos 2,00 m acima da cobertura quando a laje é usada para outros fins (terraço, por exemplo); nos demais casos, pelo menos 0,30 m. " +
      "Ela não pode ficar a menos de 4,00 m de janelas, portas ou vãos de ventilação, a não ser que esteja ao menos 1,00 m acima das vergas desses vãos, e leva terminal que impeça a entrada direta da chuva.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr10844-calhas-caimento",
    code: NBR10844,
    title: "Caimento mínimo de 0,5% em calhas de beiral e platibanda e em lajes",
    topics: ["calha", "calhas", "caimento da calha", "inclinação", "declividade", "0,5%", "beiral", "platibanda", "água furtada", "laje", "cobertura", "chuva", "águas pluviais", "telhado", "10844"],
    text:
      "Pela NBR 10844, as calhas de beiral e de platibanda têm inclinação uniforme de no mínimo 0,5%; na calha de água-furtada, a inclinação sai do projeto da cobertura. " +
      "Superfícies horizontais de laje também caem no mínimo 0,5% até os pontos de drenagem, e a drenagem deve ter mais de uma saída, salvo onde não houver risco de entupimento.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr10844-calha-saida",
    code: NBR10844,
    title: "Calha: posição, saída perto de mudança de direção e fórmula de Manning",
    topics: ["calha", "dimensionamento da calha", "vazão", "saída da calha", "mudança de direção", "Manning", "beiral", "platibanda", "extravasor", "águas pluviais", "10844"],
    text:
      "Sempre que possível, a calha de beiral ou platibanda fica centrada sob a borda da cobertura e o mais perto dela. " +
      "Se a saída não está numa das pontas, a calha é dimensionada pela vazão da maior área de contribuição, e quando a saída fica a menos de 4 m de uma mudança de direção a vazão de projeto é multiplicada pelos coeficientes da tabela da norma. " +
      "A seção da calha é calculada pela fórmula de Manning-Strickler.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
];
