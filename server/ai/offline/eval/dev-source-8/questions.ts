import type { EvalQuestion } from "#server/ai/offline/eval/types";

/**
 * Eighth blind development set by source (06/12/2026; decision 082, R-AI-8). Written from search
 * results of the stored public pages only: no passage of the offline base and no other evaluation
 * set's questions were read, and the offline answerer was not run. Every source is a page from a
 * publisher that no passage, tuning or holdout question, holdout-by-source question nor first,
 * third, fourth, fifth, sixth or seventh development set cites (questions.test.ts checks it), and
 * none is a government, fire-brigade, ABNT or CAU host, a file-sharing copy, a blog host or an
 * exam bank on the banned list. Questions are asked as an architect types in the chat, some with
 * the project's case first, some lowercase and unaccented, some exam-style; each key fact was read
 * on the cited page (a calc question's rule was read there and the arithmetic done on it, with any
 * CUB value given in the question itself). Several answerable questions ask obscure but real facts
 * (the Jornada de Direito Civil statement that reads art. 618 as a guarantee, the 2022 decree that
 * pushed the hotel accessibility deadline, the 2004 law that took pipelines out of the 15 m
 * non-building strip, the vetoed article of the PMOC law, the residential illuminance of the
 * withdrawn NBR 5413) that the base is not expected to hold: there the honest answer is "não
 * encontrei".
 */
