import type { EvalQuestion } from "#server/ai/offline/eval/types";

/**
 * The thirty-second blind development set by source (decision 082, R-AI-8), written 08/12/2026.
 *
 * Written from search results of stored public pages only: no passage of the offline base, no
 * question of another set was read, and the answerer was not run. Every source is a publisher new
 * to the base and to every earlier set, checked one by one before use (57 publishers). The writer
 * flagged: the usucapião's 250 m² is also the Constitution's (art. 183) and the Estatuto da
 * Cidade's, its norm written "Código Civil"; the distrato's and the delay's rules came in by Lei
 * 13.786/2018, their norm written "Lei 4.591"; the micro-generation limit is a distributor's summary
 * of Lei 14.300; the antisocial fine's quorum is matched on the law's words ("três quartos"), a
 * page saying "¾ das frações ideais"; quorum and lot counts are bare numbers; art. 34's "/34/" is a
 * loose match; the NBR 15575 revision asked as future rests on a general page; the page on useful
 * and private areas does not name NBR 12721.
 *
 * Theme: housing and buildings in use — condominiums (the Código Civil's quorums and fines, the
 * síndico, garage spaces, façades), buying flats on plan (Lei 4.591: tolerance, grace period,
 * distrato, patrimônio de afetação), warranties, renovations (NBR 16280), areas (NBR 12721), land
 * (Lei 6.766, APP, Reurb, usucapião, deeds), neighbours' rights and solar energy (Lei 14.300), plus
 * municipal rules, not-yet-published values and off-topic, false-premise and foreign-code questions.
 */
