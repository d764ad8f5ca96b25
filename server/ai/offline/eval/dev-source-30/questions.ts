import type { EvalQuestion } from "#server/ai/offline/eval/types";

/**
 * The thirtieth blind development set by source (decision 082, R-AI-8), written 07/12/2026.
 *
 * Written from search results of stored public pages only: no passage of the offline base, no
 * question of another set was read, and the answerer was not run. Every source is a publisher new
 * to the base and to every earlier set, checked one by one before use (49 publishers). The writer
 * flagged: one municipal source is the address the search returned for Patrocínio Paulista's page,
 * which ends in an image path; the gutter-slope facts and the kitchen-socket rule were read from
 * excerpts cut short; the five-year warranty questions are labelled NBR 17170, though the legal term
 * is the Código Civil's (art. 618).
 *
 * Theme: the everyday technical questions of a small studio doing houses, flats and small shops —
 * accessibility fittings, handrails and ramps (NBR 9050), sockets, circuits, wire gauges and RCDs
 * (NBR 5410), grease traps, drain branches, water reserve, gutters and rainwater (NBR 8160, 5626,
 * 10844, 15527), lighting by room (NBR ISO/CIE 8995-1), stairs and fire-brigade widths (NBR 9077 /
 * IT 11), guard-rails (NBR 14718), warranties (NBR 17170 / NBR 15575) and the profession (CAU
 * registration, Lei 12.378), plus municipal rules, not-yet-published values, off-topic,
 * false-premise and foreign-code questions.
 *
 * Publishers' kinds: manufacturers and building-material stores, small engineering and plumbing
 * firms, online calculators, regional newspapers and news portals, city halls, a state research
 * foundation, trade associations, law and notary firms, accounting and tax portals, and assorted
 * consumer sites.
 */