export const DEV_SOURCE_8: EvalQuestion[] = [
  // Acessibilidade, escadas e saídas (NBR 9050, NBR 9077) — cálculo e fatos
  {
    q: "Rampa de acesso numa loja: desnível de 40 cm vencido em 5,00 m de projeção horizontal. Qual a inclinação em porcentagem?",
    kind: "calc",
    norm: "NBR 9050",
    fact: "8%",
    source: "https://melhoresparavoce.com.br/construcao/calculadora-de-inclinacao-de-rampa",
  },
  {
    q: "sobrado com altura piso a piso de 2,88 m, usando espelho maximo de 18 cm quantos degraus da a escada?",
    kind: "calc",
    norm: "NBR 9050",
    fact: "16 degraus",
    source: "https://melhoresresposta.com/biblioteca/artigo/read/241-qual-altura-do-espelho-da-escada",
  },
  {
    q: "qual a largura minima de vao livre de porta pra passar cadeira de rodas num apartamento adaptado?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,80 m",
    source: "https://diariodonordeste.verdesmares.com.br/projetos/imoveis/online/moradia-adaptada-1.2179022",
  },
  {
    q: "Na escada de emergência pela NBR 9077, qual o bocel (nariz) mínimo do degrau?",
    kind: "fact",
    norm: "NBR 9077",
    fact: "1,5 cm",
    source: "https://tecnolegis.com/provas/comentarios/241346",
  },

  // Estacionamento reservado (Lei 10.098, Estatuto do Idoso) — cálculo
  {
    q: "Estacionamento público com 400 vagas: quantas precisam ser reservadas para pessoa com deficiência pelo percentual da Lei 10.098?",
    kind: "calc",
    norm: "Lei 10.098",
    fact: "8 vagas",
    source: "https://apas.com.br/vagas-de-estacionamentos-reservadas-aos-idosos-eou-pessoas-com-deficiencia",
  },
  {
    q: "projeto de shopping com 120 vagas, quantas tenho que reservar pra idosos pelo estatuto do idoso?",
    kind: "calc",
    norm: "Lei 10.741",
    fact: "6 vagas",
    source: "https://diariopcd.com.br/2023/06/05/leis-garantem-vagas-reservadas-para-pessoas-com-deficiencia-motoristas-preferem-descumprir-so-por-1-minuto",
  },

  // Hotéis acessíveis (Lei 13.146, Decretos 9.296 e 11.303)
  {
    q: "Retrofit de hotel antigo: que percentual dos dormitórios a LBI manda deixar acessível nos estabelecimentos já existentes?",
    kind: "fact",
    norm: "Lei 13.146",
    fact: "10%",
    source: "https://hoteliernews.com.br/noticias/joao-bueno-a-regulamentacao-do-artigo-45-da-lbi-79225",
  },
  {
    q: "hotel novo com projeto protocolado depois do decreto de 2018, qual o minimo de quartos acessiveis pra deficiencia fisica?",
    kind: "fact",
    norm: "Decreto 9.296",
    fact: "5%",
    source: "https://www.snhotelaria.com.br/single-post/2018/04/04/lei-da-acessibilidade-5-dos-quartos-devem-ser-adaptados-a-pessoas-com-defici%C3%AAncia",
  },
  {
    q: "Até que data o Decreto 11.303 prorrogou o prazo para os meios de hospedagem se adequarem às exigências de acessibilidade?",
    kind: "fact",
    norm: "Decreto 11.303",
    fact: "/3 de dezembro de 2024/",
    source: "https://blog.focomultimidia.com/acessibilidade-na-hotelaria-o-que-voce-deve-fazer/",
  },

  // Custo de obra (CUB, NBR 12721) — cálculo
  {
    q: "Casa de 180 m², CUB do padrão escolhido em R$ 2.350,00/m². Multiplicando área pelo CUB, qual a estimativa da obra?",
    kind: "calc",
    norm: "NBR 12721",
    fact: "R$ 423.000,00",
    source: "http://www.alinekrupkoski.com/como-calcular-o-custo-de-uma-construcao/",
  },
  {
    q: "orçamento expedito: CUB de R$ 2.100,00/m², área equivalente de 150 m², itens não inclusos no CUB de R$ 45.000,00 e BDI de 20%. Pela fórmula (CUB x área + itens) x (1 + BDI), quanto dá o custo final?",
    kind: "calc",
    norm: "NBR 12721",
    fact: "R$ 432.000,00",
    source: "https://locadoraequiloc.com.br/blog/calcular-o-custo-por-metro-quadrado-na-construcao",
  },

  // Instalações hidráulicas e elétricas (NBR 5626, NBR 5410)
  {
    q: "Prédio com o reservatório superior 52 m acima do ponto de consumo mais baixo: qual a pressão estática nesse ponto, em kPa, comparando com o limite da norma de água fria?",
    kind: "calc",
    norm: "NBR 5626",
    fact: "520 kPa",
    source: "https://rhsvalvulas.com.br/faq/",
  },
  {
    q: "qual a pressao estatica maxima nos pontos de utilizacao de agua fria que obriga a por valvula redutora?",
    kind: "fact",
    norm: "NBR 5626",
    fact: "400 kPa",
    source: "http://conservadorapaulista.com.br/qual-valvula-redutora-de-pressao-escolher-para-meu-predio/",
  },
  {
    q: "No dimensionamento do circuito do chuveiro pelo método simplificado da NBR 5410, qual a queda de tensão máxima admitida?",
    kind: "fact",
    norm: "NBR 5410",
    fact: "4%",
    source: "https://g20brasil.com.br/?p=6133",
  },

  // Impermeabilização, acústica, iluminação, térmica, estrutura
  {
    q: "Box e laje impermeabilizados: por quanto tempo, no mínimo, a lâmina d'água do teste de estanqueidade deve ficar antes do revestimento?",
    kind: "fact",
    norm: "NBR 9574",
    fact: "72 h",
    source: "http://www.bortoncellocenterglass.com.br/2019/09/09/teste-de-estanqueidade/",
  },
  {
    q: "condominio reclamando de barulho entre apartamentos: qual o limite de ruido pra dormitorio que a NBR 10152 (versao antiga) estipulava?",
    kind: "fact",
    norm: "NBR 10152",
    fact: "45 dB",
    source: "https://prednews.com.br/?p=1771",
  },
  {
    q: "Na antiga NBR 5413, qual o valor médio de iluminância para a iluminação local da cozinha (pia, fogão, mesa) em residências?",
    kind: "fact",
    norm: "NBR 5413",
    fact: "300 lux",
    source: "http://engplanilhas.com.br/iluminancia-de-interiores-de-residencias-5-dicas-essenciais/",
  },
  {
    q: "No zoneamento bioclimático da NBR 15220-3 na versão de 2005, o território brasileiro foi dividido em quantas zonas?",
    kind: "fact",
    norm: "NBR 15220",
    fact: "/8 zonas/",
    source: "https://jrrio.com.br/construcao-sustentavel/pb-zonas-bioclamaticas.html",
  },
  {
    q: "o fck do concreto é a resistencia caracteristica a compressao medida com quantos dias de idade?",
    kind: "fact",
    norm: "NBR 6118",
    fact: "28 dias",
    source: "https://engenhariaconcreta.com/como-definir-o-fck-do-concreto/",
  },

  // Reformas em condomínio (NBR 16280)
  {
    q: "Cliente quer derrubar parede no apê: pela NBR 16280, quem tem que assumir o projeto e o acompanhamento da reforma?",
    kind: "fact",
    norm: "NBR 16280",
    fact: "/profissional habilitado/",
    source: "https://blog.koreimob.com.br/reforma-apartamento-nbr-16280-condominio",
  },
  {
    q: "trocar porcelanato grande e mexer na hidraulica do apartamento: que documento o sindico pede junto com a ART/RRT pela NBR 16280?",
    kind: "fact",
    norm: "NBR 16280",
    fact: "/plano de reforma/",
    source: "https://www.bertsgestao.com.br/blog-do-berts/obras-e-reformas-o-que-pode-e-o-que-precisa-de-autoriza%C3%A7%C3%A3o",
  },

  // Garantias e vícios (Código Civil, CDC)
  {
    q: "Apareceu fissura estrutural no prédio dentro dos 5 anos do art. 618: em quanto tempo o dono da obra tem que propor a ação contra o empreiteiro?",
    kind: "fact",
    norm: "Código Civil",
    fact: "180 dias",
    source: "https://oimpacto.com.br/2019/02/15/contrato-de-construcao-o-prazo-de-garantia-sobre-a-solidez-e-seguranca-da-obra",
  },
  {
    q: "Qual enunciado da III Jornada de Direito Civil consolidou que o prazo do art. 618 do Código Civil é de garantia?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/enunciado 181/",
    source: "https://www.maltaadvogados.com/single-post/2018/11/23/a%C3%A7%C3%B5es-de-garantia",
  },
  {
    q: "entreguei a reforma e o cliente viu a porta do armario planejado empenada logo na entrega (vicio aparente). qual o prazo pra ele reclamar pelo CDC?",
    kind: "fact",
    norm: "CDC",
    fact: "90 dias",
    source: "https://crl.adv.br/projects/produto-com-defeito-e-prazo-para-reclamar",
  },

  // Direito de vizinhança e condomínio (Código Civil)
  {
    q: "Vizinho abriu janela de frente para a divisa do meu lote: qual a distância mínima que o Código Civil exige?",
    kind: "fact",
    norm: "Código Civil",
    fact: "1,5 m",
    source: "https://moreiralamego.adv.br/noticias/lei-proibe-janelas-perto-do-terreno-vizinho",
  },
  {
    q: "e janela perpendicular à divisa, cuja visão não incide sobre a linha divisória, pode ficar a quantos centímetros no mínimo?",
    kind: "fact",
    norm: "Código Civil",
    fact: "75 cm",
    source: "http://blog.cristianosobral.com.br/limite-da-janela-do-vizinho/",
  },
  {
    q: "Reforma do hall de entrada só para embelezar (obra voluptuária): qual o quórum de aprovação na assembleia do condomínio?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/dois terços/",
    source: "http://ferreirasadm.com.br/?p=157",
  },

  // Incorporação (Lei 4.591)
  {
    q: "O prazo de carência da incorporação, em que o incorporador pode desistir do empreendimento, pode ser prorrogado?",
    kind: "fact",
    norm: "Lei 4.591",
    fact: "/improrrogável/",
    source: "https://grupociatos.com.br/?p=15958",
  },

  // Climatização (Lei 13.589, PMOC)
  {
    q: "Projeto de clínica com splits: a Lei 13.589 exige PMOC para quais edifícios?",
    kind: "fact",
    norm: "Lei 13.589",
    fact: "/uso público e coletivo/",
    source: "https://gbrengenharia.com/pmoc-perguntas-e-respostas-frequentes",
  },
  {
    q: "prédio que já tinha ar-condicionado instalado antes da lei do PMOC ganhou quanto tempo pra se regularizar?",
    kind: "fact",
    norm: "Lei 13.589",
    fact: "180 dias",
    source: "http://clime.com.br/blogs/dicas/agora-e-lei-plano-de-manutencao-de-climatizacao-em-predios-publicos-e-privados-passa-a-ser-obrigatorio",
  },
  {
    q: "Na sanção da lei do PMOC foi vetado o artigo que dava a responsabilidade técnica exclusivamente a qual profissional?",
    kind: "fact",
    norm: "Lei 13.589",
    fact: "/engenheiros mecânicos/",
    source: "https://www.ambientizar.com/single-post/2018/01/08/lei-determina-manuten%C3%A7%C3%A3o-de-condicionadores-de-ar-em-pr%C3%A9dios-p%C3%BAblicos-e-coletivos",
  },

  // Parcelamento e cidade (Lei 6.766, Lei 10.257)
  {
    q: "Desmembramento num município sem lei própria: qual a área mínima de lote pela Lei 6.766?",
    kind: "fact",
    norm: "Lei 6.766",
    fact: "125 m²",
    source: "https://conteudoimob.com.br/noticias/desmembramento-de-terreno-urbano",
  },
  {
    q: "depois da Lei 13.913/2019, a faixa nao edificavel ao longo de rodovia pode ser reduzida por lei municipal ate quantos metros de cada lado?",
    kind: "fact",
    norm: "Lei 6.766",
    fact: "5 m",
    source: "https://www.rolim.com/conteudo/informes-direito-imobiliario-bh-nova-lei-possibilita-reducao-da-extensao-de-faixas-nao-edificaveis-as-margens-de-rodovias/",
  },
  {
    q: "Qual lei de 2004 tirou dos dutos a faixa não edificável fixa de 15 m da Lei 6.766?",
    kind: "fact",
    norm: "Lei 6.766",
    fact: "/10.932/",
    source: "https://direitoambiental.com/?p=11292",
  },
  {
    q: "Usucapião especial urbana: até que área o imóvel pode ter?",
    kind: "fact",
    norm: "Lei 10.257",
    fact: "250 m²",
    source: "https://cursa.app/pt/pagina/usucapiao-especies-e-procedimentos-usucapiao-especial-urbana",
  },

  // Áreas de preservação (Lei 12.651)
  {
    q: "Terreno com nascente: qual o raio da APP em volta dela?",
    kind: "fact",
    norm: "Lei 12.651",
    fact: "50 m",
    source: "http://www.cicloambiental.net/preservacao-de-cursos-dagua/",
  },
  {
    q: "lote em zona urbana na beira de uma lagoa natural, qual a faixa de APP ao redor do espelho d'agua?",
    kind: "fact",
    norm: "Lei 12.651",
    fact: "30 m",
    source: "http://www.cicloambiental.net/preservacao-de-cursos-dagua/",
  },
  {
    q: "(Código Florestal) Para um rio de 30 metros de largura, qual a largura mínima da faixa marginal de APP?",
    kind: "fact",
    norm: "Lei 12.651",
    fact: "50 m",
    source: "https://questionei.com/questoes/457941201518880",
  },

  // Fora do escopo da arquitetura
  {
    q: "até quando tenho que entregar a declaração do imposto de renda pessoa física?",
    kind: "out",
    source: "https://capitronyx.com/como-declarar-imposto-de-renda-pessoa-fsica-guia-completo-passo-a-passo",
  },
  {
    q: "Quantos ovos vão num pão de queijo feito com 1 kg de polvilho azedo?",
    kind: "out",
    source: "https://tiosam.com/noticias/da-mandioca-ao-pao-de-queijo",
  },
  {
    q: "quanto tempo de forno leva o pão de queijo caseiro?",
    kind: "out",
    source: "http://liliansa.com.br/post/receitas/155",
  },
  {
    q: "Qual é o Dia do Pão de Queijo?",
    kind: "out",
    source: "https://www.metroworldnews.com.br/colunistas/2021/08/13/pao-de-queijo-e-tudo-de-bao.html",
  },
  {
    q: "de quantos em quantos km devo trocar o oleo do motor do carro?",
    kind: "out",
    source: "https://carhouse-oleo.com.br/blog/quando-trocar-o-oleo",
  },
  {
    q: "Quando trocar o filtro de combustível do carro?",
    kind: "out",
    source: "https://sedecar.com.br/dicas/revisao-filtro-combustivel",
  },
  {
    q: "Qual o valor da multa de trânsito por estacionar em vaga de idoso sem credencial?",
    kind: "out",
    source: "https://newsmotor.com.br/?p=17914",
  },
  {
    q: "Quantos dias de férias o trabalhador CLT pode vender?",
    kind: "out",
    source: "https://capitalist.com.br/vender",
  },
  {
    q: "quantas vezes por semana rego uma orquídea dentro de casa?",
    kind: "out",
    source: "https://plantasonya.com.br/2010/06/22/page/2",
  },
  {
    q: "Pelo RT-SCIE de Portugal, qual a distância máxima a percorrer em impasse nas vias horizontais de evacuação?",
    kind: "out",
    source: "https://incendio.pt/manual-seguranca/category/vias-passagens/",
  },
  {
    q: "O que a NBR 15575-7, a parte de esquadrias da norma de desempenho, exige de vazão de ar nas janelas?",
    kind: "out",
    source: "https://uptimecont.com.br/sindico/solucao-barulho",
  },
  {
    q: "Qual o CUB/m² específico para piscina que a NBR 12721 define?",
    kind: "out",
    source: "https://arquiteturaecologica.com.br/post/baixe-a-planilha-de-orçamento-pelo-cub",
  },

  // Regras de um município
  {
    q: "Em Balneário Camboriú, na Praia de Laranjeiras, qual o gabarito máximo e o índice construtivo?",
    kind: "municipal",
    source: "https://www.topelegance.com.br/noticia-detalhe/34915/balneario-camboriu-anula-decisao-e-veta-predios-altos-na-praia-de-laranjeiras",
  },
  {
    q: "qual o recuo minimo pra construir em costao rochoso em balneario camboriu?",
    kind: "municipal",
    source: "https://www.domuvaimoveis.com.br/noticias/titulo/balneario-camboriu-conclui-mais-uma-etapa-da-conferencia-do-microzoneamento",
  },
  {
    q: "Qual a altura máxima de prédio permitida pela regra geral do plano diretor de Porto Alegre?",
    kind: "municipal",
    source: "https://www.jornaldocomercio.com/_conteudo/colunas/pensar_a_cidade/2021/01/774019-revisao-do-plano-diretor-pode-aumentar-altura-maxima-dos-predios-de-porto-alegre.html",
  },
  {
    q: "Edifício residencial em São Paulo: a lei de zoneamento exige no mínimo uma vaga por apartamento?",
    kind: "municipal",
    source: "https://cleinaldosimoes.com.br/?p=1952",
  },
  {
    q: "em campinas, a partir de que altura o predio é obrigado a ter elevador?",
    kind: "municipal",
    source: "https://www.mobielevadores.com.br/com-quantos-andares-e-obrigatorio-ter-elevador-em-um-edificio/",
  },
  {
    q: "No Rio de Janeiro, posso fechar a varanda do cliente com cortina de vidro sem licença da prefeitura?",
    kind: "municipal",
    source: "https://www.institutobramante.com.br/a-polemica-do-fechamento-de-varanda-o-que-pode-e-o-que-nao-pode/",
  },

  // Valores ainda não publicados
  {
    q: "Qual o CUB R1-N de Santa Catarina de fevereiro de 2027?",
    kind: "future",
    source: "https://toddo.arq.br/?p=1919",
  },
  {
    q: "cub r8-n de minas gerais de outubro de 2027, quanto vai dar?",
    kind: "future",
    source: "https://gerenciadeobras.com.br/?p=9336",
  },
  {
    q: "Qual vai ser o valor da taxa do RRT em 2028?",
    kind: "future",
    source: "https://concretu.ai/blog/aprovacao-projeto-prefeitura-alvara-habite-se",
  },
  {
    q: "Qual o custo médio do m² do Sinapi no Paraná em março de 2027?",
    kind: "future",
    source: "https://jornaldebeltrao.com.br/geral-arquivo/como-calcular-o-custo-de-uma-construcao",
  },
];