export const DEV_SOURCE_32: readonly EvalQuestion[] = [
  // ——— fact: condomínio (Código Civil) ———
  {
    q: "Tem um vizinho no prédio que faz festa toda semana e já foi advertido várias vezes. Qual o quórum da assembleia pra aplicar a multa de condômino antissocial?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/três quartos/",
    source: "http://apsa.com.br/node/188",
  },
  {
    q: "cliente quer pintar as esquadrias da varanda do apê de preto, o resto do predio é branco. qual artigo do codigo civil proibe mudar a cor da fachada?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/1.336/",
    source: "https://www.acidadeon.com/ribeiraopreto/cotidiano/alteracao-de-fachada-o-que-pode-e-o-que-nao-pode-em-condominios/",
  },
  {
    q: "Depois da Lei 14.405/2022, qual é o quórum exigido para mudar a destinação de um edifício, por exemplo de comercial para residencial?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/2/3/",
    source: "https://direitoreal.com.br/artigos/lei-14-405-2022-o-que-mudou-no-codigo-civil",
  },
  {
    q: "quorum pra alterar a convenção do condominio, qual é?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/2/3/",
    source: "https://pactonet.com.br/?p=6076",
  },
  {
    q: "O síndico pode ser eleito com mandato de 4 anos se a convenção disser? Qual o prazo máximo do mandato pelo Código Civil?",
    kind: "fact",
    norm: "Código Civil",
    fact: "2 anos",
    source: "http://vivaassessoriacondominial.com.br/blog/ler/Mandato_de_sindico-7cad99",
  },
  {
    q: "Um morador quer alugar a vaga de garagem dele pra um cara que trabalha na rua. Qual artigo do Código Civil trata dessa restrição de alugar vaga pra quem é de fora do condomínio?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/1.331/",
    source: "https://blog.robotton.com.br/robotton-responde-o-cond%C3%B4mino-pode-alugar-sua-vaga-na-garagem-para-pessoas-de-fora-do-pr%C3%A9dio",
  },

  // ——— fact: compra na planta, incorporação, garantias ———
  {
    q: "Comprei um apto na planta num empreendimento com patrimônio de afetação e quero desistir. Até quanto do que eu já paguei a incorporadora pode reter?",
    kind: "fact",
    norm: "Lei 4.591",
    fact: "50%",
    source: "https://ovigilantems.com.br/noticias/ver/09-07-2025/patrimônio-de-afetação-proteção-jurídica-para-incorporadoras-em-tempos-de-distratos-imobiliários",
  },
  {
    q: "Em quais artigos da lei de incorporações (4.591/64) ficou o regime do patrimônio de afetação?",
    kind: "fact",
    norm: "Lei 4.591",
    fact: "/31-A/",
    source: "https://gdo-adv.com.br/patrimonio-de-afetacao-beneficios-ao-incorporador-e-investidores",
  },
  {
    q: "a construtora pode atrasar a entrega do apê sem pagar multa? quantos dias de tolerancia a lei aceita?",
    kind: "fact",
    norm: "Lei 4.591",
    fact: "180 dias",
    source: "http://aacadvocacia.com.br/blog/atraso-na-entrega-de-imovel-o-que-diz-a-lei-e-quais-sao-seus-direitos",
  },
  {
    q: "Passou a tolerância e a obra não foi entregue. Se eu pedir a resolução do contrato, em quanto tempo a incorporadora tem que me devolver os valores pagos?",
    kind: "fact",
    norm: "Lei 4.591",
    fact: "60 dias",
    source: "https://marcospereiraadv.com.br/2022/06/14/qual-prazo-de-tolerancia-para-entrega-de-imovel-pela-construtora",
  },
  {
    q: "Depois de registrar o memorial de incorporação, o incorporador ainda pode desistir do prédio? Qual o prazo máximo de carência?",
    kind: "fact",
    norm: "Lei 4.591",
    fact: "180 dias",
    source: "https://lilianesilva.com.br/?p=842",
  },
  {
    q: "incorporadora colocou carência de 90 dias no memorial e agora quer esticar mais 60. pode prorrogar o prazo de carencia?",
    kind: "fact",
    norm: "Lei 4.591",
    fact: "/improrrogável/",
    source: "https://carolinemastrorosa.com.br/post/o-incorporador-pode-desistir-do-empreendimento",
  },
  {
    q: "Em que artigo da Lei 4.591/64 fica o prazo de carência pra o incorporador desistir da incorporação?",
    kind: "fact",
    norm: "Lei 4.591",
    fact: "/34/",
    source: "https://www.nosofacomjoaonunes.com.br/coluna-direito-imobiliario-dra-debora-de-castro-da-rocha-assunto-o-prazo-de-carencia-ou-de-desistencia-nas-incorporacoes-imobiliarias/",
  },
  {
    q: "Apareceu uma trinca estrutural no prédio no quarto ano depois da entrega. Por quanto tempo a construtora responde pela solidez e segurança da obra?",
    kind: "fact",
    norm: "Código Civil",
    fact: "5 anos",
    source: "https://reiff.com.br/stj-prazo-prescricional-para-vicios-construtivos",
  },
  {
    q: "Em que ano a ABNT publicou a norma de garantias das edificações, a NBR 17170?",
    kind: "fact",
    norm: "NBR 17170",
    fact: "/2022/",
    source: "https://www.avalyst.com.br/blog/obras-em-apartamentos-guia-legal-e-pratico",
  },
  {
    q: "area util e area privativa é a mesma coisa? oq muda de uma pra outra",
    kind: "fact",
    norm: "NBR 12721",
    fact: "/paredes/",
    source: "https://quintoimoveis.com.br/noticias/especialistas-explicam-as-diferencas-entre-as-areas-total-util-comum-e-privativa-em-apartamentos-19332",
  },
  {
    q: "Minha cliente quer tirar uma parede do apartamento. Pela norma de reformas, que documento de responsabilidade técnica eu, como arquiteta, entrego ao síndico junto com o plano de reforma?",
    kind: "fact",
    norm: "NBR 16280",
    fact: "/RRT/",
    source: "https://villavalencia.com.br/pt_BR/comunicados",
  },
  {
    q: "Vou vender um apartamento de R$ 400 mil pra um amigo. Dá pra fazer só contrato particular e registrar, ou precisa de quê?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/escritura pública/",
    source: "https://cartoriocatizane.com.br/compra-e-venda-de-imovel-acima-30-salarios-minimos/",
  },

  // ——— fact: terra, usucapião, Reurb, APP ———
  {
    q: "Usucapião especial urbana: qual a área máxima do terreno pra poder pedir?",
    kind: "fact",
    norm: "Código Civil",
    fact: "250 m²",
    source: "https://advgh.com.br/quais-os-criterios-da-usucapiao-de-imoveis-urbanos/",
  },
  {
    q: "Cliente mora há 11 anos num terreno sem escritura nem contrato nenhum, é a casa dela. Na usucapião extraordinária, o prazo cai pra quanto quando o possuidor mora no imóvel?",
    kind: "fact",
    norm: "Código Civil",
    fact: "10 anos",
    source: "https://adrianogoncalves.com/2020/07/09/usucapiao-extraordinaria-e-ordinaria-regularize-seu-terreno",
  },
  {
    q: "o ex marido abandonou o lar e ela ficou na casa do casal (180 m², urbana). em quanto tempo de posse ela consegue a usucapião familiar?",
    kind: "fact",
    norm: "Código Civil",
    fact: "2 anos",
    source: "https://cardozoesaggioro.com.br/usucapiao-familiar",
  },
  {
    q: "Na regularização fundiária urbana, qual das modalidades de Reurb tem isenção de custas e emolumentos no registro?",
    kind: "fact",
    norm: "Lei 13.465",
    fact: "/Reurb-S/",
    source: "https://unieducar.org.br/blog/modalidades-de-regularizacao-fundiaria-urbana-reurb",
  },
  {
    q: "Quero tirar a mata da beira do córrego no sítio pra fazer uma casa de fim de semana. Em que casos a lei admite intervenção ou supressão de vegetação em APP?",
    kind: "fact",
    norm: "Lei 12.651",
    fact: "/utilidade pública/",
    source: "https://coutoambiental.com.br/o-que-e-permitido-fazer-nas-apps",
  },
  {
    q: "Se eu dividir uma gleba em lotes aproveitando só as ruas que já existem, sem abrir rua nova, isso é loteamento ou o quê?",
    kind: "fact",
    norm: "Lei 6.766",
    fact: "/desmembramento/",
    source: "https://regularizacao.tettu.com.br/blog/desmembramento-como-fazer",
  },

  // ——— fact: vizinhança ———
  {
    q: "qual a distancia minima da divisa pra abrir uma janela de frente pro terreno do vizinho?",
    kind: "fact",
    norm: "Código Civil",
    fact: "1,5 m",
    source: "https://www.grupoterrasol.com.br/inteligencia/o-que-sao-paredes-cegas",
  },
  {
    q: "Os galhos do abacateiro do vizinho invadem meu quintal e entopem a calha. Posso cortar sem pedir? Até onde?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/plano vertical/",
    source: "https://almeidaeamaral.com.br/?p=9910",
  },
  {
    q: "as mangas que caem da arvore do vizinho no meu quintal sao minhas ou dele?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/dono do solo/",
    source: "https://jornaltemporeal.com.br/2024/08/02/o-que-fazer-quando-a-arvore-do-vizinho-ultrapassa-o-muro",
  },

  // ——— fact: energia solar ———
  {
    q: "Sistema fotovoltaico no telhado: até quantos kW ele é enquadrado como microgeração distribuída?",
    kind: "fact",
    norm: "Lei 14.300",
    fact: "75 kW",
    source: "https://energisa.com.br/para-sua-casa/servicos/outros-servicos/geracao-distribuida",
  },
  {
    q: "Instalei placa solar em 2021. Até quando eu fico nas regras antigas de compensação, pelo marco legal?",
    kind: "fact",
    norm: "Lei 14.300",
    fact: "/2045/",
    source: "https://baoribeiro.com.br/blog/geracao-de-energia-principais-mudancas/",
  },
  {
    q: "os creditos de energia que sobram da minha geração solar vencem? quantos meses tenho pra usar?",
    kind: "fact",
    norm: "Lei 14.300",
    fact: "60 meses",
    source: "https://megawhat.energy/verbetes/69705/micro-e-minigeracao-distribuida",
  },

  // ——— calc ———
  {
    q: "Prédio com 33 unidades; um condômino descumpre reiteradamente os deveres. Quantos votos dos outros condôminos, no mínimo, são necessários pra aplicar a multa do art. 1.337?",
    kind: "calc",
    norm: "Código Civil",
    fact: "24",
    source: "https://carraracondominios.com.br/condomino-antissocial",
  },
  {
    q: "a taxa do condominio é R$ 650,00. qual o valor maximo da multa pra quem descumpre os deveres reiteradamente (sem ser o caso de comportamento antissocial)?",
    kind: "calc",
    norm: "Código Civil",
    fact: "R$ 3.250,00",
    source: "http://platnogreenville.com.br/index.php/noticias/99-condomino-antissocial",
  },
  {
    q: "Cota condominial de R$ 720,00 e morador com comportamento antissocial reiterado que torna a convivência insustentável: até quanto pode chegar a multa?",
    kind: "calc",
    norm: "Código Civil",
    fact: "R$ 7.200,00",
    source: "https://portaltemponovo.com.br/vizinho-sem-nocao-pode-ser-multado-por-conduta-antissocial",
  },
  {
    q: "Edifício de salas com 45 unidades quer fazer retrofit e virar residencial. Quantos votos favoráveis, no mínimo, a assembleia precisa?",
    kind: "calc",
    norm: "Código Civil",
    fact: "30",
    source: "https://csmv.com.br/sancionada-a-lei-14-405-22-que-facilita-a-mudanca-da-destinacao-do-edificio/",
  },
  {
    q: "predio de 48 aptos quer colocar na convenção que pode alugar vaga de garagem pra gente de fora. quantos votos precisa pra aprovar?",
    kind: "calc",
    norm: "Código Civil",
    fact: "32",
    source: "https://www.odireito.com/2012/04/7249/lei-proibe-a-venda-e-locacao-de-vagas-para-veiculos-para-nao-condominos/",
  },
  {
    q: "Paguei R$ 180.000,00 num apê na planta SEM patrimônio de afetação e vou distratar. Qual a pena convencional máxima que a incorporadora pode descontar, fora a corretagem?",
    kind: "calc",
    norm: "Lei 4.591",
    fact: "R$ 45.000,00",
    source: "http://aesgoti.com.br/artigo.php?id=1720",
  },
  {
    q: "Paguei R$ 250.000,00 à incorporadora; a entrega já passou 3 meses além dos 180 dias de tolerância e quero manter o contrato. Qual a indenização prevista na lei por esses 3 meses?",
    kind: "calc",
    norm: "Lei 4.591",
    fact: "R$ 7.500,00",
    source: "http://blog.ianadvogados.com/?p=21",
  },
  {
    q: "Com salário mínimo de R$ 1.518,00, até que valor de imóvel a compra e venda pode ser feita por instrumento particular, sem escritura pública?",
    kind: "calc",
    norm: "Código Civil",
    fact: "R$ 45.540,00",
    source: "https://cgjweb.tjsc.jus.br/extrafacil/tema/registro-de-imoveis/subtema/titulos/pagina/e-possivel-transferir-a-propriedade-de-um-imovel-sem-um-instrumento-publico-ex-escritura-de-compra-e-venda",
  },
  {
    q: "Loteamento: depois de tirar vias e áreas públicas, sobraram 3.000 m² de área de lotes. Pelo lote mínimo da lei federal, quantos lotes cabem no máximo?",
    kind: "calc",
    norm: "Lei 6.766",
    fact: "24",
    source: "https://cassianacassol.adv.br/desmembramento-de-terreno",
  },

  // ——— municipal ———
  {
    q: "Qual o recuo frontal mínimo pra casa unifamiliar em Curitiba na ZR-2?",
    kind: "municipal",
    source: "https://novosite.jcntopografia.com.br/desdobro",
  },
  {
    q: "aliquota do iptu residencial em bh esse ano é quanto?",
    kind: "municipal",
    source: "https://goconqr.com/mapamental/23956817/imposto-predial-e-territorial-urbano-iptu",
  },
  {
    q: "Qual o coeficiente de aproveitamento básico no Campeche, em Florianópolis?",
    kind: "municipal",
    source: "http://www.campogrande.ms.gov.br/planurb/downloads/estudo_estudo-do-coeficiente-de-aproveitamento-ca-pddua-cg/",
  },
  {
    q: "Cliente quer desmembrar um terreno em Londrina, zona residencial. Qual a área mínima de lote que a prefeitura de lá exige?",
    kind: "municipal",
    source: "https://cassianacassol.adv.br/desmembramento-de-terreno",
  },
  {
    q: "Em Salvador, de quantos em quantos anos o condomínio tem que apresentar o laudo de autovistoria predial?",
    kind: "municipal",
    source: "https://hcpericias.com.br/pt_BR/copia-copia-estudos-e-parecer-tecnico-1-1",
  },

  // ——— future ———
  {
    q: "Qual vai ser o salário mínimo de 2028? Quero já calcular o teto dos 30 salários pra venda de imóvel sem escritura pública.",
    kind: "future",
    source: "https://cgjweb.tjsc.jus.br/extrafacil/tema/registro-de-imoveis/subtema/titulos/pagina/e-possivel-transferir-a-propriedade-de-um-imovel-sem-um-instrumento-publico-ex-escritura-de-compra-e-venda",
  },
  {
    q: "Quanto exatamente vou pagar por kWh injetado na rede a partir de 2029, quando entrar a regra definitiva da valoração do CNPE pra geração distribuída?",
    kind: "future",
    source: "https://baoribeiro.com.br/blog/geracao-de-energia-principais-mudancas/",
  },
  {
    q: "A próxima revisão da NBR 15575, prevista pra 2027, vai passar a exigir VUP de quantos anos pra estrutura?",
    kind: "future",
    source: "https://ri.unipac.br/repositorio/trabalhos-academicos/norma-de-desempenho-das-edificacoes-e-suas-aplicacoes",
  },

  // ——— out: false premises ———
  {
    q: "Qual artigo da NBR 16280 fixa o horário permitido pra obra em apartamento, tipo das 8h às 17h?",
    kind: "out",
    source: "https://www.towercondominios.com.br/?p=2208",
  },
  {
    q: "Qual o quórum de assembleia que a NBR 5674 exige pra aprovar o plano de manutenção do prédio?",
    kind: "out",
    source: "https://www.gbsindicomaster.com.br/post/manutenção-predial-nbr-5674",
  },
  {
    q: "Qual artigo da Lei 14.300 obriga todo prédio residencial novo a ter energia solar?",
    kind: "out",
    source: "https://agencia.webslin.com.br/lei-14300-confira-as-mudancas-trazidas-pelo-marco-legal-da-geracao-distribuida",
  },
  {
    q: "Qual artigo do Código Civil permite mandato vitalício pro síndico fundador do condomínio?",
    kind: "out",
    source: "https://vivaocondominio.com.br/noticias/colunistas/simone-goncalves/quantas-vezes-o-sindico-pode-ser-reeleito/",
  },
  {
    q: "qual NBR obriga o condominio a trocar o revestimento da fachada a cada 10 anos?",
    kind: "out",
    source: "https://www.flexcondominios.com.br/a-importancia-de-um-plano-de-manutencoes-e-do-planejamento-de-manutencoes-preventivas-em-um-condominio/",
  },

  // ——— out: foreign codes ———
  {
    q: "Pelo código americano (IBC/IRC), qual a largura mínima de escada numa casa nos EUA?",
    kind: "out",
    source: "http://boulderlibrary.net/author/admin/page/89",
  },
  {
    q: "Na França, qual maioria da loi de 1965 é exigida pra trocar o syndic da copropriété?",
    kind: "out",
    source: "https://www.syndicexperts.com/article25-loi-juillet-1965/",
  },
  {
    q: "Na Espanha, que norma define as condições mínimas de habitabilidade de uma vivienda?",
    kind: "out",
    source: "https://uci.es/es/blog/requisitos-cedula-habitabilidad/",
  },
  {
    q: "No Chile, quais são os instrumentos de planejamento territorial previstos na OGUC?",
    kind: "out",
    source: "https://www.kreando.cl/oguc_titulo_2_capitulo_1.htm",
  },

  // ——— out: off-topic ———
  {
    q: "to com dor na lombar depois de carregar saco de cimento na obra, que remedio eu tomo?",
    kind: "out",
    source: "https://hospitalaguasclaras.com.br/blog/dor-lombar",
  },
  {
    q: "Quem foi o campeão da Copa do Brasil de 2022?",
    kind: "out",
    source: "https://amnews.com.br/flamengo-e-tetracampeao-da-copa-do-brasil/",
  },
  {
    q: "me passa uma receita de feijoada pra 20 pessoas pra festa do condominio",
    kind: "out",
    source: "https://canalcozinha.com.br/feijoada-para-20-pessoas-passo-a-passo",
  },
  {
    q: "Vale mais a pena deixar a reserva da reforma no CDB ou no Tesouro Selic?",
    kind: "out",
    source: "https://rendanamao.com.br/tesouro-direto-ou-cdb-descubra-qual-rende-mais-para-sua-reserva-de-emergencia",
  },
];
