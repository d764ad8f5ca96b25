import type { EvalQuestion } from "#server/ai/offline/eval/types";

/**
 * The twenty-sixth blind development set by source (decision 082, R-AI-8), written 07/12/2026.
 *
 * Written from search results of stored public pages only: no passage of the offline base, no
 * question of another set was read, and the answerer was not run. Every source is a publisher new
 * to the base and to every earlier set, checked one by one before use.
 *
 * Theme: public and institutional buildings and the public space around them, as the architect
 * who designs them sees it — schools, day-care centres and their playgrounds (NBR 16071), health
 * units (RDC 50 corridors, UBS construction programme), churches and meeting halls (fire code,
 * permits), sports halls and stadiums (seats for wheelchair users, Decreto 5.296/9.404, the World
 * Cup decree), sidewalks and kerb ramps, tactile floor, public lighting (NBR 5101), portable public
 * toilets at events (Lei 13.825), public works contracting (Lei 14.133 modalities, dispensa limits,
 * projeto básico, ETP), heritage buildings (Decreto-Lei 25, Iphan portarias 420/2010 and 289/2025,
 * IN 1/2003), FNDE standard school and crèche projects, plus a city's own rules for trees, church
 * parking and noise, and client questions from a public body.
 *
 * Publishers' kinds: playground-equipment and rubber-floor suppliers, a children-and-nature NGO,
 * a school-management magazine, disability-rights associations and a disability-inclusion
 * consultant, a legal-code portal, law firms and public-procurement portals, a procurement-software
 * house, an IT firm's news page, a health-architecture studio, an environmental news site, regional
 * news sites (Pernambuco, Alagoas, Rondônia, Limeira), a church-consultancy site, a training
 * company, a lighting-design engineering firm, a hotel-trade magazine, a building-tips site, the
 * Iphan portal, a São Paulo state education server, CONASS, an engineering firm's news page, a
 * Russian news agency's Portuguese edition, a culture news site and a mirror of a mobility book;
 * for the city questions, a city hall, two city councils, a municipal-law portal, a regional
 * newspaper and a lawyer's page; for the questions outside the base, US ADA sites, Portuguese,
 * Spanish (Catalan, Galician) and Angolan legal pages, a FIFA turf supplier, a European-standard
 * playground-floor maker, a condominium portal, a science magazine and a PE-teaching site.
 *
 * Kinds: fact 30, calc 7, out 13, municipal 6, future 4.
 */
