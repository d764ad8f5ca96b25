import type { EvalQuestion } from "#server/ai/offline/eval/types";

/**
 * The twenty-fourth blind development set by source (decision 082, R-AI-8), written 07/12/2026.
 *
 * Written from search results of stored public pages only: no passage of the offline base, no
 * question of another set was read, and the answerer was not run. Every source is a publisher new
 * to the base and to every earlier set, checked one by one before use.
 *
 * Theme: the owner's house — building or renovating a single-family house and its lot: rooftop
 * solar (Lei 14.300) and its credits, swimming pools (Lei 14.327, NBR 10339, water quality, floor
 * around the pool), residential gas ventilation, electrical at home (outlets, earthing), neighbour
 * rights of the Código Civil (windows, party walls, fences, trees), the direito de laje of the Lei
 * 13.465, septic systems, the water tank and its cleaning, the performance norm, the stages of a
 * house project, the habite-se and the RRT, costs (a published CUB) and what a city decides itself.
 *
 * Publishers' kinds: solar-energy installers, resellers and a solar-credit franchise, law firms and
 * a notary's office and a notaries' association, a pool-builders' association, pool suppliers and
 * a leisure-equipment shop, a gas utility, electrical and engineering blogs, a construction-site
 * forum, a builder, an architecture studio, a real-estate developer, regional and national news
 * sites (including a legal-news site and a financial-news agency), a building-materials shop, a
 * free personal website on neighbour law, a gas-price app's blog, city-hall and municipal-law
 * pages (Ilha Comprida, Recife, Teresópolis) and a project-approval firm; for the questions outside
 * the base, Portuguese, Spanish and US pages (a pool-fence maker, an architecture studio, a door
 * and stair maker, a Spanish architect, a foundation, the Spanish work-safety institute, a US
 * railing shop, a Maine town and a search aggregator), a pool blog, a decor blog, a solar
 * reseller and a regional news site.
 *
 * Kinds: fact 30, calc 7, out 13, municipal 6, future 4.
 */
