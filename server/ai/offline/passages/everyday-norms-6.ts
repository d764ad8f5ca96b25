import type { Passage } from "#server/ai/offline/types";
import { CC_SOURCE, CODIGO_CIVIL, CONDOMINIUM, LEI4950A } from "./codes";

/**
 * More everyday rules the base lacked, one rule per passage: urban land regularisation (Reurb) in
 * Lei 13.465/2017 — its two modalities, the registry-fee exemption of the Reurb-S, the cut-off
 * date of the legitimação fundiária — and its regulation by Decreto 9.310/2018; work at height in
 * NR-35; the scope of the Lei Kiss (Lei 13.425/2017) and the mayor's liability under it; the
 * condominium's convenção (art. 1.333) and the call of every condômino to the assembly
 * (art. 1.354) in the Código Civil; and the 25% on the hours beyond the sixth of Lei 4.950-A.
 * Laws are cited by their text at planalto.gov.br and NR-35 by the Ministry of Labour's page; the
 * wording of each rule was cross-checked on pages that transcribe the article.
 */

const LEI13465 = "Lei 13.465/2017 (regularização fundiária — Reurb)";
const LEI13465_SOURCE = "https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2017/lei/l13465.htm";
const DECRETO9310 = "Decreto 9.310/2018 (regulamento da Reurb)";
const DECRETO9310_SOURCE = "https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2018/decreto/d9310.htm";
const NR35 = "NR-35 (Portaria MTP 4.218/2022) — Trabalho em altura";
const NR35_SOURCE =
  "https://www.gov.br/trabalho-e-emprego/pt-br/acesso-a-informacao/participacao-social/conselhos-e-orgaos-colegiados/comissao-tripartite-partitaria-permanente/normas-regulamentadora/normas-regulamentadoras-vigentes/norma-regulamentadora-no-35-nr-35";
const LEI13425 = "Lei 13.425/2017 (Lei Kiss — prevenção e combate a incêndio)";
const LEI13425_SOURCE = "https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2017/lei/l13425.htm";
const LEI4950A_SOURCE = "https://www.planalto.gov.br/ccivil_03/leis/l4950a.htm";

const REURB = ["Reurb", "REURB", "regularização fundiária", "regularização fundiária urbana", "regularizar loteamento", "regularizar favela", "loteamento irregular", "loteamento clandestino", "núcleo urbano informal", "ocupação irregular", "Lei 13.465", "13.465"];
const KISS = ["Lei Kiss", "lei da boate Kiss", "boate Kiss", "Lei 13.425", "13.425", "incêndio", "prevenção de incêndio", "combate a incêndio", "local de reunião de público", "reunião de público", "casa noturna", "boate", "casa de shows", "Corpo de Bombeiros"];

