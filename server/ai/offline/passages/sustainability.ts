import type { Passage } from "#server/ai/offline/types";
import { LEED, PBE } from "./codes";

/** Certifications and water/energy figures (sustainability.json). */

const AQUA = "AQUA-HQE — Fundação Vanzolini";
const CASA_AZUL = "Selo Casa Azul — CAIXA";
const EDGE = "EDGE — IFC/Banco Mundial";

export const SUSTAINABILITY_PASSAGES: Passage[] = [
  {
    id: "leed",
    code: LEED,
    title: "Certificação LEED: pontuação, categorias e níveis",
    topics: ["LEED", "certificação", "certificação ambiental", "selo verde", "green building", "edifício sustentável", "GBC Brasil", "pontuação", "pontos", "quantos pontos", "níveis", "Certified", "Silver", "Gold", "Platinum", "sustentabilidade"],
    text:
      "O LEED (Leadership in Energy and Environmental Design) foi criado pelo USGBC nos EUA em 1993 e é representado no Brasil pelo GBC Brasil desde 2007. " +
      "Tem pré-requisitos e créditos que somam 110 pontos, e o mínimo para certificar é 40 pontos, nas categorias espaço sustentável, uso eficiente da água, energia e atmosfera, materiais e recursos, qualidade do ambiente interno, inovação e prioridade regional. " +
      "Os níveis são Certified, Silver, Gold e Platinum.",
    source: "https://www.projetou.com.br/posts/certificacao-leed/",
    weight: 1.3,
  },
  {
    id: "leed-brasil",
    code: LEED,
    title: "LEED no Brasil: números de 2012",
    topics: ["LEED", "Brasil", "ranking", "Core & Shell", "LEED-CS", "certificações"],
    text:
      "Em 2012 o Brasil era o 4º do ranking mundial do LEED, com 34 certificações naquele ano (17 em 2011), mais de 65 desde 2007 e 620 registros. " +
      "No país predomina o LEED-CS (Core & Shell).",
    source: "GBC Brasil — balanço de certificações LEED divulgado em dez/2012",
  },
  {
    id: "leed-custo",
    code: LEED,
    title: "Custo e retorno de um edifício LEED (estimativa)",
    topics: ["LEED", "custo da certificação", "payback", "retorno", "economia de energia", "vale a pena"],
    text:
      "Como estimativa de blog (valores aproximados, confirme na fonte): um edifício LEED custaria de 5 a 7% mais, consumiria cerca de 30% menos energia e teria payback de 3 a 5 anos, contra 5 a 10 anos sem certificação.",
    source: "https://www.projetou.com.br/posts/certificacao-leed/",
    uncertain: true,
  },
  {
    id: "aqua",
    code: AQUA,
    title: "Certificação AQUA-HQE: origem e as 14 categorias",
    topics: ["AQUA", "AQUA-HQE", "HQE", "Fundação Vanzolini", "certificação", "alta qualidade ambiental", "categorias", "sustentabilidade"],
    text:
      "O AQUA-HQE (Alta Qualidade Ambiental) adapta a Démarche HQE francesa e é conduzido pela Fundação Vanzolini, com Poli-USP e Certivéa; lançado em 2007/2008, virou AQUA-HQE em 2014, na rede Cerway. " +
      "Avalia 14 categorias em 4 famílias: eco-construção (entorno, materiais, canteiro), eco-gestão (energia, água, resíduos, manutenção), conforto (higrotérmico, acústico, visual, olfativo) e saúde (qualidade sanitária dos ambientes, da água e do ar), além do Sistema de Gestão do Empreendimento.",
    source: "https://verdiarquitetura.com.br/atuacao/aqua/",
  },
  {
    id: "aqua-niveis",
    code: AQUA,
    title: "AQUA-HQE: níveis e auditorias",
    topics: ["AQUA", "níveis", "Excelente", "auditoria", "perfil mínimo", "certificação"],
    text:
      "No AQUA-HQE, cada categoria é avaliada como Bom, Superior ou Excelente; o perfil mínimo exige pelo menos 3 categorias Excelente e no máximo 7 em Bom. " +
      "A classificação global mais recente vai de Passa a Bom, Muito Bom, Excelente e Excepcional. " +
      "Há auditorias nas fases de programa, concepção, realização (obra) e operação.",
    source: "https://incorporacaoimobiliaria.com/2010/03/26/certificacao-aqua/",
  },
  {
    id: "aqua-dados",
    code: AQUA,
    title: "AQUA-HQE em números (estimativa)",
    topics: ["AQUA", "quantas certificações", "unidades habitacionais"],
    text:
      "Como estimativa (dado aproximado de 2014–15, confirme na fonte), o AQUA-HQE teria certificado cerca de 432 edificações e mais de 43.000 unidades habitacionais.",
    source: "https://www.aecweb.com.br/revista/materias/selo-aqua-agora-e-internacional/9089",
    uncertain: true,
  },
  {
    id: "casa-azul",
    code: CASA_AZUL,
    title: "Selo Casa Azul da CAIXA: critérios e níveis",
    topics: ["Casa Azul", "selo Casa Azul", "CAIXA", "habitação sustentável", "financiamento", "Bronze", "Prata", "Ouro", "Diamante", "certificação"],
    text:
      "O Selo Casa Azul, criado pela CAIXA em 2009 com Poli-USP, UFSCar e Unicamp, foi o primeiro sistema brasileiro de classificação para habitação sustentável. " +
      "A versão original tem 53 critérios em 6 categorias: qualidade urbana, projeto e conforto, eficiência energética, conservação de recursos materiais, gestão da água e práticas sociais. " +
      "Bronze exige os 19 critérios obrigatórios, Prata 19 + 6 de livre escolha e Ouro 19 + 12; a fase de 2019 criou o Diamante. É voluntário, para projetos financiados pela CAIXA, com taxas menores para Prata e Ouro.",
    source: "https://verdiarquitetura.com.br/atuacao/selo-casa-azul-cef/",
  },
  {
    id: "casa-azul-uni",
    code: CASA_AZUL,
    title: "Selo Casa Azul Uni: casas construídas individualmente (2025)",
    topics: ["Casa Azul Uni", "selo Casa Azul", "CAIXA", "construção individual", "casa própria", "autoconstrução", "financiamento", "Bronze", "Prata", "Ouro", "COP30"],
    text:
      "Em novembro de 2025, a CAIXA lançou o Selo Casa Azul Uni, para moradias construídas individualmente com financiamento do banco, ampliando o Selo Casa Azul + CAIXA criado em 2009. " +
      "Ele avalia 16 critérios, entre obrigatórios e opcionais, como ventilação e iluminação natural, economia de água e energia, resíduos, pegada de carbono, energia renovável e paisagismo, nos níveis bronze, prata e ouro.",
    source: "https://www.oliberal.com/cop-30/caixa-lanca-selo-ambiental-para-moradias-individuais-durante-a-cop30-1.1048923",
  },
  {
    id: "edge",
    code: EDGE,
    title: "Certificação EDGE: níveis de redução",
    topics: ["EDGE", "IFC", "Banco Mundial", "certificação", "eficiência", "redução de energia", "economia de água", "energia incorporada", "zero carbono", "net zero"],
    text:
      "O EDGE (Excellence in Design for Greater Efficiencies), do IFC/Banco Mundial, é certificado pelo GBCI em mais de 120 países. " +
      "O EDGE Certified exige pelo menos 20% de redução em energia, água e energia incorporada nos materiais frente à linha de base local; o EDGE Advanced, 40% em energia (mais 20% em água e materiais); e o EDGE Zero Carbon, 100% de energia renovável ou compensada.",
    source: "https://condominiosustentavel.eco.br/interna/blog/como-funciona-a-certificacao-de-edificios-verdes",
  },
  {
    id: "edge-brasil",
    code: EDGE,
    title: "EDGE no Brasil: projetos, custo adicional e crédito",
    topics: ["EDGE", "Brasil", "custo adicional", "financiamento verde", "crédito"],
    text:
      "Por volta de 2021–22, o Brasil tinha 53 projetos EDGE certificados (cerca de 1 milhão de m² e mais de 7.500 unidades) e 44 em andamento. " +
      "O custo adicional fica em 1 a 3% da obra, e há linhas de crédito com taxa reduzida para projetos certificados.",
    source: "https://www.plurale.com.br/site/noticias-detalhes.php?cod=20939",
  },
  {
    id: "pbe-edifica",
    code: PBE,
    title: "Etiqueta PBE Edifica (ENCE) e Selo Procel Edificações",
    topics: ["PBE Edifica", "Procel Edifica", "ENCE", "o que é ENCE", "o que significa ENCE", "Etiqueta Nacional de Conservação de Energia", "etiqueta de eficiência energética", "Inmetro", "eficiência energética", "classe A", "envoltória", "Selo Procel"],
    text:
      "A ENCE (Etiqueta Nacional de Conservação de Energia), do PBE Edifica (Inmetro com Eletrobras/Procel), classifica a edificação de A (mais eficiente) a E, na etapa de projeto e na edificação construída. " +
      "Em prédios comerciais, de serviços e públicos avaliam-se envoltória, iluminação e condicionamento de ar; nos residenciais, também aquecimento de água, uso racional da água, ventilação e elevadores, e nas multifamiliares cada unidade é avaliada. " +
      "O Selo Procel Edificações distingue os mais eficientes; a base legal é a Lei 10.295/2001.",
    source: "https://www.gov.br/mme/pt-br/assuntos/ee/indices-minimos-de-ee/eficiencia-energetica-das-edificacoes",
    // The overview answers "o que é / o que significa ENCE" over the passages on who issues it.
    weight: 1.3,
  },
  {
    id: "pbe-obrigatoriedade",
    code: PBE,
    title: "ENCE classe A obrigatória em prédios públicos federais",
    topics: ["ENCE obrigatória", "prédio público", "edificação pública federal", "retrofit", "classe A", "eficiência energética"],
    text:
      "Uma instrução normativa publicada no DOU de 05/06/2014 exige ENCE classe A nos projetos e edificações públicas federais novas e nos retrofits, com ENCE parcial A para iluminação e ar-condicionado.",
    source: "https://lade.ufms.br/oi/duvidas/obrigatoriedade-da-etiquetagem",
  },
  {
    id: "pbe-cgiee-2025",
    code: PBE,
    title: "ENCE passa a ser exigida para alvará e habite-se (Resolução CGIEE nº 4/2025)",
    topics: ["ENCE obrigatória", "Resolução CGIEE", "obrigatoriedade da etiqueta", "alvará", "habite-se", "eficiência energética obrigatória", "PBE Edifica", "edificação nova", "residencial", "comercial"],
    text:
      "Segundo a Resolução CGIEE nº 4/2025 (resumo de fonte de mercado; confirme o texto e os prazos), a comprovação de eficiência energética pela ENCE do PBE Edifica passa a ser exigida para emitir alvará de construção e habite-se de edificações novas públicas, comerciais, de serviços e residenciais, com prazos escalonados por tipo e porte. " +
      "A etiqueta pode ser emitida na fase de projeto ou da edificação construída, parcial ou global.",
    source: "https://blog.aressustentabilidade.com.br/como-obter-a-etiqueta-pbe-edifica-o-que-muda-com-a-nova-regulamentacao",
    uncertain: true,
  },
  {
    id: "agua-consumo",
    code: "SABESP — consumo residencial de água",
    title: "Onde a casa gasta água: descarga e chuveiro",
    topics: ["consumo de água", "economia de água", "descarga", "bacia sanitária", "chuveiro", "água de chuva", "reúso", "sustentabilidade", "água"],
    text:
      "Segundo dados da SABESP, as bacias sanitárias respondem por cerca de 41% do consumo residencial de água e o chuveiro por cerca de 36%, com as pias em terceiro lugar. " +
      "Abastecer as descargas com água de chuva (NBR 15527) ataca justamente a maior parcela.",
    source: "https://www.ecocasa.com.br/afinal-quanto-posso-economizar-com-agua-da-chuva/?amp=1",
  },
  {
    id: "agua-captacao",
    code: "Aproveitamento de água de chuva — cálculo de volume",
    title: "Volume de água de chuva captável (estimativa)",
    topics: ["volume de água de chuva", "cisterna", "captação", "precipitação", "área de cobertura", "coeficiente de escoamento", "dimensionamento", "água"],
    text:
      "Como estimativa de conhecimento geral (o coeficiente de escoamento não foi verificado em fonte; confirme), o volume captável em litros é aproximadamente a precipitação em mm × a área de cobertura em m² × o coeficiente de escoamento. " +
      "A NBR 15527:2019 não traz mais método de dimensionamento do reservatório.",
    source: "https://www.ecocasa.com.br/afinal-quanto-posso-economizar-com-agua-da-chuva/?amp=1",
    uncertain: true,
  },
  {
    id: "energia-chuveiro-solar",
    code: "Abrasol e Abrava — aquecimento de água",
    title: "Chuveiro elétrico e aquecimento solar",
    topics: ["chuveiro elétrico", "aquecimento solar", "aquecedor solar", "conta de luz", "economia de energia", "energia", "sustentabilidade"],
    text:
      "Segundo a Abrasol, o chuveiro elétrico responde por cerca de 25% da conta de energia das famílias. " +
      "Segundo a Abrava (2001), aquecedores solares podem reduzir a conta de luz em até 35%.",
    source: "http://economia.estadao.com.br/noticias/geral,aquecedor-solar-reduz-consumo-de-energia,20010504p12538",
  },
  {
    id: "energia-sp-lei-solar",
    code: "São Paulo — Lei municipal 14.459/2007",
    title: "Aquecimento solar obrigatório em edifícios de São Paulo",
    topics: ["aquecimento solar obrigatório", "lei do aquecimento solar", "São Paulo", "banheiros", "edifício residencial", "energia"],
    text:
      "Em São Paulo, a Lei municipal 14.459/2007 exige infraestrutura para aquecimento solar em edifícios com até 3 banheiros por apartamento; com 4 ou mais banheiros, o sistema deve ser entregue funcionando.",
    source: "https://hubimobiliario.com/independentemente-da-obrigatoriedade-",
  },
  {
    id: "energia-baixa-renda",
    code: "Plurale — contas de consumo da baixa renda",
    title: "Peso das contas de água e energia na baixa renda",
    topics: ["baixa renda", "habitação social", "contas de consumo", "água e energia", "orçamento familiar"],
    text:
      "Uma família de baixa renda pode gastar até 15% do orçamento mensal com contas de consumo como água e energia, o que torna a eficiência decisiva na habitação social.",
    source: "https://www.plurale.com.br/site/noticias-detalhes.php?cod=20939",
  },
  {
    id: "energia-estimativas",
    code: "Dados de consumo de energia (fontes secundárias)",
    title: "Consumo de energia e conforto térmico: números aproximados",
    topics: ["consumo de energia", "setor residencial", "chuveiros", "faixa de conforto", "temperatura de conforto", "conforto térmico"],
    text:
      "Estimativas de fontes secundárias (valores aproximados, confirme na fonte): os chuveiros elétricos respondiam por cerca de 7% do consumo nacional de energia em 2001; o setor residencial responde por cerca de 23,3% do consumo de eletricidade no Brasil; e uma faixa genérica de conforto térmico vai de 21 a 27 °C.",
    source: "estimativas de fontes secundárias (a confirmar)",
    uncertain: true,
  },
];
