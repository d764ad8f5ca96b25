import type { Passage } from "#server/ai/offline/types";
import { NBR6118, NBR6492 } from "./codes";

/**
 * Concrete structure (NBR 6118: aggressiveness classes, concrete quality, covers, minimum
 * dimensions) and technical drawing (NBR 16752 sheets, lines, folding; NBR 6492 representation),
 * one key figure per passage.
 */

const NBR16752 = "ABNT NBR 16752:2020";
const NBR6492_1994 = "ABNT NBR 6492:1994";
const NBR16868 = "ABNT NBR 16868:2020";

const CONCRETO = ["concreto", "concreto armado", "estrutura", "estrutural", "6118"];
const DESENHO = ["desenho técnico", "desenho de arquitetura", "representação gráfica", "prancha", "folha"];

export const STRUCTURE_DRAWING_PASSAGES: Passage[] = [
  // ---------------------------------------------------------------- NBR 6118: durabilidade
  {
    id: "nbr6118-caa-classes",
    code: NBR6118,
    title: "Classes de agressividade ambiental (CAA I a IV): rural, urbana, marinha, industrial, respingos de maré",
    item: "Tabela 6.1",
    topics: [...CONCRETO, "classe de agressividade", "agressividade ambiental", "CAA", "CAA I", "CAA II", "CAA III", "CAA IV", "rural", "urbana", "cidade", "marinha", "praia", "litoral", "maresia", "industrial", "respingos de maré", "durabilidade", "corrosão"],
    text:
      "A NBR 6118 classifica o ambiente em quatro classes de agressividade (Tabela 6.1): CAA I, fraca, para ambiente rural ou estrutura submersa, com risco de deterioração insignificante; CAA II, moderada, para ambiente urbano, com risco pequeno. " +
      "CAA III, forte, vale para ambiente marinho ou industrial, com risco grande; CAA IV, muito forte, para ambiente industrial quimicamente agressivo ou zona de respingos de maré, com risco elevado. " +
      "A classe escolhida define a qualidade mínima do concreto e o cobrimento das armaduras.",
    source: "https://www.concretoarmado.org/post/cobrimento-das-armaduras-e-sua-relacao-com-a-agressividade-do-meio-ambiente",
  },
  {
    id: "nbr6118-caa-notas",
    code: NBR6118,
    title: "Quando se pode adotar uma classe de agressividade mais branda (estimativa)",
    item: "notas da Tabela 6.1",
    topics: [...CONCRETO, "classe de agressividade", "CAA", "microclima", "ambiente interno seco", "clima seco", "umidade relativa", "apartamento", "revestido", "pintura"],
    text:
      "As notas da Tabela 6.1 (lidas no texto de 2003; confirme na edição de 2023) permitem adotar uma classe um nível mais branda em ambientes internos secos, como salas, dormitórios, banheiros, cozinhas e áreas de serviço de apartamentos e conjuntos comerciais, ou com o concreto revestido de argamassa e pintura. " +
      "O mesmo vale para obras em clima seco, com umidade relativa do ar de até 65%, e partes protegidas da chuva em ambiente predominantemente seco. " +
      "Ambientes quimicamente agressivos, como tanques industriais, galvanoplastia e armazéns de fertilizantes, ficam na classe mais severa.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
    uncertain: true,
  },
  {
    id: "nbr6118-agua-cimento",
    code: NBR6118,
    title: "Relação água/cimento máxima e classe mínima do concreto armado por CAA",
    item: "Tabela 7.1",
    topics: [...CONCRETO, "relação água/cimento", "relação água cimento", "fator água cimento", "a/c", "fck", "classe do concreto", "resistência do concreto", "MPa", "C20", "C25", "C30", "C40", "CAA", "classe de agressividade", "traço", "fck mínimo", "concreto mínimo", "ambiente urbano", "agressividade moderada", "rural", "marinha", "industrial"],
    text:
      "Para concreto armado, a Tabela 7.1 da NBR 6118 limita a relação água/cimento (em massa) a 0,65 na CAA I, 0,60 na CAA II, 0,55 na CAA III e 0,45 na CAA IV. " +
      "A classe mínima do concreto é C20 (fck de 20 MPa) na CAA I, C25 na CAA II, C30 na CAA III e C40 na CAA IV. " +
      "Assim, uma obra urbana comum (CAA II) pede concreto de pelo menos 25 MPa com a/c de até 0,60.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr6118-cobrimento-laje",
    code: NBR6118,
    title: "Cobrimento nominal de lajes de concreto armado: 20, 25, 35 e 45 mm",
    item: "Tabela 7.2",
    topics: [...CONCRETO, "cobrimento", "cobrimento da laje", "cobrimento nominal", "laje", "armadura", "ferragem", "ferro", "espaçador", "cm", "mm", "CAA", "classe de agressividade"],
    text:
      "Pela Tabela 7.2 da NBR 6118 (tolerância de execução Δc de 10 mm), o cobrimento nominal das lajes de concreto armado é 20 mm na CAA I (rural), 25 mm na CAA II (urbana), 35 mm na CAA III (marinha ou industrial) e 45 mm na CAA IV. " +
      "Na face superior de lajes que recebem contrapiso e revestimento (cerâmica, carpete, madeira e similares), a norma admite regra própria, respeitado o cobrimento nominal mínimo de 15 mm.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr6118-cobrimento-viga-pilar",
    code: NBR6118,
    title: "Cobrimento nominal de vigas e pilares de concreto armado: 25, 30, 40 e 50 mm",
    item: "Tabela 7.2",
    topics: [...CONCRETO, "cobrimento", "cobrimento da viga", "cobrimento do pilar", "cobrimento nominal", "viga", "pilar", "coluna", "armadura", "ferragem", "ferro", "estribo", "cm", "mm", "CAA", "classe de agressividade"],
    text:
      "Pela Tabela 7.2 da NBR 6118 (com Δc = 10 mm), vigas e pilares de concreto armado têm cobrimento nominal de 25 mm na CAA I (rural), 30 mm na CAA II (urbana), 40 mm na CAA III (marinha ou industrial) e 50 mm na CAA IV. " +
      "Em concreto protendido, os valores para vigas e pilares sobem para 30, 35, 45 e 55 mm (cobrimento da bainha ou dos cabos).",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr6118-cobrimento-solo",
    code: NBR6118,
    title: "Cobrimento de elementos em contato com o solo e de reservatórios",
    item: "Tabela 7.2, notas c e d",
    topics: [...CONCRETO, "cobrimento", "contato com o solo", "fundação", "sapata", "bloco", "baldrame", "viga baldrame", "pilar", "reservatório", "caixa d'água", "piscina", "esgoto", "ETE", "cm", "mm"],
    text:
      "Elementos estruturais de concreto armado em contato com o solo têm cobrimento nominal de 30 mm nas CAA I e II, 40 mm na CAA III e 50 mm na CAA IV (Tabela 7.2 da NBR 6118). " +
      "No trecho dos pilares em contato com o solo junto à fundação, o cobrimento é de pelo menos 45 mm. " +
      "Superfícies expostas a ambientes química e intensamente agressivos, como reservatórios, estações de tratamento de água e esgoto e canaletas de efluentes, seguem os cobrimentos da CAA IV.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr6118-tolerancia-cobrimento",
    code: NBR6118,
    title: "Cobrimento mínimo, nominal e tolerância de execução Δc = 10 mm",
    item: "itens 7.4.7.2 a 7.4.7.4",
    topics: [...CONCRETO, "cobrimento", "cobrimento mínimo", "cobrimento nominal", "tolerância de execução", "Δc", "delta c", "controle de qualidade", "10 mm", "5 mm"],
    text:
      "Na NBR 6118, o cobrimento nominal é o cobrimento mínimo somado à tolerância de execução Δc, e os valores da Tabela 7.2 já incluem essa tolerância. " +
      "Em obras correntes Δc é de pelo menos 10 mm; com controle de qualidade adequado e limites rígidos de tolerância, escritos explicitamente nos desenhos de projeto, pode-se usar Δc de 5 mm e reduzir em 5 mm os cobrimentos da tabela. " +
      "Confirme na edição de 2023 as condições para usar os 5 mm.",
    source: "https://suporte.altoqi.com.br/hc/pt-br/articles/115004562174-Prescri%C3%A7%C3%B5es-normativas-para-cobrimento-das-armaduras",
  },
  {
    id: "nbr6118-cobrimento-barra-agregado",
    code: NBR6118,
    title: "Cobrimento e tamanho máximo da brita: dmáx ≤ 1,2 × cnom",
    topics: [...CONCRETO, "cobrimento", "brita", "agregado graúdo", "dimensão máxima do agregado"],
    text:
      "Pela NBR 6118, a dimensão máxima característica do agregado graúdo (a brita) não pode superar em mais de 20% o cobrimento nominal, ou seja, dmáx ≤ 1,2 × cnom. " +
      "Exemplo: com cobrimento nominal de 25 mm, a brita pode ter dimensão máxima de até 30 mm.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr6118-pilar-viga-minimos",
    code: NBR6118,
    title: "Dimensões mínimas: pilar de 19 cm e viga de 12 cm",
    item: "itens 13.2.2 e 13.2.3",
    topics: [...CONCRETO, "pilar", "coluna", "seção mínima do pilar", "dimensão mínima", "19 cm", "14 cm", "viga", "largura da viga", "12 cm", "viga-parede", "pilar-parede", "γn"],
    text:
      "Pela NBR 6118, a seção de pilares e pilares-parede maciços não pode ter dimensão menor que 19 cm; em casos especiais aceita-se entre 14 cm e 19 cm, desde que os esforços de cálculo sejam multiplicados por um coeficiente adicional γn. " +
      "A largura das vigas não pode ser menor que 12 cm, e a das vigas-parede menor que 15 cm, com mínimo absoluto de 10 cm em casos excepcionais, se couberem as armaduras e for possível lançar e vibrar o concreto.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr6118-laje-espessura",
    code: NBR6118,
    title: "Espessura mínima de lajes maciças: 7, 8, 10, 12, 15 e 16 cm",
    item: "item 13.2.4.1",
    topics: [...CONCRETO, "laje", "laje maciça", "espessura da laje", "espessura mínima", "altura da laje", "laje de cobertura", "laje de piso", "laje em balanço", "marquise", "garagem", "laje lisa", "laje cogumelo", "cm"],
    text:
      "Pelo item 13.2.4.1 da NBR 6118 (valores do texto de 2014; confirme na edição de 2023), a laje maciça tem no mínimo 7 cm na cobertura não em balanço, 8 cm no piso não em balanço e 10 cm quando em balanço. " +
      "Lajes que suportam veículos de até 30 kN têm no mínimo 10 cm, e acima disso 12 cm; lajes protendidas apoiadas em vigas, 15 cm; lajes lisas, 16 cm, e lajes-cogumelo, 14 cm.",
    source: "https://atex.com.br/pt/como-definir-espessura-de-lajes-macicas-nervuradas",
  },

  // ---------------------------------------------------------------- Folhas de desenho (NBR 16752)
  {
    id: "nbr16752-formatos",
    code: NBR16752,
    title: "Formatos de folha A0 a A4 em milímetros",
    topics: [...DESENHO, "formato", "formatos de papel", "tamanho da folha", "tamanho da prancha", "A0", "A1", "A2", "A3", "A4", "série A", "mm", "plotagem", "16752"],
    text:
      "A folha de desenho técnico usa a série ISO-A, hoje regida pela NBR 16752:2020. " +
      "O formato básico A0 tem 841 mm × 1.189 mm (1 m²), e cada formato seguinte é a metade do anterior: A1 com 594 mm × 841 mm, A2 com 420 mm × 594 mm, A3 com 297 mm × 420 mm e A4 com 210 mm × 297 mm. " +
      "A mesma norma trata da legenda, do dobramento de cópias e do emprego de escalas.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr16752-margens",
    code: NBR16752,
    title: "Margens da folha: 20 mm à esquerda e 10 mm nas demais",
    topics: [...DESENHO, "margem", "margens", "margem esquerda", "quadro", "marcas de centro", "legenda", "carimbo", "A0", "A1", "A2", "A3", "A4", "16752"],
    text:
      "Pela NBR 16752:2020, toda folha de desenho tem margens e um quadro que delimita o espaço do desenho. " +
      "A margem esquerda tem 20 mm, para perfurar e arquivar, e as demais têm 10 mm. " +
      "Quatro marcas de centro, em linha contínua de 0,7 mm, ficam nas pontas dos eixos de simetria da folha.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr10068-margens-antigas",
    code: "ABNT NBR 10068:1987",
    title: "Margens e legenda da antiga NBR 10068 (25 mm à esquerda)",
    topics: [...DESENHO, "margem", "margem esquerda", "25 mm", "legenda", "carimbo", "10068", "norma antiga", "folha de desenho"],
    text:
      "A antiga NBR 10068:1987, que a NBR 16752:2020 veio substituir no tema da folha de desenho (confirme o status da 10068 no catálogo da ABNT), usava margem esquerda de 25 mm e demais margens de 10 mm nas folhas A0 e A1 ou 7 mm nas A2, A3 e A4. " +
      "A legenda (o carimbo) ficava dentro do quadro, no canto inferior direito, com 175 mm de comprimento nas folhas A0 e A1 e 178 mm nas menores.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr13142-dobramento",
    code: "ABNT NBR 13142:1999",
    title: "Dobramento de cópias: tudo dobrado no formato A4 com o carimbo à vista",
    topics: [...DESENHO, "dobramento", "dobrar a prancha", "dobra", "A4", "carimbo", "legenda", "arquivamento", "prefeitura", "13142"],
    text:
      "As cópias de desenhos em A0, A1, A2 e A3 são dobradas até ficarem no formato A4, com a legenda (o carimbo) visível. " +
      "O dobramento começa pelo lado direito, em dobras verticais, e nas folhas A0, A1 e A2 que serão perfuradas o canto superior esquerdo é dobrado para trás.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr8403-linhas",
    code: "ABNT NBR 8403:1984",
    title: "Espessuras de linha no desenho técnico (0,13 a 2,00 mm)",
    topics: [...DESENHO, "linha", "linhas", "espessura de linha", "espessura da pena", "peso de linha", "pena", "traço", "tracejada", "traço e ponto", "hachura", "16861", "8403"],
    text:
      "A NBR 8403:1984 foi cancelada em 05/01/2021 e substituída pela NBR 16861:2020, de requisitos para linhas e escrita; confira nela os valores atuais. " +
      "A norma antiga escalonava as larguras de linha em 0,13, 0,18, 0,25, 0,35, 0,50, 0,70, 1,00, 1,40 e 2,00 mm, com a linha larga pelo menos 2 vezes mais grossa que a estreita. " +
      "Linhas paralelas e hachuras ficavam afastadas pelo menos 2 vezes a largura da linha mais grossa, recomendando-se não menos de 0,70 mm.",
    source: "https://formuladocad.com.br/nbr-8403-principais-tipos-de-linhas-no-desenho-tecnico",
  },

  // ---------------------------------------------------------------- NBR 6492: representação de projetos
  {
    id: "nbr6492-planta-baixa-corte",
    code: NBR6492_1994,
    title: "Planta baixa: plano de corte a cerca de 1,50 m do piso",
    item: "item 3.3",
    topics: ["planta baixa", "planta de edificação", "plano de corte", "altura do corte", "1,50 m", "corte", "fachada", "planta de situação", "planta de locação", "definições", "6492", ...DESENHO],
    text:
      "Na NBR 6492 de 1994 (item 3.3), a planta de edificação, a planta baixa, é a vista de cima de um plano horizontal que corta o prédio a cerca de 1,50 m do piso de referência, altura que pode variar para mostrar os elementos necessários. " +
      "O corte é um plano vertical, longitudinal ou transversal, que divide a edificação em duas partes, e a fachada representa os planos externos, onde os cortes podem ser marcados.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr6492-plantas-conteudo",
    code: NBR6492_1994,
    title: "O que uma planta de anteprojeto deve mostrar (norte, eixos, cotas, níveis, áreas)",
    item: "item 5.3.2.3",
    topics: ["planta baixa", "anteprojeto", "indicação do norte", "norte", "eixos", "cotas", "níveis", "nível de piso acabado", "área útil", "nome dos ambientes", "marcação de cortes", "escala", "carimbo", "6492", ...DESENHO],
    text:
      "Pela NBR 6492 de 1994 (item 5.3.2.3), as plantas do anteprojeto trazem a simbologia da norma, a indicação do norte, os eixos e o sistema estrutural, as cotas entre eixos, parciais e totais, e os fechamentos, circulações, cobertura e acessos. " +
      "Também mostram projeções de elementos acima ou abaixo do plano de corte, os níveis de piso acabado, o nome e a área útil de cada compartimento, a marcação de cortes e fachadas, as escalas, as notas e o carimbo. " +
      "No projeto executivo entram todas as cotas necessárias à obra.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr6492-situacao-conteudo",
    code: NBR6492_1994,
    title: "O que a planta de situação deve conter",
    item: "item 5.3.1",
    topics: ["planta de situação", "situação", "curvas de nível", "norte", "vias de acesso", "lote", "terreno", "non aedificandi", "demolição", "estudo preliminar", "6492", ...DESENHO],
    text:
      "Na NBR 6492 de 1994, a planta de situação do estudo preliminar traz a simbologia da norma, as curvas de nível existentes e projetadas, a indicação do norte, as vias de acesso e os logradouros vizinhos. " +
      "Ela mostra ainda as áreas a edificar com o contorno da cobertura, o nome dos blocos, as construções existentes, demolições, áreas non aedificandi e restrições governamentais, além de escalas, notas e carimbo.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr6492-escala-anteprojeto",
    code: NBR6492_1994,
    title: "Escala do anteprojeto e do projeto executivo: 1:100 ou maior",
    topics: ["escala", "escala do projeto", "escala da planta", "1:100", "1/100", "anteprojeto", "projeto executivo", "ampliação", "6492", ...DESENHO],
    text:
      "A NBR 6492 de 1994 pede que o anteprojeto e o projeto executivo representem a edificação em escala igual ou maior que 1:100. " +
      "Conforme o porte do programa, podem ser usadas escalas menores, desde que acompanhadas de ampliações por setor.",
    source: "https://figueiredomelo.com.br/post/resumo-nbr-6492-1994-representação-de-projetos-de-arquitetura",
  },
  {
    id: "escalas-usuais-arquitetura",
    code: "Prática de desenho de arquitetura (escalas usuais)",
    title: "Escalas usuais por tipo de desenho: 1:50, 1:100, 1:500, detalhes",
    topics: ["escala", "escalas usuais", "qual escala", "1:50", "1:100", "1:200", "1:500", "1:1000", "1:25", "1:20", "1:5", "1:1", "planta baixa", "implantação", "situação", "detalhe", "corte", "fachada", "projeto legal", "prefeitura", ...DESENHO],
    text:
      "Na prática de projeto executivo, plantas, cortes e elevações costumam sair em 1:50, e os detalhes em 1:25, 1:5 ou até 1:1. " +
      "Plantas de implantação e de situação usam, conforme o caso, 1:500, 1:750 ou 1:1000. " +
      "Projetos para a prefeitura (projeto legal) seguem as escalas exigidas pela norma municipal de cada cidade.",
    source: "https://marcelosbarra.com/representacao-grafica-projeto-executivo-portas-madeira",
  },
  {
    id: "nbr6492-2021-mudancas",
    code: NBR6492,
    title: "NBR 6492:2021: projetos arquitetônicos e urbanísticos, planta de implantação e licenciamentos",
    item: "itens 3.17 e 7.1",
    topics: ["NBR 6492", "6492", "2021", "nova norma", "o que mudou", "documentação técnica", "projeto urbanístico", "anteprojeto urbanístico", "planta de implantação", "planta de locação", "projeto para licenciamentos", "projeto legal", ...DESENHO],
    text:
      "A edição de 2021 da NBR 6492 passou a tratar da documentação técnica de projetos arquitetônicos e também urbanísticos. " +
      "A antiga planta de locação deu lugar à planta de implantação (item 3.17), que mostra a edificação no lote com as dimensões do terreno, os recuos, a projeção da cobertura e as áreas permeáveis e impermeáveis. " +
      "O anteprojeto urbanístico (item 7.1) define o partido, pré-dimensiona os elementos e subsidia o projeto para licenciamentos, nome que substitui o antigo projeto legal.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  // ---------------------------------------------------------------- NBR 16868: alvenaria estrutural
  {
    id: "nbr16868-partes",
    code: NBR16868,
    title: "Alvenaria estrutural: NBR 16868 (2020), suas partes e as normas que substituiu",
    topics: ["alvenaria estrutural", "norma de alvenaria estrutural", "bloco estrutural", "bloco cerâmico estrutural", "bloco de concreto estrutural", "16868", "15961", "15812", "16522", "projeto de alvenaria", "execução de alvenaria", "qual norma", "norma substituída", "norma cancelada", "norma unificada", "unificou"],
    text:
      "A alvenaria estrutural segue a NBR 16868, publicada em 10/08/2020 em três partes: Parte 1, projeto; Parte 2, execução e controle de obras; Parte 3, métodos de ensaio. " +
      "Ela cancelou e substituiu as NBR 15812-1:2010, 15812-2:2010 e 15812-3:2017 (blocos cerâmicos), as NBR 15961-1:2011 e 15961-2:2011 (blocos de concreto) e a NBR 16522:2016, juntando num só texto o que antes se dividia por tipo de bloco, já que os critérios de projeto e execução são os mesmos. " +
      "Estavam previstas ainda a Parte 4, estrutura em situação de incêndio, e a Parte 5, projeto para ações sísmicas.",
    source: "https://cbic.org.br/inovacao/2020/08/12/novas-normas-de-alvenaria-estrutural-corrigem-antiga-distorcao/",
  },
];
