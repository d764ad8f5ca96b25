import { NORM_TEXT_SOURCE } from "#server/ai/offline/source-hosts";
import type { Passage } from "#server/ai/offline/types";
import { LEI12651, LEI6766, NBR9050, NBR9077 } from "./codes";

/**
 * Everyday facts the base lacked, one rule per passage: accessible counters and tables (NBR 9050),
 * the residential occupancy divisions (NBR 9077 and the state fire codes), the grease trap
 * (NBR 8160), voltage drop (NBR 5410), fck at 28 days (NBR 6118), the minimum footing (NBR 6122),
 * the PMOC law and Anvisa's fresh-air rate for air-conditioned rooms, crimes, public areas and
 * works of land parcelling (Lei 6.766) and the limits on building in a permanent preservation area
 * (Código Florestal).
 */

const PLANALTO_6766 = "https://www.planalto.gov.br/ccivil_03/leis/l6766.htm";
const PLANALTO_12651 = "https://www.planalto.gov.br/ccivil_03/_ato2011-2014/2012/lei/l12651.htm";

export const EVERYDAY_NORM_2_PASSAGES: Passage[] = [
  // ---------------------------------------------------------------- NBR 9050: mobiliário acessível
  {
    id: "nbr9050-balcao-atendimento",
    code: NBR9050,
    item: "seção 9 (balcões de atendimento)",
    title: "Balcão de atendimento acessível: trecho de 0,90 m de largura a 0,75–0,85 m do piso, com 0,73 m livres embaixo",
    topics: ["balcão", "balcões", "balcao", "balcão de atendimento", "balcao de atendimento", "balcão acessível", "balcão rebaixado", "guichê", "bilheteria", "recepção", "check-in", "altura do balcão", "0,75 m", "0,85 m", "0,73 m", "cadeirante", "acessibilidade", "9050"],
    text:
      "Pela NBR 9050:2020, o balcão de atendimento acessível tem pelo menos um trecho com superfície de largura mínima de 0,90 m e altura entre 0,75 m e 0,85 m do piso acabado, com largura livre mínima de 0,80 m sob essa superfície. " +
      "Embaixo do tampo ficam uma altura livre de no mínimo 0,73 m e uma profundidade livre de no mínimo 0,30 m, para que a pessoa em cadeira de rodas avance com as pernas sob o balcão. " +
      "O trecho acessível deve ser sinalizado e visível desde os acessos principais; o Decreto 5.296/2004 (art. 21) exige essa parte acessível nos balcões e bilheterias das edificações de uso público ou coletivo.",
    source: "https://aviacaoacessivel.com/7700_us-balcoes-de-atendimento-acessiveis",
  },
  {
    id: "nbr9050-mesas-acessiveis",
    code: NBR9050,
    item: "seção 9 (mesas para refeição ou trabalho)",
    title: "Mesas acessíveis: 5% das mesas (no mínimo uma), tampo a 0,75–0,85 m e 0,73 m livres embaixo",
    topics: ["mesa acessível", "mesas acessíveis", "mesa acessivel", "mesa para cadeirante", "mesas para cadeirantes", "superfície de trabalho", "mesa de refeição", "refeitório", "restaurante", "praça de alimentação", "quantas mesas", "5% das mesas", "altura da mesa", "0,73 m", "0,50 m", "cadeirante", "acessibilidade", "9050"],
    text:
      "Onde houver mesas para refeição ou trabalho, a NBR 9050 pede que pelo menos 5% delas, com no mínimo uma, sejam acessíveis a pessoas em cadeira de rodas, e recomenda que outros 10% possam ser adaptados. " +
      "A mesa acessível tem tampo entre 0,75 m e 0,85 m do piso, altura livre de no mínimo 0,73 m sob ele e profundidade livre de pelo menos 0,50 m para a aproximação frontal da cadeira, com um módulo de referência de 0,80 × 1,20 m diante dela. " +
      "O guia de acessibilidade consultado descreve esses valores a partir da edição de 2004, e eles foram mantidos no texto de 2015 com a Emenda de 2020 (confirme na norma).",
    source: "http://www.acessibilidadenapratica.com.br/textos/mesas-acessiveis/",
  },
  // ---------------------------------------------------------------- NBR 9077 e códigos estaduais: ocupação
  {
    id: "nbr9077-ocupacao-residencial",
    code: NBR9077,
    item: "Tabela 1 (classificação quanto à ocupação)",
    title: "Ocupação residencial: casa é A-1, prédio de apartamentos é A-2 e pensionato ou internato é A-3",
    topics: ["classificação da ocupação", "classificação quanto à ocupação", "classificação das edificações", "divisão de ocupação", "grupo A", "A-1", "A-2", "A-3", "habitação unifamiliar", "habitação multifamiliar", "habitação coletiva", "edifício de apartamentos", "prédio de apartamentos", "pensionato", "internato", "Decreto 63.911", "bombeiros", "9077"],
    text:
      "A NBR 9077 classifica as edificações por ocupação, em grupos e divisões. No grupo A, residencial, a divisão A-1 reúne as habitações unifamiliares (casas térreas ou assobradadas, isoladas ou não), a A-2 as habitações multifamiliares (edifícios de apartamentos em geral) e a A-3 as habitações coletivas (pensionatos, internatos, alojamentos, mosteiros e conventos). " +
      "Os regulamentos estaduais de segurança contra incêndio seguem o mesmo esquema: em São Paulo, a Tabela 1 do Decreto 63.911/2018 mantém A-1, A-2 e A-3 e limita a A-3 a 16 leitos; acima disso, a ocupação passa a hotel e assemelhado (B-1). " +
      "É a divisão que define as exigências de saídas e de proteção; confirme na edição de 2025 da NBR 9077 e no regulamento do Corpo de Bombeiros do seu estado.",
    source: "https://portalincendio.com.br/classificacao-das-edificacoes-segundo-o-corpo-de-bombeiros",
  },
  // ---------------------------------------------------------------- NBR 8160
  {
    id: "nbr8160-caixa-gordura",
    code: "ABNT NBR 8160:1999",
    item: "item 5.1.5.1.3",
    title: "Caixa de gordura: pequena (18 L), simples (31 L), dupla (120 L) ou especial, conforme o número de cozinhas",
    topics: ["caixa de gordura", "caixas de gordura", "caixa de gordura pequena", "caixa de gordura simples", "caixa de gordura dupla", "caixa de gordura especial", "CGP", "CGS", "CGD", "CGE", "retenção de gordura", "tamanho da caixa de gordura", "18 L", "31 L", "120 L", "8160"],
    text:
      "A NBR 8160 prevê quatro tipos de caixa de gordura. A pequena (CGP) é cilíndrica, com diâmetro interno de 0,30 m, parte submersa do septo de 0,20 m, retenção de 18 L e saída DN 75; a simples (CGS) tem 0,40 m de diâmetro, septo de 0,20 m, 31 L e saída DN 75; a dupla (CGD) tem 0,60 m, septo de 0,35 m, 120 L e saída DN 100. " +
      "Para uma cozinha serve a pequena ou a simples; para duas, a simples ou a dupla; de 3 a 12 cozinhas, a dupla. " +
      "Acima de 12 cozinhas, ou em cozinhas de restaurantes, escolas, hospitais e quartéis, usa-se a especial (CGE), prismática, com volume V = 2N + 20 litros, sendo N o número de pessoas servidas no turno de maior movimento.",
    source: NORM_TEXT_SOURCE,
  },
  // ---------------------------------------------------------------- NBR 5410
  {
    id: "nbr5410-queda-tensao",
    code: "ABNT NBR 5410:2004",
    item: "item 6.2.7",
    title: "Queda de tensão máxima: 4% nos circuitos terminais; 5% ou 7% no total, conforme a origem",
    topics: ["queda de tensão", "queda de tensao", "quedas de tensão", "queda de tensão máxima", "queda de tensão admissível", "circuito terminal", "circuitos terminais", "ponto de entrega", "dimensionamento de condutores", "fio mais grosso", "4%", "5%", "7%", "5410"],
    text:
      "A NBR 5410 limita a queda de tensão entre a origem da instalação e qualquer ponto de utilização: 7% a partir dos terminais do transformador, quando ele pertence à unidade consumidora ou quando o ponto de entrega fica nele, e também a partir do gerador próprio; e 5% a partir do ponto de entrega nas instalações alimentadas em baixa tensão pela rede da distribuidora, caso da maioria das casas e apartamentos. " +
      "Em qualquer caso, a queda nos circuitos terminais, os que saem do quadro de distribuição para tomadas, iluminação e aparelhos como o chuveiro, não pode passar de 4%. " +
      "Por isso a seção dos condutores não sai só da corrente: circuitos longos muitas vezes pedem fio mais grosso para ficar dentro desses limites.",
    source: NORM_TEXT_SOURCE,
  },
  // ---------------------------------------------------------------- NBR 6118 e NBR 6122
  {
    id: "nbr6118-fck-28-dias",
    code: "ABNT NBR 6118:2023",
    title: "fck: resistência característica do concreto à compressão aos 28 dias",
    topics: ["fck", "o que é fck", "o que significa fck", "resistência característica", "resistência característica à compressão", "resistência à compressão", "28 dias", "idade do concreto", "corpo de prova", "rompimento do corpo de prova", "fcj", "95%", "6118"],
    text:
      "Na NBR 6118, o fck é a resistência característica do concreto à compressão, em MPa; quando o projeto não indica outra idade, ele se refere aos 28 dias. " +
      "É um valor estatístico: o concreto deve alcançá-lo com 95% de confiabilidade, isto é, só 5% dos resultados podem ficar abaixo dele. " +
      "Por isso os corpos de prova moldados na obra são rompidos aos 28 dias para verificar se o concreto entregue atende ao fck do projeto estrutural; a resistência em outra idade de j dias é indicada como fcj.",
    source: "https://digital.concreteshow.com.br/produtos/concreto/fck-concreto",
  },
  {
    id: "nbr6122-sapata-minimos",
    code: "ABNT NBR 6122:2019",
    title: "Sapata: no mínimo 0,60 m em planta e, na divisa com o vizinho, base a pelo menos 1,50 m de profundidade",
    topics: ["sapata", "sapatas", "sapata isolada", "sapata corrida", "dimensão mínima da sapata", "tamanho mínimo da sapata", "largura mínima da sapata", "profundidade da sapata", "profundidade mínima da fundação", "divisa", "terreno vizinho", "0,60 m", "60 cm", "1,50 m", "1,5 m", "lastro", "concreto magro", "6122"],
    text:
      "Pela NBR 6122, as sapatas não podem ter dimensão em planta menor que 0,60 m. " +
      "A base da fundação fica numa profundidade em que o solo de apoio não sofra a ação das intempéries e dos fluxos de água; nas divisas com terrenos vizinhos, salvo quando apoiada em rocha, essa profundidade não pode ser menor que 1,50 m. " +
      "Antes das fôrmas e da armadura, o fundo da cava recebe um lastro de concreto magro de pelo menos 5 cm; sobre rocha, ele serve para regularizar a superfície.",
    source: NORM_TEXT_SOURCE,
  },
  // ---------------------------------------------------------------- ar-condicionado: PMOC e renovação de ar
  {
    id: "lei13589-pmoc",
    code: "Lei 13.589/2018 (manutenção de sistemas de climatização — PMOC)",
    item: "arts. 1º a 5º",
    title: "PMOC obrigatório: edifícios de uso público e coletivo com ar-condicionado precisam de plano de manutenção",
    topics: ["PMOC", "plano de manutenção operação e controle", "plano de manutenção, operação e controle", "manutenção do ar-condicionado", "manutenção de ar condicionado", "limpeza do ar-condicionado", "sistema de climatização", "climatização", "uso público e coletivo", "Lei 13.589", "lei do ar-condicionado", "180 dias", "engenheiro mecânico"],
    text:
      "A Lei 13.589/2018 obriga todos os edifícios de uso público e coletivo que tenham ambientes climatizados artificialmente a manter um Plano de Manutenção, Operação e Controle (PMOC) dos sistemas de climatização, para eliminar ou reduzir riscos aos ocupantes; ela vale também para ambientes climatizados de uso restrito, como laboratórios e áreas hospitalares, que seguem ainda regulamentos próprios. " +
      "Os parâmetros de qualidade do ar do plano são os da Resolução RE nº 9/2003 da Anvisa e das normas da ABNT. " +
      "Para os sistemas que já existiam, a lei deu 180 dias, contados da sua regulamentação, para o cumprimento, e o artigo que reservava a responsabilidade técnica do PMOC a engenheiros mecânicos foi vetado.",
    source: "https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2018/lei/l13589.htm",
  },
  {
    id: "anvisa-re9-renovacao-ar",
    code: "Resolução Anvisa RE nº 9/2003 (qualidade do ar interior em ambientes climatizados)",
    title: "Renovação de ar em ambiente climatizado: 27 m³/h por pessoa (17 m³/h com alta rotatividade) e CO2 até 1.000 ppm",
    topics: ["renovação de ar", "renovação do ar", "taxa de renovação", "taxa de renovação do ar", "ar externo", "ar novo", "m³/h por pessoa", "27 m³/h", "17 m³/h", "CO2", "dióxido de carbono", "gás carbônico", "1000 ppm", "qualidade do ar interior", "ambiente climatizado", "Anvisa", "RE 9", "Resolução 9"],
    text:
      "A Resolução RE nº 9/2003 da Anvisa fixa os padrões referenciais de qualidade do ar interior nos ambientes climatizados artificialmente de uso público e coletivo. " +
      "A taxa de renovação do ar deve ser de no mínimo 27 m³/h por pessoa; em ambientes com alta rotatividade de pessoas, admite-se 17 m³/h por pessoa. " +
      "A concentração de dióxido de carbono (CO2), usada como indicador de renovação, deve ficar em até 1.000 ppm. " +
      "É nesses parâmetros que se apoia o PMOC exigido pela Lei 13.589/2018.",
    source: "https://www.lbnanalises.com.br/blog/post-16",
  },
  // ---------------------------------------------------------------- Lei 6.766
  {
    id: "lei6766-crime-loteamento",
    code: LEI6766,
    item: "arts. 37, 50 e 51",
    title: "Lotear sem aprovação ou vender lote não registrado é crime: reclusão de 1 a 4 anos (1 a 5 se qualificado)",
    topics: ["loteamento clandestino", "loteamento irregular", "lotear sem aprovação", "loteamento sem aprovação", "lotear sem autorização", "desmembramento irregular", "crime", "crime urbanístico", "pena", "reclusão", "vender lote", "venda de lote", "lote não registrado", "loteamento não registrado", "Lei 6.766"],
    text:
      "Pela Lei 6.766/1979, é crime contra a Administração Pública iniciar ou fazer loteamento ou desmembramento para fins urbanos sem autorização do órgão público competente, em desacordo com a lei ou com a licença, ou afirmar em anúncio ou contrato que é legal um parcelamento que não é. " +
      "A pena é de reclusão de 1 a 4 anos e multa de 5 a 50 vezes o maior salário mínimo do país; o crime é qualificado, com reclusão de 1 a 5 anos e multa de 10 a 100 salários mínimos, quando há venda, promessa de venda ou reserva de lote de parcelamento não registrado no Registro de Imóveis, ou quando falta título legítimo de propriedade da gleba. " +
      "A mesma lei proíbe vender ou prometer vender parcela de loteamento ou desmembramento não registrado (art. 37), e responde também quem concorre para o crime, como o mandatário do loteador (art. 51).",
    source: PLANALTO_6766,
  },
  {
    id: "lei6766-areas-publicas-registro",
    code: LEI6766,
    item: "arts. 17 e 22",
    title: "Vias, praças e áreas institucionais do loteamento passam ao município com o registro",
    topics: ["áreas públicas do loteamento", "ruas do loteamento", "ruas passam para a prefeitura", "área institucional", "áreas institucionais", "área verde do loteamento", "sistema de lazer", "vias do loteamento", "praças", "espaços livres", "domínio do município", "passam ao município", "transferência ao município", "mudar a destinação", "Lei 6.766"],
    text:
      "Pela Lei 6.766/1979, a partir da data do registro do loteamento passam a integrar o domínio do município as vias e praças, os espaços livres e as áreas destinadas a edifícios públicos e a outros equipamentos urbanos que constam do projeto e do memorial descritivo (art. 22). " +
      "Desde a aprovação do loteamento, o loteador não pode alterar a destinação dessas áreas, salvo se a licença caducar ou se ele desistir do loteamento nos termos da lei (art. 17). " +
      "A proporção mínima dessas áreas é fixada pela lei municipal (art. 4º).",
    source: PLANALTO_6766,
  },
  {
    id: "lei6766-cronograma-obras",
    code: LEI6766,
    item: "art. 18, V",
    title: "Obras do loteamento: feitas antes do registro ou com cronograma de até 4 anos, prorrogáveis por mais 4, e garantia",
    topics: ["obras do loteamento", "obras do loteador", "obras de infraestrutura do loteamento", "cronograma de obras", "cronograma de execução", "prazo do cronograma", "prazo máximo das obras", "prazo das obras", "4 anos", "quatro anos", "garantia", "caução", "termo de verificação", "infraestrutura do loteamento", "Lei 6.766"],
    text:
      "Para registrar o loteamento, a Lei 6.766/1979 pede o termo de verificação, pelo município, das obras exigidas pela legislação municipal, que incluem no mínimo as vias de circulação, a demarcação dos lotes, das quadras e dos logradouros e as obras de escoamento das águas pluviais. " +
      "Se as obras ainda não foram feitas, vale no lugar um cronograma aprovado, com duração de até 4 anos, prorrogáveis por mais 4, acompanhado de instrumento de garantia da execução (art. 18, V). " +
      "A lei municipal pode exigir mais obras, como redes de água, esgoto e energia.",
    source: PLANALTO_6766,
  },
  // ---------------------------------------------------------------- Código Florestal
  {
    id: "lei12651-app-intervencao",
    code: LEI12651,
    item: "arts. 7º e 8º",
    title: "Construir ou desmatar em APP: só em utilidade pública, interesse social ou baixo impacto ambiental",
    topics: ["construir em APP", "obra em APP", "intervenção em APP", "supressão de vegetação", "desmatar", "cortar árvore", "utilidade pública", "interesse social", "baixo impacto ambiental", "recomposição da vegetação", "recompor a vegetação", "Código Florestal"],
    text:
      "Pelo Código Florestal, a vegetação da Área de Preservação Permanente deve ser mantida pelo proprietário, possuidor ou ocupante da área, pessoa física ou jurídica, de direito público ou privado. " +
      "A intervenção na APP ou a supressão da sua vegetação nativa só podem ocorrer nos casos de utilidade pública, de interesse social ou de baixo impacto ambiental que a própria lei define (art. 8º). " +
      "Se a vegetação foi suprimida fora dessas hipóteses, quem responde pela área é obrigado a recompô-la, e a lei diz que essa obrigação passa ao sucessor quando o imóvel rural é vendido ou transferido (art. 7º). " +
      "Em área urbana, valem ainda a faixa que a lei municipal definir em área urbana consolidada e as regras de regularização fundiária dos arts. 64 e 65.",
    source: PLANALTO_12651,
  },
  {
    id: "lei12651-reurb-app-15m",
    code: LEI12651,
    item: "arts. 64 e 65 (redação da Lei 13.465/2017)",
    title: "Regularização fundiária (Reurb) em APP: projeto aprovado e, na Reurb-E, faixa não edificável de 15 m junto aos rios",
    topics: ["Reurb", "REURB", "Reurb-E", "Reurb-S", "regularização fundiária", "regularização fundiária urbana", "núcleo urbano informal", "ocupação irregular em APP", "regularizar em APP", "faixa não edificável", "15 m", "15 metros", "estudo técnico", "Lei 13.465"],
    text:
      "Quando um núcleo urbano informal ocupa Área de Preservação Permanente, o Código Florestal admite a regularização fundiária pela aprovação do projeto de regularização, na forma da lei da Reurb (Lei 13.465/2017): na Reurb-S, de interesse social, pelo art. 64, e na Reurb-E, de interesse específico, pelo art. 65, desde que a área não seja de risco. " +
      "Na Reurb-E, o processo traz estudo técnico que demonstre a melhoria das condições ambientais em relação à situação anterior, e ao longo dos rios e de qualquer curso d'água fica mantida faixa não edificável de no mínimo 15 m de cada lado. " +
      "Em áreas urbanas tombadas como patrimônio histórico e cultural, essa faixa pode ser redefinida para atender ao ato de tombamento.",
    source: PLANALTO_12651,
  },
];

