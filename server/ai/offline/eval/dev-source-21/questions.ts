import type { EvalQuestion } from "#server/ai/offline/eval/types";

/**
 * Twenty-first blind development set by source (07/12/2026; decision 082, R-AI-8). Written from
 * search results of the stored public pages only: no passage of the offline base and no other
 * evaluation set's questions were read, and the offline answerer was not run. Every source is a
 * page from a publisher that no passage, tuning or holdout question, holdout-by-source question nor
 * earlier development set cites (questions.test.ts checks it), and none is a file-sharing copy, a
 * blog host or an exam bank on the banned list: city halls and a city council, the federal audit
 * court's procurement guide, a university journal, law firms, state fire-brigade rules as reported
 * by engineering firms and condominium managers, manufacturers, suppliers and portals.
 * The theme is the everyday content of public-exam banks for architects (concursos), turned into
 * direct chat questions: the instruments of the Estatuto da Cidade (progressive IPTU, revision of
 * the plano diretor, EIV), public works contracts under Lei 14.133 (guarantees, projeto básico and
 * executivo, the revocation of Lei 8.666), the CAU law (registration, prescription), builders'
 * warranties under the Código Civil and the consumer code, urban APPs after Lei 14.285, ramps and
 * handrails (NBR 9050), tactile floors (NBR 16537), emergency doors (NBR 9077), lightning
 * protection (NBR 5419 and the fire brigades of SC and RJ), the fire reserve of water tanks, lux
 * for classrooms (NBR ISO/CIE 8995-1) and the CUB. Questions are asked as an architect types in
 * the chat, some with a case first, some lowercase and unaccented, some formal, some two-part; each
 * key fact was read on the cited page (a calc question's rule was read there and the arithmetic
 * done on it, with every input given in the question itself). A few answerable questions ask
 * obscure but real facts (the CBMSC thresholds for lightning protection, the 30% guarantee for
 * works over R$ 200 million, the 20% fire reserve, the 90 days for apparent defects) that the base
 * is not expected to hold: there the honest answer is "não encontrei". The out questions mix
 * foreign rules (ADA, IRC, IESNA), norms and resolutions that do not exist, and off-topic asks.
 */
