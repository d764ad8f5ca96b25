import { NORM_TEXT_SOURCE } from "#server/ai/offline/source-hosts";
import type { Passage } from "#server/ai/offline/types";
import { CC_SOURCE, CDC, CDC_SOURCE, CODIGO_CIVIL, CONDOMINIUM, NBR13753 } from "./codes";

/**
 * More everyday rules the base lacked, one rule per passage: the quorums for works in the
 * condominium (art. 1.341 of the Código Civil) and a map of the empreitada chapter (arts. 610 to
 * 626); the prior estimate of the Código de Defesa do Consumidor (art. 40, valid for 10 days); the
 * contravention of disturbing others' quiet (art. 42 of the Decreto-Lei 3.688/1941); the four
 * classes of construction waste of Resolução CONAMA 307/2002 and who answers for them; the scope
 * of NBR 15526 (indoor gas piping) and NBR 16259 (balcony glazing); and the age of the base before
 * tiling in NBR 13753. Laws are cited by their text at planalto.gov.br, the CONAMA resolution by its
 * text as published in the Diário Oficial (no page of the Ministry of the Environment was at hand)
 * and the norms by their own text; each figure was cross-checked on pages that transcribe the
 * article or summarise the norm. The gypsum moved to class B by Resolução 431/2011, not 469/2015
 * (which added empty paint cans). Passages that repeated rules the base already holds (art. 1.277,
 * Lei 14.300's art. 26, NBR 16747's scope) and one resting on a single builder's page (double
 * buttering) were left out (decision 082).
 */

const LCP = "Decreto-Lei 3.688/1941 (Lei das Contravenções Penais)";
const LCP_SOURCE = "https://www.planalto.gov.br/ccivil_03/decreto-lei/del3688.htm";
const CONAMA307 = "Resolução CONAMA 307/2002 (gestão dos resíduos da construção civil)";
const CONAMA307_SOURCE =
  "texto oficial da Resolução CONAMA 307/2002, publicado no Diário Oficial da União de 17/07/2002, com as alterações das Resoluções CONAMA 348/2004, 431/2011, 448/2012 e 469/2015";
const NBR15526 = "ABNT NBR 15526:2012";
const NBR16259 = "ABNT NBR 16259:2014";

const NOISE = ["barulho do vizinho", "vizinho barulhento", "som alto", "música alta", "festa barulhenta", "barulho de obra", "obra barulhenta", "sossego", "ruído"];
const WASTE = ["CONAMA 307", "Resolução 307", "Resolução CONAMA 307", "entulho", "entulho de obra", "resíduos da construção civil", "resíduo da construção civil", "RCC", "RCD", "resíduo de obra", "lixo de obra", "caçamba", "caçamba de entulho"];
const CERAMIC_FLOOR = ["NBR 13753", "13753", "piso cerâmico", "porcelanato", "assentamento de piso", "assentar piso", "argamassa colante", "placa cerâmica", "placas cerâmicas"];

