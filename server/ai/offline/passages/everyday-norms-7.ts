import { NORM_TEXT_SOURCE } from "#server/ai/offline/source-hosts";
import type { Passage } from "#server/ai/offline/types";
import { CC_SOURCE, CODIGO_CIVIL, CONDOMINIUM, LBI, LEED, NBR6492 } from "./codes";

/**
 * More everyday rules the base lacked, one rule per passage: BIM in federal works (Decreto
 * 10.306/2020 and its three phases) and the decrees of the Estratégia BIM BR; the common parts of
 * the condominium and the roof terrace (art. 1.331, §§ 2º and 5º, of the Código Civil) and the
 * fines of the condômino who keeps breaking the rules or is antisocial (art. 1.337); the titles of
 * the 1994 and 2021 editions of NBR 6492; the reserved spaces and seats of theatres, cinemas and
 * auditoriums (Decreto 9.404/2018 and art. 44 of the Lei Brasileira de Inclusão) and the deadline
 * for accessibility resources in cinemas (Leis 14.009/2020 and 14.159/2021); and the LEED levels by
 * points. Laws and decrees are cited by their text at planalto.gov.br, the norm by its own text and
 * LEED by a university's page; each figure was cross-checked on pages that transcribe the article,
 * and what could not be (the exact title of NBR 6492:2021, two details of Decreto 9.404) is worded
 * as to be confirmed.
 */

const DECRETO10306 = "Decreto 10.306/2020 (BIM nas obras e serviços de engenharia federais)";
const DECRETO10306_SOURCE = "https://www.planalto.gov.br/ccivil_03/_ato2019-2022/2020/decreto/d10306.htm";
const ESTRATEGIA_BIM = "Estratégia BIM BR — Decreto 11.888/2024";
const DECRETO11888_SOURCE = "https://www.planalto.gov.br/ccivil_03/_ato2023-2026/2024/decreto/d11888.htm";
const DECRETO9404 = "Decreto 9.404/2018 (altera o art. 23 do Decreto 5.296/2004)";
const DECRETO9404_SOURCE = "https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2018/decreto/d9404.htm";
const LBI_SOURCE = "https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2015/lei/l13146.htm";
const LEED_SOURCE = "https://www.sustainable.pitt.edu/campus-culture/facilities/buildings/";

const BIM = ["BIM", "Building Information Modelling", "Building Information Modeling", "Modelagem da Informação da Construção", "modelagem BIM", "BIM obrigatório", "obrigatoriedade do BIM", "Estratégia BIM BR", "BIM BR"];
const VENUES = ["teatro", "cinema", "sala de cinema", "auditório", "estádio", "ginásio", "casa de shows", "casa de espetáculos", "local de espetáculo", "sala de conferência", "centro de convenções", "plateia", "lotação", "cadeira de rodas", "cadeirante", "espaço para cadeira de rodas", "assento reservado", "assentos reservados", "lugares reservados", "pessoa com deficiência", "PcD", "mobilidade reduzida", "acessibilidade"];

