import { NORM_TEXT_SOURCE } from "#server/ai/offline/source-hosts";
import type { Passage } from "#server/ai/offline/types";
import { CC_SOURCE, CODIGO_CIVIL, CONDOMINIUM } from "./codes";

/**
 * More everyday rules the base lacked, one rule per passage: the condominium in the Código Civil
 * (late fees since Lei 14.905/2024, garage spaces sold or let to outsiders, the 2/3 quorum for a
 * change of use since Lei 14.405/2022), the direito de laje and multipropriedade; the ART of
 * Lei 6.496/1977; the legal framework of distributed generation (Lei 14.300/2022) and its "Fio B"
 * transition; the memorial de incorporação (art. 32) and the quadro-resumo (art. 35-A) of
 * Lei 4.591/1964; and the movement joints of tiled internal walls (NBR 13754). Laws are cited by
 * their text at planalto.gov.br; the percentages of the Fio B and the joints of NBR 13754 were
 * cross-checked on professional summaries, so the text asks to confirm them at the source.
 */

const LEI14300 = "Lei 14.300/2022 (marco legal da micro e minigeração distribuída)";
const LEI14300_SOURCE = "https://www.planalto.gov.br/ccivil_03/_ato2019-2022/2022/lei/l14300.htm";
const LEI4591 = "Lei 4.591/1964 (condomínios e incorporações)";
const SOLAR = ["energia solar", "placa solar", "placas solares", "painel solar", "painéis solares", "fotovoltaico", "sistema fotovoltaico", "energia fotovoltaica", "solar no telhado", "geração distribuída", "GD"];

