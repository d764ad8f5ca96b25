import type { EvalQuestion } from "#server/ai/offline/eval/types";

/**
 * Eleventh blind development set by source (07/12/2026; decision 082, R-AI-8). Written from search
 * results of the stored public pages only: no passage of the offline base and no other evaluation
 * set's questions were read, and the offline answerer was not run. Every source is a page from a
 * publisher that no passage, tuning or holdout question, holdout-by-source question nor first,
 * third, fourth, fifth, sixth, seventh, eighth, ninth or tenth development set cites
 * (questions.test.ts checks it), each question has its own publisher, and none is a government,
 * fire-brigade, ABNT or CAU host, a file-sharing copy, a blog host or an exam bank on the banned
 * list. This set leans on what a client meeting or a site visit raises (a ramp, a shower enclosure,
 * a bathroom waterproofing, a ceramic roof, a water tank, a lightning-rod report, an extinguisher,
 * an off-plan purchase that is late or cancelled, a renovation quote, a neighbour's window, a
 * condominium garage, land regularisation, accessible hotel rooms and housing quotas). Questions
 * are asked as an architect types in the chat, some with the project's case first, some lowercase
 * and unaccented, some exam-style, some in two parts; each key fact was read on the cited page (a
 * calc question's rule was read there and the arithmetic done on it, with every input given in the
 * question itself). A few answerable questions ask obscure but real facts (the 150 days between the
 * publication of NBR 15575 and its demand, item 3.2.16 of the CAU ethics code on "reserva técnica",
 * the 60.000 BTU/h threshold of the PMOC technical manager, the Annex D of NBR 15575 replaced by
 * NBR 17170, the day-5 deadline of the CUB under Lei 4.591, the NBR 15812 withdrawn by NBR 16868,
 * the report named by NBR 16747) that the base is not expected to hold: there the honest answer is
 * "não encontrei". Out-of-domain questions are often phrased close to the domain (a plaster cast, a
 * paint, a temporary dental cement, a transfer window, a wage floor, a car extinguisher).
 */
