import type { Passage } from "#server/ai/offline/types";
import { NBR15220, NBR15575 } from "./codes";

/** Performance and comfort: NBR 15575, 15220, 10152, 10151, ISO/CIE 8995-1, 16401, 16655-2 (overviews; the figures by room and system are in comfort.ts). */

const NBR15220_2024 = "ABNT NBR 15220-3:2024";
const NBR17170 = "ABNT NBR 17170:2022";

export const PERFORMANCE_PASSAGES: Passage[] = [
  {
    id: "nbr15575-edicao",
    code: NBR15575,
    title: "Norma de desempenho: edição e as seis partes",
    topics: ["norma de desempenho", "desempenho", "edificações habitacionais", "partes", "estrutura", "pisos", "vedações", "fachada", "parede externa", "vedação externa", "coberturas", "hidrossanitário", "emenda"],
    text:
      "A NBR 15575, norma de desempenho das edificações habitacionais, está na 4ª edição, de 19/02/2013, exigível desde 19/07/2013 (a primeira versão é de 2008); em 30/03/2021 saiu a Emenda 1 às Partes 1, 4 e 5 (desempenho térmico) e em 14/09/2021 a emenda de acústica (na Parte 4, Emenda 2). " +
      "Ela se divide em seis partes: 1 requisitos gerais, 2 sistemas estruturais, 3 pisos, 4 vedações verticais internas e externas, 5 coberturas e 6 sistemas hidrossanitários.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr15575-niveis",
    code: NBR15575,
    title: "Níveis de desempenho e requisitos dos usuários",
    topics: ["nível mínimo", "intermediário", "superior", "requisitos do usuário", "segurança", "habitabilidade", "sustentabilidade", "durabilidade", "conforto", "estanqueidade"],
    text:
      "A NBR 15575 define três níveis de desempenho: M (mínimo, obrigatório), I (intermediário) e S (superior). " +
      "São 12 requisitos dos usuários agrupados em segurança (estrutural, contra fogo, no uso e operação), habitabilidade (estanqueidade, conforto térmico, acústico e lumínico, saúde e qualidade do ar, funcionalidade e acessibilidade, conforto tátil e antropodinâmico) e sustentabilidade (durabilidade e manutenibilidade, impacto ambiental).",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr15575-aplicacao",
    code: NBR15575,
    title: "Quando a NBR 15575 não se aplica",
    topics: ["aplicação", "reforma", "retrofit", "obra em andamento", "projeto protocolado", "edificação provisória", "exigência", "financiamento", "CAIXA", "MCMV"],
    text:
      "A NBR 15575 não vale para obras já concluídas ou em andamento na data de vigência, para projetos protocolados até essa data, para reformas e retrofits nem para edificações provisórias. " +
      "Cumprir o nível mínimo é condição para financiamento pela CAIXA e pelo Minha Casa Minha Vida. " +
      "Como estimativa, a revista Téchne (2013) calculou que atender à norma encarece a obra de 5 a 7%.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr15575-termico",
    code: NBR15575,
    title: "Desempenho térmico pela Emenda de 2021: simplificado ou simulação",
    topics: ["desempenho térmico", "conforto térmico", "simulação computacional", "PHFT", "carga térmica", "procedimento simplificado", "elementos transparentes", "janela", "absortância"],
    text:
      "Desde a Emenda de 2021, o desempenho térmico pode ser verificado pelo procedimento simplificado (Partes 4 e 5, que só atestam o nível mínimo) ou por simulação computacional (Parte 1). " +
      "A simulação avalia o percentual de horas de ocupação dentro de uma faixa de temperatura (PHFT) e a carga térmica total, e há um critério novo para os elementos transparentes, em porcentagem da área de piso de salas e dormitórios. " +
      "O método vale para projetos protocolados a partir de cerca de 26/09/2021, 180 dias após a publicação.",
    source: "https://labeee.ufsc.br/NBR15575-2020",
  },
  {
    id: "nbr15575-vup",
    code: NBR15575,
    title: "Vida útil de projeto (VUP) e manutenção",
    topics: ["vida útil", "VUP", "manutenção", "manual do proprietário", "garantia", "sobrecarga", "durabilidade"],
    text:
      "A vida útil de projeto (VUP) só é alcançada se a edificação for mantida conforme a NBR 14037 (manual de uso) e a NBR 5674 (gestão da manutenção); o manual precisa informar as sobrecargas limitantes. " +
      "A VUP mínima da estrutura é de 50 anos; os prazos dos demais sistemas estão nas passagens de VUP (alguns só como estimativa).",
    source: "https://ca-2.com/?p=7740",
  },
  {
    id: "nbr15575-acustica",
    code: NBR15575,
    title: "Desempenho acústico: o que a norma mede e os mínimos principais",
    topics: ["acústica", "isolamento acústico", "ruído", "barulho", "decibéis", "dB", "parede entre unidades", "ruído de impacto", "laje", "fachada", "classe de ruído", "DnT,w", "L'nT,w", "D2m,nT,w"],
    text:
      "A NBR 15575 avalia o isolamento a ruído aéreo entre ambientes (DnT,w), o da fachada (D2m,nT,w) e o ruído de impacto nos pisos (L'nT,w), medidos em campo. " +
      "No nível mínimo, a parede entre unidades em que um dos lados é dormitório pede DnT,w de 45 dB, o ruído de impacto entre andares fica em no máximo 80 dB e a fachada de dormitórios pede de 20 a 30 dB conforme a classe de ruído I, II ou III. " +
      "Os demais casos estão nas passagens de acústica da NBR 15575.",
    source: "https://www.aecweb.com.br/academy/ipt-quiz/ensaios-acusticos-de-campo-para-atendimento-a-nbr-15575/23848",
  },
  {
    id: "nbr15575-pe-direito",
    code: NBR15575,
    title: "Pé-direito mínimo e funcionalidade (estimativa)",
    topics: ["pé-direito", "altura do teto", "pé direito mínimo", "funcionalidade", "mobiliário mínimo", "cômodo"],
    text:
      "O anexo de funcionalidade da NBR 15575 traz pé-direito mínimo e mobiliário mínimo por cômodo. " +
      "Como estimativa (valor citado em fontes secundárias, confirme na norma e no código de obras do município), o pé-direito seria de 2,50 m, reduzido a 2,30 m em banheiros, áreas de serviço e corredores.",
    source: "https://barbosaestrutural.com.br/?p=6405",
    uncertain: true,
  },
  {
    id: "nbr15220-zonas",
    code: NBR15220,
    title: "Zoneamento bioclimático brasileiro: as 8 zonas de 2005",
    topics: ["zona bioclimática", "zoneamento bioclimático", "ZB1", "ZB4", "ZB8", "clima", "conforto térmico", "interesse social", "cidades", "Brasília", "São Paulo"],
    text:
      "A Parte 3 da NBR 15220, de 2005, divide o Brasil em 8 zonas bioclimáticas (ZB1 a ZB8) e dá diretrizes construtivas para habitações unifamiliares de interesse social. " +
      "Sua Tabela B.1 classifica cerca de 330 cidades (Z1 12, Z2 33, Z3 62, Z4 17, Z5 30, Z6 38, Z7 39, Z8 99). " +
      "A ZB1, no Sul, é a mais fria; ZB7 e ZB8 ficam no Norte e no Nordeste; Brasília está na ZB4 e o estado de São Paulo vai da ZB2 à ZB6.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr15220-diretrizes",
    code: NBR15220,
    title: "Diretrizes construtivas por zona bioclimática",
    topics: ["diretrizes construtivas", "aberturas", "ventilação cruzada", "sombreamento", "parede leve", "parede pesada", "cobertura isolada", "massa térmica", "estratégias passivas", "Givoni"],
    text:
      "Para cada zona, a NBR 15220-3 indica o tamanho das aberturas de ventilação (em % da área de piso), o sombreamento delas, o tipo de parede e de cobertura (leve ou pesada, refletora ou isolada) e as estratégias passivas, com base na carta de Givoni e nas tabelas de Mahoney. " +
      "Na ZB8: aberturas grandes e sombreadas, parede e cobertura leves refletoras e ventilação cruzada permanente. " +
      "Na ZB1: aberturas médias, sol no inverno, parede leve, cobertura leve isolada, aquecimento solar e vedações internas pesadas. " +
      "Na ZB6: aberturas médias sombreadas, parede pesada, cobertura leve isolada, resfriamento evaporativo, massa térmica e ventilação seletiva.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr15220-zb8-limites",
    code: NBR15220,
    title: "Limites de transmitância e atraso térmico na ZB8 (estimativa)",
    topics: ["transmitância", "U", "atraso térmico", "fator solar", "FSo", "ZB8", "parede", "cobertura"],
    text:
      "Valores aproximados, de fonte secundária (confirme na norma): na ZB8, parede leve refletora com U ≤ 3,60 W/m²K, atraso térmico ≤ 4,3 h e FSo ≤ 4,0%; cobertura leve refletora com U ≤ 2,30 W/m²K, atraso ≤ 3,3 h e FSo ≤ 6,5%.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
    uncertain: true,
  },
  {
    id: "nbr15220-2024",
    code: NBR15220_2024,
    title: "Revisão de 2024 do zoneamento bioclimático: 12 zonas",
    topics: ["zoneamento bioclimático", "12 zonas", "revisão", "municípios", "LabEEE", "clima", "zona bioclimática nova"],
    text:
      "A revisão de 2024 da NBR 15220-3 passa de 8 para 12 zonas bioclimáticas e classifica todos os 5.570 municípios, valendo também para edificações não residenciais. " +
      "Foi feita entre 2021 e 2023 por grupo coordenado por Roberto Lamberts (LabEEE/UFSC), com dados climáticos de 2007 a 2021 e agrupamento por árvore de decisão. " +
      "Os detalhes das 12 zonas não constam desta base: confira a zona do município na própria norma.",
    source: "https://cbcs.org.br/novo-zoneamento-bioclimatico-amplia-precisao-e-fortalece-agenda-de-sustentabilidade-na-construcao",
  },
  {
    id: "nbr10152",
    code: "ABNT NBR 10152:2017",
    title: "Níveis de pressão sonora em ambientes internos",
    topics: ["acústica", "ruído interno", "nível de pressão sonora", "conforto acústico", "decibéis", "dB"],
    text:
      "A NBR 10152 está na 2ª edição, de 24/11/2017, com Errata 1 de 31/03/2020, e substitui a versão de 1987 sobre níveis de ruído para conforto acústico. " +
      "Ela fixa valores de referência de nível de pressão sonora conforme o uso de cada ambiente interno.",
    source: "https://portalacustica.info/conforto-acustico-nbr-10-152",
  },
  {
    id: "nbr10152-exemplos",
    code: "ABNT NBR 10152:2017",
    title: "Exemplos de níveis sonoros internos (estimativa)",
    topics: ["ruído", "quarto de hospital", "sala de aula", "escritório", "decibéis", "dB", "acústica"],
    text:
      "Valores aproximados citados em blogs (confirme na tabela da norma): quartos de hospital abaixo de 35 dB, salas de aula até 40 dB e escritórios administrativos até 50 dB.",
    source: "https://avaliaruido.com.br/?p=662",
    uncertain: true,
  },
  {
    id: "nbr10151",
    code: "ABNT NBR 10151:2019",
    title: "Ruído ambiental em áreas habitadas",
    topics: ["ruído externo", "ruído ambiental", "medição de ruído", "período diurno", "período noturno", "vizinhança", "acústica"],
    text:
      "A NBR 10151, 2ª edição de 31/05/2019, substitui a versão de 2000 e trata da medição e avaliação do ruído ambiental em áreas habitadas, por tipo de área e período. " +
      "Como estimativa (fonte blog, confirme na norma), o período diurno iria das 7h às 22h e o noturno das 22h às 7h.",
    source: "https://nbrsystem.acusticafacil.com.br/calc-db-tools/biblioteca/nbr-10151",
    uncertain: true,
  },
  {
    id: "nbr8995",
    code: "ABNT NBR ISO/CIE 8995-1:2013",
    title: "Iluminação de ambientes de trabalho internos",
    topics: ["iluminação", "iluminância", "lux", "luminotécnico", "ofuscamento", "UGR", "reprodução de cor", "escritório", "luz natural"],
    text:
      "A NBR ISO/CIE 8995-1, 1ª edição de 21/03/2013, substituiu as antigas NBR 5413 e 5382 e corresponde à ISO 8995:2002. " +
      "Ela define iluminâncias mantidas por tarefa e ambiente, na área da tarefa e no entorno, e trata de uniformidade, ofuscamento (UGR), reprodução de cor (Ra), luz natural, manutenção e trabalho com telas.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr16401",
    code: "ABNT NBR 16401:2024",
    title: "Ar-condicionado central e unitário: as três partes",
    topics: ["ar-condicionado", "climatização", "carga térmica", "qualidade do ar", "renovação de ar", "filtros", "conforto térmico", "HVAC"],
    text:
      "A NBR 16401 tem três partes: a Parte 1 trata do projeto das instalações (etapas, condições climáticas, cálculo de carga térmica), a Parte 2 dos parâmetros de conforto térmico e a Parte 3 da qualidade do ar interior (vazão de ar exterior, filtragem e classes de filtros). " +
      "A 1ª edição é de 04/08/2008; as três partes foram revisadas e a nova versão foi publicada em novembro de 2024.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr16401-revisao",
    code: "ABNT NBR 16401:2024",
    title: "Revisão de 2024 da NBR 16401: o que mudou",
    topics: ["ar-condicionado", "revisão", "nova versão", "2024", "ASHRAE 55", "comissionamento", "dados climáticos", "COP", "eficiência energética", "placa de informações"],
    text:
      "A revisão das três partes da NBR 16401 foi publicada em novembro de 2024 e, segundo a ABRAVA, está em vigor desde 19 de novembro. " +
      "Na Parte 1 entram dados climáticos de 52 localidades (antes eram 34), um coeficiente de performance (COP) mínimo, uma seção de comissionamento e a exigência de uma placa com as informações principais de operação junto aos comandos. " +
      "A Parte 2 passou a adotar a metodologia da ASHRAE 55, e a Parte 3 mudou o cálculo do ar exterior, a filtragem e os limites de CO2 e de material particulado.",
    source: "https://www.engenhariaearquitetura.com.br/?p=15545",
  },
  {
    id: "nbr16655",
    code: "ABNT NBR 16655-2:2018",
    title: "Instalação de ar-condicionado split residencial (a confirmar)",
    topics: ["split", "ar-condicionado split", "instalação", "estanqueidade", "residencial"],
    text:
      "Pelo que consta nas fontes (título e conteúdo a confirmar na norma), a Parte 2 da NBR 16655 trata da instalação de sistemas split residenciais, incluindo o ensaio de estanqueidade.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
    uncertain: true,
  },
  {
    id: "nbr15575-garantia-5-anos",
    code: NBR15575,
    title: "Prazos de garantia do Anexo D: os sistemas de 5 anos",
    item: "Parte 1, Anexo D (Tabela D.1)",
    topics: ["prazo de garantia", "prazos de garantia", "garantia", "garantia da construtora", "garantia da estrutura", "anexo D", "tabela D.1", "fundação", "estrutura", "parede de vedação", "guarda-corpo", "impermeabilização", "estanqueidade", "porta corta-fogo", "esquadria de alumínio", "tubulação", "instalações hidrossanitárias", "gás", "reboco"],
    text:
      "O Anexo D da NBR 15575-1:2013 recomendava prazos de garantia por sistema, contados do termo que atesta a conclusão da obra (auto de conclusão ou Habite-se). " +
      "Pedia 5 anos para a segurança e estabilidade das fundações e da estrutura, para a integridade das paredes de vedação e dos guarda-corpos, para a estanqueidade da impermeabilização e para a integridade e estanqueidade das tubulações hidrossanitárias e de gás. " +
      "Também de 5 anos eram a garantia da integridade da porta corta-fogo, a dos perfis das esquadrias de alumínio e a da aderência dos revestimentos de argamassa e de gesso. " +
      "Desde 2023 esses prazos recomendados estão na NBR 17170:2022, que atualizou e substituiu o Anexo D; confirme o item nela.",
    source: "https://tezzi.com.br/blog/garantia-de-obra-segundo-a-nbr-15575-12013",
  },
  {
    id: "nbr15575-garantia-1-a-3-anos",
    code: NBR15575,
    title: "Prazos de garantia do Anexo D: os sistemas de 1 a 3 anos",
    item: "Parte 1, Anexo D (Tabela D.1)",
    topics: ["prazo de garantia", "prazos de garantia", "garantia", "garantia da construtora", "anexo D", "tabela D.1", "pintura", "revestimento cerâmico", "cerâmica", "pedra", "fissura", "piso cimentado", "instalações elétricas", "instalações hidrossanitárias", "equipamentos", "metais", "telefonia", "interfone"],
    text:
      "No Anexo D da NBR 15575-1:2013, o funcionamento das instalações elétricas e das instalações hidrossanitárias e de gás tinha garantia recomendada de 3 anos. " +
      "A pintura tinha 2 anos, assim como a aderência do revestimento cerâmico ou de pedra, as fissuras em reboco e gesso e o desgaste excessivo do piso cimentado ou de concreto. " +
      "Os equipamentos (elétricos, hidráulicos e de gás, os industrializados, a telefonia, o vídeo e a TV) tinham 1 ano. " +
      "Desde 2023 os prazos recomendados estão na NBR 17170:2022, que substituiu o Anexo D e detalha cada componente; confirme o item nela.",
    source: "https://tezzi.com.br/blog/garantia-de-obra-segundo-a-nbr-15575-12013",
  },
  {
    id: "nbr17170-garantias",
    code: NBR17170,
    title: "NBR 17170: a norma de garantias das edificações",
    topics: ["NBR 17170", "norma de garantias", "garantia", "prazo de garantia", "prazos recomendados", "anexo D", "manual do proprietário", "termo de garantia", "garantia legal", "solidez e segurança"],
    text:
      "A NBR 17170 (Edificações — Garantias — Prazos recomendados e diretrizes) foi publicada em dezembro de 2022 e passou a valer 180 dias depois; ela atualiza e substitui o Anexo D da NBR 15575-1, que trazia os prazos de garantia. " +
      "Vale para edificações de qualquer uso, e seus prazos são recomendações técnicas que o incorporador, o construtor ou o prestador de serviço adapta às suas obras e registra no termo de garantia do manual de uso, operação e manutenção (NBR 14037). " +
      "Os prazos de solidez e segurança seguem a lei (art. 618 do Código Civil), e a manutenção pelo proprietário, conforme a NBR 5674, é condição para manter a garantia.",
    source: "https://i9ce.com.br/nbr-17170-2022-norma-de-garantias",
  },
];
