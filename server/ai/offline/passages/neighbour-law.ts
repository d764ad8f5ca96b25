import type { Passage } from "#server/ai/offline/types";

/**
 * The Código Civil's rules between neighbours that shape a design (arts. 1.297 to 1.303): windows,
 * terraces and balconies near the boundary, the time the neighbour has to object, boundary works and
 * their costs. Federal: they hold in every city, beside (never instead of) the city's setbacks
 * (decision 082). Written in our own words from the law's text at planalto.gov.br.
 */

const CODIGO_CIVIL = "Lei 10.406/2002 (Código Civil)";
const SOURCE = "https://www.planalto.gov.br/ccivil_03/leis/2002/l10406compilada.htm";
const NEIGHBOURS = ["vizinho", "vizinhos", "terreno vizinho", "divisa", "linha divisória", "direito de vizinhança", "Código Civil", "lei federal"];

export const NEIGHBOUR_LAW_PASSAGES: Passage[] = [
  {
    id: "cc-janela-divisa",
    code: CODIGO_CIVIL,
    title: "Janela, terraço ou varanda perto da divisa: 1,50 m do terreno vizinho (0,75 m se a visão não incide sobre a divisa)",
    item: "art. 1.301",
    topics: [...NEIGHBOURS, "janela", "janelas", "varanda", "terraço", "eirado", "sacada", "abertura", "distância da divisa", "metro e meio", "1,5 m", "75 cm", "janela perpendicular", "janela de lado", "abrir janela"],
    text:
      "Pelo art. 1.301 do Código Civil, não se abre janela nem se faz terraço, eirado ou varanda a menos de 1,50 m (metro e meio) do terreno vizinho. " +
      "Se a visão da janela não incide sobre a linha divisória, ou se ela é perpendicular à divisa, a distância mínima cai para 0,75 m. " +
      "Ficam fora da regra as aberturas só para luz ou ventilação de até 10 cm de largura por 20 cm de comprimento, instaladas a mais de 2 m de altura do piso. " +
      "Na zona rural, o art. 1.303 não permite edificar a menos de 3 m do terreno vizinho.",
    source: SOURCE,
  },
  {
    id: "cc-ano-e-dia",
    code: CODIGO_CIVIL,
    title: "Prazo do vizinho para exigir que se desfaça janela irregular: ano e dia após a conclusão da obra",
    item: "art. 1.302",
    topics: [...NEIGHBOURS, "prazo", "ano e dia", "janela irregular", "desfazer janela", "fechar janela", "sacada", "goteira", "exigir", "quanto tempo", "obra concluída", "contramuro"],
    text:
      "Pelo art. 1.302 do Código Civil, o proprietário tem prazo de ano e dia, contado da conclusão da obra, para exigir que o vizinho desfaça janela, sacada, terraço ou goteira feita sobre o seu terreno em desacordo com o art. 1.301. " +
      "Passado esse prazo, ele já não pode exigir o desfazimento e, ao construir, também precisa respeitar as distâncias em relação àquela abertura. " +
      "Vãos só para luz, de qualquer quantidade e altura, não impedem o vizinho de levantar a sua parede ou um contramuro a qualquer tempo, mesmo que lhes tire a claridade.",
    source: SOURCE,
  },
  {
    id: "cc-demarcacao-muro",
    code: CODIGO_CIVIL,
    title: "Muro, cerca e demarcação da divisa: despesas repartidas entre os vizinhos",
    item: "art. 1.297",
    topics: [...NEIGHBOURS, "muro", "muro de divisa", "cerca", "demarcação", "marcos", "tapume", "despesas", "quem paga", "custo do muro", "dividir o muro", "confinante"],
    text:
      "Pelo art. 1.297 do Código Civil, o proprietário pode cercar ou murar o seu terreno e pode obrigar o vizinho confinante a fazer com ele a demarcação da divisa, a reavivar rumos apagados e a renovar marcos destruídos, repartindo proporcionalmente as despesas entre os interessados. " +
      "Muros, cercas e tapumes divisórios presumem-se, até prova em contrário, dos dois vizinhos, que concorrem em partes iguais para construí-los e conservá-los, conforme os costumes do lugar.",
    source: SOURCE,
  },
];
