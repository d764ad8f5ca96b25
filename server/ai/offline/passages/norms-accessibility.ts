import type { Passage } from "#server/ai/offline/types";
import { NBR9050, NBR9077 } from "./codes";

/**
 * Accessibility (NBR 9050, NBR 16537) and emergency exits (NBR 9077, IT-11). The NBR 9077 figures
 * were read from the 1993 text with Amendment 1 (2001), which the July 2025 edition replaced, so
 * they keep that edition's code and say so (see accessibility-details.ts for the 2025 edition).
 */

const NBR16537 = "ABNT NBR 16537:2024";
const IT11 = "IT-11 — Saídas de emergência (Corpo de Bombeiros estadual)";

export const ACCESSIBILITY_PASSAGES: Passage[] = [
  {
    id: "nbr9050-edicao",
    code: NBR9050,
    title: "NBR 9050: edição vigente e base legal da acessibilidade",
    topics: ["acessibilidade", "norma de acessibilidade", "pessoa com deficiência", "PCD", "inclusão", "LBI", "Estatuto da Pessoa com Deficiência", "edição", "versão vigente"],
    text:
      "A norma de acessibilidade em vigor é a 3ª edição da NBR 9050, de 2015, acrescida da Emenda 1 de 03/08/2020 — por isso é citada como ABNT NBR 9050:2020. " +
      "Seu respaldo legal é a Lei 13.146/2015, o Estatuto da Pessoa com Deficiência. " +
      "Por um TAC firmado com o MPF, as normas de acessibilidade da ABNT podem ser consultadas gratuitamente.",
    source: "https://mundoergonomia.com.br/2020/08/09/abnt-lanca-revisao-da-abnt-nbr-9050-de-acessibilidade/",
  },
  {
    id: "nbr9050-modulo",
    code: NBR9050,
    title: "Módulo de referência da cadeira de rodas e giro de 360°",
    topics: ["módulo de referência", "M.R.", "cadeira de rodas", "cadeirante", "giro", "rotação 360", "círculo", "diâmetro", "manobra", "acessibilidade"],
    text:
      "O módulo de referência (M.R.) da NBR 9050 é o retângulo de 0,80 m × 1,20 m que uma pessoa em cadeira de rodas ocupa em planta. " +
      "Para girar 360° sem se deslocar, a cadeira precisa de um círculo livre com Ø 1,50 m.",
    source: "https://www.vlibras.com.br/detalhes-da-nbr-9050-para-projetos-de-acessibilidade/",
  },
  {
    id: "nbr9050-manobra",
    code: NBR9050,
    title: "Áreas de manobra de 90°, 180° e 360°",
    topics: ["área de manobra", "manobra", "rotação 90", "rotação 180", "rotação 360", "giro", "girar a cadeira", "cadeira de rodas", "cadeirante", "acessibilidade"],
    text:
      "Para manobrar a cadeira de rodas sem se deslocar, a NBR 9050 pede 1,20 × 1,20 m para girar 90°, 1,50 × 1,20 m para girar 180° e um círculo de Ø 1,50 m para o giro completo de 360°. " +
      "A Emenda 1:2020 manteve o retângulo de 1,50 × 1,20 m para os 180°, mas ampliou nele o trecho reto de 0,56 m para 0,80 m.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr9050-portas",
    code: NBR9050,
    title: "Portas acessíveis: vão livre e espaço junto à maçaneta",
    topics: ["porta", "portas", "vão livre", "largura da porta", "altura da porta", "maçaneta", "duas folhas", "cadeirante", "acessibilidade", "passagem"],
    text:
      "Pela NBR 9050, toda porta acessível deve deixar um vão livre de pelo menos 0,80 m de largura por 2,10 m de altura. " +
      "Se a porta tiver duas folhas, basta que uma delas, sozinha, garanta os 0,80 m livres. " +
      "Ao lado da maçaneta reserva-se um espaço livre de 0,30 m quando a porta abre no sentido de quem passa, ou de 0,60 m quando abre contra esse sentido.",
    source: "https://www.vlibras.com.br/detalhes-da-nbr-9050-para-projetos-de-acessibilidade/",
  },
  {
    id: "nbr9050-rampas",
    code: NBR9050,
    title: "Rampas: inclinação máxima e desnível por segmento",
    topics: ["rampa", "rampas", "inclinação", "declividade", "inclinação máxima", "porcentagem", "desnível", "segmento", "8,33%", "cadeirante", "acessibilidade", "fórmula da rampa"],
    text:
      "A NBR 9050 considera rampa toda superfície de piso com declividade a partir de 5%, calculada por i = h × 100 / c (h = desnível, c = comprimento da projeção horizontal). " +
      "Com i até 5%, cada segmento vence no máximo 1,50 m de desnível; acima de 5% e até 6,25%, no máximo 1,00 m; acima de 6,25% e até 8,33%, no máximo 0,80 m, com limite de 15 segmentos. " +
      "Portanto, em obra nova a inclinação máxima admitida é 8,33%.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr9050-rampas-reforma",
    code: NBR9050,
    title: "Rampas em reformas: inclinações excepcionais",
    topics: ["rampa em reforma", "reforma", "edificação existente", "inclinação", "10%", "12,5%", "segmento", "acessibilidade", "adaptação"],
    text:
      "Em reformas, e só quando não houver outra solução, a NBR 9050 tolera rampas mais íngremes que 8,33%. " +
      "Entre 8,33% e 10%, cada segmento vence até 0,20 m, com no máximo 4 segmentos; entre 10% e 12,5%, vence até 0,075 m em um único segmento.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr9050-rampas-largura",
    code: NBR9050,
    title: "Largura de rampa: 1,50 m recomendada, 1,20 m mínima",
    item: "itens 6.6.2.5 e 6.6.2.7",
    topics: ["largura da rampa", "rampa", "largura mínima", "largura recomendada", "rampa estreita", "reforma", "edificação existente", "1,20 m", "1,50 m", "0,90 m", "acessibilidade"],
    text:
      "A largura da rampa acompanha o fluxo de pessoas: em rotas acessíveis, a NBR 9050 recomenda 1,50 m livres e admite no mínimo 1,20 m. " +
      "Em edificações existentes onde essa largura for impraticável, aceita-se rampa de 0,90 m com segmentos de no máximo 4,00 m de projeção horizontal, respeitando as inclinações da norma.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr9050-corrimaos",
    code: NBR9050,
    title: "Corrimãos em rampas: dimensões",
    topics: ["corrimão", "corrimãos", "guarda-mão", "seção", "afastamento da parede", "rampa", "escada", "acessibilidade"],
    text:
      "As rampas acessíveis levam corrimãos dos dois lados. " +
      "A seção do corrimão fica entre 3,0 e 4,5 cm, e ele deve manter no mínimo 4,0 cm de afastamento da parede.",
    source: "https://mundoergonomia.com.br/2020/08/09/abnt-lanca-revisao-da-abnt-nbr-9050-de-acessibilidade/",
  },
  {
    id: "nbr9050-desniveis",
    code: NBR9050,
    title: "Pequenos desníveis no piso: soleiras, chanfros e degraus",
    item: "item 6.3.4.1",
    topics: ["desnível", "soleira", "chanfro", "degrau", "ressalto", "piso", "tropeço", "acessibilidade"],
    text:
      "Desníveis de até 5 mm dispensam tratamento. " +
      "Entre 5 e 20 mm, devem ser vencidos com chanfro de inclinação máxima 1:2 (50%). " +
      "Acima de 20 mm, quando inevitáveis, devem ser considerados degraus pela NBR 9050 (a edição de 2004 usava 15 mm como limite): " +
      "para quem usa cadeira de rodas, um degrau se vence com rampa ou equipamento de elevação.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr9050-sanitarios",
    code: NBR9050,
    title: "Sanitários acessíveis: quantidade e barras de apoio",
    topics: ["sanitário", "sanitários", "banheiro", "banheiro acessível", "banheiro PCD", "WC", "barra de apoio", "quantidade", "bacia", "acessibilidade"],
    text:
      "A NBR 9050 pede que pelo menos 5% das peças sanitárias sejam acessíveis, com no mínimo uma por sexo. " +
      "As barras de apoio horizontais têm no mínimo 0,80 m de comprimento, ficam a 0,75 m do piso, resistem a pelo menos 150 kg e mantêm no mínimo 40 mm de distância da parede.",
    source: "https://www.casadaacessibilidade.com.br/como-instalar-barra-de-apoio",
  },
  {
    id: "nbr9050-corredores",
    code: NBR9050,
    title: "Corredores em edificações existentes",
    topics: ["corredor", "corredores", "circulação", "largura do corredor", "bolsão de retorno", "obstáculo", "estreitamento", "acessibilidade"],
    text:
      "Em corredores de edificações existentes, a largura mínima é de 0,90 m, com bolsões de retorno a cada 15 m. " +
      "Onde um obstáculo estreitar a passagem por no máximo 0,40 m de extensão, admite-se largura de 0,80 m nesse trecho.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr9050-abrangencia",
    code: NBR9050,
    title: "Onde a acessibilidade é obrigatória: multifamiliares, unifamiliares e reformas",
    topics: ["obrigatoriedade", "multifamiliar", "unifamiliar", "condomínio", "área comum", "reforma parcial", "casa", "prédio", "acessibilidade"],
    text:
      "Em edificações multifamiliares, as áreas de uso comum precisam ser acessíveis; nas unifamiliares, atender à NBR 9050 é facultativo. " +
      "Numa reforma parcial, a parte reformada deve ficar acessível.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr16537-tipos",
    code: NBR16537,
    title: "Piso tátil: edições, tipos e funções",
    topics: ["piso tátil", "sinalização tátil", "piso podotátil", "alerta", "direcional", "deficiência visual", "cego", "acessibilidade"],
    text:
      "A NBR 16537 trata da sinalização tátil no piso: a 1ª edição é de 27/06/2016 e a 2ª, de 2024, traz a Emenda 1 de 08/01/2024. " +
      "Há dois tipos de piso tátil, o de alerta e o direcional. " +
      "Eles cumprem quatro funções: identificar perigos (alerta), conduzir (direcional), avisar de mudança de direção (alerta) e marcar atividades.",
    source: "https://levantebh.com.br/biblioteca/urbanismo/nbr-165372024-2a-edicao",
  },
  {
    id: "nbr16537-direcional",
    code: NBR16537,
    title: "Piso tátil direcional: largura, faixas lisas e mudança de direção",
    topics: ["piso tátil", "direcional", "largura", "faixa lisa", "mudança de direção", "cor", "alerta", "acessibilidade"],
    text:
      "O piso direcional tem largura recomendada de 0,25 a 0,40 m; se o piso ao redor não for liso, acrescentam-se faixas lisas de pelo menos 0,60 m de cada lado. " +
      "Numa mudança de direção entre 150° e 180° não é preciso alerta; entre 90° e 150°, marca-se uma área de alerta com o dobro da largura do direcional. " +
      "A versão de 2024 (item 7.3.5) pede que direcional e alerta da mudança de direção tenham a mesma cor.",
    source: "https://sinallink.com.br/?p=164",
  },
  {
    id: "nbr16537-alerta-escadas-rampas",
    code: NBR16537,
    title: "Piso tátil de alerta em escadas e rampas: onde vai e qual a largura",
    topics: ["piso tátil de alerta", "sinalização tátil de alerta", "alerta", "piso tátil", "piso podotátil", "escada", "rampa", "escada rolante", "esteira rolante", "degrau isolado", "topo da rampa", "base da rampa", "patamar", "largura do piso tátil", "acessibilidade"],
    text:
      "Pela NBR 16537, o piso tátil de alerta vai no início e no término de escadas fixas, degraus isolados, escadas e esteiras rolantes e rampas com inclinação de 5% ou mais; rampas abaixo de 5% não recebem alerta. " +
      "A faixa de alerta tem largura entre 0,25 m e 0,60 m. Na base da rampa ou escada ela fica junto ao começo do desnível, sem afastamento; no topo, pode ficar afastada de 0,25 m a 0,32 m de onde começa a descida. " +
      "Nos patamares não se põe alerta, salvo quando algum elemento interrompe o corrimão, quando o patamar passa de 2,10 m de comprimento ou quando há uma circulação que chega a ele; nos demais casos, o corrimão contínuo serve de linha-guia.",
    source: "http://www.casadaptada.com.br/2016/10/novos-criterios-tecnicos-para-piso-tatil-em-rampas-e-escadas/",
  },
  {
    id: "nbr16537-contraste",
    code: NBR16537,
    title: "Contraste de luminância do piso tátil (estimativa)",
    topics: ["contraste", "luminância", "cor do piso tátil", "piso tátil", "baixa visão"],
    text:
      "Como estimativa (dado de questão de concurso, confirme na norma), o contraste de luminância mínimo entre o piso tátil e o piso adjacente seria de 40 pontos na escala relativa. " +
      "Confirme o valor na NBR 16537:2024 antes de especificar o piso tátil.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
    uncertain: true,
  },
  {
    id: "nbr9077-geral",
    code: NBR9077,
    title: "Saídas de emergência: composição, classificação e cálculo da população",
    topics: ["saída de emergência", "rota de fuga", "escada de emergência", "incêndio", "unidade de passagem", "população", "lotação", "descarga"],
    text:
      "A NBR 9077 de maio de 1993, com a Emenda nº 1 de dezembro de 2001, foi substituída em julho de 2025 por nova edição; os valores deste resumo são da edição antiga e devem ser confirmados na nova. " +
      "Uma saída de emergência reúne os acessos e rotas horizontais, as escadas ou rampas e a descarga. " +
      "As edificações são classificadas por ocupação (Tabela 1), altura, dimensões em planta e características construtivas; a população vem dos coeficientes da Tabela 5, e o número de unidades de passagem é N = P / C, sendo cada unidade de passagem igual a 0,55 m.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr9077-larguras",
    code: NBR9077,
    title: "Saídas de emergência: larguras mínimas",
    topics: ["largura mínima", "saída de emergência", "escada", "corredor", "hospital", "maca", "rota de fuga", "bombeiros", "instrução técnica"],
    text:
      "Pela NBR 9077, a largura mínima das saídas é de 1,10 m (duas unidades de passagem) na maior parte das ocupações e de 2,20 m onde circulam macas, como em hospitais. " +
      "Escadas, rampas e descargas são dimensionadas pelo pavimento mais populoso. " +
      "Na prática, cada estado aplica as Instruções Técnicas do seu Corpo de Bombeiros (por exemplo, a IT-11 em SP), que podem fixar valores diferentes; e a NBR 9077 ganhou nova edição em julho de 2025, onde esses valores devem ser confirmados.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr9077-unidade-passagem",
    code: NBR9077,
    item: "item 4.4.1",
    title: "Unidade de passagem de 0,55 m e o cálculo N = P/C das saídas",
    topics: ["unidade de passagem", "UP", "cálculo da largura", "largura da escada de incêndio", "número de unidades de passagem", "população", "capacidade da unidade de passagem", "N = P/C", "saída de emergência", "escada de emergência", "corrimão", "9077"],
    text:
      "Na NBR 9077, a largura das saídas (acessos, escadas, rampas, portas e descargas) é contada em unidades de passagem (UP) de 0,55 m. " +
      "O número delas sai da fórmula N = P/C: P é a população, calculada pela área e pelo coeficiente da ocupação da tabela da norma, e C é a capacidade da unidade de passagem, o número de pessoas que passa por ela em um minuto, que a mesma tabela dá por ocupação e por tipo de saída. " +
      "N é arredondado para o inteiro acima e a largura mínima é N × 0,55 m, medida na parte mais estreita, sem que o corrimão a reduza: 6 UP pedem 3,30 m livres. " +
      "Escadas, rampas e descargas usam a população do pavimento mais populoso, e a largura nunca fica abaixo do mínimo de duas unidades (1,10 m); confirme os coeficientes na edição de 2025 e na IT do Corpo de Bombeiros do seu estado.",
    source: "https://marcelosbarra.com/escadas-de-incendio-locais-de-reuniao",
  },
  {
    id: "it11-saidas",
    code: IT11,
    title: "IT-11 do Corpo de Bombeiros: saídas de emergência (estimativa)",
    topics: ["IT-11", "instrução técnica", "corpo de bombeiros", "saída de emergência", "AVCB", "CLCB", "largura", "pé-direito", "iluminação de emergência", "IT-18", "IT-20"],
    text:
      "Valores aproximados, confirme na IT do seu estado (o estado e o ano desta IT não foram identificados; provavelmente a do CBPMESP): larguras mínimas de 1,20 m nas ocupações em geral, 1,65 m (3 UP) nas ocupações H-2 e H-3 e 2,20 m (4 UP) nas rampas das ocupações H-3. " +
      "As rotas teriam pé-direito mínimo de 2,50 m, com vigas e vergas a pelo menos 2,00 m. " +
      "A iluminação de emergência fica na IT-18, a sinalização na IT-20, e essas exigências entram no processo de AVCB/CLCB.",
    source: "texto oficial da IT-11 do Corpo de Bombeiros do seu estado",
    uncertain: true,
  },
];