export const EVERYDAY_NORM_5_PASSAGES: Passage[] = [
  // ---------------------------------------------------------------- Condomínio edilício
  {
    id: "cc-condominio-atraso-juros-multa-2",
    code: CODIGO_CIVIL,
    item: "art. 1.336, § 1º (redação da Lei 14.905/2024)",
    title: "Taxa de condomínio atrasada: multa de até 2% sobre o débito, mais correção e juros da convenção ou da taxa legal",
    topics: ["artigo 1.336", ...CONDOMINIUM, "taxa de condomínio atrasada", "condomínio atrasado", "atraso no condomínio", "multa por atraso do condomínio", "multa do condomínio atrasado", "multa de 2%", "2%", "juros do condomínio", "juros de 1% ao mês", "inadimplência no condomínio", "condômino inadimplente", "cota condominial", "Lei 14.905"],
    text:
      "Pelo art. 1.336, § 1º, do Código Civil, o condômino que não paga a sua contribuição fica sujeito à multa de até 2% sobre o débito, à correção monetária e aos juros moratórios previstos na convenção. " +
      "Se a convenção não fixa os juros, valem os do art. 406 do Código, a taxa legal: a Selic deduzida da inflação pelo IPCA, considerada zero quando der negativa. " +
      "Essa redação vem da Lei 14.905/2024 e produz efeitos desde 30/08/2024; antes, na falta de previsão na convenção, os juros eram de 1% ao mês. " +
      "O teto de 2% vale para a multa pelo atraso; a multa de até 5 contribuições do § 2º é outra, para quem faz obra que compromete a segurança, altera a fachada ou desvia o uso da unidade.",
    source: CC_SOURCE,
  },
  {
    id: "cc-vaga-garagem-estranhos",
    code: CODIGO_CIVIL,
    item: "art. 1.331, § 1º (redação da Lei 12.607/2012)",
    title: "Vaga de garagem só pode ser vendida ou alugada a quem não é do condomínio se a convenção autorizar expressamente",
    topics: ["artigo 1.331", ...CONDOMINIUM, "vaga de garagem", "vender vaga de garagem", "alugar vaga de garagem", "aluguel de vaga", "venda de vaga", "vaga para quem não mora", "pessoa estranha ao condomínio", "abrigo para veículos", "box de garagem", "Lei 12.607"],
    text:
      "Pelo art. 1.331, § 1º, do Código Civil, as unidades de uso independente (apartamentos, escritórios, salas, lojas) podem ser vendidas e gravadas livremente pelos donos, exceto os abrigos para veículos. " +
      "Desde a Lei 12.607/2012, a vaga de garagem não pode ser vendida nem alugada a pessoas estranhas ao condomínio, salvo autorização expressa na convenção; entre condôminos, a venda e o aluguel continuam livres. " +
      "O STJ já aplicou a mesma restrição à venda judicial da vaga penhorada, que fica limitada aos condôminos quando a convenção não autoriza terceiros.",
    source: CC_SOURCE,
  },
  {
    id: "cc-mudanca-destinacao-dois-tercos",
    code: CODIGO_CIVIL,
    item: "art. 1.351 (redação da Lei 14.405/2022)",
    title: "Mudar o uso do prédio ou de uma unidade (residencial para comercial) exige 2/3 dos votos dos condôminos, e não mais unanimidade",
    topics: ["votação", "artigo 1.351", ...CONDOMINIUM, "mudança de destinação", "mudar a destinação", "mudança de uso", "alterar o uso do prédio", "retrofit", "residencial para comercial", "comercial para residencial", "transformar sala em apartamento", "quórum", "quórum de 2/3", "dois terços", "unanimidade", "alterar a convenção", "Lei 14.405"],
    text:
      "Pelo art. 1.351 do Código Civil, dependem da aprovação de dois terços (2/3) dos votos dos condôminos a alteração da convenção e a mudança da destinação do edifício ou da unidade imobiliária. " +
      "Até a Lei 14.405/2022, em vigor desde julho de 2022, a mudança de destinação exigia a unanimidade; o quórum de 2/3 para alterar a convenção já existia. " +
      "A aprovação em assembleia não dispensa a lei municipal: o novo uso precisa ser permitido pelo zoneamento e atender ao código de obras, com as adaptações físicas do prédio ou da unidade.",
    source: CC_SOURCE,
  },
  {
    id: "cc-direito-de-laje",
    code: CODIGO_CIVIL,
    item: "art. 1.510-A (Lei 13.465/2017)",
    title: "Direito de laje: o dono da construção-base cede a superfície de cima ou de baixo para outra unidade, com matrícula própria",
    topics: ["artigo 1.510-A", "direito de laje", "direito real de laje", "laje", "puxadinho", "construir em cima da casa", "casa em cima da outra", "construção-base", "sobrelevação", "regularização fundiária", "matrícula própria", "Código Civil", "Lei 13.465"],
    text:
      "O direito real de laje está no art. 1.510-A do Código Civil, incluído pela Lei 13.465/2017: o proprietário de uma construção-base pode ceder a superfície superior ou inferior dela para que o titular da laje mantenha ali uma unidade distinta da construída sobre o solo. " +
      "A laje abrange o espaço aéreo ou o subsolo em projeção vertical, é unidade imobiliária autônoma com matrícula própria, e o seu titular responde pelos encargos e tributos dela; não recebe fração ideal do terreno nem participação nas áreas já edificadas. " +
      "Os municípios e o Distrito Federal podem fixar posturas edilícias e urbanísticas para a laje, e uma nova laje sobre ela depende de autorização expressa dos titulares da construção-base e das demais lajes.",
    source: CC_SOURCE,
  },
  {
    id: "cc-laje-obras-fachada",
    code: CODIGO_CIVIL,
    item: "art. 1.510-B",
    title: "Titular da laje não pode prejudicar a segurança, a linha arquitetônica ou o arranjo estético do edifício",
    topics: ["artigo 1.510-B", "direito de laje", "obra na laje", "reforma na laje", "linha arquitetônica", "arranjo estético", "fachada", "construção-base", "segurança do edifício", "falta de manutenção", "Código Civil"],
    text:
      "Pelo art. 1.510-B do Código Civil, é expressamente proibido ao titular da laje prejudicar, com obras novas ou com falta de reparação, a segurança, a linha arquitetônica ou o arranjo estético do edifício, observadas as posturas da legislação local. " +
      "A regra vale tanto para o que se constrói quanto para o que se deixa de conservar: o projeto de uma laje precisa respeitar a estrutura e a composição da construção-base.",
    source: CC_SOURCE,
  },
  {
    id: "cc-multipropriedade-7-dias",
    code: CODIGO_CIVIL,
    item: "arts. 1.358-C e 1.358-E (Lei 13.777/2018)",
    title: "Multipropriedade (time sharing): cada fração de tempo tem no mínimo 7 dias, seguidos ou intercalados",
    topics: ["artigo 1.358-E", "multipropriedade", "time sharing", "timeshare", "fração de tempo", "casa de temporada compartilhada", "imóvel compartilhado", "7 dias", "sete dias", "Código Civil", "Lei 13.777"],
    text:
      "Pelo art. 1.358-C do Código Civil, incluído pela Lei 13.777/2018, multipropriedade é o condomínio em que cada proprietário do mesmo imóvel tem uma fração de tempo, na qual usa e goza, com exclusividade, do imóvel inteiro, em alternância com os demais. " +
      "Pelo art. 1.358-E, a fração de tempo é indivisível e não pode ser inferior a 7 dias, seguidos ou intercalados. " +
      "Segundo a Revista da EMERJ, por isso um imóvel comporta no máximo 52 frações de 7 dias por ano, e nada impede frações maiores.",
    source: CC_SOURCE,
  },
  // ---------------------------------------------------------------- Responsabilidade técnica
  {
    id: "lei6496-art",
    code: "Lei 6.496/1977 (ART)",
    item: "arts. 1º a 3º",
    title: "ART: a Lei 6.496/1977 sujeita todo contrato de obra ou serviço de engenharia à Anotação de Responsabilidade Técnica no CREA",
    topics: ["ART", "anotação de responsabilidade técnica", "o que é ART", "lei da ART", "Lei 6.496", "6.496", "CREA", "Confea", "engenheiro", "responsável técnico", "ART do engenheiro", "multa por falta de ART"],
    text:
      "A Lei 6.496, de 7 de dezembro de 1977, instituiu a Anotação de Responsabilidade Técnica (ART): todo contrato, escrito ou verbal, para a execução de obras ou a prestação de serviços profissionais de engenharia, arquitetura e agronomia fica sujeito a ela. " +
      "A ART define, para os efeitos legais, os responsáveis técnicos pelo empreendimento; é feita pelo profissional ou pela empresa no CREA, conforme resolução do Confea, e a sua falta sujeita à multa da Lei 5.194/1966. " +
      "Desde a Lei 12.378/2010, arquitetos e urbanistas registram a sua responsabilidade técnica no CAU, e não mais no CREA; a ART segue sendo o registro de engenheiros e agrônomos.",
    source: "https://www.planalto.gov.br/ccivil_03/leis/l6496.htm",
  },
  // ---------------------------------------------------------------- Energia solar (geração distribuída)
  {
    id: "lei14300-marco-geracao-distribuida",
    code: LEI14300,
    item: "arts. 1º e 26",
    title: "Lei 14.300/2022: marco legal da energia solar no telhado; quem pediu a ligação até 7/01/2023 mantém as regras antigas até 2045",
    topics: [...SOLAR, "Lei 14.300", "14.300", "marco legal da energia solar", "lei da energia solar", "microgeração", "minigeração", "micro e minigeração", "75 kW", "SCEE", "compensação de energia", "créditos de energia", "REN 482", "Resolução 482", "ANEEL", "direito adquirido"],
    text:
      "A Lei 14.300, sancionada em 6 de janeiro de 2022 e publicada no dia 7, instituiu o marco legal da microgeração e minigeração distribuída e o Sistema de Compensação de Energia Elétrica (SCEE); até então o tema era regulado só pela ANEEL, na Resolução Normativa 482/2012. " +
      "Microgeração é a central de fonte renovável ou cogeração qualificada de até 75 kW, ligada à rede pela instalação da unidade consumidora, como o sistema fotovoltaico no telhado. " +
      "Os sistemas já existentes e os que protocolaram a solicitação de acesso na distribuidora até 12 meses depois da publicação mantêm as regras anteriores de compensação até 31 de dezembro de 2045 (art. 26); a ANEEL regulamentou a lei em 2023.",
    source: LEI14300_SOURCE,
  },
  {
    id: "lei14300-fio-b-transicao",
    code: LEI14300,
    item: "art. 27",
    title: "Fio B na energia solar: cobrança escalonada sobre a energia compensada, de 15% em 2023 a 90% em 2028",
    topics: [...SOLAR, "Fio B", "taxa do sol", "taxação do sol", "TUSD", "TUSD Fio B", "cobrança do fio B", "transição", "homologado", "homologação", "energia injetada", "injetada na rede", "15%", "30%", "45%", "60%", "75%", "90%", "payback", "Lei 14.300", "14.300"],
    text:
      "Pelo art. 27 da Lei 14.300/2022, as unidades do sistema de compensação que não têm o direito de transição do art. 26 (as que já existiam em 07/01/2022 ou pediram acesso à distribuidora até 12 meses depois, isentas dessa cobrança até 31/12/2045) pagam, sobre toda a energia compensada, uma parte das componentes tarifárias de distribuição (remuneração dos ativos, depreciação e operação e manutenção da rede), o chamado Fio B da TUSD. " +
      "Segundo resumos do setor que reproduzem a lei, o percentual é de 15% em 2023, 30% em 2024, 45% em 2025, 60% em 2026, 75% em 2027 e 90% em 2028; pedidos de acesso feitos entre o 13º e o 18º mês depois da publicação têm regra própria. " +
      "É cobrança pelo uso da rede, não imposto, e incide só sobre a parcela da tarifa de distribuição: confirme na lei e na distribuidora o enquadramento e o percentual do sistema em projeto.",
    source: LEI14300_SOURCE,
  },
  // ---------------------------------------------------------------- Incorporação imobiliária
  {
    id: "lei4591-memorial-incorporacao",
    code: LEI4591,
    item: "art. 32",
    title: "Incorporação: só se vendem unidades na planta depois de registrado o memorial de incorporação no Registro de Imóveis",
    topics: ["artigo 32", "memorial de incorporação", "registro de incorporação", "registro da incorporação", "incorporação imobiliária", "incorporador", "incorporadora", "vender na planta", "lançamento imobiliário", "documentos da incorporação", "projeto aprovado", "minuta da convenção", "frações ideais", "custo global da obra", "memorial descritivo", "Lei 4.591"],
    text:
      "Pelo artigo 32 da Lei 4.591/1964 (redação da Lei 14.382/2022), o incorporador só pode vender ou onerar as frações ideais que corresponderão às futuras unidades depois de registrar, no Registro de Imóveis competente, o memorial de incorporação. " +
      "O memorial reúne, entre outros documentos: o título de propriedade do terreno, as certidões negativas de impostos, protestos, ações e ônus reais, o histórico dos títulos dos últimos 20 anos, o projeto de construção aprovado pela prefeitura, o cálculo das áreas (global, das partes comuns e de cada unidade), o memorial descritivo das especificações da obra, a avaliação do custo global da obra e de cada unidade, a discriminação das frações ideais do terreno e a minuta da futura convenção de condomínio. " +
      "Vender antes desse registro descumpre a lei e sujeita o incorporador às sanções dela.",
    source: "https://www.planalto.gov.br/ccivil_03/leis/l4591.htm",
  },
  {
    id: "lei4591-quadro-resumo",
    code: "Lei 13.786/2018 (art. 35-A da Lei 4.591/1964)",
    item: "art. 35-A da Lei 4.591/1964",
    title: "Contrato de imóvel na planta começa por um quadro-resumo com preço, pagamento, corretagem, distrato e prazo de entrega",
    topics: ["artigo 35-A", "quadro-resumo", "quadro resumo", "início do contrato", "documento obrigatório no contrato", "contrato de compra na planta", "contrato da incorporadora", "promessa de compra e venda", "imóvel na planta", "apartamento na planta", "corretagem", "direito de arrependimento", "habite-se", "Lei 13.786", "Lei do Distrato"],
    text:
      "Pelo art. 35-A da Lei 4.591/1964, inserido pela Lei 13.786/2018, os contratos de compra e venda, promessa, cessão ou promessa de cessão de unidades de incorporação imobiliária começam obrigatoriamente por um quadro-resumo. " +
      "Ele traz, entre outros itens: o preço total, a entrada e a forma de pagamento, o valor e o beneficiário da corretagem, os índices de correção e os juros, as consequências do distrato ou da resolução (com as penalidades e os prazos de devolução em destaque), o direito de arrependimento nos contratos assinados em estande ou fora da sede (7 dias, pelo art. 49 do Código de Defesa do Consumidor e pelo art. 67-A, § 10, da mesma lei), os ônus sobre o imóvel, o número do registro do memorial de incorporação e o prazo final para o habite-se. " +
      "Se faltar alguma informação, o incorporador tem 30 dias para aditar o contrato; não o fazendo, o comprador tem justa causa para a rescisão.",
    source: "https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2018/lei/l13786.htm",
  },
  // ---------------------------------------------------------------- Revestimento cerâmico em paredes internas
  {
    id: "nbr13754-juntas-movimentacao-parede",
    code: "ABNT NBR 13754:1996",
    item: "juntas de movimentação",
    title: "Azulejo em parede interna: junta de movimentação a partir de 32 m² ou 8 m, e de 24 m² ou 6 m em parede exposta ao sol ou à umidade",
    topics: ["junta de movimentação na parede", "junta de movimentação parede", "junta de dilatação na parede", "junta de dilatação azulejo", "azulejo", "revestimento de parede", "revestimento cerâmico de parede", "parede interna", "cerâmica na parede", "porcelanato na parede", "junta de dessolidarização", "azulejo estufado", "azulejo soltando", "13754"],
    text:
      "A NBR 13754 (revestimento de paredes internas com placas cerâmicas e argamassa colante) pede juntas de movimentação, que subdividem o revestimento para aliviar as tensões da parede e das próprias placas. " +
      "Segundo resumos profissionais da norma, elas são executadas nas paredes com área de 32 m² ou mais, ou quando uma das dimensões chega a 8 m; em paredes expostas ao sol ou à umidade, a partir de 24 m² ou de 6 m. " +
      "No perímetro do pano, no encontro com pisos, forros, pilares e vigas e nas mudanças de material da base, recomendam-se juntas de dessolidarização. " +
      "Os valores vêm da edição de 1996: confira na edição em vigor.",
    source: NORM_TEXT_SOURCE,
  },
];
