import type { EvalQuestion } from "#server/ai/offline/eval/types";

/**
 * The thirty-third blind development set by source (decision 082, R-AI-8), written 08/12/2026.
 *
 * Written from search results of stored public pages only: no passage of the offline base, no
 * question of another set was read, and the answerer was not run. Every source is a publisher new
 * to the base and to every earlier set, checked one by one before use (47 publishers). The writer
 * flagged: two hosts are mirrors (of a LinkedIn article on NBR 13753's slopes, and of Agência
 * Brasil's SINAPI news, used only in a calculation that gives the figure); a page says NBR 6118
 * allows 14 cm pillars (the general minimum is 19 cm, 14 cm only with an extra coefficient); the
 * chapisco's 3 mm is one page's reading of NBR 7200; "NBR 9574" for a membrane's 10 cm overlap
 * and "NBR 7480" for the bars' lengths and gauges are the writer's attributions; three CUB figures
 * have an inferred or no year, used only in calculations that give them.
 *
 * Theme: building and its materials as a studio specifies and follows a house or a small building —
 * concrete and structure basics (NBR 6118, 6122, 6484), bars and cement (NBR 7480, 16697), masonry
 * and renderings (NBR 7200), ceramic tiles (NBR 13753), waterproofing (NBR 9574), performance
 * (NBR 15575), drawings and stages (NBR 6492, 13531), areas (NBR 12721), costs (CUB, SINAPI) and
 * the CAU's fees, plus municipal rules, not-yet-published values and off-topic, false-premise and
 * foreign-code questions.
 */
