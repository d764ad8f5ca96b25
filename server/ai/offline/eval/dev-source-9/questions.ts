import type { EvalQuestion } from "#server/ai/offline/eval/types";

/**
 * Ninth blind development set by source (06/12/2026; decision 082, R-AI-8). Written from search
 * results of the stored public pages only: no passage of the offline base and no other evaluation
 * set's questions were read, and the offline answerer was not run. Every source is a page from a
 * publisher that no passage, tuning or holdout question, holdout-by-source question nor first,
 * third, fourth, fifth, sixth, seventh or eighth development set cites (questions.test.ts checks
 * it), and none is a government, fire-brigade, ABNT or CAU host, a file-sharing copy, a blog host
 * or an exam bank on the banned list. Questions are asked as an architect types in the chat, some
 * with the project's case first, some lowercase and unaccented, some exam-style, some in two
 * parts; each key fact was read on the cited page (a calc question's rule was read there and the
 * arithmetic done on it, with any CUB value given in the question itself). Several answerable
 * questions ask obscure but real facts (the 760 mm door of an existing lift under NBR 13994, the
 * 2021 law that let cities draw urban APP strips, the ten-year prescription the STJ applies to
 * construction defects, the 75 cm drop of the SPT hammer, the NBR 15575-1 annex that NBR 17170
 * replaced, the old NB 595 that NBR 5674 came from, the sound reduction of a fire door, the
 * 210 kg/m² load of a lifting platform) that the base is not expected to hold: there the honest
 * answer is "não encontrei".
 */