export const DEV_SOURCE_26: readonly EvalQuestion[] = [
  // ——— fact ———
  {
    q: "Projeto de um teatro municipal com 600 lugares: pelo Decreto 9.404, que percentual da lotação tem de ser de espaços livres para pessoas em cadeira de rodas?",
    kind: "fact",
    norm: "Decreto 9.404",
    fact: "2%",
    source: "http://adap.org.br/site/conteudo/273-saiba-mais-sobre-o-decreto-n-9404-de-11-de-jun.html",
  },
  {
    q: "os espacos reservados para cadeirante no auditorio precisam ter lugar para mais alguem do lado?",
    kind: "fact",
    norm: "Decreto 5.296",
    fact: "/acompanhante/",
    source:
      "https://www.meuvademecumonline.com.br/legislacao/decretos/6491/pagina_1/12/5-296-de-2-12-2004/artigo_23",
  },
  {
    q: "Em que ano a ABNT elaborou a NBR 16071, que substituiu a antiga norma de segurança de playgrounds?",
    kind: "fact",
    norm: "NBR 16071",
    fact: "2012",
    source: "https://instrutoy.com.br/norma-de-seguranca-para-playground-abnt",
  },
  {
    q: "A NBR 16071 de parquinhos foi publicada em 2012, mas passou a valer a partir de que ano?",
    kind: "fact",
    norm: "NBR 16071",
    fact: "2013",
    source:
      "https://criancaenatureza.org.br/pt/parques-naturalizados/guia-de-brinquedos-e-mobiliarios/recomendacoes-da-abnt-para-parquinhos-e-playgrounds/",
  },
  {
    q: "Para escolher o piso do playground da creche pela NBR 16071-3, que critério ligado ao HIC define o piso adequado para a altura de queda?",
    kind: "fact",
    norm: "NBR 16071",
    fact: "/altura crítica/",
    source: "https://elasta.com.br/laudos-e-normas-de-seguranca/norma-nbr-16071-3-piso-de-playground",
  },
  {
    q: "grama natural serve como piso de playground de praca? ate que altura de queda",
    kind: "fact",
    norm: "NBR 16071",
    fact: "1 m",
    source: "https://plastprime.com/piso-para-playground-como-escolher-corretamente/?noamp=mobile",
  },
  {
    q: "Se o playground da escola for de areia, qual a espessura mínima da camada de areia para absorver o impacto das quedas?",
    kind: "fact",
    norm: "NBR 16071",
    fact: "30 cm",
    source: "https://direcionalescolas.com.br/playground-os-pisos-mais-adequados-para-cada-ambiente-e-idade",
  },
  {
    q: "A prefeitura ainda pode contratar a reforma da escola por tomada de preços ou convite? Quais modalidades a Lei 14.133 extinguiu?",
    kind: "fact",
    norm: "Lei 14.133",
    fact: "/tomada de preços/",
    source: "https://justen.com.br/ultimos_artigos/as-modalidades-de-licitacao-da-lei-14-133-2021/",
  },
  {
    q: "A câmara municipal quer escolher o projeto da nova sede por uma disputa entre arquitetos, com prêmio ao vencedor. Qual modalidade de licitação da Lei 14.133 é essa?",
    kind: "fact",
    norm: "Lei 14.133",
    fact: "/concurso/",
    source:
      "https://portaldalicitacao.com.br/tipos-de-licitacao-na-lei-141332021-entenda-as-modalidades-e-quando-usar-cada-uma",
  },
  {
    q: "Qual a largura mínima do rebaixamento de calçada junto à faixa de pedestres, na frente da escola?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "1,50 m",
    source: "https://historiapt.info/descomplicando-a-mobilidade-urbana.html?page=257",
  },
  {
    q: "RDC 50: largura mínima do corredor de circulação de pacientes em maca ou cadeira de rodas, quando o corredor tem mais de 11 m de comprimento?",
    kind: "fact",
    norm: "RDC 50",
    fact: "2,00 m",
    source: "https://imaginofix.com.br/circulacoes-horizontais-projeto-de-hospital/",
  },
  {
    q: "Qual é a portaria do Iphan de novembro de 2025 que passou a regular a autorização de intervenções em imóveis tombados e no entorno, atualizando a 420/2010?",
    kind: "fact",
    norm: "Portaria Iphan 289",
    fact: "/289/",
    source: "https://www.saesadvogados.com.br/2025/12/03/novidades-ambito-federal-251",
  },
  {
    q: "a portaria 420 do iphan sobre reforma em bem tombado entrou em vigor quantos dias depois de publicada",
    kind: "fact",
    norm: "Portaria Iphan 420",
    fact: "45 dias",
    source:
      "http://observatorioeco.com.br/index.php/2010/12/iphan-tem-novas-regras-para-a-reforma-em-bens-tombados",
  },
  {
    q: "Qual o limite de valor para dispensa de licitação em obras e serviços de engenharia em 2025, depois da atualização por decreto?",
    kind: "fact",
    norm: "Decreto 12.343",
    fact: "R$ 125.451,15",
    source: "https://santotech.com.br/?p=11992",
  },
  {
    q: "A prefeitura vai montar banheiros químicos no evento da praça. Pela Lei 13.825, que percentual deles tem de ser acessível?",
    kind: "fact",
    norm: "Lei 13.825",
    fact: "10%",
    source:
      "https://pernambuesagora.com.br/noticia/brasil/224552-acessibilidade-sancionada-lei-que-torna-banheiros-quimicos-adaptados-obrigatorios",
  },
  {
    q: "Somando cadeirantes e pessoas com deficiência visual, mobilidade reduzida e obesas, quanto da lotação de um ginásio o Decreto 5.296 manda reservar?",
    kind: "fact",
    norm: "Decreto 5.296",
    fact: "4%",
    source: "https://gentedeopiniao.com.br/esporte/estadios-devem-ter-1-de-assentos-para-pessoas-com-deficiencia",
  },
  {
    q: "Igreja no Rio de Janeiro: o decreto-lei que regulamenta as medidas de segurança contra incêndio e pânico, o 897, é de que ano?",
    kind: "fact",
    norm: "Decreto-Lei 897",
    fact: "1976",
    source: "https://envisione.com.br/6-exigencias-de-seguranca-que-sua-igreja-precisa-cumprir/",
  },
  {
    q: "A resolução do Confea que define o que é projeto básico, a 361, é de que ano?",
    kind: "fact",
    norm: "Resolução 361",
    fact: "1991",
    source: "https://blog.capacite.com.br/?p=11176",
  },
  {
    q: "Na NBR 5101, para as vias de pedestres e ciclovias (classes P) da praça, qual grandeza medida em lux é o foco do projeto de iluminação?",
    kind: "fact",
    norm: "NBR 5101",
    fact: "/iluminância/",
    source: "https://projredes.com.br/artigo-luminotecnico.html",
  },
  {
    q: "qual a dimensao minima da placa de piso tatil, a unidade de area que as outras devem ser multiplas",
    kind: "fact",
    norm: "NBR 16537",
    fact: "25 cm",
    source: "https://www.revistahoteis.com.br/piso-tatil-funcoes-e-especificacoes/",
  },
  {
    q: "O piso tátil em prédios públicos é obrigatório no Brasil desde que ano?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "2004",
    source: "https://www.manualparaconstruir.com/2020/08/o-que-e-piso-tatil.html",
  },
  {
    q: "A secretaria de cultura quer reformar um casarão tombado pelo Iphan para virar biblioteca. O que tem de ser feito junto ao Iphan antes de começar a obra?",
    kind: "fact",
    norm: "Decreto-Lei 25",
    fact: "/autorização/",
    source: "http://portal.iphan.gov.br/pagina/detalhes/1164/",
  },
  {
    q: "A Instrução Normativa 1/2003 do Iphan, sobre acessibilidade em bens tombados, toma como referências básicas a NBR 9050 e qual lei federal?",
    kind: "fact",
    norm: "IN Iphan 1",
    fact: "/10.098/",
    source: "http://oocities.org/br/alexfig1971/lei_iphan05.htm",
  },
  {
    q: "Escola particular em SP: a Resolução SS-493, norma técnica da Secretaria da Saúde para projetos de prédios escolares, é de que ano?",
    kind: "fact",
    norm: "Resolução SS-493",
    fact: "1994",
    source: "http://siau.edunet.sp.gov.br/ItemLise/arquivos/ss493_94.htm",
  },
  {
    q: "O decreto-lei que organiza a proteção do patrimônio histórico e artístico nacional e criou o tombamento é de que ano?",
    kind: "fact",
    norm: "Decreto-Lei 25",
    fact: "1937",
    source:
      "https://www.folhageral.com/noticia/2022/08/26/brasil-tem-mais-de-1-000-bens-tombados-pelo-iphan-que-imoveis-sao-esses-e-como-administrar/?share=telegram",
  },
  {
    q: "Qual portaria do Ministério da Saúde, de 2013, instituiu o Componente Construção no Programa de Requalificação de UBS?",
    kind: "fact",
    norm: "Portaria 134",
    fact: "/134/",
    source:
      "https://www.conass.org.br/ci-n19-publicada-portaria-gm-n134-que-institui-o-componente-construcao-no-ambito-do-programa-de-requalificacao-de-unidades-basicas-de-saude/",
  },
  {
    q: "A Instrução Normativa 40/2020 do Ministério da Economia trata da elaboração de qual documento, que antecede o projeto básico de uma obra federal?",
    kind: "fact",
    norm: "IN 40",
    fact: "/estudos técnicos preliminares/",
    source: "https://novaleilicitacao.com.br/2021/07/06/etp-para-obras-publicas-um-caso-particular",
  },
  {
    q: "A prefeitura quer fazer uma creche Tipo 1 do FNDE/Novo PAC. Qual a área mínima do terreno?",
    kind: "fact",
    norm: "FNDE",
    fact: "2.400 m²",
    source:
      "https://www.cidadaniaemacao.tv.br/noticia/1166/limeira/politica/acima-do-mercado-valor-previsto-para-creche-do-roseira-e-de-r-11-milhoes.html",
  },
  {
    q: "No projeto padrão do Proinfância de 2008, com oito salas, qual a dimensão mínima de terreno que a prefeitura tinha de providenciar?",
    kind: "fact",
    norm: "Proinfância",
    fact: "2.800 m²",
    source: "https://port.pravda.ru/sociedade/21893-novasescolas",
  },
  {
    q: "Piso emborrachado sob um brinquedo de 2 m de altura na praça: que espessura a tabela conforme a NBR 16071-3 recomenda?",
    kind: "fact",
    norm: "NBR 16071",
    fact: "80 mm",
    source: "https://www.ecofloor.org/playground",
  },

  // ——— calc ———
  {
    q: "Estádio municipal com 5.000 lugares: quantos espaços para pessoas em cadeira de rodas o Decreto 9.404 exige?",
    kind: "calc",
    norm: "Decreto 9.404",
    fact: "60",
    source: "http://adap.org.br/site/conteudo/273-saiba-mais-sobre-o-decreto-n-9404-de-11-de-jun.html",
  },
  {
    q: "auditorio da prefeitura com 800 lugares, quantos lugares para cadeira de rodas no minimo",
    kind: "calc",
    norm: "Decreto 5.296",
    fact: "16",
    source:
      "https://www.meuvademecumonline.com.br/legislacao/decretos/6491/pagina_1/12/5-296-de-2-12-2004/artigo_23",
  },
  {
    q: "Guia de 15 cm na frente do posto de saúde: com a inclinação máxima de 8,33%, qual o comprimento da rampa do rebaixamento da calçada?",
    kind: "calc",
    norm: "NBR 9050",
    fact: "1,80 m",
    source: "https://historiapt.info/descomplicando-a-mobilidade-urbana.html?page=257",
  },
  {
    q: "Festa junina na praça com 150 banheiros químicos. Quantos precisam ser acessíveis pela Lei 13.825?",
    kind: "calc",
    norm: "Lei 13.825",
    fact: "15",
    source:
      "https://www.cadaminuto.com.br/noticia/2019/05/14/projeto-de-marx-beltrao-que-torna-banheiros-quimicos-adaptados-obrigatorios-agora-e-lei",
  },
  {
    q: "Um estádio de 50 mil lugares da Copa de 2014: pelo percentual mínimo do Decreto 7.783, quantos lugares tinham de ser reservados a pessoas com deficiência, mobilidade reduzida e obesas?",
    kind: "calc",
    norm: "Decreto 7.783",
    fact: "500",
    source: "https://ricardoshimosakai.com.br/estadios-devem-ter-1-de-assentos-para-pessoas-com-deficiencia",
  },
  {
    q: "Em quanto subiu, em reais, o teto de dispensa de licitação para obras de engenharia, dos R$ 100 mil originais da Lei 14.133 para o valor de 2025?",
    kind: "calc",
    norm: "Decreto 12.343",
    fact: "R$ 25.451,15",
    source: "https://santotech.com.br/?p=11992",
  },
  {
    q: "Escola padrão FNDE de seis salas, com 854 m² de área construída: usando a média de repasse de R$ 1.100 por m², quanto dá o valor da obra?",
    kind: "calc",
    norm: "FNDE",
    fact: "R$ 939.400,00",
    source: "http://versattoengenharia.com.br/noticiasDetalhes.php?n=21",
  },

  // ——— municipal ———
  {
    q: "Em São Manuel (SP), quantas árvores a prefeitura exige plantar na calçada de uma UBS nova com 30 m de testada para liberar o habite-se?",
    kind: "municipal",
    source: "https://www.saomanuel.sp.gov.br/portal/leis_decretos/4755",
  },
  {
    q: "Templo religioso em Cascavel (PR): quantas vagas de estacionamento por metro quadrado da área dos fiéis a lei de uso do solo exige?",
    kind: "municipal",
    source:
      "https://www.camaracascavel.pr.gov.br/comunicacao/noticias/numero-de-vagas-de-estacionamento-em-templos-religiosos-sera-alterado",
  },
  {
    q: "Para regularizar uma igreja já em funcionamento em Curitiba, ainda preciso apresentar a Consulta Prévia de Viabilidade para o alvará?",
    kind: "municipal",
    source:
      "https://curitiba.pr.leg.br/informacao/noticias/lei-de-regularizacao-e-construcao-de-templos-religiosos-tramita-na-cmc",
  },
  {
    q: "palma sola sc tem lei de arborizacao urbana? qual a distancia minima entre as arvores na calcada da praca",
    kind: "municipal",
    source: "https://sentineladooeste.com.br/noticia/7553/lei-para-proteger-as-arvores",
  },
  {
    q: "Qual a multa por poluição sonora que a Prefeitura de São Paulo aplica a um templo com capacidade para 600 pessoas?",
    kind: "municipal",
    source: "https://mail.uniaonet.com.br/msgnilsonspleis.htm",
  },
  {
    q: "Projeto de uma praça nova em Cabreúva (SP): qual secretaria analisa o projeto de arborização e quais espécies o plano municipal permite?",
    kind: "municipal",
    source: "https://cabreuva.lawsystem.com.br/paginas/lei.php?id=3422",
  },

  // ——— future ———
  {
    q: "Qual será o limite de dispensa de licitação para obras e serviços de engenharia em 2028?",
    kind: "future",
    source:
      "https://www.otmow.com/pt-BR/blog/as-quatro-formatacoes-da-dispensa-por-valor-nos-termos-da-nova-lei-de-licitacao-e-as-regulamentacoes-pertinentes",
  },
  {
    q: "Já saiu a revisão da NBR 5101 que vai substituir a edição de 2024? O que ela muda na iluminação de praças?",
    kind: "future",
    source: "https://projredes.com.br/artigo-luminotecnico.html",
  },
  {
    q: "Qual vai ser o valor médio de repasse do FNDE por m² para construir escola em 2027?",
    kind: "future",
    source: "http://versattoengenharia.com.br/noticiasDetalhes.php?n=21",
  },
  {
    q: "quanto o fnde vai repassar em 2028 para uma escola padrao de 12 salas de aula",
    kind: "future",
    source:
      "http://www.lucassouzapublicidade.com.br/2014/05/31/fundo-nacional-de-desenvolvimento-da-educacao-fnde-disponibiliza-recursos-para-os-municipios/",
  },

  // ——— out ———
  {
    q: "Pelos 2010 ADA Standards, quantos wheelchair spaces um auditório de 2.000 assentos nos Estados Unidos precisa ter?",
    kind: "out",
    source: "http://www.ada-compliance.com/ada-compliance/221-assembly-areas",
  },
  {
    q: "What is the minimum width of a single wheelchair space in an assembly area under the 2010 ADA Standards?",
    kind: "out",
    source:
      "https://inspectionsada.com/ada-compliance-blog/2021/1/31/accessible-assembly-areas-defined-by-ada",
  },
  {
    q: "Num estádio americano, que percentual dos assentos de corredor a ADA manda designar como aisle seats acessíveis?",
    kind: "out",
    source: "https://nwadacenter.org/toolkit/wheelchair-spaces-assembly-areas-calculator",
  },
  {
    q: "Em Lisboa, pelo Decreto-Lei 163/2006, em que casos a câmara pode dispensar as normas técnicas de acessibilidade num passeio?",
    kind: "out",
    source: "https://lisboapossivel.pt/passeio",
  },
  {
    q: "Qual decreto aprovou em 2023 o novo Código de acessibilidade da Catalunha e quais decretos ele revogou?",
    kind: "out",
    source: "https://derecholocal.es/novedad-legislativa/aprobacion-del-codigo-de-accesibilidad-de-cataluna",
  },
  {
    q: "Na Galiza, qual decreto regulamenta a lei de acessibilidade e supressão de barreiras?",
    kind: "out",
    source: "https://www.xunta.gal/dog/Publicados/2000/20000229/Anuncio43E6_es.html",
  },
  {
    q: "Em Angola, qual decreto executivo aprova o regulamento das condições técnicas de instalação dos centros infantis?",
    kind: "out",
    source:
      "https://lex.ao/docs/ministerio-da-assistencia-e-reinsercao-social/2015/decreto-executivo-n-o-679-15-de-02-de-dezembro",
  },
  {
    q: "em portugal uma creche pode funcionar na cave? qual portaria regula a instalacao de creches",
    kind: "out",
    source: "https://portaldolicenciamento.com/como-abrir-uma-creche",
  },
  {
    q: "Quais as dimensões de um campo de futebol de relva artificial certificado pela FIFA?",
    kind: "out",
    source: "https://meettfit.com/pt/relva-artificial/quais-sao-as-normas-da-fifa-para-um-campo-de-futebol",
  },
  {
    q: "Na Europa, que norma EN define o ensaio de atenuação de impacto e a altura de queda crítica dos pisos de playground?",
    kind: "out",
    source: "https://ecolohrax.com.br/?p=18191",
  },
  {
    q: "O que a parte 9 da NBR 16071, sobre tirolesas em praças públicas, exige de distância de segurança?",
    kind: "out",
    source: "https://www.aosindico.com/informe/pisos-de-playground-se-tornam-febre-nos-condominios",
  },
  {
    q: "Quanto o Brasil investiu em educação pública em 2015, e quanto disso saiu dos cofres federais?",
    kind: "out",
    source: "https://revistapesquisa.fapesp.br/2019/03/12/engrenagem-complexa/",
  },
  {
    q: "A Lei federal 98.765/2025 obriga toda escola pública a ter quadra de futsal coberta de 42 x 22 m?",
    kind: "out",
    source: "https://dicaseducacaofisica.info/pt-pt/campo-de-futsal-2025",
  },
];
