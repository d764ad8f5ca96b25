import type { Passage } from "#server/ai/offline/types";

/**
 * Public works under the procurement law an architect meets when a city or a state hires a
 * project or a building: Lei 14.133/2021. Each passage is cited to the law's text at
 * planalto.gov.br (arts. 6º, 18, 28, 29, 33, 37, 46, 55, 96 to 99, 182 and 193), read there and cross-checked
 * on a transcription of the articles and, for the revocation of Lei 8.666, on the text of MP
 * 1.167/2023 at planalto.gov.br and Lei Complementar 198/2023 (decision 082; R-AI-8). The values
 * in reais are the law's; it updates them every year by decree (art. 182), so the passages say
 * so rather than print a year's figure.
 */

const LEI14133 = "Lei 14.133/2021 (Licitações e Contratos)";
const PLANALTO_14133 = "https://www.planalto.gov.br/ccivil_03/_ato2019-2022/2021/lei/l14133.htm";

export const PUBLIC_WORKS_PASSAGES: Passage[] = [
  {
    id: "lei14133-anteprojeto-basico-executivo",
    code: LEI14133,
    item: "art. 6º, XXIII a XXVI, e art. 46, § 2º",
    title: "Obra pública: anteprojeto, projeto básico e projeto executivo na Lei 14.133",
    topics: ["projeto básico", "projeto executivo", "anteprojeto", "diferença entre projeto básico e executivo", "termo de referência", "obra pública", "licitação de obra", "licitação de projeto", "contratação integrada", "contratação semi-integrada", "nova lei de licitações", "Lei 14.133", "14.133"],
    text:
      "Na Lei 14.133/2021, o anteprojeto reúne os subsídios para elaborar o projeto básico (programa de necessidades, concepção, estética do projeto arquitetônico, levantamento topográfico, sondagens, memorial dos materiais). " +
      "O projeto básico define e dimensiona a obra com precisão suficiente para assegurar sua viabilidade técnica e o tratamento do impacto ambiental, avaliar o custo e definir os métodos e o prazo de execução; o projeto executivo detalha as soluções do básico para a execução completa da obra, com os serviços, materiais e equipamentos e suas especificações técnicas. " +
      "Para compras de bens e contratação de serviços, o documento equivalente é o termo de referência. " +
      "Na contratação integrada, a Administração licita com o anteprojeto e o contratado elabora o básico e o executivo; na semi-integrada, ela licita com o projeto básico e o contratado faz o executivo.",
    source: PLANALTO_14133,
  },
  {
    id: "lei14133-garantias",
    code: LEI14133,
    item: "arts. 6º, XXII, 96, 98, 99 e 102",
    title: "Garantia do contrato de obra pública: até 5%, até 10% justificados e até 30% nas obras de grande vulto",
    topics: ["garantia contratual", "garantia do contrato", "garantia de execução", "seguro-garantia", "seguro garantia", "caução", "caução em dinheiro", "fiança bancária", "título de capitalização", "cláusula de retomada", "performance bond", "grande vulto", "obra de grande vulto", "modalidades de garantia", "Lei 14.133"],
    text:
      "Pela Lei 14.133/2021, a Administração pode exigir garantia nos contratos de obras, serviços e fornecimentos, prevista no edital, e o contratado escolhe a modalidade: caução em dinheiro ou em títulos da dívida pública, seguro-garantia, fiança bancária ou título de capitalização (quatro modalidades, a última incluída em 2023). " +
      "A garantia é de até 5% do valor inicial do contrato, e pode subir a até 10% quando a complexidade técnica e os riscos o justificarem (art. 98). " +
      "Nas obras e serviços de engenharia de grande vulto, aqueles de valor estimado acima de R$ 200 milhões no texto da lei, atualizado todo ano por decreto, o edital pode exigir seguro-garantia com cláusula de retomada de até 30% do valor inicial (art. 99): se o contratado falhar, a seguradora pode assumir a conclusão da obra ou pagar a importância segurada (art. 102).",
    source: PLANALTO_14133,
  },
  {
    id: "lei14133-modalidades-criterios",
    code: LEI14133,
    item: "arts. 6º, XXXIX, 28, 33 e 37, § 2º",
    title: "Modalidades de licitação e como se julga a contratação de projetos",
    topics: ["modalidades de licitação", "modalidade de licitação", "pregão", "concorrência", "concurso", "concurso de projeto", "concurso de arquitetura", "leilão", "diálogo competitivo", "tomada de preços", "convite", "critério de julgamento", "melhor técnica", "técnica e preço", "menor preço", "licitação de projeto de arquitetura", "Lei 14.133"],
    text:
      "A Lei 14.133/2021 tem cinco modalidades de licitação: pregão, concorrência, concurso, leilão e diálogo competitivo; a tomada de preços e o convite da Lei 8.666 deixaram de existir. " +
      "O concurso é a modalidade para escolher trabalho técnico, científico ou artístico, como um projeto de arquitetura, com prêmio ou remuneração ao vencedor. " +
      "Os critérios de julgamento são menor preço, maior desconto, melhor técnica ou conteúdo artístico, técnica e preço, maior lance e maior retorno econômico. " +
      "Estudos, projetos básicos e executivos, fiscalização e gerenciamento de obras acima de R$ 300 mil (valor da lei, atualizado todo ano por decreto) são licitados por melhor técnica ou por técnica e preço, e neste último a proposta técnica pesa 70% (art. 37, § 2º).",
    source: PLANALTO_14133,
  },
  {
    id: "lei14133-vigencia-revogacao-8666",
    code: LEI14133,
    item: "arts. 191 e 193",
    title: "Lei 8.666 revogada em 30/12/2023: desde então só vale a Lei 14.133",
    topics: ["revogação da Lei 8.666", "8.666 revogada", "Lei 8.666", "lei antiga de licitações", "nova lei de licitações", "quando a 14.133 passou a valer", "Lei do Pregão", "Lei 10.520", "RDC", "transição", "Lei 14.133"],
    text:
      "A Lei 14.133 foi publicada em 01/04/2021 e, por dois anos, conviveu com a Lei 8.666/1993, a Lei do Pregão (10.520/2002) e o RDC (arts. 1º a 47-A da Lei 12.462/2011): a Administração escolhia, no edital, por qual delas licitar, sem combiná-las. " +
      "A revogação dessas leis, prevista para 01/04/2023, foi adiada para 30/12/2023 pela Medida Provisória 1.167/2023, data que a Lei Complementar 198/2023 manteve depois que a medida perdeu a validade; os crimes da Lei 8.666 (arts. 89 a 108) já tinham sido revogados em 01/04/2021. " +
      "Os contratos assinados pela lei antiga continuam regidos por ela até o fim da sua vigência.",
    source: PLANALTO_14133,
  },
  {
    id: "lei14133-obra-comum-prazos",
    code: LEI14133,
    item: "arts. 6º, XXI e XXXVIII, 18, § 3º, 29 e 55",
    title: "Obras e serviços comuns de engenharia: sem projeto completo em alguns casos, prazos menores, e o pregão só para serviço comum",
    topics: ["obra comum de engenharia", "obras comuns de engenharia", "serviço comum de engenharia", "obra especial de engenharia", "serviço especial de engenharia", "prazo para propostas", "prazo mínimo do edital", "dias úteis", "pregão para obra", "pregão para projeto", "concorrência", "sem projeto básico", "dispensa de projeto", "Lei 14.133"],
    text:
      "A Lei 14.133/2021 separa obras e serviços de engenharia comuns, padronizáveis em desempenho e qualidade, dos especiais, de alta heterogeneidade ou complexidade. " +
      "Para uma obra ou serviço comum de engenharia, se o estudo técnico preliminar mostrar que não há prejuízo à qualidade, o objeto pode ser especificado só em termo de referência ou em projeto básico, dispensada a elaboração de projetos (art. 18, § 3º). " +
      "O prazo mínimo entre o edital e as propostas, por menor preço ou maior desconto, é de 10 dias úteis para serviços comuns e obras e serviços comuns de engenharia e de 25 dias úteis para os especiais; na contratação integrada, 60 dias úteis, e na semi-integrada e nos demais casos, 35 (art. 55). " +
      "Obras e serviços especiais de engenharia são licitados por concorrência, e um projeto também pode ser escolhido por concurso; o pregão só cabe ao serviço comum de engenharia, nunca a obras nem a serviços técnicos de natureza intelectual, como projetos (art. 29).",
    source: PLANALTO_14133,
  },
];
