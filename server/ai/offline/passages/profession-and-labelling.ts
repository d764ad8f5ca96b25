import type { Passage } from "#server/ai/offline/types";
import { LEI12378, PBE, PLANALTO_12378 } from "./codes";

/**
 * The architect's profession beyond registration, RRT and sanctions, and the PBE Edifica label
 * beyond what it is (decision 082, R-AI-8): from Lei 12.378/2010, the right to follow the works
 * of one's design (art. 15, parágrafo único), the written consent an alteration needs (art. 16),
 * the registration of authorship in the CAU (art. 13, with the RDA of Resolução CAU/BR nº 67/2013)
 * and the five-year prescription of disciplinary punishment (art. 23); the CAU/BR Code of Ethics
 * (Resolução nº 52/2013, regulating arts. 17 to 23), its ban on "reserva técnica" (rule 3.2.16,
 * grounded on art. 18, VI); the
 * ethical-disciplinary procedure of Resolução nº 143/2017; who issues the ENCE (an OIA accredited
 * by Inmetro, at the design and at the built stage) and the primary-energy method of INI-C and
 * INI-R (Portaria Inmetro nº 309/2022).
 *
 * Each fact was read in the page the passage cites. The planalto.gov.br page of Lei 12.378 is not
 * among the stored copies: the wording of its arts. 15, 16 and 23 was read in transcriptions that quote
 * the law verbatim (a CAU/RS legal opinion, professional articles), and those passages cite the
 * law's official text. What could not be read was left out: the paragraphs of art. 16 (co-authors,
 * an author who refuses, died or cannot be found), the other items of art. 18, the number of the
 * Code's rule on the written contract and the current validity of each ENCE.
 */

const CODIGO_ETICA = "Código de Ética e Disciplina do CAU/BR (Resolução CAU/BR nº 52/2013)";

