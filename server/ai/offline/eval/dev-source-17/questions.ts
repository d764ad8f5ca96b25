import type { EvalQuestion } from "#server/ai/offline/eval/types";

/**
 * Seventeenth blind development set by source (07/12/2026; decision 082, R-AI-8). Written from
 * search results of the stored public pages only: no passage of the offline base and no other
 * evaluation set's questions were read, and the offline answerer was not run. Every source is a
 * page from a publisher that no passage, tuning or holdout question, holdout-by-source question nor
 * earlier development set cites (questions.test.ts checks it), and none is a government,
 * fire-brigade, ABNT or CAU host, a file-sharing copy, a blog host or an exam bank on the banned
 * list. Host split with the sixteenth set, written at the same time: this one cites only firms,
 * manufacturers, magazines, portals, law firms, consultancies and suppliers (hosts ending in
 * .com.br, .com, .net, .net.br, .eng.br, .arq.br or .blog.br), so the two cannot share a publisher.
 * The theme is renovating and retrofitting existing buildings and homes: condominium rules and
 * quorums for works, neighbours' noise, quotes and warranties under the consumer code, building
 * contracts, glass balconies and balustrades, grab bars and adaptable units, tiles laid over old
 * floors, gas pipes and leak tests, building inspection, work at height on façades, demolition
 * waste, rooftop solar and the Fio B schedule, CUB estimates. Questions are asked as an architect
 * types in the chat, some with the project's case first, some lowercase and unaccented, some
 * formal; each key fact was read on the cited page (a calc question's rule was read there and the
 * arithmetic done on it, with any CUB, tariff or fee given in the question itself). A few
 * answerable questions ask obscure but real facts (the 6 cm clearance of a grab bar over a close-
 * coupled cistern, the 3% of accessible units when the structure cannot be altered, the PEX gas-
 * pipe norm, the four waste classes of CONAMA 307, the 14 days after a screed before tiling) that
 * the base is not expected to hold: there the honest answer is "não encontrei".
 */
