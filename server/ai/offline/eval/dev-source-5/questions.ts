import type { EvalQuestion } from "#server/ai/offline/eval/types";

/**
 * Fifth blind development set by source (06/12/2026). Written from search results of the stored
 * public pages only: no passage of the offline base, no other evaluation set's questions were read
 * and the offline answerer was not run. Every source is a page from a publisher that no passage,
 * tuning or holdout question, holdout-by-source question nor first, third or fourth development set
 * cites (questions.test.ts checks it), and none is a government, fire-brigade, ABNT or CAU host.
 * Questions are asked as an architect types in the chat; facts were read on the cited page.
 */
export const DEV_SOURCE_5: EvalQuestion[] = [
  // Saídas de emergência e segurança contra incêndio
  {
    q: "estadio com mais de 2500 pessoas eu dimensiono as saidas pela IT 11 de SP mesmo ou vai pra outra IT?",
    kind: "fact",
    norm: "IT 11",
    fact: "/IT 12/",
    source: "https://faucre.com/evacuacao-segura-diretrizes-essenciais-da-it-11-2019-para-edificacoes",
  },
  {
    q: "iluminacao de emergencia num corredor plano precisa de quantos lux no minimo?",
    kind: "fact",
    norm: "NBR 10898",
    fact: "3 lux",
    source: "http://abafire.com.br/categorias/sistemas-de-iluminacao-de-emergencia/",
  },
  // Reforma e manutenção
  {
    q: "cliente quer reformar o apto, o que a 16280 exige entregar pro sindico antes de comecar?",
    kind: "fact",
    norm: "NBR 16280",
    fact: "/plano de reforma/",
    source: "https://hidrosconsultoria.com.br/?p=23563",
  },
  {
    q: "na reforma dentro da unidade quem responde pela obra segundo a 16280, o sindico ou o condomino?",
    kind: "fact",
    norm: "NBR 16280",
    fact: "/condômino/",
    source: "https://cyntmar.com.br/a-importancia-da-nbr-16280-para-reformas-em-condominios/",
  },
  {
    q: "qual artigo do codigo civil proibe o condomino de fazer obra que comprometa a seguranca do predio?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/1.336/",
    source: "https://www.home.brcondominio.com.br/post/guia-simples-do-sindico-para-reformas-compliance-e-risco-legal",
  },
  {
    q: "a nbr 5674 obriga o condominio a ter um programa de manutencao preventiva?",
    kind: "fact",
    norm: "NBR 5674",
    fact: "/manutenção preventiva/",
    source: "https://distribuidorafadef.com.br/blog/posts/nbr-5674-guia-plano-manutencao-predial-d521d8e98c05",
  },
  {
    q: "no condominio quem é o responsavel por fazer cumprir a gestao de manutencao da 5674?",
    kind: "fact",
    norm: "NBR 5674",
    fact: "/síndico/",
    source: "https://sersindico.com.br/ufaq/como-adequar-o-condominio-a-norma-nbr-5674",
  },
  // Vidros e guarda-corpos
  {
    q: "claraboia e cobertura de vidro posso fazer com temperado ou a 7199 pede laminado?",
    kind: "fact",
    norm: "NBR 7199",
    fact: "/laminado/",
    source: "https://vidramaq.com.br/?p=1341",
  },
  {
    q: "pela 7199 vidro instalado abaixo de que altura do piso tem que ser de seguranca?",
    kind: "fact",
    norm: "NBR 7199",
    fact: "1,10 m",
    source: "https://www.bezerraesquadrias.com.br/leis-e-normas-para-instalacao-de-vidros-na-construcao-civil-guia-completo",
  },
  {
    q: "altura minima do guarda-corpo da sacada medida do piso acabado, 1 m ainda serve?",
    kind: "fact",
    norm: "NBR 14718",
    fact: "1,10 m",
    source: "https://guilhermeotani.com.br/guarda-corpos-2",
  },
  {
    q: "a partir de qual desnivel o guarda corpo passa a ser obrigatorio?",
    kind: "fact",
    norm: "NBR 14718",
    fact: "1 m",
    source: "https://sevexclusivv.com.br/guarda-corpos-de-vidro-normas-tecnicas-e-onde-utilizar",
  },
  // Acessibilidade, rampas e escadas
  {
    q: "pela 9050 a partir de qual inclinacao o piso ja é considerado rampa?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "5%",
    source: "https://www.mpprojetos3d.com.br/news/view/6",
  },
  {
    q: "tenho 40 cm de desnivel na entrada da loja, com 8,33% quanto de rampa em projecao horizontal?",
    kind: "calc",
    norm: "NBR 9050",
    fact: "4,80 m",
    source: "https://calculadora.app/arquitetura/inclinacao-de-rampa",
  },
  {
    q: "espelho de degrau maximo que a 9050 aceita na formula de blondel, 18 ou 19 cm?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,18 m",
    source: "https://archscape.com.br/2024/wp-json/wp/v2/posts/9281",
  },
  {
    q: "piso a piso de 2,72 m com espelho de 17 cm, quantos degraus da a escada?",
    kind: "calc",
    norm: "NBR 9050",
    fact: "16 degraus",
    source: "https://digitei.com/escada-calculo-como-calcular-a-altura-e-o-numero-de-degraus-2",
  },
  {
    q: "escada reta de 16 degraus com piso de 28 cm, quanto ocupa de comprimento o lance em planta?",
    kind: "calc",
    norm: "NBR 9050",
    fact: "4,20 m",
    source: "http://www.clubedoconcreto.com.br/search?max-results=8&reverse-paginate=true&updated-max=2025-06-22T09%3A01%3A00-03%3A00",
  },
  {
    q: "estacionamento do shopping com 350 vagas, quantas tem que ser reservadas pra pcd?",
    kind: "calc",
    norm: "Lei 13.146",
    fact: "7 vagas",
    source: "http://pcdlegal.com.br/beneficios/2017/11/30/resolucao-304-de-18-de-dezembro-de-2008/?versao=convencional",
  },
  {
    q: "supermercado com 240 vagas, quantas vagas de idoso eu preciso marcar?",
    kind: "calc",
    norm: "Lei 10.741",
    fact: "12 vagas",
    source: "https://notiserrasc.com.br/diretor-de-transito-explica-sobre-as-vagas-de-estacionamento-para-idosos-e-deficientes",
  },
  // Elétrica
  {
    q: "sala de 10 m2 qual a carga minima de iluminacao que eu lanco no quadro de cargas?",
    kind: "calc",
    norm: "NBR 5410",
    fact: "160 VA",
    source: "https://volpeeletropostes.com.br/pequena-explicacao-sobre-como-determinar-a-carga-de-iluminacao",
  },
  {
    q: "suite de 22 m2, quanto de potencia minima de iluminacao pela 5410?",
    kind: "calc",
    norm: "NBR 5410",
    fact: "340 VA",
    source: "https://brokaprojetos.com.br/post/qual-a-potência-mínima-de-iluminação-para-cada-ambiente",
  },
  {
    q: "cozinha com 5 tomadas de uso geral, qual a potencia total minima dessas tugs?",
    kind: "calc",
    norm: "NBR 5410",
    fact: "2.000 VA",
    source: "https://portaldaeletricaoficial.com/2021/08/17/projeto-eletrico-de-uma-cozinha",
  },
  // Hidráulica e esgoto
  {
    q: "apto de 3 dormitorios, considerando 200 litros por pessoa, qual o consumo diario pra caixa d'agua?",
    kind: "calc",
    norm: "NBR 5626",
    fact: "1.200 L",
    source: "https://fazforte.com.br/blog/?p=3102",
  },
  {
    q: "reservatorio de casa tem que guardar agua pra quantas horas de consumo no minimo?",
    kind: "fact",
    norm: "NBR 5626",
    fact: "24 h",
    source: "https://caixaforte.ind.br/blog/como-e-determinada-a-capacidade-adequada-de-uma-caixa-dagua-para-uma-residencia-ou-edificio-comercial/",
  },
  {
    q: "distancia maxima entre duas caixas de inspecao de esgoto no quintal?",
    kind: "fact",
    norm: "NBR 8160",
    fact: "25 m",
    source: "https://www.escolaengenharia.com.br/caixa-de-inspecao/",
  },
  // Estrutura, fundações e desempenho
  {
    q: "no ensaio spt o martelo de 65 kg cai de que altura?",
    kind: "fact",
    norm: "NBR 6484",
    fact: "0,75 m",
    source: "https://carluc.com.br/projeto-de-fundacao/sondagem-de-solo",
  },
  {
    q: "a norma de desempenho 15575 é de que ano, vale pra projeto protocolado depois disso?",
    kind: "fact",
    norm: "NBR 15575",
    fact: "/2013/",
    source: "https://lageportilhojardim.com.br/blog/norma-de-desempenho/",
  },
  {
    q: "qual parte da nbr 15220 traz o zoneamento bioclimatico brasileiro?",
    kind: "fact",
    norm: "NBR 15220",
    fact: "/15220-3/",
    source: "https://thermo-iso.com.br/entenda-a-nbr-15220-afinal-o-que-ela-diz",
  },
  // Iluminação
  {
    q: "quantos lux eu preciso em sala de aula no projeto luminotecnico?",
    kind: "fact",
    norm: "NBR ISO/CIE 8995-1",
    fact: "300 lux",
    source: "https://josif.ifsuldeminas.edu.br/ojs/index.php/anais/article/view/2637",
  },
  // Custos
  {
    q: "casa de 150 m2 com CUB de R$ 2.400,00 o m2, quanto da o custo estimado pelo cub?",
    kind: "calc",
    norm: "NBR 12721",
    fact: "R$ 360.000,00",
    source: "https://www.melhortaxa.com.br/entenda-o-credito/cub",
  },
  {
    q: "o CUB ja inclui fundacao especial e elevador ou tenho que somar a parte?",
    kind: "fact",
    norm: "NBR 12721",
    fact: "/fundações especiais/",
    source: "https://messiasmachadoarch.com.br/?p=432",
  },
  {
    q: "pra aplicar o cub no orcamento eu multiplico pela area real ou tenho que converter a area antes?",
    kind: "fact",
    norm: "NBR 12721",
    fact: "/área equivalente/",
    source: "http://682solucoes.com.br/blog/index.php/categorias/orcamento/56-custo-unitario-basico-cub-na-orcamentacao",
  },
  {
    q: "ate que dia do mes o sinduscon é obrigado a divulgar o cub?",
    kind: "fact",
    norm: "Lei 4.591",
    fact: "/dia 5/",
    source: "https://pacerini.com/como-estimar-o-valor-da-obra-sem-projeto",
  },
  // Sustentabilidade
  {
    q: "o procel edifica foi criado em que ano?",
    kind: "fact",
    norm: "Procel Edifica",
    fact: "/2003/",
    source: "https://guizzoarquitetura.com.br/?p=497",
  },
  {
    q: "como chama a etiqueta do procel edifica que classifica o predio de A a E?",
    kind: "fact",
    norm: "Procel Edifica",
    fact: "/ENCE/",
    source: "https://pensamentoverde.com.br/sustentabilidade/conheca-selo-procel-edifica-contribui-conservacao-meio-ambiente/",
  },
  // Vizinhança e meio ambiente
  {
    q: "janela de frente pro vizinho tem que ficar a quanto da divisa?",
    kind: "fact",
    norm: "Código Civil",
    fact: "1,5 m",
    source: "https://noticias.cers.com.br/noticia/saiba-mais-sobre-direito-de-construir/amp",
  },
  {
    q: "sitio na zona rural, posso construir o galpao colado na divisa ou tem recuo minimo?",
    kind: "fact",
    norm: "Código Civil",
    fact: "3 m",
    source: "https://www.advocaciaimobiliariagoias.org/single-post/regras-para-construção-na-zona-rural",
  },
  {
    q: "terreno com corrego de 8 m de largura nos fundos, qual a faixa de app?",
    kind: "fact",
    norm: "Código Florestal",
    fact: "30 m",
    source: "http://www.tortugaonline.com.br/cartilha-area-de-preservacao-permanente-apps",
  },
  {
    q: "e se o rio tiver uns 20 metros de largura a app vai pra quanto?",
    kind: "fact",
    norm: "Código Florestal",
    fact: "50 m",
    source: "https://jkrservicos.com.br/autorizacao-florestal-para-intervencao-em-area-de-preservacao-permanente",
  },
  // Regras do município
  {
    q: "qual o coeficiente de aproveitamento basico da ZR-4 em Curitiba?",
    kind: "municipal",
    source: "https://amaliatortato.com.br/2024/06/27/lei-no-16-361-de-27-de-junho-de-2024",
  },
  {
    q: "area minima de dormitorio pelo codigo de obras de pouso alegre, quanto é?",
    kind: "municipal",
    source: "http://consulta.siscam.com.br/camarapousoalegre/Normas/Exibir/54971",
  },
  {
    q: "afastamento frontal minimo pra casa em florianopolis é de quanto?",
    kind: "municipal",
    source: "http://www.normasbrasil.com.br/norma/decreto-13574-2014-florianopolis_275410.html",
  },
  {
    q: "predio de 30 m de altura em porto alegre, quanto de recuo lateral e de fundos?",
    kind: "municipal",
    source: "https://gauchazh.clicrbs.com.br/porto-alegre/noticia/2025/08/proposta-de-novo-plano-diretor-reduz-espaco-entre-predios-em-porto-alegre-cmdrugs3j00qh016gbu7bruzh.html",
  },
  {
    q: "qual a altura maxima de predio no miolo de bairro em sao paulo hoje?",
    kind: "municipal",
    source: "https://reportersaopaulo.com.br/2024/06/11/camara-de-sao-paulo-retoma-debate-sobre-lei-de-zoneamento-sem-espaco-para-aumento-da-altura-de-edificios-nos-miolos-de-bairro",
  },
  // Ainda não publicado em 26/11/2026
  {
    q: "qual vai ser o CUB R1-N de marco de 2027? quero fechar o orcamento ja com ele",
    kind: "future",
    source: "https://blog.laredo.com.br/custo-da-sua-construcao/",
  },
  {
    q: "o que mudou na nbr 9050 edicao 2028?",
    kind: "future",
    source: "https://mobussconstrucao.com.br/blog/norma-de-acessibilidade",
  },
  {
    q: "a nova 15575 de 2028 aumentou a vida util de projeto da estrutura?",
    kind: "future",
    source: "http://www.homehelp-rs.com.br/category/seguranca/page/2/",
  },
  {
    q: "me passa o cub de dezembro de 2026 do sinduscon-ce",
    kind: "future",
    source: "http://projettajunior.ufca.edu.br/estimativa-de-custos/",
  },
  // Fora da arquitetura
  {
    q: "qual o limite de faturamento do MEI por ano?",
    kind: "out",
    source: "https://104.news/noticia/mei-qual-e-o-limite-de-faturamento-e-o-que-fazer-se-voce-ultrapassar/amp",
  },
  {
    q: "bolo de cenoura fica quanto tempo no forno a 180 graus?",
    kind: "out",
    source: "https://anecozinha.com/e-assim-que-eu-faco-uma-cobertura-crocante-para-o-bolo-de-cenoura-fica-parecendo-com-a-de-brownie",
  },
  {
    q: "quando o jogador esta impedido no futebol?",
    kind: "out",
    source: "https://www.acessa.com/esporte/2022/11/111087-entenda-de-uma-vez-por-todas-o-que-e-impedimento-e-evite-ser-piada.html",
  },
  {
    q: "de quantos em quantos km tenho que trocar o oleo do carro?",
    kind: "out",
    source: "https://www.mercadoveiculos.com/info/trocar-oleo-5000km-necessario-ou-marketing",
  },
  {
    q: "como faz list comprehension com if em python?",
    kind: "out",
    source: "https://riptutorial.com/python/topic/196/list-comprehensions",
  },
  {
    q: "pressao 12 por 8 ainda é considerada normal?",
    kind: "out",
    source: "https://www.valesaude.com.br/saude-v/pressao-12-por-8-nao-e-mais-normal-saiba-o-que-mudou",
  },
  {
    q: "a partir de quanto a pressao ja conta como hipertensao, 14 por 9?",
    kind: "out",
    source: "https://tasaudavel.com.br/saude/pressao-12-por-7-e-alta-quando-se-considera-hipertensao",
  },
  {
    q: "recebo aluguel de pessoa fisica, tenho que pagar carne-leao todo mes?",
    kind: "out",
    source: "https://blog.mag.com.br/?p=17670",
  },
  {
    q: "como desfaco o ultimo commit no git sem perder as alteracoes?",
    kind: "out",
    source: "https://git-scm.com/docs/git-reset/pt_BR.html",
  },
  {
    q: "no volei o quinto set vai ate quantos pontos?",
    kind: "out",
    source: "https://mesadeestudo.com/explique-o-sistema-de-pontuacao-do-voleibol-e-quando-uma-partida-termina/amp",
  },
  {
    q: "qual a area minima de quarto que a NBR 15575-7 exige em todo o brasil?",
    kind: "out",
    source: "https://www.mc-bauchemie.com.br/mcpedia/vida-util-de-projeto-x-vida-util-de-referencia.html",
  },
  {
    q: "segundo a NR-40 de canteiro residencial, qual o tamanho minimo do vestiario da obra?",
    kind: "out",
    source: "http://sato.adm.br/_private/guiadp/Seg_Trabalho/nr_18_12.htm",
  },
  {
    q: "a lei federal do telhado verde obrigatorio vale pra predio acima de 500 m2?",
    kind: "out",
    source: "https://www.mac.arq.br/leis-e-sustentabilidade-nas-construcoes/selos-verdes/selos-verdes-na-construcao-civil-vantagens-e-desvantagens/",
  },
];