export const EVERYDAY_NORM_7_PASSAGES: Passage[] = [
  // ---------------------------------------------------------------- BIM nas obras públicas federais
  {
    id: "dec10306-bim-fases-2021-2024-2028",
    code: DECRETO10306,
    item: "arts. 1º, 2º e 4º",
    title: "BIM nas obras federais em três fases: projetos desde 1º/01/2021, também execução e gestão da obra desde 1º/01/2024, e gerenciamento e manutenção após a obra a partir de 1º/01/2028",
    topics: [...BIM, "Decreto 10.306", "10.306", "decreto do BIM", "BIM em obra pública", "obra pública", "obra pública federal", "licitação em BIM", "administração pública federal", "fases do BIM", "primeira fase", "segunda fase", "terceira fase", "2021", "2024", "2028", "grande relevância", "média relevância", "compatibilização", "detecção de interferências", "quantitativos", "orçamentação", "as built", "manutenção", "gestão de obras", "Ministério da Defesa", "Ministério da Infraestrutura"],
    text:
      "O Decreto 10.306, de 2 de abril de 2020, torna obrigatório, de forma gradual, o uso do BIM (Modelagem da Informação da Construção) na execução direta ou indireta de obras e serviços de engenharia pela administração pública federal, no âmbito da Estratégia BIM BR. " +
      "Na primeira fase, desde 1º/01/2021, vale para os projetos de arquitetura e engenharia de construções novas, ampliações ou reabilitações de grande relevância: modelos de arquitetura, estruturas e instalações, detecção de interferências, quantitativos e documentação gráfica. " +
      "Na segunda, desde 1º/01/2024, alcança também a execução dos projetos e a gestão das obras, com orçamentação, planejamento e controle da execução e atualização do modelo como construído (as built). " +
      "Na terceira, a partir de 1º/01/2028, estende-se às obras de média relevância e inclui o gerenciamento e a manutenção do empreendimento depois de construído. " +
      "O decreto vincula os Ministérios da Defesa e da Infraestrutura; os demais órgãos federais podem aderir em qualquer fase.",
    source: DECRETO10306_SOURCE,
  },
  {
    id: "estrategia-bim-br-decretos",
    code: ESTRATEGIA_BIM,
    item: "Decretos 9.377/2018, 9.983/2019 e 11.888/2024",
    title: "Estratégia BIM BR: instituída pelo Decreto 9.377/2018, substituído pelo Decreto 9.983/2019, e hoje regida pelo Decreto 11.888/2024",
    topics: [...BIM, "Estratégia Nacional de Disseminação do BIM", "estratégia nacional do BIM", "qual decreto criou o BIM", "decreto que criou a Estratégia BIM BR", "Decreto 9.377", "9.377", "Decreto 9.983", "9.983", "Decreto 11.888", "11.888", "Comitê Gestor", "CG-BIM", "política pública de BIM", "Decreto 10.306"],
    text:
      "A Estratégia Nacional de Disseminação do Building Information Modelling, a Estratégia BIM BR, foi instituída pelo Decreto 9.377, de 17 de maio de 2018, para promover um ambiente adequado ao investimento em BIM e à sua difusão no país, com um Comitê Gestor (CG-BIM) para implementá-la. " +
      "Esse decreto foi revogado pelo Decreto 9.983, de 22 de agosto de 2019, que voltou a dispor sobre a Estratégia e é o citado pelo Decreto 10.306/2020, o do BIM nas obras federais. " +
      "Desde 22 de janeiro de 2024, a Estratégia e o seu Comitê Gestor são regidos pelo Decreto 11.888, que revogou o 9.983/2019; entre os objetivos estão difundir o BIM, apoiar estados e municípios na sua adoção, estimular a capacitação e propor regras para as compras públicas com BIM. " +
      "A obrigação concreta de usar BIM nas obras federais, com as fases de 2021, 2024 e 2028, está no Decreto 10.306/2020, não nos decretos da Estratégia.",
    source: DECRETO11888_SOURCE,
  },
  // ---------------------------------------------------------------- Condomínio edilício
  {
    id: "cc-partes-comuns-telhado-estrutura",
    code: CODIGO_CIVIL,
    item: "art. 1.331, § 2º",
    title: "No condomínio, solo, estrutura, telhado, redes gerais de água, esgoto, gás e eletricidade e o acesso à rua são partes comuns: não se vendem em separado nem se dividem",
    topics: ["artigo 1.331", ...CONDOMINIUM, "partes comuns", "parte comum", "área comum", "áreas comuns", "telhado", "telhado do prédio", "telhado do prédio é de quem", "de quem é o telhado", "dono do telhado", "cobertura do prédio", "estrutura do prédio", "pilares", "rede de água", "rede de esgoto", "rede de gás", "rede elétrica", "prumada", "prumadas", "calefação", "ar condicionado central", "acesso à rua", "logradouro público", "placa solar no telhado do condomínio", "placa solar no prédio", "painel solar no condomínio", "energia solar em condomínio", "antena no telhado", "vender área comum", "dividir área comum", "fração ideal"],
    text:
      "Pelo art. 1.331, § 2º, do Código Civil, o solo, a estrutura do prédio, o telhado, a rede geral de distribuição de água, esgoto, gás e eletricidade, a calefação e a refrigeração centrais e as demais partes comuns, inclusive o acesso ao logradouro público, são utilizados em comum pelos condôminos. " +
      "Essas partes não podem ser alienadas separadamente nem divididas: cada unidade tem nelas uma fração ideal inseparável (§ 3º), e nenhuma unidade pode ficar sem acesso à via pública (§ 4º). " +
      "Por isso o telhado não pertence ao morador do último andar, e usá-lo para uma só unidade — placas solares, antena, ampliação — em regra depende do que a convenção e a assembleia do condomínio autorizarem.",
    source: CC_SOURCE,
  },
  {
    id: "cc-terraco-cobertura-parte-comum",
    code: CODIGO_CIVIL,
    item: "art. 1.331, § 5º",
    title: "O terraço de cobertura é parte comum do condomínio, salvo disposição contrária da escritura de constituição",
    topics: ["artigo 1.331", ...CONDOMINIUM, "terraço de cobertura", "terraço", "terraço do prédio", "cobertura", "cobertura área comum", "cobertura é área comum", "laje de cobertura", "rooftop", "apartamento de cobertura", "cobertura duplex", "uso exclusivo", "área de uso exclusivo", "escritura de constituição", "instituição do condomínio", "de quem é o terraço", "piscina na cobertura"],
    text:
      "Pelo art. 1.331, § 5º, do Código Civil, o terraço de cobertura é parte comum, salvo disposição contrária da escritura de constituição do condomínio. " +
      "Se o documento que instituiu o condomínio nada diz, o terraço sobre o último pavimento é de todos e segue o regime das demais partes comuns do § 2º: uso comum, sem venda separada nem divisão. " +
      "Se a escritura o atribuir a uma unidade — o caso típico do apartamento de cobertura —, ele pode ser propriedade exclusiva ou área de uso exclusivo dela, conforme o que estiver registrado. " +
      "Antes de projetar um rooftop, uma piscina ou um fechamento no terraço, confira na escritura de instituição e na convenção a quem ele pertence.",
    source: CC_SOURCE,
  },
  {
    id: "cc-condomino-antissocial-multa",
    code: CODIGO_CIVIL,
    item: "art. 1.337 e parágrafo único",
    title: "Condômino que descumpre deveres de forma reiterada: multa de até 5 vezes a contribuição, aprovada por 3/4 dos demais; o antissocial, multa de 10 vezes até nova deliberação da assembleia",
    topics: ["artigo 1.337", ...CONDOMINIUM, "condômino antissocial", "morador antissocial", "condômino nocivo", "vizinho problemático", "vizinho barulhento", "mau comportamento", "multa por mau comportamento", "multa ao condômino", "cinco vezes", "quíntuplo", "5 vezes a taxa de condomínio", "cota condominial", "cota do condomínio", "quantas vezes a cota", "dez vezes", "décuplo", "10 vezes a taxa de condomínio", "três quartos", "3/4", "assembleia", "expulsar condômino", "expulsão do condomínio", "infração reiterada", "reincidente"],
    text:
      "Pelo art. 1.337 do Código Civil, o condômino ou possuidor que não cumpre reiteradamente os seus deveres perante o condomínio pode ser obrigado, por deliberação de três quartos (3/4) dos condôminos restantes, a pagar multa de até cinco vezes o valor da sua contribuição para as despesas condominiais, conforme a gravidade e a reiteração das faltas, além das perdas e danos. " +
      "Pelo parágrafo único, quem, por comportamento antissocial reiterado, torna a convivência incompatível com os demais pode ser obrigado a pagar multa de dez vezes a contribuição, até ulterior deliberação da assembleia. " +
      "Essas multas não se confundem com a de até 2% pelo atraso (art. 1.336, § 1º) nem com a do art. 1.336, § 2º, para quem faz obra que compromete a segurança ou altera a fachada. " +
      "O Código não prevê expressamente a expulsão do condômino; o tema é discutido nos tribunais, caso a caso.",
    source: CC_SOURCE,
  },
  // ---------------------------------------------------------------- NBR 6492: títulos das edições
  {
    id: "nbr6492-titulos-1994-2021",
    code: NBR6492,
    item: "título das edições de 1994 e 2021",
    title: "NBR 6492: a edição de 1994 se chamava Representação de projetos de arquitetura; a de 2021 trata da documentação técnica de projetos arquitetônicos e urbanísticos (título exato a confirmar)",
    topics: ["NBR 6492", "6492", "título da NBR 6492", "nome da norma", "Representação de projetos de arquitetura", "documentação técnica", "documentação técnica para projetos arquitetônicos e urbanísticos", "projeto urbanístico", "1994", "2021", "edição", "qual a edição em vigor", "norma de desenho de arquitetura", "representação gráfica", "desenho técnico"],
    text:
      "A edição de 1994 da NBR 6492 tinha o título Representação de projetos de arquitetura e tratava de como desenhar esses projetos para que fossem lidos sem ambiguidade. " +
      "A revisão de 2021 ampliou o escopo para a documentação técnica de projetos arquitetônicos e também urbanísticos; o título informado para ela é Documentação técnica para projetos arquitetônicos e urbanísticos — Requisitos, a confirmar no catálogo da ABNT. " +
      "Com a revisão, a antiga planta de locação deu lugar à planta de implantação e o projeto legal passou a se chamar projeto para licenciamentos; ao citar a norma num contrato ou memorial, indique a edição de 2021.",
    source: NORM_TEXT_SOURCE,
    uncertain: true,
  },
  // ---------------------------------------------------------------- Teatros, cinemas e auditórios
  {
    id: "dec9404-espacos-assentos-por-lotacao",
    code: DECRETO9404,
    item: "art. 23, § 1º, do Decreto 5.296/2004",
    title: "Teatros, cinemas, auditórios e estádios: até 1.000 lugares, 2% de espaços para cadeira de rodas e 2% de assentos para PcD ou mobilidade reduzida (mínimo 1 de cada); acima de 1.000, 20 de cada mais 1% do que exceder 1.000",
    topics: [...VENUES, "Decreto 9.404", "9.404", "Decreto 5.296", "artigo 23", "2%", "1%", "mil lugares", "1.000 lugares", "acima de mil lugares", "quantos lugares para cadeirante", "quantos espaços para cadeira de rodas", "quantos assentos reservados", "obeso", "pessoa obesa", "assento para obeso", "acompanhante"],
    text:
      "O Decreto 9.404, de 11 de junho de 2018, reescreveu o art. 23 do Decreto 5.296/2004 conforme o art. 44 da Lei Brasileira de Inclusão: teatros, cinemas, auditórios, estádios, ginásios, locais de espetáculos e de conferências e similares reservam espaços livres para pessoas em cadeira de rodas e assentos para pessoas com deficiência ou mobilidade reduzida, conforme a lotação. " +
      "Até 1.000 lugares, são 2% de espaços para cadeira de rodas, com no mínimo 1, e 2% de assentos para pessoas com deficiência ou mobilidade reduzida, também com no mínimo 1. " +
      "Acima de 1.000 lugares, são 20 espaços mais 1% do que exceder 1.000, e 20 assentos mais 1% do excedente: num auditório de 1.500 lugares, 25 de cada. " +
      "Espaços e assentos seguem as normas de acessibilidade da ABNT na instalação e na sinalização; o arredondamento de frações para cima e a parcela de assentos para pessoas obesas, divulgados na época, ficam a confirmar no texto oficial.",
    source: DECRETO9404_SOURCE,
  },
  {
    id: "lbi-art44-lugares-reservados-distribuidos",
    code: LBI,
    item: "art. 44, caput e §§ 1º a 4º e 7º",
    title: "LBI: em teatros, cinemas e auditórios, os lugares reservados ficam distribuídos em todos os setores, perto dos corredores, com lugar para acompanhante e rotas de fuga acessíveis",
    topics: [...VENUES, "Lei 13.146", "LBI", "Lei Brasileira de Inclusão", "Estatuto da Pessoa com Deficiência", "artigo 44", "art. 44", "acompanhante", "lugar para acompanhante", "boa visibilidade", "perto do corredor", "área segregada", "rota de fuga", "rotas de fuga", "saída de emergência acessível", "preço do ingresso", "ingresso da pessoa com deficiência"],
    text:
      "Pelo art. 44 da Lei 13.146/2015, teatros, cinemas, auditórios, estádios, ginásios de esporte, locais de espetáculos e de conferências e similares reservam espaços livres e assentos para a pessoa com deficiência, conforme a lotação, nos termos do regulamento (hoje o art. 23 do Decreto 5.296/2004, na redação do Decreto 9.404/2018). " +
      "Esses lugares ficam distribuídos pelo recinto em locais diversos e de boa visibilidade, em todos os setores, próximos aos corredores e sinalizados, sem formar áreas segregadas nem obstruir as saídas. " +
      "Devem permitir acomodar pelo menos um acompanhante, e o local tem de ter rotas de fuga e saídas de emergência acessíveis. " +
      "Sem procura comprovada, os assentos reservados podem, excepcionalmente, ser ocupados por outras pessoas, e o ingresso da pessoa com deficiência não pode custar mais que o das demais.",
    source: LBI_SOURCE,
  },
  {
    id: "lbi-cinemas-recursos-acessibilidade-prazo",
    code: LBI,
    item: "art. 44, § 6º, e art. 125 (Leis 14.009/2020 e 14.159/2021)",
    title: "Salas de cinema: recursos de acessibilidade em todas as sessões; o prazo, adiado pelas Leis 14.009/2020 e 14.159/2021, passou a 1º/01/2023",
    topics: ["cinema", "sala de cinema", "salas de cinema", "acessibilidade no cinema", "cinema acessível", "recursos de acessibilidade", "audiodescrição", "legenda", "legenda oculta", "legendagem descritiva", "closed caption", "Libras", "janela de Libras", "intérprete de Libras", "deficiência visual", "deficiência auditiva", "surdo", "cego", "todas as sessões", "Lei 14.009", "14.009", "Lei 14.159", "14.159", "MP 917", "MP 1.025", "prazo dos cinemas", "Lei 13.146", "LBI", "Estatuto da Pessoa com Deficiência", "artigo 44", "artigo 125"],
    text:
      "Pelo art. 44, § 6º, da Lei 13.146/2015, as salas de cinema devem oferecer, em todas as sessões, recursos de acessibilidade para a pessoa com deficiência, como legenda oculta, janela com intérprete de Libras e audiodescrição. " +
      "O art. 125 da lei deu prazo para isso, originalmente de 48 meses contados da entrada em vigor do Estatuto, o que levava a janeiro de 2020. " +
      "A Lei 14.009/2020, vinda da MP 917/2019, ampliou o prazo para 60 meses (até 1º/01/2021), e a Lei 14.159/2021, vinda da MP 1.025/2020, para 84 meses (até 1º/01/2023). " +
      "Vencido esse prazo, a exigência vale para todas as salas, somada aos lugares reservados do mesmo art. 44.",
    source: LBI_SOURCE,
  },
  // ---------------------------------------------------------------- LEED: níveis por pontuação
  {
    id: "leed-niveis-pontuacao",
    code: LEED,
    item: "LEED v3 e versões posteriores",
    title: "LEED: Certified de 40 a 49 pontos, Silver de 50 a 59, Gold de 60 a 79 e Platinum com 80 pontos ou mais",
    topics: ["LEED", "certificação LEED", "níveis do LEED", "níveis de certificação", "pontuação LEED", "quantos pontos", "pontos", "Certified", "Silver", "Gold", "Platinum", "LEED Certified", "LEED Silver", "LEED Gold", "LEED Platinum", "LEED prata", "LEED ouro", "LEED platina", "40 pontos", "50 pontos", "60 pontos", "80 pontos", "selo verde", "certificação ambiental", "green building", "USGBC", "GBC Brasil"],
    text:
      "O LEED, sistema de certificação de edifícios do USGBC (representado no Brasil pelo GBC Brasil), classifica o projeto pelo total de pontos obtidos nos créditos. " +
      "Nas versões a partir da v3, são quatro níveis: Certified, de 40 a 49 pontos; Silver, de 50 a 59; Gold, de 60 a 79; e Platinum, com 80 pontos ou mais. " +
      "Os pontos vêm de categorias como processo integrativo, localização e transporte, terrenos sustentáveis, eficiência no uso da água, energia e atmosfera, materiais e recursos, qualidade do ambiente interno, inovação e prioridade regional. " +
      "Com menos de 40 pontos o projeto não é certificado.",
    source: LEED_SOURCE,
  },
];
