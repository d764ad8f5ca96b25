import type { Passage } from "#server/ai/offline/types";
import { CODIGO_CIVIL, ESTATUTO } from "./codes";

/**
 * The Código Civil's rules between neighbours that shape a design (arts. 1.288 to 1.303): waters
 * between neighbours, windows, terraces and balconies near the boundary, eaves,
 * the time the neighbour has to object, boundary works and their costs; and usucapião (CC arts.
 * 1.238 and 1.242, Constituição art. 183, Estatuto da Cidade arts. 9º and 10), which architects
 * meet when regularising a property.
 * Federal: they hold in every city, beside (never instead of) the city's setbacks (decision 082).
 * Written in our own words from the laws' texts at planalto.gov.br.
 */

const SOURCE = "https://www.planalto.gov.br/ccivil_03/leis/2002/l10406compilada.htm";
const CONSTITUICAO = "Constituição Federal de 1988";
const CF_SOURCE = "https://www.planalto.gov.br/ccivil_03/constituicao/constituicao.htm";
const ESTATUTO_SOURCE = "https://www.planalto.gov.br/ccivil_03/leis/leis_2001/l10257.htm";
const WATERS = ["água da chuva", "águas pluviais", "água do vizinho", "escoamento", "enxurrada", "terreno mais baixo", "terreno em declive", "terreno inferior", "terreno superior", "nascente"];
const USUCAPIAO = ["usucapião", "usucapiao", "posse", "regularizar imóvel", "imóvel sem escritura", "tempo de posse", "anos de posse", "sem oposição", "adquirir a propriedade"];
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
    id: "cc-zona-rural-3m",
    code: CODIGO_CIVIL,
    title: "Construção em zona rural: no mínimo 3 m do terreno vizinho",
    item: "art. 1.303",
    topics: [...NEIGHBOURS, "zona rural", "área rural", "imóvel rural", "sítio", "chácara", "fazenda", "galpão", "edificar", "construir", "colado na divisa", "encostado na divisa", "recuo", "afastamento", "três metros", "3 m"],
    text:
      "Pelo art. 1.303 do Código Civil, na zona rural não se levanta edificação a menos de 3 m (três metros) do terreno vizinho: casa, galpão, depósito ou qualquer outra construção. " +
      "É regra federal, válida em todo o país, e não permite construir colado na divisa de um imóvel rural. " +
      "Na zona urbana é diferente: os recuos laterais e de fundos vêm da lei de uso e ocupação do solo do município, somados às distâncias que o próprio Código Civil fixa para janelas e varandas (art. 1.301).",
    source: SOURCE,
  },
  {
    id: "cc-ano-e-dia",
    code: CODIGO_CIVIL,
    title: "Prazo do vizinho para exigir que se desfaça janela irregular: ano e dia após a conclusão da obra",
    item: "art. 1.302",
    topics: [...NEIGHBOURS, "prazo", "ano e dia", "janela irregular", "desfazer janela", "fechar janela", "sacada", "goteira", "exigir", "quanto tempo", "obra concluída", "contramuro"],
    text:
      "Pelo art. 1.302 do Código Civil, o proprietário tem prazo de ano e dia (1 ano e 1 dia), contado da conclusão da obra, para exigir que o vizinho desfaça janela, sacada, terraço ou goteira feita sobre o seu terreno em desacordo com o art. 1.301. " +
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
  {
    id: "cc-aguas-vizinhos",
    code: CODIGO_CIVIL,
    title: "Águas entre vizinhos: o terreno mais baixo recebe as águas que correm naturalmente, sem obra que piore a situação",
    item: "arts. 1.288 a 1.290",
    topics: [...NEIGHBOURS, ...WATERS, "água que vem do vizinho", "receber a água", "desviar a água", "drenagem", "águas artificiais", "indenização"],
    text:
      "Pelo art. 1.288 do Código Civil, o dono do terreno mais baixo é obrigado a receber as águas que correm naturalmente do terreno mais alto e não pode fazer obras que atrapalhem esse fluxo; em troca, o dono do terreno de cima não pode fazer obras que piorem a condição natural do de baixo. " +
      "Pelo art. 1.289, se as águas chegam ao terreno de cima de forma artificial (levadas ou captadas ali) e correm para o de baixo, o vizinho de baixo pode exigir que sejam desviadas ou que o prejuízo seja indenizado, descontado o benefício que teve. " +
      "Pelo art. 1.290, o dono de nascente ou do solo onde cai a chuva, satisfeito o seu consumo, não pode impedir nem desviar o curso natural das águas que sobram para os terrenos de baixo.",
    source: SOURCE,
  },
  {
    id: "cc-beiral-goteira",
    code: CODIGO_CIVIL,
    title: "Beiral e calha: o prédio não pode despejar água diretamente no terreno vizinho",
    item: "art. 1.300",
    topics: [...NEIGHBOURS, "beiral", "beiral na divisa", "telhado na divisa", "goteira", "calha", "rufo", "pingadeira", "água do telhado", "caimento do telhado", "água pluvial", "despejar água"],
    text:
      "Pelo art. 1.300 do Código Civil, o proprietário deve construir de modo que o seu prédio não despeje águas diretamente sobre o prédio vizinho. " +
      "Na prática, beiral, telhado e marquise junto à divisa precisam de caimento para o próprio lote ou de calha e condutores que levem a água para o próprio terreno ou para a rede pública. " +
      "O art. 1.302 dá ao vizinho prejudicado o prazo de ano e dia, contado da conclusão da obra, para exigir que se desfaça a goteira feita em desacordo.",
    source: SOURCE,
  },
  {
    id: "cc-usucapiao-extraordinaria-ordinaria",
    code: CODIGO_CIVIL,
    title: "Usucapião: extraordinária em 15 anos (10 com moradia ou obras) e ordinária em 10 anos (5 em caso especial)",
    item: "arts. 1.238 e 1.242",
    topics: [...USUCAPIAO, "usucapião extraordinária", "usucapião ordinária", "15 anos", "10 anos", "justo título", "boa-fé", "Código Civil", "lei federal"],
    text:
      "Pelo art. 1.238 do Código Civil, quem possui um imóvel como seu por 15 anos, sem interrupção nem oposição, adquire a propriedade, mesmo sem título e sem boa-fé (usucapião extraordinária); o prazo cai para 10 anos se o possuidor fez ali a sua moradia habitual ou realizou obras ou serviços de caráter produtivo. " +
      "Pelo art. 1.242, quem possui o imóvel de forma contínua e sem contestação, com justo título e boa-fé, adquire-o em 10 anos (usucapião ordinária). " +
      "O prazo é de 5 anos se o imóvel foi comprado com base no registro do cartório, cancelado depois, e o possuidor nele mora ou fez investimentos de interesse social e econômico. " +
      "A sentença ou o reconhecimento extrajudicial serve de título para o registro de imóveis.",
    source: SOURCE,
  },
  {
    id: "cf183-usucapiao-especial-urbana",
    code: CONSTITUICAO,
    title: "Usucapião especial urbana: área urbana de até 250 m², 5 anos de posse como moradia",
    item: "art. 183",
    topics: [...USUCAPIAO, "usucapião especial urbana", "usucapião urbana", "usucapião constitucional", "250 m²", "250 metros quadrados", "5 anos", "cinco anos", "moradia", "Constituição", "art. 183"],
    text:
      "Pelo art. 183 da Constituição, quem possui como sua uma área urbana de até 250 m² por 5 anos, sem interrupção e sem oposição, usando-a como moradia sua ou da família, adquire o domínio, desde que não seja dono de outro imóvel urbano ou rural. " +
      "O direito só é reconhecido uma vez ao mesmo possuidor, o título pode sair em nome do homem, da mulher ou de ambos, e imóveis públicos não são adquiridos por usucapião. " +
      "O Código Civil repete a regra no art. 1.240.",
    source: CF_SOURCE,
  },
  {
    id: "estatuto-usucapiao-urbana-coletiva",
    code: ESTATUTO,
    title: "Usucapião no Estatuto da Cidade: área ou edificação urbana de até 250 m² em 5 anos; coletiva em núcleos informais",
    item: "arts. 9º e 10",
    topics: [...USUCAPIAO, "usucapião especial urbana", "usucapião urbana", "usucapião coletiva", "núcleo urbano informal", "favela", "comunidade", "regularização fundiária", "250 m²", "5 anos", "Estatuto da Cidade", "Lei 10.257"],
    text:
      "O art. 9º do Estatuto da Cidade repete a usucapião especial urbana da Constituição: quem possui como sua área ou edificação urbana de até 250 m² por 5 anos, sem interrupção e sem oposição, usando-a como moradia sua ou da família, adquire o domínio, desde que não seja dono de outro imóvel urbano ou rural; o direito só é reconhecido uma vez ao mesmo possuidor. " +
      "O art. 10, na redação da Lei 13.465/2017, admite a usucapião coletiva de núcleos urbanos informais existentes sem oposição há mais de 5 anos, quando a área total dividida pelo número de possuidores for menor que 250 m² por possuidor e nenhum deles for dono de outro imóvel urbano ou rural.",
    source: ESTATUTO_SOURCE,
  },
];
