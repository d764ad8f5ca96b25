import type { Passage } from "#server/ai/offline/types";
import { NBR14718, NBR6122 } from "./codes";

/**
 * Project process, documentation, maintenance and structure: NBR 13531, 13532, 16636, 6492,
 * 14037, 5674, 16280, 6118, 6120, 14718.
 */

const NBR13532 = "ABNT NBR 13532:1995";
const NBR16636_2 = "ABNT NBR 16636-2:2017";
// The 2016 edition as amended on 30/06/2025 (Emenda 1), now titled "Aplicações de vidros na
// construção civil — Requisitos"; the amendment took wired glass out of the safety glasses.
const NBR7199 = "ABNT NBR 7199:2016 Emenda 1:2025";
const NBR8036 = "ABNT NBR 8036:1983";

export const PROJECT_PASSAGES: Passage[] = [
  {
    id: "nbr13531",
    code: "ABNT NBR 13531:1995",
    title: "Atividades técnicas e etapas do projeto de edificações",
    topics: ["etapas do projeto", "fases do projeto", "atividades técnicas", "projeto de edificações", "sequência", "porte", "complexidade"],
    text:
      "A NBR 13531, publicada em novembro de 1995 e válida desde 29/12/1995, define as atividades técnicas e a sequência de etapas do projeto de edificações e é aplicada junto com a NBR 13532. " +
      "Ela admite adotar, suprimir ou incluir etapas conforme o porte e a complexidade do empreendimento.",
    source: "https://amauriberton.com.br/etapas-do-projeto-de-arquitetura",
  },
  {
    id: "nbr13532-etapas",
    code: NBR13532,
    title: "Etapas do projeto de arquitetura e suas siglas (LV, PN, EV, EP, AP, PL, PB, PE)",
    topics: ["etapas do projeto", "fases do projeto de arquitetura", "levantamento", "programa de necessidades", "estudo de viabilidade", "estudo preliminar", "anteprojeto", "projeto legal", "projeto básico", "projeto executivo", "siglas", "ARQ"],
    text:
      "A NBR 13532 (novembro de 1995, válida desde 29/12/1995) cancelou a NBR 5679/1977 e foi depois substituída, no projeto arquitetônico, pela NBR 16636-2:2017. " +
      "Suas etapas, com sufixo -ARQ, são: LV (levantamento de dados), PN (programa de necessidades), EV (estudo de viabilidade), EP (estudo preliminar), AP (anteprojeto), PL (projeto legal), PB (projeto básico, opcional) e PE (projeto para execução).",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr13532-pn-conteudo",
    code: NBR13532,
    title: "O que o programa de necessidades (PN-ARQ) deve informar",
    topics: ["programa de necessidades", "PN", "PN-ARQ", "programa arquitetônico", "ambientes", "usuários", "atividades", "fluxos", "mobiliário", "equipamentos", "briefing"],
    text:
      "O programa de necessidades (PN-ARQ) traduz as necessidades e expectativas dos usuários em exigências prescritivas ou de desempenho (NBR 13532, 4.4.3). " +
      "Ele informa nome, número e dimensões dos ambientes (a construir, ampliar, reduzir ou recuperar); características, número, idade e permanência dos usuários; atividades, fluxos e períodos; equipamentos e mobiliário; exigências ambientais e níveis de desempenho; e instalações especiais.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr13532-pn-documentos",
    code: NBR13532,
    title: "Documentos do programa de necessidades: organograma, memorial e planilha",
    topics: ["programa de necessidades", "organograma", "fluxograma", "planilha de ambientes", "memorial de recomendações", "documentos"],
    text:
      "Pela NBR 13532, o programa de necessidades se apresenta em três tipos de documento: desenhos (organograma funcional e esquemas básicos), texto (memorial de recomendações gerais) e uma planilha que cruza ambientes, usuários, atividades, equipamentos e mobiliário com suas características, exigências, dimensões e quantidades.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr16636-1",
    code: "ABNT NBR 16636-1:2017",
    title: "NBR 16636: diretrizes, terminologia e partes da série",
    topics: ["NBR 16636", "terminologia", "siglas", "projetos complementares", "projeto executivo", "PE-ARQ", "PE-COMP", "projeto urbanístico"],
    text:
      "A NBR 16636-1, 1ª edição de 15/12/2017, nasceu da revisão da NBR 13532, iniciada em 2014. " +
      "Ela define termos e siglas como EP-COMP, AP-COMP, PCOMP, PE-ARQ (projeto executivo arquitetônico) e PE-COMP (projetos complementares). " +
      "A série tem ainda a Parte 2 (projeto arquitetônico, 2017) e a Parte 3 (projeto urbanístico).",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr16636-2",
    code: NBR16636_2,
    title: "NBR 16636-2: etapas do projeto arquitetônico e o projeto para licenciamentos",
    topics: ["NBR 16636-2", "etapas do projeto", "projeto para licenciamentos", "projeto legal", "anteprojeto", "PL-ARQ", "AP-ARQ", "aprovação na prefeitura"],
    text:
      "A NBR 16636-2:2017 substitui a NBR 13532:1995 no projeto arquitetônico. " +
      "Das etapas do seu item 5.2, foram confirmadas a e) anteprojeto arquitetônico (AP-ARQ) e a f) projeto para licenciamentos (PL-ARQ), nome que substitui o antigo projeto legal. " +
      "A sequência provável das demais (a confirmar na norma) é LV, PN, EV e EP antes, e o projeto executivo (PE-ARQ) por último.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr6492-2021",
    code: "ABNT NBR 6492:2021",
    title: "Documentação técnica do projeto: planta de implantação",
    topics: ["representação de projeto", "documentação técnica", "planta de implantação", "planta de locação", "desenho técnico", "recuos", "área permeável"],
    text:
      "A NBR 6492, antes chamada Representação de projetos de arquitetura (1994), foi revista em 2021 como norma de documentação técnica para projetos arquitetônicos e urbanísticos. " +
      "Pelo item 3.17 da edição de 2021, a planta de implantação mostra a posição e as dimensões da edificação no lote, as dimensões do terreno, os recuos, a projeção da cobertura e as áreas permeáveis e impermeáveis.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr6492-1994-fases",
    code: "ABNT NBR 6492:1994",
    title: "Documentos por fase do projeto (edição de 1994)",
    topics: ["documentos por fase", "estudo preliminar", "anteprojeto", "projeto executivo", "as built", "escala", "memorial justificativo", "quadro de acabamentos", "perspectiva", "maquete"],
    text:
      "A edição de 1994 da NBR 6492 descreve o programa de necessidades como texto com organogramas e fluxogramas, setores, ligações, áreas e posturas municipais. " +
      "O estudo preliminar verifica a viabilidade do programa e do partido, com situação, plantas, cortes e fachadas (e, eventualmente, perspectiva, maquete e análise preliminar de custo). " +
      "O anteprojeto define partido e elementos construtivos, com memorial justificativo, discriminação técnica, quadro geral de acabamentos (facultativo) e documentos para aprovação, em escala de 1:100 ou maior; seguem o projeto executivo e o as built.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr14037",
    code: "ABNT NBR 14037:2011",
    title: "Manual de uso, operação e manutenção da edificação",
    topics: ["manual do proprietário", "manual de uso", "manutenção", "garantia", "entrega da obra", "pós-obra", "assistência técnica", "CDC"],
    text:
      "A NBR 14037 está na 2ª edição, de 28/07/2011 (corrigida em 17/11/2014); a 1ª é de 1998. " +
      "O manual reúne apresentação, definições, garantias e assistência técnica (inclusive o que faz perder a garantia), memorial descritivo, fornecedores, operação, uso e limpeza, programa de manutenção preventiva e informações de meio ambiente e segurança. " +
      "Entregá-lo ao usuário é obrigatório, em linha com o Código de Defesa do Consumidor, e ele deve trazer as sobrecargas limitantes exigidas pela NBR 15575.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr5674",
    code: "ABNT NBR 5674:2012",
    title: "Gestão da manutenção de edificações: programa e planejamento anual",
    topics: ["manutenção", "gestão da manutenção", "manutenção preventiva", "manutenção predial", "condomínio", "síndico", "planejamento anual", "previsão orçamentária", "registros", "vida útil"],
    text:
      "A NBR 5674 (Manutenção de edificações — Requisitos para o sistema de gestão de manutenção) teve a última atualização em 25/07/2012; a primeira versão é de 1977. " +
      "Ela estabelece os requisitos da gestão da manutenção para evitar a perda de desempenho pelo desgaste dos sistemas, equipamentos e componentes, e pede o planejamento anual das atividades de manutenção, com previsão no orçamento. " +
      "Segundo a ABNT, estudos de vários países apontam que se gasta por ano, com operação e manutenção, de 1% a 2% do custo inicial da construção. " +
      "Junto com a NBR 14037, é condição para que a edificação atinja a vida útil de projeto da NBR 15575.",
    source: "https://sienge.com.br/blog/nbr-5674",
  },
  {
    id: "nbr16280",
    code: "ABNT NBR 16280:2020",
    title: "Reforma em edificações: plano de reforma e responsabilidades",
    topics: ["reforma", "reforma de apartamento", "plano de reforma", "síndico", "condomínio", "ART", "RRT", "obra em apartamento", "termo de encerramento", "término da reforma", "reforma concluída", "fim da reforma", "documentos da reforma"],
    text:
      "A NBR 16280 está na 3ª edição, de 22/12/2020 (corrigida em 20/06/2022); a 1ª saiu em abril de 2014. " +
      "Toda reforma precisa de um plano feito por profissional habilitado, com ART ou RRT, contendo escopo, análise de riscos, cronograma, impactos, descarte de resíduos e responsáveis. " +
      "O síndico ou responsável legal analisa, aprova, arquiva e comunica; no fim, emite-se o termo de encerramento e atualiza-se o manual de uso, operação e manutenção.",
    source: "https://www.vip.com.vc/engenharia-diagnostica/normas-tecnicas/nbr-16280",
  },
  {
    id: "nbr6118",
    code: "ABNT NBR 6118:2023",
    title: "Estruturas de concreto: edição, classes de concreto e agressividade",
    topics: ["concreto armado", "estrutura de concreto", "fck", "cobrimento", "classe de agressividade", "CAA", "relação água cimento", "estrutural"],
    text:
      "A NBR 6118 teve nova edição em agosto de 2023, revisando a de 2014; ela vale para concreto normal, com massa específica de 2000 a 2800 kg/m³. " +
      "As classes de concreto vão do Grupo I (C20 a C50) ao Grupo II (C55 a C90), e há quatro classes de agressividade ambiental, de CAA I a IV; na CAA I, a relação água/cimento é de no máximo 0,65 e o fck mínimo é 20 MPa. " +
      "O cobrimento nominal não pode ser menor que o diâmetro da barra; na orla marítima, fica na ordem de 3 a 4 cm.",
    source: "https://www.hrpremo.com.br/?p=2220",
  },
  {
    id: "nbr6120",
    code: "ABNT NBR 6120:2019",
    title: "Ações (cargas) para o cálculo de estruturas",
    topics: ["cargas", "ações", "sobrecarga", "carga na laje", "sobrecarga na laje", "peso específico", "carga acidental", "guarda-corpo", "estrutura"],
    text:
      "A NBR 6120, 2ª edição de 30/09/2019, substitui a antiga norma de cargas de 1980. " +
      "Ela traz as ações permanentes (pesos específicos de materiais e componentes) e as variáveis por uso (residências, hotéis, escolas, indústrias), além de forças em guarda-corpos, coberturas, garagens e construções em andamento. " +
      "Vento (NBR 6123), sismos (NBR 15421) e incêndio ficam em outras normas.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr14718-alturas",
    code: NBR14718,
    title: "Guarda-corpo: edição, altura mínima e ensaios",
    topics: ["guarda-corpo", "parapeito", "sacada", "varanda", "altura do guarda-corpo", "mureta", "vidro", "corrimão"],
    text:
      "A NBR 14718 está na 3ª edição, de 30/08/2019, que estendeu o escopo a aeroportos, shoppings e estádios. " +
      "O guarda-corpo tem altura mínima de 1,10 m medida da zona de estacionamento normal; sobre mureta de até 0,10 m, deve ter também 0,90 m acima do topo da mureta. " +
      "É ensaiado a esforço estático horizontal, esforço vertical e impacto, e pode ser de alumínio, aço, PVC, madeira ou vidro.",
    source: "https://sienge.com.br/blog/guarda-corpos-devem-atender-a-nbr-14718",
  },
  {
    id: "nbr14718-vaos",
    code: NBR14718,
    title: "Guarda-corpo: vãos, escalada e fixação",
    topics: ["vão do guarda-corpo", "espaçamento", "criança", "escalada", "escalar", "apoios para escalar", "apoio para o pé", "perfis horizontais", "perfis", "barras", "grade", "vão entre as barras", "gradil", "guarda-corpo"],
    text:
      "Os vãos entre perfis verticais do guarda-corpo são de no máximo 0,11 m, e ornamentos não podem deixar passar um gabarito de 0,25 × 0,11 × 0,11 m. " +
      "Com perfis horizontais que permitam escalar, a parte inferior é fechada até 0,45 m. " +
      "A folga até o piso é de no máximo 0,05 m, e o guarda-corpo se prolonga pelo menos 0,30 m além do fim do nível superior quando o desnível passa de 0,10 m.",
    source: "https://vidros.inf.br/mercado-negocios/as-mudancas-na-norma-de-guarda-corpos/",
  },
  {
    id: "nbr14718-guarda-corpo-x-corrimao",
    code: NBR14718,
    title: "Guarda-corpo não é corrimão: funções, alturas e normas de cada um",
    topics: ["guarda-corpo", "corrimão", "diferença", "guarda-corpo e corrimão", "parapeito", "varanda", "sacada", "escada", "rampa", "desnível", "barreira", "apoio para a mão"],
    text:
      "Guarda-corpo e corrimão têm funções e normas diferentes. " +
      "O guarda-corpo (NBR 14718) é a barreira contra a queda, obrigatória em desníveis acima de 1,00 m: tem no mínimo 1,10 m de altura a partir de onde a pessoa pisa, vãos de até 0,11 m e resistência comprovada em ensaios de esforço horizontal, vertical e de impacto. " +
      "O corrimão (NBR 9050) é o apoio para a mão em escadas e rampas, instalado dos dois lados a 0,92 m e a 0,70 m do piso; ele pode ser fixado no guarda-corpo, mas não o substitui. " +
      "Numa varanda, portanto, uma barra a 0,92 m não basta: a proteção precisa chegar a 1,10 m.",
    source: "https://revistaadnormas.com.br/2019/02/12/as-condicoes-normativas-de-seguranca-dos-guarda-corpos-de-edificacoes",
  },
  {
    id: "nbr14718-obrigatorio",
    code: NBR14718,
    title: "Quando o guarda-corpo é obrigatório",
    topics: ["guarda-corpo obrigatório", "desnível", "altura de queda", "rampa", "guarda-corpo"],
    text:
      "O guarda-corpo é obrigatório em desníveis acima de 1,00 m; abaixo disso, qualquer barreira é opcional. " +
      "Não é exigido em rampas com inclinação abaixo de 30°, mesmo que o desnível total passe de 1,00 m.",
    source: "https://revistaadnormas.com.br/2019/02/12/as-condicoes-normativas-de-seguranca-dos-guarda-corpos-de-edificacoes",
  },
  {
    id: "nbr7199-abaixo-1-10",
    code: NBR7199,
    title: "Onde o vidro de segurança é obrigatório",
    topics: ["vidro", "vidros", "vidro de segurança", "vidro temperado", "temperado", "vidro laminado", "laminado", "aramado", "vidro comum", "float", "porta de vidro", "janela", "fachada", "envidraçamento", "cota de 1,10 m", "vidraçaria", "7199"],
    text:
      "Pela NBR 7199 com a emenda publicada em 30/06/2025 (título atual: Aplicações de vidros na construção civil — Requisitos), vidro de segurança é só o temperado ou o laminado: o aramado deixou de contar. " +
      "Todo vidro abaixo de 1,10 m do piso, interno ou externo, em qualquer pavimento, deve ser de segurança; portas envidraçadas o levam em toda a superfície, e também os painéis até 60 cm das bordas da porta. " +
      "Junto a escadas, rampas e patamares a exigência vai até 1,5 m, e em escolas, hospitais, academias e locais frequentados por crianças e idosos, até 1,8 m. " +
      "Vidro comum (float ou impresso) só acima de 1,10 m do piso, encaixilhado ou colado em todo o perímetro. A emenda vale para projetos protocolados 180 dias após a publicação.",
    source: "https://nucleoconstrucao.com.br/quais-sao-as-mudancas-na-nbr-7199-e-quais-sao-seus-impactos-no-uso-do-vidro-na-construcao-civil",
  },
  {
    id: "nbr7199-guarda-corpo-coberturas",
    code: NBR7199,
    title: "Vidros permitidos em guarda-corpos",
    topics: ["vidro de guarda-corpo", "guarda-corpo de vidro", "sacada de vidro", "vidro laminado", "aramado", "insulado", "botões", "torres", "interlayer", "7199", "14718"],
    text:
      "Pela NBR 7199, o vidro de um guarda-corpo (cujo desempenho é ensaiado pela NBR 14718) é laminado, ou insulado com laminado; o temperado sozinho não serve. " +
      "A edição de 2016 aceitava também o aramado, mas a emenda de 30/06/2025 o tirou dos vidros de segurança: confira a tabela de aplicações da edição vigente. " +
      "Quando o vidro é fixado por botões, torres ou só por perfis inferiores, o laminado deve ser composto de vidros temperados, e não de vidro comum, para resistir à fixação.",
    source: "https://abravidro.org.br/punoticias/quais-os-vidros-sao-permitidos-pela-norma-abnt-nbr-7199/",
  },
  {
    id: "nbr6122-sondagem",
    code: NBR6122,
    title: "Fundações: a sondagem à percussão (SPT) é o mínimo em qualquer obra",
    topics: ["fundação", "fundações", "sondagem", "sondagem à percussão", "SPT", "NSPT", "investigação geotécnica", "estudo do solo", "solo", "nível d'água", "6484", "6122"],
    text:
      "Pela NBR 6122, toda edificação tem uma investigação geotécnica preliminar, constituída no mínimo por sondagens à percussão com medida do SPT, executadas conforme a NBR 6484. " +
      "Ela dá as camadas do subsolo, a posição do nível d'água e o índice de resistência à penetração (NSPT) metro a metro. " +
      "Conforme a obra e o solo, o projetista de fundações pode pedir investigações complementares, como ensaios de cone (CPT) ou sondagens rotativas.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr8036-furos",
    code: NBR8036,
    item: "item 4.1.1",
    title: "Quantos furos de sondagem: pela área de projeção da edificação",
    topics: ["furos de sondagem", "número de sondagens", "quantos furos", "sondagem", "SPT", "área de projeção", "programação de sondagens", "fundação", "8036"],
    text:
      "A NBR 8036 fixa o número de sondagens de simples reconhecimento pela área de projeção em planta da edificação, e não pela área do terreno. " +
      "São no mínimo 1 sondagem para cada 200 m² de projeção até 1.200 m²; entre 1.200 m² e 2.400 m², mais 1 para cada 400 m² que excederem 1.200 m²; acima de 2.400 m², conforme um plano próprio da obra. " +
      "Em qualquer caso são pelo menos 2 furos até 200 m² de projeção e 3 furos entre 200 m² e 400 m². " +
      "Sem a implantação definida (estudo de viabilidade ou escolha do terreno), as sondagens ficam a no máximo 100 m umas das outras, com um mínimo de 3.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
];
