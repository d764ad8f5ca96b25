import type { Passage } from "#server/ai/offline/types";
import { CC_SOURCE, CDC, CDC_SOURCE, CODIGO_CIVIL, CONDOMINIUM } from "./codes";

/**
 * What an architect needs when a client, a buyer or a neighbour complains (decision 082, R-AI-8):
 * the deadlines of the Código de Defesa do Consumidor for defects in a product or a service (a
 * property is a durable good), the Código Civil's redhibitory deadline for a property, the abnormal
 * use of a neighbouring property, the trees on the boundary, the síndico's and the condômino's
 * duties, and the off-plan purchase's distrato (Lei 13.786/2018, art. 67-A of Lei 4.591/1964).
 * The builder's 5 years for solidity (CC art. 618) are in federal-law.ts.
 * Federal: they hold in every city. Written in our own words from the laws' compiled texts at
 * planalto.gov.br, one article a passage, with narrow topics so that one does not answer another's
 * question.
 */

const DISTRATO = "Lei 13.786/2018 (Lei do Distrato; art. 67-A da Lei 4.591/1964)";
const DISTRATO_SOURCE = "https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2018/lei/l13786.htm";
const CONSUMER = ["Código de Defesa do Consumidor", "CDC", "consumidor", "fornecedor", "reclamar", "reclamação do cliente", "cliente reclamou"];
const TREE = ["árvore do vizinho", "árvore na divisa", "árvore limítrofe"];

