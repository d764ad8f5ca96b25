import type { EvalQuestion } from "#server/ai/offline/eval/types";

/**
 * Fifteenth blind development set by source (07/12/2026; decision 082, R-AI-8). Written from search
 * results of the stored public pages only: no passage of the offline base and no other evaluation
 * set's questions were read, and the offline answerer was not run. Every source is a page from a
 * publisher that no passage, tuning or holdout question, holdout-by-source question nor any earlier
 * development set cites (questions.test.ts checks it), none is used more than three times here, and
 * none is a file-sharing copy, a blog host or an exam bank on the banned list. This set is written
 * the way architects really type into the chat: short, colloquial, often lowercase and unaccented,
 * now and then with a small typo, some with the project's own case first ("cozinha de 3,20 x 2,80",
 * "auditorio de 380 lugares"), across the topics they ask about (accessibility, lighting, electrical
 * points and protection, drainage, lightning protection, pools, emergency lighting, neighbour and
 * condominium rules of the Código Civil, builder's warranty, reform management, BIM in federal works,
 * rooftop solar, CAU fees). Each key fact was read on the cited page; a calc question's rule was read
 * there and the arithmetic done on the asker's numbers. Municipal questions ask what only one city's
 * law sets, future questions ask for a value not yet published, and the off-topic questions include a
 * trap that presumes a norm which does not exist.
 */
