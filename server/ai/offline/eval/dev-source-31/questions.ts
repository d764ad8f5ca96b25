import type { EvalQuestion } from "#server/ai/offline/eval/types";

/**
 * The thirty-first blind development set by source (decision 082, R-AI-8), written 08/12/2026.
 *
 * Written from search results of stored public pages only: no passage of the offline base, no
 * question of another set was read, and the answerer was not run. Every source is a publisher new
 * to the base and to every earlier set, checked one by one before use (41 publishers). The writer
 * flagged: the dental operating field's 15.000 lux is a vendor's attribution to RDC 50; the AVCB's
 * five years in Minas Gerais is a consultancy's, not the fire code's own text; 27 m³/h per person is
 * Anvisa's RE 9/2003 (its norm written "RE 9"); the escape signs' 3,0 m spacing names no norm on its
 * page ("NBR 13434" is the writer's); the anti-panic bar above 100 people and the outward door above
 * 50 are a vendor's reading of NBR 9077; "a ramp from 2 cm" is a guide's wording of NBR 9050's
 * 20 mm; the NR-24 page is in English; the platform lift's 4 m and 2 m are a manufacturer's reading
 * of NBR ISO 9386-1; the CAU's discount for new graduates is a 2013 page.
 *
 * Theme: small commercial and service projects — a dental or medical office, a small school or
 * daycare, a restaurant or bakery, a gym, a shop, a pousada, a church hall: accessibility counts,
 * exits and fire safety, lighting, ventilation, sanitary counts, costs and the profession, plus
 * municipal rules, not-yet-published values, off-topic, false-premise and foreign-code questions.
 */
