import type { Passage } from "#server/ai/offline/types";
import { NBR9050, NBR9077 } from "./codes";

/**
 * Details of NBR 9050 (handrails, ramps, stairs, toilets, controls, corridors) and of the
 * emergency-exit stairs of NBR 9077, one key figure per passage. Item numbers follow the
 * 2015 text that the 2020 amendment kept; where a source quoted the 2004 numbering, no item is given.
 */

/** The 1993 edition with Amendment 1 (2001), the text every figure below was read from. */
/** The edition published in July 2025 that replaced it (no figure of it was confirmed). */
const NBR9077_2025 = "ABNT NBR 9077:2025";

/** Said in every NBR 9077 passage: the figures come from the replaced edition. */
const NBR9077_NOTE = "Esses valores são da edição de 1993/2001; a NBR 9077 ganhou nova edição em julho de 2025, então confirme-os nela e na IT do Corpo de Bombeiros do seu estado.";

export const ACCESSIBILITY_DETAIL_PASSAGES: Passage[] = [
  // ---------------------------------------------------------------- NBR 9050: edição
  {
    id: "nbr9050-vigente-2026",
    code: NBR9050,
    title: "NBR 9050: existe edição mais nova que a de 2020?",
    topics: ["edição vigente", "versão atual", "norma atualizada", "nova NBR 9050", "9050 2020", "9050 2015", "emenda 1", "revisão", "acessibilidade", "ainda vale", "2024", "2025", "2026"],
    text:
      "A versão em uso da norma de acessibilidade continua sendo a ABNT NBR 9050:2020, que é o texto de 2015 somado à Emenda 1 de 2020; o CAU/BR ainda a divulga como a referência vigente. " +
      "Não encontramos publicação de edição posterior, mas confirme no catálogo da ABNT antes de fechar um projeto, porque as normas de acessibilidade podem ser baixadas gratuitamente ali.",
    source: "https://caubr.gov.br/norma-tecnica-da-abnt-auxilia-profissionais-a-promover-acessibilidade-no-pais/",
  },
  {
    id: "nbr9050-emenda-2020-mudancas",
    code: NBR9050,
    title: "O que a Emenda 1:2020 mudou na NBR 9050",
    topics: ["emenda 1", "o que mudou", "mudanças", "alterações", "9050 2020", "símbolo internacional de acesso", "SIA", "manobra 180", "espaço confinado", "proteção contra queda", "acessibilidade"],
    text:
      "A Emenda 1, de agosto de 2020, não reescreveu a norma: corrigiu textos e figuras do texto de 2015. " +
      "Entre as mudanças que afetam o projeto, o Símbolo Internacional de Acesso passou a ter um único desenho, a manobra de 180° continuou em 1,50 × 1,20 m mas com o trecho reto ampliado de 0,56 m para 0,80 m, e o espaço para cadeira de rodas em locais confinados trocou o círculo de Ø 1,50 m por uma área de 1,50 × 1,20 m. " +
      "A proteção contra queda deixou de valer só para rotas acessíveis e passou a abranger áreas de circulação com declives a partir de 18 cm.",
    source: "https://solucoesparacidades.com.br/mobilidade/5-normas-mobilidade/nbr-90502004-acessibilidade-a-edificacoes-mobiliario-espacos-e-equipamentos-urbanos",
  },

  // ---------------------------------------------------------------- Corrimãos
  {
    id: "nbr9050-corrimao-alturas",
    code: NBR9050,
    title: "Altura dos corrimãos: 0,92 m e 0,70 m",
    item: "item 6.9.2.1",
    topics: ["altura do corrimão", "corrimão", "corrimãos", "corrimão duplo", "duas alturas", "0,92", "0,70", "92 cm", "70 cm", "guarda-mão", "rampa", "escada", "degrau", "criança", "cadeirante", "acessibilidade", "9050"],
    text:
      "Pela NBR 9050, rampas e escadas levam corrimãos dos dois lados, cada um com duas barras: uma a 0,92 m e outra a 0,70 m do piso. " +
      "A altura é medida da face superior do corrimão até o ponto central do piso do degrau, na escada, ou até o patamar, na rampa. " +
      "A barra mais baixa atende crianças, pessoas de baixa estatura e quem usa cadeira de rodas.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr9050-corrimao-prolongamento",
    code: NBR9050,
    title: "Prolongamento dos corrimãos: 0,30 m nas extremidades",
    topics: ["prolongamento do corrimão", "extensão do corrimão", "corrimão passar do degrau", "ponta do corrimão", "extremidade", "30 cm", "0,30", "início e fim da escada", "rampa", "escada", "corrimão", "acessibilidade", "9050"],
    text:
      "Os corrimãos laterais devem continuar pelo menos 0,30 m além do primeiro e do último degrau (ou do início e do fim da rampa), sem invadir a área de circulação. " +
      "Em edificações existentes, se não houver espaço para o prolongamento no sentido da caminhada, ele pode ser feito ao longo da circulação ou fixado na parede ao lado.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr9050-corrimao-intermediario",
    code: NBR9050,
    title: "Corrimão intermediário: escadas e rampas a partir de 2,40 m de largura",
    topics: ["corrimão intermediário", "corrimão central", "corrimão no meio", "escada larga", "rampa larga", "2,40", "largura", "corrimão", "escadaria", "acessibilidade", "9050"],
    text:
      "Quando a escada ou a rampa tiver 2,40 m de largura ou mais, a NBR 9050 pede um corrimão intermediário, duplo (nas duas alturas), que deixe faixas de pelo menos 1,20 m de passagem. " +
      "Esse corrimão central só é interrompido nos patamares com mais de 1,40 m de comprimento, para não atrapalhar a circulação.",
    source: "https://qualificad.com.br/guarda-corpo-nbr-9050-9077-revit",
  },
  {
    id: "nbr9050-corrimao-secao",
    code: NBR9050,
    title: "Seção e afastamento do corrimão (empunhadura)",
    topics: ["diâmetro do corrimão", "seção do corrimão", "bitola", "empunhadura", "afastamento da parede", "corrimão embutido", "nicho", "4 cm", "corrimão", "barra de apoio", "acessibilidade"],
    text:
      "Corrimãos e barras de apoio devem ter seção circular (ou elíptica) com diâmetro entre 3,0 cm e 4,5 cm, sem arestas vivas, e ficar a pelo menos 4,0 cm da parede. " +
      "Quando embutidos em nicho, mantêm 4,0 cm da parede do fundo e 15 cm da face superior da reentrância. " +
      "Devem ser de material rígido e firmemente fixados.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },

  // ---------------------------------------------------------------- Degraus isolados e escadas (NBR 9050)
  {
    id: "nbr9050-degrau-isolado",
    code: NBR9050,
    title: "Degrau isolado x escada: até dois degraus, três ou mais",
    topics: ["degrau isolado", "degrau", "dois degraus", "três degraus", "quantos degraus é escada", "escada", "barra de apoio", "0,75 m", "acessibilidade", "9050"],
    text:
      "Na NBR 9050, uma sequência de até dois degraus é considerada degrau isolado, e a partir de três degraus já é escada. " +
      "Degraus isolados devem ser evitados em rotas acessíveis; quando existirem, basta uma barra de apoio horizontal ou vertical com no mínimo 0,30 m de comprimento e eixo a 0,75 m do piso.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr9050-escada-degraus",
    code: NBR9050,
    title: "Escada acessível: espelho 16 a 18 cm, piso 28 a 32 cm e 0,63 ≤ p + 2e ≤ 0,65 m",
    item: "item 6.8.2",
    topics: ["espelho", "piso do degrau", "pisada", "altura do degrau", "profundidade do degrau", "degrau", "escada", "fórmula de Blondel", "Blondel", "p + 2e", "16 cm", "18 cm", "28 cm", "32 cm", "acessibilidade", "9050"],
    text:
      "Pela NBR 9050, os degraus de uma escada devem ter espelho (e) entre 0,16 m e 0,18 m e piso (p) entre 0,28 m e 0,32 m, atendendo também a 0,63 m ≤ p + 2e ≤ 0,65 m. " +
      "Piso e espelho precisam ser constantes em toda a escada. " +
      "Uma sequência de três degraus ou mais já é escada.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr9050-escada-largura",
    code: NBR9050,
    title: "Escada em rota acessível: largura 1,20 m e degraus afastados 0,30 m da circulação",
    item: "itens 6.8.3 a 6.8.5",
    topics: ["largura da escada", "largura mínima", "escada", "primeiro degrau", "último degrau", "afastamento do degrau", "0,30 m", "circulação", "guia de balizamento", "inclinação transversal do degrau", "acessibilidade", "9050"],
    text:
      "A largura das escadas segue o fluxo de pessoas (NBR 9077), mas em rota acessível o mínimo é 1,20 m, com guia de balizamento. " +
      "Em construções novas, o primeiro e o último degrau de cada lance ficam a pelo menos 0,30 m da área de circulação adjacente e são sinalizados. " +
      "A inclinação transversal dos degraus não passa de 1% nas escadas internas e de 2% nas externas.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr9050-escada-patamares",
    code: NBR9050,
    title: "Patamares de escada: a cada 3,20 m de desnível, com 1,20 m",
    item: "itens 6.8.7 e 6.8.8",
    topics: ["patamar", "patamares", "descanso", "escada", "desnível", "3,20 m", "1,20 m", "mudança de direção", "lance", "acessibilidade", "9050"],
    text:
      "A NBR 9050 exige ao menos um patamar a cada 3,20 m de desnível e sempre que a escada mudar de direção. " +
      "Entre lances, o patamar tem no mínimo 1,20 m de comprimento; nas mudanças de direção, suas dimensões igualam a largura da escada.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "blondel-9050-x-9077",
    code: NBR9050,
    title: "Fórmula de Blondel: 63 a 65 cm (NBR 9050) x 63 a 64 cm (NBR 9077)",
    topics: ["fórmula de Blondel", "Blondel", "2e + p", "2h + b", "passo", "63 cm", "64 cm", "65 cm", "espelho", "piso", "degrau confortável", "escada", "9050", "9077"],
    text:
      "A regra de Blondel relaciona o passo com a escada: duas vezes a altura do espelho mais a profundidade do piso. " +
      "A NBR 9050 admite 0,63 m ≤ p + 2e ≤ 0,65 m, enquanto a NBR 9077 (edição de 1993/2001) usava 63 cm ≤ 2h + b ≤ 64 cm. " +
      "Na prática, com espelho de 17 cm o piso fica entre 29 e 30 cm pela NBR 9077 (até 31 cm pela NBR 9050).",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "escada-calculo-exemplo",
    code: NBR9050,
    title: "Como calcular os degraus de uma escada (exemplo com 2,80 m)",
    topics: ["calcular escada", "cálculo de escada", "quantos degraus", "número de degraus", "dimensionar escada", "pé-direito", "espessura da laje", "espelho", "piso", "Blondel", "exemplo", "escada"],
    text:
      "Some o pé-direito à espessura da laje para obter o desnível e divida pelo número de degraus para achar o espelho, que deve ficar entre 16 e 18 cm. " +
      "Por exemplo, 2,60 m de pé-direito com laje de 0,20 m dão 2,80 m; com 16 degraus o espelho é de 17,5 cm. " +
      "O piso sai da regra de Blondel: com 2 × 17,5 + p = 64 cm, p = 29 cm.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },

  // ---------------------------------------------------------------- Rampas
  {
    id: "nbr9050-rampa-patamares",
    code: NBR9050,
    title: "Patamares de rampa: 1,20 m no início, no fim e entre segmentos",
    topics: ["patamar", "patamares", "patamar de rampa", "comprimento do patamar", "descanso", "rampa", "1,20 m", "1,50 m", "mudança de direção", "segmento", "área de descanso", "50 m", "acessibilidade", "9050"],
    text:
      "No início e no fim de cada rampa, e entre um segmento e outro, a NBR 9050 pede patamares com no mínimo 1,20 m de comprimento no sentido do percurso. " +
      "Se a rampa muda de direção, o patamar tem dimensões iguais à largura da rampa. " +
      "A edição de 2004 recomendava 1,50 m para os patamares das pontas; e, para inclinações entre 6,25% e 8,33%, recomenda-se área de descanso nos patamares a cada 50 m de percurso.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr9050-rampa-inclinacao-transversal",
    code: NBR9050,
    title: "Inclinação transversal da rampa: 2% interna, 3% externa",
    item: "item 6.6.2.4",
    topics: ["inclinação transversal", "caimento lateral", "declividade transversal", "rampa", "rampa interna", "rampa externa", "2%", "3%", "acessibilidade", "9050"],
    text:
      "Além da inclinação no sentido da subida, a rampa acessível não pode ter inclinação transversal maior que 2% quando interna e 3% quando externa. " +
      "O mesmo limite vale para os pisos comuns das áreas de circulação.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr9050-piso-inclinacao",
    code: NBR9050,
    title: "Inclinação do piso em circulação: transversal 2% ou 3%, longitudinal abaixo de 5%",
    item: "item 6.3.3",
    topics: ["inclinação do piso", "caimento do piso", "piso inclinado", "declividade", "calçada", "circulação", "rota acessível", "5%", "2%", "3%", "quando vira rampa", "acessibilidade", "9050"],
    text:
      "Nas áreas de circulação, o piso pode ter inclinação transversal de até 2% se for interno e até 3% se for externo. " +
      "A inclinação longitudinal deve ficar abaixo de 5%: a partir de 5% o trecho passa a ser rampa e segue as regras de rampa da norma.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr9050-rampa-curva-balizamento",
    code: NBR9050,
    title: "Rampa em curva (raio 3,00 m) e guia de balizamento de 0,05 m",
    item: "itens 6.6.2.3 e 6.6.2.8",
    topics: ["rampa em curva", "rampa curva", "raio", "3,00 m", "guia de balizamento", "mureta", "rodapé", "sem parede lateral", "guarda-corpo", "rampa", "acessibilidade", "9050"],
    text:
      "Rampas em curva podem ter no máximo 8,33% de inclinação e raio mínimo de 3,00 m, medido no perímetro interno da curva. " +
      "Se a rampa não tiver paredes laterais, precisa de elementos de segurança, como guarda-corpo, corrimãos e guias de balizamento com pelo menos 0,05 m de altura nos limites da sua largura.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "rampa-calculo-exemplo",
    code: NBR9050,
    title: "Como calcular o comprimento e os patamares de uma rampa (exemplo com 0,90 m)",
    topics: ["calcular rampa", "cálculo de rampa", "comprimento da rampa", "quantos patamares", "dimensionar rampa", "desnível", "8,33%", "segmento", "fórmula da rampa", "exemplo", "rampa"],
    text:
      "O comprimento horizontal da rampa é o desnível dividido pela inclinação: c = h × 100 / i. " +
      "Para vencer 0,90 m a 8,33% são 10,8 m de projeção; como cada segmento nessa inclinação vence no máximo 0,80 m, a rampa fica com dois segmentos e um patamar intermediário de 1,20 m. " +
      "Já 1,50 m a 5% pede 30 m de rampa, em um único segmento.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },

  // ---------------------------------------------------------------- Sanitários
  {
    id: "nbr9050-bacia-altura",
    code: NBR9050,
    title: "Altura da bacia sanitária acessível: 0,43 a 0,45 m (0,46 m com assento)",
    topics: ["altura do vaso", "vaso sanitário", "bacia sanitária", "privada", "assento", "altura do assento", "0,46 m", "0,45 m", "banheiro PCD", "banheiro acessível", "bacia infantil", "acessibilidade", "9050"],
    text:
      "A bacia acessível fica com a borda superior, sem o assento, entre 0,43 m e 0,45 m do piso acabado. " +
      "Com o assento, a altura máxima é 0,46 m para adultos e 0,36 m para bacias infantis. " +
      "Só trocar o assento não basta: a própria louça precisa estar na altura, com sóculo, vaso suspenso ou modelo próprio.",
    source: "http://tavolaengenharia.com.br/noticias/bacias-sanitarias-a-vacuo-conforme-norma-de-acessibilidade-nbr9050-20",
  },
  {
    id: "nbr9050-bacia-abertura-frontal",
    code: NBR9050,
    title: "Bacia e assento sem abertura frontal",
    topics: ["abertura frontal", "assento com abertura", "assento aberto na frente", "vaso com abertura frontal", "bacia sanitária", "vaso sanitário", "banheiro acessível", "banheiro PCD", "acessibilidade", "9050"],
    text:
      "Em sanitários acessíveis, as bacias e assentos não podem ter abertura frontal. " +
      "A proibição veio com o texto de 2015: a abertura faz a perna de quem tem pouca força escorregar para dentro e provoca quedas na transferência.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr9050-barras-bacia-lateral",
    code: NBR9050,
    title: "Barras junto à bacia: parede lateral",
    item: "item 7.7.2.2.1",
    topics: ["barra de apoio", "barras de apoio", "barra lateral", "barra vertical", "vaso sanitário", "bacia", "banheiro PCD", "banheiro acessível", "0,75 m", "0,40 m", "acessibilidade", "9050"],
    text:
      "Na parede lateral da bacia vai uma barra horizontal de no mínimo 0,80 m, a 0,75 m do piso (pelos eixos de fixação), a 0,40 m do eixo da bacia e posicionada a 0,50 m da borda frontal dela. " +
      "Acima dela fica uma barra vertical de no mínimo 0,70 m, 0,10 m acima da horizontal e a 0,30 m da borda frontal da bacia.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr9050-barras-bacia-fundo",
    code: NBR9050,
    title: "Barra de apoio na parede do fundo e bacia com caixa acoplada",
    item: "itens 7.7.2.2.2 e 7.7.2.2.3",
    topics: ["barra de apoio", "barra do fundo", "caixa acoplada", "barra articulada", "vaso sanitário", "bacia", "banheiro PCD", "0,89 m", "acessibilidade", "9050"],
    text:
      "Na parede do fundo, a barra horizontal tem no mínimo 0,80 m, fica a 0,75 m do piso, a no máximo 0,11 m da parede e se estende 0,30 m além do eixo da bacia em direção à parede lateral. " +
      "Se a caixa acoplada impedir essa altura, a barra pode subir até 0,89 m, mantendo 0,04 m acima da tampa da caixa. " +
      "Ela também pode ser trocada por uma barra lateral articulada, com a ponta a pelo menos 0,10 m da borda frontal da bacia.",
    source: "https://www.casadaacessibilidade.com.br/como-instalar-barra-de-apoio",
  },
  {
    id: "nbr9050-lavatorio",
    code: NBR9050,
    title: "Lavatório acessível: borda a 0,78–0,80 m e barras",
    topics: ["lavatório", "pia", "cuba", "altura da pia", "altura do lavatório", "pia do banheiro PCD", "0,80 m", "0,78 m", "0,73 m", "vão livre", "torneira", "barra de apoio", "acessibilidade", "9050"],
    text:
      "O lavatório acessível é suspenso, sem coluna nem gabinete por baixo, com a borda superior entre 0,78 m e 0,80 m do piso; guias de projeto indicam 0,73 m de altura livre por baixo (confirme na norma). " +
      "As barras horizontais do lavatório acompanham essa altura, as verticais ficam a 0,90 m do piso com no mínimo 0,40 m de comprimento, e a torneira fica a no máximo 0,50 m da borda frontal.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr9050-sanitario-localizacao",
    code: NBR9050,
    title: "Sanitário acessível: no máximo 50 m de percurso e entrada independente",
    topics: ["banheiro acessível", "sanitário acessível", "distância do banheiro", "50 m", "entrada independente", "unissex", "quantidade", "5%", "banheiro PCD", "acessibilidade", "9050"],
    text:
      "Os sanitários acessíveis ficam em rota acessível, perto da circulação principal, a no máximo 50 m de qualquer ponto da edificação. " +
      "Devem ter entrada independente, para que um acompanhante de outro sexo possa ajudar, e somar pelo menos 5% das peças de cada tipo, com no mínimo uma por sexo.",
    source: "https://www.vlibras.com.br/detalhes-da-nbr-9050-para-projetos-de-acessibilidade/",
  },
  {
    id: "nbr9050-porta-objetos",
    code: NBR9050,
    title: "Porta-objetos e acessórios no sanitário: 0,80 a 1,20 m",
    topics: ["porta-objetos", "saboneteira", "porta-toalha", "cabide", "acessórios", "altura dos acessórios", "banheiro acessível", "0,80 m", "1,20 m", "acessibilidade", "9050"],
    text:
      "Junto ao lavatório, ao mictório e à bacia deve haver um porta-objetos entre 0,80 m e 1,20 m de altura, com no máximo 0,25 m de profundidade. " +
      "Ele não pode atrapalhar as áreas de transferência e manobra nem o uso das barras, e de preferência não fica atrás da porta.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    // Added 03/12/2026 (decision 082, coverage). One professional page quotes these figures from the
    // 2004 text; no second page showed them in the 2015/2020 text, so the passage says so.
    id: "nbr9050-mictorio",
    code: NBR9050,
    item: "seção 7 (mictório)",
    title: "Mictório acessível: borda a 0,60–0,65 m do piso e barras verticais a 0,75 m",
    topics: ["mictório", "mictório acessível", "mictório suspenso", "urinol", "barras do mictório", "descarga do mictório", "sanitário masculino", "acessibilidade", "9050"],
    text:
      "Pelo texto da NBR 9050 (valores do texto de 2004, a confirmar na edição vigente), o mictório suspenso acessível fica com a borda frontal entre 0,60 m e 0,65 m do piso acabado, com aproximação frontal livre para pessoa em cadeira de rodas ou com mobilidade reduzida; o de piso segue as mesmas recomendações. " +
      "Ele tem barras de apoio verticais afastadas 0,60 m entre si, centralizadas pelo eixo da peça, a 0,75 m do piso e com no mínimo 0,70 m de comprimento. " +
      "O acionamento da descarga, quando houver, fica a 1,00 m do piso, de preferência por alavanca ou automático.",
    source: "http://www.acessibilidadenapratica.com.br/textos/mictorios-acessiveis/",
    uncertain: true,
  },

  // ---------------------------------------------------------------- Portas, comandos e corredores
  {
    id: "nbr9050-macanetas",
    code: NBR9050,
    title: "Maçanetas: tipo alavanca, entre 0,80 m e 1,10 m do piso",
    item: "item 4.6.6.1",
    topics: ["maçaneta", "maçanetas", "maçaneta da porta", "altura da maçaneta", "puxador", "fechadura", "alavanca", "porta", "0,80 m", "1,10 m", "acessibilidade", "9050"],
    text:
      "As maçanetas devem ser preferencialmente do tipo alavanca, com pelo menos 100 mm de comprimento, sem arestas e com a ponta recurvada, a no mínimo 40 mm da superfície da porta. " +
      "Ficam a uma altura entre 0,80 m e 1,10 m do piso acabado.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr9050-comandos-alturas",
    code: NBR9050,
    title: "Altura de interruptores, tomadas e comandos (estimativa)",
    topics: ["interruptor", "interruptores", "tomada", "tomadas", "altura da tomada", "altura do interruptor", "comandos", "controles", "campainha", "interfone", "alcance", "cadeirante", "acessibilidade", "9050"],
    text:
      "Como estimativa, confirme na figura de comandos e controles da NBR 9050: interruptores entre 0,60 m e 1,00 m e tomadas entre 0,40 m e 1,00 m do piso. " +
      "Guias de acessibilidade indicam uma faixa de conforto de 0,80 m a 1,00 m para comandos de uso contínuo e recomendam não passar de 1,20 m (máximo de 1,35 m) para quem está sentado. " +
      "Esses valores de interruptor e tomada não foram confirmados nas fontes consultadas.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
    uncertain: true,
  },
  {
    id: "nbr9050-corredores-larguras",
    code: NBR9050,
    title: "Largura de corredores: 0,90 m, 1,20 m ou 1,50 m conforme extensão e uso",
    topics: ["corredor", "corredores", "largura do corredor", "circulação", "hall", "corredor de uso comum", "uso público", "0,90 m", "1,20 m", "1,50 m", "extensão", "fluxo", "acessibilidade", "9050"],
    text:
      "Em corredores de uso comum, a NBR 9050 pede largura mínima de 0,90 m até 4,00 m de extensão, 1,20 m até 10,00 m e 1,50 m acima de 10,00 m. " +
      "Corredores de uso público têm no mínimo 1,50 m, e os de grande fluxo são dimensionados por fórmula, acima disso. " +
      "Em edificações existentes onde não dá para alargar, aceita-se 0,90 m com bolsões de retorno a cada 15 m.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },

  // ---------------------------------------------------------------- NBR 9077 (saídas de emergência)
  {
    id: "nbr9077-edicao-2025",
    code: NBR9077_2025,
    title: "NBR 9077: nova edição de julho de 2025",
    topics: ["edição vigente", "nova NBR 9077", "9077 2025", "saída de emergência", "rota de fuga", "projeto de saídas de emergência", "o que mudou", "incêndio", "abandono", "bombeiros"],
    text:
      "A NBR 9077 ganhou nova edição, publicada em 16 de julho de 2025 com o título Projeto de saídas de emergência, substituindo o texto de 1993 com a emenda de 2001. " +
      "A principal mudança é que o dimensionamento das saídas deixa de depender só do tipo de ocupação e passa a considerar a velocidade de crescimento do fogo e o perfil dos ocupantes. " +
      "Os números clássicos da edição antiga que esta base cita devem ser conferidos na nova edição e na IT do Corpo de Bombeiros do estado.",
    source: "https://cte.com.br/blog/gerenciamento/nbr9077-o-que-mudou",
  },
  {
    id: "nbr9077-degraus",
    code: NBR9077,
    title: "Degraus da escada de emergência: 16 a 18 cm e Blondel 63 a 64 cm",
    item: "item 4.7.3.1",
    topics: ["degrau", "degraus", "espelho", "altura do degrau", "largura do degrau", "piso", "Blondel", "2h + b", "63 cm", "64 cm", "bocel", "nariz do degrau", "escada de emergência", "escada de incêndio", "escada", "9077"],
    text:
      "Pela NBR 9077, os degraus têm altura h entre 16 cm e 18 cm e largura b pela fórmula de Blondel, 63 cm ≤ 2h + b ≤ 64 cm. " +
      "Num mesmo lance todos os degraus são iguais, e entre lances a altura pode variar no máximo 5 mm; o bocel (nariz) tem no mínimo 1,5 cm. " +
      NBR9077_NOTE,
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr9077-lance-patamar",
    code: NBR9077,
    title: "Lance de escada: no máximo 3,70 m de altura; patamar p = (2h + b)·n + b",
    topics: ["lance", "lanço", "altura máxima do lance", "3,70 m", "patamar", "comprimento do patamar", "quantos degraus por lance", "escada de emergência", "escada", "9077"],
    text:
      "Na NBR 9077, cada lance vence no máximo 3,70 m de altura entre patamares e tem no mínimo três degraus, o que dá cerca de 23 degraus de 16 cm por lance. " +
      "Em escada reta, o patamar mede p = (2h + b) × n + b, com n inteiro; na mudança de direção, tem no mínimo a largura da escada. " +
      NBR9077_NOTE,
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr9077-corrimaos",
    code: NBR9077,
    title: "Corrimãos em saídas de emergência: 80 a 92 cm e intermediário acima de 2,20 m",
    topics: ["corrimão", "corrimãos", "altura do corrimão", "80 cm", "92 cm", "corrimão intermediário", "2,20 m", "1,80 m", "escada de emergência", "escada de incêndio", "escada enclausurada", "diâmetro", "38 mm", "65 mm", "9077", "bombeiros"],
    text:
      "Na NBR 9077, o topo do corrimão fica entre 80 cm e 92 cm acima do piso, medido na vertical a partir da quina do degrau, e a seção tem entre 38 mm e 65 mm, sem arestas vivas. " +
      "Escadas com mais de 2,20 m de largura levam corrimão intermediário, no máximo a cada 1,80 m. " +
      NBR9077_NOTE,
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr9077-guarda-corpo",
    code: NBR9077,
    title: "Altura da guarda (guarda-corpo) nas saídas de emergência (estimativa)",
    topics: ["guarda-corpo", "guarda", "parapeito", "altura do guarda-corpo", "1,05 m", "0,92 m", "1,30 m", "1,10 m", "escada", "sacada", "mezanino", "9077", "14718"],
    text:
      "Como estimativa (resumo de blog técnico; confirme na NBR 9077 e na IT do seu estado): a guarda teria no mínimo 1,05 m em patamares, corredores e mezaninos, podendo baixar a 0,92 m nas escadas internas, e 1,30 m em escadas externas a mais de 12 m do solo. " +
      "Para o guarda-corpo em si, a NBR 14718:2019 pede 1,10 m, e ITs como a do Pará já adotam 1,10 m e 1,30 m.",
    source: "https://robertowatanabe.com.br/normas-dimensoes-e-resistencia-do-guarda-corpo/",
    uncertain: true,
  },
  {
    id: "nbr9077-acessos",
    code: NBR9077,
    title: "Acessos e corredores de fuga: pé-direito 2,50 m e saliências",
    item: "itens 4.4.3.1 e 4.5.1.1",
    topics: ["rota de fuga", "acesso", "corredor de fuga", "pé-direito", "2,50 m", "viga", "verga", "saliência", "pilar", "largura da saída", "saída de emergência", "9077"],
    text:
      "Pela NBR 9077, os acessos às saídas ficam sempre desobstruídos, sinalizados e iluminados, com pé-direito mínimo de 2,50 m; vigas e vergas podem baixar a altura livre até 2,00 m. " +
      "A largura é medida no ponto mais estreito, e saliências de pilares ou alizares só são aceitas em saídas com mais de 1,10 m de largura. " +
      NBR9077_NOTE,
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr9077-rampas",
    code: NBR9077,
    title: "Rampas em saídas de emergência: patamar de 1,10 m e declividade de 10% a 12,5%",
    item: "item 4.6",
    topics: ["rampa de emergência", "rampa", "saída de emergência", "declividade", "10%", "12,5%", "patamar", "1,10 m", "menos de três degraus", "0,48 m", "9077"],
    text:
      "Na NBR 9077, a rampa é obrigatória quando a altura a vencer for menor que 0,48 m, porque lances com menos de três degraus são proibidos; ela começa e termina em patamares planos de no mínimo 1,10 m, sem portas nem degraus no meio. " +
      "A declividade máxima é 10% nas rampas externas e, nas internas, 10% ou 12,5% conforme a ocupação e o sentido de saída. " +
      NBR9077_NOTE,
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr9050-banheira",
    code: NBR9050,
    title: "Banheira acessível: altura da borda, transferência e barras",
    topics: ["banheira", "banheira acessível", "borda da banheira", "altura da banheira", "plataforma de transferência", "transferência", "barra de apoio", "comando", "misturador", "banheiro acessível", "acessibilidade"],
    text:
      "Pela NBR 9050, a borda da banheira acessível fica a no máximo 0,46 m do piso acabado, e a pessoa se transfere pela lateral, para uma plataforma fixa nivelada com a cabeceira ou para uma plataforma móvel. " +
      "A banheira leva duas barras de apoio horizontais na parede do fundo e uma vertical na parede lateral, do lado da plataforma; a plataforma e o fundo da banheira são antiderrapantes. " +
      "Como estimativa a confirmar na edição em vigor: a plataforma fixa teria pelo menos 0,40 m de profundidade (edição de 2004), e o comando do misturador, de alavanca, ficaria a 0,80 m do piso (0,75 m na edição de 2004). " +
      "Ter banheira acessível não dispensa o boxe de chuveiro acessível.",
    source: "http://www.acessibilidadenapratica.com.br/textos/banheiras-acessiveis/",
  },
  {
    id: "nbr9050-boxe-chuveiro",
    code: NBR9050,
    title: "Boxe de chuveiro acessível: medidas mínimas (estimativa)",
    topics: ["boxe", "box", "boxe de chuveiro", "box do chuveiro", "chuveiro acessível", "ducha", "medida do box", "tamanho do box", "banco articulado", "banheiro acessível", "cadeirante", "acessibilidade"],
    text:
      "Como estimativa (fonte secundária baseada na edição de 2004; confirme na NBR 9050:2020), o boxe de chuveiro acessível ocupa em planta uma área de no mínimo 0,90 m por 0,95 m e não tem degrau nem soleira na entrada, para a cadeira de rodas ou de banho entrar sem obstáculo; uma banheira acessível não o dispensa. " +
      "As dimensões do banco articulado, a altura do registro e a posição das barras do boxe não foram confirmadas nesta base.",
    source: "http://maonarodablog.com.br/2009/03/09/cantando-no-chuveiro/",
    uncertain: true,
  },
];
