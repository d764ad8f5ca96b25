import { NORM_TEXT_SOURCE } from "#server/ai/offline/source-hosts";
import type { Passage } from "#server/ai/offline/types";
import { NBR5419_3 } from "./codes";

/**
 * Norms an architect meets when a client complains of a product or of a system's upkeep (decision
 * 082, R-AI-8): how often the lightning protection is inspected (NBR 5419-3), the plug pins of NBR
 * 14136, what NBR 13523 covers in a GLP central, and the drywall family (NBR 15217, 14715, 15758).
 * The norms are paid: the figures come from a professional publisher (a trade magazine, the
 * drywall association, the Senate's news, a manufacturer) and are marked uncertain where only that
 * page states them; the norms' titles are cited from the norm itself.
 */

const NBR14136 = "ABNT NBR 14136 (edição de 2012, a confirmar)";
const NBR13523 = "ABNT NBR 13523:2019";
const NBR15217 = "ABNT NBR 15217:2018";
const NBR15758 = "ABNT NBR 15758:2009";
const NBR14715 = "ABNT NBR 14715-1:2010";
const DRYWALL = ["drywall", "gesso acartonado", "chapa de gesso", "parede de drywall"];

export const PRODUCT_AND_INSPECTION_PASSAGES: Passage[] = [
  {
    id: "nbr5419-inspecao-periodica",
    code: NBR5419_3,
    item: "seção 7",
    title: "Inspeção do SPDA (para-raios): visual a cada 6 meses a 1 ano; completa a cada 1 a 3 anos, conforme a agressividade do ambiente",
    topics: ["inspeção do SPDA", "inspeção do para-raios", "laudo do SPDA", "laudo do para-raios", "periodicidade da inspeção", "inspeção periódica", "inspeção visual", "inspeção completa", "de quanto em quanto tempo", "validade do laudo", "manutenção do SPDA", "beira-mar", "frente para o mar", "litoral", "orla", "maresia", "atmosfera agressiva", "SPDA", "para-raios", "5419"],
    text:
      "Segundo artigo de especialista em revista técnica do setor elétrico, a parte 3 da norma, de 2015, pede inspeção visual do SPDA a cada 6 meses a 1 ano, conforme as condições do local, e também quando houver suspeita de que a estrutura foi atingida por um raio. " +
      "As inspeções periódicas completas se fazem em intervalos de no máximo 1 a 3 anos, conforme a agressividade do ambiente: 1 ano em atmosfera agressiva, como a beira-mar e as zonas industriais corrosivas, e 3 anos nas estruturas comuns. " +
      "Cada inspeção completa gera relatório técnico com ART ou RRT do profissional. Valores a confirmar no texto da norma.",
    source: "https://osetoreletrico.com.br/inspecao-e-manutencao",
    uncertain: true,
  },
  {
    id: "nbr14136-pinos-10a-20a",
    code: NBR14136,
    title: "Plugues e tomadas do padrão brasileiro: pinos de 4,0 mm (10 A) e de 4,8 mm (20 A)",
    topics: ["padrão brasileiro de tomadas", "tomada de três pinos", "tomada 10 A", "tomada 20 A", "plugue 10 A", "plugue 20 A", "diâmetro do pino", "pino do plugue", "pino grosso", "pino fino", "tomada de 20 amperes", "tomada de 10 amperes", "14136"],
    text:
      "Pela NBR 14136, o padrão brasileiro de plugues e tomadas tem dois modelos de corrente nominal, 10 A e 20 A, de dois pinos ou de dois pinos e terra. " +
      "O pino do plugue de 10 A tem 4,0 mm de diâmetro e o de 20 A, 4,8 mm; a tomada de 20 A aceita os dois plugues, e a de 10 A só o de 10 A, o que impede ligar um aparelho de 20 A num circuito de 10 A. " +
      "A tomada tem as entradas num rebaixo de seis lados, que evita tocar o pino energizado. Os diâmetros são os divulgados pelo Senado Federal, a confirmar no texto da norma.",
    source: "https://www12.senado.leg.br/noticias/especiais/especial-cidadania/brasil-padroniza-tomadas-e-plugues",
    uncertain: true,
  },
  {
    id: "nbr13523-central-glp",
    code: NBR13523,
    title: "Central de GLP: a NBR 13523 trata do projeto, montagem, localização e segurança da central, até o primeiro regulador",
    topics: ["central de GLP", "central de gás", "abrigo de gás", "abrigo dos cilindros", "cilindros de gás", "recipientes de GLP", "gás liquefeito de petróleo", "GLP", "13523"],
    text:
      "A NBR 13523 estabelece os requisitos mínimos para projeto, montagem, alteração, localização e segurança das centrais de gás liquefeito de petróleo (GLP) de instalações residenciais, comerciais e industriais. " +
      "Vale para o trecho em que o gás é conduzido por tubulações e acessórios desde os recipientes até o primeiro regulador de pressão; a rede interna depois dele segue outra norma (NBR 15526). " +
      "A área da central aparece na planta do projeto, com a quantidade, a disposição e a capacidade dos recipientes e a forma de abastecimento. Escopo segundo fabricante de aquecedores a gás; a edição e os detalhes são a confirmar no texto da norma.",
    source: "https://internacionalaquecedores.com.br/central-de-gas/",
    uncertain: true,
  },
  {
    id: "nbr15217-perfis-drywall-050mm",
    code: NBR15217,
    title: "Perfis de aço para drywall: chapa de no mínimo 0,50 mm, galvanizada Z275",
    topics: [...DRYWALL, "perfil de drywall", "perfis de aço", "perfil metálico", "montante", "guia", "espessura do perfil", "espessura da chapa do perfil", "galvanização", "Z275", "15217"],
    text:
      "Pela NBR 15217, os perfis de aço das paredes, forros e revestimentos de drywall são feitos de chapa de aço com no mínimo 0,50 mm de espessura, galvanizada classe Z275 (275 g/m² de zinco, somadas as duas faces). " +
      "Cada perfil traz impressos na face externa o fabricante, o tipo e a largura, a espessura da chapa, a classe de galvanização, o comprimento e a data e hora de fabricação, como em \"M70 0,5-Z275-3000\". " +
      "Perfil abaixo dessas especificações é produto fora da norma. Valores segundo a associação dos fabricantes de drywall, a confirmar na edição vigente da norma.",
    source: "http://drywall.org.br/dicas.php/0/2/18/saiba-como-identificar-perfis-estruturais-dentro-da-norma",
    uncertain: true,
  },
  {
    id: "nbr15758-partes-drywall",
    code: NBR15758,
    title: "Projeto e montagem do drywall: NBR 15758 parte 1 (paredes), parte 2 (forros) e parte 3 (revestimentos)",
    topics: [...DRYWALL, "norma do drywall", "normas do drywall", "forro de drywall", "revestimento de drywall", "montagem de drywall", "projeto de drywall", "15758"],
    text:
      "O projeto e a montagem dos sistemas de drywall seguem a NBR 15758, de 2009, em três partes: a parte 1 trata dos sistemas usados como paredes, a parte 2 dos usados como forros e a parte 3 dos usados como revestimentos. " +
      "As paredes da parte 1 são internas, sem função estrutural e não sujeitas às intempéries. " +
      "As chapas seguem a NBR 14715, e os perfis de aço, a NBR 15217.",
    source: NORM_TEXT_SOURCE,
  },
  {
    id: "nbr14715-chapas-drywall",
    code: NBR14715,
    title: "Chapas de gesso para drywall: requisitos na NBR 14715-1, ensaios na parte 2; tipos ST, RU e RF",
    topics: [...DRYWALL, "chapas de gesso para drywall", "placa de drywall", "placa de gesso", "requisitos da chapa", "chapa ST", "chapa RU", "chapa RF", "chapa verde", "chapa rosa", "resistente à umidade", "resistente ao fogo", "14715"],
    text:
      "As chapas de gesso para drywall seguem a NBR 14715, de 2010: a parte 1 fixa os requisitos das chapas usadas em paredes, forros e revestimentos, como identificação, aspecto, tipos de borda, características geométricas e físicas e comportamento ao fogo, e a parte 2 traz os métodos de ensaio. " +
      "A norma distingue a chapa padrão (ST), a resistente à umidade (RU, em geral verde) e a resistente ao fogo (RF, em geral rosa). " +
      "O projeto e a montagem dos sistemas seguem a NBR 15758, e os perfis de aço, a NBR 15217.",
    source: NORM_TEXT_SOURCE,
  },
];