export const EVERYDAY_NORM_8_PASSAGES: Passage[] = [
  // ---------------------------------------------------------------- Condomínio e vizinhança
  {
    id: "cc1341-obras-condominio-quorum",
    code: CODIGO_CIVIL,
    item: "art. 1.341, I e II, e §§ 1º a 4º",
    title: "Obras no condomínio: voluptuárias exigem o voto de 2/3 dos condôminos, úteis o da maioria; as necessárias o síndico (ou qualquer condômino, se ele se omitir) faz sem autorização",
    topics: ["artigo 1.341", "art. 1.341", ...CONDOMINIUM, "obra no condomínio", "obras no condomínio", "obra em área comum", "reforma da área comum", "reforma do prédio", "quórum de obra", "quórum para obra", "quórum", "assembleia", "votação de obra", "aprovar obra", "obra voluptuária", "obras voluptuárias", "benfeitoria voluptuária", "obra útil", "obras úteis", "benfeitoria útil", "obra necessária", "obras necessárias", "reparo necessário", "obra urgente", "reparo urgente", "despesa excessiva", "dois terços", "2/3", "maioria dos condôminos", "síndico pode fazer obra sem assembleia", "síndico", "reembolso", "paisagismo", "decoração do hall"],
    text:
      "Pelo art. 1.341 do Código Civil, as obras no condomínio dependem do seu tipo: as voluptuárias, de mero embelezamento ou recreio, exigem o voto de dois terços (2/3) dos condôminos; as úteis, que aumentam ou facilitam o uso, o voto da maioria dos condôminos. " +
      "As obras ou reparações necessárias podem ser feitas sem autorização pelo síndico ou, se ele se omitir ou estiver impedido, por qualquer condômino (§ 1º). " +
      "Se forem urgentes e importarem despesa excessiva, quem as determinou dá ciência à assembleia, convocada imediatamente (§ 2º); se não forem urgentes e a despesa for excessiva, só se fazem depois de autorizadas pela assembleia especialmente convocada (§ 3º). " +
      "O condômino que faz obra necessária é reembolsado do que gastou, mas não o que faz obra de outra natureza, ainda que de interesse comum (§ 4º); confira também o que a convenção do condomínio prevê.",
    source: CC_SOURCE,
  },
  // ---------------------------------------------------------------- Empreitada e orçamento
  {
    id: "cc-empreitada-arts-610-a-626",
    code: CODIGO_CIVIL,
    item: "arts. 610 a 626",
    title: "Empreitada no Código Civil (arts. 610 a 626): só de mão de obra ou de mão de obra e materiais; o contrato do projeto não obriga a executar nem a fiscalizar a obra",
    topics: ["artigo 610", "art. 610", "empreitada", "contrato de empreitada", "o que é empreitada", "tipos de empreitada", "empreitada de mão de obra", "empreitada de lavor", "empreitada só de mão de obra", "empreitada mista", "empreitada com material", "mão de obra e material", "empreiteiro", "empreiteira", "dono da obra", "contrato de obra", "contrato com o empreiteiro", "quem fornece o material", "riscos da obra", "entrega da obra", "rejeitar a obra", "abatimento no preço", "garantia de 5 anos", "solidez e segurança", "acréscimo no preço", "revisão do preço", "um décimo", "suspender a obra", "morte do empreiteiro", "artigos 610 a 626", "Código Civil"],
    text:
      "Pelo art. 610 do Código Civil, o empreiteiro pode contribuir para a obra só com o seu trabalho (empreitada de lavor, ou de mão de obra) ou com o trabalho e os materiais; a obrigação de fornecer os materiais não se presume, resulta da lei ou do contrato (§ 1º), e o contrato para elaborar um projeto não obriga a executá-lo nem a fiscalizar a execução (§ 2º). " +
      "O capítulo vai do art. 610 ao 626: riscos até a entrega (611 a 613), medição e pagamento por partes (614), obrigação de receber a obra conforme o ajuste, rejeição ou abatimento no preço (615 e 616), materiais inutilizados por imperícia ou negligência (617) e os 5 anos de solidez e segurança (618). " +
      "Seguem o acréscimo de preço só por instruções escritas do dono (619), a revisão quando material ou mão de obra baixam mais de um décimo do preço global (620), as mudanças no projeto sem o autor (621), a responsabilidade de quem só projetou (622), a suspensão da obra (623 a 625) e a regra de que a morte de uma das partes não extingue o contrato, salvo se feito em razão das qualidades pessoais do empreiteiro (626).",
    source: CC_SOURCE,
  },
  {
    id: "cdc40-orcamento-previo-10-dias",
    code: CDC,
    item: "art. 40, caput e §§ 1º a 3º",
    title: "Orçamento prévio (CDC, art. 40): discrimina mão de obra, materiais, pagamento e datas; vale 10 dias a contar de quando o cliente o recebe, salvo outro prazo, e, aprovado, só muda por acordo",
    topics: ["artigo 40", "art. 40", "CDC", "Código de Defesa do Consumidor", "orçamento", "orçamento prévio", "orçamento do empreiteiro", "orçamento da obra", "orçamento de reforma", "orçamento do pedreiro", "orçamento do marceneiro", "validade do orçamento", "prazo de validade do orçamento", "quanto tempo vale um orçamento", "10 dias", "dez dias", "orçamento aprovado", "mudar o orçamento", "aumento do orçamento", "cobrança a mais", "cobrança extra", "serviço de terceiros", "mão de obra", "materiais", "condições de pagamento", "prazo de início e término", "fornecedor de serviço", "prestador de serviço", "consumidor", "prática abusiva"],
    text:
      "Pelo art. 40 do Código de Defesa do Consumidor, o fornecedor de serviço deve entregar ao consumidor um orçamento prévio que discrimine o valor da mão de obra, dos materiais e dos equipamentos a empregar, as condições de pagamento e as datas de início e de término do serviço. " +
      "Salvo outro prazo combinado, o valor orçado vale por 10 dias, contados de quando o consumidor o recebe (§ 1º). " +
      "Aprovado pelo consumidor, o orçamento obriga as duas partes e só pode ser alterado por livre negociação entre elas (§ 2º), e o consumidor não responde por ônus ou acréscimos de serviços de terceiros que não estavam previstos nele (§ 3º). " +
      "Executar o serviço sem orçamento prévio e sem autorização expressa do consumidor é prática abusiva (art. 39, VI); a regra vale para o empreiteiro, o marceneiro ou o instalador que atende o cliente final.",
    source: CDC_SOURCE,
  },
  // ---------------------------------------------------------------- Perturbação do sossego
  {
    id: "lcp42-perturbacao-sossego",
    code: LCP,
    item: "art. 42",
    title: "Perturbar o trabalho ou o sossego alheios (gritaria, profissão ruidosa fora das regras, som alto, barulho de animal) é contravenção: prisão simples de 15 dias a 3 meses, ou multa",
    topics: ["artigo 42", "art. 42", "Lei das Contravenções Penais", "LCP", "Decreto-Lei 3.688", "3.688", "contravenção penal", "perturbação do sossego", "perturbação do sossego alheio", "perturbação do trabalho", ...NOISE, "gritaria", "algazarra", "latido de cachorro", "cachorro latindo", "barulho de animal", "profissão ruidosa", "oficina barulhenta", "instrumentos sonoros", "lei do silêncio", "horário de silêncio", "chamar a polícia", "boletim de ocorrência", "poluição sonora"],
    text:
      "Pelo art. 42 do Decreto-Lei 3.688/1941, a Lei das Contravenções Penais, é contravenção perturbar o trabalho ou o sossego alheios com gritaria ou algazarra, exercendo profissão incômoda ou ruidosa em desacordo com as prescrições legais, abusando de instrumentos sonoros ou sinais acústicos, ou provocando ou não procurando impedir o barulho de animal de que se tem a guarda. " +
      "A pena é de prisão simples, de 15 dias a 3 meses, ou multa. " +
      "O artigo não fixa horário: os limites de ruído e os horários de obras e atividades vêm das leis de cada município, e no plano civil o vizinho incomodado pode também pedir que a interferência cesse (art. 1.277 do Código Civil). " +
      "Numa obra, isso significa respeitar os horários e os limites de ruído do município e não fazer serviços barulhentos fora deles.",
    source: LCP_SOURCE,
  },
  // ---------------------------------------------------------------- Resíduos da construção civil
  {
    id: "conama307-classes-a-b-c-d",
    code: CONAMA307,
    item: "art. 3º (redação das Resoluções 348/2004, 431/2011 e 469/2015)",
    title: "Entulho em 4 classes (CONAMA 307): A, agregados recicláveis; B, plástico, papel, metal, vidro, madeira, gesso e latas de tinta vazias; C, sem reciclagem viável; D, perigosos, como tintas, solventes e amianto",
    topics: [...WASTE, "classe A", "classe B", "classe C", "classe D", "classes de resíduos", "classificação do entulho", "classificação dos resíduos", "separar entulho", "separação do entulho", "gesso", "resíduo de gesso", "drywall", "amianto", "telha de amianto", "lata de tinta", "embalagem de tinta", "tinta", "solvente", "óleo", "tijolo", "bloco", "concreto", "argamassa", "madeira", "terra de escavação", "reciclagem", "agregado reciclado", "resíduo perigoso", "Resolução 348", "Resolução 431", "Resolução 469"],
    text:
      "Pelo art. 3º da Resolução CONAMA 307/2002, os resíduos da construção civil se dividem em quatro classes. " +
      "A: os reutilizáveis ou recicláveis como agregados, como solos de terraplenagem, tijolos, blocos, telhas, placas de revestimento, argamassa, concreto e peças pré-moldadas de concreto feitas no canteiro; B: os recicláveis para outras destinações, como plásticos, papel, papelão, metais, vidros, madeiras, embalagens vazias de tintas imobiliárias e gesso. " +
      "C: os que ainda não têm tecnologia ou aplicação economicamente viável de reciclagem ou recuperação; D: os perigosos, como tintas, solventes e óleos, os contaminados de demolições e reformas de clínicas radiológicas e instalações industriais, e as telhas e demais materiais com amianto. " +
      "O amianto entrou na classe D pela Resolução 348/2004, o gesso passou da C para a B pela Resolução 431/2011, e a 469/2015 pôs na B as latas de tinta vazias, isto é, só com filme seco de tinta.",
    source: CONAMA307_SOURCE,
  },
  {
    id: "conama307-gerador-responsavel-destinacao",
    code: CONAMA307,
    item: "considerandos e art. 4º, caput e § 1º (redação da Resolução 448/2012)",
    title: "Entulho é responsabilidade de quem o gera: prioridade a não gerar, reduzir, reutilizar e reciclar; proibido dispor em aterro de lixo urbano, bota-fora, encostas, corpos d'água, lotes vagos e áreas protegidas",
    topics: [...WASTE, "gerador de resíduos", "gerador", "quem é responsável pelo entulho", "responsabilidade pelo entulho", "descarte de entulho", "descarte irregular", "jogar entulho", "entulho em terreno baldio", "lote vago", "terreno baldio", "bota-fora", "aterro", "aterro sanitário", "encosta", "rio", "córrego", "destinação do entulho", "destinação final", "comprovante de destinação", "transportador de entulho", "não geração", "redução", "reutilização", "reciclagem", "Resolução 448"],
    text:
      "A Resolução CONAMA 307/2002 parte do princípio de que os geradores de resíduos da construção civil respondem pelos resíduos de construções, reformas, reparos e demolições, e pelos da remoção de vegetação e da escavação de solos. " +
      "Pelo art. 4º, na redação da Resolução 448/2012, o gerador tem como objetivo prioritário não gerar resíduos e, em seguida, reduzi-los, reutilizá-los, reciclá-los, tratá-los e dar destinação final ambientalmente adequada aos rejeitos. " +
      "O § 1º proíbe dispor esses resíduos em aterros de resíduos sólidos urbanos, em áreas de bota-fora, em encostas, em corpos d'água, em lotes vagos e em áreas protegidas por lei. " +
      "Na prática, quem faz a obra contrata caçamba e transportador regularizados e guarda os comprovantes de destinação, que alguns municípios pedem até para conceder o habite-se.",
    source: CONAMA307_SOURCE,
  },
  // ---------------------------------------------------------------- Normas: escopos
  {
    id: "nbr15526-escopo-rede-interna-gas",
    code: NBR15526,
    item: "escopo (versão corrigida de 15/04/2016)",
    title: "NBR 15526: rede interna de gás (GN, GLP e ar-GLP) em instalações residenciais com pressão de operação de até 150 kPa; a instalação não residencial segue a NBR 15358",
    topics: ["NBR 15526", "15526", "rede de gás", "instalação de gás", "tubulação de gás", "gás natural", "GN", "GLP", "projeto de gás", "projeto de instalação de gás", "rede interna de gás", "prumada de gás", "ponto de gás", "150 kPa", "pressão de operação", "central de gás", "NBR 13523", "NBR 15358", "gás em comércio", "instalação residencial"],
    text:
      "A ABNT NBR 15526, Redes de distribuição interna para gases combustíveis em instalações residenciais — Projeto e execução, está na terceira edição, de 06/12/2012, com versão corrigida de 15/04/2016. " +
      "Fixa os requisitos mínimos de projeto e execução da rede interna residencial que não passe da pressão de operação de 150 kPa (1,53 kgf/cm²), abastecida por canalização de rua ou por central de gás (NBR 13523), com o gás conduzido por tubulações até os pontos de utilização. " +
      "Vale para gás natural (GN), gás liquefeito de petróleo (GLP, propano e butano) em fase vapor e mistura ar-GLP; não se aplica a um só aparelho ligado a um único recipiente de menos de 32 L, e a instalação não residencial segue a NBR 15358. " +
      "A edição de 2009 ainda incluía as instalações comerciais no título; confira no catálogo da ABNT se há edição mais recente.",
    source: NORM_TEXT_SOURCE,
  },
  {
    id: "nbr16259-envidracamento-sacadas-escopo",
    code: NBR16259,
    item: "escopo e requisitos",
    title: "Envidraçamento de sacada: a NBR 16259:2014 fixa requisitos e ensaios do sistema, com painéis só de vidro de segurança laminado ou temperado",
    topics: ["NBR 16259", "16259", "envidraçamento de sacada", "envidraçamento de sacadas", "envidraçamento de varanda", "fechamento de sacada", "fechamento de varanda", "fechar a varanda com vidro", "sacada de vidro", "varanda envidraçada", "cortina de vidro", "vidro na varanda", "vidro laminado", "vidro temperado", "vidro de segurança", "NBR 14697", "NBR 14698", "guarda-corpo", "NBR 14718", "carga na laje", "carga na estrutura", "pressão de vento", "painéis deslizantes", "painéis pivotantes", "alteração de fachada"],
    text:
      "A ABNT NBR 16259:2014, Sistemas de envidraçamento de sacadas — Requisitos e métodos de ensaio, publicada em janeiro de 2014 e válida desde 16/02/2014, estabelece os requisitos e os ensaios que asseguram o desempenho desses sistemas em edificações de uso público ou privado. " +
      "O sistema é formado por painéis deslizantes, pivotantes ou fixos de vidro de segurança, para proteger parcial ou totalmente a sacada ou a varanda das intempéries. " +
      "Os painéis de vidro são laminados (NBR 14697) ou temperados (NBR 14698), com espessura compatível com a pressão de vento da região e a altura do prédio, e a norma trata ainda da fixação, da vedação, das travas, da instalação sobre guarda-corpos e da carga que o sistema impõe à estrutura. " +
      "Em prédio existente, confirme com o calculista se a estrutura suporta essa carga e, no condomínio, o que a convenção e a assembleia decidem sobre a alteração da fachada.",
    source: NORM_TEXT_SOURCE,
  },
  // ---------------------------------------------------------------- Piso cerâmico: execução
  {
    id: "nbr13753-idade-base-contrapiso",
    code: NBR13753,
    item: "execução — idade da base",
    title: "Piso cerâmico: sem processo de cura, assentar no mínimo 28 dias após a concretagem da base ou 14 dias após a execução do contrapiso",
    topics: [...CERAMIC_FLOOR, "contrapiso", "contrapiso novo", "cura do contrapiso", "tempo de cura do contrapiso", "quanto tempo esperar o contrapiso", "quando assentar o piso", "idade do contrapiso", "idade da base", "14 dias", "28 dias", "cura do concreto", "laje nova", "base de concreto", "rejunte", "quando rejuntar", "3 dias", "ordem dos serviços"],
    text:
      "Pela NBR 13753:1996 (piso interno ou externo com placas cerâmicas e argamassa colante), as placas só são assentadas depois de um período mínimo de cura da base ou do contrapiso. " +
      "Se nenhum processo de cura for empregado, o assentamento ocorre no mínimo 28 dias após a concretagem da base ou 14 dias após a execução do contrapiso. " +
      "O revestimento do piso entra depois de concluídos os revestimentos de paredes e tetos, a fixação dos caixilhos, a impermeabilização e a instalação e o ensaio de estanqueidade das tubulações embutidas no piso, e o rejuntamento começa no mínimo 3 dias após o assentamento.",
    source: NORM_TEXT_SOURCE,
  },
];