export const DEV_SOURCE_31: readonly EvalQuestion[] = [
  // ——— fact / calc ———
  {
    q: "Estou projetando um pequeno centro comercial com estacionamento de 150 vagas. Quantas vagas preciso reservar para veículos de pessoas com deficiência, segundo o Decreto 5.296?",
    kind: "calc",
    norm: "Decreto 5.296",
    fact: "3 vagas",
    source: "https://portaltanacidade.com/cidades/jacarezinho-serginho-marques-pede-mais-vagas-especiais-de-estacionamento/",
  },
  {
    q: "salao de igreja com estacionamento de 250 vagas, quantas tem que ser reservadas pra pcd pelo decreto 5296?",
    kind: "calc",
    norm: "Decreto 5.296",
    fact: "5 vagas",
    source: "https://portaltanacidade.com/cidades/jacarezinho-serginho-marques-pede-mais-vagas-especiais-de-estacionamento/",
  },
  {
    q: "restaurante com 60 mesas no salao, quantas precisam ser acessiveis pra cadeirante pela nbr 9050?",
    kind: "calc",
    norm: "NBR 9050",
    fact: "/3 mesas/",
    source: "https://guide.michelin.com/br/pt_BR/article/news-and-views/precisamos-falar-sobre-acessibilidade",
  },
  {
    q: "Cliente tem uma loja com um degrauzinho na porta. A partir de que altura de desnível a NBR 9050 já pede rampa em vez de deixar o ressalto?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "2 cm",
    source: "https://guide.michelin.com/br/pt_BR/article/news-and-views/precisamos-falar-sobre-acessibilidade",
  },
  {
    q: "Qual a altura livre mínima sob o tampo da mesa acessível de um bar ou restaurante, para a aproximação de quem usa cadeira de rodas?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,73 m",
    source: "http://sp.abrasel.com.br/noticias/1928-03112014-hora-de-adequar-os-saloes-",
  },
  {
    q: "mesa acessivel de restaurnte: qual a distancia minima entre os pés da mesa pra cadeira de rodas entrar?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,90 m",
    source: "http://sp.abrasel.com.br/noticias/1928-03112014-hora-de-adequar-os-saloes-",
  },
  {
    q: "Além das mesas acessíveis (5%), a NBR 9050 recomenda que outra parcela das mesas do restaurante seja adaptável. Qual é esse percentual adicional?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "10%",
    source: "http://sp.abrasel.com.br/noticias/1928-03112014-hora-de-adequar-os-saloes-",
  },
  {
    q: "cliente dentista quer montar consultorio numa sala comercial. qual a area minima da sala de atendimento individual pela rdc 50?",
    kind: "fact",
    norm: "RDC 50",
    fact: "9 m²",
    source: "https://contabnet.com.br/?p=9905",
  },
  {
    q: "Uma clínica médica pequena vai ter sala de vacinação. Qual a área mínima da sala de imunização segundo a RDC 50 da Anvisa?",
    kind: "fact",
    norm: "RDC 50",
    fact: "6 m²",
    source: "https://contabnet.com.br/?p=9905",
  },
  {
    q: "Sala de inalação coletiva para 5 pacientes: quantos m² no mínimo, usando o parâmetro por paciente da RDC 50?",
    kind: "calc",
    norm: "RDC 50",
    fact: "8 m²",
    source: "https://contabnet.com.br/?p=9905",
  },
  {
    q: "Por quanto tempo o empreiteiro que fez a obra (materiais e execução) de uma loja responde pela solidez e segurança do trabalho, pelo Código Civil?",
    kind: "fact",
    norm: "Código Civil",
    fact: "5 anos",
    wrong: ["10 anos"],
    source: "https://maismigalhas.com.br/amp/coluna/migalhas-contratuais/436900/riscos-de-solidez-e-seguranca-na-empreitada-entre-o-cc-02-e-pl-04-25",
  },
  {
    q: "Usando o CUB-SP de abril de 2017, R$ 1.295,56 por m², qual o custo estimado de construção de uma loja de 150 m²?",
    kind: "calc",
    norm: "Sinduscon-SP",
    fact: "R$ 194.334,00",
    source: "https://acritica.net/editorias/economia/custo-da-construcao-chega-a-r-129556m-em-abril-queda-de-012/206522/",
  },
  {
    q: "se eu usar o CUB-SP desonerado de abril/2017 (R$ 1.200,94/m²) pra uma padaria de 200 m², da quanto?",
    kind: "calc",
    norm: "Sinduscon-SP",
    fact: "R$ 240.188,00",
    source: "https://acritica.net/editorias/economia/custo-da-construcao-chega-a-r-129556m-em-abril-queda-de-012/206522/",
  },
  {
    q: "O SINAPI de Minas Gerais em dezembro de 2025 ficou em R$ 1.811,64/m². Quanto custaria, por esse índice, construir um consultório de 80 m²?",
    kind: "calc",
    norm: "SINAPI",
    fact: "R$ 144.931,20",
    source: "https://soudebh.com.br/custo-construcao-civil-minas-gerais-2025",
  },
  {
    q: "qual foi o custo medio do m2 do sinapi no brasil em dezembro de 2025?",
    kind: "fact",
    norm: "SINAPI",
    fact: "R$ 1.891,63",
    source: "https://soudebh.com.br/custo-construcao-civil-minas-gerais-2025",
  },
  {
    q: "Até que dia de cada mês os Sinduscons são obrigados a divulgar o CUB, de acordo com a Lei 4.591?",
    kind: "fact",
    norm: "Lei 4.591",
    fact: "/dia 5/",
    source: "https://sindusconcriciuma.com.br/index.php/cub-m2/12-produtos-e-servicos/sindicato",
  },
  {
    q: "Em Minas, uma pré-escola (ocupação E-5) regularizada no Corpo de Bombeiros: qual a validade do AVCB?",
    kind: "fact",
    norm: "CBMMG",
    fact: "5 anos",
    source: "https://chagasbarroso.com.br/pre-escolas-e-similares.html",
  },
  {
    q: "hotel novo de 40 quartos — qual o percentual minimo de dormitorios acessiveis que a NBR 9050 pede?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "5%",
    source: "https://sintrahpe.com.br/2015/11/02/hotel-para-todos/",
  },
  {
    q: "Academia com funcionários dos dois sexos: pela NR-24, qual é a proporção mínima de instalações sanitárias por número de trabalhadores?",
    kind: "fact",
    norm: "NR-24",
    fact: "/20 trabalhadores/",
    source: "https://braziliannr.com/brazilian-regulatory-standards/nr24-sanitary-comfort-conditions-workplace/nr-24-sanitary-and-comfort-conditions-in-the-workplace",
  },
  {
    q: "Em que data foi sancionada a Lei 12.378, que regulamentou a arquitetura e criou o CAU?",
    kind: "fact",
    norm: "Lei 12.378",
    fact: "/31 de dezembro de 2010/",
    source: "https://arquiwiki.com/o-que-e-cau",
  },
  {
    q: "A Lei Kiss fala em locais de reunião de público com grande concentração de pessoas. A partir de quantas pessoas o local entra nessa categoria?",
    kind: "fact",
    norm: "Lei 13.425",
    fact: "/100 pessoas/",
    source: "https://portalgaditas.com.br/coluna-falando-direito-a-lei-kiss/",
  },
  {
    q: "supermercado de bairro com 40 vagas. quantas vagas tenho q reservar pra idosos pelo estatuto do idoso?",
    kind: "calc",
    norm: "Lei 10.741",
    fact: "2 vagas",
    source: "https://fdr.com.br/tendencias/nova-lei-em-mercados-como-afeta-os-idosos/amp",
  },
  {
    q: "Qual iluminância é exigida no campo operatório de um consultório odontológico?",
    kind: "fact",
    norm: "RDC 50",
    fact: "15.000 lux",
    source: "https://evoxx.com.br/como-esta-a-iluminacao-no-seu-consultorio",
  },
  {
    q: "Loja de dois pavimentos sem espaço para rampa: qual o percurso vertical máximo de uma plataforma elevatória vertical?",
    kind: "fact",
    norm: "NBR ISO 9386-1",
    fact: "4 m",
    source: "https://orionlift.com.br/?p=687",
  },
  {
    q: "plataforma elevatoria pra cadeirante numa clinica: ate que altura de percurso ela pode ficar sem caixa enclausurada?",
    kind: "fact",
    norm: "NBR ISO 9386-1",
    fact: "2 m",
    source: "https://orionlift.com.br/?p=687",
  },
  {
    q: "Salão de festas/buffet infantil: a partir de qual lotação as portas da rota de fuga precisam ter barra antipânico?",
    kind: "fact",
    norm: "NBR 9077",
    fact: "/100 pessoas/",
    source: "https://www.disafe.com.br/?p=6115",
  },
  {
    q: "porta da saida de emergencia do auditorio da escola: a partir de quantas pessoas ela tem que abrir pra fora?",
    kind: "fact",
    norm: "NBR 9077",
    fact: "/50 pessoas/",
    source: "https://www.disafe.com.br/blog-normas-de-seguranca/",
  },
  {
    q: "Qual a taxa mínima de renovação de ar por pessoa em ambiente climatizado de uso coletivo, como um escritório ou clínica, pela resolução da Anvisa?",
    kind: "fact",
    norm: "RE 9",
    fact: "27 m³/h",
    source: "https://chronosjr.com.br/blog/renovacao-ar-qualidade-interior/",
  },
  {
    q: "Sala de spinning climatizada para 40 alunos. Qual a vazão mínima de ar externo usando a taxa por pessoa da RE 09/2003 da Anvisa?",
    kind: "calc",
    norm: "RE 9",
    fact: "1.080 m³/h",
    source: "https://chronosjr.com.br/blog/renovacao-ar-qualidade-interior/",
  },
  {
    q: "me formei em arquitetura ano passado. tenho desconto na anuidade do CAU? de quanto?",
    kind: "fact",
    norm: "CAU/BR",
    fact: "50%",
    source: "https://cauba.org.br/pagamento-da-anuidade-em-fevereiro/",
  },
  {
    q: "Uma pousada que já existe precisa ter quantos por cento dos dormitórios acessíveis, pela Lei Brasileira de Inclusão?",
    kind: "fact",
    norm: "Lei 13.146",
    fact: "10%",
    source: "https://raw.githubusercontent.com/agc2020/consulta/refs/heads/main/lei-13146-2015.json",
  },
  {
    q: "Pousada antiga que não consegue cumprir o percentual de quartos acessíveis por risco estrutural fica dispensada com laudo técnico. De quanto em quanto tempo esse laudo tem que ser renovado?",
    kind: "fact",
    norm: "Lei 13.146",
    fact: "5 anos",
    source: "https://raw.githubusercontent.com/agc2020/consulta/refs/heads/main/lei-13146-2015.json",
  },
  {
    q: "estacionamento de uma clinica com 30 vagas — quantas vagas reservadas pra pessoa com deficiencia pela LBI?",
    kind: "calc",
    norm: "Lei 13.146",
    fact: "1 vaga",
    source: "https://raw.githubusercontent.com/agc2020/consulta/refs/heads/main/lei-13146-2015.json",
  },
  {
    q: "De quanto em quanto tempo os extintores da escola precisam ser recarregados, mesmo sem uso?",
    kind: "fact",
    norm: "NBR 12962",
    fact: "12 meses",
    source: "https://globalengenhariaesolucoes.com.br/?p=980",
  },
  {
    q: "Sinalização fotoluminescente de rota de saída no corredor de uma creche: qual o espaçamento máximo entre uma sinalização e outra?",
    kind: "fact",
    norm: "NBR 13434",
    fact: "3,0 m",
    source: "https://sulchemical.com.br/site/kit-demarcacao-sinalizacao/",
  },
  {
    q: "e quando essa sinalizacao de rota de saida vai na parede, ate que altura do piso (na base) ela pode ficar?",
    kind: "fact",
    norm: "NBR 13434",
    fact: "0,50 m",
    source: "https://sulchemical.com.br/site/kit-demarcacao-sinalizacao/",
  },
  {
    q: "Mesa acessível de lanchonete: qual deve ser a altura máxima do tampo em relação ao piso?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,85 m",
    source: "http://sp.abrasel.com.br/noticias/1928-03112014-hora-de-adequar-os-saloes-",
  },

  // ——— out ———
  {
    q: "Tenho um cliente brasileiro abrindo uma loja em Miami. Pelo ADA, qual a inclinação máxima da rampa de acesso?",
    kind: "out",
    source: "https://ada-infonet.org/51473.html",
  },
  {
    q: "ADA: qual o desnivel maximo de piso que pode ficar sem chanfro nem rampa?",
    kind: "out",
    source: "https://foamjackgeotech.com/a-d-a-compliance/",
  },
  {
    q: "No IBC americano, qual o occupant load factor de um restaurante (área de mesas) em pés quadrados por pessoa?",
    kind: "out",
    source: "https://www.thebuildingcodeforum.com/forum/threads/occupant-load-factors-for-a-restaurant.20445/",
  },
  {
    q: "how do I calculate the occupant load of a church assembly hall under the IBC?",
    kind: "out",
    source: "https://evstudio.com/tag/occupant-load/",
  },
  {
    q: "Vou projetar um café em Lisboa. Qual despacho tornou obrigatório o uso dos Eurocódigos estruturais em Portugal?",
    kind: "out",
    source: "https://centralprojectos.pt/conteudos/blog/show.aspx?idcont=824&idioma=pt&title=os-eurocodigos-estruturais-em-portugal",
  },
  {
    q: "Qual artigo da legislação brasileira obriga extintor classe K na cozinha de restaurante, igual à NFPA?",
    kind: "out",
    source: "https://alpha.www.panrotas.com.br/noticia-turismo/hotelaria/2015/01/kidde-tem-extintor-para-combater-fogo-em-cozinha_109743.html",
  },
  {
    q: "qual artigo da lei do silencio federal fixa o limite das 22h pra academia parar a musica?",
    kind: "out",
    source: "https://www.isover.com.br/lei-do-silencio-direito-ao-sossego-esta-implicito-na-legislacao",
  },
  {
    q: "Qual artigo da Lei 13.146 obriga academias de ginástica a ter um percentual mínimo de aparelhos adaptados para pessoas com deficiência?",
    kind: "out",
    source: "https://guialimeira.com.br/2025/03/13/vereador-costa-junior-solicita-informacoes-sobre-academias-adaptadas-para-pessoas-com-deficiencia-em-limeira",
  },
  {
    q: "Pelo Codice civile italiano, qual a distância mínima entre construções em terrenos vizinhos? Projeto de uma pizzaria na Itália.",
    kind: "out",
    source: "https://raw.githubusercontent.com/ThomasMoreAI/legal-skills-open/main/it/construction/skills/distanze-legali-costruzioni-cc-morellid/README.md",
  },
  {
    q: "o cliente da padaria pediu: qual a temperatura do forno pra fazer pão francês caseiro?",
    kind: "out",
    source: "https://confeitariasdesucesso.com/faca-o-seu-pao-frances-em-casa-igual-da-padaria-2",
  },
  {
    q: "quantos brasileiroes o palmeiras tem?",
    kind: "out",
    source: "https://jovempan.com.br/esportes/futebol/palmeiras/maior-vencedor-do-brasileirao-palmeiras-amplia-vantagem-sobre-os-rivais-veja-ranking-de-titulos.html",
  },
  {
    q: "Minha pressão deu 14 por 9 no consultório, isso já é hipertensão?",
    kind: "out",
    source: "https://www.mdsaude.com/hipertensao/pressao-arterial-normal/",
  },
  {
    q: "Previdência privada: no imposto de renda compensa mais a tabela progressiva ou a regressiva?",
    kind: "out",
    source: "http://planejeofuturo.fasern.com.br/previdencia-privada-e-ir-tabela-progressiva-ou-regressiva",
  },

  // ——— municipal ———
  {
    q: "Em Pirenópolis, qual o prazo da prefeitura para analisar o pedido de alvará de construção de uma pousada?",
    kind: "municipal",
    source: "https://pirenopolis.go.gov.br/?p=5449",
  },
  {
    q: "loja de 300 m2 em curitiba, quantas vagas de estacionamento a prefeitura exige?",
    kind: "municipal",
    source: "https://www.portaldotransito.com.br/noticias/fiscalizacao-e-legislacao/entenda-regras-para-vagas-de-estacionamento-em-comercios-e-evite-multas",
  },
  {
    q: "Qual a dimensão mínima da vaga de garagem exigida no Rio de Janeiro para um pequeno prédio comercial?",
    kind: "municipal",
    source: "http://aplicnt.camara.rj.gov.br/APL/Legislativos/scpro1316.nsf/1ce2ce7b3cdf59b90325775900523a3f/ff405b90af1d559c83257f5c005751ac",
  },
  {
    q: "Bar em São Paulo quer colocar mesas na calçada. Quanto de faixa livre tem que sobrar para o pedestre?",
    kind: "municipal",
    source: "https://tributa.net/legislacao/decreto-n-59-669-de-05-de-agosto-de-2020",
  },
  {
    q: "academia ao ar livre em praça do Guarujá precisa ter aparelho adaptado pra pcd? quantos?",
    kind: "municipal",
    source: "https://camaraguaruja.sp.gov.br/Noticia/Visualizar/11820",
  },
  {
    q: "Em Lagoa Santa (MG), como a prefeitura regulamenta as vagas exclusivas para pessoas com dificuldade de locomoção em frente a comércios e clínicas?",
    kind: "municipal",
    source: "https://lagoasanta.mg.gov.br/noticias/118-transporte-transito/5029-implantacao-de-vagas-exclusivas-para-pessoas-com-dificuldade-de-locomocao",
  },

  // ——— future ———
  {
    q: "Qual vai ser o CUB R8-N de Santa Catarina em março de 2027? Preciso fechar um orçamento.",
    kind: "future",
    source: "https://sindusconcriciuma.com.br/index.php/cub-m2/12-produtos-e-servicos/sindicato",
  },
  {
    q: "quanto vai estar o m2 do sinapi de minas em dezembro de 2026?",
    kind: "future",
    source: "https://portalimpactto.com.br/noticia/11669/custo-da-construcao-civil-em-minas-gerais-dispara-7-1-e-metro-quadrado-ultrapassa-r-1-8-mil",
  },
  {
    q: "Qual será o valor da taxa de RRT do CAU em 2028?",
    kind: "future",
    source: "https://cauba.org.br/pagamento-da-anuidade-em-fevereiro/",
  },
  {
    q: "O que a edição 2027 da NBR 9050 vai mudar no percentual de mesas acessíveis em restaurantes?",
    kind: "future",
    source: "https://guide.michelin.com/br/pt_BR/article/news-and-views/precisamos-falar-sobre-acessibilidade",
  },
];