export const PROFESSION_AND_LABELLING_PASSAGES: Passage[] = [
  // ---------------------------------------------------------------- Lei 12.378: autoria e obra
  {
    id: "lei12378-acompanhar-execucao",
    code: LEI12378,
    item: "art. 15, parágrafo único",
    title: "O autor do projeto pode acompanhar a execução da obra, pessoalmente ou por preposto, para conferir se segue o projeto",
    topics: ["acompanhar a obra", "acompanhamento de obra", "acompanhar a execução", "acompanhar a execução do projeto", "visitar a obra", "visita à obra", "direito de acompanhar a obra", "preposto", "autor do projeto", "obra diferente do projeto", "execução conforme o projeto", "fiscalização da obra", "responsabilidade do autor do projeto", "Lei 12.378", "art. 15"],
    text:
      "Pela Lei 12.378/2010 (art. 15, parágrafo único), o arquiteto e urbanista tem a faculdade de acompanhar a implantação ou a execução de projeto ou trabalho de sua autoria, pessoalmente ou por meio de preposto designado para isso, a fim de verificar se a execução está de acordo com o projeto ou a concepção original. " +
      "É uma faculdade do autor, não uma obrigação; quando, além do projeto, o arquiteto é contratado para fiscalizar ou acompanhar a execução, com honorários próprios, esse acompanhamento passa a ser uma obrigação do contrato.",
    source: PLANALTO_12378,
  },
  {
    id: "lei12378-alteracao-obra-autoria",
    code: LEI12378,
    item: "art. 16, caput",
    title: "Alterar projeto ou obra de autoria de arquiteto exige consentimento por escrito do autor, salvo o que o contrato pactuar",
    topics: ["alterar projeto de outro arquiteto", "alterar o projeto de outro arquiteto", "modificar projeto de outro arquiteto", "alterar obra de outro arquiteto", "reformar obra de arquiteto", "alteração de projeto", "alteração em obra de autoria", "consentimento do autor", "consentimento por escrito", "autorização por escrito do autor", "autorização do autor do projeto", "anuência do autor", "titular dos direitos autorais", "Lei 12.378", "art. 16"],
    text:
      "A Lei 12.378/2010 (art. 16) determina que alterações em trabalho de autoria de arquiteto e urbanista, tanto no projeto quanto na obra dele resultante, só podem ser feitas mediante consentimento por escrito da pessoa natural titular dos direitos autorais, salvo pactuação em contrário. " +
      "Por isso, o profissional chamado a modificar o projeto ou a obra de outro arquiteto deve obter e guardar a autorização escrita do autor, e o contrato de projeto pode prever desde o início as regras para alterações futuras. " +
      "A regra soma-se ao Código Civil (art. 621), que, salvo as exceções que prevê, impede o dono da obra de modificar o projeto aprovado sem anuência do autor, e à Lei 9.610/1998, que permite ao autor repudiar a autoria do projeto alterado sem o seu consentimento.",
    source: PLANALTO_12378,
  },
  {
    id: "lei12378-registro-autoria-rda",
    code: "Registro de Direito Autoral (RDA) — Lei 12.378/2010 e Resolução CAU/BR nº 67/2013",
    item: "Lei 12.378/2010, art. 13; Resolução CAU/BR nº 67/2013",
    title: "Registro de Direito Autoral (RDA): como registrar no CAU a autoria de um projeto",
    topics: ["registro de direito autoral", "RDA", "registrar projeto no CAU", "registrar a autoria", "registro de autoria", "prova de autoria", "SICCAU", "Resolução 67", "art. 13"],
    text:
      "A Lei 12.378/2010 (art. 13) prevê que, para provar a autoria, o arquiteto e urbanista registre seus projetos e demais trabalhos técnicos ou de criação no CAU; esse registro é o Registro de Direito Autoral (RDA), regulado pela Resolução CAU/BR nº 67/2013. " +
      "O pedido é feito no SICCAU por arquiteto com registro ativo e anuidade em dia, com as provas de autoria (desenhos, projetos, fotografias ou croquis) digitalizados e com certificação digital, e é analisado pela Comissão de Exercício Profissional do CAU do estado, que pode pedir outros documentos, aprovar ou negar o registro. " +
      "O CAU/BR informa prazo de até 45 dias após a compensação do boleto, e a emissão do RDA custava R$ 195,90 em 2020 (confira o valor atual no CAU). " +
      "O RDA serve de prova de autoria: a proteção do projeto pela Lei 9.610/1998 não depende de registro.",
    source: "https://transparencia.caubr.gov.br/cartadeservicos7-1/",
  },
  {
    id: "lei12378-prescricao-disciplinar",
    code: LEI12378,
    item: "art. 23",
    title: "Prescrição da punição ética no CAU: 5 anos contados da data do fato, interrompida pela intimação para a defesa",
    topics: ["prescrição", "prescrição disciplinar", "prescrição do processo ético", "prescrição da punição", "prescreve em quantos anos", "prazo de prescrição", "prazo para punir", "processo ético-disciplinar", "processo ético", "infração antiga", "fato antigo", "intimação", "punição do CAU", "Lei 12.378", "art. 23"],
    text:
      "Pela Lei 12.378/2010 (art. 23), a pretensão de punir o arquiteto e urbanista com sanção disciplinar prescreve em 5 anos, contados da data do fato. " +
      "A prescrição interrompe-se pela intimação do acusado para apresentar defesa no processo ético-disciplinar, e a contagem recomeça a partir dela. " +
      "As sanções aplicáveis dentro desse prazo são as do art. 19 da mesma lei: advertência, suspensão, cancelamento do registro e multa.",
    source: PLANALTO_12378,
  },
  // ---------------------------------------------------------------- Código de Ética e processo ético
  {
    id: "cau-codigo-etica-res52",
    code: CODIGO_ETICA,
    item: "Resolução CAU/BR nº 52, de 06/09/2013; Lei 12.378/2010, arts. 17 a 23",
    title: "Código de Ética e Disciplina do arquiteto: Resolução CAU/BR nº 52/2013, que regulamenta os arts. 17 a 23 da Lei 12.378",
    topics: ["código de ética", "código de ética do arquiteto", "código de ética do CAU", "código de ética e disciplina", "ética profissional", "ética do arquiteto", "Resolução 52", "Resolução CAU/BR 52", "infração ética", "infração ético-disciplinar", "conduta do arquiteto", "deveres do arquiteto", "art. 17", "Lei 12.378"],
    text:
      "O Código de Ética e Disciplina do CAU/BR foi aprovado pela Resolução CAU/BR nº 52, de 06/09/2013, e regulamenta os arts. 17 a 23 da Lei 12.378/2010, em consonância com os seus arts. 24 e 28. " +
      "O art. 17 da lei manda o arquiteto e urbanista pautar sua conduta pelos parâmetros desse código, e descumprir as suas regras é infração ético-disciplinar, apurada em processo no CAU. " +
      "É o primeiro código de ética específico para arquitetos e urbanistas editado no Brasil, elaborado em 18 meses de debates com conselheiros, professores e entidades como IAB, FNA, AsBEA, ABEA, ABAP, AsBAI e FeNEA, e submetido a consulta pública.",
    source: "https://www.caubr.gov.br/arquitetospelaetica/?page_id=16",
  },
  {
    id: "cau-etica-reserva-tecnica",
    code: CODIGO_ETICA,
    item: "regra 3.2.16; Lei 12.378/2010, art. 18, VI",
    title: "Reserva técnica (RT) é proibida: o arquiteto não pode receber comissão, vantagem ou presente de lojas e fornecedores",
    topics: ["reserva técnica", "comissão de loja", "comissão de fornecedor", "comissão por indicação", "comissão por especificação", "porcentagem da loja", "bonificação de fornecedor", "presente de fornecedor", "vantagem de fornecedor", "indicar fornecedor", "indicar loja", "especificar produto", "3.2.16", "locupletar-se", "código de ética", "art. 18"],
    text:
      "A chamada reserva técnica, comissão ou vantagem paga por lojas e fornecedores ao arquiteto que indica ou especifica seus produtos, é proibida pelo Código de Ética e Disciplina do CAU/BR. " +
      "A regra 3.2.16 manda o arquiteto e urbanista recusar, sob qualquer pretexto, honorário, remuneração, comissão, gratificação, vantagem, retribuição ou presente de qualquer natureza, seja na forma de consultoria, produto, mercadoria ou mão de obra, oferecido pelos fornecedores de insumos de seus contratantes. " +
      "A regra aplica o art. 18, VI, da Lei 12.378/2010, que inclui entre as infrações disciplinares locupletar-se ilicitamente, por qualquer meio, às custas do cliente, diretamente ou por intermédio de terceiros. " +
      "Para o CAU/BR, a prática põe em risco a confiança do cliente na indicação do profissional, que deve escolher produtos e fornecedores pela qualidade e pela adequação ao projeto.",
    source: "https://www.caubr.gov.br/arquitetospelaetica/?page_id=16",
  },
  {
    id: "cau-res143-processo-etico",
    code: "Resolução CAU/BR nº 143/2017 (processo ético-disciplinar)",
    item: "Resolução CAU/BR nº 143, de 23/06/2017",
    title: "Processo ético-disciplinar no CAU: as regras estão na Resolução CAU/BR nº 143/2017, que substituiu a nº 58/2013",
    topics: ["processo ético", "processo ético-disciplinar", "regras do processo ético", "Resolução 143", "Resolução CAU/BR 143", "Resolução 58", "Resolução CAU/BR 58", "aplicação das sanções", "execução da sanção", "revisão da sanção", "pedido de revisão", "reabilitação profissional", "comissão de ética", "CAU"],
    text:
      "As normas para conduzir o processo ético-disciplinar nos CAU dos estados e no CAU/BR, para aplicar e executar as sanções, para o pedido de revisão e para a reabilitação profissional estão na Resolução CAU/BR nº 143, de 23/06/2017. " +
      "Ela revogou, entre outras, a Resolução CAU/BR nº 58/2013, que dispunha sobre o procedimento de aplicação das sanções por descumprimento da Lei 12.378/2010 e do Código de Ética e Disciplina. " +
      "Em janeiro de 2026 o CAU/BR abriu a Consulta Pública nº 54, sobre um projeto que altera a Resolução nº 143; confirme a redação vigente no portal da transparência do CAU/BR.",
    source: "https://www.gov.br/participamaisbrasil/consultapublicacaubr54",
  },
  // ---------------------------------------------------------------- PBE Edifica: quem emite e o método
  {
    id: "pbe-ence-projeto-construida-oia",
    code: PBE,
    item: "ENCE de projeto e ENCE da edificação construída",
    title: "Quem emite a ENCE: um Organismo de Inspeção Acreditado (OIA) pelo Inmetro, em duas etapas, projeto e edificação construída",
    topics: ["ENCE de projeto", "ENCE da edificação construída", "ENCE do edifício construído", "OIA", "organismo de inspeção acreditado", "organismo acreditado pelo Inmetro", "quem emite a ENCE", "quem emite a etiqueta", "como obter a ENCE", "como tirar a etiqueta PBE Edifica", "etiqueta de projeto", "inspeção da etiqueta"],
    text:
      "A etiqueta do PBE Edifica (ENCE) é emitida por um Organismo de Inspeção Acreditado (OIA) pelo Inmetro, em duas etapas. " +
      "Primeiro vem a ENCE de projeto, obtida pela inspeção do projeto e das especificações técnicas, em que o OIA identifica o nível de eficiência energética da edificação, de A (mais eficiente) a E (menos eficiente). " +
      "Depois, com a obra pronta, a ENCE da edificação construída é obtida pela inspeção do próprio edifício, em que se verifica se os itens avaliados no projeto foram de fato executados. " +
      "O proprietário envia ao OIA toda a documentação exigida, muitas vezes com a ajuda de um consultor especializado.",
    source: "https://pbeedifica.com.br/node/23",
  },
  {
    id: "pbe-ini-c-ini-r-energia-primaria",
    code: "PBE Edifica — INI-C e INI-R (Portaria Inmetro nº 309/2022)",
    item: "Portaria Inmetro nº 309, de 06/09/2022",
    title: "INI-C e INI-R: o método atual do PBE Edifica, por consumo de energia primária comparado a uma referência de classe D",
    topics: ["INI-C", "INI-R", "instrução normativa Inmetro", "instrução normativa do Inmetro", "RTQ-C", "RTQ-R", "Portaria 309", "Portaria Inmetro 309", "Portaria 42", "Portaria Inmetro 42", "novo método do PBE Edifica", "método de avaliação", "energia primária", "edificação de referência", "classe D", "etiqueta comercial", "etiqueta residencial", "PBE Edifica"],
    text:
      "Os antigos regulamentos do PBE Edifica, o RTQ-C (edificações comerciais, de serviços e públicas) e o RTQ-R (residenciais), deram lugar às Instruções Normativas Inmetro INI-C e INI-R, hoje em vigor pela Portaria Inmetro nº 309, de 06/09/2022 (a INI-C fora aprovada antes pela Portaria Inmetro nº 42/2021). " +
      "O novo método avalia o consumo de energia primária e compara a edificação real com a mesma edificação adotando características de referência, que equivalem à classe D de eficiência energética. " +
      "Por usar energia primária, ele contabiliza tanto a energia elétrica quanto a térmica, de várias fontes, como eletricidade, gás e solar. " +
      "O indicador antigo classificava de A a E sem dar ideia do consumo real nem da redução em relação a uma referência de baixa eficiência, limitação que o novo método corrige.",
    source: "https://labeee.ufsc.br/novo-metodo-avaliacao-cb3e",
  },
];
