import type { EvalQuestion } from "#server/ai/offline/eval/types";

/**
 * Thirteenth blind development set by source (07/12/2026; decision 082, R-AI-8). Written from search
 * results of the stored public pages only: no passage of the offline base and no other evaluation
 * set's questions were read, and the offline answerer was not run. Every source is a page from a
 * publisher that no passage, tuning or holdout question, holdout-by-source question nor any earlier
 * development set cites (questions.test.ts checks it), every host ends in ".com.br" or lies outside
 * ".br", and none is a government, fire-brigade, ABNT or CAU host, a file-sharing copy, a blog host
 * or an exam bank on the banned list. This set leans on what manufacturers, suppliers, engineering
 * and architecture firms, trade magazines and property lawyers explain to architects and clients
 * (glass guard-rails and shower screens, fire doors, ramps and stairs, tiling joints and tile
 * counts, grease traps, lighting loads, lightning-protection reports, apartment renovations under
 * NBR 16280, the CUB and Lei 4.591, off-plan cancellations, riverside strips, rooftop solar under
 * Lei 14.300) rather than on rare facts. Questions are asked as an architect types in the chat,
 * some with the project's case first, some lowercase and unaccented, some exam-style, some in two
 * parts; each key fact was read on the cited page (a calc question's rule was read there and the
 * arithmetic done on it, with any CUB value given in the question itself). A few answerable
 * questions ask obscure but real facts (the 2018 edition of NBR 11742, the 1997 start of compulsory
 * residual-current devices, the 2015 revision of NBR 5419, the 2021 edition of NBR 15575, the ANEEL
 * resolution that Lei 14.300 replaced, the "quadro-resumo" that Lei 13.786 made compulsory) that
 * the base is not expected to hold: there the honest answer is "não encontrei".
 */
