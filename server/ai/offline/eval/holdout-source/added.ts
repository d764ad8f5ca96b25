import type { EvalQuestion } from "#server/ai/offline/eval/types";

/**
 * Questions added to the test half of the holdout by source (03/12/2026, night), each from a
 * publisher that no passage, tuning question or earlier holdout question cites
 * (questions.test.ts checks it). They are kept apart from `HOLDOUT_BY_SOURCE` because that set's
 * halves are dealt by publisher name: a new publisher there would move older questions between
 * halves. These go to the test half only and are only scored.
 *
 * Written from the pages below, not from the passages' pages; the offline answerer was not run
 * on any of them before they were added. Three ask what the base holds (the NBR 16868 passage was
 * written first, from CBIC's page), one a fact the base does not hold, and three a city's rule, a
 * foreign law and a part of a norm that does not exist.
 */
export const HOLDOUT_BY_SOURCE_ADDED: EvalQuestion[] = [
  {
    q: "alvenaria estrutural com bloco cerâmico ainda segue a NBR 15812?",
    kind: "fact",
    norm: "NBR 16868",
    fact: "/16868/",
    source: "https://www.cimentoitambe.com.br/massa-cinzenta/nova-norma-tecnica-unifica-sistemas-de-alvenaria-estrutural/",
  },
  {
    // The page: published 10/08/2020, fully in force from 10/02/2021.
    q: "a partir de quando a NBR 16868 passou a valer integralmente?",
    kind: "fact",
    norm: "NBR 16868",
    fact: "/fevereiro de 2021/",
    source: "https://www.cimentoitambe.com.br/massa-cinzenta/nova-norma-tecnica-unifica-sistemas-de-alvenaria-estrutural/",
  },
  {
    // Parts 1 to 3 published; 4 (fire) and 5 (seismic) announced: a sixth part does not exist.
    q: "o que diz a parte 6 da NBR 16868?",
    kind: "out",
    source: "https://www.cimentoitambe.com.br/massa-cinzenta/nova-norma-tecnica-unifica-sistemas-de-alvenaria-estrutural/",
  },
  {
    q: "em quantas partes foi publicada a NBR 16868 de alvenaria estrutural?",
    kind: "fact",
    norm: "NBR 16868",
    fact: "/três partes/",
    source: "https://www.mapadaobra.com.br/16868-alvenaria-estrutural/",
  },
  {
    // The page: seismic, impact, explosion and fire requirements are not yet covered.
    q: "a norma nova de alvenaria estrutural já tem requisitos para sismo?",
    kind: "fact",
    norm: "NBR 16868",
    fact: "/sísmicas/",
    source: "https://www.mapadaobra.com.br/16868-alvenaria-estrutural/",
  },
  {
    // Hours are set by each city's code of postures and the condominium's rules.
    q: "até que horas posso fazer obra barulhenta no sábado?",
    kind: "municipal",
    source: "https://monitordomercado.com.br/?p=340619",
  },
  {
    // Portuguese law (Lei 60/2007): outside Brazil, outside the base.
    q: "em Portugal, posso fazer obra dentro do apartamento no fim de semana?",
    kind: "out",
    source: "https://ffms.pt/pt-pt/direitos-e-deveres/um-cidadao-decide-fazer-obras-simples-de-pintura-e-arranjo-das-portas-interiores-no-seu-andar-como",
  },
];
