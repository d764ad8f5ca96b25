import type { EvalQuestion } from "#server/ai/offline/eval/types";

/**
 * Fourteenth blind development set by source (07/12/2026; decision 082, R-AI-8). Written from search
 * results of the stored public pages only: no passage of the offline base and no other evaluation
 * set's questions were read, and the offline answerer was not run. Every source is a page from a
 * publisher that no passage, tuning or holdout question, holdout-by-source question nor any earlier
 * development set cites (questions.test.ts checks it; a throwaway script printed only whether each
 * candidate publisher was taken), and none is a file-sharing copy, a blog host or an exam bank on
 * the banned list. Because the common technical publishers are all taken by now, this set leans on
 * regional news outlets, city halls, law firms, trade associations and suppliers: a grab bar and a
 * shower screen, gas heaters and their flues, residual-current devices, condominium assemblies and
 * the síndico's maintenance duty, the CAU fee and RRT, the engineers' and architects' wage floor,
 * parking bays for the elderly, the Lei Kiss, adaptable flats under Decreto 9.451, Reurb and
 * irregular subdivisions, work at height on site, pavement rules of six cities. Questions are asked
 * as an architect types in the chat, some with the project's case first, some lowercase and
 * unaccented, some exam-style, some in two parts; each key fact was read on the cited page (a calc
 * question's rule was read there and the arithmetic done on it, with every input, such as a
 * minimum wage or a fee, given in the question itself). A few answerable questions ask obscure but
 * real facts (the 80 kW ceiling of NBR 13103, the 1997 edition that made the DR mandatory, the
 * 18-month vacatio of Decreto 9.451, Decreto 9.310 and Lei 11.977 around the Reurb, the NR-35
 * training hours) that the base is not expected to hold: there the honest answer is "não encontrei".
 */
