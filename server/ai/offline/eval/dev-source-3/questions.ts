import type { EvalQuestion } from "#server/ai/offline/eval/types";

/**
 * A third development set by source (05/12/2026, decision 082; R-AI-8): 60 questions written from
 * public pages whose publishers no passage, tuning question, first-holdout question, holdout-by-source
 * question or second-development question cites (questions.test.ts here checks it), found with the
 * search tool: law firms' and condominium managers' articles, glass, door and guard-rail makers'
 * guides, engineering and architecture offices' posts, news sites, municipal gazettes and codes,
 * a CAU/UF page, CUB reports and a Q&A page.
 *
 * Written blind: from the pages only, before the offline answerer was run on any of them, without
 * reading the passages or the other sets. The mix: facts the base may or may not hold (some rare on
 * purpose), arithmetic on a rule with its numbers given, a city's own rule, values not published yet
 * (after 12/2026), and out of scope questions (off-topic, norm parts that do not exist, bans and
 * duties no norm or law makes, asked as if they did). Asked as an architect types: colloquial,
 * sometimes without accents, sometimes two questions in one.
 */
export const DEV_SOURCE_3: EvalQuestion[] = [
  // ---- Fire exits (i9 AVCB) ---------------------------------------------------------------------
  {
    q: "largura minima de saida de emergencia pela NBR 9077 pra passagem de pessoas, quanto é?",
    kind: "fact",
    norm: "NBR 9077",
    fact: "1,10 m",
    source: "https://i9avcb.com.br/nbr-9077-saiba-o-que-e-e-qual-a-sua-importancia",
  },

  // ---- Neighbours: windows, walls, boundaries (law firms, Jus) ----------------------------------
  {
    q: "meu cliente quer abrir uma janela de frente pro lote do vizinho, a que distancia minima da divisa o Código Civil deixa?",
    kind: "fact",
    norm: "Código Civil",
    fact: "1,5 m",
    source: "https://victorbatista.adv.br/2020/01/31/o-vizinho-pode-construir-janelas-rente-ao-muro",
  },
  {
    q: "vizinho terminou a obra com janela irregular rente ao meu terreno, tenho quanto tempo pra exigir que ele feche?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/ano e dia/",
    source: "https://boscatti.adv.br/2024/03/19/fechamento-da-janela-do-vizinho",
  },
  {
    q: "demarcação da divisa com o vizinho: quem paga as despesas, so quem pediu ou os dois?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/repartidas/",
    source: "https://jus.com.br/amp/artigos/105906/direitos-e-conflitos-de-vizinhanca/3",
  },

  // ---- Electrical (PJ Soluções Elétricas) ------------------------------------------------------
  {
    q: "led gasta quase nada, posso passar fio mais fino que o minimo no circuito de iluminação? qual a seção minima da 5410?",
    kind: "fact",
    norm: "NBR 5410",
    fact: "1,5 mm²",
    source:
      "https://www.pjsolucoeseletricas.com.br/post/por-que-a-se%C3%A7%C3%A3o-m%C3%ADnima-de-cabos-para-liga%C3%A7%C3%A3o-de-l%C3%A2mpadas-%C3%A9-1-5-mm",
  },

  // ---- Renovations and maintenance (condominium managers, inspection offices) ------------------
  {
    q: "reforma de apto depois que acabou a garantia da construtora: a 16280 pede o que pra autorizar a obra?",
    kind: "fact",
    norm: "NBR 16280",
    fact: "/laudo técnico/",
    source: "https://blog.condoblue.com/abnt-16-280-e-as-reformas-em-apartamentos/",
  },
  {
    q: "qual norma da ABNT trata de inspeção predial? é a mesma da manutenção?",
    kind: "fact",
    norm: "NBR 16747",
    fact: "/inspeção predial/",
    source: "https://blog.thony.com.br/principais-manutencoes-e-normas-tecnicas-que-o-sindico-profissional-deve-acompanhar/amp",
  },
  {
    q: "o manual de uso, operação e manutenção que a construtora entrega segue qual NBR?",
    kind: "fact",
    norm: "NBR 14037",
    fact: "/manual de uso/",
    source: "https://diagnostic.eng.br/?p=2447",
  },
  {
    q: "manutencao predial: além da preventiva e da corretiva, qual é o terceiro tipo?",
    kind: "fact",
    norm: "NBR 5674",
    fact: "/preditiva/",
    source: "https://engenhariadiagnostika.com.br/blog/condominio/manutencao-do-condominio/",
  },

  // ---- Costs: NBR 12721 and the CUB (engineering offices, Q&A, CBIC) ----------------------------
  {
    q: "o que é área equivalente na NBR 12721?",
    kind: "fact",
    norm: "NBR 12721",
    fact: "/área virtual/",
    source: "https://www.gnengenharia.com.br/post/o-que-%C3%A9-%C3%A1rea-equivalente-entenda",
  },
  {
    q: "projeto-padrão R1-N do CUB tem área equivalente de quantos m²?",
    kind: "fact",
    norm: "NBR 12721",
    fact: "99,47 m²",
    wrong: ["106,44 m²"],
    source: "https://oestudo.com/p/quanto-custa-uma-casa-de-dois-piso-29023855",
  },
  {
    q: "e a area real do R1-N, residencia padrao normal de 3 dormitorios?",
    kind: "fact",
    norm: "NBR 12721",
    fact: "106,44 m²",
    wrong: ["99,47 m²"],
    source: "https://www.soprojetos.com.br/blog/quanto-custa-construir-uma-casa",
  },
  {
    q: "o CUB é regido por qual lei federal?",
    kind: "fact",
    norm: "Lei 4.591",
    fact: "/4.591/",
    source: "http://www.cbicdados.com.br/menu/custo-da-construcao/cub-medio-brasil-custo-unitario-basico-de-construcao-por-m2-desonerado",
  },

  // ---- Reserved parking (news) -----------------------------------------------------------------
  {
    q: "li que aumentaram as vagas pcd pra 5%, ja vale? quanto a LBI reserva hoje?",
    kind: "fact",
    norm: "Lei 13.146",
    fact: "2%",
    source: "https://rondoniadigital.com/noticia/50938/comissao-aprova-aumento-de-vagas-para-pessoas-com-deficiencia-e-idosos-em-estacionamentos",
  },
  {
    q: "e pra idoso, o estatuto reserva quantos por cento das vagas do estacionamento?",
    kind: "fact",
    norm: "Lei 10.741",
    fact: "5%",
    wrong: ["10%"],
    source: "https://rondoniadigital.com/noticia/50938/comissao-aprova-aumento-de-vagas-para-pessoas-com-deficiencia-e-idosos-em-estacionamentos",
  },

  // ---- Doors (door makers) ---------------------------------------------------------------------
  {
    q: "porta de giro em rota acessivel, classe 1 da NBR 15930-3: a folha tem que ter quanto de largura?",
    kind: "fact",
    norm: "NBR 15930",
    fact: "90 cm",
    source: "https://multidoor.com.br/2021/07/22/enfim-portas-abertas-para-a-acessibilidade",
  },
  {
    q: "porta de entrada de apartamento pela NBR 15930-2: qual a vida util minima considerada? e quantos ciclos?",
    kind: "fact",
    norm: "NBR 15930",
    fact: "8 anos",
    source: "https://psqportas.com.br/noticias/tipos-de-uso-das-edificacoes-e-as-portas/",
  },

  // ---- Glass (glaziers) ------------------------------------------------------------------------
  {
    q: "janela dando pro exterior acima do terreo sem protecao: abaixo de que altura do piso o vidro tem que ser de seguranca pela 7199?",
    kind: "fact",
    norm: "NBR 7199",
    fact: "1,10 m",
    source: "https://www.esquadripan.com.br/single-post/2015/08/14/vidros-de-seguran%C3%A7a",
  },
  {
    q: "vidro comum (recozido) em divisoria interna pode descer ate o piso ou tem altura minima?",
    kind: "fact",
    norm: "NBR 7199",
    fact: "0,10 m",
    source: "https://www.esquadripan.com.br/single-post/2015/08/14/vidros-de-seguran%C3%A7a",
  },

  // ---- Accessibility (a public mind map of NBR 9050) -------------------------------------------
  {
    q: "maçaneta tipo alavanca em porta acessível fica entre que alturas do piso?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "1,10 m",
    wrong: ["0,90 m"],
    source: "https://www.mindmeister.com/pt/2013034786/nbr-9050",
  },

  // ---- Land: Lei 6.766 and Código Florestal (real-estate sites, a city's news) -----------------
  {
    q: "lote minimo pela lei federal de parcelamento e a frente minima, quanto sao?",
    kind: "fact",
    norm: "Lei 6.766",
    fact: "125 m²",
    source: "https://portalinsights.com.br/perguntas-frequentes/qual-o-minimo-de-um-terreno",
  },
  {
    q: "loteamento que nem foi aprovado na prefeitura chama como? e o aprovado mas sem registro no cartorio?",
    kind: "fact",
    norm: "Lei 6.766",
    fact: "/clandestino/",
    source: "https://incorporadorabergmann.com.br/102-2",
  },
  {
    q: "corrego com menos de 10 m de largura passando no terreno: APP de quantos metros de cada margem?",
    kind: "fact",
    norm: "Lei 12.651",
    fact: "30 m",
    source: "https://xexo.com.br/42533",
  },
  {
    q: "e se o rio tiver entre 10 e 50 m de largura, a faixa de APP sobe pra quanto?",
    kind: "fact",
    norm: "Lei 12.651",
    fact: "50 m",
    source: "https://xexo.com.br/42533",
  },

  // ---- Guard rails (makers and builders) -------------------------------------------------------
  {
    q: "guarda-corpo de gradil: qual o vão maximo entre as barras?",
    kind: "fact",
    norm: "NBR 14718",
    fact: "0,11 m",
    wrong: ["150 mm"],
    source: "https://esquadriper.com.br/2025/03/05/guarda-corpo-quais-sao-as-normas-de-seguranca-e-como-aplica-las-no-seu-projeto",
  },
  {
    q: "altura minima de guarda-corpo em sacada de apartamento pela NBR 14718?",
    kind: "fact",
    norm: "NBR 14718",
    fact: "1,10 m",
    source: "https://networkingengenharia.com.br/?p=6298",
  },
  {
    q: "a partir de que desnivel o guarda-corpo passa a ser obrigatorio?",
    kind: "fact",
    norm: "NBR 14718",
    fact: "1 m",
    source: "https://www.decorfacil.com/altura-de-guarda-corpo/",
  },
  {
    q: "guarda-corpo de vidro em cima de mureta de 50 cm: a altura do guarda-corpo acima da mureta pode ser menor que 1,10?",
    kind: "fact",
    norm: "NBR 14718",
    fact: "0,90 m",
    source: "https://funisa.com.br/tudo-que-voce-precisa-saber-sobre-a-instalacao-de-um-guarda-corpo-de-vidro",
  },

  // ---- CAU: RRT and fees (software maker, an architect's site, CAU/RS) --------------------------
  {
    q: "quantos grupos de atividade tem o RRT pela resolução 21 do CAU?",
    kind: "fact",
    norm: "CAU/BR",
    fact: "/sete grupos/",
    source: "https://www.vobi.com.br/blog/rrt",
  },
  {
    q: "qual lei criou o RRT pros arquitetos?",
    kind: "fact",
    norm: "Lei 12.378",
    fact: "/12.378/",
    source: "https://leticiafontes.arq.br/quanto-tempo-demora-para-liberar-rrt",
  },
  {
    q: "a tabela de honorarios do CAU é obrigatoria ou posso negociar com o cliente?",
    kind: "fact",
    norm: "CAU/BR",
    fact: "/negociação/",
    source: "https://www.caurs.gov.br/tabela-honorarios",
  },

  // ---- Performance, water, sewage (architects' and engineers' posts, a tank seller) -------------
  {
    q: "norma de desempenho 15575, quais sao os tres niveis? o minimo é obrigatorio?",
    kind: "fact",
    norm: "NBR 15575",
    fact: "/intermediário/",
    source: "https://blog.artesana.com.br/?p=709",
  },
  {
    q: "caixa dagua de casa tem que segurar no minimo quantas horas de consumo pela 5626?",
    kind: "fact",
    norm: "NBR 5626",
    fact: "24 h",
    source: "https://efizi.com.br/blogs/news/como-calcular-o-tamanho-ideal-da-minha-caixa-d-agua",
  },
  {
    q: "tubulacao que recebe o esgoto do vaso sanitario é instalação primária ou secundária?",
    kind: "fact",
    norm: "NBR 8160",
    fact: "/primária/",
    source: "https://jonatasalexandre.com.br/nbr-8160-resumida-e-descomplicada/",
  },

  // ---- Arithmetic on a rule, with its numbers given --------------------------------------------
  {
    q: "estacionamento de uso coletivo com 250 vagas, quantas tem que ser reservadas pra pessoa com deficiência?",
    kind: "calc",
    norm: "Lei 10.098",
    fact: "5 vagas",
    source: "http://www.advcomm.com.br/vagas-para-deficientes-e-obrigatorio-nas-empresas/",
  },
  {
    q: "escada vencendo 2,70 m de piso a piso com espelho de 18 cm: quantos degraus?",
    kind: "calc",
    norm: "NBR 9050",
    fact: "15 degraus",
    source: "https://www.engeniumej.com/post/2018/06/09/como-construir-uma-escada-confort%C3%A1vel",
  },
  {
    q: "usando 2e + p = 63 cm e espelho de 18 cm, o piso do degrau fica com quanto?",
    kind: "calc",
    norm: "NBR 9050",
    fact: "0,27 m",
    source: "https://www.engeniumej.com/post/2018/06/09/como-construir-uma-escada-confort%C3%A1vel",
  },
  {
    q: "casa de 120 m² e CUB R1-N de R$ 2.500,00/m², quanto da a estimativa pelo CUB?",
    kind: "calc",
    norm: "NBR 12721",
    fact: "R$ 300.000,00",
    source: "http://www.tulliengenharia.com.br/quanto-custa-construir-um-sobrado-guia-completo/",
  },

  // ---- A city's own rule: the answer is the city's law ------------------------------------------
  {
    q: "em Pará de Minas quantas vagas de garagem o codigo de obras exige pra uma casa?",
    kind: "municipal",
    source: "https://diario.parademinas.mg.gov.br/9583",
  },
  {
    q: "qual o afastamento frontal minimo pra residencia em Vila Velha ES?",
    kind: "municipal",
    source:
      "https://processos.vilavelha.es.gov.br/Arquivo/Documents/legislacao/html_impressao/C462016.html?identificador=30003A004C00",
  },
  {
    q: "recuo de frente obrigatorio pra casa em Goiânia, é 5 m?",
    kind: "municipal",
    wrong: ["5 m"],
    source: "https://www.engenhariacivil.com/dicionario/tag/recuo-de-frente-propriedade",
  },
  {
    q: "Araçatuba exige vaga pra autista nos estacionamentos? quantos %?",
    kind: "municipal",
    source: "https://thmais.com.br/?p=176427",
  },
  {
    q: "em Lagarto SE, qual a taxa de ocupacao maxima de lote na zona residencial?",
    kind: "municipal",
    source: "https://xexo.com.br/42533",
  },
  {
    q: "qual o lote minimo pra desmembrar em Ribeirão Preto, 250 ou 360 m²?",
    kind: "municipal",
    source: "https://portalinsights.com.br/perguntas-frequentes/qual-o-minimo-de-um-terreno",
  },

  // ---- Values not published yet -----------------------------------------------------------------
  {
    q: "qual o CUB R8-N do RS de março de 2027?",
    kind: "future",
    source: "https://imobpress.com.br/sinduscon-rs-divulga-cub-de-agosto-com-variacoes-em-materiais-de-construcao",
  },
  {
    q: "CUB medio Brasil desonerado de fevereiro/2027, quanto ficou?",
    kind: "future",
    source: "http://www.cbicdados.com.br/menu/custo-da-construcao/cub-medio-brasil-custo-unitario-basico-de-construcao-por-m2-desonerado",
  },
  {
    q: "quanto vai ser a taxa do RRT em 2027?",
    kind: "future",
    source: "https://leticiafontes.arq.br/o-que-e-taxa-de-rrt",
  },

  // ---- Out of scope: parts that do not exist, bans and duties nobody makes, off-topic ------------
  {
    q: "o que a parte 7 da NBR 15575 exige das instalações elétricas?",
    kind: "out",
    source: "https://fetz.com.br/o-que-e-e-como-funciona-nbr-15-575/",
  },
  {
    q: "NBR 14718 parte 2, de guarda-corpo de vidro: qual espessura minima ela manda?",
    kind: "out",
    source: "https://pkodobrasil.com.br/blog/conheca-as-normas-para-guarda-corpo-de-vidro/",
  },
  {
    q: "o que a NBR 16280 parte 3 fala sobre laudo cautelar de vizinhança?",
    kind: "out",
    source: "https://sindicolegal.com/abnt-16280-2015-reforma-em-edificacoes-sistema-de-gestao-de-reformas/?v=19d3326f3137",
  },
  {
    q: "qual NBR obriga ter tomada USB em todo dormitório?",
    kind: "out",
    source:
      "https://www.pjsolucoeseletricas.com.br/post/por-que-a-se%C3%A7%C3%A3o-m%C3%ADnima-de-cabos-para-liga%C3%A7%C3%A3o-de-l%C3%A2mpadas-%C3%A9-1-5-mm",
  },
  {
    q: "qual norma proibiu vidro temperado em box de banheiro?",
    kind: "out",
    source: "https://temperglass.com.br/?p=97",
  },
  {
    q: "qual NBR proíbe casa de madeira em área urbana?",
    kind: "out",
    source: "http://www.remaster.eng.br/estimativadecusto/",
  },
  {
    q: "qual lei federal obriga o sindico a fazer inspeção predial todo ano?",
    kind: "out",
    source: "https://blog.thony.com.br/principais-manutencoes-e-normas-tecnicas-que-o-sindico-profissional-deve-acompanhar/amp",
  },
  {
    q: "a 7199 nova manda trocar todo vidro aramado de cobertura existente até quando?",
    kind: "out",
    source: "https://www.divinalvidros.com.br/blog/nbr-7199",
  },
  {
    q: "qual NBR fixa o preço máximo do m² de projeto de arquitetura?",
    kind: "out",
    source: "https://www.caurs.gov.br/tabela-honorarios",
  },
  {
    q: "quem é o vereador Dunga de Araçatuba e de qual partido ele é?",
    kind: "out",
    source: "https://thmais.com.br/?p=176427",
  },
  {
    q: "qual a cor mais relaxante segundo a cromoterapia?",
    kind: "out",
    source: "https://auditorioibirapuera.com.br/qual-a-iluminacao-ideal-para-escritorio",
  },
  {
    q: "qual o melhor plano de saude pra arquiteto autonomo?",
    kind: "out",
    source: "https://www.vobi.com.br/blog/rrt",
  },
  {
    q: "a deputada Katia Dias é de qual estado?",
    kind: "out",
    source: "https://rondoniadigital.com/noticia/50938/comissao-aprova-aumento-de-vagas-para-pessoas-com-deficiencia-e-idosos-em-estacionamentos",
  },
];