export const DEV_SOURCE_11: EvalQuestion[] = [
  // Acessibilidade, vagas e cotas (NBR 9050, Lei 10.741, Lei 13.146)
  {
    q: "Projeto de uma clínica: preciso vencer um desnível de 1,00 m com rampa a 8,33%. Qual o comprimento horizontal total da rampa, sem contar os patamares?",
    kind: "calc",
    norm: "NBR 9050",
    fact: "12 m",
    source: "https://guiaderodas.com/?p=7145",
  },
  {
    q: "estacionamento de supermercado com 120 vagas, quantas tenho que reservar para idosos pelo estatuto?",
    kind: "calc",
    norm: "Lei 10.741",
    fact: "6 vagas",
    source: "https://www.vivaserranegra.com/2023/12/adelto-goncalves-vagas-para-idosos-em.html",
  },
  {
    q: "Conjunto habitacional de programa público com 400 unidades: quantas unidades, no mínimo, ficam reservadas para pessoas idosas pelo Estatuto da Pessoa Idosa?",
    kind: "calc",
    norm: "Lei 10.741",
    fact: "12",
    source: "https://rcn67.com.br/politica/senado-pode-votar-novos-beneficios-a-idosos-em-programa-habitacional-2",
  },
  {
    q: "Em programa habitacional público ou subsidiado, qual o percentual mínimo de unidades que a Lei Brasileira de Inclusão reserva para pessoas com deficiência?",
    kind: "fact",
    norm: "Lei 13.146",
    fact: "3%",
    source: "https://imprensapublica.com.br/projeto-preve-moradias-adicionais-para-pessoas-com-deficiencia-em-programas-habitacionais",
  },
  {
    q: "pousada com 40 quartos vai se adequar a LBI. quantos dormitorios acessiveis ela precisa ter no minimo?",
    kind: "calc",
    norm: "Lei 13.146",
    fact: "4",
    source: "https://www.folhadoprogresso.com.br/decreto-determina-novo-prazo-para-que-hoteis-e-pousadas-se-adequem-ao-percentual-minimo-de-dormitorios-acessiveis/",
  },

  // Banheiros: boxes e impermeabilização (NBR 14207, NBR 9575)
  {
    q: "Qual a espessura mínima do vidro temperado de um box de banheiro segundo a norma de boxes?",
    kind: "fact",
    norm: "NBR 14207",
    fact: "8 mm",
    wrong: ["6 mm"],
    source: "https://jornalreporterdovale.com/projeto-preve-mais-seguranca-na-instalacao-de-boxes-nos-banheiros",
  },
  {
    q: "cliente quer saber de quanto em quanto tempo tem que fazer manutencao preventiva no box de vidro. o que diz a nbr 14207?",
    kind: "fact",
    norm: "NBR 14207",
    fact: "12 meses",
    source: "http://www.deolhonoboxe.com.br/vidraceiro/norma-tecnica/",
  },
  {
    q: "Box do banheiro de um apartamento que vou reformar: qual o caimento mínimo do piso em direção ao ralo na área impermeabilizada?",
    kind: "fact",
    norm: "NBR 9575",
    fact: "1%",
    source: "http://constata.com.br/noticias/100/Dicas_para_impermeabilizacao_de_boxes_de_banheiro",
  },
  {
    q: "Na impermeabilização do banheiro, fora da área do box, até que altura a impermeabilização deve subir nas paredes?",
    kind: "fact",
    norm: "NBR 9575",
    fact: "20 cm",
    source: "https://www.celite.com.br/blog/impermeabilizacao-do-banheiro/",
  },

  // Materiais: blocos, telhas e alvenaria estrutural (NBR 15270, NBR 15310, NBR 16868)
  {
    q: "Bloco cerâmico de vedação: qual o limite máximo de absorção de água que a NBR 15270 aceita?",
    kind: "fact",
    norm: "NBR 15270",
    fact: "22%",
    source: "http://ceramicalideral.com.br/?p=1634",
  },
  {
    q: "Telhado de telha cerâmica em duas águas, vão de 9 m e inclinação de 30%. Qual a altura da cumeeira acima do apoio das tesouras?",
    kind: "calc",
    norm: "NBR 15310",
    fact: "1,35 m",
    source: "https://blog.juntossomosmais.com.br/profissional-de-obra/inclinacao-telhado/",
  },
  {
    q: "vou cobrir 84 m2 de telhado com telha colonial, rendimento de 25 pecas por m2. quantas telhas compro, sem contar perda?",
    kind: "calc",
    norm: "NBR 15310",
    fact: "2.100",
    source: "https://deolhonaengenharia.com/principais-tipos-telhas-ceramica-para-nao-errar.html",
  },
  {
    q: "A NBR 16868 de alvenaria estrutural cancelou e substituiu quais normas antigas de blocos cerâmicos e de concreto?",
    kind: "fact",
    norm: "NBR 16868",
    fact: "/15812/",
    source: "https://www.ibape-sp.org.br/noticia-detalhes.php?id=167",
  },

  // Desempenho, garantias e inspeção (NBR 15575, NBR 17170, NBR 16747)
  {
    q: "A NBR 15575 foi publicada em fevereiro de 2013. Quantos dias depois da publicação ela passou a ser exigida dos projetos?",
    kind: "fact",
    norm: "NBR 15575",
    fact: "150 dias",
    source: "https://dupliquedesembargador.com.br/2013/02/27/qualidade-dos-imoveis-com-novas-regras/",
  },
  {
    q: "isolamento acustico entre apartamentos vizinhos: qual o minimo em dB que a norma de desempenho pede para a parede entre unidades?",
    kind: "fact",
    norm: "NBR 15575",
    fact: "45 dB",
    source: "https://simplessolucoes.com.br/construtoras-terao-de-fazer-isolamento-acustico-entre-apartamentos",
  },
  {
    q: "A NBR 17170, de garantias na construção, substituiu qual parte da NBR 15575?",
    kind: "fact",
    norm: "NBR 17170",
    fact: "/Anexo D/",
    source: "https://conhecimento.predialize.com.br/pt-br/guia-nbr-17.170-descomplica-",
  },
  {
    q: "Fiz a inspeção predial de um condomínio pela NBR 16747. Como se chama o documento final que entrego ao síndico?",
    kind: "fact",
    norm: "NBR 16747",
    fact: "/Laudo Técnico de Inspeção Predial/",
    source: "https://fonsi.com.br/?p=3078",
  },

  // Instalações, manutenção e segurança (NBR 5626, NBR 5419, NBR 12962, Lei 13.589, NR 35, NR 18)
  {
    q: "Casa com 5 moradores: considerando 150 litros por pessoa por dia e reserva para 2 dias, qual o volume da caixa d'água?",
    kind: "calc",
    norm: "NBR 5626",
    fact: "1.500 litros",
    source: "https://triadecomunicacao.com.br/triade/noticia-detalhe/em-tempo-de-escassez-de-agua-saiba-como-escolher-o-tamanho-ideal-da-caixa-dagua",
  },
  {
    q: "A partir de que capacidade de ar-condicionado o prédio passa a precisar de PMOC com responsável técnico habilitado?",
    kind: "fact",
    norm: "Lei 13.589",
    fact: "/60.000 BTU/",
    source: "https://frosten.com.br/pmoc",
  },
  {
    q: "para-raios do predio fora do litoral: de quanto em quanto tempo tem que refazer a inspecao e o laudo do SPDA?",
    kind: "fact",
    norm: "NBR 5419",
    fact: "3 anos",
    source: "http://energisul.com.br/informativo",
  },
  {
    q: "Extintores do condomínio: o teste hidrostático, da manutenção de terceiro nível, é feito a cada quanto tempo?",
    kind: "fact",
    norm: "NBR 12962",
    fact: "5 anos",
    source: "https://rcextintores.com.br/manutencao-e-recarga-de-extintores",
  },
  {
    q: "NR 35: qual a carga horária mínima do treinamento para quem trabalha em altura acima de 2 m na obra?",
    kind: "fact",
    norm: "NR 35",
    fact: "8 horas",
    source: "https://dbtengenharia.com.br/treinamentos/46-nr-35-trabalho-em-altura-nr35",
  },
  {
    q: "Com a nova redação da NR 18, o PCMAT do canteiro foi substituído por qual programa?",
    kind: "fact",
    norm: "NR 18",
    fact: "/PGR/",
    source: "https://orcafascio.com/papodeengenheiro/nr-18/",
  },
  {
    q: "Energia solar no telhado do cliente: até quantos kW de potência instalada o sistema é considerado microgeração distribuída?",
    kind: "fact",
    norm: "Lei 14.300",
    fact: "75 kW",
    source: "https://ecomaxeng.com.br/?p=2012",
  },
  {
    q: "Estratégia BIM BR: em que ano começou a primeira fase de uso obrigatório do BIM nas obras federais, pelo Decreto 10.306?",
    kind: "fact",
    norm: "Decreto 10.306",
    fact: "/2021/",
    source: "https://toledomarchetti.com.br/?p=1563",
  },

  // Compra na planta, distrato, CUB e orçamentos (Lei 13.786, Lei 4.591, Lei 8.078)
  {
    q: "Cliente comprou apartamento na planta e a construtora não entregou na data. Qual o prazo de tolerância de atraso que a lei admite?",
    kind: "fact",
    norm: "Lei 13.786",
    fact: "180 dias",
    source: "https://carlanunesadv.com.br/a-construtora-sempre-pode-atrasar-180-dias-para-entregar-o-imovel-entenda-seus-direitos",
  },
  {
    q: "Comprador de um imóvel na planta, em incorporação com patrimônio de afetação, pagou R$ 120.000,00 e quer desistir. Qual a multa máxima que a incorporadora pode reter pela lei do distrato?",
    kind: "calc",
    norm: "Lei 13.786",
    fact: "R$ 60.000,00",
    source: "https://ricarte-rnc.com.br/lei-do-distrato-conheca-e-saiba-os-seus-direitos",
  },
  {
    q: "comprador pagou R$ 200.000,00 e a obra ja passou 4 meses alem da tolerancia. ele nao quer desfazer o contrato. qual a indenizacao total pelo atraso nesses 4 meses?",
    kind: "calc",
    norm: "Lei 13.786",
    fact: "R$ 8.000,00",
    source: "https://filantropia.ong/informacao/multa-nos-distratos",
  },
  {
    q: "Até que dia de cada mês os sindicatos da construção têm de divulgar o CUB, pela lei de incorporações?",
    kind: "fact",
    norm: "Lei 4.591",
    fact: "/dia 5/",
    source: "https://sindusconpr.com.br/participe-da-pesquisa-do-cub-pr-5304-p",
  },
  {
    q: "Mandei ao cliente um orçamento de reforma sem prazo de validade escrito. Por quanto tempo ele vale pelo Código de Defesa do Consumidor?",
    kind: "fact",
    norm: "Lei 8.078",
    fact: "10 dias",
    source: "http://duarteoliveira.adv.br/a-exigencia-de-previo-orcamento-para-execucao-de-servicos/",
  },

  // Vizinhança, condomínio e regularização (Código Civil, Lei 14.405, Lei 13.465, Lei 11.888, Lei 6.766)
  {
    q: "vizinho abriu uma janela a menos de metro e meio da divisa do meu cliente. qual o prazo para exigir que ele desfaca?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/ano e dia/",
    source: "https://construir.arq.br/o-direito-de-vizinhanca-na-construcao-de-janelas/?v=9a5a5f39f4c7",
  },
  {
    q: "Depois da Lei 14.405, qual o quórum para mudar a destinação de um edifício em condomínio, por exemplo de residencial para misto?",
    kind: "fact",
    norm: "Lei 14.405",
    fact: "/2/3/",
    source: "https://egsadvogados.com/nova-lei-facilita-alteracao-de-finalidade-de-condominio",
  },
  {
    q: "Um condômino pode alugar a vaga de garagem para alguém de fora do prédio? Em que caso isso é permitido?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/convenção/",
    source: "https://jornaldireitos.com/artigo/12821",
  },
  {
    q: "Cliente quer regularizar o 'puxadinho' construído sobre a casa da mãe, como unidade autônoma. Qual o direito real que a Lei 13.465 criou para isso?",
    kind: "fact",
    norm: "Lei 13.465",
    fact: "/direito real de laje/",
    source: "https://blogdodg.com.br/direito-real-de-laje-alguns-aspectos-da-protecao-legal-ao-puxadinho/",
  },
  {
    q: "reurb-s: qual o teto de renda familiar para o nucleo ser enquadrado como de interesse social?",
    kind: "fact",
    norm: "Lei 13.465",
    fact: "/5 salários mínimos/",
    source: "https://2rimc.com.br/um-guia-para-os-administradores-publicos",
  },
  {
    q: "ATHIS: até que renda familiar a família tem direito a assistência técnica pública e gratuita para projeto e construção da casa?",
    kind: "fact",
    norm: "Lei 11.888",
    fact: "/três salários mínimos/",
    source: "https://radiofmalianca.com.br/?p=7157",
  },
  {
    q: "Loteamento à beira de rodovia: depois da Lei 13.913, até quanto uma lei municipal pode reduzir a faixa não edificável?",
    kind: "fact",
    norm: "Lei 6.766",
    fact: "5 m",
    source: "https://buzaglodantas.adv.br/2019/12/05/alteracao-legislativa-permite-reducao-da-faixa-nao-edificavel-das-rodovias-atraves-de-lei-municipal-ou-distrital/",
  },

  // Exercício profissional (CAU/BR)
  {
    q: "Uma loja de revestimentos ofereceu reserva técnica se eu especificar os produtos dela. Qual item do Código de Ética do CAU proíbe receber isso?",
    kind: "fact",
    norm: "CAU/BR",
    fact: "/3.2.16/",
    source: "https://brunodalolioadvogado.com/os-arquitetos-e-a-reserva-tecnica/",
  },

  // Regras municipais: dependem da lei de cada cidade
  {
    q: "Prédio residencial no Rio de Janeiro: de quanto em quanto tempo a lei da autovistoria obriga a fazer o laudo?",
    kind: "municipal",
    source: "https://axtengenharia.com.br/2024/10/21/laudo-tecnico-de-autovistoria-predial",
  },
  {
    q: "Obra na cidade de São Paulo: qual o limite de barulho em decibéis e até que horas posso trabalhar durante a semana?",
    kind: "municipal",
    source: "https://www.portaldoholanda.com.br/brasil/cidade-de-sp-define-limites-para-barulho-de-obras",
  },
  {
    q: "em curitiba posso instalar cerca eletrica no muro da casa do cliente? qual a altura minima que a lei de la exige?",
    kind: "municipal",
    source: "https://omoradoronline.com.br/blog/2018/08/07/lei-dispoe-sobre-instalacao-de-cercas-energizadas/",
  },
  {
    q: "Vou refazer a calçada em frente a uma casa em São Paulo. Qual a largura mínima da faixa livre que o decreto de calçadas da prefeitura exige?",
    kind: "municipal",
    source: "http://lumattek.com.br/2019/05/02/o-decreto-de-calcadas-regulamenta-como-voce-deve-executar-a-sua-calcada-ja-sabe/",
  },
  {
    q: "Em São Sebastião do Paraíso (MG), para quanto a lei municipal reduziu a faixa não edificável ao longo das rodovias no perímetro urbano?",
    kind: "municipal",
    source: "https://jornaldosudoeste.com.br/noticia.php?codigo=214205&src=sdkpreparse",
  },
  {
    q: "Terreno em Florianópolis: quantos pavimentos posso construir pelo novo Plano Diretor?",
    kind: "municipal",
    source: "https://santailha.com.br/principais-pontos-do-novo-plano-diretor-de-florianopolis/",
  },

  // Valores e edições ainda não publicados
  {
    q: "Qual foi o CUB-PR de janeiro de 2027 para o padrão R8-N?",
    kind: "future",
    source: "https://bonde.com.br/casa-e-decoracao/noticias/custo-da-construcao-registra-alta-de-0-42-no-parana-83480.html",
  },
  {
    q: "quanto variou o INCC-M em marco de 2027?",
    kind: "future",
    source: "https://murillodearagao.com.br/?p=15208",
  },
  {
    q: "O que mudou na edição de 2027 da NBR 9050 em relação à de 2020?",
    kind: "future",
    source: "https://permanenza.com.br/?p=3466",
  },

  // Fora do domínio (vários parecidos com o domínio)
  {
    q: "Quebrei o braço caindo do andaime da obra: quanto tempo costuma ficar o gesso?",
    kind: "out",
    source: "https://medicinaortopedica.com/2019/08/15/gesso-quanto-tempo-ficar-ortopedia",
  },
  {
    q: "quanto tempo deixo a tinta agir no cabelo antes de enxaguar?",
    kind: "out",
    source: "https://www.ferwer.pt/blog/quanto-tempo-deixar-a-tinta-no-cabelo-e-quais-erros-evitar",
  },
  {
    q: "Gastei com a reforma do meu apartamento. Posso somar esse valor ao custo do imóvel no imposto de renda para pagar menos ganho de capital quando vender?",
    kind: "out",
    source: "https://fiscalcare.com.br/?p=1068",
  },
  {
    q: "Dá para usar o FGTS para pagar a reforma da casa? Quanto tempo de carteira assinada precisa?",
    kind: "out",
    source: "https://www.em.com.br/economia/2025/10/7279799-saiba-como-usar-o-fgts-para-reformar-seu-imovel.html",
  },
  {
    q: "Meu escritório de arquitetura é optante do Simples Nacional: em qual anexo ele é tributado e qual a alíquota inicial?",
    kind: "out",
    source: "https://blog.esimplesauditoria.com.br/simples-nacional-para-arquitetos/",
  },
  {
    q: "de quanto em quanto tempo devo regar suculenta no verao?",
    kind: "out",
    source: "https://www.correiobraziliense.com.br/cbradar/?p=127235",
  },
  {
    q: "Qual é o piso salarial nacional da enfermagem fixado pela Lei 14.434?",
    kind: "out",
    source: "https://www.souenfermagem.com.br/noticias/entenda-a-lei-14-434-do-piso-da-enfermagem/",
  },
  {
    q: "No pôquer, uma sequência ganha de uma trinca?",
    kind: "out",
    source: "https://sx-co.com/?p=444",
  },
  {
    q: "Extintor de incêndio no carro ainda é obrigatório? Levo multa se não tiver?",
    kind: "out",
    source: "https://diariodepernambuco.com.br/dpmais/extintores-de-incendio-nos-veiculos-seguem-obrigatorios-e-ainda-causam-multas/",
  },
  {
    q: "estagiario do escritorio pode fazer quantas horas por dia e por semana?",
    kind: "out",
    source: "http://abres.org.br/2018/11/22/qual-e-a-carga-horaria-do-estagiario",
  },
  {
    q: "Quero sair do apartamento alugado antes do fim do contrato. Como é calculada a multa do inquilino?",
    kind: "out",
    source: "https://leidoinquilinato.com/artigos/artigo-4-prazo-locacao",
  },
  {
    q: "Quando abre e fecha a janela de transferências do futebol brasileiro no primeiro semestre?",
    kind: "out",
    source: "https://j1diario.com.br/janela-de-transferencias-do-futebol-brasileiro-tem-datas-definidas",
  },
  {
    q: "O cimento provisório que o dentista colocou no meu dente dura quanto tempo?",
    kind: "out",
    source: "https://antalyadentsmile.com/pt/quanto-tempo-dura-uma-obturacao-provisoria.html",
  },
];
