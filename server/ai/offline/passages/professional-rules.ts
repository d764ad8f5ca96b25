import type { Passage } from "#server/ai/offline/types";
import { ESTATUTO, ESTATUTO_TEXT, NBR14718, NBR15575, NBR16280, RES91 } from "./codes";

/**
 * Rules of everyday practice where the base was thin (decision 082, revision of 05/12/2026): who
 * sets a building's design service life (NBR 15575), what a flat owner hands the síndico before a
 * renovation (NBR 16280), the editions of the guard-rail norm (NBR 14718) and which CAU/BR
 * resolution rules the RRT. One key fact per passage, in our own words, each from an official or
 * professional page read with the search tool and checked against a second one; what those pages
 * did not state is not said. None of the publishers wrote a question of the evaluation sets by
 * source (checked by host, booleans only).
 */

const NBR16747 = "ABNT NBR 16747:2020";
// The same code as practice-norms.ts, so one resolution keeps one code.
// The same code as zoning.ts.

export const PROFESSIONAL_RULE_PASSAGES: Passage[] = [
  // Cross-checked: the ENTAC/Euroelecs 2017 paper at casaleiria.com.br (the VUP is the designers',
  // developers' and builders' to implement; the minimum level M is mandatory).
  {
    id: "nbr15575-vup-quem-define",
    code: NBR15575,
    item: "Parte 1",
    title: "Quem define a VUP: incorporador, construtor e projetistas, em conjunto",
    topics: ["quem define a VUP", "quem define a vida útil", "vida útil de projeto", "VUP", "incorporador", "incorporadora", "construtor", "construtora", "projetista", "responsável pela VUP", "definir a vida útil", "empreendimento", "norma de desempenho", "15575"],
    text:
      "Pela norma de desempenho (NBR 15575, Parte 1), a vida útil de projeto (VUP) de cada sistema é definida em conjunto pelo incorporador, pelo construtor e pelos projetistas: não é uma decisão do projetista sozinho. " +
      "Eles fixam valores que não podem ficar abaixo do nível mínimo (M) da norma e especificam materiais, produtos e processos com durabilidade compatível, apoiados no desempenho declarado pelos fabricantes. " +
      "A VUP definida precisa vir com a manutenção que o usuário deve fazer, descrita no manual de uso, operação e manutenção, para ser alcançada.",
    source: "https://infrafm.com.br/Textos/1/19757/Vida-til-de-Projeto-VUP-e-Vida-til-da-edificao-VU",
  },
  // Cross-checked: bertsgestao.com.br (plano de reforma with the ART or RRT, síndico told in
  // advance) and blog.townsq.com.br (project signed by an engineer or architect, síndico approves).
  {
    id: "nbr16280-entrega-ao-sindico",
    code: NBR16280,
    title: "Reforma em condomínio: o que o morador entrega ao síndico antes da obra",
    topics: ["entregar ao síndico", "o que entregar", "documentos da reforma", "documentos para o síndico", "plano de reforma", "laudo de reforma", "ART", "RRT", "autorização da reforma", "reforma de apartamento", "reformar o apartamento", "obra no apartamento", "condomínio", "síndico", "antes da obra", "16280"],
    text:
      "Pela NBR 16280, antes de começar a obra o proprietário ou morador pede autorização ao condomínio e entrega ao síndico o plano de reforma, feito por profissional habilitado, junto com a ART (engenheiro, no CREA) ou o RRT (arquiteto, no CAU) do responsável técnico. " +
      "O plano descreve o que será feito, os riscos e as medidas de proteção, o cronograma e os responsáveis. " +
      "O síndico analisa a documentação, autoriza ou pede complementos, arquiva e fiscaliza a obra; pequenos serviços sem efeito na estrutura e nas instalações, como pintura interna, podem ser dispensados pelas regras do condomínio.",
    source: "https://barbosaestrutural.com.br/index.php/2025/08/19/laudo-reforma-abnt-16280",
  },
  // Cross-checked: abravidro.org.br (third edition published on 30/08/2019, scope widened) and
  // afeal.com.br (the revision of ABNT NBR 14718:2008 opened in 2014).
  {
    id: "nbr14718-edicoes",
    code: NBR14718,
    title: "NBR 14718: primeira edição em 2001, revisões em 2008 e 2019",
    topics: ["edição", "primeira edição", "edições", "histórico da norma", "quando foi publicada", "ano de publicação", "versão vigente", "revisão", "norma de guarda-corpo", "guarda-corpo", "guarda-corpos", "14718"],
    text:
      "A norma de guarda-corpos, NBR 14718, teve a primeira edição publicada em 2001 e foi revisada em 2008 e em 2019. " +
      "A edição em vigor é a 3ª, de 30/08/2019, com o título Esquadrias — Guarda-corpos para edificação — Requisitos, procedimentos e métodos de ensaio. " +
      "A revisão de 2019 estendeu a norma, antes limitada às edificações, às áreas de uso coletivo e de grande circulação, como aeroportos, shoppings, estádios e hotéis.",
    source: "https://sienge.com.br/blog/guarda-corpos-devem-atender-a-nbr-14718",
  },
  // Cross-checked: transparencia.caubr.gov.br/deliberacao-plenaria-dpobr-0096-13/ (Resolução 177
  // created the RRT Social and changed the RRT Mínimo, in force on 03/12/2019) and the CAU/SP page
  // on the extemporaneous RRT (Resolução 184, in force on 30/04/2020).
  {
    id: "cau-res91-rrt",
    code: RES91,
    title: "Qual resolução regula o RRT: a Resolução CAU/BR 91/2014, alterada em 2019",
    topics: ["resolução do RRT", "qual resolução", "Resolução 91", "Resolução CAU/BR 91", "Resolução 184", "Resolução 177", "RRT Social", "RRT Mínimo", "regras do RRT", "norma do RRT", "CAU/BR", "CAU", "RRT"],
    text:
      "As regras do Registro de Responsabilidade Técnica (RRT) estão na Resolução CAU/BR nº 91, de 9 de outubro de 2014, que regulamenta os arts. 45 a 50 da Lei 12.378/2010 e é aplicada pelo SICCAU. " +
      "Ela não foi substituída, e sim alterada: a Resolução nº 177/2019 criou o RRT Social e mudou o RRT Mínimo (em vigor desde 03/12/2019), e a nº 184/2019 mudou o RRT extemporâneo (desde 30/04/2020). " +
      "A redação consolidada em vigor está no portal de transparência do CAU/BR.",
    source: "https://transparencia.caubr.gov.br/resolucao189/",
  },

  // Federal rules of the Estatuto da Cidade an architect meets on every urban job, from the law's
  // official text (planalto.gov.br); art. 41's threshold is also what public exams ask.
  {
    id: "estatuto-plano-diretor-obrigatorio",
    code: ESTATUTO,
    item: "art. 41",
    title: "Plano diretor: obrigatório em cidades com mais de 20 mil habitantes (e outros casos)",
    topics: ["plano diretor", "plano diretor obrigatório", "quando o plano diretor é obrigatório", "quantos habitantes", "20 mil habitantes", "vinte mil habitantes", "região metropolitana", "município", "Estatuto da Cidade", "lei federal", "política urbana"],
    text:
      "Pelo Estatuto da Cidade (art. 41), o plano diretor é obrigatório nas cidades com mais de vinte mil habitantes (20 mil) e também, qualquer que seja a população, nas que integram regiões metropolitanas e aglomerações urbanas, nas que querem usar o parcelamento ou a edificação compulsórios e o IPTU progressivo, nas de especial interesse turístico e nas situadas na área de influência de empreendimentos de grande impacto ambiental. " +
      "O plano diretor é lei municipal, aprovada pela Câmara, e é o instrumento básico da política de desenvolvimento e expansão urbana; os índices de cada lote vêm dele e da lei de uso e ocupação do solo da cidade.",
    source: ESTATUTO_TEXT,
  },
  {
    id: "estatuto-plano-diretor-revisao",
    code: ESTATUTO,
    item: "art. 40, §§ 2º e 3º",
    title: "Plano diretor: abrange todo o município e é revisto pelo menos a cada 10 anos",
    topics: ["revisão do plano diretor", "plano diretor revisto", "de quanto em quanto tempo", "a cada dez anos", "10 anos", "prazo de revisão", "plano diretor", "território do município", "Estatuto da Cidade", "lei federal"],
    text:
      "Pelo Estatuto da Cidade (art. 40), o plano diretor abrange o território do município como um todo, zona urbana e rural, e a lei que o institui deve ser revista pelo menos a cada 10 anos. " +
      "Na elaboração e na fiscalização, o município promove audiências públicas e debates com a população e dá publicidade aos documentos produzidos.",
    source: ESTATUTO_TEXT,
  },
  {
    id: "estatuto-eiv",
    code: ESTATUTO,
    item: "arts. 36 a 38",
    title: "Estudo de Impacto de Vizinhança (EIV): a lei municipal diz quando; o que ele analisa",
    topics: ["EIV", "estudo de impacto de vizinhança", "impacto de vizinhança", "RIV", "empreendimento de impacto", "vizinhança", "geração de tráfego", "adensamento", "ventilação e iluminação", "EIA", "Estatuto da Cidade", "lei federal"],
    text:
      "Pelo Estatuto da Cidade (arts. 36 a 38), é a lei municipal que define quais empreendimentos e atividades dependem de Estudo de Impacto de Vizinhança (EIV) para obter licença de construção, ampliação ou funcionamento. " +
      "O EIV analisa os efeitos positivos e negativos sobre a população do entorno, incluindo ao menos adensamento populacional, equipamentos urbanos e comunitários, uso e ocupação do solo, valorização imobiliária, geração de tráfego e demanda por transporte público, ventilação e iluminação, paisagem urbana e patrimônio natural e cultural. " +
      "Seus documentos ficam disponíveis para consulta de qualquer interessado, e ele não substitui o estudo de impacto ambiental (EIA) exigido pela legislação ambiental.",
    source: ESTATUTO_TEXT,
  },
  // Cross-checked: the announcement of the norm by Sipces (sipces.org.br) and Secovi Florianópolis's
  // Jornal dos Condomínios (published 21/05/2020; sensory inspection by a licensed professional).
  {
    id: "nbr16747-inspecao-predial",
    code: NBR16747,
    title: "Inspeção predial: NBR 16747, de 2020, diferente da manutenção (NBR 5674)",
    topics: ["inspeção predial", "inspetor predial", "laudo de inspeção", "relatório de inspeção", "vistoria predial", "check-up predial", "estado de conservação", "norma de inspeção", "16747", "manutenção", "5674", "síndico", "condomínio"],
    text:
      "A inspeção predial tem norma própria, a ABNT NBR 16747, publicada em 21/05/2020: ela padroniza como avaliar o estado de conservação e funcionamento de qualquer edificação, pública ou privada, sobretudo por exames sensoriais feitos por engenheiro ou arquiteto habilitado, com ART ou RRT. " +
      "Não é a mesma norma da manutenção: a NBR 5674 trata do sistema de gestão da manutenção do edifício, e a inspeção serve para acompanhar o comportamento em uso e orientar essa gestão. " +
      "O resultado entregue ao contratante é o laudo técnico de inspeção predial, com as irregularidades classificadas, as prioridades e as recomendações. " +
      "A periodicidade da inspeção vem da legislação local, quando existe, ou da recomendação do inspetor.",
    source: "http://secovifloripa.com.br/noticias/nova-norma-abnt-padroniza-processo-de-inspecao-predial-em-edificios.html",
  },
];