export const EVERYDAY_NORM_6_PASSAGES: Passage[] = [
  // ---------------------------------------------------------------- Regularização fundiária (Reurb)
  {
    id: "lei13465-reurb-s-reurb-e",
    code: LEI13465,
    item: "art. 13, I e II",
    title: "Reurb tem duas modalidades: Reurb-S, de interesse social (baixa renda, declarada pelo município), e Reurb-E, de interesse específico (as demais)",
    topics: [...REURB, "Reurb-S", "Reurb-E", "modalidades de Reurb", "interesse social", "interesse específico", "baixa renda", "população de baixa renda", "diferença entre Reurb-S e Reurb-E", "artigo 13"],
    text:
      "Pelo art. 13 da Lei 13.465/2017, a regularização fundiária urbana (Reurb) tem duas modalidades. " +
      "A Reurb-S, de interesse social, vale para os núcleos urbanos informais ocupados predominantemente por população de baixa renda, assim declarados em ato do Poder Executivo municipal. " +
      "A Reurb-E, de interesse específico, vale para os núcleos ocupados por população que não se enquadra nessa hipótese. " +
      "A classificação decide quais benefícios se aplicam: as isenções de custas e emolumentos de registro, por exemplo, são da Reurb-S.",
    source: LEI13465_SOURCE,
  },
  {
    id: "lei13465-reurb-s-isencao-emolumentos",
    code: LEI13465,
    item: "art. 13, § 1º (e Decreto 9.310/2018, arts. 53 e 54)",
    title: "Reurb-S não paga custas e emolumentos dos atos de registro listados na lei; a Reurb-E não tem essa isenção",
    topics: [...REURB, "Reurb-S", "Reurb-E", "emolumentos", "custas", "cartório", "registro de imóveis", "isenção", "isento de cartório", "gratuidade", "taxa de cartório", "matrícula", "averbação da construção", "70 m²", "CRF", "certidão de regularização fundiária"],
    text:
      "Pelo art. 13, § 1º, da Lei 13.465/2017, detalhado nos arts. 53 e 54 do Decreto 9.310/2018, são isentos de custas e emolumentos os atos de registro necessários à Reurb-S. " +
      "Entre eles estão o primeiro registro da Reurb-S, o registro da legitimação fundiária, o registro da CRF e do projeto de regularização com abertura de matrícula para cada unidade, a primeira averbação de construção residencial de até 70 m², o primeiro registro do direito de laje e as certidões desses atos. " +
      "A lei não estende a isenção à Reurb-E: nela os atos de registro são pagos, e eventuais reduções dependem da lei estadual de emolumentos.",
    source: LEI13465_SOURCE,
  },
  {
    id: "lei13465-legitimacao-fundiaria-2016",
    code: LEI13465,
    item: "arts. 9º, § 2º, e 23",
    title: "Legitimação fundiária só vale para núcleos urbanos informais que já existiam em 22 de dezembro de 2016",
    topics: [...REURB, "legitimação fundiária", "título de propriedade", "22 de dezembro de 2016", "22/12/2016", "data de corte", "marco temporal", "núcleo urbano informal consolidado", "aquisição originária", "artigo 23"],
    text:
      "Pelos arts. 9º, § 2º, e 23 da Lei 13.465/2017, a Reurb feita por legitimação fundiária só se aplica aos núcleos urbanos informais comprovadamente existentes até 22 de dezembro de 2016, data da medida provisória que originou a lei. " +
      "A legitimação fundiária é forma originária de aquisição do direito real de propriedade, conferida por ato do poder público, exclusivamente no âmbito da Reurb, a quem detém em área pública ou possui em área privada, como sua, unidade com destinação urbana de núcleo informal consolidado. " +
      "O ocupante recebe a unidade livre de ônus, direitos reais e gravames da matrícula de origem, exceto os que digam respeito a ele mesmo; núcleos posteriores à data são regularizados por outros instrumentos da lei.",
    source: LEI13465_SOURCE,
  },
  {
    id: "decreto9310-regulamento-reurb",
    code: DECRETO9310,
    item: "ementa e art. 92",
    title: "Decreto 9.310/2018 regulamenta a Reurb da Lei 13.465; processos iniciados antes podem seguir os arts. 46 a 71-A da Lei 11.977/2009",
    topics: [...REURB, "Decreto 9.310", "9.310", "regulamento da Reurb", "decreto da Reurb", "Lei 11.977", "11.977", "Minha Casa Minha Vida", "regularização pela lei antiga", "processo antigo de regularização", "Decreto 9.597"],
    text:
      "O Decreto 9.310, de 15 de março de 2018, institui as normas gerais e os procedimentos aplicáveis à Regularização Fundiária Urbana da Lei 13.465/2017 e os procedimentos de avaliação e alienação dos imóveis da União; foi alterado pelo Decreto 9.597/2018. " +
      "Antes da Lei 13.465, a regularização fundiária urbana estava nos arts. 46 a 71-A da Lei 11.977/2009, a do Minha Casa, Minha Vida. " +
      "Pelo art. 92 do decreto, os processos administrativos de regularização iniciados até a publicação da Lei 13.465 podem, a critério do ente público, continuar regidos por aqueles artigos, e as legitimações de posse já registradas pela Lei 11.977 seguem nela até a titulação definitiva.",
    source: DECRETO9310_SOURCE,
  },
  // ---------------------------------------------------------------- Trabalho em altura
  {
    id: "nr35-trabalho-em-altura-2m-treinamento",
    code: NR35,
    item: "campo de aplicação e capacitação (a numeração dos itens mudou com a revisão de 2022)",
    title: "NR-35: trabalho em altura é toda atividade acima de 2,00 m do nível inferior com risco de queda; capacitação de 8 h e reciclagem a cada 2 anos",
    topics: ["NR-35", "NR 35", "NR35", "trabalho em altura", "altura", "2 metros", "2,00 m", "dois metros", "risco de queda", "queda", "treinamento", "capacitação", "curso de altura", "curso NR-35", "8 horas", "oito horas", "reciclagem", "bienal", "a cada 2 anos", "validade do curso", "telhado", "fachada", "andaime", "segurança do trabalho"],
    text:
      "Pela NR-35, trabalho em altura é toda atividade executada acima de 2,00 m do nível inferior, onde haja risco de queda. " +
      "Só pode fazê-lo o trabalhador capacitado: aquele que, antes de começar, foi submetido e aprovado em treinamento teórico e prático com carga horária mínima de 8 horas, com conteúdo mínimo que inclui normas aplicáveis, análise de risco, proteção coletiva e individual e condutas de emergência. " +
      "O empregador repete o treinamento a cada 2 anos (periódico bienal), também com no mínimo 8 horas; os treinamentos eventuais seguem as regras gerais de capacitação da NR-01. " +
      "O MTE vem revisando as capacitações da NR-35: confira o texto vigente na página da norma antes de orientar uma obra.",
    source: NR35_SOURCE,
  },
  // ---------------------------------------------------------------- Lei Kiss
  {
    id: "lei13425-reuniao-publico-100-pessoas",
    code: LEI13425,
    item: "art. 2º, §§ 1º e 2º",
    title: "Lei Kiss: as normas especiais contra incêndio valem para locais de reunião de público com ocupação simultânea de 100 pessoas ou mais",
    topics: [...KISS, "100 pessoas", "cem pessoas", "ocupação simultânea", "lotação", "grande concentração de pessoas", "bar", "restaurante", "igreja", "escola", "creche", "asilo", "idosos", "crianças", "planejamento urbano", "alvará"],
    text:
      "A Lei 13.425/2017, conhecida como Lei Kiss, fixa diretrizes de prevenção e combate a incêndio e a desastres em estabelecimentos, edificações e áreas de reunião de público. " +
      "Pelo art. 2º, o planejamento urbano do município deve observar normas especiais para locais de grande concentração e circulação de pessoas, editadas pelo poder público municipal, respeitada a legislação estadual. " +
      "Elas abrangem estabelecimentos, edificações de comércio e serviços e áreas de reunião de público, cobertos ou descobertos, cercados ou não, com ocupação simultânea potencial igual ou superior a 100 pessoas. " +
      "Mesmo abaixo de 100 pessoas, valem para os locais que, pela destinação, são ocupados predominantemente por idosos, crianças ou pessoas com dificuldade de locomoção, ou que guardam grande quantidade de material de alta inflamabilidade.",
    source: LEI13425_SOURCE,
  },
  {
    id: "lei13425-prefeito-improbidade",
    code: LEI13425,
    item: "arts. 1º, III, e 13",
    title: "Lei Kiss: o prefeito que não tomar as providências para aplicar as normas especiais contra incêndio responde por improbidade administrativa",
    topics: [...KISS, "prefeito", "prefeitura", "improbidade", "improbidade administrativa", "Lei 8.429", "responsabilidade do prefeito", "normas especiais", "município", "dois anos", "fiscalização"],
    text:
      "A Lei 13.425/2017 define atos sujeitos à Lei de Improbidade Administrativa (Lei 8.429/1992). " +
      "Pelo art. 13, incorre em improbidade administrativa o prefeito que deixar de tomar as providências necessárias para garantir a observância das normas especiais de prevenção e combate a incêndio e a desastres do art. 2º, no prazo máximo de dois anos contado da entrada em vigor da lei. " +
      "Desde a Lei 14.230/2021, a Lei 8.429 só pune como improbidade o ato doloso que se enquadre nela; confira a aplicação a cada caso. " +
      "Para o arquiteto, o efeito prático é que o licenciamento municipal de locais de reunião de público passa a depender dessas normas e das exigências do Corpo de Bombeiros.",
    source: LEI13425_SOURCE,
  },
  // ---------------------------------------------------------------- Condomínio edilício
  {
    id: "cc-convencao-dois-tercos-fracoes",
    code: CODIGO_CIVIL,
    item: "art. 1.333",
    title: "A convenção que constitui o condomínio precisa ser assinada por titulares de no mínimo 2/3 das frações ideais",
    topics: ["artigo 1.333", ...CONDOMINIUM, "convenção", "convenção de condomínio", "convenção condominial", "aprovar a convenção", "instituir condomínio", "constituir condomínio", "2/3", "dois terços", "frações ideais", "fração ideal", "quórum", "registro da convenção", "Registro de Imóveis"],
    text:
      "Pelo art. 1.333 do Código Civil, a convenção que constitui o condomínio edilício deve ser subscrita pelos titulares de, no mínimo, dois terços (2/3) das frações ideais. " +
      "Assinada nesse quórum, ela passa a obrigar desde logo os titulares de direitos sobre as unidades e quem tenha posse ou detenção delas. " +
      "Para valer contra terceiros, precisa ser registrada no Cartório de Registro de Imóveis. " +
      "O quórum de 2/3 é para constituir a convenção; alterá-la depois exige 2/3 dos votos dos condôminos (art. 1.351).",
    source: CC_SOURCE,
  },
  {
    id: "cc-assembleia-convocacao-todos",
    code: CODIGO_CIVIL,
    item: "art. 1.354",
    title: "A assembleia do condomínio não pode deliberar se todos os condôminos não foram convocados",
    topics: ["artigo 1.354", ...CONDOMINIUM, "assembleia", "assembleia de condomínio", "convocação", "convocar a assembleia", "edital de convocação", "todos os condôminos", "anular assembleia", "assembleia nula", "deliberação", "votação em assembleia", "aprovar obra no condomínio"],
    text:
      "Pelo art. 1.354 do Código Civil, a assembleia não pode deliberar se todos os condôminos não forem convocados para a reunião. " +
      "A regra impede decisões tomadas em reuniões a que só parte dos condôminos foi chamada; a forma de convocação (edital, carta, meio eletrônico) é a prevista na convenção, e a falta de convocação de algum condômino expõe a deliberação a ser anulada. " +
      "Numa reforma ou mudança que dependa de aprovação em assembleia, vale conferir a convocação antes de confiar na ata.",
    source: CC_SOURCE,
  },
  // ---------------------------------------------------------------- Salário mínimo profissional
  {
    id: "lei4950a-horas-excedentes-25",
    code: LEI4950A,
    item: "art. 6º",
    title: "Salário mínimo profissional: as horas além da sexta diária são pagas com acréscimo de 25% sobre o valor da hora",
    topics: ["piso salarial", "salário mínimo profissional", "salário do arquiteto", "salário do engenheiro", "hora extra", "horas extras", "horas excedentes", "7 horas", "8 horas", "jornada de 8 horas", "25%", "acréscimo de 25%", "7,25 salários mínimos", "8,5 salários mínimos", "Lei 4.950-A", "4.950-A", "SMP", "CLT"],
    text:
      "Pelo art. 6º da Lei 4.950-A/1966, para as jornadas maiores que 6 horas o salário-base mínimo toma por base o custo da hora fixado no art. 5º, acrescidas de 25% as horas que excedem as 6 diárias. " +
      "Como o piso de 6 horas é de 6 salários mínimos (curso de 4 anos ou mais), cada hora vale 1 salário mínimo e cada hora excedente 1,25: daí os 7,25 salários mínimos para 7 horas e os 8,5 para 8 horas diárias que os conselhos divulgam. " +
      "Há quem sustente que, desde a Constituição de 1988, a hora extra propriamente dita (além da jornada contratada) é paga com no mínimo 50%; o acréscimo de 25% é o do cálculo do piso.",
    source: LEI4950A_SOURCE,
  },
];