export const DEV_SOURCE_21: readonly EvalQuestion[] = [
  // Estatuto da Cidade: IPTU progressivo, plano diretor, EIV
  {
    q: "No Estatuto da Cidade, qual é a alíquota máxima que o IPTU progressivo no tempo pode atingir?",
    kind: "fact",
    norm: "Lei 10.257",
    fact: "15%",
    source: "https://saobernardo.sp.gov.br/web/sbc/iptu-progressivo-no-tempo",
  },
  {
    q: "Terreno vazio notificado para edificação compulsória que continua sem uso: o IPTU dele era de 1,5% e passa a ser progressivo, dobrando a cada ano. Qual será a alíquota no 3º ano de cobrança progressiva, se o 1º ano já é 1,5%?",
    kind: "calc",
    norm: "Lei 10.257",
    fact: "6%",
    wrong: ["4,5%"],
    source: "https://saobernardo.sp.gov.br/web/sbc/iptu-progressivo-no-tempo",
  },
  {
    q: "iptu progressivo no tempo comecando em 3,5% no primeiro ano e duplicando todo ano, quanto fica no terceiro ano? ainda abaixo do teto?",
    kind: "calc",
    norm: "Lei 10.257",
    fact: "14%",
    source: "https://saobernardo.sp.gov.br/web/sbc/iptu-progressivo-no-tempo",
  },
  {
    q: "Depois de quantos anos de IPTU progressivo sem o proprietário cumprir a obrigação o município pode desapropriar o imóvel pagando com títulos da dívida pública?",
    kind: "fact",
    norm: "Lei 10.257",
    fact: "5 anos",
    source: "https://saobernardo.sp.gov.br/web/sbc/iptu-progressivo-no-tempo",
  },
  {
    q: "Em São Bernardo do Campo, qual é o coeficiente de aproveitamento mínimo abaixo do qual um lote é considerado subutilizado para fins de parcelamento, edificação ou utilização compulsórios?",
    kind: "municipal",
    source: "https://saobernardo.sp.gov.br/web/sbc/iptu-progressivo-no-tempo",
  },
  {
    q: "De quanto em quanto tempo, no máximo, a lei que institui o plano diretor tem que ser revista?",
    kind: "fact",
    norm: "Lei 10.257",
    fact: "10 anos",
    source: "https://sorocaba.camarasempapel.com.br/legislacao/..\\Arquivo\\Documents\\legislacao\\migracao\\62cec824a8905149494d8d20.html",
  },
  {
    q: "Vou aprovar uma casa térrea em Sorocaba: qual é o recuo frontal mínimo que a prefeitura exige?",
    kind: "municipal",
    source: "https://sorocaba.camarasempapel.com.br/legislacao/..\\Arquivo\\Documents\\legislacao\\migracao\\62cec824a8905149494d8d20.html",
  },
  {
    q: "Quais empreendimentos são obrigados a apresentar Estudo de Impacto de Vizinhança no Distrito Federal, e a partir de que área construída?",
    kind: "municipal",
    source: "https://aveverde.com.br/servicos/15-estudos-de-impacto-de-vizinhanca-eiv",
  },
  {
    q: "O Estatuto da Cidade criou um 'IPTU verde' federal obrigatório, com desconto fixo de 20% para telhado verde? Qual artigo?",
    kind: "out",
    source: "https://saobernardo.sp.gov.br/web/sbc/iptu-progressivo-no-tempo",
  },
  // Código Civil, garantias da construção e consumidor
  {
    q: "Qual artigo do Código Civil diz que o proprietário pode levantar em seu terreno as construções que quiser, ressalvados o direito dos vizinhos e os regulamentos administrativos?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/1.299/",
    source: "http://advrios.com.br/br/novidades/artigos/da-outorga-onerosa-do-direito-de-construir",
  },
  {
    q: "Por quanto tempo o empreiteiro responde pela solidez e segurança da obra pelo artigo 618 do Código Civil?",
    kind: "fact",
    norm: "Código Civil",
    fact: "5 anos",
    source: "http://ricardocampelo.adv.br/garantias-e-vida-util-das-edificacoes/",
  },
  {
    q: "cliente recebeu o apartamento com rodapé solto e porta riscada, vicio aparente. qual o prazo pelo CDC pra ele reclamar?",
    kind: "fact",
    norm: "Código de Defesa do Consumidor",
    fact: "90 dias",
    source: "http://ricardocampelo.adv.br/garantias-e-vida-util-das-edificacoes/",
  },
  {
    q: "Além do artigo 618 do Código Civil, qual é o prazo que o artigo 27 do Código de Defesa do Consumidor dá para a pretensão de reparação de danos por defeito da construção?",
    kind: "fact",
    norm: "Código de Defesa do Consumidor",
    fact: "5 anos",
    source: "https://eliansanchez.adv.br/a-teoria-da-vida-util-na-construcao-civil-e-os-prazos-de-reclamacao-de-vicios-construtivos",
  },
  {
    q: "Qual a Parte 7 da NBR 15575, a que trata de fachadas-cortina de vidro em edifícios habitacionais?",
    kind: "out",
    source: "http://ricardocampelo.adv.br/garantias-e-vida-util-das-edificacoes/",
  },
  // Lei 14.133: garantias, projeto básico e executivo
  {
    q: "Na Lei 14.133, em obras e serviços de engenharia cujo valor estimado passe de R$ 200 milhões, a garantia exigida pode chegar a qual percentual do valor inicial do contrato?",
    kind: "fact",
    norm: "Lei 14.133",
    fact: "30%",
    source: "https://infomoney.com.br/minhas-financas/nova-lei-de-licitacoes-aumenta-limite-de-seguro-para-grandes-obras",
  },
  {
    q: "Acima de que valor estimado de contrato de obra a nova lei de licitações permite exigir garantia maior, de até 30%?",
    kind: "fact",
    norm: "Lei 14.133",
    fact: "/200 milhoes/",
    source: "https://infomoney.com.br/minhas-financas/nova-lei-de-licitacoes-aumenta-limite-de-seguro-para-grandes-obras",
  },
  {
    q: "Uma prefeitura vai contratar um hospital com valor inicial de R$ 250 milhões e quer a garantia máxima que a Lei 14.133 admite para obras desse porte. De quanto é essa garantia em reais?",
    kind: "calc",
    norm: "Lei 14.133",
    fact: "R$ 75.000.000,00",
    source: "https://infomoney.com.br/minhas-financas/nova-lei-de-licitacoes-aumenta-limite-de-seguro-para-grandes-obras",
  },
  {
    q: "Quanto vai valer em 2028 o limite de obras e serviços de engenharia de grande vulto da Lei 14.133, depois da atualização anual?",
    kind: "future",
    source: "https://infomoney.com.br/minhas-financas/nova-lei-de-licitacoes-aumenta-limite-de-seguro-para-grandes-obras",
  },
  {
    q: "qual a taxa selic hoje e quanto rende um CDB de 100% do CDI?",
    kind: "out",
    source: "https://infomoney.com.br/minhas-financas/nova-lei-de-licitacoes-aumenta-limite-de-seguro-para-grandes-obras",
  },
  {
    q: "Em contratação de obra pela Lei 14.133, normalmente o contratado escolhe a modalidade de garantia. Qual modalidade o edital de obra ou serviço de engenharia pode impor?",
    kind: "fact",
    norm: "Lei 14.133",
    fact: "/seguro-garantia/",
    source: "https://licitacoesecontratos.tcu.gov.br/5-11-2-garantias-2",
  },
  {
    q: "Quantas modalidades de garantia contratual a Lei 14.133 prevê?",
    kind: "fact",
    norm: "Lei 14.133",
    fact: "/quatro modalidades/",
    source: "https://licitacoesecontratos.tcu.gov.br/5-11-2-garantias-2",
  },
  {
    q: "Qual será o valor-limite para dispensa de licitação de obras e serviços de engenharia em 2028?",
    kind: "future",
    source: "https://licitacoesecontratos.tcu.gov.br/5-11-2-garantias-2",
  },
  {
    q: "Em poucas palavras, se o projeto básico diz o que fazer, o projeto executivo trata de quê, segundo a orientação do TCU para a Lei 14.133?",
    kind: "fact",
    norm: "Lei 14.133",
    fact: "/como fazer/",
    source: "https://licitacoesecontratos.tcu.gov.br/4-4-4-projeto-executivo",
  },
  {
    q: "Qual norma da ABNT, de 1995, define o projeto executivo como a etapa de representação final das informações técnicas da edificação, necessárias à licitação e à execução da obra?",
    kind: "fact",
    norm: "NBR 13531",
    fact: "/13531/",
    source: "https://licitacoesecontratos.tcu.gov.br/4-4-4-projeto-executivo",
  },
  {
    q: "A Lei 8.666 conviveu um tempo com a 14.133. Em que data ficou postergada a revogação da 8.666?",
    kind: "fact",
    norm: "Lei 14.133",
    fact: "/abril de 2023/",
    source: "https://ordemjuridica.com.br/opiniao/nova-lei-de-licitacoes-e-o-seguro-de-obras-e-servicos-de-engenharia",
  },
  {
    q: "Para obras e serviços de engenharia a 14.133 fala em anteprojeto, projeto básico e executivo. E para bens e serviços comuns, qual é o documento que define o objeto?",
    kind: "fact",
    norm: "Lei 14.133",
    fact: "/termo de referencia/",
    source: "https://andersonferreira.eng.br/um-gp-decodificando-a-lei-14-133-a-lei-de-licitacoes-e-contratos-administrativos",
  },
  {
    q: "Que tipo de obra a Lei 14.133 permite, em alguns casos, licitar sem um projeto básico completo e com prazo menor para as propostas?",
    kind: "fact",
    norm: "Lei 14.133",
    fact: "/comuns de engenharia/",
    source: "https://blog.jmlgrupo.com.br/um-ensaio-sobre-obras-comuns-de-engenharia-na-nova-lei-de-licitacoes-e-contratos-administrativos/",
  },
  // Lei 12.378 e CAU
  {
    q: "Pela Lei 12.378, em quanto tempo prescreve a punibilidade de uma infração disciplinar de arquiteto?",
    kind: "fact",
    norm: "Lei 12.378",
    fact: "5 anos",
    source: "https://informanet.com.br/Prodinfo/boletim/2017/trabalhista/arquitetura_e_urbanismo_39_2017.html",
  },
  {
    q: "sou registrada no CAU/MG, posso fazer projeto no Pará sem novo registro? o registro vale onde?",
    kind: "fact",
    norm: "Lei 12.378",
    fact: "/todo o territorio nacional/",
    source: "https://informanet.com.br/Prodinfo/boletim/2017/trabalhista/arquitetura_e_urbanismo_39_2017.html",
  },
  {
    q: "Qual o valor da anuidade do CAU para pessoa física em 2028?",
    kind: "future",
    source: "https://informanet.com.br/Prodinfo/boletim/2017/trabalhista/arquitetura_e_urbanismo_39_2017.html",
  },
  {
    q: "O que diz a Resolução CAU/BR nº 999, que proíbe o arquiteto de assinar projeto elétrico de residência?",
    kind: "out",
    source: "https://informanet.com.br/Prodinfo/boletim/2017/trabalhista/arquitetura_e_urbanismo_39_2017.html",
  },
  // APP urbana (Código Florestal, Lei 14.285)
  {
    q: "Qual lei de 2021 passou ao município o poder de definir, por lei municipal, a largura da APP de margem de rio em área urbana consolidada?",
    kind: "fact",
    norm: "Lei 12.651",
    fact: "/14.285/",
    source: "https://www.carlossergiogurgel.adv.br/post/áreas-de-preservação-permanente-app-em-área-urbana-consolidada-nova-disciplina-legal",
  },
  {
    q: "Lote em área urbana consolidada de Natal, à beira de um córrego de 3 m de largura: quantos metros de faixa marginal não edificável tenho que deixar?",
    kind: "municipal",
    source: "https://www.carlossergiogurgel.adv.br/post/áreas-de-preservação-permanente-app-em-área-urbana-consolidada-nova-disciplina-legal",
  },
  // Acessibilidade: rampas, corrimãos, piso tátil, barras (NBR 9050, NBR 16537)
  {
    q: "A partir de qual inclinação uma superfície de piso passa a ser considerada rampa pela NBR 9050?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "5%",
    source: "https://www.wrglass.com.br/noticia/voce-sabe-como-instalar-corrimao-para-rampas-de-acessibilidade?",
  },
  {
    q: "Corredor externo de 10 m de comprimento vencendo um desnível de 40 cm: qual a inclinação dele? Isso já conta como rampa na NBR 9050?",
    kind: "calc",
    norm: "NBR 9050",
    fact: "4%",
    source: "https://www.wrglass.com.br/noticia/voce-sabe-como-instalar-corrimao-para-rampas-de-acessibilidade?",
  },
  {
    q: "corrimao de rampa acessivel: a 9050 pede uma altura so ou mais de uma de cada lado?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "/duas alturas/",
    source: "https://www.wrglass.com.br/noticia/voce-sabe-como-instalar-corrimao-para-rampas-de-acessibilidade?",
  },
  {
    q: "Qual é a NBR 9052, a norma de acessibilidade específica para rampas de concreto pré-moldado?",
    kind: "out",
    source: "https://www.wrglass.com.br/noticia/voce-sabe-como-instalar-corrimao-para-rampas-de-acessibilidade?",
  },
  {
    q: "Em que ano saiu a primeira edição da NBR 16537, a norma de sinalização tátil no piso?",
    kind: "fact",
    norm: "NBR 16537",
    fact: "/2016/",
    source: "http://elisaprado.com.br/blog/2016/08/novissima-norma-para-pisos-tatil-abnt-nbr-165372016/?share=google-plus-1",
  },
  {
    q: "Pelo ADA americano, a que altura em polegadas ficam as barras de apoio horizontais do banheiro?",
    kind: "out",
    source: "https://www.yourtoiletparts.com/pt/blog/what-should-b2b-buyers-look-for-in-a-supplier-of-safety-grab-bars",
  },
  {
    q: "O International Residential Code dos EUA exige que a fixação da barra de apoio aguente quantas libras?",
    kind: "out",
    source: "https://www.yourtoiletparts.com/pt/blog/what-should-b2b-buyers-look-for-in-a-supplier-of-safety-grab-bars",
  },
  {
    q: "Qual a altura do corrimão de escada, em polegadas, recomendada nos códigos americanos?",
    kind: "out",
    source: "https://houses-apartments.com/pt/architecture/safety-in-architecture/are-there-proper-handrails-and-guardrails-on-stairs-and-ramps",
  },
  {
    q: "Qual a melhor marca de cadeira de rodas motorizada para comprar para o meu pai?",
    kind: "out",
    source: "https://cadeiravoadora.com.br/como-escolher-uma-cadeira-de-rodas/",
  },
  {
    q: "Condomínio residencial novo em Santos: a lei obriga a reservar vagas de idoso na garagem, e quantas?",
    kind: "municipal",
    source: "https://revistadoscondominios.com.br/vagas-especiais-na-garagem-questao-de-bom-senso-e-civilidade/",
  },
  {
    q: "Que percentual da população brasileira tem 60 anos ou mais, segundo o IBGE?",
    kind: "out",
    source: "https://revistadoscondominios.com.br/vagas-especiais-na-garagem-questao-de-bom-senso-e-civilidade/",
  },
  // Saídas de emergência, para-raios e reserva de incêndio
  {
    q: "Pela NBR 9077, as portas das rotas de saída de emergência devem abrir em que sentido?",
    kind: "fact",
    norm: "NBR 9077",
    fact: "/sentido da saida/",
    source: "https://www.dksbarras.com.br/o-que-e-nbr9077/",
  },
  {
    q: "Em Santa Catarina, a partir de que altura o Corpo de Bombeiros exige SPDA (para-raios) em prédio residencial multifamiliar?",
    kind: "fact",
    norm: "CBMSC",
    fact: "20 m",
    source: "https://bvgovernanca.com.br/regularizacao-de-para-raios",
  },
  {
    q: "Prédio residencial multifamiliar baixo em SC: a partir de qual área construída o CBMSC passa a exigir para-raios mesmo sem atingir a altura-limite?",
    kind: "fact",
    norm: "CBMSC",
    fact: "750 m2",
    source: "https://www.a3con.com.br/ler-noticia/regularizacao-de-para-raios",
  },
  {
    q: "No Rio de Janeiro, toda edificação com mais de quantos metros de altura precisa de para-raios pelo código de segurança contra incêndio e pânico?",
    kind: "fact",
    norm: "COSCIP",
    fact: "30 m",
    source: "https://engenhariasparta.com.br/quando-o-corpo-de-bombeiros-exige-para-raios/",
  },
  {
    q: "Galpão comercial no RJ: acima de que área total construída o COSCIP exige sistema de para-raios em estabelecimento industrial ou comercial?",
    kind: "fact",
    norm: "COSCIP",
    fact: "1.500 m2",
    source: "https://www.hsj.com.br/conteudo.php?id=41",
  },
  {
    q: "Pela NBR 5419 de 2015, o que define se uma edificação precisa de SPDA: só a altura ou outra coisa?",
    kind: "fact",
    norm: "NBR 5419",
    fact: "/analise de risco/",
    source: "https://www.instalapar.com.br/?p=4152",
  },
  {
    q: "O que diz a NBR 5419-5, a parte da norma de para-raios só para residências unifamiliares?",
    kind: "out",
    source: "https://www.instalapar.com.br/?p=4152",
  },
  {
    q: "Em condomínio, a reserva técnica de incêndio deve ser de pelo menos quanto do consumo diário?",
    kind: "fact",
    norm: "NBR 13714",
    fact: "20%",
    source: "https://medeage.com.br/blog/voc-sabe-o-que-reserva-tcnica-de-incndio-e-como-ela-se-diferencia-da-reserva-de-consumo",
  },
  {
    q: "Edifício com consumo diário de 25.000 litros: pela regra de reserva mínima de incêndio proporcional ao consumo diário, quantos litros de reserva técnica de incêndio devo prever?",
    kind: "calc",
    norm: "NBR 13714",
    fact: "5.000 litros",
    source: "https://medeage.com.br/blog/voc-sabe-o-que-reserva-tcnica-de-incndio-e-como-ela-se-diferencia-da-reserva-de-consumo",
  },
  // Iluminação (NBR ISO/CIE 8995-1)
  {
    q: "Qual a iluminância média mínima recomendada para sala de aula pela NBR ISO/CIE 8995-1?",
    kind: "fact",
    norm: "NBR ISO/CIE 8995-1",
    fact: "300 lux",
    source: "https://editorarealize.com.br/artigo/visualizar/68196",
  },
  {
    q: "De que ano é a NBR ISO/CIE 8995-1, a de iluminação de ambientes de trabalho internos que substituiu a NBR 5413?",
    kind: "fact",
    norm: "NBR ISO/CIE 8995-1",
    fact: "/2013/",
    source: "https://revista.camporeal.edu.br/index.php/pi/article/view/510",
  },
  {
    q: "Quantos lux a IESNA, da América do Norte, recomenda para tarefas típicas de escritório?",
    kind: "out",
    source: "https://liteleds.com.br/?p=27870",
  },
  // CUB (Lei 4.591)
  {
    q: "Qual lei federal criou o CUB, o custo unitário básico calculado pelos Sinduscons?",
    kind: "fact",
    norm: "Lei 4.591",
    fact: "/4.591/",
    source: "https://investgroupsc.com.br/cub-sc-o-que-significa-metodos-de-calculo",
  },
  {
    q: "Estimativa rápida para o cliente: casa de 180 m² e CUB do padrão escolhido de R$ 2.750,00 por m². Quanto dá o custo pelo CUB?",
    kind: "calc",
    norm: "Lei 4.591",
    fact: "R$ 495.000,00",
    source: "https://investgroupsc.com.br/cub-sc-o-que-significa-metodos-de-calculo",
  },
  {
    q: "Qual vai ser o CUB R8-N de Santa Catarina de março de 2027?",
    kind: "future",
    source: "https://investgroupsc.com.br/cub-sc-o-que-significa-metodos-de-calculo",
  },
  {
    q: "Qual a taxa de ocupação máxima permitida na zona central de Balneário Camboriú?",
    kind: "municipal",
    source: "https://investgroupsc.com.br/cub-sc-o-que-significa-metodos-de-calculo",
  },
];