export const DEV_SOURCE_13: EvalQuestion[] = [
  // Vidros, guarda-corpos e portas corta-fogo (NBR 14718, NBR 14207, NBR 11742)
  {
    q: "Guarda-corpo de vidro na varanda: além da NBR 14718, a que norma de vidros na construção a placa tem de atender?",
    kind: "fact",
    norm: "NBR 14718",
    fact: "/NBR 7199/",
    source: "https://arquivetro.com.br/produtos/guarda-corpo-de-vidro",
  },
  {
    q: "qual a edicao vigente da nbr 14718 de guarda-corpos, a de 2001 ainda vale?",
    kind: "fact",
    norm: "NBR 14718",
    fact: "/2019/",
    source: "https://rrinoxeferragens.com.br/blog/o-que-e-a-norma-nbr-14718-e-como-aplica-la-em-projetos-com-guarda-corpo-de-vidro",
  },
  {
    q: "Cliente tem apartamento de frente para o mar e quer guarda-corpo de vidro. Que ferragem devo especificar por causa da maresia?",
    kind: "fact",
    norm: "NBR 14718",
    fact: "/inox/",
    source: "https://jmvidros.com.br/guarda-corpo.html",
  },
  {
    q: "box de banheiro em vidro temperado: qual a espessura minima que a nbr 14207 pede?",
    kind: "fact",
    norm: "NBR 14207",
    fact: "8 mm",
    source: "https://meuvidraceiro.com.br/blog-contratante/qual-tipo-de-vidro-e-mais-seguro-para-box",
  },
  {
    q: "A NBR 11742 de portas corta-fogo para saídas de emergência que está em vigor é de que ano?",
    kind: "fact",
    norm: "NBR 11742",
    fact: "/2018/",
    source: "https://www.portasespeciais.assaabloy.com.br/pt/assa-abloy-portas-especiais/blog/qual-a-norma-da-porta-corta-fogo",
  },

  // Rampas e escadas (NBR 9050)
  {
    q: "A partir de que inclinação longitudinal um piso passa a ser considerado rampa?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "5%",
    source: "https://blog.obramax.com.br/max-ensina/calculo-de-rampa",
  },
  {
    q: "Entrada de uma loja com desnível de 0,60 m: usando rampa a 8,33% (1:12), qual o comprimento horizontal necessário?",
    kind: "calc",
    norm: "NBR 9050",
    fact: "7,20 m",
    source: "https://chaledemadeira.com/construcao/calculo-de-rampa-de-garagem/",
  },
  {
    q: "rampa que vence 0,40 m de altura em 5,00 m de projecao horizontal: qual a inclinacao em %? passa no limite de 8,33%?",
    kind: "calc",
    norm: "NBR 9050",
    fact: "8%",
    source: "https://blog.galeriadaarquitetura.com.br/?p=11720",
  },
  {
    q: "Sobrado com pé-direito de 2,70 m e laje de 18 cm. Se eu fixar o espelho em 18 cm, quantos degraus a escada terá?",
    kind: "calc",
    norm: "NBR 9050",
    fact: "16 degraus",
    source: "https://revistazelo.com.br/moda/escadas-sinonimo-de-conforto-e-funcionalidade/",
  },
  {
    q: "Escada confortável de casa: qual a altura máxima do espelho do degrau?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "18 cm",
    source: "http://blog.giacomelli.com.br/2011/06/17/qual-e-melhor-escada-para-sua-casa/",
  },

  // Desempenho (NBR 15575) e iluminação (NBR ISO/CIE 8995-1)
  {
    q: "A edição da norma de desempenho com a parte acústica revisada é de que ano?",
    kind: "fact",
    norm: "NBR 15575",
    fact: "/2021/",
    source: "https://scaladb.com.br/nbr-15575-desempenho-acustico-em-edificacoes/",
  },
  {
    q: "No projeto luminotécnico, 1 lux equivale a quanto de fluxo luminoso por área?",
    kind: "fact",
    norm: "NBR ISO/CIE 8995-1",
    fact: "/1 lumen por metro quadrado/",
    source: "https://energiumsolucoes.com/?p=919",
  },

  // Instalações elétricas (NBR 5410) e SPDA (NBR 5419)
  {
    q: "Desde quando o dispositivo DR é de uso obrigatório nas instalações elétricas?",
    kind: "fact",
    norm: "NBR 5410",
    fact: "/1997/",
    source: "https://revistapotencia.com.br/?p=31586",
  },
  {
    q: "Dormitório de 3,50 m × 4,00 m: qual a carga mínima de iluminação a prever pela NBR 5410?",
    kind: "calc",
    norm: "NBR 5410",
    fact: "220 VA",
    source: "https://www.saladaeletrica.com.br/dimensionamento-iluminacao-e-tomadas-aula-2/?amp=1",
  },
  {
    q: "Prédio residencial na orla, sujeito à maresia: de quanto em quanto tempo precisa do laudo do para-raios?",
    kind: "fact",
    norm: "NBR 5419",
    fact: "1 ano",
    source: "https://connapa.com.br/laudo-de-para-raios-ou-spda",
  },
  {
    q: "e num predio comum, longe do litoral e sem explosivos, o laudo de spda vale quanto tempo?",
    kind: "fact",
    norm: "NBR 5419",
    fact: "3 anos",
    source: "https://tecbrassolucoes.com.br/blog/laudo-spda",
  },
  {
    q: "Além do laudo periódico do SPDA, com que frequência a NBR 5419 pede a inspeção visual do sistema?",
    kind: "fact",
    norm: "NBR 5419",
    fact: "6 meses",
    source: "https://innovatechmaquinas.com.br/post/qual-validade-laudo-instalacoes-eletricas",
  },
  {
    q: "A NBR 5419 de proteção contra descargas atmosféricas passou pela última revisão em que ano?",
    kind: "fact",
    norm: "NBR 5419",
    fact: "/2015/",
    source: "https://pararaioscampinas.com.br/spda-e-sua-periodicidade-de-inspecao/",
  },

  // Esgoto (NBR 8160)
  {
    q: "qual o volume minimo de uma caixa de gordura para a pia de uma casa?",
    kind: "fact",
    norm: "NBR 8160",
    fact: "18 litros",
    source: "https://desentupidoracuritibao.com.br/blog/caixa-de-gordura-para-que-serve",
  },

  // Revestimentos cerâmicos (NBR 13753, NBR 13754)
  {
    q: "Parede interna revestida com cerâmica: a partir de que área preciso prever junta de movimentação?",
    kind: "fact",
    norm: "NBR 13754",
    fact: "32 m²",
    source: "http://effem.com.br/index.php/blog/16-revestimento-de-paredes-internas",
  },
  {
    q: "piso ceramico externo da area da piscina, a cada quantos m2 tem que ter junta de dilatacao?",
    kind: "fact",
    norm: "NBR 13753",
    fact: "20 m²",
    source: "https://www.fazfacil.com.br/reforma-construcao/revestimento-assentamento/2/",
  },
  {
    q: "Piso de placas cerâmicas extrudadas na varanda: qual a largura recomendada da junta de assentamento?",
    kind: "fact",
    norm: "NBR 13753",
    fact: "8 mm",
    source: "https://gail.com.br/blog/tipos-de-juntas-e-suas-caracteristicas/",
  },
  {
    q: "Quarto de 4 m × 3 m com piso 30 × 30 cm em assentamento reto: quantas peças comprar, com 10% de perda?",
    kind: "calc",
    norm: "NBR 13753",
    fact: "/148/",
    source: "https://blogbemolonline.azurewebsites.net/saiba-como-calcular-o-piso-para-seu-comodo",
  },
  {
    q: "Porcelanato 90 × 90 na sala: posso calcular a compra só pela área, como faço com peças pequenas?",
    kind: "fact",
    norm: "NBR 13753",
    fact: "/paginar/",
    source: "https://www.pastilhacor.com/post/cópia-de-como-calcular-metro-quadrado-e-a-quantidade-certa-de-porcelanato",
  },

  // Reformas em condomínio (NBR 16280)
  {
    q: "Numa reforma de apartamento, quem aprova ou recusa o plano de reforma apresentado pelo morador, pela NBR 16280?",
    kind: "fact",
    norm: "NBR 16280",
    fact: "/síndico/",
    source: "https://www.grupoterrazo.com.br/post/reforma-na-sua-unidade",
  },

  // Custos e CUB (NBR 12721, Lei 4.591)
  {
    q: "Estimativa rápida para o cliente: casa de 180 m² de área equivalente com CUB de R$ 2.400,00/m². Quanto dá o custo pelo CUB?",
    kind: "calc",
    norm: "NBR 12721",
    fact: "R$ 432.000,00",
    source: "https://biazottoimoveis.com.br/como-e-feito-o-calculo-do-cub",
  },
  {
    q: "com o CUB R8-N paulista de R$ 1.024,70 por m2, quanto custa pelo CUB uma obra de 100 m2 de area equivalente?",
    kind: "calc",
    norm: "NBR 12721",
    fact: "R$ 102.470,00",
    source: "https://revistaoe.com.br/custo-da-construcao-civil-em-sp-fica-estavel-em-janeiro/",
  },
  {
    q: "ate que dia de cada mes os sinduscons sao obrigados a divulgar o cub pela lei 4.591?",
    kind: "fact",
    norm: "Lei 4.591",
    fact: "/dia 5/",
    source: "https://jbservices.com.br/noticia/o-que-e-cub",
  },

  // Compra na planta (Lei 13.786)
  {
    q: "Cliente desistiu do apartamento na planta e a incorporação tem patrimônio de afetação. Até quanto do valor pago a incorporadora pode reter?",
    kind: "fact",
    norm: "Lei 13.786",
    fact: "50%",
    source: "https://rochaadvogadosassociados.com.br/?p=2618",
  },
  {
    q: "E se o empreendimento não tiver patrimônio de afetação, qual a multa máxima que a construtora retém no distrato?",
    kind: "fact",
    norm: "Lei 13.786",
    fact: "25%",
    source: "https://clickpetroleoegas.com.br/para-evitar-surpresas-a-lei-do-distrato-estabeleceu-um-percentual-maximo-de-multa-que-a-construtora-pode-reter-caso-voce-nao-consiga-mais-pagar-as-parcelas-do-financiamento-btl96",
  },
  {
    q: "Que documento a Lei do Distrato tornou obrigatório no início do contrato de compra na planta, com taxas e penalidades?",
    kind: "fact",
    norm: "Lei 13.786",
    fact: "/quadro resumo/",
    source: "https://www.elaadvogados.com.br/post/entendendo-a-lei-do-distrato-e-os-limites-legais-de-retenção-permitidos-às-incorporadoras",
  },

  // Código Florestal (Lei 12.651)
  {
    q: "Terreno com um córrego de uns 4 m de largura no fundo: qual a faixa de APP em cada margem pelo Código Florestal?",
    kind: "fact",
    norm: "Lei 12.651",
    fact: "30 m",
    source: "https://inteliagro.com.br/quanto-deve-medir-uma-app-area-de-preservacao-permanente-de-um-rio",
  },
  {
    q: "e se tiver uma nascente no lote, qual o raio de app em volta dela?",
    kind: "fact",
    norm: "Lei 12.651",
    fact: "50 m",
    source: "https://www.direitoimobiliario.online/post/o-que-%C3%A9-uma-app-%C3%A1rea-de-preserva%C3%A7%C3%A3o-permanente",
  },

  // Exercício profissional (CAU) e energia solar (Lei 14.300)
  {
    q: "Como se chama o RRT feito fora das condições e prazos exigidos pela Resolução CAU/BR 91?",
    kind: "fact",
    norm: "Resolução CAU/BR 91",
    fact: "/extemporâneo/",
    source: "https://canalabertobrasil.com.br/conselho-de-arquitetura-e-urbanismo-regulamenta-o-registro-de-responsabilidade-tecnica-rrt/",
  },
  {
    q: "Quando foi sancionada a Lei 14.300, o marco legal da geração distribuída que rege a energia solar no telhado?",
    kind: "fact",
    norm: "Lei 14.300",
    fact: "/6 de janeiro de 2022/",
    source: "https://egienergia.com.br/?p=2394",
  },
  {
    q: "Sistema fotovoltaico ligado à rede em 2024: que percentual do Fio B passou a ser cobrado sobre a energia injetada?",
    kind: "fact",
    norm: "Lei 14.300",
    fact: "30%",
    source: "https://enovaenergia.com.br/noticias/lei-14300-energia-solar-2024",
  },
  {
    q: "Antes da Lei 14.300, qual resolução normativa da ANEEL regulava a micro e minigeração distribuída?",
    kind: "fact",
    norm: "Lei 14.300",
    fact: "/482/",
    source: "https://meublogsolar.com/a-lei-14-300-2022-seguranca-juridica-compensacao-energetica-e-impacto-no-investimento",
  },

  // Regras de uma cidade (municipal)
  {
    q: "Quero desdobrar um lote em Porto Alegre. Qual a testada mínima de cada lote resultante?",
    kind: "municipal",
    source: "https://marcosdallarmi.com.br/?p=3695",
  },
  {
    q: "quanto custa a taxa do alvara de construcao de uma casa de 200 m2 em belo horizonte?",
    kind: "municipal",
    source: "https://nradvocacia.com.br/?p=33982",
  },
  {
    q: "Em São Paulo, depois da revisão do Plano Diretor, qual a altura máxima de prédio no miolo dos bairros?",
    kind: "municipal",
    source: "https://blog.bnsir.com.br/sem-categoria/plano-diretor-novas-regras-transformam-a-capital-paulista",
  },
  {
    q: "Terreno em São Paulo perto de uma estação de metrô: até que distância da estação vale o eixo de estruturação com coeficiente maior?",
    kind: "municipal",
    source: "https://demarest.com.br/novo-plano-diretor-de-sao-paulo-aprovado-revisao-intermediaria-amplia-a-possibilidade-de-construcao-de-predios-mais-altos-e-traz-outras-novidades",
  },
  {
    q: "Qual a área mínima de um apartamento novo em Ipanema pelo código de obras do Rio de Janeiro?",
    kind: "municipal",
    source: "https://smartus.com.br/empresarios-miram-construcao-de-microapartamentos-no-rio-de-janeiro/",
  },
  {
    q: "no rio de janeiro, predio residencial de 5 pavimentos precisa ter elevador?",
    kind: "municipal",
    source: "https://revistaconstrua.com.br/noticias/principal/novo-codigo-de-obras/",
  },

  // Valores ainda não publicados (future)
  {
    q: "Qual o CUB R8-N de São Paulo de março de 2027, para reajustar o contrato da obra?",
    kind: "future",
    source: "https://revistaoe.info/2015/02/03/custo-da-construcao-em-sp-sobe-033-2",
  },
  {
    q: "quanto ficou o cub do rio de janeiro em fevereiro de 2027?",
    kind: "future",
    source: "https://revista.zapimoveis.com.br/custo-da-construcao-subiu-013-em-janeiro/",
  },
  {
    q: "Na edição de 2027 da NBR 9050, qual passa a ser a inclinação máxima de rampa?",
    kind: "future",
    source: "https://normalizegt.com.br/?p=1424",
  },

  // Fora da arquitetura (out)
  {
    q: "Vou levar o carro da obra para a estrada: qual a profundidade mínima do sulco do pneu?",
    kind: "out",
    source: "https://www.itatiaia.com.br/trends/qual-e-a-calibragem-ideal-dos-pneus-para-pegar-estrada",
  },
  {
    q: "Com quantas libras calibro os pneus com meia carga e com carga máxima?",
    kind: "out",
    source: "https://vrum.com.br/noticias/2024/08/6925767-como-calibrar-os-pneus-do-carro-saiba-passo-a-passo.html",
  },
  {
    q: "onde fica a etiqueta com a pressao certa dos pneus do carro?",
    kind: "out",
    source: "https://widmen.com.br/instrucoes-passo-a-passo-para-calibrar-pneus-corretamente",
  },
  {
    q: "Projetei uma cozinha com forno de lastro para a cliente fazer pão. Quantos dias leva para a massa-mãe ficar ativa?",
    kind: "out",
    source: "https://cookmania.com.br/fermentacao-natural-em-paes-artesanais",
  },
  {
    q: "quanto tempo de fermentacao tem um pao de fermentacao natural comparado ao pao comum?",
    kind: "out",
    source: "https://textualtide.com/?p=1087",
  },
  {
    q: "No financiamento do imóvel, a parcela pode comprometer no máximo quanto da renda?",
    kind: "out",
    source: "https://calculeifacil.com.br/blog/simulador-financiamento",
  },
  {
    q: "Na compra da casa que projetei, quanto o cliente paga de ITBI sobre o valor do imóvel?",
    kind: "out",
    source: "https://calculativos.com.br/financiamento-imobiliario",
  },
  {
    q: "Cliente vai financiar a casa: SAC ou Price, qual paga menos juros no total?",
    kind: "out",
    source: "https://www.helppe.app/blog/simulador-financiamento-imobiliario-sac-price-juros.html",
  },
  {
    q: "De quanto em quanto tempo posso usar o FGTS para amortizar o saldo devedor do financiamento?",
    kind: "out",
    source: "https://www.financa360.com.br/pt/calculators/mortgage",
  },
  {
    q: "Quantos ml de água por quilo de peso devo beber antes de um treino de corrida?",
    kind: "out",
    source: "https://www.atletasdobem.com.br/guia-hidratacao-corrida-iniciantes",
  },
  {
    q: "Numa maratona, quantos ml de líquido por hora a estratégia de hidratação recomenda?",
    kind: "out",
    source: "https://nutrifitcoach.com.br/tabela-28-estrategias-de-hidratacao-por-tipo-de-modalidade-em-endurance",
  },
  {
    q: "corrida longa: quanto beber a cada 20 minutos?",
    kind: "out",
    source: "https://www.ilovecorrida.com.br/?p=31123",
  },
  {
    q: "Como calculo minha taxa de suor para saber quanto beber num treino longo?",
    kind: "out",
    source: "https://runraceplanner.com/pt/blog/how-much-to-drink",
  },
  {
    q: "Quantos litros de suor por hora um corredor perde num treino intenso de maratona?",
    kind: "out",
    source: "https://xsteam.com.br/estrategia-de-hidratacao-para-maratonas-posto-a-posto",
  },
];
