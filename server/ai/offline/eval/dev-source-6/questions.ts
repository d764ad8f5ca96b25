import type { EvalQuestion } from "#server/ai/offline/eval/types";

/**
 * Sixth blind development set by source (06/12/2026; decision 082, R-AI-8). Written from search
 * results of the stored public pages only: no passage of the offline base and no other evaluation
 * set's questions were read, and the offline answerer was not run. Every source is a page from a
 * publisher that no passage, tuning or holdout question, holdout-by-source question nor first,
 * third, fourth or fifth development set cites (questions.test.ts checks it), and none is a
 * government, fire-brigade, ABNT or CAU host, a file-sharing copy or a blog host. Questions are
 * asked as an architect types in the chat; each key fact was read on the cited page (a calc
 * question's rule was read there and the arithmetic done on it). Several answerable questions ask
 * obscure but real facts (SPDA inspection intervals, the Paraná NPT on LPG, the plug standard's
 * pin holes, the distrato penalty, drywall profile thickness) that the base is not expected to
 * hold: there the honest answer is "não encontrei".
 */
export const DEV_SOURCE_6: EvalQuestion[] = [
  // Acessibilidade (NBR 9050, Lei 13.146, Estatuto do Idoso, Decreto 5.296)
  {
    q: "banheiro pcd: qual a largura minima da porta?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,80 m",
    source: "https://blog.leroymerlin.com.br/banheiro-pcd-como-instalar-as-barras-de-apoio/",
  },
  {
    q: "no banheiro acessivel quanto de desnivel eu posso deixar entre o box e o resto do piso?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "1,5 cm",
    source: "https://blog.leroymerlin.com.br/banheiro-pcd-como-instalar-as-barras-de-apoio/",
  },
  {
    q: "qual decreto federal tornou obrigatorio o piso tatil nas edificacoes?",
    kind: "fact",
    norm: "Decreto 5.296",
    fact: "/5.296/",
    source: "https://www.mosaicosamazonas.com.br/dica/piso-tatil-alerta-e-direcional",
  },
  {
    q: "estacionamento do mercado vai ter 240 vagas, quantas tem que ser de idoso?",
    kind: "calc",
    norm: "Lei 10.741",
    fact: "12 vagas",
    wrong: ["5 vagas"],
    source: "https://jornalocal.com.br/?p=3933",
  },
  {
    q: "e num estacionamento de 150 vagas, quantas vagas pra pessoa com deficiencia pela lei?",
    kind: "calc",
    norm: "Lei 13.146",
    fact: "3 vagas",
    wrong: ["8 vagas"],
    source: "https://gazeta24horasrio.com.br/2023/11/18/idoso-pode-estacionar-o-carro-na-vaga-especial-de-deficiente-ou-vice-versa",
  },
  {
    q: "rampa vencendo 30 cm de desnivel em 5 m de comprimento da quantos % de inclinacao?",
    kind: "calc",
    norm: "NBR 9050",
    fact: "6%",
    source: "https://neoines.com.br/artigo/calcular-rampa-inclina-o",
  },
  {
    q: "tenho 15 m de projecao horizontal pra subir 1,20 m, que inclinacao fica a rampa?",
    kind: "calc",
    norm: "NBR 9050",
    fact: "8%",
    source: "https://sabertecnologias.com.br/artigo/rampa-como-calcular",
  },
  // Instalações: elétrica, gás, SPDA
  {
    q: "na bancada da pia da cozinha quantas tomadas no minimo a 5410 pede?",
    kind: "fact",
    norm: "NBR 5410",
    fact: "/2 tomadas/",
    source: "https://estrelamoveis.com.br/blog/tomadas-na-cozinha",
  },
  {
    q: "tomada do padrao brasileiro: o orificio maior, do modelo de 20A, tem quantos mm?",
    kind: "fact",
    norm: "NBR 14136",
    fact: "4,8 mm",
    source: "https://loja.br.abb.com/blog/post/interruptores-e-tomadas",
  },
  {
    q: "qual a nbr que trata da central de glp do condominio, o abrigo dos cilindros?",
    kind: "fact",
    norm: "NBR 13523",
    fact: "/13523/",
    source: "https://empresas.ultragaz.com.br/?p=12942",
  },
  {
    q: "no parana qual a NPT do bombeiro que manda ter central de gas em predio?",
    kind: "fact",
    norm: "NPT 028",
    fact: "/028/",
    source: "http://www.finocredito.com.br/noticias/quando-a-central-de-gas-e-obrigatoria",
  },
  {
    q: "para-raios do predio: de quanto em quanto tempo tem que fazer a inspecao visual?",
    kind: "fact",
    norm: "NBR 5419",
    fact: "6 meses",
    source: "https://turiamengenharia.com/2025/09/03/laudo-spda-em-condominios-o-que-diz-a-norma-e-o-que-nem-sempre-e-explicado",
  },
  {
    q: "predio de frente pro mar, a inspecao completa do spda vale por quanto tempo?",
    kind: "fact",
    norm: "NBR 5419",
    fact: "1 ano",
    source: "https://oguiadosindico.com.br/sabia-que-o-brasil-e-o-pais-com-maior-indice-de-raios-no-mundo",
  },
  {
    q: "predio comum no interior, ultimo laudo completo do spda foi em 2025, em que ano vence o proximo?",
    kind: "calc",
    norm: "NBR 5419",
    fact: "2028",
    source: "https://oguiadosindico.com.br/sabia-que-o-brasil-e-o-pais-com-maior-indice-de-raios-no-mundo",
  },
  // Águas pluviais
  {
    q: "pra dimensionar calha de telhado comum, que periodo de retorno a 10844 manda adotar?",
    kind: "fact",
    norm: "NBR 10844",
    fact: "5 anos",
    source: "https://projetistapleno.com/nbr-10844-dimensionamento-calha",
  },
  {
    q: "e numa laje onde nao pode empocar nem transbordar de jeito nenhum, qual periodo de retorno?",
    kind: "fact",
    norm: "NBR 10844",
    fact: "25 anos",
    source: "https://projetistapleno.com/nbr-10844-dimensionamento-calha",
  },
  {
    q: "qual a intensidade de chuva de cabo frio com periodo de retorno de 5 anos na tabela da 10844?",
    kind: "fact",
    norm: "NBR 10844",
    fact: "146",
    source: "https://projetistapleno.com/nbr-10844-dimensionamento-calha",
  },
  {
    q: "a 10844 fixa a duracao da chuva de projeto em quantos minutos?",
    kind: "fact",
    norm: "NBR 10844",
    fact: "5 min",
    source: "https://aprendercomdesenho.com.br/?p=126",
  },
  // Materiais: drywall, pisos
  {
    q: "o perfil de aco do drywall tem que ter espessura minima de quanto?",
    kind: "fact",
    norm: "NBR 15217",
    fact: "0,50 mm",
    source: "https://knauf.com.br/normas-do-setor/",
  },
  {
    q: "qual a nbr das chapas de gesso pra drywall, requisitos da chapa?",
    kind: "fact",
    norm: "NBR 14715",
    fact: "/14715/",
    source: "https://knauf.com.br/normas-do-setor/",
  },
  {
    q: "a 15758 tem uma parte so pra forro de drywall, qual parte e?",
    kind: "fact",
    norm: "NBR 15758",
    fact: "/parte 2/",
    source: "https://knauf.com.br/normas-do-setor/",
  },
  {
    q: "qual a norma atual que define o coeficiente de atrito das placas ceramicas?",
    kind: "fact",
    norm: "NBR 16919",
    fact: "/16919/",
    source: "https://pointer.com.br/blog/?p=52192",
  },
  {
    q: "piso de area externa molhada: coeficiente de atrito minimo pra nao escorregar?",
    kind: "fact",
    norm: "NBR 16919",
    fact: "0,4",
    source: "https://blog.archtrends.com/coeficiente-de-atrito",
  },
  {
    q: "rampa externa com muito risco de escorregar, o piso tem que ter coeficiente de atrito acima de quanto?",
    kind: "fact",
    norm: "NBR 16919",
    fact: "0,7",
    source: "https://revestindoacasa.com.br/2022/06/coeficiente-de-atrito-o-que-e-e-como-levar-em-consideracao-na-escolha-do-piso",
  },
  // Código Florestal
  {
    q: "encosta com declividade acima de quantos graus vira APP pelo codigo florestal?",
    kind: "fact",
    norm: "Lei 12.651",
    fact: "/45/",
    source: "https://trilhante.com.br/trilha/direito-ambiental/curso/espacos-territoriais-especialmente-protegidos/aula/areas-de-preservacao-permanente-app-parte-4-2",
  },
  // Vizinhança e condomínio (Código Civil)
  {
    q: "vizinho abriu janela olhando pro meu quintal, qual a distancia minima da divisa?",
    kind: "fact",
    norm: "Código Civil",
    fact: "1,5 m",
    source: "https://marianagoncalves.com.br/post/meu-vizinho-construiu-uma-janela-rente-ao-meu-muro-e-agora",
  },
  {
    q: "e janela perpendicular a divisa, que nao da visao direta pro vizinho, pode ficar a quanto?",
    kind: "fact",
    norm: "Código Civil",
    fact: "75 cm",
    source: "https://marianagoncalves.com.br/post/meu-vizinho-construiu-uma-janela-rente-ao-meu-muro-e-agora",
  },
  {
    q: "galho da arvore do vizinho invade meu lote, ate onde posso cortar?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/plano vertical/",
    source: "https://www.advocaciasg.adv.br/post/posso-cortar-os-galhos-da-%C3%A1rvore-de-quem-%C3%A9-a-fruta",
  },
  {
    q: "a manga da arvore do vizinho caiu no meu quintal, de quem e a fruta?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/dono do solo/",
    source: "https://www.advocaciasg.adv.br/post/posso-cortar-os-galhos-da-%C3%A1rvore-de-quem-%C3%A9-a-fruta",
  },
  {
    q: "fumaca da churrasqueira do vizinho entrando no apto, qual artigo do codigo civil eu uso?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/1.277/",
    source: "https://drd.com.br/e-permitido-churrasqueira-na-sacada-do-predio",
  },
  {
    q: "qual artigo do codigo civil obriga o sindico a cuidar da conservacao das partes comuns?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/1.348/",
    source: "https://cmbaiak.adv.br/obras-internas-em-apartamentos",
  },
  // Consumidor, vícios e prazos
  {
    q: "cliente recebeu o apto com defeito aparente, quantos dias ele tem pra reclamar pelo cdc?",
    kind: "fact",
    norm: "Lei 8.078",
    fact: "90 dias",
    source: "https://jurisdog.com.br/vicio-oculto-e-vicio-aparente/",
  },
  {
    q: "depois de reclamado o vicio, a construtora tem quantos dias pra consertar antes do cliente pedir o dinheiro de volta?",
    kind: "fact",
    norm: "Lei 8.078",
    fact: "30 dias",
    source: "https://ciufa.adv.br/sample-page/2461-2/vicio-oculto-definicao-direitos-do-consumidor-e-medidas-cabiveis",
  },
  {
    q: "pelo cdc, qual o prazo pra pedir reparacao de dano causado por defeito do imovel (fato do produto)?",
    kind: "fact",
    norm: "Lei 8.078",
    fact: "5 anos",
    source: "https://cenajuridica.com.br/2020/12/10-anos-para-cobrar-prejuizo-na-compra-de-imovel/",
  },
  {
    q: "comprei imovel com vicio oculto, pelo codigo civil qual o prazo pra entrar com a acao redibitoria?",
    kind: "fact",
    norm: "Código Civil",
    fact: "1 ano",
    source: "https://franciscoegito.adv.br/?p=479",
  },
  {
    q: "apareceu problema de solidez dentro dos 5 anos da obra, o dono tem quanto tempo pra processar o empreiteiro?",
    kind: "fact",
    norm: "Código Civil",
    fact: "180 dias",
    source: "https://franciscoegito.adv.br/?p=479",
  },
  {
    q: "e se o comprador quiser indenizacao pelos vicios do imovel, prescreve em quanto tempo segundo o stj?",
    kind: "fact",
    norm: "Código Civil",
    fact: "10 anos",
    source: "http://silvafreire.com.br/site/noticias/prazo-prescricional-em-caso-de-vicio-de-qualidade-e-de-quantidade-em-imovel-adquirido-por-consumidor",
  },
  {
    q: "distrato de apto na planta com patrimonio de afetacao, a incorporadora pode reter ate quanto?",
    kind: "fact",
    norm: "Lei 13.786",
    fact: "50%",
    source: "https://souadvogado.com/distrato-imobiliario",
  },
  {
    q: "cliente pagou R$ 120.000 e quer desistir, obra sem patrimonio de afetacao: qual a retencao maxima?",
    kind: "calc",
    norm: "Lei 13.786",
    fact: "R$ 30.000,00",
    source: "https://souadvogado.com/distrato-imobiliario",
  },

  // Fora do escopo: outro assunto, outro país, ou premissa falsa
  {
    q: "qual a altura exata que a nbr 5410 obriga pras tomadas em cima da bancada da cozinha?",
    kind: "out",
    source: "https://estrelamoveis.com.br/blog/tomadas-na-cozinha",
  },
  {
    q: "em portugal tem que ter um extintor a cada quantos m2 de piso?",
    kind: "out",
    source: "http://segurancacontraincendio.pt/extintores-duvidas.html",
  },
  {
    q: "quanto e a multa de transito por parar em vaga de idoso sem o cartao?",
    kind: "out",
    source: "https://gazeta24horasrio.com.br/2023/11/18/idoso-pode-estacionar-o-carro-na-vaga-especial-de-deficiente-ou-vice-versa",
  },
  {
    q: "qual o consumo medio de agua por habitante no brasil segundo o trata brasil?",
    kind: "out",
    source: "https://nopontosc.com.br/a-importancia-de-ter-caixa-dagua-conheca-as-medidas-indicadas-para-o-numero-de-moradores",
  },
  {
    q: "que percentual das vendas de imovel na planta terminou em distrato em 2022?",
    kind: "out",
    source: "https://projuris.com.br/blog/lei-do-distrato",
  },
  {
    q: "pegar fruta do pe do vizinho que ta do lado dele e crime de furto?",
    kind: "out",
    source: "https://cjpol.com.br/aspectos_penais/o-crime-de-furto-e-a-retirada-de-frutos-de-arvores-entre-vizinhos",
  },
  {
    q: "qual nbr obriga colocar tomada usb em todo dormitorio?",
    kind: "out",
    source: "https://loja.br.abb.com/blog/post/interruptores-e-tomadas",
  },
  {
    q: "quanto ta o preco do botijao de gas de 13 kg hoje?",
    kind: "out",
    source: "https://empresas.ultragaz.com.br/?p=12942",
  },
  {
    q: "meu desumidificador midea de 20 litros enche o reservatorio muito rapido, como resolvo?",
    kind: "out",
    source: "https://www.informacoessobre.com/2025/03/vizinho-abriu-uma-janela-do-lado-de-sua.html",
  },
  {
    q: "qual a melhor marca de caixa d'agua de polietileno pra comprar?",
    kind: "out",
    source: "https://mogiene.com.br/?p=468",
  },
  {
    q: "qual artigo da norma de desempenho obriga ar-condicionado em todo dormitorio de apartamento novo?",
    kind: "out",
    source: "https://www.amirissa.com.br/post/temperatura-do-ar-condicionado-nos-escritórios-a-importância-da-nbr-16401-e-os-perigos-da-negligênc",
  },
  {
    q: "qual lei federal proibe churrasqueira portatil na sacada do apartamento?",
    kind: "out",
    source: "https://drd.com.br/e-permitido-churrasqueira-na-sacada-do-predio",
  },
  {
    q: "o condominio pode me proibir de pendurar bandeira do meu time na sacada?",
    kind: "out",
    source: "https://mycond.com.br/regras-para-uso-da-sacada-ou-varanda/",
  },

  // Regra do município
  {
    q: "num loteamento em goiania quanto da gleba eu tenho que doar pra prefeitura?",
    kind: "municipal",
    source: "https://www.crosara.adv.br/2017/11/10/loteamentos-e-condominios-residenciais-fechados-inconstitucionalidade-da-exigencia-de-doacao-de-lotes-para-programa-habitacional-de-municipio/",
  },
  {
    q: "qual a inclinacao maxima da rampa de garagem de uma casa em campinas?",
    kind: "municipal",
    source: "https://plataformaassaad.com.br/questao-149-caderno-azul-do-enem-2018-dia-2/",
  },
  {
    q: "em sao paulo posso usar botijao de gas num predio que ja tem gas encanado da rua?",
    kind: "municipal",
    source: "https://www.mjinstalacoes.com.br/blog/regulamentacao-e-legislacao-sobre-gas/",
  },
  {
    q: "em curitiba a partir de que tamanho de empreendimento precisa de EIV?",
    kind: "municipal",
    source: "https://badal.es/respuesta/73632515",
  },
  {
    q: "em santos tem lei que proibe churrasqueira a carvao na sacada do predio?",
    kind: "municipal",
    source: "https://totalgarantidora.com.br/glossario/e-permitido-usar-churrasqueira-na-varanda",
  },

  // Ainda não publicado
  {
    q: "qual vai ser o CUB R8-N de sao paulo em junho de 2027?",
    kind: "future",
    source: "https://cidesp.com.br/blog/qual-o-valor-do-cub-hoje",
  },
  {
    q: "na revisao da nbr 10844 de 2027, qual a nova intensidade de chuva de projeto pra sao paulo?",
    kind: "future",
    source: "https://aprendercomdesenho.com.br/?p=126",
  },
  {
    q: "a edicao de 2028 da nbr 15575 vai exigir quantos dB de isolamento entre apartamentos no nivel minimo?",
    kind: "future",
    source: "https://qualidadeonline.wordpress.com/category/artigos/",
  },
];
