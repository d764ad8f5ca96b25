import type { Passage } from "#server/ai/offline/types";
import { NBR10844, NBR15527, NBR5410, NBR8160 } from "./codes";

/** Building services: NBR 5410, 5419, 5626, 8160, 10844, 7229, 13969, 15527, 16783, 9575. */

const NBR5419 = "ABNT NBR 5419:2015";
const NBR7229 = "ABNT NBR 7229:1993";
const NBR9575 = "ABNT NBR 9575:2010";

export const INSTALLATION_PASSAGES: Passage[] = [
  {
    id: "nbr5410-tomadas",
    code: NBR5410,
    title: "Tomadas (TUG) em cozinha, área de serviço e banheiro",
    item: "item 9.5.2.2",
    topics: ["instalações elétricas", "norma de instalações elétricas", "baixa tensão", "tomada", "tomadas", "TUG", "quantas tomadas", "pontos de tomada", "elétrica", "instalação elétrica", "cozinha", "copa", "bancada", "pia", "área de serviço", "lavanderia", "banheiro", "lavatório", "perímetro", "5410"],
    text:
      "A NBR 5410 (edição de 2004, corrigida em 2008), no item 9.5.2.2, fixa o mínimo de tomadas de uso geral em habitações: no banheiro, ao menos 1 ponto junto ao lavatório. " +
      "Em cozinha, copa, área de serviço, lavanderia e locais parecidos, 1 ponto a cada 3,5 m de perímetro ou fração, com pelo menos 2 tomadas sobre a bancada da pia.",
    source: "https://engenharia360.com/quantas-tomadas-deve-ter-em-cada-comodo/",
  },
  {
    id: "nbr5410-potencias",
    code: NBR5410,
    title: "Potência das tomadas de uso geral e específico",
    topics: ["potência", "VA", "TUG", "TUE", "tomada de uso específico", "carga", "circuito", "elétrica", "chuveiro"],
    text:
      "Em banheiros, cozinhas e áreas de serviço, a NBR 5410 atribui 600 VA por tomada até 3 pontos e 100 VA aos excedentes (se o conjunto passar de 6 pontos, 600 VA para 2 deles); nos demais cômodos, 100 VA por ponto. " +
      "Halls de serviço, casas de máquinas, bombas e barriletes levam ao menos 1 ponto em circuito de 1000 VA ou mais. " +
      "As tomadas de uso específico (TUE) consideram a potência nominal do equipamento e ficam a até 1,5 m dele.",
    source: "https://hugomilan.eng.br/?p=1364",
  },
  {
    id: "nbr5419-partes",
    code: NBR5419,
    title: "SPDA / para-raios: partes da norma e gerenciamento de risco",
    topics: ["SPDA", "para-raios", "pára-raios", "descargas atmosféricas", "raio", "gerenciamento de risco", "risco tolerável", "captor"],
    text:
      "A NBR 5419, edição de 2015, tem 4 partes: princípios gerais; gerenciamento de risco (corrigida em 2018); danos físicos a estruturas e perigos à vida; e sistemas elétricos e eletrônicos internos. " +
      "O gerenciamento de risco combina fontes de dano (S1 a S4), tipos de dano (D1 a D3) e perdas (L1 vida humana, L2 serviço público, L3 patrimônio cultural, L4 valor econômico) e compara o resultado com o risco tolerável RT. " +
      "Captores não atraem raios, e captores ionizantes ou radioativos são proibidos; a exigência do SPDA costuma vir do AVCB/CLCB do Corpo de Bombeiros.",
    source: "http://universolambda.com.br/a-filosofia-da-nbr-54192015/",
  },
  {
    id: "nbr5626",
    code: "ABNT NBR 5626:2020",
    title: "Água fria e água quente prediais",
    topics: ["água fria", "água quente", "hidráulica", "instalação hidráulica", "reservatório", "caixa d'água", "consumo", "água potável"],
    text:
      "A NBR 5626 de 2020 (56 páginas) cancelou a NBR 5626:1998 de água fria e a NBR 7198:1993 de água quente. " +
      "Ela cobre só sistemas de água potável (as fontes não potáveis ficam com as NBR 15527 e 16783) e trata de documentação de projeto, manual de operação e manutenção, estimativa de consumo, reservatórios (forma, capacidade e proteção sanitária) e execução.",
    source: "https://oobras.com.br/instalacoes-prediais-de-agua-fria-e-agua-quente-a-norma-abnt-nbr-5626/",
  },
  {
    id: "nbr8160-declividade",
    code: NBR8160,
    title: "Esgoto sanitário: declividade e desvios",
    topics: ["esgoto", "declividade", "caimento", "tubulação de esgoto", "ramal", "subcoletor", "desvio", "hidrossanitário"],
    text:
      "Pela NBR 8160, ramais e subcoletores de esgoto têm declividade mínima de 2% para DN 75 ou menor e de 1% para DN 100 ou maior, com máxima de 5%. " +
      "Desvios no plano horizontal fazem ângulo de até 45°, e da horizontal para a vertical, de até 90°.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr8160-inspecao",
    code: NBR8160,
    title: "Esgoto sanitário: inspeção, fecho hídrico e diâmetros",
    topics: ["caixa de inspeção", "inspeção", "caixa sifonada", "fecho hídrico", "UHC", "diâmetro", "DN", "bacia sanitária", "esgoto"],
    text:
      "Dispositivos de inspeção ficam a no máximo 25 m um do outro, a até 15 m da ligação com o coletor público e a até 10 m dos ramais de bacias, caixas de gordura e caixas sifonadas. " +
      "Desconectores têm fecho hídrico de pelo menos 5 cm; o ramal de descarga mínimo é DN 40 e o da bacia sanitária DN 100 (excepcionalmente 75). " +
      "Em UHC, a caixa sifonada DN 100 comporta 6, DN 125 comporta 10 e DN 150 comporta 15; o ramal de esgoto DN 40 comporta 3, DN 50 comporta 6, DN 75 comporta 20 e DN 100 comporta 160.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr8160-tabela3-banheiro",
    code: NBR8160,
    item: "Tabela 3",
    title: "UHC e diâmetro mínimo do ramal de descarga: aparelhos do banheiro",
    topics: ["UHC", "unidade de Hunter", "unidades de Hunter de contribuição", "ramal de descarga", "diâmetro do ramal", "cano de esgoto", "cano do vaso", "DN", "bacia sanitária", "vaso sanitário", "lavatório", "chuveiro", "banheira", "bidê", "esgoto", "banheiro"],
    text:
      "A Tabela 3 da NBR 8160 dá a cada aparelho sanitário um número de unidades de Hunter de contribuição (UHC) e o diâmetro nominal mínimo do seu ramal de descarga. " +
      "No banheiro de residência: bacia sanitária (o vaso), 6 UHC e DN 100 (100 mm); lavatório, 1 UHC e DN 40 (40 mm); chuveiro, 2 UHC e DN 40 (40 mm); banheira, 2 UHC e DN 40 (40 mm); bidê, 1 UHC e DN 40 (40 mm). " +
      "Em uso coletivo, o chuveiro conta 4 UHC e o lavatório 2 UHC, ambos com ramal DN 40 (40 mm). " +
      "Somadas, as UHC dos ramais de descarga dimensionam o ramal de esgoto que os recebe.",
    source: "https://suporte.unmep.com.br/documentacao-tecnica/esgoto/tubulacoes",
  },
  {
    id: "nbr8160-tabela3-cozinha-servico",
    code: NBR8160,
    item: "Tabela 3",
    title: "UHC e diâmetro mínimo do ramal de descarga: cozinha e área de serviço",
    topics: ["UHC", "unidade de Hunter", "unidades de Hunter de contribuição", "ramal de descarga", "diâmetro do ramal", "DN", "pia de cozinha", "pia", "máquina de lavar louças", "lava-louças", "máquina de lavar roupas", "lavadora", "tanque", "tanque de lavar roupas", "esgoto", "cozinha", "área de serviço", "lavanderia"],
    text:
      "Pela Tabela 3 da NBR 8160, a pia de cozinha residencial conta 3 UHC e tem ramal de descarga de DN 50 (50 mm) no mínimo; a pia de cozinha industrial, 4 UHC e DN 50 (50 mm). " +
      "A máquina de lavar louças conta 2 UHC e a máquina de lavar roupas 3 UHC, ambas com ramal DN 50 (50 mm). " +
      "O tanque de lavar roupas conta 3 UHC, com ramal DN 40 (40 mm).",
    source: "https://suporte.unmep.com.br/documentacao-tecnica/esgoto/tubulacoes",
  },
  {
    id: "nbr8160-tabela3-mictorio-outros",
    code: NBR8160,
    item: "Tabelas 3 e 4",
    title: "UHC e diâmetro mínimo do ramal de descarga: mictórios, bebedouro e aparelhos fora da tabela",
    topics: ["UHC", "unidade de Hunter", "unidades de Hunter de contribuição", "ramal de descarga", "diâmetro do ramal", "DN", "mictório", "bebedouro", "válvula de descarga", "caixa de descarga", "aparelho não relacionado", "esgoto"],
    text:
      "Pela Tabela 3 da NBR 8160, o mictório com válvula de descarga conta 6 UHC e pede ramal DN 75 (75 mm); com caixa de descarga, 5 UHC e DN 50 (50 mm); com descarga automática, 2 UHC e DN 40 (40 mm); o de calha, 2 UHC por metro e DN 50 (50 mm). " +
      "O bebedouro conta 0,5 UHC, com ramal DN 40 (40 mm). " +
      "Para um aparelho que a Tabela 3 não lista, a Tabela 4 liga o diâmetro do ramal ao máximo de UHC: DN 40 até 2, DN 50 até 3, DN 75 até 5 e DN 100 até 6.",
    source: "https://suporte.unmep.com.br/documentacao-tecnica/esgoto/tubulacoes",
  },
  {
    id: "nbr10844",
    code: NBR10844,
    title: "Águas pluviais: período de retorno, intensidade e vazão",
    topics: ["águas pluviais", "chuva", "calha", "condutor", "drenagem", "período de retorno", "intensidade pluviométrica", "vazão", "telhado",
      "cobertura", "laje", "terraço", "empoçamento", "empoçar", "extravasamento", "transbordar", "duração da chuva", "chuva de projeto", "minutos"],
    text:
      "A NBR 10844 é de dezembro de 1989 (confirme se há edição mais recente). " +
      "O período de retorno é T = 1 ano em áreas pavimentadas onde se tolera empoçamento, T = 5 anos em coberturas e terraços e T = 25 anos onde empoçamento ou extravasamento são inaceitáveis, com chuva de 5 min; em construções de até 100 m² de projeção pode-se adotar I = 150 mm/h. " +
      "A vazão de projeto é Q = I · A / 60 (Q em L/min, I em mm/h, A em m²), porque 1 mm de chuva sobre 1 m² equivale a 1 L; a norma não cobre bocas de lobo e galerias da drenagem urbana.",
    source: "https://canteirodeengenharia.com.br/2021/08/04/nbr-10844-drenagem-pluvial-em-edificacoes/",
  },
  {
    id: "nbr7229-distancias",
    code: NBR7229,
    title: "Fossa séptica: distâncias mínimas e operação",
    topics: ["fossa", "fossa séptica", "tanque séptico", "distância", "poço", "sumidouro", "esgoto", "saneamento", "afastamento"],
    text:
      "A NBR 7229, de 1993, pede que o tanque séptico fique a pelo menos 1,50 m de construções, divisas do terreno, sumidouros, valas de infiltração e ramal de água; 3,0 m de árvores e da rede pública de água; e 15,0 m de poços freáticos e corpos d'água. " +
      "É proibido lançar nele águas de chuva ou de piscina. " +
      "O tempo de retenção vai de 12 a 24 h, com sedimentação de 60 a 70% dos sólidos.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr13969",
    code: "ABNT NBR 13969:1997",
    title: "Tratamento complementar e disposição final do efluente da fossa",
    topics: ["filtro anaeróbio", "sumidouro", "vala de infiltração", "percolação", "fossa", "esgoto", "efluente"],
    text:
      "A NBR 13969, de 1997, complementa a de tanques sépticos: trata do tratamento complementar do efluente, como o filtro anaeróbio, e da disposição final em sumidouros e valas de infiltração. " +
      "O ensaio de percolação do solo está no seu Anexo A.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr15527-usos",
    code: NBR15527,
    title: "Aproveitamento de água de chuva: edição e usos permitidos",
    topics: ["água de chuva", "aproveitamento de água", "captação de chuva", "cisterna", "reúso", "não potável", "descarga", "irrigação"],
    text:
      "A NBR 15527 está na 2ª edição, de 15/04/2019; a 1ª, de 2007, se limitava a coberturas em áreas urbanas. " +
      "A água de chuva captada em coberturas pode ir para usos não potáveis: descargas de bacias, irrigação, lavagem de veículos, limpeza de calçadas e pátios, espelhos d'água e usos industriais. " +
      "O sistema deve atender às NBR 10844 e 5626, com tubulação própria e identificada e sem conexão cruzada com a água potável.",
    source: "https://asisengenharia.com.br/index.php/2019/10/18/",
  },
  {
    id: "nbr15527-mudancas",
    code: NBR15527,
    title: "O que mudou em 2019 na norma de água de chuva (reservatório)",
    topics: ["dimensionamento do reservatório", "cisterna", "Rippl", "método", "estudo de viabilidade", "qualidade da água", "água de chuva"],
    text:
      "A edição de 2019 da NBR 15527 deixou de se restringir a áreas urbanas, passou a recomendar um estudo de viabilidade preliminar, incluiu a área de captação no sistema, mudou parâmetros de qualidade da água e criou regras de identificação visual. " +
      "Ela retirou os métodos de dimensionamento do reservatório que a versão de 2007 trazia (Rippl, Azevedo Neto, prático alemão, inglês e australiano, simulação).",
    source: "https://asisengenharia.com.br/index.php/2019/10/18/",
  },
  {
    id: "nbr16783",
    code: "ABNT NBR 16783:2019",
    title: "Fontes alternativas de água não potável (conteúdo a confirmar)",
    topics: ["água cinza", "reúso", "água de reúso", "fonte alternativa", "não potável"],
    text:
      "Pelo que consta nas fontes (conteúdo a confirmar na norma), a NBR 16783 complementa a NBR 15527 para outras fontes não potáveis, como água cinza e de reúso. " +
      "Esses sistemas ficam separados e identificados, sem conexão cruzada com a água potável.",
    source: "https://asisengenharia.com.br/index.php/2019/10/18/",
    uncertain: true,
  },
  {
    id: "nbr9575-geral",
    code: NBR9575,
    title: "Impermeabilização: edição e tipos",
    topics: ["impermeabilização", "impermeabilizante", "manta asfáltica", "cimentício", "polimérico", "infiltração", "laje"],
    text:
      "A NBR 9575 está na 2ª edição, de 17/09/2010, exigível desde 17/10/2010; antes houve as edições de 2003 e 1998. " +
      "Ela classifica as impermeabilizações em cimentícias, asfálticas e poliméricas.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr9575-detalhes",
    code: NBR9575,
    title: "Impermeabilização: caimentos, rodapé e cotas",
    topics: ["caimento", "ralo", "coletor", "rodapé", "altura da impermeabilização", "soleira", "box", "varanda", "terraço", "impermeabilização"],
    text:
      "O substrato das áreas horizontais cai pelo menos 1% até os coletores (0,5% em calhas e áreas internas), e os coletores têm DN mínimo de 75 mm. " +
      "Nas paredes, a impermeabilização sobe ao menos 20 cm acima do piso acabado, ou 10 cm acima do nível máximo da água. " +
      "Entre área externa impermeabilizada e área interna deve haver pelo menos 6 cm de diferença de cota, e tubulações aparentes sobre a laje ficam ao menos 10 cm acima do piso acabado.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
];