export const DEV_SOURCE_15: readonly EvalQuestion[] = [
  // Vizinhança e condomínio (Código Civil)
  {
    q: "vizinho abriu uma janela lateral, perpendicular a divisa, a uns 50 cm do meu terreno. pode isso? qual a distancia minima",
    kind: "fact",
    norm: "Código Civil",
    fact: "0,75 m",
    source:
      "https://vandinhomaracas.com.br/post/artigo-vizinho-construiu-janelas-no-muro-divis%C3%B3rio-e-fiquei-sem-privacidade-como-resolver",
  },
  {
    q: "minha parede fica a 1,10 m da divisa e o cliente quer abrir uma janela de frente pro vizinho. quanto tenho que recuar a parede pra poder?",
    kind: "calc",
    norm: "Código Civil",
    fact: "0,40 m",
    source:
      "https://vandinhomaracas.com.br/post/artigo-vizinho-construiu-janelas-no-muro-divis%C3%B3rio-e-fiquei-sem-privacidade-como-resolver",
  },
  {
    q: "e em terreno na zona rural, quanto a construção tem que ficar afastada do terreno vizinho pelo codigo civil?",
    kind: "fact",
    norm: "Código Civil",
    fact: "3 m",
    source: "https://groups.google.com/g/clubedosengenheiroscivis/c/u4s2aeVvHdA",
  },
  {
    q: "o morador da cobertura quer botar placa solar no telhado do predio so pra ele. o telhado é dele ou é area comum?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/área comum/",
    source: "https://condo.news/?p=4583",
  },
  {
    q: "condominio horizontal de casas geminadas: posso instalar placa solar no telhado da minha casa sem aprovação? conta como alteração de fachada?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/assembleia/",
    source:
      "https://sistemas.redde.com.br/condominiosc/canal-aberto/5030-em-condominios-horizontais-de-casas-geminadas-a-placa-solar-no-teto-e-alteracao-de-fachada?category=canal-aberto",
  },
  {
    q: "a convenção do predio é antiga e fala em multa de 20% por atraso do condominio. isso ainda vale? qual a multa maxima hoje",
    kind: "fact",
    norm: "Código Civil",
    fact: "2%",
    source:
      "https://gilbertomelo.com.br/multa-por-atraso-no-pagamento-de-condominio-e-limitada-a-2-apos-novo-codigo-civil",
  },
  {
    q: "paguei o condominio de R$ 850,00 com um mes de atraso e a convenção nao fala nada de juros. quanto da multa + juros no maximo?",
    kind: "calc",
    norm: "Código Civil",
    fact: "R$ 25,50",
    source: "https://gwonline.com.br/inadimplencia-condominal/",
  },
  {
    q: "condomino antissocial que atrasa sempre, cota de R$ 640,00. qual a multa maxima que a assembleia pode aplicar pelo art 1.337?",
    kind: "calc",
    norm: "Código Civil",
    fact: "R$ 6.400,00",
    source: "https://cam.adv.br/notas/atraso-reiterado-motiva-multa-dobrada",
  },
  {
    q: "vou reformar um apto e o sindico pediu um documento antes de liberar a obra. que documento é esse e qual norma?",
    kind: "fact",
    norm: "NBR 16280",
    fact: "/plano de reforma/",
    source: "https://www.axxia.com.br/2014/04/nova-norma-para-reformas-nbr-16280.html",
  },
  {
    q: "qual norma trata do sistema de gestao de manutençao do predio que o sindico tem que seguir?",
    kind: "fact",
    norm: "NBR 5674",
    fact: "/manutenção de edificações/",
    source: "https://lumarj.com.br/2023/10/10/manutencao-preventiva-no-condominio-quando-e-o-que-fazer/",
  },

  // Garantia e vícios da obra
  {
    q: "apareceu rachadura estrutural num predio entregue faz 3 anos. a construtora ainda responde? qual o prazo de garantia legal",
    kind: "fact",
    norm: "Código Civil",
    fact: "5 anos",
    source: "https://codigoalpha.blog/?p=3680",
  },
  {
    q: "depois que o defeito aparece, quanto tempo o dono da obra tem pra entrar com ação contra o empreiteiro (art 618)?",
    kind: "fact",
    norm: "Código Civil",
    fact: "180 dias",
    source: "https://diagnosticadopredio.com/garantia",
  },
  {
    q: "imovel novo com vicio aparente, pelo CDC quanto tempo o comprador tem pra reclamar?",
    kind: "fact",
    norm: "Lei 8.078",
    fact: "90 dias",
    source: "https://codigoalpha.blog/?p=3680",
  },

  // Acessibilidade
  {
    q: "banheiro acessivel num restaurante: largura minima da porta?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,80 m",
    source: "https://idral.com.br/2018/07/18/acessibilidade-em-banheiros-conheca-as-exigencias-e-solucoes/",
  },
  {
    q: "estacionamento do mercado tem 140 vagas, quantas tenho que reservar pra idoso?",
    kind: "calc",
    norm: "Lei 10.741",
    fact: "7 vagas",
    source: "https://radiopeaobrasil.com.br/multa-de-r-29347-para-quem-estacionar-em-vagas-de-idosos",
  },
  {
    q: "projeto de auditorio com 380 lugares. quantos espaços pra cadeira de rodas eu preciso deixar?",
    kind: "calc",
    norm: "Decreto 9.404",
    fact: "/8 espaços/",
    source:
      "https://pipocamoderna.com.br/2018/06/decreto-aumenta-espacos-reservados-para-pessoas-com-deficiencia-nos-cinemas-e-shows",
  },
  {
    q: "qual decreto obriga cinema a ter assento pra pessoa obesa?",
    kind: "fact",
    norm: "Decreto 9.404",
    fact: "/9.404/",
    source: "http://plantaoenfoco.com.br/noticias/cidades/pessoas-obesas-terao-assentos-especificos-em-cinemas-no-rio-107363",
  },
  {
    q: "qual lei mudou o estatuto da pessoa com deficiencia pra acessibilidade nas salas de cinema?",
    kind: "fact",
    norm: "Lei 14.009",
    fact: "/14.009/",
    source:
      "https://www.direitonet.com.br/noticias/exibir/22928/Estatuto-da-Pessoa-com-Deficiencia-e-novas-regras-sobre-acessibilidade-para-pessoas-com-deficiencia-nas-salas-de-cinema",
  },

  // Iluminação
  {
    q: "quantos lux preciso na mesa de um escritorio com computador?",
    kind: "fact",
    norm: "NBR ISO/CIE 8995-1",
    fact: "500 lux",
    source: "https://lightsolutions.net.br/iluminacao-em-ambientes-de-trabalho",
  },
  {
    q: "consultorio medico, sala de exame. qual a iluminancia que a norma pede?",
    kind: "fact",
    norm: "NBR ISO/CIE 8995-1",
    fact: "1.000 lux",
    source: "https://lightsolutions.net.br/iluminacao-em-ambientes-de-trabalho",
  },
  {
    q: "luz de emergencia do predio tem que aguentar quanto tempo sem energia?",
    kind: "fact",
    norm: "NBR 10898",
    fact: "1 h",
    source:
      "http://www.tudosobreseguranca.com.br/portal/index.php?option=com_content&task=view&id=589&Itemid=170",
  },

  // Elétrica
  {
    q: "cozinha de 3,20 x 2,80 m, quantos pontos de tomada no minimo pela 5410?",
    kind: "calc",
    norm: "NBR 5410",
    fact: "/4 pontos/",
    source: "https://contasdeenergia.com.br/?p=2666",
  },
  {
    q: "e num quarto de 3,5 x 4 m, quantas tomadas no minimo?",
    kind: "calc",
    norm: "NBR 5410",
    fact: "/3 pontos/",
    source: "https://contasdeenergia.com.br/?p=2666",
  },

  // Para-raios (SPDA)
  {
    q: "de quanto em quanto tempo tem que fazer inspeçao visual do para-raio do predio?",
    kind: "fact",
    norm: "NBR 5419",
    fact: "6 meses",
    source: "https://sindiconmg.org.br/o-para-raios-do-seu-predio-esta-funcionando-corretamente",
  },
  {
    q: "predio residencial no interior, longe do litoral: a inspeção periodica do SPDA com laudo é a cada quantos anos?",
    kind: "fact",
    norm: "NBR 5419",
    fact: "3 anos",
    wrong: ["5 anos"],
    source: "https://pabloguimaraes-professor.com.br/post/qual-a-periodicidade-da-manutencao-do-spda",
  },

  // Hidráulica e piscinas
  {
    q: "qual o diametro do cano de esgoto do vaso sanitario?",
    kind: "fact",
    norm: "NBR 8160",
    fact: "100 mm",
    source: "https://revistafeminina.com/?p=72654",
  },
  {
    q: "piscina nova de cliente: quantos ralos de fundo e qual a distancia minima entre eles?",
    kind: "fact",
    norm: "NBR 10339",
    fact: "1,5 m",
    source: "http://www.jornaldepiracicaba.com.br/vai-construir-a-piscina-dos-sonhos/",
  },
  {
    q: "a lei federal de seguranca em piscinas obriga dispositivo contra o que exatamente?",
    kind: "fact",
    norm: "Lei 14.327",
    fact: "/turbilhonamento/",
    source:
      "https://blog.superlogica.com/condominios/seguranca-na-piscina-nova-lei-estabelece-exigencias-para-reduzir-riscos",
  },

  // Projeto, BIM e energia solar
  {
    q: "qual NBR trata da representaçao de projetos de arquitetura?",
    kind: "fact",
    norm: "NBR 6492",
    fact: "/representação de projetos/",
    source:
      "https://arquitetura.com.br/abnt-revisara-normas-de-projetos-arquitetonicos-por-sugestao-do-caubr-o-objetivo-e-valorizar-o-projeto-como-instrumento-de-qualificacao-das-obras-publicas-e-construcoes-privadas",
  },
  {
    q: "o decreto do BIM nas obras federais faz parte de qual estrategia, criada por qual decreto?",
    kind: "fact",
    norm: "Decreto 10.306",
    fact: "/9.983/",
    source: "https://graphisoft.com/br/building-information-modelling-bim-inovacao-nas-construcoes-publicas",
  },
  {
    q: "BIM obrigatorio em obra federal: quando comecou a primeira fase?",
    kind: "fact",
    norm: "Decreto 10.306",
    fact: "/2021/",
    source: "https://engepanta.com/decreto-estabelece-utilizacao-do-bim-em-obras-publicas/",
  },
  {
    q: "e a terceira fase do BIM federal começa em que ano?",
    kind: "fact",
    norm: "Decreto 10.306",
    fact: "/2028/",
    source:
      "http://mellopimentel.com.br/acontece/06/01/2021/uso-do-building-information-modelling-passa-a-ser-obrigatorio-em-projetos-de-arquitetura-e-engenharia-dos-orgaos-e-entidades-da-administracao-publica-federal",
  },
  {
    q: "microgeração distribuida vai ate quantos kW pela lei 14.300?",
    kind: "fact",
    norm: "Lei 14.300",
    fact: "75 kW",
    source: "https://www.aldo.com.br/blog/sobre-a-lei-14-300/",
  },
  {
    q: "a lei 14.300 da energia solar entrou em vigor quando?",
    kind: "fact",
    norm: "Lei 14.300",
    fact: "/janeiro de 2022/",
    source: "https://inoxpar.com.br/blog/artigo/o-que-mudou-com-a-nova-lei-de-energia-solar",
  },
  {
    q: "antes da lei 14.300, o que regulava a geraçao solar em casa? qual resolução da aneel",
    kind: "fact",
    norm: "Lei 14.300",
    fact: "/482/",
    source: "https://metalsol.com.br/?p=1532",
  },

  // CAU
  {
    q: "me formei ano passado, tenho desconto na anuidade do CAU? de quanto",
    kind: "fact",
    norm: "CAU/BR",
    fact: "50%",
    source:
      "https://www.nauoestebaiano.com.br/single-post/2016/1/7/Anuidade-do-CAU-pode-ser-paga-com-10-de-desconto-at%C3%A9-31-de-janeiro",
  },
  {
    q: "arquiteto fica isento da anuidade do cau depois de quantos anos de contribuiçao?",
    kind: "fact",
    norm: "CAU/BR",
    fact: "40 anos",
    source:
      "https://www.nauoestebaiano.com.br/single-post/2016/1/7/Anuidade-do-CAU-pode-ser-paga-com-10-de-desconto-at%C3%A9-31-de-janeiro",
  },

  // Regras que só a lei do município (ou do DF) define
  {
    q: "clube em jales quer reformar a piscina. precisa de botão de emergencia contra sucção? qual a multa se nao tiver?",
    kind: "municipal",
    source: "https://camaradejales.sp.gov.br/noticia/2138/Piscinas-deverao-ter-dispositivo-de-seguranca-contra-succao",
  },
  {
    q: "projeto de supermercado em rio branco: quantos % das vagas tenho que reservar pra gestante e mae com criança de colo?",
    kind: "municipal",
    source:
      "http://www.ac24horas.com/2017/03/15/supermercados-de-rio-branco-sao-obrigados-a-reservar-vagas-no-estacionamento-a-mulheres-com-criancas-de-colo/",
  },
  {
    q: "tenho um terreno em teresopolis, zona residencial. qual o afastamento frontal minimo?",
    kind: "municipal",
    source:
      "http://camarateresopolis.com.br/biblioteca/leis-municipais/leis-municipais-por-assunto/89-loteamento-parcelamento-de-solo/2401-lei-municipal-n-1232-de-10071988-dispoe-sobre-o-zoneamento-do-municipio-de-teresopolis-e-da-ou.html",
  },
  {
    q: "cinema em recife tem que ter poltrona pra obeso? quantas por sala?",
    kind: "municipal",
    source: "https://www.recife.pe.leg.br/comunicacao/noticias/vereador-quer-obrigar-poltronas-para-obesos-nos-cinemas",
  },
  {
    q: "calçada em caraguatatuba: qual a largura minima da faixa de serviço?",
    kind: "municipal",
    source:
      "https://www.expressaocaicara.com/post/prefeitura-faz-projetos-gratuitos-para-quem-vai-construir-ou-reformar-cal%C3%A7adas",
  },
  {
    q: "em santos qual é o padrao de calçada, largura de cada faixa?",
    kind: "municipal",
    source: "https://www.santos.sp.gov.br/?q=noticia/cartilha-do-calcada-para-todos-esta-no-site-da-prefeitura",
  },
  {
    q: "projeto em brasilia protocolado antes da emenda da 9050: tenho que adequar à nova versão ou posso aprovar pela antiga?",
    kind: "municipal",
    source: "https://www.jornalcentralbrasil.com/2020/10/decreto-esclarece-duvidas-sobre-normas.html",
  },

  // Valores ainda não publicados
  {
    q: "qual vai ser o valor da anuidade do CAU em 2028?",
    kind: "future",
    source:
      "https://www.nauoestebaiano.com.br/single-post/2016/1/7/Anuidade-do-CAU-pode-ser-paga-com-10-de-desconto-at%C3%A9-31-de-janeiro",
  },
  {
    q: "a proxima revisão da NBR 15575, prevista pra 2027, vai mudar a VUP da estrutura pra quanto?",
    kind: "future",
    source: "https://autodoc.com.br/conteudos/norma-de-desempenho-esta-em-revisao-saiba-o-que-pode-mudar",
  },
  {
    q: "energia solar: a partir de 2030 quantos % do fio B o cliente novo vai pagar?",
    kind: "future",
    source: "https://win.com.br/a-seguran%c3%a7a-jur%c3%addica-e-as-vantagens-da-lei-14300",
  },

  // Fora do escopo (e uma armadilha)
  {
    q: "como declaro imovel financiado no imposto de renda?",
    kind: "out",
    source: "https://agencia38.jornalfloripa.com.br/2025/04/18/como-declarar-imovel-financiado-no-imposto-de-renda",
  },
  {
    q: "no IR qual o codigo pra declarar apartamento?",
    kind: "out",
    source: "https://quintoandar.com.br/guias/como-comprar/como-declarar-imovel-financiado",
  },
  {
    q: "imovel abaixo de 300 mil precisa declarar no imposto de renda?",
    kind: "out",
    source: "https://www.vivareal.com.br/blog/dinheiro/financiar/como-declarar-imovel-financiado-no-imposto-de-renda/",
  },
  {
    q: "financiamento do apto eu declaro em dividas e onus reais?",
    kind: "out",
    source: "https://franq.com.br/?p=2251",
  },
  {
    q: "os juros do financiamento imobiliario dá pra deduzir no IR?",
    kind: "out",
    source: "https://imobiliariamarcondes.com.br/artigo/dicas/financiamento-imobiliario-no-ir-o-que-voce-precisa-informar",
  },
  {
    q: "receita de bolo de cenoura com cobertura de chocolate",
    kind: "out",
    source: "https://clicreceitas.com.br/?p=233317",
  },
  {
    q: "bolo de cenoura fica quanto tempo no forno a 180 graus?",
    kind: "out",
    source: "https://realbrasilcestas.com.br/bolodecenoura",
  },
  {
    q: "com quantas semanas o filhote de cachorro toma a V10?",
    kind: "out",
    source: "https://clubepets.com.br/tabela-de-vacinas-para-caes-filhotes-quais-vacinas-dar-e-quando",
  },
  {
    q: "meu cachorro ja é adulto e nunca tomou vacina, e agora?",
    kind: "out",
    source:
      "https://patasdacasa.com.br/noticia/vacina-para-cachorro-quando-o-filhote-pode-tomar-quais-as-primeiras-doses-tudo-sobre-a-prevencao",
  },
  {
    q: "vacina de gripe canina pode dar a partir de quantas semanas?",
    kind: "out",
    source: "https://unicpet.com/cuidados-iniciais-com-filhotes-vacinas-essenciais-v10-e-raiva",
  },
  {
    q: "como calcula ferias proporcionais na rescisao?",
    kind: "out",
    source: "https://coggle.it/diagram/Wy7jjFsxfnuyZof3/t/f%C3%A9rias",
  },
  {
    q: "idoso tem prioridade na fila do supermercado a partir de que idade?",
    kind: "out",
    source:
      "https://www.gazetasp.com.br/gazeta-mais/dicas-da-gazeta/supermercados-sao-obrigados-a-seguir-lei-que-privilegia-os-idosos/1168293",
  },
  {
    q: "qual NBR obriga a dimensionar o ar condicionado com 800 BTU por m²?",
    kind: "out",
    source: "https://dicashoje.com.br/o-que-e-btu-como-e-feito-o-calculo-de-btu",
  },
];
