import type { EvalQuestion } from "#server/ai/offline/eval/types";

const QUALI_A = "http://www.quali-a.com/etiquetagem/";
const NG_ADV = "https://ngadvocacia.org/noticias/justica-federal-rn-reconhece-decadencia-processos-buscam-indenizacao-vicio-construcao/index.htm";
const CAU_RR = "http://caurr.org.br/?page_id=720";
const PIEROZAN = "https://pierozan.adv.br/post/projetos-arquitetônicos-são-obras-intelectuais-protegidas-pelo-direito-autoral";
const MEGAJURIDICO = "https://www.megajuridico.com/orcamento-previo-redundancia/";
const FURLAN = "https://moisesfurlan.com/artigo/a-responsalbilidade-civil-do-arquiteto/";
const CBMRR = "https://cbm.rr.gov.br/servicos/ddl";
const SIPCES = "https://www.sipces.org.br/materias,20703,projeto-inspecao-predial-aprovado-na-serra.html";
const ARUJA = "https://camaraaruja.sp.gov.br/Consulta/Documentos/Documento/55986";
const SAO_PEDRO = "https://www.cmspa.rj.gov.br/materias/16701";
const CABO_FRIO = "https://www.transparencia.cabofrio.rj.leg.br/materias/39034";
const AC_ARQ = "https://www.ac-arquitetos.com/post/regras-tecnicas-para-habitacao-de-custos-controlados";
const DRE = "https://dre.tretas.org/dre/2374207/regulamento-914-2015-de-29-de-dezembro";
const ELIZEU = "https://elizeupires.com/category/artigos/geral/page/3";
const CONECTAR = "https://www.conectareconstruir.com/a-importancia-de-firmar-contratos-claros-e-objetivos-em-projetos-de-arquitetura-e-construcao";
const LAWINSIDER = "https://lawinsider.com/pt/contracts/6Dk0eeQdEp4";
const DIVERCIDADES = "https://www.divercidades.com/comment/reply/4129";
const VERUM = "https://www.verum-ma.com/post/não-recebi-o-manual-do-síndico-e-agora";
const LEXML = "https://www.lexml.gov.br/urn/urn:lex:br:rede.virtual.bibliotecas:capitulo.livro:2007;1000850728";
const WIKI = "https://pt.wikipedia.org/wiki/Public_domain";
const NOTAS = "http://notasdeaula.org/dir8/direito_consumidor_05-11-11.html";
const MILWARD = "https://www.milwardarquitetura.com/duvidasfrequentes";

/**
 * Twentieth blind development set by source (07/12/2026; decision 082, R-AI-8). Written from
 * search results of the stored public pages only: no passage of the offline base and no other
 * evaluation set's questions were read, and the offline answerer was not run. Every source is a
 * page from a publisher that no passage, tuning or holdout question, holdout-by-source question nor
 * earlier development set cites (questions.test.ts checks it), and none is a file-sharing copy, a
 * blog host or an exam bank on the banned list. Host split with the nineteenth set, written at the
 * same time: this one cites only hosts ending in .org.br, .edu.br, .gov.br, .org, .adv.br, .jus.br,
 * .leg.br, .eng.br, .arq.br or .com (never .com.br or .net.br), so the two cannot share a publisher.
 * The theme is what the client and the studio ask around a project beyond the drawing: energy
 * labelling (PBE Edifica), deadlines to claim for building defects, the empreitada articles of the
 * Código Civil, the consumer code on quotes and on the architect's liability, copyright of the
 * design, the CAU's fees not yet published, the owner's manual (NBR 14037), bioclimatic zoning in
 * social housing (NBR 15220), the fire brigade's exemption for small shops (Roraima's NT 40), and
 * the municipal building-inspection laws that only a city sets. Questions are asked as clients and
 * architects type in the chat: some with the case first, some lowercase and unaccented, some
 * formal, some with two parts; each key fact was read on the cited page (a calc question's rule was
 * read there and the arithmetic done on it, with every input given in the question). Several
 * answerable questions ask obscure but real facts (Roraima's 190 kg of LPG and 1,000 litres of
 * flammables for the licensing waiver, Rio de Janeiro's Lei 10.611/24 tying social housing to NBR
 * 15220-3, the TRF-5 ten-year ruling) that a small base is not expected to hold: there the honest
 * answer is "não encontrei". Out-of-scope questions mix other countries' rules (Portugal's RTHCC and
 * RGEU, Mexico's copyright term), norms or rules that do not exist, and topics outside architecture.
 */
