import type { EvalQuestion } from "#server/ai/offline/eval/types";

/**
 * Tenth blind development set by source (07/12/2026; decision 082, R-AI-8). Written from search
 * results of the stored public pages only: no passage of the offline base and no other evaluation
 * set's questions were read, and the offline answerer was not run. Every source is a page from a
 * publisher that no passage, tuning or holdout question, holdout-by-source question nor first,
 * third, fourth, fifth, sixth, seventh, eighth or ninth development set cites (questions.test.ts
 * checks it), and none is a government, fire-brigade, ABNT or CAU host, a file-sharing copy, a blog
 * host or an exam bank on the banned list. This set leans on everyday practice (a service counter,
 * a balcony rail, a bathroom outlet, a shower breaker, a water tank, a drain slope, paint, tiles,
 * adhesive mortar, apartment renovations, building maintenance, neighbour and builder law, riverside
 * setbacks, rooftop solar) rather than on rare facts. Questions are asked as an architect types in
 * the chat, some with the project's case first, some lowercase and unaccented, some exam-style,
 * some in two parts; each key fact was read on the cited page (a calc question's rule was read
 * there and the arithmetic done on it, with any CUB value given in the question itself). A few
 * answerable questions ask obscure but real facts (the 10 mm levelling limit of a lift car under
 * NBR NM 207, the Anfacer seal behind NBR 15463, the concrete mixer in the CUB's basic lot, the
 * 2045 horizon of rooftop solar credits under Lei 14.300, the articles 17 to 23 of Lei 12.378 that
 * the CAU ethics code regulates, the loss of APP status of a channelled stream) that the base is
 * not expected to hold: there the honest answer is "não encontrei".
 */
