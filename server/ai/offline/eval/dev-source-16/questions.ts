import type { EvalQuestion } from "#server/ai/offline/eval/types";

/**
 * Sixteenth blind development set by source (07/12/2026; decision 082, R-AI-8). Written from search
 * results of the stored public pages only: no passage of the offline base and no other evaluation
 * set's questions were read, and the offline answerer was not run. Every source is a page from a
 * publisher that no passage, tuning or holdout question, holdout-by-source question nor any other
 * development set cites (questions.test.ts checks it), and none is a file-sharing copy, a blog host
 * or an exam bank on the banned list. Host split with the seventeenth set, written at the same
 * time: this set cites only public institutions and non-profits (state legislatures and official
 * gazettes, city halls and councils, a state fire brigade, prosecutors' offices, courts,
 * universities, professional and civil associations, foreign councils and university archives),
 * never a ".com" nor a ".com.br" host. The theme is what a whole building needs by its use, as a
 * project's brief raises it: a theatre's wheelchair spaces, a hotel's accessible rooms and grab
 * bars, a food court's seats for the elderly, a school's adapted furniture, a paediatric ward's
 * playroom, a lactation room, an elderly home's rules, a housing programme's reserved units, a
 * dental clinic's sanitary licence, a fire brigade's approval certificate, a night club under the
 * Kiss law, accessible parking abroad, and the city-only rules (parking per area, nappy-changing
 * rooms, wheelchairs in supermarkets, fire wardens in night clubs, a British council's toilet
 * table). Questions are asked as an architect types in the chat, some with the project's case
 * first, some lowercase and unaccented, some formal; each key fact was read on the cited page (a
 * calc question's rule was read there and the arithmetic done on it). Many answerable questions
 * ask state laws, a fire brigade's FAQ or foreign rules that the base is not expected to hold:
 * there the honest answer is "não encontrei", never a number borrowed from another rule.
 */