export const DEV_SOURCE_14: EvalQuestion[] = [
  // Acessibilidade, vidros e guarda-corpos (NBR 9050, NBR 14207, Decreto 9.451, Lei 10.741, Lei 13.146)
  {
    q: "Banheiro PCD no consultório: a barra lateral junto à bacia fica a que altura do piso acabado?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,75 m",
    source: "https://blog.lorenmetais.com.br/?p=296",
  },
  {
    q: "loja com um degrau de 25 cm na entrada, quero rampa a 8,33%. qual o comprimento horizontal da rampa?",
    kind: "calc",
    norm: "NBR 9050",
    fact: "3,00 m",
    source: "https://guairanews.com/2019/03/28/guaira-prefeitura-prorroga-ate-30-de-junho-prazo-para-comercio-providenciar-rampa-de-acesso",
  },
  {
    q: "Box de vidro temperado no banheiro da suíte: qual a espessura mínima que a norma de boxes exige?",
    kind: "fact",
    norm: "NBR 14207",
    fact: "8 mm",
    source: "https://odiariodemaringa.com.br/?p=15404",
  },
  {
    q: "Prédio residencial de 300 apartamentos em alvenaria estrutural, que não permite mudar o layout depois: quantas unidades internamente acessíveis, no mínimo, pelo decreto que regulamenta o art. 58 da LBI?",
    kind: "calc",
    norm: "Decreto 9.451",
    fact: "9",
    source: "https://arquilog.com.br/o-que-voce-deve-saber-sobre-o-decreto-de-acessibilidade-em-edificacoes-multifamiliar/",
  },
  {
    q: "o decreto 9451 das unidades adaptaveis entrou em vigor quanto tempo depois de publicado?",
    kind: "fact",
    norm: "Decreto 9.451",
    fact: "18 meses",
    source: "https://www.sindusconsp.com.br/regulamentada-exigencia-de-acessibilidade-em-empreendimentos-habitacionais/",
  },
  {
    q: "Estacionamento do supermercado que estou projetando: que percentual das vagas vai para idosos?",
    kind: "fact",
    norm: "Lei 10.741",
    fact: "5%",
    source: "https://cidadedeniteroi.com/noticias/lei-em-vigor-traz-proibicao-nos-supermercados-do-brasil-e-atinge-idosos-60",
  },
  {
    q: "Estacionamento com 120 vagas: quantas vagas ficam reservadas para pessoas idosas, aplicando os 5% do Estatuto?",
    kind: "calc",
    norm: "Lei 10.741",
    fact: "6 vagas",
    source: "https://zenewsai.com.br/idosos-garante-vagas-em-supermercados-direitos-e-penalidades-em-2025/amp",
  },
  {
    q: "qual lei federal obriga mercado e shopping a reservar vaga para pessoa com deficiencia?",
    kind: "fact",
    norm: "Lei 13.146",
    fact: "/13.146/",
    source: "https://sampi.net.br/bauru/noticias/2947234/articulistas/2025/12/bauru-motoristas-desrespeitam-vagas-de-pcd-e-idosos-em-mercados",
  },

  // Desempenho, gás e instalações (NBR 15575, NBR 13103, NBR 5410, NBR 5674)
  {
    q: "Cliente pergunta quanto tempo a estrutura do prédio tem de durar pela norma de desempenho. Qual a vida útil de projeto mínima?",
    kind: "fact",
    norm: "NBR 15575",
    fact: "50 anos",
    wrong: ["40 anos"],
    source: "https://rcvips.com.br/?p=282205",
  },
  {
    q: "Até que soma de potências nominais dos aparelhos a gás num mesmo local vale a norma de instalação residencial?",
    kind: "fact",
    norm: "NBR 13103",
    fact: "80 kW",
    source: "https://www.fiesp.com.br/sindinstalacao/noticias/atencao-aos-aparelhos-a-gas/",
  },
  {
    q: "aquecedor a gas dentro do apartamento precisa de duto de exaustao pra fora?",
    kind: "fact",
    norm: "NBR 13103",
    fact: "/chaminé/",
    source: "http://mcmarilia.com.br/2019/07/18/aquecedores-a-gas-normas-de-instalacao1563483128558/",
  },
  {
    q: "Reforma de apartamento antigo: o aquecedor de passagem está no banheiro. Onde a norma de aparelhos a gás recomenda instalar, e por quê?",
    kind: "fact",
    norm: "NBR 13103",
    fact: "/área de serviço/",
    source: "https://redesuldenoticias.com.br/?p=75561",
  },
  {
    q: "Os circuitos do banheiro precisam de qual dispositivo de proteção contra choque na instalação residencial?",
    kind: "fact",
    norm: "NBR 5410",
    fact: "/diferencial residual/",
    source: "http://www.eletricistagoias.com/2017/04/seguranca-eletrica-residencial.html",
  },
  {
    q: "desde que ano o DR é obrigatório pela norma de instalações de baixa tensão?",
    kind: "fact",
    norm: "NBR 5410",
    fact: "/1997/",
    source: "https://conexaoconstrucao.com.br/noticia/263/apesar-de-obrigatorio-dispositivo-dr-e-instalado-em-apenas-27-das-residencias.html",
  },
  {
    q: "O síndico pode passar a gestão da manutenção do prédio para terceiros? A quem, segundo a norma de manutenção de edificações?",
    kind: "fact",
    norm: "NBR 5674",
    fact: "/legalmente habilitado/",
    source: "https://www.svrengenharia.com/single-post/2017/08/02/responsabilidades-do-s%C3%ADndico",
  },

  // Código Civil: garantia e condomínio
  {
    q: "Por quanto tempo a construtora responde pela solidez e segurança da obra pelo Código Civil?",
    kind: "fact",
    norm: "Código Civil",
    fact: "5 anos",
    source: "https://www.normas.com.br/visualizar/artigo-tecnico/678/norma-exige-que-predinhos-tenham-vida-util-especificada-na-venda-fsp",
  },
  {
    q: "Condomínio novo vai aprovar a convenção. Qual o quórum exigido e sobre o quê ele é contado?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/dois terços/",
    source: "https://jornaldosindicobsb.com.br/?p=3275",
  },
  {
    q: "a assembleia que vai votar a reforma da fachada pode deliberar se parte dos condominos nao foi convocada?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/todos os condôminos/",
    source: "https://organizacondominios.com.br/artigo/a-assembleia-de-condominio-e-as-suas-deliberacoes",
  },

  // Exercício profissional: CAU, RRT, piso salarial (Lei 12.378, Resolução CAU/BR 193, Lei 4.950-A)
  {
    q: "Depois de quantos anos de contribuição (somando CREA e CAU) o arquiteto fica isento da anuidade?",
    kind: "fact",
    norm: "Resolução CAU/BR 193",
    fact: "40 anos",
    source: "https://www.caubr.org.br/anuidade-2021-descontos-adicionais-para-pagamento-a-vista/",
  },
  {
    q: "Anuidade de R$ 571,41, pago à vista em janeiro com 10% de desconto e, sobre o restante, mais 30% por ter 2 anos de formado: quanto pago?",
    kind: "calc",
    norm: "Resolução CAU/BR 193",
    fact: "R$ 359,98",
    source: "https://www.cauce.gov.br/anuidade-e-taxas-2021-confira-os-valores-e-descontos-vigentes/",
  },
  {
    q: "o RRT emitido e nao pago tem validade? quando ele passa a valer?",
    kind: "fact",
    norm: "Lei 12.378",
    fact: "/pagamento/",
    source: "https://revistaprojeto.com.br/noticias/cau-estabelece-novas-regras-emissao-rrts/",
  },
  {
    q: "Vou contratar um arquiteto CLT para 6 horas por dia. Com salário mínimo de R$ 1.518,00, qual o piso salarial pela lei do salário mínimo profissional?",
    kind: "calc",
    norm: "Lei 4.950-A",
    fact: "R$ 9.108,00",
    source: "https://sengepa.com.br/portal/salario-engenheiro",
  },
  {
    q: "E se ele trabalhar mais de 6 horas por dia, qual o acréscimo sobre a hora excedente previsto na Lei 4.950-A?",
    kind: "fact",
    norm: "Lei 4.950-A",
    fact: "25%",
    source: "https://bacananews.com.br/?p=278345",
  },

  // Incêndio (Lei 13.425)
  {
    q: "Projeto de bar: a partir de que ocupação simultânea a Lei Kiss considera local de grande concentração de pessoas?",
    kind: "fact",
    norm: "Lei 13.425",
    fact: "/100 pessoas/",
    source: "http://www.aquiamapa.com.br/as-novas-diretrizes-de-prevencao-e-combate-a-incendio/",
  },
  {
    q: "Pela Lei Kiss, em que o prefeito pode ser enquadrado se liberar alvará sem as medidas de prevenção de incêndio?",
    kind: "fact",
    norm: "Lei 13.425",
    fact: "/improbidade administrativa/",
    source: "https://leouve.com.br/memoria-leouve/camara-dos-deputados-aprova-projeto-da-lei-kiss/amp",
  },

  // Canteiro (NR-35)
  {
    q: "pintura da fachada da casa do cliente: a partir de que altura conta como trabalho em altura pela NR-35?",
    kind: "fact",
    norm: "NR-35",
    fact: "2,00 m",
    wrong: ["1,50 m"],
    source: "https://www.escolaatros.com.br/nossos-cursos/nr-35/5",
  },
  {
    q: "O treinamento de trabalho em altura do pessoal da obra vale por quanto tempo antes da reciclagem?",
    kind: "fact",
    norm: "NR-35",
    fact: "2 anos",
    source: "https://www.consultoriatecnoseg.com.br/blog/normas-regulamentadoras/nr-35-trabalho-em-altura-o-que-sua-empresa-precisa-saber",
  },
  {
    q: "Qual a carga horária mínima do treinamento inicial da NR-35 para o operário que vai trabalhar no telhado?",
    kind: "fact",
    norm: "NR-35",
    fact: "8 horas",
    source: "https://climec.com.br/blog/treinamento-nr-35-trabalho-em-altura-obrigatorio-2026",
  },
  {
    q: "Empreiteiro voltou de licença médica. Depois de quantos dias de afastamento ele precisa refazer o treinamento de altura?",
    kind: "fact",
    norm: "NR-35",
    fact: "90 dias",
    source: "https://rhsafe.com.br/treinamentos/nr-35/",
  },
  {
    q: "na capacitacao de trabalho em altura, quantas horas sao de parte teorica no minimo?",
    kind: "fact",
    norm: "NR-35",
    fact: "4 horas",
    source: "https://www.luizyabikuengenharia.com.br/c%C3%B3pia-nr-33-1",
  },

  // Parcelamento e regularização (Lei 6.766, Lei 13.465)
  {
    q: "Em loteamentos em Zona Habitacional de Interesse Social, que infraestrutura básica mínima a Lei 6.766 exige, e a iluminação pública entra?",
    kind: "fact",
    norm: "Lei 6.766",
    fact: "/drenagem pluvial/",
    source: "https://clube-do-papiro.com.br/parcelamento-do-solo",
  },
  {
    q: "O loteador de um loteamento clandestino pode levar multa de até 50 vezes o maior salário mínimo. Com salário mínimo de R$ 1.518,00, de quanto é a multa máxima?",
    kind: "calc",
    norm: "Lei 6.766",
    fact: "R$ 75.900,00",
    source: "https://www.piedade.sp.gov.br/portal/noticias/0/3/2106/loteamento-irregular-e-crime",
  },
  {
    q: "Reurb: a modalidade REURB-S se aplica a que tipo de ocupação?",
    kind: "fact",
    norm: "Lei 13.465",
    fact: "/baixa renda/",
    source: "https://arregularizacoes.com.br/o-que-e-a-reurb",
  },
  {
    q: "na reurb-e o cliente fica isento das taxas de cartorio igual na reurb-s?",
    kind: "fact",
    norm: "Lei 13.465",
    fact: "/emolumentos/",
    source: "https://ggv.com.br/arquivos/9331",
  },
  {
    q: "Qual decreto regulamenta a Lei 13.465 da regularização fundiária urbana?",
    kind: "fact",
    norm: "Decreto 9.310",
    fact: "/9.310/",
    source: "https://valentimdeoliveira.adv.br/2022/08/15/noticia-1",
  },
  {
    q: "Antes da Lei 13.465, qual era a principal lei que tratava da regularização fundiária?",
    kind: "fact",
    norm: "Lei 13.465",
    fact: "/11.977/",
    source: "https://ambitojuridico.com.br/?p=9059941",
  },

  // Regras municipais
  {
    q: "Em Guaíra (SP), o comércio que não fizer rampa de acessibilidade pode ter o alvará de funcionamento negado? Que prazo a prefeitura deu?",
    kind: "municipal",
    source: "https://oguaira.com.br/campanha-rampas-de-acessibilidade-incentiva-comercio-a-inclusao-social/",
  },
  {
    q: "Calçada fora do padrão em São Paulo: de quanto é a multa por metro de testada?",
    kind: "municipal",
    source: "https://nossasaopaulo.org.br/2012/01/09/multa-maior-para-calcada-malcuidada-comeca-a-valer-metro",
  },
  {
    q: "qual a largura minima da faixa de servico da calcada em sao sebastiao sp?",
    kind: "municipal",
    source: "https://www.saosebastiao.sp.gov.br/noticia.asp?id=N1782023161621",
  },
  {
    q: "Cliente tem loja em Macapá e quer pôr mesas na calçada. Qual a multa do Código de Postura se for autuado?",
    kind: "municipal",
    source: "https://agencia.macapa.ap.gov.br/prefeitura-de-macapa-orienta-comerciantes-sobre-ocupacao-irregular-das-calcadas",
  },
  {
    q: "Em Mogi das Cruzes a prefeitura ainda confere a área mínima dos cômodos na aprovação do projeto de residência?",
    kind: "municipal",
    source: "http://www.mogidascruzes.sp.gov.br/pagina/secretaria-de-planejamento-e-urbanismo/lei-do-contorno",
  },
  {
    q: "Volta Redonda: comércio pode expor produtos na calçada? Qual a faixa livre exigida pelo Código de Posturas?",
    kind: "municipal",
    source: "https://mobilidadeurbana.voltaredonda.rj.gov.br/stmu-inicia-fiscalizacao-para-coibir-ocupacao-irregular-de-calcadas-em-volta-redonda",
  },
  {
    q: "Vou reformar um salão de beleza em Patrocínio (MG). O decreto municipal obriga banheiro acessível e em quanto tempo?",
    kind: "municipal",
    source: "https://ofatopp.com.br/noticia/478/estabelecimentos-comerciais-de-patrocinio-serao-obrigados-a-ter-banheiros-acessiveis",
  },
  {
    q: "qual o coeficiente de aproveitamento maximo no centro de votuporanga pelo plano diretor?",
    kind: "municipal",
    source: "https://www.votunews.com.br/plano-diretor-4a-reuniao-ordinaria-do-comite-de-delegados-e-suspensa/",
  },

  // Valores ainda não publicados
  {
    q: "Qual vai ser o valor da anuidade do CAU para pessoa física em 2028?",
    kind: "future",
    source: "https://www.cauap.gov.br/?p=11941",
  },
  {
    q: "quanto vai fechar o INCC-M acumulado de 2027? preciso reajustar o contrato da obra",
    kind: "future",
    source: "http://www.bemparana.com.br/noticia/344088/custo-da-construcao-tem-desaceleracao",
  },
  {
    q: "Qual será a variação do INCC-M em março de 2028 para o reajuste da parcela do cliente?",
    kind: "future",
    source: "http://www.jd1noticias.com/economia/inflacao-da-construcao-sobe-017-em-setembro/56590/",
  },

  // Fora da arquitetura
  {
    q: "Na arquitetura do sistema do escritório, vale mais começar com monólito ou com microsserviços?",
    kind: "out",
    source: "https://helloup.com.br/?p=798471",
  },
  {
    q: "microsservicos: da pra escalar so o servico de checkout na black friday sem escalar o resto?",
    kind: "out",
    source: "https://mugnos-it.com/vantagens-e-desvantagens-de-uma-arquitetura-de-microsservicos",
  },
  {
    q: "Na venda de imóvel pela incorporadora, como funciona o redutor de ajuste na base de cálculo do IBS e da CBS?",
    kind: "out",
    source: "https://brugcont.com.br/?p=4307",
  },
  {
    q: "Na reforma tributária, de quanto é a redução das alíquotas de IBS e CBS na locação de imóveis?",
    kind: "out",
    source: "https://www.correio24horas.com.br/brasil/relatorio-da-reforma-tributaria-inclui-40-de-reducao-de-aliquota-para-construcao-civil-0724",
  },
  {
    q: "dor na planta do pé ao levantar de manhã é fascite plantar? como trata?",
    kind: "out",
    source: "http://www.orthopediatrica.com.br/service/fasceite-plantar/",
  },
  {
    q: "O esporão do calcâneo é a causa da dor no calcanhar ou só aparece junto com a fascite?",
    kind: "out",
    source: "https://dralessandroortopedia.com.br/?p=4323",
  },
  {
    q: "Projeto de iluminação do aquário plantado da sala: quantos lúmens por litro para plantas de média exigência?",
    kind: "out",
    source: "https://peixeseaquarismo.com/quantos-lumens-por-litro-para-aquario-plantado/",
  },
  {
    q: "a regra de watts por litro ainda serve para dimensionar a luminaria LED do aquario?",
    kind: "out",
    source: "https://aquarioturbinado.com.br/blog/iluminacao-para-aquario-plantado",
  },
  {
    q: "Cliente quer uma pista de skate no condomínio: que altura tem um half pipe de vertical?",
    kind: "out",
    source: "https://www.lanfer.arq.br/2014/10/passo-a-passo-para-seu-projeto-de-pista-de-skate.html/",
  },
  {
    q: "Bowl de skate: qual a profundidade típica e o ângulo das paredes no topo?",
    kind: "out",
    source: "https://www.esportelandia.com.br/skate/pista-de-skate/",
  },
  {
    q: "Laudo cautelar do carro usado que vou comprar para o escritório: o que ele verifica e é obrigatório?",
    kind: "out",
    source: "https://autopapo.com.br/noticia/laudo-cautelar-veicular-o-que-e-valor-vistoria",
  },
  {
    q: "laudo cautelar 'aprovado com apontamentos' quer dizer o que?",
    kind: "out",
    source: "https://neonseguros.com.br/laudo-cautelar-tudo-o-que-voce-precisa-saber-em-2024/",
  },
  {
    q: "Um raio queimou a geladeira do cliente: em quantos dias ele pode pedir ressarcimento à distribuidora de energia?",
    kind: "out",
    source: "http://concelmt.com.br/leiamais.aspx?id=2192",
  },
];
