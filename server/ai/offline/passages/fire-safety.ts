import { NORM_TEXT_SOURCE } from "#server/ai/offline/source-hosts";
import type { Passage } from "#server/ai/offline/types";

/**
 * Fire safety a designer places on the plan (R-AI-8, decision 082): hydrants and hoses (NBR 13714,
 * São Paulo's IT-22), extinguishers (São Paulo's IT-21), emergency lighting (NBR 10898) and safety
 * signs (NBR 13434). Each state's fire department publishes its own
 * instructions, which the passages name as the state's; the ABNT norms are national. Written in
 * our own words from fire-department and professional pages.
 */

const NBR13714 = "ABNT NBR 13714:2000";
const NBR13434 = "ABNT NBR 13434-1:2004";
const NBR10898 = "ABNT NBR 10898:2013";
const IT22_SP = "IT-22/2025 — Hidrantes e mangotinhos (Corpo de Bombeiros da PMESP)";
const IT21_SP = "IT-21/2019 — Extintores de incêndio (Corpo de Bombeiros da PMESP)";

const FIRE = ["incêndio", "combate a incêndio", "Corpo de Bombeiros", "bombeiros", "AVCB", "projeto de incêndio", "PPCI"];

export const FIRE_SAFETY_PASSAGES: Passage[] = [
  {
    id: "nbr13714-hidrante-altura-alcance",
    code: NBR13714,
    title: "Hidrante: registro entre 1,00 m e 1,50 m do piso e mangueira de até 30 m alcançando todo ponto",
    topics: [...FIRE, "hidrante", "hidrantes", "mangueira", "mangueira de incêndio", "abrigo de mangueira", "caixa de incêndio", "registro do hidrante", "válvula do hidrante", "altura do hidrante", "alcance da mangueira", "30 metros", "13714", "mangotinho"],
    text:
      "Pela NBR 13714, os hidrantes são distribuídos de modo que qualquer ponto da área protegida seja alcançado por mangueira de no máximo 30 m. " +
      "O registro (válvula) do hidrante fica entre 1,00 m e 1,50 m acima do piso. " +
      "No térreo, os hidrantes ficam perto das entradas e saídas, a no máximo 5 m das portas externas; nos andares e subsolos, perto das escadas de saída, mas nunca nos patamares ou lances da escada. " +
      "Cada estado aplica também a instrução técnica do seu Corpo de Bombeiros (em São Paulo, a IT-22).",
    source: NORM_TEXT_SOURCE,
  },
  {
    id: "it22-sp-tipos-hidrante",
    code: IT22_SP,
    title: "Tipos de sistema em SP: tipo 1 é mangotinho, tipos 2 a 5 são hidrantes; um hidrante a até 5 m da entrada",
    item: "item 4.1.1 e Tabela 2",
    topics: [...FIRE, "hidrante", "mangotinho", "tipo de sistema", "tipo 1", "tipo 2", "hidrante tipo 2", "carretel", "IT-22", "São Paulo", "entrada principal", "5 metros"],
    text:
      "A IT-22 do Corpo de Bombeiros de São Paulo, em vigor na edição de 2025 desde 20/03/2025, classifica os sistemas sob comando em tipo 1 (mangotinho, com a mangueira semirrígida num carretel) e tipos 2, 3, 4 e 5 (hidrantes com mangueiras), escolhidos pela ocupação na Tabela 2. " +
      "Ela pede ao menos um ponto de hidrante a até 5 m da entrada principal da edificação, para o acesso rápido dos bombeiros. " +
      "Outros estados têm a sua própria instrução técnica, com tabelas parecidas mas não iguais.",
    source: "https://guiasegci.com.br/legislacoes/it-22-2025-hidrantes-e-mangotinhos",
    // A state's instruction: a question that names no state is answered by the national norm first.
    weight: 0.5,
  },
  {
    id: "it21-sp-extintores-distribuicao",
    code: IT21_SP,
    title: "Extintores em SP: até 25 m de caminhamento (risco baixo), um a até 5 m da entrada e da escada, dois por pavimento",
    topics: [...FIRE, "extintor", "extintores", "extintor de incêndio", "quantos extintores", "distância do extintor", "distância máxima a percorrer", "caminhamento", "25 metros", "por pavimento", "por andar", "IT-21", "12693", "São Paulo", "pó ABC"],
    text:
      "Na IT-21 do Corpo de Bombeiros de São Paulo, os extintores são distribuídos para que o operador não percorra mais de 25 m até um deles nas ocupações de risco baixo; riscos maiores têm distâncias menores, pela tabela da IT. " +
      "Deve haver um extintor a não mais de 5 m da entrada principal e das escadas de cada pavimento, e cada pavimento tem no mínimo duas unidades extintoras: uma para fogo classe A e outra para B e C, ou duas de pó ABC. " +
      "Pavimento ou mezanino de até 50 m² pode ter um só extintor ABC. " +
      "Outros estados têm a sua própria instrução, e a NBR 12693 é a norma nacional do assunto.",
    source: "https://teo.com.br/noticias/2024/05/24/quais-sao-as-obrigatoriedades-para-o-projeto-tecnico-simplificado-pts-seguranca-contra-incendio/",
  },
  {
    id: "nbr10898-iluminacao-lux-autonomia",
    code: NBR10898,
    title: "Iluminação de emergência: 3 lux em locais planos, 5 lux em escadas e desníveis, autonomia de 1 hora",
    topics: [...FIRE, "iluminação de emergência", "luz de emergência", "luminária de emergência", "bloco autônomo", "aclaramento", "balizamento", "lux", "iluminamento", "autonomia", "quanto tempo dura", "1 hora", "bateria", "10898", "rota de fuga", "escada", "corredor"],
    text:
      "Pela NBR 10898 (edição de 2013), a iluminação de emergência de aclaramento deve dar pelo menos 3 lux em locais planos, como corredores e halls, e 5 lux em locais com desnível, como escadas. " +
      "O sistema deve ter autonomia de pelo menos 1 hora acesa, perdendo no máximo 10% da luminosidade inicial nesse tempo; no balizamento (indicação das rotas de saída), cada ponto deve ter no mínimo 30 lúmens. " +
      "A norma ganhou nova edição em 2023 e cada estado pode pedir mais na instrução técnica do seu Corpo de Bombeiros (em São Paulo, a IT-18): confirme os valores antes de projetar.",
    source: "https://agoraclareou.com.br/?p=1283",
    uncertain: true,
  },
  {
    id: "nbr13434-sinalizacao-altura",
    code: NBR13434,
    title: "Placas de sinalização de incêndio: a pelo menos 1,80 m do piso e a até 15 m umas das outras",
    topics: [...FIRE, "sinalização de emergência", "sinalização de incêndio", "placa", "placas", "placa de extintor", "placa de hidrante", "placa de saída", "saída de emergência", "rota de fuga", "altura da placa", "1,80 m", "fotoluminescente", "13434", "IT-20"],
    text:
      "Pela NBR 13434 e pela IT-20 do Corpo de Bombeiros de São Paulo, as placas de sinalização de emergência ficam em locais visíveis, a pelo menos 1,80 m do piso acabado até a base da placa. " +
      "As placas não podem ficar a mais de 15 m umas das outras, para que a pessoa não se perca na rota de fuga. " +
      "Há placas de proibição, de alerta, de orientação (rotas de saída) e de equipamentos (extintor, hidrante, alarme), e devem ser fotoluminescentes, para serem vistas no escuro.",
    source: "https://bocbombeiros.com.br/produtos/sinalizacoes",
  },
];