export const DEV_SOURCE_20: readonly EvalQuestion[] = [
  // Eficiência energética: etiqueta PBE Edifica (ENCE)
  {
    q: "A etiqueta PBE Edifica de projeto (ENCE de projeto) vale por quanto tempo depois de emitida?",
    kind: "fact",
    norm: "PBE Edifica",
    fact: "5 anos",
    wrong: ["10 anos"],
    source: QUALI_A,
  },
  {
    q: "meu cliente pegou a ENCE de projeto em 2024 e a obra atrasou. ate que ano essa etiqueta de projeto continua valendo?",
    kind: "calc",
    norm: "PBE Edifica",
    fact: "2029",
    source: QUALI_A,
  },
  {
    q: "Depois da etiqueta de projeto, qual é a segunda etiqueta do PBE Edifica, emitida após a inspeção da obra pronta?",
    kind: "fact",
    norm: "PBE Edifica",
    fact: "/edificio construido/",
    source: QUALI_A,
  },
  {
    q: "Quem faz a inspeção e emite a ENCE de uma edificação no PBE Edifica: o próprio Inmetro ou outro tipo de organismo?",
    kind: "fact",
    norm: "PBE Edifica",
    fact: "/organismo de inspecao acreditado/",
    source: QUALI_A,
  },
  {
    q: "Quando o governo anunciou a etiquetagem obrigatória de edificações, para que tipo de prédio ela valeria primeiro?",
    kind: "fact",
    norm: "PBE Edifica",
    fact: "/administracao federal/",
    source: QUALI_A,
  },
  {
    q: "A NBR 15575 parte 7, de eficiência energética, obriga casa nova a ter etiqueta nível A para sair o habite-se?",
    kind: "out",
    source: QUALI_A,
  },

  // Prazos para reclamar de vícios construtivos (Código Civil, jurisprudência)
  {
    q: "Segundo decisão do TRF-5, qual o prazo para o comprador entrar na Justiça pedindo indenização por vício de construção do imóvel?",
    kind: "fact",
    norm: "Código Civil",
    fact: "10 anos",
    source: NG_ADV,
  },
  {
    q: "As infiltrações do apartamento do meu cliente apareceram em 2021. Pelo prazo de 10 anos reconhecido pelo TRF-5 para a ação por vício de construção, até que ano ele pode ajuizar?",
    kind: "calc",
    norm: "Código Civil",
    fact: "2031",
    source: NG_ADV,
  },
  {
    q: "quanto tempo tenho pra pedir revisão da minha aposentadoria no INSS?",
    kind: "out",
    source: NG_ADV,
  },
  {
    q: "Na empreitada, qual artigo do Código Civil trata da responsabilidade do empreiteiro pela solidez e segurança da obra?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/618/",
    source: LEXML,
  },
  {
    q: "O empreiteiro quer cobrar a mais porque o cliente mudou o projeto no meio da obra sem nada por escrito. Qual artigo do Código Civil regula esse acréscimo de preço?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/619/",
    source: LEXML,
  },

  // Valores do CAU ainda não publicados
  {
    q: "Qual vai ser o valor da taxa de RRT em 2028?",
    kind: "future",
    source: CAU_RR,
  },
  {
    q: "quanto vai ser a anuidade do CAU pra pessoa fisica em 2029?",
    kind: "future",
    source: CAU_RR,
  },

  // Direito autoral do projeto
  {
    q: "O novo dono da casa quer mudar a fachada que eu projetei e chamou outro arquiteto. Pela Lei 12.378, alterações em trabalho de autoria de arquiteto dependem de quê?",
    kind: "fact",
    norm: "Lei 12.378",
    fact: "/consentimento por escrito/",
    source: PIEROZAN,
  },
  {
    q: "Preciso registrar meu projeto em algum órgão para ele ser protegido pela lei de direitos autorais?",
    kind: "fact",
    norm: "Lei 9.610",
    fact: "/nao exige o registro/",
    source: PIEROZAN,
  },
  {
    q: "Qual artigo da Lei 12.378 diz que o arquiteto deve registrar seus projetos no CAU para comprovar autoria?",
    kind: "fact",
    norm: "Lei 12.378",
    fact: "/art. 13/",
    source: PIEROZAN,
  },
  {
    q: "Copiaram meu projeto inteiro e construíram igual. Além da ação cível, o plágio de projeto de arquitetura pode ser levado à esfera penal? Por qual via?",
    kind: "fact",
    norm: "Lei 9.610",
    fact: "/queixa crime/",
    source: PIEROZAN,
  },
  {
    q: "Pela Convenção de Berna, no mínimo quantos anos depois da morte do autor uma obra cai em domínio público?",
    kind: "fact",
    norm: "Convenção de Berna",
    fact: "50 anos",
    source: WIKI,
  },
  {
    q: "Os direitos morais do arquiteto sobre o projeto, como ter o nome citado, acabam junto com os patrimoniais ou são imprescritíveis?",
    kind: "fact",
    norm: "Lei 9.610",
    fact: "/imprescritiveis/",
    source: WIKI,
  },
  {
    q: "No México, quantos anos depois da morte do autor uma obra entra em domínio público?",
    kind: "out",
    source: WIKI,
  },
  {
    q: "O que é o Portal Domínio Público, a biblioteca digital do governo federal, e como baixo livros de lá?",
    kind: "out",
    source: WIKI,
  },

  // Consumidor: orçamento, responsabilidade do arquiteto, manual
  {
    q: "O orçamento prévio de serviço exigido pelo art. 40 do CDC precisa discriminar mão de obra, materiais, condições de pagamento e o quê mais?",
    kind: "fact",
    norm: "Lei 8.078",
    fact: "/datas de inicio e termino/",
    source: MEGAJURIDICO,
  },
  {
    q: "Cliente quer me processar por um erro no projeto. A responsabilidade do arquiteto, como profissional liberal no CDC, é objetiva ou subjetiva?",
    kind: "fact",
    norm: "Lei 8.078",
    fact: "/subjetiva/",
    wrong: ["/responsabilidade objetiva/"],
    source: FURLAN,
  },
  {
    q: "Qual artigo da Lei 12.378 faculta ao arquiteto acompanhar a execução do projeto de sua autoria, pessoalmente ou por preposto?",
    kind: "fact",
    norm: "Lei 12.378",
    fact: "/15 da lei/",
    source: FURLAN,
  },
  {
    q: "na hora de contratar a fase de obra, quais sao os dois tipos de contrato diferentes que o arquiteto pode assinar: execucao da obra e qual outro?",
    kind: "fact",
    norm: "Lei 12.378",
    fact: "/acompanhamento da execucao da obra/",
    source: FURLAN,
  },
  {
    q: "Quanto cobra um advogado pela tabela da OAB para entrar com ação contra um arquiteto?",
    kind: "out",
    source: FURLAN,
  },
  {
    q: "A relação entre o arquiteto e o cliente pessoa física que contrata um projeto da casa é regida por qual código?",
    kind: "fact",
    norm: "Lei 8.078",
    fact: "/codigo de defesa do consumidor/",
    source: DIVERCIDADES,
  },
  {
    q: "O prédio foi entregue e o síndico não recebeu o manual de uso, operação e manutenção. Qual NBR define o que esse manual deve conter?",
    kind: "fact",
    norm: "NBR 14037",
    fact: "/14037/",
    source: VERUM,
  },
  {
    q: "Como funcionavam as 'listas brancas' dos trabalhadores na revolução industrial e como viraram os cadastros de inadimplentes?",
    kind: "out",
    source: NOTAS,
  },

  // Contratos de arquitetura
  {
    q: "Quais artigos do Código Civil regulam o contrato de prestação de serviços que uso para projetos e acompanhamento de obra?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/593/",
    source: CONECTAR,
  },
  {
    q: "Qual princípio contratual exige conduta leal e cooperativa entre arquiteto e cliente durante todo o contrato?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/boa fe objetiva/",
    source: CONECTAR,
  },
  {
    q: "qual principio contratual da liberdade pro arquiteto e o cliente combinarem as clausulas do contrato, desde que nao contrariem a lei?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/autonomia da vontade/",
    source: CONECTAR,
  },
  {
    q: "Nas diretrizes do CAU/MG para contratos, as etapas do projeto arquitetônico devem ser discriminadas conforme qual NBR?",
    kind: "fact",
    norm: "NBR 13532",
    fact: "/13532/",
    source: LAWINSIDER,
  },
  {
    q: "A Resolução CAU/BR nº 500, de 2025, fixou teto para os honorários de projeto residencial? Qual o valor máximo por m²?",
    kind: "out",
    source: LAWINSIDER,
  },

  // Desempenho térmico em habitação de interesse social (NBR 15220)
  {
    q: "No Rio de Janeiro, qual lei estadual obrigou os programas de moradia de interesse social a seguir a NBR 15220-3?",
    kind: "fact",
    norm: "NBR 15220",
    fact: "/10.611/",
    source: ELIZEU,
  },
  {
    q: "As recomendações de desempenho térmico da NBR 15220-3 foram feitas para que tipo de habitação?",
    kind: "fact",
    norm: "NBR 15220",
    fact: "/unifamiliares de interesse social/",
    source: ELIZEU,
  },

  // Incêndio: dispensa de licenciamento de pequenos negócios (Roraima, NT 40/CBMRR)
  {
    q: "Em Roraima, até que área construída uma loja de baixo risco fica dispensada de licenciamento no Corpo de Bombeiros?",
    kind: "fact",
    norm: "NT 40/CBMRR",
    fact: "200 m²",
    wrong: ["750 m²"],
    source: CBMRR,
  },
  {
    q: "Para a Declaração de Dispensa de Licenciamento dos bombeiros de Roraima, um local de reunião de público pode ter lotação máxima de quantas pessoas?",
    kind: "fact",
    norm: "NT 40/CBMRR",
    fact: "100",
    source: CBMRR,
  },
  {
    q: "loja de tintas em boa vista: quantos litros de liquido inflamavel ela pode guardar e ainda ser dispensada de licenciamento do CBMRR?",
    kind: "fact",
    norm: "NT 40/CBMRR",
    fact: "1.000 litros",
    source: CBMRR,
  },
  {
    q: "Quanto GLP, no máximo, uma lanchonete de baixo risco em Roraima pode usar ou armazenar para continuar dispensada de licença dos bombeiros?",
    kind: "fact",
    norm: "NT 40/CBMRR",
    fact: "190 kg",
    source: CBMRR,
  },
  {
    q: "Em Roraima, além de ser térrea, como deve ser a saída da edificação para a atividade de baixo risco ficar dispensada de licenciamento?",
    kind: "fact",
    norm: "NT 40/CBMRR",
    fact: "/diretamente para via publica/",
    source: CBMRR,
  },
  {
    q: "Minha cliente vai abrir um ateliê de costura na própria casa em Roraima. Atividade exercida onde fica dispensada de licenciamento pelo CBMRR?",
    kind: "fact",
    norm: "NT 40/CBMRR",
    fact: "/residencia do empreendedor/",
    source: CBMRR,
  },
  {
    q: "Restaurante pequeno em Roraima quer usar só cilindros P45 (45 kg cada). Respeitando o limite de GLP da dispensa de licenciamento, quantos cilindros cheios ele pode ter?",
    kind: "calc",
    norm: "NT 40/CBMRR",
    fact: "4",
    source: CBMRR,
  },
  {
    q: "Lanchonete em Boa Vista já tem 2 cilindros de 45 kg e 4 botijões de 13 kg. Quantos kg de GLP ainda cabem até o limite da dispensa de licenciamento do CBMRR?",
    kind: "calc",
    norm: "NT 40/CBMRR",
    fact: "48 kg",
    source: CBMRR,
  },
  {
    q: "Galpão térreo de 12 m por 15 m para uma loja de baixo risco em Roraima: qual a área construída e ela fica dentro do limite da dispensa dos bombeiros?",
    kind: "calc",
    norm: "NT 40/CBMRR",
    fact: "180 m²",
    source: CBMRR,
  },
  {
    q: "Depósito térreo em Roraima guarda 1.200 litros de solvente inflamável. Quantos litros precisa tirar do estoque para caber no limite da dispensa de licenciamento do CBMRR?",
    kind: "calc",
    norm: "NT 40/CBMRR",
    fact: "200 litros",
    source: CBMRR,
  },
  {
    q: "Quanto está custando o botijão de gás de 13 kg em Boa Vista este mês?",
    kind: "out",
    source: CBMRR,
  },

  // Inspeção predial: o que só a lei da cidade define
  {
    q: "Sou síndico em Serra (ES). De quantos em quantos anos a prefeitura me obriga a apresentar o laudo de inspeção predial do prédio?",
    kind: "municipal",
    source: SIPCES,
  },
  {
    q: "o predio tem 25 anos de habite-se. com que frequencia a prefeitura exige a certificacao de inspecao predial?",
    kind: "municipal",
    source: ARUJA,
  },
  {
    q: "Qual é a multa da prefeitura para o condomínio que não fizer a autovistoria técnica no prazo?",
    kind: "municipal",
    source: SAO_PEDRO,
  },
  {
    q: "Fiz a autovistoria do prédio seguindo a NBR 16747. Para qual órgão da prefeitura entrego o laudo e quem fiscaliza?",
    kind: "municipal",
    source: CABO_FRIO,
  },
  {
    q: "A NBR 16747 fixa multa de R$ 10.000,00 para o condomínio que não faz a inspeção predial anual? Como recorrer dessa multa da ABNT?",
    kind: "out",
    source: CABO_FRIO,
  },

  // Índices urbanísticos e custo da obra
  {
    q: "Qual a taxa de ocupação e o coeficiente de aproveitamento do lote do meu cliente, num bairro residencial?",
    kind: "municipal",
    source: MILWARD,
  },
  {
    q: "Qual o recuo frontal mínimo para construir uma casa térrea num lote de esquina?",
    kind: "municipal",
    source: MILWARD,
  },
  {
    q: "Qual vai ser o CUB R1-N de março de 2027 para eu estimar o custo da obra do cliente?",
    kind: "future",
    source: MILWARD,
  },
  {
    q: "quanto vai estar o CUB medio Brasil em dezembro de 2027?",
    kind: "future",
    source: MILWARD,
  },

  // Regras de outros países (Portugal)
  {
    q: "Nas Regras Técnicas para Habitação de Custos Controlados de Portugal, qual o pé-direito mínimo?",
    kind: "out",
    source: AC_ARQ,
  },
  {
    q: "Em Portugal, qual a área mínima de um compartimento principal numa habitação de custos controlados?",
    kind: "out",
    source: AC_ARQ,
  },
  {
    q: "Qual pé-direito mínimo o RGEU português exige nas habitações comuns?",
    kind: "out",
    source: AC_ARQ,
  },
  {
    q: "Quais benefícios fiscais tem quem reabilita um prédio dentro da Área de Reabilitação Urbana de Alter do Chão?",
    kind: "out",
    source: DRE,
  },
];