export const DEV_SOURCE_24: readonly EvalQuestion[] = [
  // ——— fact ———
  {
    q: "Vou colocar placas solares no telhado da casa do cliente. Até que potência instalada o sistema ainda conta como microgeração distribuída pela Lei 14.300?",
    kind: "fact",
    norm: "Lei 14.300",
    fact: "75 kW",
    source: "https://resenderibeiro.com.br/lei-que-preve-marco-legal-da-micro-e-minigeracao-de-energia-e-sancionada.html",
  },
  {
    q: "e a minigeracao vai ate quantos MW pela lei 14300",
    kind: "fact",
    norm: "Lei 14.300",
    fact: "/5 MW/",
    source: "https://resenderibeiro.com.br/lei-que-preve-marco-legal-da-micro-e-minigeracao-de-energia-e-sancionada.html",
  },
  {
    q: "Antes da Lei 14.300, qual resolução normativa da Aneel regulava a micro e minigeração e o sistema de compensação de energia?",
    kind: "fact",
    norm: "Lei 14.300",
    fact: "/482/",
    source: "https://cristinatessarini.odoo.com/blog/noticias-2/lei-14-300-e-geracao-distribuida-7",
  },
  {
    q: "Na geração distribuída regulada pela Lei 14.300, a solar fotovoltaica responde por mais de quantos por cento das instalações no Brasil?",
    kind: "fact",
    norm: "Lei 14.300",
    fact: "98%",
    source: "https://cristinatessarini.odoo.com/blog/noticias-2/lei-14-300-e-geracao-distribuida-7",
  },
  {
    q: "meu cliente protocolou o pedido de acesso do sistema solar antes de 7/1/2023. ate que ano ele fica com a compensacao integral, sem pagar o fio b?",
    kind: "fact",
    norm: "Lei 14.300",
    fact: "2045",
    source: "https://dinamicaenergiasolar.com.br/blog/lei-14300",
  },
  {
    q: "O que é o tal do Fio B que a Lei 14.300 passou a cobrar de quem tem energia solar em casa?",
    kind: "fact",
    norm: "Lei 14.300",
    fact: "/distribuição/",
    source:
      "https://igreenenergysunil.com.br/blog/lei-14-300-marco-legal-da-gd-o-que-realmente-muda-na-sua-conta-de-luz-no-para",
  },
  {
    q: "A Lei 14.327, das normas de segurança de piscinas, entrou em vigor quantos dias depois de publicada?",
    kind: "fact",
    norm: "Lei 14.327",
    fact: "120 dias",
    source: "https://www.studio.fm.br/2022/04/nova-lei-define-normas-para-funcionamento-de-piscinas-veja-o-que-muda/",
  },
  {
    q: "A Lei 14.327 acabou obrigando dispositivo anti-sucção no ralo e piso antiderrapante em volta da piscina, ou esses artigos caíram?",
    kind: "fact",
    norm: "Lei 14.327",
    fact: "/vetad/",
    source: "https://www.conjur.com.br/2022-mai-16/marcos-hasse-requisitos-seguranca-piscinas",
  },
  {
    q: "Quem vai regulamentar e fiscalizar a lei de segurança de piscinas, a 14.327? É a União?",
    kind: "fact",
    norm: "Lei 14.327",
    fact: "/regulament/",
    source: "https://palmaresadm.com.br/?p=5799",
  },
  {
    q: "Qual a NBR que trata da qualidade da água de piscina? Quero citar no memorial da piscina da casa.",
    kind: "fact",
    norm: "NBR 10818",
    fact: "/qualidade da água/",
    source: "https://anapp.org.br/blog/e-lei-piscinas-devem-seguir-regras-rigorosas-de-seguranca",
  },
  {
    q: "A NBR 10339 de piscinas que está valendo é de que ano?",
    kind: "fact",
    norm: "NBR 10339",
    fact: "2018",
    source: "https://prolazer.com.br/conteudos/nbr-10339-2018-piscina-projeto-execucao-e-manutencao",
  },
  {
    q: "qual o titulo completo da nbr 10339",
    kind: "fact",
    norm: "NBR 10339",
    fact: "/projeto, execução e manutenção/",
    source: "https://brasilpiscinas.com.br/a-nbr-10339-de-2018-e-os-dispositivos-de-succao-e-retorno-piscina",
  },
  {
    q: "O revestimento cerâmico antiderrapante em volta da piscina deve seguir qual norma de assentamento de placas cerâmicas?",
    kind: "fact",
    norm: "NBR 13753",
    fact: "/argamassa colante/",
    source: "http://www.quapro.com.br/regras-para-construcao-de-piscinas-seguras-devem-mudar-com-nova-lei",
  },
  {
    q: "Cozinha com fogão e aquecedor a gás natural: qual a área mínima da janela ou basculante de ventilação superior que deve ficar sempre aberta?",
    kind: "fact",
    norm: "NBR 13103",
    fact: "600 cm²",
    source: "https://www.naturgy.com.br/seguranca-nas-redes-de-gas-2/",
  },
  {
    q: "A NBR 5410 exige um número mínimo de hastes e resistência de aterramento abaixo de 10 ohms na casa? O que importa de verdade?",
    kind: "fact",
    norm: "NBR 5410",
    fact: "/equipotencialização/",
    source: "https://donosdamidia.com.br/como-fazer-o-aterramento-de-uma-casa-simples",
  },
  {
    q: "no esquema de aterramento tn-s da residencia, como ficam o neutro e o terra ate o quadro",
    kind: "fact",
    norm: "NBR 5410",
    fact: "/separados/",
    source: "https://engehall.com.br/eletricista-iniciante-como-fazer-o-aterramento-de-uma-casa-simples-%E2%9C%85/",
  },
  {
    q: "Varanda pequena na casa: abaixo de que área a NBR 5410 deixa instalar o ponto de tomada fora da varanda, perto do acesso?",
    kind: "fact",
    norm: "NBR 5410",
    fact: "2 m²",
    source: "https://enerbras.com.br/distribuicao-de-tomadas",
  },
  {
    q: "E as janelas perpendiculares à divisa, cuja visão não incide sobre o terreno vizinho: a que distância mínima o Código Civil deixa abrir?",
    kind: "fact",
    norm: "Código Civil",
    fact: "0,75 m",
    wrong: ["1,50 m"],
    source: "https://www.guiadaobra.net/forum/viewtopic.php?f=4&t=263&view=print",
  },
  {
    q: "Vou murar o terreno. Pelo Código Civil, o vizinho tem de entrar com parte da despesa do muro divisório? Como se reparte?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/proporcional/",
    source:
      "https://baratieriadvogados.com.br/a-construcao-do-muro-divisorio-entre-duas-propriedades-limites-entre-predios-e-o-direito-de-tapagem/",
  },
  {
    q: "Reformei o muro de divisa que estava caindo e o vizinho diz que não paga porque não concordou antes. Ele tem razão?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/concordância/",
    source: "https://fernandoramos.adv.br/vizinhos-devem-dividir-custo-de-muro-construido-entre-imoveis-fixa-stj",
  },
  {
    q: "os galhos e raizes da arvore do vizinho invadem meu quintal, posso cortar? ate onde?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/plano vertical/",
    source: "https://www.debatenews.com.br/colunista/francis-pignatti/detalhes/meu-vizinho-tem-uma-arvore",
  },
  {
    q: "O filho do cliente construiu uma casa em cima da laje dos pais. Com o direito de laje da Lei 13.465, essa unidade pode ter registro próprio?",
    kind: "fact",
    norm: "Lei 13.465",
    fact: "/matrícula/",
    source: "https://tabeliaodebarueri.com.br/Pagina/Exibir/3ebaf0d7-a48f-4e47-a3cb-77a71e3fd066",
  },
  {
    q: "Que documento o Cartório de Notas lavra para instituir o direito real de laje?",
    kind: "fact",
    norm: "Lei 13.465",
    fact: "/escritura pública/",
    source: "https://tabeliaodebarueri.com.br/Pagina/Exibir/3ebaf0d7-a48f-4e47-a3cb-77a71e3fd066",
  },
  {
    q: "Quem tem o direito de laje fica dono de uma parte do terreno também, com quintal e garagem?",
    kind: "fact",
    norm: "Lei 13.465",
    fact: "/fração ideal/",
    source: "https://www.passosgarcia.adv.br/blog/direitodelaje",
  },
  {
    q: "a lei que criou o direito de laje, a 13465, e de que ano",
    kind: "fact",
    norm: "Lei 13.465",
    fact: "2017",
    source: "https://cartoriogaucho.org.br/2018/09/03/caracteristicas-do-direito-de-laje/",
  },
  {
    q: "A NBR 15575, norma de desempenho que vale para a casa do cliente, foi publicada em 2013. Em que ano passou pela atualização mais recente?",
    kind: "fact",
    norm: "NBR 15575",
    fact: "2021",
    source: "https://skandi.eng.br/post/entenda-a-norma-de-desempenho-15575",
  },
  {
    q: "Cliente perguntou por que o projeto da casa demora: quais são as etapas, na ordem, de estudo preliminar até o projeto legal?",
    kind: "fact",
    norm: "NBR 16636",
    fact: "/anteprojeto/",
    source: "https://singulararquitetos.com.br/quanto-tempo-demora-um-projeto-de-arquitetura",
  },
  {
    q: "Sítio sem rede de esgoto, solo arenoso e permeável: depois da fossa e do filtro, qual o destino final do efluente?",
    kind: "fact",
    norm: "NBR 13969",
    fact: "/sumidouro/",
    source: "https://engenhariapratica.com.br/calculo-fossa-septica-sumidouro-nbr7229",
  },
  {
    q: "De quanto em quanto tempo a Sabesp recomenda limpar a caixa d'água de casa?",
    kind: "fact",
    norm: "Sabesp",
    fact: "6 meses",
    source: "https://www.visaooeste.com.br/combate-a-dengue-sabesp-da-dicas-de-como-manter-a-caixa-dagua-limpa/",
  },
  {
    q: "Para pedir o habite-se da casa, que registro de responsabilidade técnica do arquiteto a prefeitura costuma pedir?",
    kind: "fact",
    norm: "Lei 12.378",
    fact: "/RRT/",
    source: "https://balizaconstrutora.com.br/?p=2043",
  },

  // ——— calc ———
  {
    q: "Casa com 6 moradores, consumo médio de 200 litros por pessoa por dia e reserva para 24 horas: de quantos litros no mínimo deve ser a caixa d'água?",
    kind: "calc",
    norm: "NBR 5626",
    fact: "1.200 L",
    source: "https://oregional.net/caixa-dagua-mais-que-um-reservatorio-178146",
  },
  {
    q: "cozinha da casa com 12 m de perimetro, quantos pontos de tomada no minimo pela nbr 5410",
    kind: "calc",
    norm: "NBR 5410",
    fact: "/4 pontos/",
    source: "https://enerbras.com.br/distribuicao-de-tomadas",
  },
  {
    q: "Usando o CUB paulista R8-N de R$ 2.085,95 por m² divulgado pelo SindusCon-SP em 1º de julho de 2025, quanto dá a estimativa de uma casa de 120 m²?",
    kind: "calc",
    norm: "Sinduscon-SP",
    fact: "R$ 250.314,00",
    source: "https://agenciadcnews.com.br/custo-unitario-basico-da-construcao-paulista-sobe-091-em-junho",
  },
  {
    q: "A janela do quarto vai ficar de frente para o terreno do vizinho, a 1,10 m da divisa. Quanto a mais preciso recuar para atender o Código Civil?",
    kind: "calc",
    norm: "Código Civil",
    fact: "0,40 m",
    source: "https://www.guiadaobra.net/forum/viewtopic.php?f=4&t=263&view=print",
  },
  {
    q: "Sou o primeiro a construir na divisa e a parede divisória terá 20 cm de espessura. Pelo Código Civil, quanto dela posso assentar no terreno do vizinho?",
    kind: "calc",
    norm: "Código Civil",
    fact: "10 cm",
    source: "https://becos-e-vielas.webnode.page/l/de-quem-e-o-muro",
  },
  {
    q: "Na desinfecção da caixa d'água a Sabesp manda 2 litros de água sanitária para cada 1.000 litros. Para uma caixa de 1.500 litros, quantos litros uso?",
    kind: "calc",
    norm: "Sabesp",
    fact: "3 L",
    source: "https://reporteronlinelitoral.com.br/sabesp-orienta-como-limpar-a-caixa-dagua",
  },
  {
    q: "A Lei 14.327 de piscinas foi publicada em 14 de abril de 2022 e vale 120 dias depois. Em que mês ela passou a valer?",
    kind: "calc",
    norm: "Lei 14.327",
    fact: "/agosto/",
    source: "https://www.conjur.com.br/2022-mai-16/marcos-hasse-requisitos-seguranca-piscinas",
  },

  // ——— municipal ———
  {
    q: "Sobrado em São Paulo numa rua com gás canalizado: a prefeitura deixa o cliente continuar usando botijão dentro de casa?",
    kind: "municipal",
    source: "https://blog.precodogas.com.br/e-permitido-usar-botijao-de-gas-em-apartamento/",
  },
  {
    q: "Em Porto Alegre, como se chama o documento de conclusão da obra da casa e que documentos a prefeitura pede para emiti-lo?",
    kind: "municipal",
    source: "https://site.idealprojetos.net.br/noticias/entenda-o-que-e-e-para-que-serve-o-habite-se",
  },
  {
    q: "em belo horizonte quanto tempo a prefeitura leva pra dar o habite-se de uma casa",
    kind: "municipal",
    source: "https://site.idealprojetos.net.br/noticias/entenda-o-que-e-e-para-que-serve-o-habite-se",
  },
  {
    q: "Em Ilha Comprida (SP), preciso aprovar projeto para levantar o muro da frente da casa com 1,80 m? E o alvará vale por quanto tempo?",
    kind: "municipal",
    source: "https://ilhacomprida.sp.gov.br/servicos/planejamento-urbano/alvaras-e-licencas",
  },
  {
    q: "No Recife, posso demolir uma parede interna e abrir um vão na casa sem aprovar projeto na prefeitura?",
    kind: "municipal",
    source: "https://licenciamento.recife.pe.gov.br/node/822",
  },
  {
    q: "Em Teresópolis (RJ), uma piscina pequena de fibra no quintal precisa de aprovação de projeto na prefeitura?",
    kind: "municipal",
    source: "http://posturastere.com.br/legislacao/leg-obras-cap3.html",
  },

  // ——— future ———
  {
    q: "Qual vai ser o CUB R8-N do SindusCon-SP de janeiro de 2028? Quero reajustar o orçamento da casa.",
    kind: "future",
    source: "https://agenciadcnews.com.br/custo-unitario-basico-da-construcao-paulista-sobe-091-em-junho",
  },
  {
    q: "A próxima revisão da NBR 15575, prevista para 2027, vai mudar o que no desempenho térmico das casas?",
    kind: "future",
    source: "https://skandi.eng.br/post/entenda-a-norma-de-desempenho-15575",
  },
  {
    q: "ja saiu a nbr 10339 de 2027? o que muda no cercamento da piscina",
    kind: "future",
    source: "https://prolazer.com.br/conteudos/nbr-10339-2018-piscina-projeto-execucao-e-manutencao",
  },
  {
    q: "Quantos reais por kWh vai custar o Fio B para quem tem placa solar em casa em 2030?",
    kind: "future",
    source: "https://dinamicaenergiasolar.com.br/blog/lei-14300",
  },

  // ——— out ———
  {
    q: "Em Portugal, que altura mínima a vedação de uma piscina de moradia tem de ter e como deve abrir a cancela?",
    kind: "out",
    source: "https://www.horizontal.pt/dicas-para-uma-piscina-segura/",
  },
  {
    q: "Em Portugal, que percentagem do valor da obra os arquitetos costumam cobrar pelo projeto de uma moradia?",
    kind: "out",
    source: "https://cria-studio.pt/blog/2022/4/19/afinal-quanto-custa-um-projeto-de-arquitetura-e-uma-obra",
  },
  {
    q: "Casa no Maine, nos Estados Unidos: qual a altura máxima do degrau e a altura do corrimão pelo código residencial?",
    kind: "out",
    source: "http://www.buxton.me.us/code-enforcement/pages/stair-requirements",
  },
  {
    q: "What is the maximum stair riser height under the US International Building Code?",
    kind: "out",
    source: "https://cidian.kuaisou.com/stairs+shall+have+a+maximum+riser+height",
  },
  {
    q: "No Código Técnico de la Edificación da Espanha, qual a altura mínima da barandilla de uma varanda de casa?",
    kind: "out",
    source: "https://puertascalvente.com/categoria/escaleras/barandas/barandas-de-composite/",
  },
  {
    q: "Na Espanha, a partir de que desnível o CTE obriga barreira de proteção num jardim em terraço?",
    kind: "out",
    source: "https://www.carlospallas.es/seguridad-en-viviendas-normativa-cte-sua-para-evitar-las-caidas/",
  },
  {
    q: "o que mudou no codigo tecnico de la edificacion espanhol na revisao de 2019",
    kind: "out",
    source: "https://www.fundacionmdp.org/que-es-el-cte-y-como-influye-en-la-accesibilidad-de-un-edificio/",
  },
  {
    q: "Como a NTP 1223 do INSST espanhol classifica os sistemas definitivos de proteção de borda em edifícios?",
    kind: "out",
    source:
      "https://www.insst.es/documentacion/colecciones-tecnicas/ntp-notas-tecnicas-de-prevencion/38-serie-ntp-numeros-1215-a-1228-ano-2025/ntp-1223-sistemas-de-proteccion-de-borde-ii-sdpb-en-edificios-clasificacion-y-requisitos-legales-2025",
  },
  {
    q: "Casa em San Diego, na Califórnia: que altura de guarda-corpo o código local exige no deck?",
    kind: "out",
    source: "https://www.sandiegocablerailings.com/tag/building-codes-for-railings",
  },
  {
    q: "O que a NBR 99876 diz sobre a cerca da piscina residencial?",
    kind: "out",
    source: "https://sospiscina.com/?p=11641",
  },
  {
    q: "A Lei federal 14.999/2026 obriga toda casa nova a ter painel solar no telhado?",
    kind: "out",
    source: "https://origoenergia.com.br/blog/energia/lei-energia-solar/",
  },
  {
    q: "me passa uma receita de bolo de cenoura pro cafe com o cliente",
    kind: "out",
    source: "https://achadosdedecoracao.com/etapas-de-um-projeto-arquitetonico",
  },
  {
    q: "Qual a previsão do tempo para Bento Gonçalves amanhã? Vou concretar a laje da casa.",
    kind: "out",
    source: "https://www.nbnoticias.com.br/noticia/34556/nova-lei-define-normas-de-seguranca-para-funcionamento-de-piscinas",
  },
];