export const CONSUMER_AND_CONDOMINIUM_PASSAGES: Passage[] = [
  {
    id: "cdc-prazo-vicio-aparente",
    code: CDC,
    item: "art. 26",
    title: "Prazo para reclamar de vício aparente: 30 dias (não durável) e 90 dias (durável, como o imóvel e a obra)",
    topics: ["artigo 26", ...CONSUMER, "prazo para reclamar", "vício aparente", "trinca aparente", "vício de fácil constatação", "vício oculto", "defeito aparente", "decadência", "30 dias", "90 dias", "noventa dias", "bem durável", "produto durável", "serviço durável", "entrega do imóvel", "recebeu o imóvel", "recebeu o apartamento", "recebeu o apto", "término do serviço", "fim da obra"],
    text:
      "Pelo art. 26 do Código de Defesa do Consumidor, o direito de reclamar de vícios aparentes ou de fácil constatação caduca em 30 dias no fornecimento de serviço ou produto não durável e em 90 dias no de serviço ou produto durável; o imóvel, a reforma e a obra são bens e serviços duráveis. " +
      "O prazo conta da entrega efetiva do produto ou do término da execução do serviço; no vício oculto, conta do momento em que o defeito ficar evidenciado. " +
      "A reclamação comprovada feita ao fornecedor suspende a contagem até a resposta negativa dele, transmitida de forma inequívoca.",
    source: CDC_SOURCE,
  },
  {
    id: "cdc-vicio-30-dias-sanar",
    code: CDC,
    item: "art. 18, § 1º",
    title: "Vício não sanado em 30 dias: o consumidor escolhe troca, devolução do valor pago ou abatimento do preço",
    topics: ["artigo 18", ...CONSUMER, "prazo para consertar", "prazo para sanar o vício", "sanar o vício", "consertar o defeito", "30 dias para consertar", "troca do produto", "substituição do produto", "devolução do dinheiro", "dinheiro de volta", "não consertou", "resolver o defeito", "restituição da quantia paga", "abatimento do preço", "material com defeito"],
    text:
      "Pelo art. 18 do Código de Defesa do Consumidor, os fornecedores respondem solidariamente pelos vícios de qualidade ou quantidade que tornem o produto impróprio ou lhe diminuam o valor. " +
      "Pelo § 1º, se o vício não for sanado no prazo máximo de 30 dias, o consumidor pode exigir, à sua escolha: a substituição do produto por outro da mesma espécie em perfeitas condições, a restituição imediata da quantia paga, atualizada e sem prejuízo de perdas e danos, ou o abatimento proporcional do preço. " +
      "Pelo § 2º, as partes podem combinar outro prazo, nunca inferior a 7 nem superior a 180 dias.",
    source: CDC_SOURCE,
  },
  {
    id: "cdc-servico-reexecucao",
    code: CDC,
    item: "art. 20",
    title: "Vício do serviço (obra, reforma, projeto): reexecução sem custo, devolução do valor pago ou abatimento",
    topics: ["artigo 20", ...CONSUMER, "vício do serviço", "serviço mal feito", "serviço malfeito", "reexecução", "refazer o serviço", "refazer a obra", "reforma mal feita", "prestador de serviço", "abatimento do preço"],
    text:
      "Pelo art. 20 do Código de Defesa do Consumidor, o fornecedor de serviços responde pelos vícios de qualidade que tornem o serviço impróprio ao consumo ou lhe diminuam o valor. " +
      "O consumidor pode exigir, à sua escolha, a reexecução do serviço sem custo adicional, quando cabível, a restituição imediata da quantia paga, atualizada e sem prejuízo de perdas e danos, ou o abatimento proporcional do preço; a reexecução pode ser confiada a terceiros capacitados, por conta e risco do fornecedor. " +
      "São impróprios os serviços inadequados para o fim que razoavelmente deles se espera e os que não atendam às normas regulamentares de prestabilidade.",
    source: CDC_SOURCE,
  },
  {
    id: "cdc-dano-5-anos",
    code: CDC,
    item: "art. 27",
    title: "Indenização por dano causado por defeito do produto ou do serviço: 5 anos, do conhecimento do dano e do autor",
    topics: ["artigo 27", ...CONSUMER, "prescrição", "prazo para pedir indenização", "indenização", "reparação de danos", "dano causado", "acidente de consumo", "fato do produto", "fato do serviço", "5 anos", "cinco anos"],
    text:
      "Pelo art. 27 do Código de Defesa do Consumidor, prescreve em 5 anos a pretensão à reparação pelos danos causados por fato do produto ou do serviço, isto é, por um defeito que causa dano à pessoa ou ao seu patrimônio. " +
      "O prazo começa a contar do conhecimento do dano e de sua autoria, e não da entrega do produto ou do fim do serviço. " +
      "É diferente do prazo para reclamar do vício em si (30 ou 90 dias, art. 26).",
    source: CDC_SOURCE,
  },
  {
    id: "cdc-profissional-liberal-culpa",
    code: CDC,
    item: "arts. 2º, 3º, § 2º, e 14, § 4º",
    title: "Responsabilidade do arquiteto e do engenheiro como profissionais liberais: depende de culpa",
    topics: ["artigo 14", "profissional liberal", "responsabilidade do arquiteto", "responsabilidade do engenheiro", "responsabilidade pessoal", "responsabilidade subjetiva", "responsabilidade objetiva", "culpa", "arquiteto responde", "erro de projeto", "defeito do serviço", "relação de consumo", "cliente consumidor", "arquiteto e cliente", "Código de Defesa do Consumidor", "CDC"],
    text:
      "Pelo art. 14 do Código de Defesa do Consumidor, o fornecedor de serviços responde, independentemente de culpa, pelos danos causados aos consumidores por defeitos do serviço e por informações insuficientes ou inadequadas sobre a sua fruição e riscos. " +
      "Pelo § 4º, a responsabilidade pessoal dos profissionais liberais, como o arquiteto e o engenheiro que prestam o serviço em nome próprio, é apurada mediante a verificação de culpa: é subjetiva, e em regra cabe ao cliente demonstrar negligência, imprudência ou imperícia, embora o juiz possa inverter o ônus da prova a favor do consumidor (art. 6º, VIII). " +
      "O cliente pessoa física que contrata o projeto para uso próprio é consumidor e o profissional, fornecedor de serviço (arts. 2º e 3º, § 2º): a relação é de consumo. " +
      "O fornecedor não responde quando prova que o defeito não existe ou que a culpa é exclusiva do consumidor ou de terceiro.",
    source: CDC_SOURCE,
  },
  {
    id: "cc-redibitoria-imovel-1-ano",
    code: CODIGO_CIVIL,
    item: "art. 445",
    title: "Vício redibitório em imóvel: 1 ano da entrega para desfazer a compra ou pedir abatimento (6 meses se já tinha a posse)",
    topics: ["artigo 445", "vício redibitório", "vícios redibitórios", "ação redibitória", "redibição", "defeito oculto", "vício oculto", "comprei um imóvel com defeito", "imóvel com defeito", "desfazer a compra", "abatimento no preço", "um ano", "1 ano", "Código Civil"],
    text:
      "Pelo art. 445 do Código Civil, o comprador perde o direito de desfazer o negócio (redibição) ou de pedir abatimento no preço por vício oculto se não agir em 1 ano, no caso de imóvel, contado da entrega efetiva; para bem móvel, o prazo é de 30 dias. " +
      "Se o comprador já estava na posse do imóvel, o prazo conta da venda e cai à metade. " +
      "Pelo § 1º, quando o vício, por sua natureza, só puder ser conhecido mais tarde, o prazo conta do momento em que o comprador dele tiver ciência, até o máximo de 1 ano para imóveis (180 dias para móveis).",
    source: CC_SOURCE,
  },
  {
    id: "cc-uso-anormal-propriedade",
    code: CODIGO_CIVIL,
    item: "arts. 1.277 a 1.279",
    title: "Uso anormal da propriedade: o vizinho pode fazer cessar barulho, fumaça e outras interferências à segurança, ao sossego e à saúde",
    topics: ["artigo 1.277", "uso anormal da propriedade", "interferências prejudiciais", "barulho do vizinho", "ruído do vizinho", "vizinho barulhento", "fumaça do vizinho", "cheiro do vizinho", "mau cheiro", "poluição sonora", "churrasqueira", "fumaça da churrasqueira", "churrasqueira do vizinho", "incômodo", "sossego", "perturbação do sossego", "direito de vizinhança", "Código Civil"],
    text:
      "Pelo art. 1.277 do Código Civil, o proprietário ou o possuidor de um imóvel tem o direito de fazer cessar as interferências prejudiciais à segurança, ao sossego e à saúde de quem o habita, provocadas pelo uso da propriedade vizinha, como ruído, fumaça, fuligem ou cheiro. " +
      "Julgam-se as interferências pela natureza do uso, pela localização do imóvel (atendido o zoneamento da cidade) e pelos limites ordinários de tolerância dos moradores da vizinhança. " +
      "Se a interferência se justificar por interesse público, o causador paga ao vizinho indenização cabal (art. 1.278); e, mesmo tolerada por decisão judicial, o vizinho pode exigir a sua redução ou eliminação quando se tornar possível (art. 1.279).",
    source: CC_SOURCE,
  },
  {
    id: "cc-arvore-tronco-na-divisa",
    code: CODIGO_CIVIL,
    item: "art. 1.282",
    title: "Árvore com o tronco na linha divisória: pertence em comum aos dois vizinhos",
    topics: ["artigo 1.282", ...TREE, "tronco na divisa", "tronco na linha divisória", "de quem é a árvore", "dono da árvore", "árvore em comum"],
    text:
      "Pelo art. 1.282 do Código Civil, a árvore cujo tronco estiver na linha divisória presume-se pertencer em comum aos donos dos dois terrenos confinantes. " +
      "Sendo comum, as decisões sobre ela, como cortá-la ou podá-la, cabem aos dois vizinhos, e a presunção cede diante de prova em contrário. " +
      "Corte de árvore em área urbana costuma depender também de autorização do órgão ambiental do município.",
    source: CC_SOURCE,
  },
  {
    id: "cc-raizes-ramos-corte",
    code: CODIGO_CIVIL,
    item: "art. 1.283",
    title: "Galhos e raízes da árvore do vizinho que invadem o terreno: podem ser cortados até o plano vertical da divisa",
    topics: ["artigo 1.283", ...TREE, "galho do vizinho", "galhos do vizinho", "galhos invadindo", "raiz do vizinho", "raízes invadindo", "raízes da árvore", "cortar galho", "cortar galhos", "cortar raiz", "podar galho", "poda", "plano vertical divisório"],
    text:
      "Pelo art. 1.283 do Código Civil, as raízes e os ramos de árvore que ultrapassarem a divisa do terreno podem ser cortados, até o plano vertical divisório, pelo proprietário do terreno invadido. " +
      "O corte vai só até a projeção vertical da divisa; o que estiver do lado do dono da árvore continua sendo dele. " +
      "Corte ou poda de árvore em área urbana pode depender também de autorização do órgão ambiental do município.",
    source: CC_SOURCE,
  },
  {
    id: "cc-frutos-caidos",
    code: CODIGO_CIVIL,
    item: "art. 1.284",
    title: "Frutos caídos da árvore do vizinho: pertencem ao dono do terreno onde caíram, se particular",
    topics: ["artigo 1.284", ...TREE, "frutos caídos", "fruta caída", "frutas do vizinho", "manga do vizinho", "de quem é a fruta", "fruto que cai no meu terreno"],
    text:
      "Pelo art. 1.284 do Código Civil, os frutos caídos de árvore do terreno vizinho pertencem ao dono do solo onde caíram, se esse terreno for de propriedade particular. " +
      "Se caírem em área pública, como a calçada ou a rua, continuam sendo do proprietário da árvore. " +
      "A regra vale para o que cai naturalmente, não para o fruto ainda preso ao galho.",
    source: CC_SOURCE,
  },
  {
    id: "cc-sindico-deveres",
    code: CODIGO_CIVIL,
    item: "art. 1.348",
    title: "Deveres do síndico: conservação e guarda das partes comuns e seguro da edificação",
    topics: ["artigo 1.348", ...CONDOMINIUM, "síndico", "deveres do síndico", "compete ao síndico", "obrigações do síndico", "responsabilidade do síndico", "conservação das partes comuns", "manutenção das áreas comuns", "partes comuns", "seguro da edificação"],
    text:
      "Pelo art. 1.348 do Código Civil, compete ao síndico, entre outras tarefas: convocar a assembleia, representar o condomínio, cumprir e fazer cumprir a convenção, o regimento interno e as decisões da assembleia, e diligenciar a conservação e a guarda das partes comuns, zelando pelos serviços que interessam aos moradores (inciso V). " +
      "Cabe-lhe também elaborar o orçamento de cada ano, cobrar dos condôminos o que devem e as multas, apresentar à assembleia, todo ano e quando ela pedir, o balanço da gestão, e realizar o seguro da edificação (inciso IX). " +
      "As obras ou reparos necessários podem ser feitos pelo síndico independentemente de autorização da assembleia (art. 1.341, § 1º).",
    source: CC_SOURCE,
  },
  {
    id: "cc-condomino-deveres-obras",
    code: CODIGO_CIVIL,
    item: "art. 1.336",
    title: "Deveres do condômino: não fazer obra que comprometa a segurança do prédio nem alterar a fachada; multa de até 5 contribuições",
    topics: ["artigo 1.336", ...CONDOMINIUM, "condômino", "deveres do condômino", "proíbe obra", "obra no apartamento", "reforma no apartamento", "segurança da edificação", "tirar parede", "derrubar parede", "alterar a fachada", "mudar a fachada", "cor da fachada", "fechamento de sacada", "esquadrias externas", "multa do condomínio"],
    text:
      "Pelo art. 1.336 do Código Civil, o condômino não pode realizar obras que comprometam a segurança da edificação nem alterar a forma e a cor da fachada, das partes e esquadrias externas. " +
      "São também deveres seus contribuir para as despesas na proporção da sua fração ideal, salvo outra regra na convenção, e dar à unidade a mesma destinação do edifício, sem prejudicar o sossego, a salubridade e a segurança dos vizinhos. " +
      "Quem descumpre os deveres de obra, fachada ou uso paga a multa da convenção, de até 5 vezes a sua contribuição mensal, além das perdas e danos; se a convenção não a prevê, a assembleia decide por 2/3 dos demais condôminos.",
    source: CC_SOURCE,
  },
  {
    id: "lei13786-distrato-retencao",
    code: DISTRATO,
    item: "art. 67-A, II e § 5º, da Lei 4.591/1964",
    title: "Distrato de imóvel na planta: multa de até 25% do valor pago (até 50% com patrimônio de afetação)",
    topics: ["artigo 67-A", "distrato", "lei do distrato", "desistir do imóvel na planta", "desistência da compra", "imóvel na planta", "apartamento na planta", "apto na planta", "compra na planta", "quanto pode reter", "rescisão do contrato", "devolução do valor pago", "multa do distrato", "retenção", "incorporadora", "incorporador", "patrimônio de afetação", "25%", "50%", "Lei 13.786"],
    text:
      "Pelo art. 67-A da Lei 4.591/1964, inserido pela Lei 13.786/2018, no desfazimento do contrato com o incorporador por distrato ou por inadimplemento do comprador, ele recebe de volta o que pagou, atualizado, descontados a comissão de corretagem e a pena convencional, que não pode passar de 25% da quantia paga. " +
      "Quando a incorporação está sob patrimônio de afetação, a pena pode chegar a 50% da quantia paga, e a devolução se faz em até 30 dias após o habite-se (§ 5º); fora desse regime, a devolução é em parcela única, 180 dias após o desfazimento (§ 6º). ",
    source: DISTRATO_SOURCE,
  },
  {
    id: "lei13786-atraso-180-dias",
    code: DISTRATO,
    item: "art. 43-A da Lei 4.591/1964",
    title: "Atraso na entrega do imóvel na planta: tolerância de até 180 dias prevista no contrato",
    topics: ["artigo 43-A", "atraso na entrega", "atraso da obra", "entrega do apartamento", "prazo de tolerância", "tolerância de 180 dias", "cláusula de tolerância", "imóvel na planta", "incorporadora atrasou", "180 dias", "Lei 13.786"],
    text:
      "Pelo art. 43-A da Lei 4.591/1964, inserido pela Lei 13.786/2018, a entrega do imóvel até 180 dias corridos depois da data prevista no contrato, se o prazo de tolerância estiver expresso de forma clara e destacada, não dá causa à resolução do contrato nem a multa ao incorporador. " +
      "Passados os 180 dias sem entrega, o comprador que não deu causa ao atraso pode pedir a resolução, com devolução de tudo o que pagou e da multa prevista, em até 60 dias; se preferir manter o contrato, recebe indenização de 1% do valor pago por mês de atraso.",
    source: DISTRATO_SOURCE,
  },
];