export const DEV_SOURCE_17: readonly EvalQuestion[] = [
  // Condomínio: quóruns, fachada, vizinhança e barulho (Código Civil, NBR 10151)
  {
    q: "Qual artigo do Código Civil proíbe o condômino de alterar a forma e a cor da fachada do prédio, por exemplo ao fechar a varanda?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/1.336/",
    source: "https://faustinoetelesadvogados.com.br/blog-content.php?id=10",
  },
  {
    q: "obra voluptuaria na area comum (tipo decorar o hall de entrada) precisa de qual quorum pelo codigo civil?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/dois tercos/",
    source: "https://marquesmateus.com.br/obras-nos-condominios/",
  },
  {
    q: "O prédio tem 60 unidades e a assembleia vai votar a troca do paisagismo do jardim, que é obra voluptuária. Quantos votos de condôminos, no mínimo, aprovam a obra pela regra do Código Civil?",
    kind: "calc",
    norm: "Código Civil",
    fact: "40",
    source: "https://marquesmateus.com.br/obras-nos-condominios/",
  },
  {
    q: "Condômino com comportamento antissocial reiterado (obra barulhenta fora de hora, ameaças) pode levar multa de até quantas vezes a cota condominial?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/dez vezes/",
    source: "https://novomundoadm.com.br/duvidas-do-setor-imobiliario-desrespeito",
  },
  {
    q: "Meu cliente descumpre o regulamento de obras do condomínio toda semana e a cota dele é de R$ 850,00. Qual a multa máxima que a assembleia pode aplicar pelo descumprimento reiterado dos deveres de condômino?",
    kind: "calc",
    norm: "Código Civil",
    fact: "R$ 4.250,00",
    source: "https://novomundoadm.com.br/duvidas-do-setor-imobiliario-desrespeito",
  },
  {
    q: "Que artigo do Código Civil dá ao vizinho o direito de fazer cessar interferências prejudiciais ao sossego, como o barulho de uma reforma no apartamento de cima?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/1.277/",
    source: "https://fibersals.com.br/blog/tudo-que-voce-queria-saber-sobre-horario-de-obras-em-condominio",
  },
  {
    q: "a lei das contravencoes penais tem artigo sobre perturbar o sossego com obra ruidosa? qual?",
    kind: "fact",
    norm: "Decreto-Lei 3.688",
    fact: "/sossego/",
    source: "https://redeprovectum.com.br/trabalhar-na-reforma-do-apartamento/",
  },
  {
    q: "Numa disputa de barulho de obra entre vizinhos, qual norma ABNT orienta a medição do ruído com equipamento certificado?",
    kind: "fact",
    norm: "NBR 10151",
    fact: "/medicao/",
    source: "https://www.protel.com.br/protel_wp/lei_do_silencio",
  },

  // Orçamento, contrato e garantia (Lei 8.078, Código Civil)
  {
    q: "O empreiteiro me passou o orçamento da reforma sem prazo de validade. Por quantos dias ele vale pelo Código de Defesa do Consumidor?",
    kind: "fact",
    norm: "Lei 8.078",
    fact: "10 dias",
    source: "http://www.linhadiretadoconsumidor.com/2009/08/orcamento-obrigatoriedade.html",
  },
  {
    q: "orcamento aprovado e o empreiteiro quer cobrar a mais um servico de terceiro que nao estava previsto. o cliente tem que pagar?",
    kind: "fact",
    norm: "Lei 8.078",
    fact: "/terceiros/",
    source: "https://homolog.cdlbh.com.br/noticia/orcamentos-e-servicos-contratados",
  },
  {
    q: "Terminada a reforma, qual o prazo para o cliente reclamar de um vício aparente no serviço (rejunte falhado, porta desalinhada), que é serviço durável?",
    kind: "fact",
    norm: "Lei 8.078",
    fact: "90 dias",
    wrong: ["30 dias"],
    source: "https://www.juridicobrasil.com/o-que-estabelece-o-artigo-26-quanto-aos-prazos-para-reclamacao-de-vicios-nos-produtos-ou-servicos/",
  },
  {
    q: "Em quais artigos do Código Civil está o contrato de empreitada que uso para a obra de reforma do cliente?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/610/",
    source: "https://mafeng.com.br/por-empreitada-ou-por-administracao-conheca-os-principais-tipos-de-contrato-da-construcao-civil",
  },

  // Sacadas e guarda-corpos (NBR 16259, NBR 14718)
  {
    q: "Qual norma técnica trata do fechamento de sacadas com vidro (resistência ao vento, vedação, instalação)?",
    kind: "fact",
    norm: "NBR 16259",
    fact: "/envidracamento de sacadas/",
    source: "https://www.diariodolitoral.com.br/cotidiano/fechar-a-sacada-com-vidro-entenda-como-a-decisao-pode-custar-caro/200222",
  },
  {
    q: "vou trocar o guarda-corpo da varanda por vidro, sem mureta. qual a altura minima?",
    kind: "fact",
    norm: "NBR 14718",
    fact: "1,10 m",
    wrong: ["1,00 m"],
    source: "https://vivix.com.br/fique-por-dentro/guarda-corpo-de-vidro-saiba-quais-sao-as-normas-de-instalacao",
  },
  {
    q: "A varanda tem uma mureta de 50 cm e o cliente quer completar com vidro. Qual a altura mínima total do guarda-corpo, medida do piso acabado?",
    kind: "calc",
    norm: "NBR 14718",
    fact: "0,90 m",
    source: "https://vivix.com.br/fique-por-dentro/guarda-corpo-de-vidro-saiba-quais-sao-as-normas-de-instalacao",
  },

  // Acessibilidade em casa (NBR 9050, Decreto 9.451)
  {
    q: "Adaptando o banheiro de um idoso: a que altura do piso acabado vão as barras horizontais junto à bacia sanitária?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,75 m",
    source: "https://cursodavida.com.br/2017/04/barras-de-seguranca-conheca-as-normas-de-instalacao",
  },
  {
    q: "qual o comprimento minimo da barra de apoio lateral e de fundo do vaso?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,80 m",
    source: "https://cursodavida.com.br/2017/04/barras-de-seguranca-conheca-as-normas-de-instalacao",
  },
  {
    q: "Sem parede lateral, vou usar barra articulada fixada no fundo. A que distância do eixo da bacia ela deve ficar?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,40 m",
    source: "https://cursodavida.com.br/2017/04/barras-de-seguranca-conheca-as-normas-de-instalacao",
  },
  {
    q: "A bacia do cliente tem caixa acoplada. Quanto acima da caixa, no mínimo, a barra de apoio do fundo pode ser instalada?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "6 cm",
    source: "https://rkmetal.com.br/acessibilidade-barras-de-apoio/",
  },
  {
    q: "Prédio novo em alvenaria estrutural, que não permite alterar as unidades: qual percentual mínimo de apartamentos internamente acessíveis o decreto de acessibilidade exige?",
    kind: "fact",
    norm: "Decreto 9.451",
    fact: "3%",
    source: "https://painelurbano.com.br/post/2018/10/18/1475-novo-marco-regulamentador-da-construcao-civil",
  },

  // Pisos e revestimentos (NBR 13753)
  {
    q: "Refiz o contrapiso da sala e não vou fazer cura. Quantos dias, no mínimo, espero antes de assentar o porcelanato?",
    kind: "fact",
    norm: "NBR 13753",
    fact: "14 dias",
    source: "https://setefconstrutora.com.br/revestimentos-dupla-colagem-pode-evitar-problemas-no-piso/",
  },
  {
    q: "contrapiso executado ha 9 dias, sem cura. quantos dias ainda faltam pra poder assentar a ceramica?",
    kind: "calc",
    norm: "NBR 13753",
    fact: "5 dias",
    source: "https://setefconstrutora.com.br/revestimentos-dupla-colagem-pode-evitar-problemas-no-piso/",
  },
  {
    q: "Porcelanato 60x60 no piso: a norma obriga passar argamassa na base e no verso da placa?",
    kind: "fact",
    norm: "NBR 13753",
    fact: "/dupla colagem/",
    source: "https://setefconstrutora.com.br/revestimentos-dupla-colagem-pode-evitar-problemas-no-piso/",
  },

  // Gás (NBR 15526, NBR 15358, NBR 16023)
  {
    q: "Qual NBR rege as redes de distribuição interna de gás combustível em prédios residenciais, que preciso seguir ao mexer na tubulação da cozinha?",
    kind: "fact",
    norm: "NBR 15526",
    fact: "/redes de distribuicao interna/",
    source: "https://www.alpgrem.com.br/post/teste-de-estanqueidade-na-tubula%C3%A7%C3%A3o-de-g%C3%A1s-do-condom%C3%ADnio",
  },
  {
    q: "Reforma de um restaurante: de quanto em quanto tempo, no máximo, a NBR 15358 pede o ensaio de estanqueidade da rede de gás?",
    kind: "fact",
    norm: "NBR 15358",
    fact: "12 meses",
    source: "http://tekgas.com.br/servicos/teste-de-estanqueidade/",
  },
  {
    q: "quero refazer o gas do apto com tubo PEX. qual norma trata dessa rede?",
    kind: "fact",
    norm: "NBR 16023",
    fact: "/polietileno reticulado/",
    source: "https://www.instalacaodegasnetwork.com/post/como-garantir-a-aprova%C3%A7%C3%A3o-no-laudo-de-estanqueidade",
  },

  // Inspeção predial e manutenção (NBR 16747)
  {
    q: "Qual norma ABNT dá diretrizes, conceitos, terminologia e procedimento para a inspeção predial que o síndico quer contratar antes do retrofit?",
    kind: "fact",
    norm: "NBR 16747",
    fact: "/inspecao predial/",
    source: "https://ativosmultiservicos.com.br/saiba-tudo-sobre-a-norma-de-inspecao-predial-e-como-ela-se-aplica-aos-condominios/",
  },
  {
    q: "a norma de inspecao predial vale so pra predio residencial ou pra qualquer edificacao?",
    kind: "fact",
    norm: "NBR 16747",
    fact: "/qualquer tipologia/",
    source: "https://www.blok.com.br/blog/nbr-16747",
  },

  // Fachada e trabalho em altura (NR-35)
  {
    q: "A partir de que altura a pintura da fachada passa a ser trabalho em altura pela NR-35?",
    kind: "fact",
    norm: "NR-35",
    fact: "2 m",
    source: "https://hlengenharia.com.br/?p=2348",
  },
  {
    q: "Qual a carga horária mínima do curso NR-35 que os pintores do balancim devem apresentar ao síndico?",
    kind: "fact",
    norm: "NR-35",
    fact: "8 h",
    source: "https://alphareispinturas.com.br/seguranca-pintura-predial-nr35-trabalho-altura",
  },
  {
    q: "e a reciclagem do treinamento de trabalho em altura, é a cada quanto tempo?",
    kind: "fact",
    norm: "NR-35",
    fact: "2 anos",
    source: "https://blog.infraspeak.com/pt-br/nr-35-trabalho-em-altura",
  },

  // Resíduos da reforma (CONAMA 307)
  {
    q: "Em quantas classes a Resolução CONAMA 307 divide o entulho de reforma para a destinação?",
    kind: "fact",
    norm: "Resolução CONAMA 307",
    fact: "/quatro classes/",
    source: "https://sevenresiduos.com.br/?p=14430",
  },

  // Energia solar no telhado (Lei 14.300, REN 482)
  {
    q: "Sistema solar homologado em 2025: em 2026, qual percentual do Fio B incide sobre a energia injetada?",
    kind: "fact",
    norm: "Lei 14.300",
    fact: "60%",
    source: "https://energiasolarexplicada.com.br/guias/lei-14300-fio-b",
  },
  {
    q: "O Fio B da distribuidora do cliente é R$ 0,20 por kWh. Em 2027, quanto ele paga de Fio B por kWh injetado na rede pelo escalonamento da lei?",
    kind: "calc",
    norm: "Lei 14.300",
    fact: "R$ 0,15",
    source: "https://energiasolarexplicada.com.br/guias/lei-14300-fio-b",
  },
  {
    q: "quem homologou o sistema solar ate 6 de janeiro de 2023 fica sem pagar fio B ate quando?",
    kind: "fact",
    norm: "Lei 14.300",
    fact: "/2045/",
    source: "https://energiasolarexplicada.com.br/guias/lei-14300-fio-b",
  },
  {
    q: "Até que potência instalada um sistema no telhado é considerado microgeração distribuída?",
    kind: "fact",
    norm: "Resolução Normativa 482",
    fact: "75 kW",
    source: "https://ensaioenergetico.com.br/geracao-distribuida-e-o-projeto-de-lei-5-829-2021-que-agradou-mais-os-gregos-do-que-os-troianos/",
  },

  // Custo (CUB)
  {
    q: "Vou ampliar uma casa em 35 m². Com o CUB R8-N do Sinduscon-SP a R$ 2.100,00/m², qual a estimativa de custo da ampliação?",
    kind: "calc",
    norm: "Sinduscon-SP",
    fact: "R$ 73.500,00",
    source: "https://ssinegociosimobiliarios.com/blog/cub-custo-unitario-basico",
  },

  // Fora do escopo ou regras inexistentes
  {
    q: "Qual item da NBR 5410 obriga trocar toda a fiação de apartamentos com mais de 20 anos?",
    kind: "out",
    source: "https://www.correamte.com.br/blog/construcao-ou-reforma-quando-trocar-toda-a-parte-eletrica",
  },
  {
    q: "qual NBR fixa o horario de obra em apartamento das 8h as 17h?",
    kind: "out",
    source: "https://redeprovectum.com.br/trabalhar-na-reforma-do-apartamento/",
  },
  {
    q: "Como limpar o vidro do box sem riscar: bombril seco ou bucha?",
    kind: "out",
    source: "https://soglass.com.br/informacoes/11",
  },
  {
    q: "Qual o número da lei federal de 2026 que proibiu instalar ar-condicionado na fachada dos prédios?",
    kind: "out",
    source: "https://terrabrasilnoticias.com/2026/01/instalacao-de-ar-condicionado-na-fachada-passa-a-ser-proibida-por-lei-e-pode-gerar-perda-do-direito-de-uso-do-imovel",
  },
  {
    q: "qual norma exige comprar 20% a mais de piso quando o assentamento e na diagonal?",
    kind: "out",
    source: "https://imperiodospisosbm.com.br/blog/o-checklist-da-compra-perfeita-4-passos-essenciais",
  },
  {
    q: "Qual lei federal limita a taxa de administração de uma obra por administração a 15% dos custos?",
    kind: "out",
    source: "https://www.plannerdeobra.com/post/contrato-de-administra%C3%A7%C3%A3o-de-obra-guia-completo-para-gestores",
  },
  {
    q: "É verdade que a ABNT manda dividir por 2 ou 3 o rendimento informado na lata de tinta?",
    kind: "out",
    source: "https://www.habituz.com.br/artigos/como-calcular-tinta-pintura-paredes",
  },
  {
    q: "Quanto custa a taxa de licenciamento do carro em São Paulo este ano?",
    kind: "out",
    source: "https://istoedinheiro.com.br/tag/taxa-de-licenciamento-2023-sp",
  },
  {
    q: "o adicional de insalubridade do pedreiro e calculado sobre o salario minimo ou sobre o salario dele?",
    kind: "out",
    source: "https://agostiniemartiniadvocacia.com.br/tag/insalubridade-salario-minimo",
  },
  {
    q: "Como calcular o salário proporcional de um funcionário que trabalha meio período ganhando o mínimo?",
    kind: "out",
    source: "https://cliquefatos.com.br/calculo-salario-minimo",
  },
  {
    q: "Que percentual da população brasileira tem algum tipo de deficiência, segundo o IBGE?",
    kind: "out",
    source: "https://www.reflexosdecoracoes.com.br/importancia-do-corrimao-no-banheiro/",
  },
  {
    q: "a lei obriga o cliente a pedir pelo menos 3 orcamentos antes de contratar o arquiteto da reforma?",
    kind: "out",
    source: "https://lojaarenito.com.br/?p=1785",
  },
  {
    q: "Qual norma ABNT manda acrescentar 10% a 15% de tinta em paredes com detalhes e adornos?",
    kind: "out",
    source: "https://www.hometeka.com.br/aprenda/como-calcular-a-quantidade-de-tinta-a-ser-utilizada/",
  },

  // Regras municipais
  {
    q: "em belo horizonte, ate que horas a lei municipal deixa fazer obra barulhenta no apartamento no sabado?",
    kind: "municipal",
    source: "https://multservis.com.br/horario-de-obras-no-condominio",
  },
  {
    q: "Em São Paulo, reformar um apartamento mudando o layout, sem acréscimo nem supressão de área, exige alvará de reforma da Prefeitura?",
    kind: "municipal",
    source: "https://engequipeengenharia.com.br/duvidas-frequentes",
  },
  {
    q: "Pelo código de obras de São Paulo, trocar o revestimento da fachada e o telhado de uma casa dispensa licenciamento?",
    kind: "municipal",
    source: "https://gabaritomaximo.com.br/post/o-que-%C3%A9-licenciamento-de-projetos",
  },
  {
    q: "De quantos em quantos anos a lei de salvador exige o laudo de inspecao predial dos edificios?",
    kind: "municipal",
    source: "https://foconengenharia.com.br/inspecao-predial-obrigatoria",
  },
  {
    q: "Quanto é a taxa do alvará por metro quadrado na prefeitura de São Paulo para uma reforma que mexe na estrutura do apartamento?",
    kind: "municipal",
    source: "https://blog.jenniferarqurb.com/?p=34",
  },
  {
    q: "Para derrubar uma parede de vedação num apartamento em Florianópolis, preciso de licença da prefeitura?",
    kind: "municipal",
    source: "https://www.luizapariziimoveis.com.br/blog/e-possivel-derrubar-a-parede-em-um-apartamento",
  },

  // Valores ainda não publicados
  {
    q: "Quais serão as regras de compensação da ANEEL, com a valoração de custos e benefícios, que passam a valer em 2029 para a geração solar conectada depois de janeiro de 2023?",
    kind: "future",
    source: "https://canalsolar.com.br/geracao-distribuida-momento-importante",
  },
  {
    q: "qual o CUB R8-N de sao paulo de marco de 2027? preciso atualizar o orcamento",
    kind: "future",
    source: "https://totusseguros.com.br/tabelas-cub/",
  },
  {
    q: "Qual será o valor do salário mínimo profissional do arquiteto, para jornada de 8 horas, em 2027?",
    kind: "future",
    source: "https://www.akrconsultoriasst.com.br/a-importancia-do-salario-minimo-profissional-para-engenheiros-e-outros-profissionais-conforme-a-lei-no-4950-a1966",
  },
  {
    q: "Que percentual do Fio B vai ser cobrado em 2030 de quem instalou energia solar em 2024?",
    kind: "future",
    source: "https://www.sunfox.com.br/?p=7593",
  },
];