export const DEV_SOURCE_33: readonly EvalQuestion[] = [
  // ——— fact ———
  { q: "Na sondagem SPT, qual é o peso do martelo que a NBR 6484 manda usar?", kind: "fact", norm: "NBR 6484", fact: "65 kg", wrong: ["75 kg"], source: "https://www.sfsondagens.com.br/servicos/sondagem-a-percussao-spt/" },
  { q: "spt: o peso cai de que altura em cada golpe?", kind: "fact", norm: "NBR 6484", fact: "75 cm", wrong: ["65 cm"], source: "https://www.sfsondagens.com.br/servicos/sondagem-a-percussao-spt/" },
  { q: "Estou especificando telha cerâmica para uma casa de campo. Qual a absorção de água máxima que a NBR 15310 aceita?", kind: "fact", norm: "NBR 15310", fact: "20%", wrong: ["10%"], source: "http://tics.ifsul.edu.br/matriz/conteudo/disciplinas/mcb/ud/4/3.html" },
  { q: "qual o desvio de planaridade maximo que a nbr 15310 aceita numa telha ceramica?", kind: "fact", norm: "NBR 15310", fact: "5 mm", wrong: ["2 mm"], source: "http://tics.ifsul.edu.br/matriz/conteudo/disciplinas/mcb/ud/4/3.html" },
  { q: "Qual caimento a NBR 13753 recomenda para o piso do box do chuveiro?", kind: "fact", norm: "NBR 13753", fact: "1,5%", wrong: ["0,5%"], source: "https://meilu.jpshuntong.com/url-68747470733a2f2f70742e6c696e6b6564696e2e636f6d/pulse/erros-de-projeto-e-execu%C3%A7%C3%A3o-caimento-em-ambientes-martins-soeiro" },
  { q: "a nbr 6118 deixa fazer pilar com 14 cm de largura pra ele sumir dentro da parede ou o minimo é maior?", kind: "fact", norm: "NBR 6118", fact: "14 cm", wrong: ["12 cm"], source: "https://onwe.com.br/blog/paredes-de-15-cm-ainda-posso-usar" },
  { q: "Pela NBR 6122, o que caracteriza uma sapata em relação a um bloco de fundação?", kind: "fact", norm: "NBR 6122", fact: "/armadura/", source: "https://distribuidoracampeao.com.br/?p=7722" },
  { q: "Cliente perguntou o que é o CUB desonerado. O que deixa de entrar no cálculo em relação ao CUB normal?", kind: "fact", norm: "Sinduscon-DF", fact: "20%", source: "https://sinduscondf.produtosgeniais.com.br/cub-df-m%c2%b2-registra-queda-em-junho-e-obtem-o-valor-de-r-1-14380" },
  { q: "Quantos itens de material de construção entram na cesta usada para calcular o CUB?", kind: "fact", norm: "NBR 12721", fact: "25", wrong: ["55"], source: "http://secovidf.com.br/cub-df-m%C2%B2-registra-alta-em-setembro/" },
  { q: "o sinapi virou referencia de custo pra que tipo de obra la em 2002?", kind: "fact", norm: "SINAPI", fact: "/obras públicas/", source: "https://www.cassilandianoticias.com.br/geral/indice-da-construcao-civil-e-o-mais-baixo-desde-maio" },
  { q: "Qual a resistência característica de escoamento do aço CA-50 segundo a NBR 7480?", kind: "fact", norm: "NBR 7480", fact: "500 MPa", wrong: ["600 MPa"], source: "https://sulminasaco.com.br/?p=3241" },
  { q: "ca-60 vem em que bitolas? qual a menor que da pra comprar?", kind: "fact", norm: "NBR 7480", fact: "4,2 mm", wrong: ["6,3 mm"], source: "https://udiaco.com.br/caracteristicas_acos_vergalhoes" },
  { q: "Vergalhão CA-25 liso normalmente é vendido em barras de quantos metros?", kind: "fact", norm: "NBR 7480", fact: "12 m", source: "https://abraei.com.br/noticias/vergalhoes-conheca-os-tipos-e-as-novidades-do-mercado-para-acertar-na-escolha" },
  { q: "Em que ano saiu a NBR 16697, que juntou numa norma só as especificações dos cimentos Portland?", kind: "fact", norm: "NBR 16697", fact: "2018", source: "https://bernardotutikian.com.br/os-tipos-de-cimento/" },
  { q: "Pela NBR 8953, até que massa específica seca o concreto ainda é classificado como concreto normal?", kind: "fact", norm: "NBR 8953", fact: "2.800 kg/m³", wrong: ["2.400 kg/m³"], source: "https://blog.apl.eng.br/concreto-para-fins-estruturais-especificacoes-da-nbr-89532015" },
  { q: "box de banheiro pode ser de vidro comum ou tem q ser temperado? qual norma fala disso?", kind: "fact", norm: "NBR 14207", fact: "/temperado/", source: "https://revistatecnologia360.com.br/como-saber-se-o-vidro-do-box-e-temperado" },
  { q: "Obra no sertão, clima bem seco e quase sem chuva. Abaixo de qual umidade relativa média a NBR 6118 deixa baixar a classe de agressividade um nível (da II para a I)?", kind: "fact", norm: "NBR 6118", fact: "65%", wrong: ["50%"], source: "https://acad.eng.br/quando-usar-classe-de-agressividade-i" },
  { q: "Qual sigla a NBR 13531 usa para a atividade técnica de sondagens de reconhecimento do solo?", kind: "fact", norm: "NBR 13531", fact: "/SDG/", source: "https://naqengenharia.com.br/index.php/component/content/article/8-servicos/3-projetos-em-edificacoes?Itemid=101" },
  { q: "segundo a nbr 6492, em que documento entra o partido arquitetonico que saiu do estudo preliminar?", kind: "fact", norm: "NBR 6492", fact: "/memorial justificativo/", source: "https://naqengenharia.com.br/index.php/component/content/article/8-servicos/3-projetos-em-edificacoes?Itemid=101" },
  { q: "O chapisco fica com que espessura, mais ou menos, segundo a NBR 7200?", kind: "fact", norm: "NBR 7200", fact: "3 mm", wrong: ["20 mm"], source: "https://obraexpertise.com.br/diferenca-entre-chapisco-emboco-e-reboco-passo-a-passo" },
  { q: "desde que ano existe o sinapi?", kind: "fact", norm: "SINAPI", fact: "1969", source: "https://anoticiadoceara.com.br/ceara-registra-alta-de-034-nos-precos-da-construcao-em-novembro-aponta-ibge" },
  { q: "Quanto estava o custo nacional médio do metro quadrado no SINAPI em agosto de 2024?", kind: "fact", norm: "SINAPI", fact: "R$ 1.767,09", wrong: ["R$ 1.756,01"], source: "https://noticias.r7.com/economia/custo-da-construcao-sobe-e-preco-medio-do-metro-quadrado-atinge-r-1767-no-pais-10092024/" },
  { q: "Qual era o custo médio do m² do SINAPI em Santa Catarina em abril de 2024?", kind: "fact", norm: "SINAPI", fact: "R$ 1.992,16", source: "https://sidra.ibge.gov.br/home/sinapi/fortaleza" },
  { q: "qto custava o m2 da construcao na bahia pelo sinapi em marco de 2022?", kind: "fact", norm: "SINAPI", fact: "R$ 1.524,04", wrong: ["R$ 1.497,74"], source: "https://bahiaeconomica.com.br/wp/2022/04/08/bahia-precos-da-construcao-civil-sobem-176-em-marco" },
  { q: "Quanto o CUB-MG subiu em abril de 2024 em relação a março?", kind: "fact", norm: "Sinduscon-MG", fact: "0,39%", wrong: ["0,77%"], source: "https://diariodocomercio.com.br/economia/custo-da-construcao-em-minas-fica-mais-alto-em-abril" },
  { q: "O Sinduscon-BA registrou deflação no CUB em junho depois de uns três anos só subindo. De quanto foi a queda?", kind: "fact", norm: "Sinduscon-BA", fact: "1,24%", source: "https://anotabahia.com/sinduscon-ba-anuncia-deflacao-no-custo-da-construcao-apos-tres-anos-de-alta" },
  { q: "A partir de quando a norma de desempenho NBR 15575 passou a valer para todos os edifícios habitacionais novos?", kind: "fact", norm: "NBR 15575", fact: "/julho de 2013/", source: "https://amplitudeacustica.com.br/conforto-acustico-e-termico-em-edificios-sao-garantidos-pela-nbr-15575" },
  { q: "A NBR 6118 nasceu da antiga NB-1. Em que ano a NB-1 foi publicada?", kind: "fact", norm: "NBR 6118", fact: "1940", source: "https://www.revistadaastec.inf.br/artigo-gabriela-steilmann-demarchi" },
  { q: "manta asfaltica na laje: quanto tem que sobrepor uma manta na outra na emenda?", kind: "fact", norm: "NBR 9574", fact: "10 cm", wrong: ["5 cm"], source: "https://bussoladecasa.com.br/manta-asfaltica-impermeabilizacao-poliester-nbr-lajes/?noamp=mobile" },
  { q: "Tenho um escritório registrado no CAU em que sou o único sócio, e sou arquiteto. Que desconto adicional a Resolução CAU/BR 193 dava na anuidade da PJ paga à vista?", kind: "fact", norm: "CAU/BR", fact: "90%", wrong: ["10%"], source: "https://cauac.gov.br/conselho-de-arquitetura-e-urbanismo-informa-descontos-de-anuidade-para-2022" },

  // ——— calc ———
  { q: "O CUB-DF de abril estava em R$ 902,53/m² (R8-N). Para uma casa de 150 m², qual o custo básico estimado?", kind: "calc", norm: "Sinduscon-DF", fact: "R$ 135.379,50", source: "http://www.condominios.com.br/sitecond/noticias/cb080512_1.html" },
  { q: "se o cub sp ta 1.276,68 o m2, uma obra de 120m2 da quanto?", kind: "calc", norm: "Sinduscon-SP", fact: "R$ 153.201,60", source: "https://industriahoje.com.br/custo-da-construcao-cresce-340-em-junho-ante-maio-aponta-sinduscon-sp" },
  { q: "Com o CUB paulista de setembro a R$ 1.365,56 por m², quanto dá o custo básico de uma edícula de 80 m²?", kind: "calc", norm: "Sinduscon-SP", fact: "R$ 109.244,80", source: "https://atanews.com.br/noticia/10497/custo-unitario-basico-cub-da-construcao-civil-na-regiao-de-aracatuba-diminui-em-setembro" },
  { q: "Sinapi do Ceará em novembro: R$ 1.786,91 o m². Uma casa térrea de 60 m² fica em quanto, só pelo índice?", kind: "calc", norm: "SINAPI", fact: "R$ 107.214,60", source: "https://anoticiadoceara.com.br/ceara-registra-alta-de-034-nos-precos-da-construcao-em-novembro-aponta-ibge" },
  { q: "no sinapi de abril/2024 o parana tava em R$ 1.830,16 o m2. quanto da um sobrado de 100 m2?", kind: "calc", norm: "SINAPI", fact: "R$ 183.016,00", source: "https://sidra.ibge.gov.br/home/sinapi/fortaleza" },
  { q: "Custo nacional do Sinapi em setembro de 2019: R$ 1.152,87/m². Qual a estimativa para uma casa de 70 m²?", kind: "calc", norm: "SINAPI", fact: "R$ 80.700,90", source: "https://agenciabrasil-ebc-br.diariopernambuco.com/radioagencia-nacional/economia/audio/2019-10/ibge-construcao-civil-registra-crescimento-de-037-em" },
  { q: "Box com 1,20 m do ralo até a parede do fundo. Usando o caimento mínimo que a NBR 13753 indica para box, qual o desnível entre a parede e o ralo?", kind: "calc", norm: "NBR 13753", fact: "1,8 cm", wrong: ["0,6 cm"], source: "https://meilu.jpshuntong.com/url-68747470733a2f2f70742e6c696e6b6564696e2e636f6d/pulse/erros-de-projeto-e-execu%C3%A7%C3%A3o-caimento-em-ambientes-martins-soeiro" },
  { q: "chapisco traço 1:3 gasta uns 2,25 kg de cimento por m2. pra chapiscar 40 m2 de parede quantos kg de cimento eu compro?", kind: "calc", norm: "NBR 7200", fact: "90 kg", source: "https://obraexpertise.com.br/diferenca-entre-chapisco-emboco-e-reboco-passo-a-passo" },

  // ——— out ———
  { q: "Pelo ACI 318-19, qual o cobrimento mínimo de armadura para concreto moldado em contato permanente com o solo?", kind: "out", source: "https://rubydoc.info/gems/structuraid_core/StructuraidCore/DesignCodes/ACI31819/RC/MinimumSteelCover" },
  { q: "No STAAD com o ACI 318-11, qual resistência do concreto em psi o programa assume por padrão?", kind: "out", source: "https://docs.bentley.com/LiveContent/web/STAAD.Pro-v2026.0.0/Help/zh-cn/topics/Design_Codes/American_Codes/r-stpst_ACI_318_2011_Design_Parameters.html" },
  { q: "Pela norma chinesa GB 50010, qual o cobrimento de viga em ambiente de classe I?", kind: "out", source: "https://help.autodesk.com/cloudhelp/2025/FRA/RSAPRO-UsersGuide/files/GUID-7A26F4CF-EAB0-4D2B-9F07-29500E4843CE.htm" },
  { q: "como dimensiono armadura de laje pelo BAEL 91 frances?", kind: "out", source: "https://help.autodesk.com/cloudhelp/2015/JPN/Robot/files/GUID-512D16FB-1004-4D46-B6C3-E50DEE7B5E4D.htm" },
  { q: "Vou projetar uma casa em Portugal: qual a tolerância de desvio de prumo de uma parede por 3 m de altura lá?", kind: "out", source: "http://cvc.instituto-camoes.pt/lextec/por/domain_4/text/10876.html" },
  { q: "quais sao os sinais de alarme da dengue pra correr pro pronto socorro?", kind: "out", source: "https://medicinaconsulta.com.br/guia-sintomas-dengue-2024" },
  { q: "Até que idade posso declarar meu filho como dependente no imposto de renda se ele estiver na faculdade?", kind: "out", source: "http://www.opopular.com.br/editorias/economia/imposto-de-renda-rela%C3%A7%C3%A3o-de-dependentes-pode-incluir-pais-av%C3%B3s-e-bisav%C3%B3s-1.1234074" },
  { q: "quando foi a ultima mudança na regra do impedimento no futebol?", kind: "out", source: "https://testosterona.me/futebol-como-funciona-o-impedimento/" },
  { q: "Que farinha devo usar pra fazer pão caseiro bem fofinho?", kind: "out", source: "https://receitadez.com/?p=339" },
  { q: "Qual item da NBR 12721 manda incluir o custo das fundações e dos elevadores no valor do CUB?", kind: "out", source: "https://www.correiodosindico.com.br/2024/09/divulgacao-do-cubm-do-df-agosto-de-2024.html" },
  { q: "Em que artigo a Lei 12.378 obriga o arquiteto a cobrar exatamente os valores da tabela de honorários do CAU?", kind: "out", source: "https://caumt.gov.br/como-cobrar-por-um-servico-de-arquitetura-e-urbanismo-3" },
  { q: "qual a multa que a nbr 6118 aplica se o calculista usar classe de agressividade I numa obra em cidade?", kind: "out", source: "https://acad.eng.br/quando-usar-classe-de-agressividade-i" },
  { q: "A NBR 16697 proibiu o CP II no Brasil a partir de 2018; qual cimento passou a substituir ele?", kind: "out", source: "https://bernardotutikian.com.br/os-tipos-de-cimento/" },

  // ——— municipal ———
  { q: "Em Passo Fundo, até quantos m² uma obra comercial pode ser aprovada pelo Obra Fácil com prancha única?", kind: "municipal", source: "https://www.pmpf.rs.gov.br/secretaria-de-obras/servicos/obra-facil-pro-habite-se/" },
  { q: "quais documentos a prefeitura de novo hamburgo pede pra dar o habite-se?", kind: "municipal", source: "https://novohamburgo.rs.gov.br/servicos/certidao-habite" },
  { q: "Em Taubaté, quando peço habite-se e quando peço alvará de conservação?", kind: "municipal", source: "https://taubate.sp.gov.br/novo/?p=13408" },
  { q: "Quanto custa tirar a 2ª via do habite-se em Palmas (TO)?", kind: "municipal", source: "http://resolve.palmas.to.gov.br/guiaservicos?nome=habite" },
  { q: "qual o valor por m2 da taxa de licença pra construir em Acari, no RN?", kind: "municipal", source: "https://sapl.acari.rn.leg.br/norma/814" },

  // ——— future ———
  { q: "Quanto vai ser o CUB-MG de março de 2027?", kind: "future", source: "https://diariodocomercio.com.br/economia/custo-da-construcao-em-minas-fica-mais-alto-em-abril" },
  { q: "qual o custo do m2 do sinapi no ceara em dezembro de 2026?", kind: "future", source: "https://anoticiadoceara.com.br/ceara-registra-alta-de-034-nos-precos-da-construcao-em-novembro-aponta-ibge" },
  { q: "O que a próxima revisão da NBR 6118, prevista para 2028, vai mudar nos cobrimentos mínimos?", kind: "future", source: "https://www.abcic.org.br/Noticia/Exibir/revisao-da-abnt-nbr-6118-e-a-mais-esperada-de-2021" },
  { q: "Quanto vai dar o CUB-DF de janeiro de 2027 para o padrão R8-N?", kind: "future", source: "http://secovidf.com.br/cub-df-m%C2%B2-registra-alta-em-setembro/" },
];
