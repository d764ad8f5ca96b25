import type { Passage } from "#server/ai/offline/types";

/**
 * Federal laws an architect meets at the lot and at the register: parcelling of urban land
 * (minimum lot and frontage, non-buildable strips), permanent preservation areas along rivers, and
 * the RRT. They hold in every city; a city may demand more, never less (decision 082). Cited by the
 * law's own text at planalto.gov.br.
 */

const LEI6766 = "Lei 6.766/1979 (parcelamento do solo urbano)";
const LEI12651 = "Lei 12.651/2012 (Código Florestal)";
const LEI12378 = "Lei 12.378/2010 (CAU)";

export const FEDERAL_LAW_PASSAGES: Passage[] = [
  {
    id: "lei6766-lote-minimo",
    code: LEI6766,
    item: "art. 4º, II",
    title: "Lote mínimo pela lei federal: 125 m² e 5 m de frente",
    topics: ["lote mínimo", "área mínima do lote", "testada mínima", "frente mínima", "loteamento", "parcelamento do solo", "desmembramento", "lei federal", "Lei 6.766", "lei de parcelamento"],
    text:
      "Nos loteamentos, a lei federal de parcelamento do solo exige lotes de pelo menos 125 m² com frente mínima de 5 m, salvo urbanização específica ou conjuntos habitacionais de interesse social aprovados pelo poder público. " +
      "É um piso nacional: a lei municipal pode exigir lotes maiores, nunca menores fora dessas exceções.",
    source: "https://www.planalto.gov.br/ccivil_03/leis/l6766.htm",
  },
  {
    id: "lei6766-faixa-nao-edificavel",
    code: LEI6766,
    item: "art. 4º, III e III-A",
    title: "Faixa não edificável junto a rodovias, ferrovias e águas",
    topics: ["faixa não edificável", "non aedificandi", "faixa de domínio", "rodovia", "ferrovia", "margem de rio", "loteamento", "Lei 6.766", "lei federal"],
    text:
      "Ao longo das faixas de domínio público das rodovias, o loteamento reserva faixa não edificável de no mínimo 15 m de cada lado, que a lei municipal ou distrital pode reduzir até 5 m; junto às ferrovias, a reserva é de 15 m de cada lado. " +
      "Ao longo de águas correntes e dormentes valem as faixas da legislação ambiental (as APPs do Código Florestal) e as da lei do município.",
    source: "https://www.planalto.gov.br/ccivil_03/leis/l6766.htm",
  },
  {
    id: "lei12651-app-rio-menos-10",
    code: LEI12651,
    item: "art. 4º, I",
    title: "APP de rio com menos de 10 m de largura: faixa de 30 m em cada margem",
    topics: ["APP", "área de preservação permanente", "mata ciliar", "margem de rio", "faixa marginal", "curso d'água", "córrego", "rio", "Código Florestal", "lei federal", "largura do rio"],
    text:
      "Para um curso d'água natural perene ou intermitente com menos de 10 m de largura, a faixa marginal de Área de Preservação Permanente tem no mínimo 30 m, em zona rural ou urbana, medida a partir da borda da calha do leito regular. " +
      "A faixa cresce com a largura do rio; construir nela depende das exceções da própria lei (utilidade pública, interesse social, baixo impacto).",
    source: "https://www.planalto.gov.br/ccivil_03/_ato2011-2014/2012/lei/l12651.htm",
  },
  {
    id: "lei12651-app-rio-10-50",
    code: LEI12651,
    item: "art. 4º, I",
    title: "APP de rio de 10 a 50 m de largura: faixa de 50 m em cada margem",
    topics: ["APP", "área de preservação permanente", "mata ciliar", "margem de rio", "faixa marginal", "curso d'água", "córrego", "rio", "Código Florestal", "lei federal", "largura do rio"],
    text:
      "Para um curso d'água natural perene ou intermitente de 10 a 50 m de largura, a faixa marginal de Área de Preservação Permanente tem no mínimo 50 m, em zona rural ou urbana, medida a partir da borda da calha do leito regular. " +
      "A faixa cresce com a largura do rio; construir nela depende das exceções da própria lei (utilidade pública, interesse social, baixo impacto).",
    source: "https://www.planalto.gov.br/ccivil_03/_ato2011-2014/2012/lei/l12651.htm",
  },
  {
    id: "lei12651-app-rio-50-200",
    code: LEI12651,
    item: "art. 4º, I",
    title: "APP de rio de 50 a 200 m de largura: faixa de 100 m em cada margem",
    topics: ["APP", "área de preservação permanente", "mata ciliar", "margem de rio", "faixa marginal", "curso d'água", "córrego", "rio", "Código Florestal", "lei federal", "largura do rio"],
    text:
      "Para um curso d'água natural perene ou intermitente de 50 a 200 m de largura, a faixa marginal de Área de Preservação Permanente tem no mínimo 100 m, em zona rural ou urbana, medida a partir da borda da calha do leito regular. " +
      "A faixa cresce com a largura do rio; construir nela depende das exceções da própria lei (utilidade pública, interesse social, baixo impacto).",
    source: "https://www.planalto.gov.br/ccivil_03/_ato2011-2014/2012/lei/l12651.htm",
  },
  {
    id: "lei12651-app-rio-200-600",
    code: LEI12651,
    item: "art. 4º, I",
    title: "APP de rio de 200 a 600 m de largura: faixa de 200 m em cada margem",
    topics: ["APP", "área de preservação permanente", "mata ciliar", "margem de rio", "faixa marginal", "curso d'água", "córrego", "rio", "Código Florestal", "lei federal", "largura do rio"],
    text:
      "Para um curso d'água natural perene ou intermitente de 200 a 600 m de largura, a faixa marginal de Área de Preservação Permanente tem no mínimo 200 m, em zona rural ou urbana, medida a partir da borda da calha do leito regular. " +
      "A faixa cresce com a largura do rio; construir nela depende das exceções da própria lei (utilidade pública, interesse social, baixo impacto).",
    source: "https://www.planalto.gov.br/ccivil_03/_ato2011-2014/2012/lei/l12651.htm",
  },
  {
    id: "lei12651-app-rio-acima-600",
    code: LEI12651,
    item: "art. 4º, I",
    title: "APP de rio com mais de 600 m de largura: faixa de 500 m em cada margem",
    topics: ["APP", "área de preservação permanente", "mata ciliar", "margem de rio", "faixa marginal", "curso d'água", "córrego", "rio", "Código Florestal", "lei federal", "largura do rio"],
    text:
      "Para um curso d'água natural perene ou intermitente com mais de 600 m de largura, a faixa marginal de Área de Preservação Permanente tem no mínimo 500 m, em zona rural ou urbana, medida a partir da borda da calha do leito regular. " +
      "A faixa cresce com a largura do rio; construir nela depende das exceções da própria lei (utilidade pública, interesse social, baixo impacto).",
    source: "https://www.planalto.gov.br/ccivil_03/_ato2011-2014/2012/lei/l12651.htm",
  },
  {
    id: "lei12651-app-nascentes-lagos",
    code: LEI12651,
    item: "art. 4º, II e IV",
    title: "APP em nascentes e no entorno de lagos e lagoas",
    topics: ["APP", "nascente", "olho d'água", "lago", "lagoa", "entorno", "Código Florestal", "área de preservação permanente"],
    text:
      "No entorno de nascentes e olhos d'água perenes, a APP é um raio mínimo de 50 m. " +
      "No entorno de lagos e lagoas naturais, a faixa mínima é de 30 m em zona urbana; em zona rural, 100 m, ou 50 m para corpos d'água de até 20 ha de superfície.",
    source: "https://www.planalto.gov.br/ccivil_03/_ato2011-2014/2012/lei/l12651.htm",
  },
  {
    id: "lei12378-rrt",
    code: LEI12378,
    item: "art. 45",
    title: "RRT: o Registro de Responsabilidade Técnica do arquiteto",
    topics: ["RRT", "registro de responsabilidade técnica", "responsabilidade técnica", "CAU", "ART", "autoria", "o que é RRT", "emitir RRT"],
    text:
      "Todo trabalho de arquitetura e urbanismo de competência privativa ou compartilhada fica sujeito ao Registro de Responsabilidade Técnica (RRT), feito no CAU. " +
      "O RRT define, para os efeitos legais, os responsáveis técnicos pelo projeto, pela execução ou pelo serviço; é o equivalente, para arquitetos, da ART dos engenheiros no CREA.",
    source: "https://www.planalto.gov.br/ccivil_03/_ato2007-2010/2010/lei/l12378.htm",
  },
];