export const DEV_SOURCE_9: EvalQuestion[] = [
  // Acessibilidade, elevadores e vagas (NBR 9050, NBR 13994, NBR ISO 9386-1, vagas reservadas)
  {
    q: "Rampa externa de uma clínica: preciso vencer 60 cm de desnível com inclinação de 8,33%. Qual o comprimento horizontal mínimo da rampa?",
    kind: "calc",
    norm: "NBR 9050",
    fact: "7,20 m",
    source: "https://rhinoelevadores.com.br/rampa-de-acessibilidade",
  },
  {
    q: "plataforma elevatoria vertical com cabine de 0,90 x 1,40 m, considerando a carga de 210 kg por m2 da norma, qual a carga nominal minima?",
    kind: "calc",
    norm: "NBR ISO 9386-1",
    fact: "264,6 kg",
    source: "https://mobilitaelevadores.com.br/informacoes-importantes",
  },
  {
    q: "Retrofit de prédio antigo: o elevador existente tem porta de eixo vertical manual. Qual a largura livre mínima dessa porta para a adaptação de acessibilidade?",
    kind: "fact",
    norm: "NBR 13994",
    fact: "0,76 m",
    source: "https://seteservic.com.br/acessibilidade-para-elevadores-antigos",
  },
  {
    q: "Condomínio residencial aprovado em 2022 com 150 vagas de garagem: quantas vagas devem ficar reservadas para pessoas com deficiência pelo decreto federal?",
    kind: "calc",
    norm: "Decreto 9.451",
    fact: "3 vagas",
    source: "https://clicksindico.com.br/post/vagas-para-idosos-em-deficientes-em-condomínio-quem-tem-direito",
  },
  {
    q: "estacionamento com 300 vagas, quantas tem que ser reservadas pra idosos pelo estatuto do idoso?",
    kind: "calc",
    norm: "Lei 10.741",
    fact: "15 vagas",
    source:
      "https://mosciaro.com.br/artigos/existencia-de-vagas-para-pessoas-com-deficiencia-e-idosos-em-condominios-residenciais-existe-obrigacao-legal/",
  },

  // Vidros e guarda-corpos (NBR 7199, NBR 14718)
  {
    q: "Até que altura do piso a NBR 7199 exige vidro de segurança nas janelas e portas envidraçadas?",
    kind: "fact",
    norm: "NBR 7199",
    fact: "1,10 m",
    source:
      "https://contramarco.com/post/2020/01/27/a-import%C3%A2ncia-dos-vidros-de-seguran%C3%A7a-na-constru%C3%A7%C3%A3o-civil",
  },
  {
    q: "Cliente quer guarda-corpo de vidro temperado simples na sacada. Pode, ou a norma obriga outro tipo de vidro?",
    kind: "fact",
    norm: "NBR 7199",
    fact: "/laminado/",
    source: "https://www.lumividros.com/centro-técnico/normas-e-segurança",
  },
  {
    q: "qual a altura minima do guarda-corpo pela NBR 14718 atual?",
    kind: "fact",
    norm: "NBR 14718",
    fact: "1,10 m",
    source: "https://minutoligado.com.br/saiba-os-tipos-de-vidro-usados-em-guarda-corpo-de-vidro",
  },
  {
    q: "A partir de que desnível o guarda-corpo passa a ser obrigatório num mezanino ou varanda?",
    kind: "fact",
    norm: "NBR 14718",
    fact: "1 m",
    source: "https://baratocomqualidade.com.br/tag/qual-vidro-para-guarda-corpo/",
  },

  // Portas corta-fogo e saídas (NBR 11742)
  {
    q: "Porta corta-fogo classe P-60: qual o tempo mínimo de resistência ao fogo no ensaio?",
    kind: "fact",
    norm: "NBR 11742",
    fact: "60 min",
    source:
      "https://patisegnoticias.com.br/2018/09/19/a-normalizacao-para-as-portas-corta-fogo-para-saida-de-emergencia/",
  },
  {
    q: "porta corta fogo isola som tambem? quantos decibeis ela reduz com a borracha periferica?",
    kind: "fact",
    norm: "NBR 11742",
    fact: "20 dB",
    source: "https://hsserv.com.br/porta-corta-fogo-para-saida-de-emergencia/",
  },

  // Instalações elétricas e hidrossanitárias (NBR 5410, NBR 5626, NBR 8160)
  {
    q: "Quarto de 3,50 x 4,00 m: qual a carga mínima de iluminação a prever pela NBR 5410?",
    kind: "calc",
    norm: "NBR 5410",
    fact: "220 VA",
    source:
      "https://conhecendoaeletrica.com/blog/2021/10/19/previsao-de-cargas-de-um-circuito-de-acordo-com-a-nbr5410/",
  },
  {
    q: "Qual a pressão estática máxima admitida nos pontos de utilização da instalação de água fria?",
    kind: "fact",
    norm: "NBR 5626",
    fact: "400 kPa",
    source: "https://connectvalves.com.br/servicos-predial",
  },
  {
    q: "casa terrea com uma cozinha so: qual a capacidade da caixa de gordura pequena pela NBR 8160?",
    kind: "fact",
    norm: "NBR 8160",
    fact: "18 litros",
    source: "https://euvouconstruir.com/a-caixa-de-gordura-para-proteger-sua-casa",
  },

  // Desempenho, manutenção, inspeção e reforma (NBR 15575, NBR 17170, NBR 5674, NBR 16747, NBR 16280)
  {
    q: "Edifício de apartamentos: qual o isolamento acústico mínimo das paredes entre unidades habitacionais pela norma de desempenho?",
    kind: "fact",
    norm: "NBR 15575",
    fact: "45 dB",
    source:
      "https://sites.correioweb.com.br/app/noticia/encontro/revista/2018/03/27/interna_revista,4423/maioria-dos-empreendimentos-do-df-entregues-nos-ultimos-anos-atende-as.shtml",
  },
  {
    q: "Com a NBR 17170 em vigor, qual anexo da NBR 15575-1 sobre prazos de garantia deixou de valer?",
    kind: "fact",
    norm: "NBR 17170",
    fact: "/Anexo D/",
    source:
      "https://condominiosc.com.br/os-colunistas/5186-nbr-17-170-amplia-cuidados-dos-sindicos-para-evitar-perda-de-garantias",
  },
  {
    q: "a NBR 17170 de garantias entrou em vigor quanto tempo depois de publicada?",
    kind: "fact",
    norm: "NBR 17170",
    fact: "180 dias",
    source: "https://site.construcode.com.br/?p=6334",
  },
  {
    q: "A NBR 5674, de manutenção de edificações, teve origem em qual norma antiga da ABNT?",
    kind: "fact",
    norm: "NBR 5674",
    fact: "/595/",
    source: "https://manutencaopredial.net.br/nbr-5674/",
  },
  {
    q: "Em que ano foi publicada a NBR 16747, de inspeção predial?",
    kind: "fact",
    norm: "NBR 16747",
    fact: "/2020/",
    source: "https://bwlopes.com.br/inspecao/2023/12/04/o-que-e-a-inspecao-predial",
  },
  {
    q: "Síndico perguntou desde quando vale a norma de reformas em edificações que exige plano de reforma. Desde que ano ela está em vigor?",
    kind: "fact",
    norm: "NBR 16280",
    fact: "/2014/",
    source: "https://absolutaes.com.br/blog/177-nova-norma-da-abnt-muda-regras-para-reformas-em-imoveis",
  },

  // Fundações e materiais (NBR 8036, NBR 6484, NBR 14081)
  {
    q: "Terreno de 400 m² para um sobrado: quantos furos de sondagem no mínimo pela NBR 8036?",
    kind: "fact",
    norm: "NBR 8036",
    fact: "/3 furos/",
    source: "https://fontanaeng.com.br/2021/09/22/quantos-furos-de-sondagem-devo-fazer",
  },
  {
    q: "No ensaio SPT, de que altura cai o martelo de 65 kg?",
    kind: "fact",
    norm: "NBR 6484",
    fact: "0,75 m",
    source: "https://persolo.com.br/2019/07/25/sondagem-a-percussao-spt/",
  },
  {
    q: "Qual tipo de argamassa colante devo especificar para assentar revestimento cerâmico em fachada?",
    kind: "fact",
    norm: "NBR 14081",
    fact: "/AC III/",
    source: "https://valemassa.com.br/lorem-ipsum",
  },

  // Custos (CUB, NBR 12721)
  {
    q: "Casa de 80 m² em São Paulo, usando CUB de R$ 1.517,65/m²: qual o custo estimado da construção (sem fundações e projetos)?",
    kind: "calc",
    norm: "NBR 12721",
    fact: "R$ 121.412,00",
    source: "https://obra-sp.com/post/como-estimar-o-custo-de-sua-obra",
  },

  // Código Civil e defesa do consumidor na construção
  {
    q: "Apareceu uma trinca estrutural no terceiro ano depois da entrega. Pelo art. 618 do Código Civil, em quanto tempo o dono precisa entrar com a ação depois que o defeito aparece?",
    kind: "fact",
    norm: "Código Civil",
    fact: "180 dias",
    source: "https://cursofundare.com.br/?p=382",
  },
  {
    q: "Qual o prazo para o comprador reclamar de vício aparente num imóvel novo pelo CDC?",
    kind: "fact",
    norm: "Lei 8.078",
    fact: "90 dias",
    source:
      "https://hgclaw.com.br/responsabilidade-da-construtora-por-vicios-construtivos-direitos-e-prazos-para-o-consumidor",
  },
  {
    q: "prazo de prescricao pra pedir indenizacao por dano causado por defeito da construcao pelo CDC art 27?",
    kind: "fact",
    norm: "Lei 8.078",
    fact: "5 anos",
    source: "https://cunhapereirafilho.com.br/vicios-e-defeitos-de-inadequacao-na-construcao-do-imovel",
  },
  {
    q: "Segundo o STJ, qual o prazo de prescrição para o dono da obra cobrar da construtora a indenização por defeitos de construção?",
    kind: "fact",
    norm: "Código Civil",
    fact: "10 anos",
    source:
      "https://consumidoremdia.com.br/%f0%9f%8f%a0-vicios-ocultos-em-imoveis-novos-prazos-de-garantia-e-direitos-do-comprador-guia-2026",
  },
  {
    q: "Quero abrir uma janela na parede lateral da casa voltada para o vizinho. A que distância mínima da divisa o Código Civil permite?",
    kind: "fact",
    norm: "Código Civil",
    fact: "1,50 m",
    source:
      "https://advocaciafavero.com.br/direito-de-vizinhanca-entenda-os-limites-e-direitos-entre-proprietarios",
  },
  {
    q: "Comprador de unidade na planta, em incorporação com patrimônio de afetação, desistiu depois de pagar R$ 80.000,00. Retendo o máximo que a Lei do Distrato permite, quanto a incorporadora devolve?",
    kind: "calc",
    norm: "Lei 13.786",
    fact: "R$ 40.000,00",
    source: "https://meuape.app/blog/lei-do-distrato-risco-patrimonial-50-porcento",
  },
  {
    q: "Compra de apartamento fechada no estande de vendas: quantos dias o comprador tem para se arrepender sem multa?",
    kind: "fact",
    norm: "Lei 13.786",
    fact: "7 dias",
    source: "https://icaroferreira.com/?p=782",
  },

  // Parcelamento do solo e Código Florestal (Lei 6.766, Lei 12.651)
  {
    q: "Loteamento às margens de uma rodovia: até quanto a lei municipal pode reduzir a faixa não edificável depois da Lei 13.913?",
    kind: "fact",
    norm: "Lei 6.766",
    fact: "5 m",
    source: "https://cearaagora.com.br/site/lei-que-reduz-o-limite-da-faixa-ao-longo-das-rodovias-e-sancionada/",
  },
  {
    q: "Terreno urbano cortado por um córrego de 6 m de largura: qual a faixa de APP em cada margem pelo Código Florestal?",
    kind: "fact",
    norm: "Lei 12.651",
    fact: "30 m",
    source: "https://indexjuridico.com/tag/flora",
  },
  {
    q: "qual o raio de APP em volta de uma nascente?",
    kind: "fact",
    norm: "Lei 12.651",
    fact: "50 m",
    source: "https://www.ultimasnoticias.inf.br/noticia/entenda-o-que-e-app/",
  },
  {
    q: "Qual lei de 2021 passou aos municípios a definição das faixas de APP de cursos d'água em área urbana consolidada?",
    kind: "fact",
    norm: "Lei 14.285",
    fact: "/14.285/",
    source:
      "https://navarro.adv.br/noticia/municipio-passa-definir-os-limites-das-areas-de-preservacao-permanente-em-area-urbana/",
  },

  // Certificações de sustentabilidade (LEED, EDGE)
  {
    q: "Quantos pontos no mínimo um projeto precisa somar para o nível Platinum do LEED?",
    kind: "fact",
    norm: "LEED",
    fact: "/80 pontos/",
    source: "https://plantarideias.com.br/como-funciona-e-e-estruturado-o-leed",
  },
  {
    q: "Certificação EDGE: qual a economia mínima exigida em energia, água e energia incorporada nos materiais?",
    kind: "fact",
    norm: "EDGE",
    fact: "20%",
    source:
      "https://assilcon.com.br/blog/blogs/palmas-to-e-a-primeira-localidade-a-receber-o-lancamento-do-programa-para-a-construcao-sustentavel-da-ifc-com-apoio-da-cbic",
  },

  // Regras municipais: dependem da lei de cada cidade
  {
    q: "Vou aprovar uma casa em Caieiras (SP). Qual a área mínima de lote que a prefeitura aceita?",
    kind: "municipal",
    source: "https://caieiraspress.com.br/noticias.php?acao=mostra&id=2933",
  },
  {
    q: "Qual a largura mínima das ruas num loteamento novo em Rondonópolis (MT)?",
    kind: "municipal",
    source:
      "https://www.atribunamt.com.br/2022/02/24/plano-diretor-camara-ira-apreciar-projeto-que-define-regras-para-novos-loteamentos/",
  },
  {
    q: "recuo frontal minimo pra residencia em suzano sp?",
    kind: "municipal",
    source: "https://jornaldotrem.com.br/politica/plano-diretor-de-suzano/",
  },
  {
    q: "Qual o coeficiente de aproveitamento máximo de um terreno em zona urbana consolidada de Embu das Artes?",
    kind: "municipal",
    source: "https://seaembu.org/category/planodiretor/",
  },
  {
    q: "Galpão à beira da rodovia Fernão Dias, dentro de Atibaia: qual a faixa não edificável que a lei de Atibaia exige?",
    kind: "municipal",
    source:
      "https://portalatibaianews.com.br/noticias/transito/camara-aprova-projeto-de-lei-que-permite-reducao-no-comprimento-de-faixa-nao-edificavel-em-rodovias-que-cortam-o-municipio",
  },
  {
    q: "Qual a taxa de ocupação máxima para lotes residenciais em Tapera (RS)?",
    kind: "municipal",
    source: "https://portaltapera.ciol.com.br/executivo-suspende-por-6-meses-novos-loteamentos",
  },

  // Valores e edições ainda não publicados
  {
    q: "Qual foi o CUB R8-N paulista de março de 2027?",
    kind: "future",
    source: "https://habicamp.com.br/cub-paulista-sobe-016-em-marco",
  },
  {
    q: "quanto deu o INCC-M de fevereiro de 2027?",
    kind: "future",
    source: "https://guarulhosweb.com.br/?p=326933",
  },
  {
    q: "Qual o custo do metro quadrado do Sinapi em Mato Grosso em abril de 2027?",
    kind: "future",
    source: "https://sonoticias.com.br/?p=867316",
  },
  {
    q: "O que mudou nos requisitos acústicos da NBR 15575 edição 2028?",
    kind: "future",
    source: "https://proacustica.org.br/?p=1703",
  },

  // Fora de arquitetura
  {
    q: "A caminhonete da obra está com pneu murcho: calibro com o pneu quente ou frio?",
    kind: "out",
    source: "https://baraoautocentro.com.br/meu-pneu-esta-vazio-como-devo-calibrar/",
  },
  {
    q: "qual a hidratação ideal da massa de pão de fermentação natural com farinha italiana W 320?",
    kind: "out",
    source: "https://cozinhabase.com.br/sourdough-caseiro-receita-completa-de-pao-de-fermentacao-natural",
  },
  {
    q: "Qual a dose máxima de paracetamol por dia para um adulto?",
    kind: "out",
    source: "https://singuexames.com/paracetamol-indicacoes-doses-e-riscos",
  },
  {
    q: "Por que a maratona tem exatamente 42.195 metros?",
    kind: "out",
    source: "https://mundodametrologia.com.br/2023/01/a-origem-da-distancia-de-42195-metros.html",
  },
  {
    q: "Como a poupança rende quando a Selic está acima de 8,5% ao ano?",
    kind: "out",
    source:
      "https://ajuda.bancointer.com.br/pt-BR/articles/2242356-como-os-rendimentos-da-poupanca-sao-calculados",
  },
  {
    q: "Qual a altura da rede de vôlei no masculino adulto?",
    kind: "out",
    source: "https://todamateria.com.br/regras-do-voleibol/",
  },
  {
    q: "qual a altura da rede de tenis no centro da quadra?",
    kind: "out",
    source: "https://blog.ceime.com.br/tag/laboratorio-de-calibracion/page/3/",
  },
  {
    q: "Quanto o corretor cobra de comissão na venda de um imóvel urbano pela tabela do CRECI-SP?",
    kind: "out",
    source: "https://blog.conectaimobi.com.br/3-curiosidades-sobre-a-comissao-do-corretor-autonomo",
  },
  {
    q: "Advogado pode cobrar honorários abaixo da tabela da OAB?",
    kind: "out",
    source: "https://jusdocs.com/blog/aplicacao-da-tabela-de-honorarios-da-oab",
  },
  {
    q: "Piscina do condomínio: qual o nível de cloro livre e o pH ideais da água?",
    kind: "out",
    source: "http://www.abiclor.com.br/cloro-na-quantidade-certa-nao-causa-irritacao/",
  },
  {
    q: "Qual a temperatura interna da picanha ao ponto?",
    kind: "out",
    source: "https://churrasqueiroexpert.com.br/tabela-de-tempos-e-temperaturas-para-cada-corte-de-carne",
  },
  {
    q: "De quanto em quanto tempo renova a CNH quem tem menos de 50 anos?",
    kind: "out",
    source: "https://rnews.com.br/cnh-ganha-prazo-maior-de-validade.html",
  },
  {
    q: "qual a distancia da corrida de sao silvestre?",
    kind: "out",
    source: "https://blog.bodytech.com.br/voce-sabe-o-que-e-realmente-uma-maratona/",
  },
];
