import type { Passage } from "#server/ai/offline/types";
import { NBR12721, RES91 } from "./codes";

/**
 * Everyday rules of practice where the base was thin (decision 082, figures of 03/12/2026): the
 * areas and tables of NBR 12721 that a building's registration asks for, and the monthly RRT of
 * Resolução CAU/BR 91. Each passage was written from the professional page it cites, read with
 * the search tool; what that page did not state is not said.
 */


export const PRACTICE_NORM_PASSAGES: Passage[] = [
  {
    id: "nbr12721-area-privativa-paredes",
    code: NBR12721,
    title: "Área privativa da unidade: paredes externas inteiras, parede entre unidades pelo eixo",
    topics: ["área privativa", "área real privativa", "unidade autônoma", "apartamento", "parede", "eixo da parede", "área comum", "quadro de áreas", "incorporação", "12721"],
    text:
      "Pela norma de incorporações (NBR 12721), a área privativa da unidade autônoma é medida pela face externa das paredes que a separam da área comum (corredor, escada, elevador) ou do exterior: essas paredes entram inteiras na área privativa. " +
      "A parede entre duas unidades autônomas contíguas é dividida pelo seu eixo, metade para cada uma. " +
      "Por isso, em salas iguais num mesmo andar, as das pontas têm área privativa maior, pois têm mais parede externa.",
    source: "https://www.grupojuridico.com.br/artigo-no-7-areas-comuns-e-privativas/",
  },
  {
    id: "nbr12721-uso-privativo-comum",
    code: NBR12721,
    title: "Áreas de uso privativo e de uso comum; área real total da unidade",
    topics: ["área de uso comum", "área de uso privativo", "área privativa", "área comum", "área real total", "área real", "condomínio", "incorporação", "unidade autônoma", "12721"],
    text:
      "A NBR 12721 divide as áreas do projeto pelo uso. As de uso privativo, cobertas ou descobertas, formam as dependências de uma unidade autônoma, de uso exclusivo do seu titular; as de uso comum ficam fora desses limites e servem a todos os condôminos ou a parte deles. " +
      "As áreas reais são as medidas tiradas do projeto arquitetônico aprovado, e a área real total de uma unidade (apartamento, sala) é a soma das suas áreas reais cobertas e descobertas, privativas e de uso comum que lhe cabem.",
    source: "http://www.precisaoconsultoria.com.br/fmnresp/desvendar2.html",
  },
  {
    id: "nbr12721-vagas-garagem",
    code: NBR12721,
    title: "Vagas de garagem na incorporação: autônoma, vinculada, com direito de uso ou sem atribuição",
    topics: ["vaga de garagem", "garagem", "vaga autônoma", "vaga vinculada", "área acessória", "direito de uso", "condomínio", "incorporação", "12721"],
    text:
      "Na incorporação, a NBR 12721 dá ao incorporador quatro modos de tratar as vagas de garagem: vaga autônoma, vendida separadamente da unidade; vaga vinculada à unidade como área privativa acessória, fixa e inseparável do imóvel; vaga com atribuição de direito de uso, indeterminada, definida pela quantidade e tratada como área de uso comum de divisão não proporcional; ou vaga sem nenhuma atribuição. " +
      "As áreas privativas se dividem em principal (a unidade em si) e acessória (de uso exclusivo da unidade, fora dos seus limites físicos).",
    source: "https://www.leandrolimaimoveis.com.br/noticias/detalhe/incorporacoes-de-condominio-parte-3",
  },
  {
    id: "nbr12721-quadros-incorporacao",
    code: NBR12721,
    title: "Quadros da NBR 12721: obrigatórios para registrar a incorporação",
    topics: ["quadros da NBR 12721", "quadro de áreas", "registro de incorporação", "incorporação imobiliária", "Lei 4.591", "cartório", "memorial de incorporação", "instituição de condomínio", "12721"],
    text:
      "A NBR 12721 atende à Lei 4.591/1964 (condomínios e incorporações): ao registrar uma incorporação imobiliária ou a instituição e especificação de um condomínio, é obrigatório apresentar todos os quadros da norma. " +
      "A norma fixa os critérios para descrever as unidades vendidas separadamente, avaliar os custos unitários de construção e calcular o rateio da construção. " +
      "A edição em vigor foi publicada em 28/08/2006, depois de revisar a de 1999.",
    source: "https://acessure.com.br/nbr-12721/",
  },
  {
    id: "cau-rrt-multiplo-mensal",
    code: RES91,
    title: "RRT Múltiplo Mensal: atividades especiais do mês, registradas até o último dia dele (regras de 2016)",
    topics: ["RRT múltiplo mensal", "RRT", "vistoria", "perícia", "laudo técnico", "parecer técnico", "avaliação", "auditoria", "prazo do RRT", "CAU"],
    text:
      "O RRT Múltiplo Mensal registra num único documento atividades especiais (vistoria, perícia, avaliação, laudo técnico, parecer técnico, auditoria, arbitragem, mensuração), desde que sejam de uma única atividade, feitas no mesmo mês. " +
      "Pelas regras da Resolução CAU/BR nº 91 em vigor desde 01/09/2016, ele é emitido até o último dia do mês em que a atividade foi feita, e o pagamento pode ser feito até cinco dias úteis depois da emissão. " +
      "Sem emissão ou sem pagamento no prazo, as atividades passam a ser registradas como RRT extemporâneo. Depois de pago, as datas das atividades não podem mais ser retificadas.",
    source: "http://arquivo.fna.org.br/2016/08/09/rrt-multiplo-mensal-tera-novas-regras-a-partir-de-setembro/",
  },
];
