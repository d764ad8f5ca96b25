import { answerOffline } from "./answer";

export interface OfflineQuestion {
  question: string;
  /** A citation that must be among the answer's citations. */
  expect: string;
}

const NBR9050 = "ABNT NBR 9050:2020";
const NBR15575 = "ABNT NBR 15575:2013";
const NBR12721 = "ABNT NBR 12721:2006";
const NBR13532 = "ABNT NBR 13532:1995";

/**
 * Questions an architect actually asks, as typed (lay terms, missing accents, norm numbers
 * written in different ways), each with the citation the answer must carry.
 */
export const QUESTIONS: readonly OfflineQuestion[] = [
  // Acessibilidade
  { question: "Qual a inclinação máxima de uma rampa acessível?", expect: NBR9050 },
  { question: "rampa para cadeirante qual a porcentagem maxima", expect: NBR9050 },
  { question: "Qual a largura mínima de uma porta acessível?", expect: NBR9050 },
  { question: "vão livre da porta do banheiro PCD", expect: NBR9050 },
  { question: "Quantos banheiros acessíveis preciso ter?", expect: NBR9050 },
  { question: "altura da barra de apoio no sanitário acessível", expect: NBR9050 },
  { question: "Qual o diâmetro para giro de 360 graus da cadeira de rodas?", expect: NBR9050 },
  { question: "medidas do módulo de referência da NBR 9050", expect: NBR9050 },
  { question: "nbr9050 desnível de soleira", expect: NBR9050 },
  { question: "corrimão de rampa: altura e distância da parede", expect: NBR9050 },
  { question: "desnível de 2 cm na soleira precisa de rampa?", expect: NBR9050 },
  { question: "Onde uso piso tátil direcional e de alerta?", expect: "ABNT NBR 16537:2024" },
  // Desempenho, conforto, segurança
  { question: "Quais são os níveis de desempenho da norma de desempenho?", expect: NBR15575 },
  { question: "NBR 15.575 se aplica a reforma?", expect: NBR15575 },
  { question: "Como avaliar o desempenho térmico pela emenda de 2021 (simulação ou simplificado)?", expect: NBR15575 },
  { question: "Em qual zona bioclimática fica Brasília?", expect: "ABNT NBR 15220-3:2005" },
  { question: "Quantas zonas bioclimáticas tem a revisão de 2024?", expect: "ABNT NBR 15220-3:2024" },
  { question: "Qual a altura mínima do guarda-corpo da varanda?", expect: "ABNT NBR 14718:2019" },
  { question: "largura mínima de saída de emergência", expect: "ABNT NBR 9077:1993 (Emenda 1:2001)" },
  { question: "quantas tomadas por cômodo na cozinha segundo a 5410", expect: "ABNT NBR 5410:2004" },
  { question: "Preciso de para-raios? gerenciamento de risco do SPDA", expect: "ABNT NBR 5419:2015" },
  { question: "Qual a declividade mínima da tubulação de esgoto?", expect: "ABNT NBR 8160:1999" },
  { question: "distância mínima da fossa séptica para o poço", expect: "ABNT NBR 7229:1993" },
  { question: "Posso usar água de chuva na descarga do vaso?", expect: "ABNT NBR 15527:2019" },
  { question: "Até que altura a impermeabilização sobe na parede do box?", expect: "ABNT NBR 9575:2010" },
  { question: "iluminância e ofuscamento em escritório: qual norma?", expect: "ABNT NBR ISO/CIE 8995-1:2013" },
  { question: "plano de reforma em apartamento precisa de ART ou RRT?", expect: "ABNT NBR 16280:2020" },
  { question: "O que o manual do proprietário deve conter?", expect: "ABNT NBR 14037:2011" },
  { question: "Classe de agressividade e cobrimento do concreto", expect: "ABNT NBR 6118:2023" },
  { question: "reuso de água cinza", expect: "ABNT NBR 16783:2019" },
  { question: "escada de emergência largura", expect: "ABNT NBR 9077:1993 (Emenda 1:2001)" },
  // Segurança contra incêndio (NBR 13714, NBR 13434, IT-21 de SP)
  { question: "qual a altura do registro do hidrante?", expect: "ABNT NBR 13714:2000" },
  { question: "qual a distância máxima até o extintor?", expect: "IT-21/2019 — Extintores de incêndio (Corpo de Bombeiros da PMESP)" },
  { question: "altura da placa de sinalização de extintor", expect: "ABNT NBR 13434-1:2004" },
  { question: "iluminação de emergência quantos lux na escada?", expect: "ABNT NBR 10898:2013" },
  // Segurança na obra (NR-18)
  { question: "qual a altura do guarda-corpo provisório na obra?", expect: "NR-18 (Portaria SEPRT 3.733/2020) — Segurança e saúde no trabalho na indústria da construção" },
  { question: "a partir de quantos pavimentos precisa de bandeja de proteção?", expect: "NR-18 (Portaria SEPRT 3.733/2020) — Segurança e saúde no trabalho na indústria da construção" },
  // Vizinhança e usucapião (Código Civil, Constituição)
  { question: "o beiral do meu telhado pode jogar água no terreno do vizinho?", expect: "Lei 10.406/2002 (Código Civil)" },
  { question: "usucapião urbana qual a área máxima?", expect: "Constituição Federal de 1988" },
  // CUB e custos
  { question: "O que é o CUB?", expect: NBR12721 },
  { question: "O que não está incluído no CUB?", expect: NBR12721 },
  { question: "O que significa R1-N no CUB?", expect: NBR12721 },
  { question: "Qual o valor do CUB R8-N em São Paulo?", expect: "Sinduscon-SP — CUB/m² (dez/2025)" },
  { question: "CUB desonerado de SP dezembro 2025", expect: "Sinduscon-SP — CUB/m² (dez/2025, desonerado)" },
  { question: "CUB de Rondônia", expect: "Sinduscon-RO — CUB/m² (jan/2025)" },
  { question: "cub rs 2020", expect: "Sinduscon-RS — CUB/m² (dez/2020)" },
  { question: "qual o CUB de Minas Gerais?", expect: "Sinduscons estaduais — CUB/m² (lacunas da base)" },
  { question: "Quanto custa cada etapa da obra em porcentagem?", expect: "Agenda da Obra — participação das etapas no custo" },
  // Etapas, honorários, documentos
  { question: "Quais são as etapas do projeto de arquitetura?", expect: NBR13532 },
  { question: "O que deve ter no programa de necessidades?", expect: NBR13532 },
  { question: "O que mudou do projeto legal para o projeto para licenciamentos?", expect: "ABNT NBR 16636-2:2017" },
  { question: "Como calcular honorários de projeto de arquitetura pelo CAU?", expect: "CAU/BR — Tabelas de Honorários (Módulos I a III)" },
  { question: "O que colocar no memorial descritivo?", expect: "Memorial descritivo — modelos usuais" },
  { question: "o que a planta de implantação deve mostrar", expect: "ABNT NBR 6492:2021" },
  { question: "documentos para aprovação na prefeitura", expect: "Código Sanitário do Estado de SP — Lei 10.083/1998" },
  // Zoneamento
  { question: "O que é taxa de ocupação?", expect: "ArchDaily Brasil — TO, CA e TP" },
  { question: "Como calcular o coeficiente de aproveitamento do terreno?", expect: "Estatuto da Cidade — Lei 10.257/2001" },
  { question: "O que é outorga onerosa do direito de construir?", expect: "Estatuto da Cidade — Lei 10.257/2001" },
  { question: "o que é taxa de permeabilidade do lote", expect: "ArchDaily Brasil — TO, CA e TP" },
  // A minimum is the city's: the answer says so (issue 19).
  { question: "taxa de permeabilidade minima do lote", expect: "Legislação urbanística municipal (varia por cidade e zona)" },
  { question: "o que é recuo frontal", expect: "Glossário do Plano Diretor de Natal" },
  { question: "O que é gabarito no zoneamento?", expect: "Glossário do Plano Diretor de Natal" },
  // Sustentabilidade
  { question: "Quantos pontos precisa para certificação LEED?", expect: "LEED — USGBC / GBC Brasil" },
  { question: "Quais os níveis do selo Casa Azul da Caixa?", expect: "Selo Casa Azul — CAIXA" },
  { question: "Certificação EDGE exige quanto de redução de energia?", expect: "EDGE — IFC/Banco Mundial" },
  { question: "O que é a etiqueta ENCE do PBE Edifica?", expect: "PBE Edifica / Procel Edifica — Inmetro e Eletrobras" },
  { question: "quanto o aquecedor solar economiza na conta de luz", expect: "Abrasol e Abrava — aquecimento de água" },
];

export interface QuestionScore {
  passed: number;
  total: number;
  failures: { question: string; expect: string; got: string[] }[];
}

/** How many questions get an answer that carries the expected citation. */
export function scoreQuestions(questions: readonly OfflineQuestion[] = QUESTIONS): QuestionScore {
  const failures: QuestionScore["failures"] = [];
  for (const q of questions) {
    const a = answerOffline(q.question);
    if (!a.found || !a.citations.includes(q.expect)) failures.push({ question: q.question, expect: q.expect, got: a.citations });
  }
  return { passed: questions.length - failures.length, total: questions.length, failures };
}
