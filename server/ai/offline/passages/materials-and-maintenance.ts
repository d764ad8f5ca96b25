import type { Passage } from "#server/ai/offline/types";

/**
 * Materials and upkeep, one rule per passage: ceramic blocks (hole direction and strength, the
 * sizes of a sealing-block family), modular coordination (NBR 15873: M = 100 mm), building
 * maintenance (NBR 5674: the three kinds of maintenance; who answers for neglecting it).
 */

const NBR5674 = "ABNT NBR 5674:2012";

const BLOCOS = ["bloco cerâmico", "blocos cerâmicos", "bloco ceramico", "tijolo", "alvenaria de vedação", "bloco de vedação"];

export const MATERIALS_AND_MAINTENANCE_PASSAGES: Passage[] = [
  // ---------------------------------------------------------------- blocos cerâmicos (NBR 15270)
  {
    id: "blocos-ceramicos-furo-horizontal-vertical",
    code: "Cerâmica Ermida (fabricante de blocos cerâmicos)",
    title: "Bloco de furo horizontal ou vertical: o horizontal chega a no máximo 1,5 MPa",
    topics: [...BLOCOS, "tijolo baiano", "furo horizontal", "furos horizontais", "furos na horizontal", "furo vertical", "furos verticais", "furos na vertical", "diferença", "qual é melhor", "passagem de eletrodutos", "1,5 MPa"],
    text:
      "Segundo fabricante de blocos cerâmicos, o bloco com furos na vertical resiste mais pela própria posição dos furos, e os blocos com furos na horizontal chegam a no máximo 1,5 MPa. " +
      "Os furos verticais ainda servem para passar os eletrodutos por dentro da parede, e o bloco de dimensões controladas economiza argamassa ou gesso no revestimento. " +
      "O bloco de vedação é usado na construção convencional, em que pilares e vigas recebem as cargas; já o bloco estrutural faz a própria parede sustentar o prédio.",
    source: "https://ceramicaermida.com.br/perguntas-frequentes",
  },
  {
    id: "blocos-vedacao-racionalizada-medidas",
    code: "Sindicer-PB (indústria de cerâmica vermelha da Paraíba)",
    title: "Família de blocos cerâmicos de vedação racionalizada: peças de 19 cm de altura",
    topics: [...BLOCOS, "medidas do bloco", "dimensões do bloco", "tamanho do bloco", "tamanho do tijolo", "altura do bloco", "19 cm", "14x19x39", "9x19x19", "14x19x19", "compensador", "bloco compensador", "caixa elétrica", "vedação racionalizada", "família de blocos"],
    text:
      "Numa família de blocos cerâmicos para vedação racionalizada descrita pelo sindicato da indústria cerâmica da Paraíba, as peças têm sempre 19 cm de altura: os blocos de 14×19×19, 14×19×39 e 9×19×19 cm, os compensadores de 4×19×14, 9×19×14, 9×19×9 e 4×19×9 cm para fechar espaços menores e um bloco de 9×19×39 cm já recortado para duas caixas elétricas. " +
      "Com furos grandes na vertical, esses blocos recebem as instalações elétricas e hidráulicas sem quebra, gastam menos argamassa e geram menos entulho que o tijolo comum. " +
      "As medidas variam de um fabricante para outro; as nominais padronizadas estão na NBR 15270-1 (confirme na norma).",
    source: "http://www.sindicerpb.com.br/noticias/2015/12/23/cresce-procura-por-sistema-racionalizado-de-vedao",
  },
  // ---------------------------------------------------------------- NBR 15873: coordenação modular
  {
    id: "nbr15873-modulo-basico",
    code: "ABNT NBR 15873:2010",
    title: "Coordenação modular: módulo básico M = 100 mm",
    topics: ["coordenação modular", "coordenacao modular", "módulo básico", "modulo basico", "módulo", "M = 100 mm", "100 mm", "10 cm", "modulação", "medida modular", "multimódulo", "compatibilidade de medidas", "industrialização", "15873"],
    text:
      "A NBR 15873:2010 (Coordenação modular para edificações) fixa como módulo básico a medida de 100 mm, indicada pela letra M, e define os termos e princípios da coordenação modular. " +
      "Publicada em 1º/09/2010 e em vigor desde 1º/10/2010, vale para o projeto e a construção de edificações de qualquer tipo e para a fabricação de componentes construtivos. " +
      "A ideia é que componentes de fabricantes diferentes tenham medidas padronizadas e compatíveis desde o projeto, para que as esquadrias não precisem de quebra e ajuste na obra. " +
      "O texto saiu da comissão de estudo do CB-02 da ABNT e se apoiou em normas ISO, entre elas a ISO 1006:1983, que estabelece o valor do módulo básico.",
    source: "https://abcp.org.br/fim-do-quebra-quebra-agora-tudo-se-encaixa-na-construcao",
  },
  // ---------------------------------------------------------------- NBR 5674: manutenção
  {
    id: "nbr5674-tipos-manutencao",
    code: NBR5674,
    title: "Tipos de manutenção na NBR 5674: rotineira, corretiva e preventiva",
    topics: ["manutenção", "tipos de manutenção", "manutenção rotineira", "manutenção corretiva", "manutenção preventiva", "manutenção preditiva", "rotineira", "corretiva", "preventiva", "manutenção predial", "gestão da manutenção", "limpeza das áreas comuns", "5674"],
    text:
      "Na organização da gestão da manutenção, a NBR 5674:2012 distingue três tipos. " +
      "A rotineira é um fluxo contínuo de serviços padronizados e repetitivos, como a limpeza geral e a lavagem das áreas comuns; a corretiva reúne os serviços que pedem intervenção imediata para manter sistemas e componentes em uso ou evitar riscos e prejuízos graves a pessoas e ao patrimônio; a preventiva é programada com antecedência, com base nos pedidos dos usuários, na durabilidade esperada dos componentes, na gravidade e urgência e nos relatórios de verificação do desgaste. " +
      "O termo manutenção preditiva aparece em textos do mercado, mas não está entre os três tipos da norma (confirme na norma).",
    source: "https://www.inspenge.com.br/2022/11/",
  },
  {
    id: "manutencao-responsabilidade-sindico-proprietario",
    code: "Zambon Perícias, sobre a orientação do CREA-SC a síndicos (NBR 5674:2012)",
    title: "Falta de manutenção: síndico e proprietários respondem; contratar profissional habilitado transfere a responsabilidade",
    topics: ["manutenção", "manutenção predial", "responsabilidade", "responsabilidade do síndico", "responsável pela manutenção", "síndico", "proprietários", "omissão", "falta de manutenção", "empresa habilitada", "profissional habilitado", "CREA", "5674"],
    text:
      "Segundo escritório de perícia de engenharia que resume a orientação do CREA-SC aos síndicos, apoiada na NBR 5674:2012, cabe ao síndico e aos proprietários da edificação responder pelos prejuízos que decorram da omissão na manutenção predial. " +
      "Quando o condomínio contrata empresas e profissionais legalmente habilitados para fazer a manutenção (a orientação fala em registro no CREA), essa responsabilidade passa aos contratados.",
    source: "https://zambonpericia.com.br/manutencao-predial-preventiva-manual-sindico",
  },
];