export const DEV_SOURCE_10: EvalQuestion[] = [
  // Acessibilidade e guarda-corpos (NBR 9050, NBR 14718)
  {
    q: "Balcão de atendimento acessível numa recepção de clínica: qual a altura livre mínima que preciso deixar embaixo do tampo para a cadeira de rodas avançar?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,73 m",
    source: "http://informativo.ifc.edu.br/acessibilidade-no-atendimento-ao-publico/",
  },
  {
    q: "na frente do balcao acessivel quanto de espaco livre tenho que deixar pra cadeira de rodas girar 180 graus?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "1,50 m",
    source:
      "https://acessibilidadeaplicada.com.br/a-melhor-maneira-de-desejar-boas-vindas-em-condom-nios-comerciais-e-locais-de-com-rcio-no-brasil-",
  },
  {
    q: "Loja num condomínio comercial: o balcão de atendimento acessível pode ficar num ponto qualquer do salão ou precisa estar ligado a algum percurso específico?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "/rota acessível/",
    source: "https://www.eduardoronchetti.com.br/single-post/como-ter-um-balc%C3%A3o-de-atendimento-acess%C3%ADvel",
  },
  {
    q: "Sobrado em Jundiaí com sacada no segundo pavimento: qual a altura mínima do guarda-corpo metálico medida a partir do piso?",
    kind: "fact",
    norm: "NBR 14718",
    fact: "1,10 m",
    source: "https://vidronovo.com.br/guarda-corpo-metal",
  },

  // Elevadores
  {
    q: "O elevador do prédio está parando desnivelado com o piso do andar. Para elevadores fabricados a partir de 1999, qual o desnível máximo admitido entre a cabine e o pavimento?",
    kind: "fact",
    norm: "NBR NM 207",
    fact: "10 mm",
    source:
      "https://imobiliarianunes.com.br/noticias/Condominio-3/Vistoria-mensal-e-item-obrigatorio-no-relatorio-de-inspecao-em-elevadores-1557",
  },

  // Instalações elétricas (NBR 5410)
  {
    q: "Qual potência mínima devo prever para a tomada junto ao lavatório do banheiro no quadro de cargas de uma casa?",
    kind: "fact",
    norm: "NBR 5410",
    fact: "600 VA",
    source: "https://blog.reppara.com.br/2020/06/22/instalacao-eletrica-no-banheiro",
  },
  {
    q: "Chuveiro elétrico de 6.600 W ligado em 220 V: qual a corrente nominal do circuito, em ampères, para eu escolher o disjuntor?",
    kind: "calc",
    norm: "NBR 5410",
    fact: "30",
    source: "https://tridan.com.br/blog/?p=1712",
  },

  // Instalações hidrossanitárias (NBR 5626, NBR 8160)
  {
    q: "Casa térrea com 4 moradores: considerando consumo de 150 litros por pessoa por dia e reserva para 2 dias sem abastecimento, qual o volume da caixa d'água?",
    kind: "calc",
    norm: "NBR 5626",
    fact: "1.200 litros",
    source:
      "https://estadodeminas.lugarcerto.com.br/app/noticia/noticias/2015/03/10/interna_noticias,48643/amp.html",
  },
  {
    q: "ramal de esgoto da pia com 6 m de comprimento e 12 cm de desnivel entre as pontas, qual a declividade em %?",
    kind: "calc",
    norm: "NBR 8160",
    fact: "2%",
    source: "https://www.ehow.com.br/descobrir-percentagem-queda-tubulacao-esgoto-como_235510/",
  },

  // Estrutura e desempenho (NBR 6118, NBR 15575)
  {
    q: "Vou conferir o cobrimento das armaduras de um projeto estrutural novo. Qual é a edição vigente da NBR 6118 que devo usar como referência?",
    kind: "fact",
    norm: "NBR 6118",
    fact: "/2023/",
    source: "https://engenheirodoutorpro.com.br/?p=5074",
  },
  {
    q: "Cliente perguntou se a vida útil de projeto (VUP) da norma de desempenho é garantida de qualquer jeito. Ela vale mesmo que o condomínio não faça nada no prédio?",
    kind: "fact",
    norm: "NBR 15575",
    fact: "/manuten/",
    source: "https://tesouroimoveis.com/termo/v/vida-util",
  },

  // Segurança contra incêndio e iluminação
  {
    q: "No projeto de incêndio aparece porta corta-fogo P-60 na escada. O que significa esse 60?",
    kind: "fact",
    norm: "NBR 11742",
    fact: "60 min",
    source: "http://blog.zeusdobrasil.com.br/porta-corta-fogo-qual-e-o-padrao-de-resistencia-ao-fogo/",
  },
  {
    q: "Pela NBR 5413, qual a iluminância geral recomendada para uma sala de estar residencial?",
    kind: "fact",
    norm: "NBR 5413",
    fact: "150 lux",
    source: "https://blog.yamamura.com.br/intensidade-da-lampada-para-cada-ambiente/",
  },

  // Custos (CUB, NBR 12721)
  {
    q: "Estimativa rápida para um cliente: casa de 120 m² com CUB R1-N de R$ 2.350,00/m². Quanto dá o custo da construção pelo CUB (sem terreno, projetos e fundações especiais)?",
    kind: "calc",
    norm: "NBR 12721",
    fact: "R$ 282.000,00",
    source: "http://www.projetodecasas.com/2014/10/quanto-custa-construir-uma-casa.html",
  },
  {
    q: "Além de materiais e mão de obra de pedreiro e servente, o lote básico do CUB inclui o aluguel de qual equipamento?",
    kind: "fact",
    norm: "NBR 12721",
    fact: "/betoneira/",
    source: "https://ademigo.com.br/blog/sinduscon-go-divulga-cub-de-abril",
  },

  // Tintas, revestimentos e argamassas
  {
    q: "Pintura de um galpão com tinta látex Super Premium fosca em cor clara: pelo rendimento mínimo exigido para essa categoria, quantos m² acabados rendem 3 latas de 18 L?",
    kind: "calc",
    norm: "NBR 15079",
    fact: "450 m²",
    source: "https://www.tintadequalidade.com.br/arquivos/FlipBook/files/basic-html/page7.html",
  },
  {
    q: "Posso especificar tinta látex da categoria econômica para a fachada de uma casa? O que diz a NBR 15079?",
    kind: "fact",
    norm: "NBR 15079",
    fact: "/intern/",
    source: "https://www.paintshow.com.br/edicao/paintpintura/155/files/assets/seo/page79.html",
  },
  {
    q: "Qual categoria de tinta imobiliária foi criada pela revisão de 2019 da NBR 11702, acima da Premium?",
    kind: "fact",
    norm: "NBR 11702",
    fact: "/Super Premium/",
    source:
      "http://revistaanamaco.com.br/novas-versoes-das-normas-tecnicas-para-psq-de-tintas-imobiliarias-ja-estao-em-vigor",
  },
  {
    q: "Para ser classificado no grupo BIa (porcelanato), qual a absorção de água máxima da placa cerâmica?",
    kind: "fact",
    norm: "NBR 13818",
    fact: "0,5%",
    source:
      "https://blog.elevato.com.br/diferenca-entre-porcelanato-e-ceramica-absorcao-de-agua-norma-abnt-nbr-13818-grupo-bia-biia-classificacao",
  },
  {
    q: "porcelanato muito barato na loja, como saber se é porcelanato de verdade? qual associacao criou o selo de qualidade pra porcelanato conforme a NBR 15463?",
    kind: "fact",
    norm: "NBR 15463",
    fact: "/Anfacer/",
    source: "http://crisnunes.com.br/post/saiba-como-identificar-um-porcelanato-de-verdade",
  },
  {
    q: "Na prática, o que a argamassa colante AC-III tem a mais que a AC-I para aguentar área externa e porcelanato?",
    kind: "fact",
    norm: "NBR 14081",
    fact: "/aditivos/",
    source: "http://gesseiroemsp.com.br/descubra-qual-o-tipo-de-argamassa-colante-ideal-para-revestir-cada-ambiente/",
  },

  // Reformas em condomínio e manutenção (NBR 16280, NBR 5674, NBR 16747)
  {
    q: "Cliente quer fechar a sacada do apartamento com vidro e instalar ar-condicionado. Pela NBR 16280, o síndico pode exigir documento de responsabilidade técnica antes da obra? Qual, no caso de arquiteto?",
    kind: "fact",
    norm: "NBR 16280",
    fact: "/RRT/",
    source: "https://bydoor.com.br/reforma-em-apartamentos-tudo-o-que-voce-precisa-saber",
  },
  {
    q: "desde que ano a nbr 16280 de reforma em apartamento esta em vigor?",
    kind: "fact",
    norm: "NBR 16280",
    fact: "/2014/",
    source:
      "https://contimarcondominios.com.br/nbr-16-280-garante-maior-seguranca-para-as-reformas-e-obras-condominiais",
  },
  {
    q: "Montando o plano de manutenção de um condomínio: com que periodicidade a NBR 5674 sugere testar a iluminação de emergência e os portões automáticos?",
    kind: "fact",
    norm: "NBR 5674",
    fact: "/mensal/",
    source: "https://www.projetto.eng.br/blog/post-manutencao-edificacoes-nbr-5674-periodos.html",
  },
  {
    q: "Fui contratada para a inspeção predial de um prédio de 20 anos. Pela NBR 16747, que documento tenho que entregar ao síndico no final?",
    kind: "fact",
    norm: "NBR 16747",
    fact: "/laudo/",
    source: "http://www.revejo.com.br/conteudo/nova_norma_da_abnt_para_condominios",
  },

  // Direito de vizinhança, garantia e consumidor (Código Civil, Lei 8.078)
  {
    q: "O vizinho abriu uma janela a menos de metro e meio da divisa e a obra dele já terminou. Até quando meu cliente pode exigir que ele desfaça a janela?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/ano e dia/",
    source: "https://boainformacao.com.br/2020/07/inobservancia-das-normas-do-direito-de-vizinhanca/",
  },
  {
    q: "Apareceu trinca estrutural num prédio entregue há 3 anos. Depois que o defeito aparece, qual o prazo para o dono da obra entrar com a ação contra o empreiteiro pelo art. 618?",
    kind: "fact",
    norm: "Código Civil",
    fact: "180 dias",
    source: "https://thalesdemenezes.com.br/prazo-de-garantia-de-obra-seus-direitos-contra-defeitos-na-construcao",
  },
  {
    q: "Posso colocar no contrato de empreitada uma garantia de solidez e segurança menor que a da lei? Qual é o prazo legal?",
    kind: "fact",
    norm: "Código Civil",
    fact: "5 anos",
    source: "https://fcsadvocacia.com.br/artigos/garantia-pos-obra-sob-luz-do-artigo-618-do-codigo-civil",
  },
  {
    q: "Qual o prazo geral de prescrição do Código Civil (art. 205) para pedir indenização à construtora por defeito da obra?",
    kind: "fact",
    norm: "Código Civil",
    fact: "10 anos",
    wrong: ["20 anos"],
    source: "https://beleskidecarvalho.adv.br/noticias.php",
  },
  {
    q: "Terreno ocupado sem título e sem oposição: quanto tempo de posse exige a usucapião extraordinária do Código Civil?",
    kind: "fact",
    norm: "Código Civil",
    fact: "15 anos",
    source: "https://hulbertpozzobom.adv.br/?p=1631",
  },
  {
    q: "Cliente recebeu o apartamento novo com porta empenada (vício aparente). Qual o prazo do CDC para reclamar, sendo bem durável?",
    kind: "fact",
    norm: "Lei 8.078",
    fact: "90 dias",
    source: "https://kippergewehr.com.br/seu-produto-apresentou-defeito-entenda-seus-direitos/",
  },

  // Parcelamento do solo e áreas de preservação (Lei 6.766, Lei 12.651)
  {
    q: "Loteamento à beira de rodovia: qual a largura da faixa non aedificandi normalmente reservada depois da faixa de domínio?",
    kind: "fact",
    norm: "Lei 6.766",
    fact: "15 m",
    source: "https://goldengeo.com.br/artigos/areas-non-aedificandi-voce-sabe-o-que-e-resumo-em-05-topicos",
  },
  {
    q: "Sítio com um rio de uns 20 metros de largura passando no fundo: qual a faixa de APP que tenho que respeitar a partir da margem?",
    kind: "fact",
    norm: "Lei 12.651",
    fact: "50 m",
    source: "http://osepeense.com/compra-de-terrenos-ou-imoveis-requer-atencao-com-areas-de-preservacao/",
  },
  {
    q: "Lote às margens de uma lagoa natural em área urbana consolidada: qual a faixa mínima de preservação ao redor da lagoa?",
    kind: "fact",
    norm: "Lei 12.651",
    fact: "30 m",
    source: "https://www.construindoereformando.com.br/artigos/construir-em-areas-de-preservacao-ambiental.htm",
  },
  {
    q: "Córrego totalmente canalizado e tubulado passando ao lado do lote urbano: ainda gera faixa de APP? Por quê?",
    kind: "fact",
    norm: "Lei 12.651",
    fact: "/função ambiental/",
    source: "https://lealvarasquim.com.br/areas-de-preservacao-permanente-app-no-entorno-de-corpos-hidricos/",
  },

  // Energia solar e certificações
  {
    q: "Sistema fotovoltaico no telhado de uma casa: até que potência instalada ele é considerado microgeração distribuída?",
    kind: "fact",
    norm: "Lei 14.300",
    fact: "75 kW",
    source:
      "https://www.solenerg.com.br/lei-no-14-300-de-6-de-janeiro-de-2022-marco-legal-da-microgeracao-e-minigeracao-distribuida/",
  },
  {
    q: "Quem conectou energia solar antes de 7 de janeiro de 2023 mantém a compensação integral dos créditos até que ano?",
    kind: "fact",
    norm: "Lei 14.300",
    fact: "/2045/",
    source: "https://arturmedeiros.eng.br/conheca-o-mercado-livre-de-energia-copy",
  },
  {
    q: "Quais são os níveis da certificação LEED e qual é o mais alto?",
    kind: "fact",
    norm: "LEED",
    fact: "/platin/",
    source: "https://zuum.com.br/glossario/certificacao-leed",
  },
  {
    q: "No LEED, cumprir os pré-requisitos soma pontos para a certificação ou só os créditos pontuam?",
    kind: "fact",
    norm: "LEED",
    fact: "/pré-requisito/",
    source: "https://gbcbrasil.org.br/?p=14908",
  },

  // CAU
  {
    q: "O Código de Ética e Disciplina do CAU/BR regulamenta quais artigos da Lei 12.378/2010?",
    kind: "fact",
    norm: "CAU/BR",
    fact: "/17 a 23/",
    source: "https://ceal.londrina.br/noticias/codigo-de-etica-do-cau",
  },

  // Regras do município (a resposta certa diz que depende da lei da cidade)
  {
    q: "Projeto de prédio residencial nas Graças, no Recife: quantos pavimentos posso fazer dentro da área da Lei dos 12 Bairros?",
    kind: "municipal",
    source: "https://algomais.com/felipe-matos",
  },
  {
    q: "Quanto vou pagar de taxa de exame de projeto na Prefeitura de Belo Horizonte para aprovar uma casa de 220 m²?",
    kind: "municipal",
    source: "https://casadeirene.com/?p=2861",
  },
  {
    q: "Lote numa zona residencial de Balneário Camboriú: quantos pavimentos o microzoneamento permite construir?",
    kind: "municipal",
    source:
      "https://noticias295.com.br/lei-de-microzoneamento-de-balneario-camboriu-propoe-descentralizacao-do-desenvolvimento",
  },
  {
    q: "casa em curitiba com garagem no subsolo, qual a inclinacao maxima da rampa de garagem que a prefeitura aceita?",
    kind: "municipal",
    source: "https://biblus.accasoftware.com/ptb/como-projetar-uma-rampa-para-garagem-o-guia-profissional/",
  },
  {
    q: "Cliente comprou um lote de 360 m² em Porto Alegre. Qual o índice de aproveitamento e os recuos laterais que vou ter?",
    kind: "municipal",
    source: "https://lineastudio.com.br/?p=1147",
  },

  // Valores ainda não publicados
  {
    q: "Qual o CUB residencial padrão alto de Goiás (Sinduscon-GO) de maio de 2027?",
    kind: "future",
    source: "https://imobles.com/guia-goiania/cub-goias",
  },
  {
    q: "Preciso reajustar um contrato: quanto foi o INCC-M de março de 2027?",
    kind: "future",
    source:
      "https://sejarelevante.fdc.org.br/custo-da-construcao-civil-sobe-em-setembro-e-acumula-alta-de-16-nos-ultimos-12-meses/",
  },
  {
    q: "qual foi a variação do INCC-M em Recife em agosto de 2027?",
    kind: "future",
    source: "http://redeinterprime.com.br/index_noticias_materia.php?id=519",
  },

  // Fora de arquitetura e construção
  {
    q: "Na receita de bolo da festa de entrega da obra, uma xícara de leite equivale a quantos ml?",
    kind: "out",
    source: "https://confeiteiradesucesso.com/tabela-pesos-medidas-culinaria",
  },
  {
    q: "Vou de carro visitar a obra em outra cidade: sou obrigado a levar o CRLV impresso ou vale o digital?",
    kind: "out",
    source: "https://zeromultas.net/?p=2068",
  },
  {
    q: "Sou síndica e fico isenta da taxa de condomínio. Essa isenção tem que entrar na minha declaração de imposto de renda?",
    kind: "out",
    source: "https://cwronline.com.br/blog/orientacoes-sobre-ir-para-sindicos-condominos",
  },
  {
    q: "Dor de cabeça depois da vistoria de obra: qual a dose máxima diária de paracetamol para um adulto?",
    kind: "out",
    source: "https://www.paguemenos.com.br/paracetamol-750mg-com-10-comprimidos-generico-prati-donaduzzi-novo/p",
  },
  {
    q: "O porteiro do condomínio trabalha à noite: a partir de que horário conta o adicional noturno dele?",
    kind: "out",
    source: "https://blog.alterdata.com.br/aprenda-a-calcular-o-adicional-noturno-para-porteiro-e-seguranca-do-condominio/",
  },
  {
    q: "Na quadra do clube que estou reformando, qual a altura oficial da rede de vôlei no jogo masculino?",
    kind: "out",
    source: "https://meukultura.com/especificacoes-do-campo-de-voleibol",
  },
  {
    q: "O condomínio aluga o topo do prédio para uma antena de celular. Cada proprietário tem que declarar sua parte desse aluguel no imposto de renda?",
    kind: "out",
    source: "https://sincond.com.br/sindicos-tem-que-declarar-ao-leao-ate-isencao-de-condominio",
  },
  {
    q: "qual o limite de faturamento anual do MEI e quanto posso ultrapassar sem ser desenquadrado?",
    kind: "out",
    source: "https://jornaljf.com.br/mei-que-ultrapassar-limite-de-faturamento-pode-ter-prejuizo-veja/",
  },
  {
    q: "Meu cliente quer usar o FGTS para comprar o apartamento que vou reformar. Quantos anos de trabalho com FGTS ele precisa ter?",
    kind: "out",
    source:
      "https://ajuda.lelloimoveis.com.br/quais-s%C3%A3o-as-condi%C3%A7%C3%B5es-para-utilizar-o-fgts-para-comprar-ou-dar-entrada-no-im%C3%B3vel",
  },
  {
    q: "Com quantas semanas de vida o filhote de cachorro toma a primeira dose da vacina antirrábica?",
    kind: "out",
    source: "https://www.petscare.com/pt-br/news/post/rabies-shots-duration-dogs",
  },
  {
    q: "Como é calculada a taxa de registro do imóvel no cartório quando o cliente compra o terreno?",
    kind: "out",
    source:
      "https://exame.com/mercado-imobiliario/o-que-e-a-taxa-de-registro-em-transacoes-imobiliarias-e-como-ela-e-cobrada/",
  },
  {
    q: "Porteiro em escala 12x36 no condomínio: a jornada diária pode passar de 10 horas nesse regime?",
    kind: "out",
    source: "https://sicon.net.br/acervo-palavra/292",
  },
];