export const DEV_SOURCE_30: readonly EvalQuestion[] = [
  // ——— fact ———
  { q: "Rampa de acesso de uma lojinha de bairro: o corrimão vai em duas alturas. Qual é a altura do corrimão de baixo?", kind: "fact", norm: "NBR 9050", fact: "0,70 m", source: "https://www.claudioinox.com/blog/normas-de-segurança-para-corrimãos-em-condomínios-o-que-você-precisa-saber" },
  { q: "o serralheiro quer fazer o corrimao com tubo de 5 cm de diametro, pode? qual o diametro maximo q a norma aceita", kind: "fact", norm: "NBR 9050", fact: "4,5 cm", source: "https://www.claudioinox.com/blog/normas-de-segurança-para-corrimãos-em-condomínios-o-que-você-precisa-saber" },
  { q: "Sacada de sobrado com vista pro jardim: qual a altura mínima do guarda-corpo que eu preciso especificar?", kind: "fact", norm: "NBR 14718", fact: "1,10 m", source: "https://www.claudioinox.com/blog/normas-de-segurança-para-corrimãos-em-condomínios-o-que-você-precisa-saber" },
  { q: "A partir de que altura de desnível o guarda-corpo passa a ser obrigatório? Tenho um deck elevado no quintal do cliente.", kind: "fact", norm: "NBR 14718", fact: "1 m", source: "https://www.claudioinox.com/blog/normas-de-segurança-para-corrimãos-em-condomínios-o-que-você-precisa-saber" },
  { q: "Meu cliente perguntou a que altura do chão vai a barra de apoio do lado do vaso no banheiro adaptado da mãe dele. Qual a medida pra adulto?", kind: "fact", norm: "NBR 9050", fact: "75 cm", source: "https://blog.depocasa.com.br/banheiro-acessivel" },
  { q: "e se o banheiro acessivel for pra criança, a barra de apoio desce pra quanto?", kind: "fact", norm: "NBR 9050", fact: "60 cm", source: "https://blog.depocasa.com.br/banheiro-acessivel" },
  { q: "Qual o vão livre mínimo da porta de um banheiro acessível para passar cadeira de rodas?", kind: "fact", norm: "NBR 9050", fact: "80 cm", source: "https://blog.depocasa.com.br/banheiro-acessivel" },
  { q: "Qual é a sensibilidade do DR que a gente deve especificar pros circuitos do banheiro e da cozinha de um apartamento?", kind: "fact", norm: "NBR 5410", fact: "30 mA", source: "https://hub.steck.com.br/2022/03/23/qual-e-a-importancia-de-utilizar-um-idr-em-instalacoes-eletricas/" },
  { q: "alem do banheiro, em que outros ambientes da casa o IDR é obrigatorio? to fechando o quadro de cargas", kind: "fact", norm: "NBR 5410", fact: "/lavanderia/", source: "https://hub.steck.com.br/2022/03/23/qual-e-a-importancia-de-utilizar-um-idr-em-instalacoes-eletricas/" },
  { q: "O eletricista da obra comprou um DR de 300 mA pra casa toda. Pra proteção de pessoas numa residência, qual sensibilidade deveria ser?", kind: "fact", norm: "NBR 5410", fact: "30 mA", source: "https://brasiltec.ind.br/blog/protecao/idr-interruptor-diferencial-residual" },
  { q: "Qual a seção mínima do fio para os circuitos de tomadas de uso geral (TUG) numa casa?", kind: "fact", norm: "NBR 5410", fact: "2,5 mm²", source: "https://mundodaeletrica.com.br/tomada-residencial-tipos-aplicacoes" },
  { q: "Cada cômodo precisa ter um ponto de luz no teto — qual a potência mínima que eu devo prever pra esse ponto no quadro de cargas?", kind: "fact", norm: "NBR 5410", fact: "100 VA", source: "https://casadoconstrutor.com.br/pt-br/blog/como-fazer-instalacao-eletrica-residencial-10-dicas-e-sugestoes" },
  { q: "Caixa de gordura de casa térrea, uma cozinha só: qual o volume mínimo de retenção que ela tem que ter?", kind: "fact", norm: "NBR 8160", fact: "18 litros", source: "https://desentupidoraportoalegrezonasul.com/como-funciona-a-caixa-de-gordura-saiba-tudo-sobre-ela/" },
  { q: "cliente quer fazer caixa de gordura de alvenaria pequena no quintal, a ABNT fala em qual capacidade pra residencia comum?", kind: "fact", norm: "NBR 8160", fact: "18 litros", source: "http://dicasdelimpeza.com/limpar-caixa-de-gordura/" },
  { q: "Qual o diâmetro nominal do ramal de descarga do vaso sanitário?", kind: "fact", norm: "NBR 8160", fact: "100 mm", source: "https://arq.ap1.com.br/sistemas-prediais-esgoto-sanitario-parte-3/" },
  { q: "E o ramal de descarga do chuveiro, com qual diâmetro eu desenho no projeto de esgoto?", kind: "fact", norm: "NBR 8160", fact: "40 mm", source: "https://arq.ap1.com.br/sistemas-prediais-esgoto-sanitario-parte-3/" },
  { q: "A caixa d'água de uma casa tem que garantir no mínimo quantas horas de consumo normal, sem contar reserva de incêndio?", kind: "fact", norm: "NBR 5626", fact: "24 horas", source: "https://www.reservatoriodeaguamineral.com.br/category/reservatorio-de-agua/page/13" },
  { q: "Calha de beiral: qual a inclinação mínima que eu preciso dar na direção das descidas?", kind: "fact", norm: "NBR 10844", fact: "0,5%", source: "https://depositopatriarca.com.br/?p=3457" },
  { q: "Bombeiro: qual a largura mínima livre da escada que o Corpo de Bombeiros exige num prédio pequeno de escritórios? O projetista de estrutura deixou o vão com 1,17 m.", kind: "fact", norm: "IT 11", fact: "1,20 m", source: "https://explicado.net/qual-o-tamanho-dos-degraus-de-uma-escada" },
  { q: "Quanto tempo depois de publicada a NBR 17170, a norma de garantias, começou a valer?", kind: "fact", norm: "NBR 17170", fact: "180 dias", source: "https://revistasindico.com.br/legislacao/2023/nova-abnt-nbr-17-170-traz-diretrizes-para-garantias-prazos-e-condicoes-das-edificacoes/488864" },
  { q: "A NBR 17170 atualizou qual parte da NBR 15575-1 que trazia os prazos de garantia recomendados?", kind: "fact", norm: "NBR 15575", fact: "/Anexo D/", source: "https://tizeimendonca.adv.br/conheca-os-novos-prazos-de-garantia-de-edificacoes-lancamento-da-nbr-17170" },
  { q: "Meu cliente comprou um apto novo e diz que 'tudo tem garantia'. Qual é o prazo legal de garantia de solidez e segurança da construção, contado da entrega?", kind: "fact", norm: "NBR 17170", fact: "5 anos", source: "https://marcocondominial.com.br/noticias/abnt-nbr-17-170--normas-de-garantia" },
  { q: "Em que data a ABNT publicou a NBR 17170 (norma de garantias das edificações)?", kind: "fact", norm: "NBR 17170", fact: "/12 de dezembro de 2022/", source: "https://agazeta.com.br/colunas/arquitetura-e-construcao/o-que-muda-com-a-norma-de-garantias-na-construcao-civil-0423" },
  { q: "Recém-formado fazendo projeto sem registro no CAU: qual é a pena máxima de prisão simples prevista pra esse exercício ilegal?", kind: "fact", norm: "Lei 12.378", fact: "3 meses", source: "https://contema.com.br/registro-no-cau-como-fazer-o-seu-em-apenas-9-passos" },
  { q: "exercer arquitetura sem registro é contravenção penal prevista em qual decreto-lei?", kind: "fact", norm: "Lei 12.378", fact: "/3.688/", source: "https://iabce.org.br/recem-formados-3-passos-para-exercer-legalmente-a-arquitetura/" },
  { q: "Qual a data da lei que regulamentou a profissão de arquiteto e urbanista e criou o CAU?", kind: "fact", norm: "Lei 12.378", fact: "/31 de dezembro de 2010/", source: "https://vivadecora.com.br/pro/conselho-regional-de-arquitetura/amp" },
  { q: "Em que ano o CAU/BR foi de fato instalado, saindo do sistema Confea/Crea?", kind: "fact", norm: "Lei 12.378", fact: "/2011/", source: "https://vivadecora.com.br/pro/conselho-regional-de-arquitetura/amp" },
  { q: "Projeto de uma loja nova com banheiro aberto ao público: que tipo de torneira a lei de 2018 exige nesses banheiros?", kind: "fact", norm: "Lei 13.647", fact: "/fechamento automático/", source: "https://ciclovivo.com.br/planeta/meio-ambiente/lei-obriga-torneira-automatica-em-banheiros-publicos/" },

  // ——— calc ———
  { q: "Entrada de loja com desnível de 40 cm: quanto de rampa preciso na inclinação máxima de 8,33%?", kind: "calc", norm: "NBR 9050", fact: "4,80 m", source: "https://akynocalculator.com/pt/construcao/calculadora-de-inclinacao-de-rampa" },
  { q: "desnivel de 30 cm entre a garagem e a sala, rampa a 8,33%... qual comprimento horizontal fica?", kind: "calc", norm: "NBR 9050", fact: "3,60 m", source: "https://calculareconverter.com.br/?p=1233" },
  { q: "Quarto de 14 m²: qual a carga mínima de iluminação que entra no quadro de cargas (100 VA nos primeiros 6 m² e mais 60 VA a cada 4 m² inteiros)?", kind: "calc", norm: "NBR 5410", fact: "220 VA", source: "https://www.homify.com.ar/libros_de_ideas/5611901/como-fazer-instalacao-eletrica-residencial" },
  { q: "Cozinha de 3,00 x 4,00 m: quantos pontos de tomada no mínimo pela regra de um a cada 3,5 m de perímetro?", kind: "calc", norm: "NBR 5410", fact: "/4 pontos/", source: "https://casadoconstrutor.com.br/pt-br/blog/como-fazer-instalacao-eletrica-residencial-10-dicas-e-sugestoes" },
  { q: "Casa com 4 moradores, considerando 200 litros por pessoa por dia: qual a reserva mínima de água fria para 24 horas?", kind: "calc", norm: "NBR 5626", fact: "800 litros", source: "https://www.reservatoriodeaguamineral.com.br/category/reservatorio-de-agua/page/13" },
  { q: "Calha de 12 m de comprimento com a inclinação mínima de 0,5%: qual o desnível entre uma ponta e a outra?", kind: "calc", norm: "NBR 10844", fact: "6 cm", source: "https://depositopatriarca.com.br/?p=3457" },
  { q: "Telhado de 80 m² e uma chuva de 15 mm: quantos litros dá pra captar na cisterna, sem descontar perdas?", kind: "calc", norm: "NBR 15527", fact: "1.200 litros", source: "https://prhengenharia.com.br/aproveitamento-da-agua-da-chuva" },
  { q: "Cozinha de 3,5 x 4,0 m, pedindo 300 lux: quantos lúmens eu preciso somar nas luminárias?", kind: "calc", norm: "NBR ISO/CIE 8995-1", fact: "4.200 lm", source: "https://blog.telhanorte.com.br/?p=1141" },
  { q: "Sobrado com 2,88 m de piso a piso e espelho máximo de 18 cm: quantos degraus a escada vai ter?", kind: "calc", norm: "NBR 9077", fact: "16 degraus", source: "http://www.fiocruz.br/biosseguranca/Bis/virtual%20tour/hipertextos/up2/escada.htm" },

  // ——— municipal ———
  { q: "Em Tupã (SP), na reforma da casa, posso fazer a rampa da garagem avançando sobre a calçada?", kind: "municipal", source: "https://diariotupa.com.br/Noticias/noticia.php?IdCategoria=5&IdNoticia=47039" },
  { q: "Patrocínio Paulista: meu cliente quer lotear uma gleba. O que a prefeitura pede antes do projeto de parcelamento?", kind: "municipal", source: "https://www.patrociniopaulista.sp.gov.br/portal/servicos/1042/img/logo_instar.svg" },
  { q: "Qual o percentual de área permeável exigido num lote residencial em Sertãozinho (SP)?", kind: "municipal", source: "https://www.sertaozinho.sp.gov.br/portal/noticias/0/3/3097/entenda-o-que-sao-e-qual-a-importancia-das-areas-permeaveis" },
  { q: "calçada ecologica em varginha mg: quais larguras das faixas a lei da cidade pede?", kind: "municipal", source: "https://ti.varginha.mg.gov.br/index.php/legislacao-municipal/leis/404-2011/7612-lei-no-5401-dispoe-sobre-calcadas-ecologicas-em-areas-residenciais-no-municipio-de-varginha" },
  { q: "Em Camanducaia (MG), uma casa própria pequena de uns 40 m² precisa de projeto assinado ou a prefeitura fornece projeto padrão?", kind: "municipal", source: "https://www.camanducaia.mg.gov.br/servicos-online/codigo-de-obras/" },

  // ——— future ———
  { q: "Qual vai ser a alíquota efetiva de IBS+CBS que um escritório de arquitetura vai pagar em 2033, quando a reforma tributária estiver completa?", kind: "future", source: "https://stgestao.com.br/jornal-contabil-9-pontos-de-como-a-reforma-tributaria-vai-impactar-os-profissionais-liberais-jornal-contabil" },
  { q: "Quanto exatamente vai ser a CBS sobre os honorários de projeto de um arquiteto autônomo em janeiro de 2027?", kind: "future", source: "https://poder360.com.br/poder-economia/reforma-tributaria-profissionais-liberais-terao-aliquota-reduzida" },
  { q: "Qual alíquota de referência do IBS o Senado vai fixar para 2029 para serviços de arquitetura?", kind: "future", source: "https://diariodacapital.com/materias/advogados-arquitetos-e-outros-devem-pagar-30-a-menos-de-imposto-na-reforma-tributaria-de-lula/" },
  { q: "Quando a nova edição revisada da NBR 5410 for publicada, a partir de que data ela passa a valer e o que muda no DR?", kind: "future", source: "https://blogdaengenharia.com/?p=93305" },

  // ——— out ———
  { q: "Qual a receita original do pão de queijo mineiro? Quanto de polvilho azedo vai?", kind: "out", source: "https://encantaleitura.com/receita-original-de-pao-de-queijo" },
  { q: "Com quantos dias o filhote de cachorro toma a primeira dose da V10?", kind: "out", source: "https://circuitomt.com.br/vacina-v10-para-caes-tudo-o-que-voce-precisa-saber/" },
  { q: "de quantos em quantos km tem que trocar o oleo do carro? uso mais na cidade", kind: "out", source: "https://seucarrousado.com.br/troca-de-oleo-do-carro-quando-fazer-e-o-que-evitar" },
  { q: "Vale mais a pena o Tesouro Selic ou o Tesouro IPCA pra guardar a reserva de emergência do escritório?", kind: "out", source: "https://investilize.com.br/blog/tesouro-direto-guia" },
  { q: "Nunca corri na vida. Quanto tempo de treino leva pra conseguir correr 5 km sem parar?", kind: "out", source: "https://oficialtimaorun.com.br/o-mapa-para-sair-do-zero-e-virar-corredor" },
  { q: "Como tirar o passaporte pela Polícia Federal e quanto custa a taxa?", kind: "out", source: "https://giganteviajante.com.br/m-2-como-tirar-passaporte" },
  { q: "Acordo todo dia com dor nas costas. É o colchão ou pode ser outra coisa?", kind: "out", source: "https://drvagnerdepaiva.com.br/acordar-com-dor-nas-costas-todos-os-dias-nem-sempre-o-problema-e-o-colchao" },
  { q: "Quais vacinas um filhote precisa tomar no primeiro ano e em que ordem?", kind: "out", source: "https://varejaopetshop.com.br/blog/vacinas-para-cachorro-filhote" },
  { q: "Qual NBR obriga torneira de fechamento automático na pia da cozinha de casa unifamiliar?", kind: "out", source: "https://www.cartoriomassote.com/products/lei-obriga-torneira-automatica-em-banheiros-publicos/newscbm_641109/24" },
  { q: "Qual item da norma obriga a ter bidê em todo banheiro residencial? O cliente disse que é exigência da ABNT.", kind: "out", source: "https://www.amaisd.com.br/pt-br/blog/quais-sao-medidas-minimas-para-comodos-confortaveis" },
  { q: "Qual norma da ABNT obriga que a caixa d'água de residência seja de aço inox?", kind: "out", source: "https://acosbahia.com.br/dicas.html" },
  { q: "Em Portugal, qual a largura mínima da porta de entrada de uma habitação acessível a cadeira de rodas?", kind: "out", source: "https://www.vidaacessivel.pt/medidas-de-portas-acessiveis-a-cadeiras-de-rodas/" },
  { q: "Pela ADA americana, qual a inclinação máxima de rampa e a subida máxima de um lance?", kind: "out", source: "https://rampitusa.com/ada-codes/" },
  { q: "Na Espanha, que altura deve ter um corrimão (pasamanos) de escada segundo o código técnico de lá?", kind: "out", source: "https://www.abria.es/story/9420-que-altura-debe-tener-un-pasamanos" },
];
