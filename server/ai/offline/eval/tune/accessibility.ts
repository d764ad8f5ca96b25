import type { EvalQuestion } from "#server/ai/offline/eval/types";

/**
 * Tuning questions on accessibility (NBR 9050), emergency-exit stairs (NBR 9077) and reserved
 * parking (Lei 13.146, Lei 10.741, Resolução Contran 965/2022). Each is taken from a public exam
 * question, a professional blog or a norm summary (the URL in `source`) and lightly reworded.
 *
 * Hand-computed `calc` answers:
 * - Ramp length: c = h × 100 / i (NBR 9050). Segments = ceil(h / max rise per segment for the
 *   slope: 1,50 m up to 5%, 1,00 m up to 6,25%, 0,80 m up to 8,33%); landings = segments − 1.
 * - Stairs: riser count n is floor or ceil of H / 0,17 m, keeping the riser (H / n) closest to the
 *   "ideal" 17 cm, ties to fewer steps; the tread comes from Blondel 2e + p = 63 to 64 cm, as the
 *   source of each question did (its answer key is kept).
 * - Parking: 2% (Lei 13.146, art. 47) and 5% (Lei 10.741, art. 41) of the total, with totals that
 *   divide exactly, since no federal rule on rounding was confirmed.
 */
export const TUNE_ACCESSIBILITY: EvalQuestion[] = [
  // ------------------------------------------------------------------ NBR 9050: corrimãos
  {
    q: "a que altura vai o corrimão de uma rampa acessível?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,92 m",
    source: "https://soprovas.com/questoes/2476111",
  },
  {
    q: "corrimao duplo da escada: qual a altura do corrimão de baixo?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,70 m",
    source: "https://qualificad.com.br/guarda-corpo-nbr-9050-9077-revit",
  },
  {
    q: "Quanto o corrimão tem que se prolongar além do início e do fim da escada?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,30 m",
    source: "https://soprovas.com/questoes/2820436",
  },
  {
    q: "a partir de qual largura a escada ou rampa precisa de corrimão intermediário?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "2,40 m",
    source: "https://qconcursos.com/questoes-de-concursos/questoes/a7434fad-f6",
  },
  {
    q: "degrau isolado precisa de barra de apoio? a que altura fica o eixo dela?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,75 m",
    source: "https://soprovas.com/questoes/2476111",
  },

  // ------------------------------------------------------------------ NBR 9050: rampas e pisos
  {
    q: "Qual o comprimento mínimo dos patamares no início e no fim de uma rampa?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "1,20 m",
    source: "https://qconcursos.com/questoes-de-concursos/questoes/99827672-16",
  },
  {
    q: "inclinação transversal maxima de rampa externa",
    kind: "fact",
    norm: "NBR 9050",
    fact: "3%",
    source: "https://soprovas.com/provas/fcc-2013-mpe-am-agente-tecnico-engenheiro-civil.html",
  },
  {
    q: "piso interno pode ter caimento lateral de quanto no máximo numa circulação acessível?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "2%",
    source: "https://soprovas.com/questoes/1694998",
  },
  {
    q: "qual a largura mínima admissível de uma rampa em rota acessível?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "1,20 m",
    source: "https://soprovas.com/questoes/1241782",
  },
  {
    q: "rampa em curva: qual o raio mínimo?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "3,00 m",
    source: "https://soprovas.com/questoes/1241782",
  },

  // ------------------------------------------------------------------ NBR 9050: escadas
  {
    q: "Pela NBR 9050, qual a altura máxima do espelho do degrau?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "18 cm",
    wrong: ["18,5 cm"],
    source: "https://soprovas.com/questoes/1800784",
  },
  {
    q: "profundidade minima do piso do degrau numa escada acessivel",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,28 m",
    source: "cópia não oficial, endereço removido: não é fonte aceita (decisão 078)",
  },
  {
    q: "a partir de quantos degraus a norma de acessibilidade considera que é escada?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "/três degraus/",
    source: "https://www.fonteconcursos.com.br/questoes-de-concurso/fc515712",
  },
  {
    q: "escada precisa de patamar a cada quantos metros de desnível?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "3,20 m",
    source: "cópia não oficial, endereço removido: não é fonte aceita (decisão 078)",
  },
  {
    q: "qual distância o primeiro e o último degrau devem ter da área de circulação?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,30 m",
    source: "cópia não oficial, endereço removido: não é fonte aceita (decisão 078)",
  },

  // ------------------------------------------------------------------ NBR 9050: sanitários, portas, corredores
  {
    q: "altura do vaso sanitario PCD com o assento, no máximo?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,46 m",
    source: "http://tavolaengenharia.com.br/noticias/bacias-sanitarias-a-vacuo-conforme-norma-de-acessibilidade-nbr9050-20",
  },
  {
    q: "Posso usar bacia com abertura frontal no banheiro acessível?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "/não podem ter abertura frontal/",
    source: "https://soprovas.com/questoes/3411586",
  },
  {
    q: "qual a altura da pia (lavatório) no banheiro de cadeirante?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,80 m",
    source: "http://testedesite.sofiarambo.com/banheiro-acessivel-7-principais-dicas/",
  },
  {
    q: "Altura máxima da maçaneta da porta segundo a norma de acessibilidade",
    kind: "fact",
    norm: "NBR 9050",
    fact: "1,10 m",
    source: "https://soprovas.com/questoes/5338978",
  },
  {
    q: "largura minima de corredor de uso publico",
    kind: "fact",
    norm: "NBR 9050",
    fact: "1,50 m",
    source: "https://soprovas.com/questoes/190396",
  },
  {
    q: "corredor de uso comum com até 4 m de comprimento pode ter qual largura mínima?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,90 m",
    source: "https://soprovas.com/questoes/190396",
  },

  // ------------------------------------------------------------------ Vagas reservadas
  {
    q: "qual a porcentagem de vagas de deficiente que um estacionamento de shopping tem que ter?",
    kind: "fact",
    norm: "Lei 13.146",
    fact: "2%",
    source: "https://reporterdiario.com.br/noticia/3273433/cidades-nao-respeitam-reserva-de-2-para-estacionamento-de-deficientes",
  },
  {
    q: "Quantos por cento das vagas vão para idosos?",
    kind: "fact",
    norm: "Lei 10.741",
    fact: "5%",
    source: "https://autoesporte.globo.com/servicos/noticia/2023/10/vagas-exclusivas-para-idosos-sao-obrigatorias-nos-estacionamentos.ghtml",
  },
  {
    q: "qual a largura da faixa zebrada ao lado da vaga PCD?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "1,20 m",
    source: "http://www.acessibilidadenapratica.com.br/textos/vagas-reservadas-de-estacionamento-paralelas-a-calcada/",
  },
  {
    q: "distancia maxima da vaga reservada ate a entrada do predio ou elevador",
    kind: "fact",
    norm: "NBR 9050",
    fact: "50 m",
    source: "https://item6.com.br/acessibilidade/vagas-reservadas-em-estacionamentos",
  },
  {
    q: "qual resolução do Contran vale hoje para vaga de idoso e de deficiente? a 303 e a 304 ainda valem?",
    kind: "fact",
    norm: "Contran 965",
    fact: "/Contran 965/",
    source: "https://jornalatual.info/noticia/colunistas/alteracao-das-regras-para-credencial-de-vagas-prioritarias",
  },
  {
    q: "a que altura fica a placa de vaga reservada num estacionamento privado?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "2,10 m",
    source: "blog, endereço removido: não é fonte aceita (decisão 078)",
  },

  // ------------------------------------------------------------------ NBR 9077
  {
    q: "Segundo a NBR 9077, qual a altura máxima do degrau da escada de emergência?",
    kind: "fact",
    norm: "NBR 9077",
    fact: "18 cm",
    source: "https://qconcursos.com/questoes-de-concursos/questoes/7b5b4096-86",
  },
  {
    q: "formula de blondel na 9077: 2h + b fica entre 63 e quanto?",
    kind: "fact",
    norm: "NBR 9077",
    fact: "64 cm",
    source: "https://qconcursos.com/questoes-de-concursos/questoes/7b4ea7ab-86",
  },
  {
    q: "altura máxima de um lance de escada entre dois patamares na norma de saídas de emergência",
    kind: "fact",
    norm: "NBR 9077",
    fact: "3,70 m",
    source: "https://qconcursos.com/questoes-de-concursos/questoes/14f59f93-a6",
  },
  {
    q: "quanto mede a unidade de passagem da NBR 9077?",
    kind: "fact",
    norm: "NBR 9077",
    fact: "0,55 m",
    source: "https://questoesdedireito.com.br/questoes/busca/assunto/nbr-9077-saidas-de-emergencia-em-edificios",
  },
  {
    q: "na escada de incêndio o corrimão fica no mínimo a que altura do piso?",
    kind: "fact",
    norm: "NBR 9077",
    fact: "80 cm",
    source: "https://questoesdedireito.com.br/questoes/busca/assunto/nbr-9077-saidas-de-emergencia-em-edificios",
  },
  {
    q: "A NBR 9077 de 2001 ainda é a versão atual? saiu norma nova de saída de emergência?",
    kind: "fact",
    norm: "NBR 9077",
    fact: "/2025/",
    source: "https://cte.com.br/blog/gerenciamento/nbr9077-o-que-mudou",
  },

  // ------------------------------------------------------------------ Cálculos
  {
    // 0,90 × 100 / 8,33 = 10,80 m; ceil(0,90 / 0,80) = 2 segments, so 1 intermediate landing of 1,20 m.
    q: "rampa para vencer 90 cm com 8,33%: qual o comprimento horizontal?",
    kind: "calc",
    norm: "NBR 9050",
    fact: "10,8 m",
    source: "https://soprovas.com/questoes/3079867",
  },
  {
    // 3 risers × 0,17 m = 0,51 m; 0,51 × 100 / 8,33 = 6,12 m (one segment, 0,51 m ≤ 0,80 m).
    q: "quero trocar 3 degraus de 17 cm por uma rampa de 8,33%, quantos metros de rampa preciso?",
    kind: "calc",
    norm: "NBR 9050",
    fact: "6,12 m",
    source: "https://soprovas.com/questoes/3274411",
  },
  {
    // 1,50 × 100 / 5 = 30 m; ceil(1,50 / 1,50) = 1 segment.
    q: "Qual o comprimento de uma rampa de 5% para um desnível de 1,50 m?",
    kind: "calc",
    norm: "NBR 9050",
    fact: "30 m",
    source: "https://soprovas.com/questoes/2794558",
  },
  {
    // H = 2,60 + 0,20 = 2,80 m; 2,80 / 0,17 = 16,47 → 16 risers of 17,5 cm (closer to 17 cm than 17 of 16,47 cm).
    q: "pé-direito de 2,60 m e laje de 20 cm, escada com 16 degraus: qual a altura do espelho?",
    kind: "calc",
    norm: "NBR 9050",
    fact: "17,5 cm",
    source: "https://qconcursos.com/questoes-militares/questoes/2c0f3394-38",
  },
  {
    // Riser 17,5 cm; Blondel 2 × 17,5 + p = 64 cm → p = 29 cm (the source's key uses 64 cm).
    q: "e o piso dessa escada de 2,80 m com 16 degraus, pela fórmula de Blondel?",
    kind: "calc",
    norm: "NBR 9050",
    fact: "29 cm",
    source: "https://qconcursos.com/questoes-militares/questoes/2c0f3394-38",
  },
  {
    // 3,06 / 0,17 = 18 exactly → 18 risers of 17 cm (tread 29 cm by 2 × 17 + p = 63 cm in the source's key).
    q: "quantos degraus preciso pra vencer 3,06 m de desnível?",
    kind: "calc",
    norm: "NBR 9050",
    fact: "18 degraus",
    source: "https://soprovas.com/questoes/5468581",
  },
  {
    // 2% × 200 = 4 (Lei 13.146, art. 47).
    q: "estacionamento com 200 vagas: quantas vagas de deficiente?",
    kind: "calc",
    norm: "Lei 13.146",
    fact: "4 vagas",
    source: "https://item6.com.br/acessibilidade/vagas-reservadas-em-estacionamentos",
  },
  {
    // 5% × 200 = 10 (Lei 10.741, art. 41).
    q: "e quantas vagas de idoso nesse estacionamento de 200 vagas?",
    kind: "calc",
    norm: "Lei 10.741",
    fact: "10 vagas",
    source: "https://item6.com.br/acessibilidade/vagas-reservadas-em-estacionamentos",
  },
  // ---- Mictório acessível (03/12/2026) ----------------------------------------------------------
  {
    q: "a que altura do piso fica a borda do mictório acessível?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,65 m",
    source: "http://www.acessibilidadenapratica.com.br/textos/mictorios-acessiveis/",
  },
  {
    q: "qual a distância entre as barras verticais do mictório pela 9050?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,60 m",
    source: "http://www.acessibilidadenapratica.com.br/textos/mictorios-acessiveis/",
  },
  // ---- Piso tátil de alerta em escadas e rampas (04/12/2026) -----------------------------------
  {
    q: "qual a largura máxima da faixa de piso tátil de alerta no início de uma escada?",
    kind: "fact",
    norm: "NBR 16537",
    fact: "0,60 m",
    source: "http://www.casadaptada.com.br/2016/10/novos-criterios-tecnicos-para-piso-tatil-em-rampas-e-escadas/",
  },
  {
    q: "a partir de qual inclinação a rampa precisa de piso tátil de alerta?",
    kind: "fact",
    norm: "NBR 16537",
    fact: "5%",
    source: "http://www.casadaptada.com.br/2016/10/novos-criterios-tecnicos-para-piso-tatil-em-rampas-e-escadas/",
  },
  {
    q: "no topo da rampa, o piso tátil de alerta pode ficar afastado até quanto do início da descida?",
    kind: "fact",
    norm: "NBR 16537",
    fact: "0,32 m",
    source: "https://www.angare.com/blog/saiba-mais-piso-tatil-para-rampa",
  },
  {
    q: "patamar de escada com mais de quantos metros de comprimento precisa de piso de alerta?",
    kind: "fact",
    norm: "NBR 16537",
    fact: "2,10 m",
    source: "http://www.casadaptada.com.br/2016/10/novos-criterios-tecnicos-para-piso-tatil-em-rampas-e-escadas/",
  },
  // ---- Banheira e boxe de chuveiro acessíveis (04/12/2026) --------------------------------------
  {
    q: "qual a altura máxima da borda de uma banheira acessível?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,46 m",
    source: "http://www.acessibilidadenapratica.com.br/textos/banheiras-acessiveis/",
  },
  {
    q: "como ficam as barras de apoio numa banheira acessível?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "/duas barras de apoio horizontais/",
    source: "http://www.acessibilidadenapratica.com.br/textos/banheiras-acessiveis/",
  },
  {
    q: "qual a medida mínima do box do chuveiro acessível?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,95 m",
    source: "http://maonarodablog.com.br/2009/03/09/cantando-no-chuveiro/",
  },
  // ---- NBR 9077: unidade de passagem (04/12/2026, tarde) ------------------------------------
  {
    q: "quanto mede uma unidade de passagem de saída de emergência?",
    kind: "fact",
    norm: "NBR 9077",
    fact: "0,55 m",
    source: "https://marcelosbarra.com/escadas-de-incendio-locais-de-reuniao",
  },
  {
    q: "escada de incêndio dimensionada com 6 unidades de passagem: qual a largura livre?",
    kind: "fact",
    norm: "NBR 9077",
    fact: "3,30 m",
    source: "https://marcelosbarra.com/escadas-de-incendio-locais-de-reuniao",
  },
  {
    q: "no cálculo N = P/C das saídas, o que é o C?",
    kind: "fact",
    norm: "NBR 9077",
    fact: "/capacidade da unidade de passagem/",
    source: "https://robertowatanabe.com.br/como-calcular-o-numero-minimo-de-escadas-e-a-largura-de-cada-uma/",
  },
  {
    q: "pela NBR 9077, em que divisão de ocupação entra um edifício de apartamentos?",
    kind: "fact",
    norm: "NBR 9077",
    fact: "/A-2/",
    source: "https://robertowatanabe.com.br/como-calcular-o-numero-minimo-de-escadas-e-a-largura-de-cada-uma/",
  },
  // ---- Decreto 9.451/2018: unidades adaptáveis (04/12/2026, tarde) ---------------------------
  {
    q: "prédio em alvenaria estrutural: quantos por cento das unidades precisam ser internamente acessíveis?",
    kind: "fact",
    norm: "Decreto 9.451",
    fact: "3%",
    source: "https://sinduscon-mg.org.br/saiba-mais-sobre-o-decreto-no-9-4512018-sobre-acessibilidade-em-edificacoes-que-entra-em-vigor-hoje-2701",
  },
  {
    q: "até quando o comprador pode pedir a conversão da unidade adaptável em internamente acessível?",
    kind: "fact",
    norm: "Decreto 9.451",
    fact: "/até o início da obra/",
    source: "https://sinduscon-mg.org.br/saiba-mais-sobre-o-decreto-no-9-4512018-sobre-acessibilidade-em-edificacoes-que-entra-em-vigor-hoje-2701",
  },
  {
    q: "quantas unidades residenciais um prédio precisa ter para entrar no Decreto 9.451?",
    kind: "fact",
    norm: "Decreto 9.451",
    fact: "/duas ou mais unidades/",
    source: "https://sinduscon-mg.org.br/saiba-mais-sobre-o-decreto-no-9-4512018-sobre-acessibilidade-em-edificacoes-que-entra-em-vigor-hoje-2701",
  },
  // ---- Decreto 5.296/2004: sanitários, acessos, lotação (04/12/2026, tarde) ------------------
  {
    q: "edifício de uso público novo: quantos sanitários acessíveis em cada pavimento?",
    kind: "fact",
    norm: "Decreto 5.296",
    fact: "/uma cabine para cada sexo/",
    source: "https://www.planalto.gov.br/ccivil_03/_ato2004-2006/2004/decreto/d5296.htm",
  },
  {
    q: "o sanitário acessível pode ficar dentro do banheiro coletivo de um shopping?",
    kind: "fact",
    norm: "Decreto 5.296",
    fact: "/entrada independente/",
    source: "https://www.planalto.gov.br/ccivil_03/_ato2004-2006/2004/decreto/d5296.htm",
  },
  {
    q: "teatro ou cinema: quanto da lotação fica reservado para cadeira de rodas?",
    kind: "fact",
    norm: "Decreto 5.296",
    fact: "2%",
    source: "https://www.planalto.gov.br/ccivil_03/_ato2004-2006/2004/decreto/d5296.htm",
  },
  {
    q: "o Decreto 5.296 exige dispositivo de orientação para cegos nos semáforos de pedestres?",
    kind: "fact",
    norm: "Decreto 5.296",
    fact: "/mecanismo que sirva de guia/",
    source: "https://www.planalto.gov.br/ccivil_03/_ato2004-2006/2004/decreto/d5296.htm",
  },
  // ---- Lei 10.098/2000: elevador em edifício de uso privado (04/12/2026, tarde) ------------------
  {
    q: "prédio residencial de três andares sem elevador precisa prever o quê pela Lei 10.098?",
    kind: "fact",
    norm: "Lei 10.098",
    fact: "/elevador adaptado/",
    source: "https://grupojuridico.com.br/?p=1318",
  },
  {
    q: "num edifício de uso privado com elevador obrigatório, o que a lei exige do elevador?",
    kind: "fact",
    norm: "Lei 10.098",
    fact: "/cabine e porta do elevador acessíveis/",
    source: "https://grupojuridico.com.br/?p=1318",
  },
  {
    q: "o percurso acessível do prédio precisa chegar até a calçada da rua?",
    kind: "fact",
    norm: "Lei 10.098",
    fact: "/via pública/",
    source: "https://grupojuridico.com.br/?p=1318",
  },
];