export const DEV_SOURCE_16: readonly EvalQuestion[] = [
  // Segurança contra incêndio e aprovação no Corpo de Bombeiros (Alagoas, Lei Kiss)
  {
    q: "Executei o projeto de incêndio de uma escola em Maceió e devolvi ao CBMAL. Em quanto tempo os bombeiros de Alagoas fazem a vistoria para emitir o Certificado de Aprovação?",
    kind: "fact",
    norm: "COSCIP",
    fact: "30 dias",
    source: "https://saps.cbm.al.gov.br/portal/duvidas",
  },
  {
    q: "qual a validade do certificado de aprovacao do corpo de bombeiros de alagoas?",
    kind: "fact",
    norm: "COSCIP",
    fact: "1 ano",
    source: "https://saps.cbm.al.gov.br/portal/duvidas",
  },
  {
    q: "Para um prédio comercial ainda na planta em Alagoas, o Laudo de Exigências emitido pelo CBMAL vence em quanto tempo?",
    kind: "fact",
    norm: "COSCIP",
    fact: "/validade indeterminada/",
    source: "https://saps.cbm.al.gov.br/portal/duvidas",
  },
  {
    q: "Pela Lei Kiss (Lei 13.425/2017), a partir de que ocupação simultânea um restaurante passa a seguir as normas especiais de prevenção e combate a incêndio?",
    kind: "fact",
    norm: "Lei 13.425",
    fact: "/100 pessoas/",
    source: "https://www.febrabomrs.org/2019/04/prazo-para-aplicacao-da-lei-kiss.html",
  },
  {
    q: "creche com menos de 100 pessoas tambem entra na lei kiss? em que caso",
    kind: "fact",
    norm: "Lei 13.425",
    fact: "/dificuldade de locomoção/",
    source: "https://www.febrabomrs.org/2019/04/prazo-para-aplicacao-da-lei-kiss.html",
  },

  // Teatros, auditórios e arenas (Decreto 9.404)
  {
    q: "Teatro municipal com 350 lugares: quantos espaços para pessoas em cadeira de rodas o Decreto 9.404 exige?",
    kind: "calc",
    norm: "Decreto 9.404",
    fact: "7",
    source: "https://lappeei.fae.ufmg.br/linha-do-tempo/decreto-no-9-404-de-11-de-junho-de-2018",
  },
  {
    q: "arena multiuso de 2.400 lugares, quantos espacos pra cadeirante preciso reservar?",
    kind: "calc",
    norm: "Decreto 9.404",
    fact: "34",
    wrong: ["48"],
    source: "https://lappeei.fae.ufmg.br/linha-do-tempo/decreto-no-9-404-de-11-de-junho-de-2018",
  },
  {
    q: "Num auditório de até mil lugares, além dos espaços para cadeira de rodas, que percentual de assentos deve ficar para pessoas com deficiência ou mobilidade reduzida?",
    kind: "fact",
    norm: "Decreto 9.404",
    fact: "2%",
    source: "https://lappeei.fae.ufmg.br/linha-do-tempo/decreto-no-9-404-de-11-de-junho-de-2018",
  },

  // Hotéis e pousadas
  {
    q: "Hotel construído em 1998 que vai passar por retrofit: qual o percentual mínimo de dormitórios acessíveis que ele precisa ter?",
    kind: "fact",
    norm: "Decreto 9.296",
    fact: "10%",
    source: "https://sindihbares.org.br/presidente-edita-decreto-sobre-acessibilidade-em-hoteis-e-pousadas",
  },
  {
    q: "Pela lei paulista de 2025 sobre meios de hospedagem, em que percentual dos boxes de banho o hotel tem que instalar barras de apoio?",
    kind: "fact",
    norm: "Lei 18.166",
    fact: "10%",
    source: "http://www.legislacao.sp.gov.br/legislacao/dg280202.nsf/ae9f9e0701e533aa032572e6006cf5fd/ebc469b8f0ba9fc603258cc40051f34d",
  },
  {
    q: "pousada em ubatuba com 40 boxes de banho, quantos precisam de barra de apoio pela lei estadual de SP?",
    kind: "calc",
    norm: "Lei 18.166",
    fact: "4",
    source: "http://www.legislacao.sp.gov.br/legislacao/dg280202.nsf/ae9f9e0701e533aa032572e6006cf5fd/ebc469b8f0ba9fc603258cc40051f34d",
  },
  {
    q: "Hotel em Aracaju: que percentual dos aposentos a lei estadual de Sergipe manda adaptar para pessoas com deficiência?",
    kind: "fact",
    norm: "Lei 5.942",
    fact: "5%",
    source: "https://aleselegis.al.se.leg.br/Arquivo/Documents/legislacao/html/L59422006.html?identificador=32003000310037003A004C00",
  },
  {
    q: "pousada em sergipe com 60 apartamentos, quantos tem que ser adaptados pela lei estadual?",
    kind: "calc",
    norm: "Lei 5.942",
    fact: "3",
    source: "https://aleselegis.al.se.leg.br/Arquivo/Documents/legislacao/html/L59422006.html?identificador=32003000310037003A004C00",
  },
  {
    q: "E qual foi o prazo máximo que essa lei sergipana deu aos hotéis e motéis para fazer as adaptações?",
    kind: "fact",
    norm: "Lei 5.942",
    fact: "1 ano",
    source: "https://aleselegis.al.se.leg.br/Arquivo/Documents/legislacao/html/L59422006.html?identificador=32003000310037003A004C00",
  },

  // Shoppings, praças de alimentação e eventos
  {
    q: "Em Santa Catarina, que percentual das mesas e cadeiras da praça de alimentação de um shopping tem de ficar reservado para idosos?",
    kind: "fact",
    norm: "Lei 18.547",
    fact: "5%",
    source: "http://leis.alesc.sc.gov.br/html/2022/18547_2022_lei.html",
  },
  {
    q: "shopping em joinville, praca de alimentacao com 480 cadeiras. quantas reservo pra idoso?",
    kind: "calc",
    norm: "Lei 18.547",
    fact: "24",
    source: "http://leis.alesc.sc.gov.br/html/2022/18547_2022_lei.html",
  },
  {
    q: "Se a praça de alimentação não comportar a reserva para idosos, o que a lei catarinense aceita para desobrigar o shopping?",
    kind: "fact",
    norm: "Lei 18.547",
    fact: "/laudo técnico/",
    source: "http://leis.alesc.sc.gov.br/html/2022/18547_2022_lei.html",
  },
  {
    q: "Festa pública em Santa Catarina com banheiros químicos: pela lei estadual de 2016, qual o mínimo de unidades adaptadas em relação aos banheiros comuns?",
    kind: "fact",
    norm: "Lei 16.963",
    fact: "5%",
    source: "http://floripamanha.org/2016/07/governador-sanciona-lei-que-obriga-instalacao-de-banheiros-quimicos-adaptados-em-eventos-publicos/",
  },

  // Escolas, saúde, amamentação
  {
    q: "Escola particular no Rio de Janeiro com 640 carteiras: quantas precisam ser adaptadas para alunos obesos e com deficiência pela lei estadual?",
    kind: "calc",
    norm: "Lei 7.581",
    fact: "64",
    source: "https://unale.org.br/escolas-publicas-e-privadas-deverao-disponibilizar-o-minimo-de-10-do-mobiliario-adaptado-para-alunos-obesos-e-com-deficiencia-e-o-determina-a-lei-no-7-5812017-sancionada-no-rio-de-janeiro/",
  },
  {
    q: "a lei do RJ de mobiliario adaptado em escola vale pra creche? qual o percentual minimo",
    kind: "fact",
    norm: "Lei 7.581",
    fact: "10%",
    source: "https://unale.org.br/escolas-publicas-e-privadas-deverao-disponibilizar-o-minimo-de-10-do-mobiliario-adaptado-para-alunos-obesos-e-com-deficiencia-e-o-determina-a-lei-no-7-5812017-sancionada-no-rio-de-janeiro/",
  },
  {
    q: "Projeto de hospital geral com internação pediátrica: a lei federal que obriga a brinquedoteca vale para que tipo de atendimento?",
    kind: "fact",
    norm: "Lei 11.104",
    fact: "/regime de internação/",
    source: "https://www.brinquedoteca.org.br/lei-no-11-104-de-21-de-marco-2005",
  },
  {
    q: "Quantos dias depois da publicação a Lei 11.104 das brinquedotecas hospitalares entrou em vigor?",
    kind: "fact",
    norm: "Lei 11.104",
    fact: "180 dias",
    source: "https://www.brinquedoteca.org.br/lei-no-11-104-de-21-de-marco-2005",
  },
  {
    q: "Faculdade particular em Manaus: a partir de quantas mulheres estudando ou trabalhando a lei do Amazonas exige sala exclusiva de amamentação?",
    kind: "fact",
    norm: "Lei 6.085",
    fact: "/20 mulheres/",
    source: "https://legisla.imprensaoficial.am.gov.br/diario_am/12/2022/12/9179",
  },
  {
    q: "e empresa no amazonas com quase so homens, a partir de quantos funcionarios precisa da sala de amamentacao?",
    kind: "fact",
    norm: "Lei 6.085",
    fact: "/mais de 50 funcionários/",
    source: "https://legisla.imprensaoficial.am.gov.br/diario_am/12/2022/12/9179",
  },
  {
    q: "Vou projetar um consultório odontológico em Fortaleza. Além da RDC 50, qual lei estadual do Ceará pune quem funciona sem alvará da vigilância sanitária?",
    kind: "fact",
    norm: "Lei 16.140",
    fact: "/16.140/",
    source: "https://cro-ce.org.br/noticia.asp?id=220",
  },
  {
    q: "no ceara, onde a clinica odontologica pede o alvara da vigilancia sanitaria?",
    kind: "fact",
    norm: "RDC 50",
    fact: "/secretaria municipal da saúde/",
    source: "https://cro-ce.org.br/noticia.asp?id=220",
  },
  {
    q: "A Resolução CONAMA 358/2005, sobre tratamento e disposição final dos resíduos de serviços de saúde, veio aprimorar qual resolução anterior do CONAMA?",
    kind: "fact",
    norm: "CONAMA 358",
    fact: "/283/",
    source: "https://www.siam.mg.gov.br/sla/download.pdf?idNorma=5046",
  },

  // Idosos e habitação de interesse social
  {
    q: "Qual resolução da Anvisa rege hoje o funcionamento de uma casa de repouso (ILPI) que vou projetar em Curitiba?",
    kind: "fact",
    norm: "RDC 502",
    fact: "/502/",
    source: "https://mpmt.mp.br/portalcao/news/1011/138884/mppr--promotorias-de-justica-de-defesa-dos-direitos-do-idoso-de-curitiba-expedem-recomendacao-administrativa-para-garantir-funcionamento-adequado-de-ilpis/4",
  },
  {
    q: "Num conjunto habitacional público, onde o Estatuto do Idoso manda situar, preferencialmente, as unidades reservadas aos idosos?",
    kind: "fact",
    norm: "Lei 10.741",
    fact: "/pavimento térreo/",
    source: "https://www.ananicolau.adv.br/2021/04/direito-fundamental-do-idoso-habitacao.html",
  },
  {
    q: "Em programa habitacional com recursos públicos, qual a reserva mínima de unidades para pessoas com deficiência?",
    kind: "fact",
    norm: "Lei 13.146",
    fact: "3%",
    source: "https://www.registrodeimoveis.org.br/ampliacao-de-moradias-para-pessoas-com-deficiencia-avanca",
  },
  {
    q: "conjunto de 700 aptos do minha casa minha vida, quantas unidades no minimo pra PcD?",
    kind: "calc",
    norm: "Lei 13.146",
    fact: "21",
    source: "https://www.registrodeimoveis.org.br/ampliacao-de-moradias-para-pessoas-com-deficiencia-avanca",
  },
  {
    q: "Quem o estado de São Paulo encarregou, pela Lei 9.086/1995, das adequações de acessibilidade nos prédios da administração estadual?",
    kind: "fact",
    norm: "Lei 9.086",
    fact: "/CPOS/",
    source: "http://www.pge.sp.gov.br/centrodeestudos/bibliotecavirtual/dh/volume%20i/deflei9086.htm",
  },
  {
    q: "lei paulista 9.086 de acessibilidade nos predios do estado: em quanto tempo o executivo tinha que regulamentar?",
    kind: "fact",
    norm: "Lei 9.086",
    fact: "60 dias",
    source: "http://www.pge.sp.gov.br/centrodeestudos/bibliotecavirtual/dh/volume%20i/deflei9086.htm",
  },

  // Estacionamento acessível no exterior (ADA)
  {
    q: "Cliente vai abrir um outlet nos EUA com estacionamento de 800 vagas. Quantas vagas acessíveis o padrão ADA de 2010 exige?",
    kind: "calc",
    norm: "ADA",
    fact: "16 vagas",
    source: "https://www.gpadacenter.org/information-topic/accessible-parking",
  },
  {
    q: "e se o estacionamento nos EUA tiver 1.300 vagas, quantas acessiveis pela ADA?",
    kind: "calc",
    norm: "ADA",
    fact: "23 vagas",
    source: "https://www.gpadacenter.org/information-topic/accessible-parking",
  },
  {
    q: "Pelas diretrizes ADAAG de 1991, qual a largura mínima do corredor de acesso de uma vaga “van accessible”?",
    kind: "fact",
    norm: "ADAAG",
    fact: "2440 mm",
    source: "https://cybercemetery.unt.edu/archive/oilspill/20130216121108/http:/access-board.gov/adaag/about/bulletins/parking.htm",
  },
  {
    q: "Shopping americano antigo (regras ADAAG de 1991) com 1.400 vagas: quantas vagas acessíveis eram exigidas?",
    kind: "calc",
    norm: "ADAAG",
    fact: "24 vagas",
    source: "https://cybercemetery.unt.edu/archive/oilspill/20130216121108/http:/access-board.gov/adaag/about/bulletins/parking.htm",
  },

  // Regras que só a lei da cidade define
  {
    q: "Quantas vagas de estacionamento Montenegro (RS) exige para uma danceteria de 500 m²?",
    kind: "municipal",
    source: "https://sapl.montenegro.rs.leg.br/materia/19768/ta",
  },
  {
    q: "em porto velho, a partir de quantas pessoas circulando por dia o estabelecimento precisa ter fraldario acessivel?",
    kind: "municipal",
    source: "https://sapl.portovelho.ro.leg.br/norma/4650",
  },
  {
    q: "Restaurante de 80 lugares em Chichester, na Inglaterra: quantos WCs femininos o council exige?",
    kind: "municipal",
    source: "https://chichester.gov.uk/provisionoftoilets",
  },
  {
    q: "Centro comercial de 1.200 m² em Valinhos: precisa oferecer cadeira de rodas aos clientes? Motorizada?",
    kind: "municipal",
    source: "http://www.camaravalinhos.sp.gov.br/?module=noticias&id=4156",
  },
  {
    q: "supermercado de 3.000 m2 em santa luzia mg precisa de quantas cadeiras de rodas com cesto?",
    kind: "municipal",
    source: "https://spl.cmsantaluzia.mg.gov.br/Arquivo/Documents/legislacao/html/L38882017.html",
  },
  {
    q: "Casa de shows para 1.000 pessoas em Primavera do Leste (MT): quantos brigadistas a lei municipal exige?",
    kind: "municipal",
    source: "https://primaveradoleste.mt.leg.br/institucional/noticias/novas-normas-para-casas-noturnas-em-primavera",
  },

  // Valores e edições ainda não publicados
  {
    q: "Quando o PL 413/2025 virar lei, qual será o novo percentual mínimo de moradias para pessoas com deficiência nos programas habitacionais?",
    kind: "future",
    source: "https://www.registrodeimoveis.org.br/ampliacao-de-moradias-para-pessoas-com-deficiencia-avanca",
  },
  {
    q: "A ampliação da Lei 11.104 para brinquedotecas em ambulatórios pediátricos já saiu? Qual o prazo de adequação que ela vai dar?",
    kind: "future",
    source: "https://www.brinquedoteca.org.br/lei-no-11-104-de-21-de-marco-2005",
  },
  {
    q: "qual vai ser o proximo prazo que o governo vai dar, depois de dezembro de 2024, pros hoteis antigos chegarem aos 10% de quartos acessiveis?",
    kind: "future",
    source: "https://sindihbares.org.br/presidente-edita-decreto-sobre-acessibilidade-em-hoteis-e-pousadas",
  },

  // Fora do escopo e armadilhas
  {
    q: "Qual a lei federal de 2017 que obriga fraldário no banheiro masculino de todos os shoppings do país?",
    kind: "out",
    source: "https://somosmaes.org.br/fraldario-no-banheiro-masculino-agora-e-lei",
  },
  {
    q: "Qual NR do Ministério do Trabalho define quantos brinquedos adaptados o parquinho de uma escola precisa ter?",
    kind: "out",
    source: "http://www.camarasuzano.sp.gov.br/agora-e-lei-parques-publicos-e-privados-terao-que-ter-brinquedos-adaptados-para-criancas-com-deficiencia/",
  },
  {
    q: "qual NBR define quantas estrelas um hotel recebe?",
    kind: "out",
    source: "https://indicedearquitetura.fau.usp.br/item/42477",
  },
  {
    q: "Que prazo a Justiça deu ao Estado do Rio Grande do Norte para concluir a reforma da Escola Estadual Maria Antônia, em Pureza?",
    kind: "out",
    source: "https://tjrn.jus.br/noticias/20477-acessibilidade-justica-determina-que-estado-promova-em-150-dias-reforma-em-escola-em-pureza/",
  },
  {
    q: "Qual escola municipal de Bandeirantes (MS) teve a autorização de funcionamento negada por falta de acessibilidade?",
    kind: "out",
    source: "https://mpms.mp.br/noticias/2015/05/promotor-de-justia-recomenda-que-prefeitura-de-bandeirantes-facilite-acessibilidade-em-escola",
  },
  {
    q: "qual colegio estadual de maringa o TJPR mandou adequar a acessibilidade?",
    kind: "out",
    source: "https://portal.tjpr.jus.br/jurisprudencia/j/4100000017371941/Ac%C3%B3rd%C3%A3o-0008467-66.2017.8.16.0190",
  },
  {
    q: "Quantas decisões do TJMS sobre acessibilidade em escolas foram analisadas no artigo da revista Diálogos e Perspectivas em Educação Especial?",
    kind: "out",
    source: "https://revistas.marilia.unesp.br/index.php/dialogoseperspectivas/article/download/15034/16669/62886?inline=1",
  },
  {
    q: "Que prazo o MPPE deu às ILPIs do Paulista para atualizar o cadastro dos idosos acolhidos?",
    kind: "out",
    source: "http://caravanadapessoaidosa.mppe.mp.br/?p=2801",
  },
  {
    q: "quantas ILPIs estao cadastradas no parana segundo o MPPR?",
    kind: "out",
    source: "https://mpmt.mp.br/portalcao/news/1011/138884/mppr--promotorias-de-justica-de-defesa-dos-direitos-do-idoso-de-curitiba-expedem-recomendacao-administrativa-para-garantir-funcionamento-adequado-de-ilpis/4",
  },
  {
    q: "Pela Resolução CNMP 154/2016, com que frequência o promotor deve inspecionar as instituições de longa permanência?",
    kind: "out",
    source: "https://ierbb-ead.mprj.mp.br/mod/forum/view.php?id=7882",
  },
  {
    q: "Até quando devo enviar a FAFSA para começar na Metropolitan State University no semestre de outono?",
    kind: "out",
    source: "https://metrostate.edu/finances/aid/when-to-apply",
  },
  {
    q: "what is the FAFSA priority date at the University of Northern Colorado?",
    kind: "out",
    source: "http://www.unco.edu/ofa/aid/applying/When/index.asp",
  },
  {
    q: "Qual o código da SUNY Maritime para preencher a FAFSA?",
    kind: "out",
    source: "http://sunymaritime.edu/apply-federal-aid",
  },
  {
    q: "Em que estádio foi a final da Copa de 1970 e qual foi o placar?",
    kind: "out",
    source: "https://knoow.net/desporto/futebol/campeonato-mundial-1970",
  },
];
