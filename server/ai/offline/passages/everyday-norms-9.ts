import { NORM_TEXT_SOURCE } from "#server/ai/offline/source-hosts";
import type { Passage } from "#server/ai/offline/types";
import { NBR9050 } from "./codes";

/**
 * Everyday figures the base lacked, found by the eighteenth blind development set (decision 082):
 * the widths of NBR 9050 for moving in a straight line in a wheelchair (one person, a pedestrian
 * beside one, two side by side), and what a lux is in lumens with the lumen method an architect
 * uses to size a room's lighting. The norm is cited by its own text and section; its figures were
 * cross-checked on pages that transcribe it (an exam bank's commented answer citing the 2020
 * edition and a course summary of the 2004 one, which kept them); the pages number the item 4.3.1
 * or 4.3.2 by edition, so the passage cites its section and figure. The lumen method is cited by
 * a lighting-design software maker's technical note (AltoQi), which states the formula and its
 * factors as the textbooks do; the unit's definition is the SI's.
 */

const WHEELCHAIR = ["cadeira de rodas", "cadeirante", "PCR", "pessoa em cadeira de rodas", "acessibilidade", "9050"];

export const EVERYDAY_NORM_9_PASSAGES: Passage[] = [
  {
    id: "nbr9050-deslocamento-linha-reta",
    code: NBR9050,
    item: "seção 4.3, Figura 4",
    title: "Largura para deslocamento em linha reta: 0,90 m para uma pessoa em cadeira de rodas, 1,20 a 1,50 m com um pedestre ao lado, 1,50 a 1,80 m para duas cadeiras",
    topics: [...WHEELCHAIR, "linha reta", "deslocamento em linha reta", "largura para deslocamento", "passagem de cadeira de rodas", "largura de passagem", "duas cadeiras de rodas", "duas cadeiras", "lado a lado", "ao mesmo tempo", "pedestre e cadeira de rodas", "0,90 m", "1,20 m", "1,50 m", "1,80 m"],
    text:
      "A NBR 9050 (seção 4.3, Figura 4) dá as larguras de referência para o deslocamento em linha reta de quem usa cadeira de rodas: 0,90 m para uma pessoa em cadeira de rodas; de 1,20 m a 1,50 m para um pedestre e uma pessoa em cadeira de rodas lado a lado; de 1,50 m a 1,80 m para duas pessoas em cadeira de rodas ao mesmo tempo. " +
      "São dimensões da pessoa em movimento, referência para as rotas acessíveis; a largura mínima de cada tipo de circulação, pela sua extensão e pelo seu uso, tem regra própria na norma.",
    source: NORM_TEXT_SOURCE,
  },
  {
    id: "iluminacao-lux-lumen-metodo-dos-lumens",
    code: "Cálculo luminotécnico: método dos lúmens",
    title: "Lux e lúmen: 1 lux é 1 lúmen por metro quadrado; pelo método dos lúmens, o fluxo total é iluminância × área ÷ (fator de utilização × fator de manutenção)",
    topics: ["lux", "lúmen", "lúmens", "lumens", "lumen", "lm", "fluxo luminoso", "fluxo luminoso total", "iluminância", "iluminamento", "método dos lúmens", "método dos lumens", "cálculo luminotécnico", "quantos lúmens", "quantas lâmpadas", "quantas luminárias", "fator de utilização", "coeficiente de utilização", "fator de manutenção", "fator de depreciação", "lux por metro quadrado"],
    text:
      "A iluminância, em lux (lx), é o fluxo luminoso que chega a uma superfície por unidade de área: 1 lx é 1 lúmen (lm) distribuído sobre 1 m². " +
      "Por isso o fluxo que precisa chegar ao plano de trabalho é a iluminância desejada vezes a área: 300 lx numa sala de 12 m² pedem 3.600 lm úteis. " +
      "No método dos lúmens, o fluxo total das lâmpadas é Φ = E × A ÷ (u × d), em que u é o fator de utilização da luminária no recinto (da tabela do fabricante, pelo índice do recinto e pelas refletâncias) e d o fator de manutenção (depreciação): com perdas, as lâmpadas precisam somar mais lúmens que E × A. " +
      "O número de luminárias é esse fluxo dividido pelo fluxo de cada uma; a iluminância a adotar vem da NBR ISO/CIE 8995-1 para a tarefa.",
    source: "https://suporte.altoqi.com.br/hc/pt-br/articles/115003062993",
  },
];
