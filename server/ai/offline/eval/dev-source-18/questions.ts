import type { EvalQuestion } from "#server/ai/offline/eval/types";

/**
 * Eighteenth blind development set by source (07/12/2026; decision 082, R-AI-8). Written from
 * search results of the stored public pages only: no passage of the offline base and no other
 * evaluation set's questions were read, and the offline answerer was not run. Every source is a
 * page from a publisher that no passage, tuning or holdout question, holdout-by-source question nor
 * earlier development set cites (questions.test.ts checks it), and none is a file-sharing copy, a
 * blog host or an exam bank on the banned list. Most sources are manufacturers, suppliers and
 * shops (electrical material, stainless-steel handrails, glazing, lighting, parking signs, HVAC),
 * law firms, architecture offices, professional-education portals and regional news sites, found
 * by asking the corpus as a buyer or a client would, since the norm summaries most often returned
 * were already cited elsewhere. The theme is a general mix, as architects ask day to day: NBR 9050
 * (handrails, circulation widths, the accessible toilet and washbasin), NBR 5410 (lighting loads,
 * socket outlets, sconces near the shower), the Código Florestal's APP widths and the 2021 urban
 * APP law, NBR 15575's entry into force, lighting levels and lumens (ISO/CIE 8995-1), glass in
 * balustrades (NBR 14718), the PMOC law, CUB and NBR 12721, reserved parking spaces, the Código
 * Civil's construction guarantee, and the stages of design (NBR 13532). Questions are asked as an
 * architect types in the chat, some with the project's case first, some lowercase and unaccented,
 * some formal, some with two parts; each key fact was read on the cited page (a calc question's
 * rule was read there and the arithmetic done on it, with every area, CUB or count given in the
 * question itself). A few answerable questions ask facts the base may well not hold (the 60 cm
 * between a bathroom sconce and the shower, the RP1Q standard project, the 180 days to sue the
 * builder, the ceiling light point with a wall switch): there the honest answer is "não
 * encontrei". The "out" questions are off-topic (recipes, payroll, traffic points, appliance
 * brands), ask about foreign rules (Portugal, the US ADA) or rest on a false premise (a norm
 * number that does not exist, a fine the NBR does not set, an APP around a swimming pool); the
 * "municipal" ones ask a named city's setback, ratio or strip; the "future" ones ask CUB values of
 * 2027 and a salary floor of 2028.
 */
export const DEV_SOURCE_18: readonly EvalQuestion[] = [
  // NBR 5410: iluminação, tomadas e arandelas (fabricante de material elétrico)
  {
    q: "No banheiro da suíte vou colocar uma arandela na parede do espelho. Qual a distância mínima que ela deve ficar do limite do boxe pela NBR 5410?",
    kind: "fact",
    norm: "NBR 5410",
    fact: "60 cm",
    source: "https://www.lorenzetti-eletric.com.br/institucional/normas",
  },
  {
    q: "qual a potencia minima de iluminacao que tenho que prever num quarto de servico de 5,5 m2 pela 5410?",
    kind: "fact",
    norm: "NBR 5410",
    fact: "100 VA",
    source: "https://www.lorenzetti-eletric.com.br/institucional/normas",
  },
  {
    q: "Estou fazendo a previsão de cargas de um apartamento. A sala tem 14 m². Qual a potência mínima de iluminação a atribuir a ela segundo a NBR 5410?",
    kind: "calc",
    norm: "NBR 5410",
    fact: "220 VA",
    source: "https://www.lorenzetti-eletric.com.br/institucional/normas",
  },
  {
    q: "suite de 4,10 m x 5,00 m, quanto de VA de iluminacao no minimo pela norma de instalacoes eletricas de baixa tensao?",
    kind: "calc",
    norm: "NBR 5410",
    fact: "280 VA",
    source: "https://www.lorenzetti-eletric.com.br/institucional/normas",
  },
  {
    q: "Tenho uma sala de estar de 3,50 m por 4,50 m (perímetro de 16 m). Quantos pontos de tomada de uso geral, no mínimo, a NBR 5410 exige nesse ambiente?",
    kind: "calc",
    norm: "NBR 5410",
    fact: "4",
    source: "https://www.lorenzetti-eletric.com.br/institucional/normas",
  },
  {
    q: "A NBR 5410 exige ponto de luz no teto em todo cômodo da casa? Como ele deve ser comandado?",
    kind: "fact",
    norm: "NBR 5410",
    fact: "/interruptor/",
    source: "https://www.lorenzetti-eletric.com.br/institucional/normas",
  },
  // NBR 9050: corrimãos, circulações, sanitário e lavatório acessíveis
  {
    q: "Vou especificar corrimão de inox para a escada de um sobrado de 2 pavimentos. Qual o afastamento mínimo entre o corrimão e a parede?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "4 cm",
    wrong: ["10 cm"],
    source: "http://www.novainox.ind.br/como-escolher-e-adaptar-o-corrimao/",
  },
  {
    q: "a que altura do piso fica o corrimao superior da escada pela norma de acessibilidade?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "92 cm",
    source: "http://www.novainox.ind.br/como-escolher-e-adaptar-o-corrimao/",
  },
  {
    q: "Qual a largura mínima de um corredor para a passagem de uma pessoa em cadeira de rodas em linha reta, segundo a NBR 9050?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,90 m",
    source: "http://www.deficientesemacao.com/component/content/article/82-arquitetura-e-acessibilidade/1893-dicas-de-nossa-arquiteta-para-adaptar-sua-casa-comercio-ou-empresa",
  },
  {
    q: "numa circulacao de clinica, pra passar duas cadeiras de rodas ao mesmo tempo, qual a largura minima?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "1,50 m",
    source: "http://www.deficientesemacao.com/component/content/article/82-arquitetura-e-acessibilidade/1893-dicas-de-nossa-arquiteta-para-adaptar-sua-casa-comercio-ou-empresa",
  },
  {
    q: "E para uma pessoa em cadeira de rodas e outra em pé lado a lado, em área de uso público, qual a largura mínima da circulação pela NBR 9050?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "1,20 m",
    source: "http://www.deficientesemacao.com/component/content/article/82-arquitetura-e-acessibilidade/1893-dicas-de-nossa-arquiteta-para-adaptar-sua-casa-comercio-ou-empresa",
  },
  {
    q: "Cliente idoso quer adaptar o banheiro social para cadeirante. Quais as dimensões mínimas em planta de um sanitário acessível pela NBR 9050?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "1,70 m",
    source: "https://jornalmontesclaros.com.br/2023/09/27/montando-um-banheiro-com-espaco-para-acessibilidade/",
  },
  {
    q: "lavatorio acessivel: qual a altura livre minima embaixo da cuba pra encaixar a cadeira de rodas?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "73 cm",
    source: "https://jornalmontesclaros.com.br/2023/09/27/montando-um-banheiro-com-espaco-para-acessibilidade/",
  },
  // Código Florestal: faixas de APP; Lei 14.285/2021
  {
    q: "O terreno do meu cliente é cortado por um córrego de uns 6 m de largura. Qual a faixa de APP em cada margem pelo Código Florestal?",
    kind: "fact",
    norm: "Código Florestal",
    fact: "30 m",
    wrong: ["15 m"],
    source: "https://advambiental.com.br/?p=16170",
  },
  {
    q: "rio com 35 metros de largura passando no fundo da fazenda, quantos metros de app de cada lado?",
    kind: "fact",
    norm: "Código Florestal",
    fact: "50 m",
    source: "https://advambiental.com.br/?p=16170",
  },
  {
    q: "Para um rio que tem entre 50 e 200 metros de largura, qual a largura mínima da faixa marginal de preservação permanente?",
    kind: "fact",
    norm: "Código Florestal",
    fact: "100 m",
    source: "https://advambiental.com.br/?p=16170",
  },
  {
    q: "E se o rio tiver mais de 600 m de largura, qual a faixa de APP prevista no art. 4º da Lei 12.651?",
    kind: "fact",
    norm: "Código Florestal",
    fact: "500 m",
    source: "https://advambiental.com.br/?p=16170",
  },
  {
    q: "Projeto de um parque na beira de uma lagoa natural dentro da zona urbana. Qual a faixa mínima de APP no entorno da lagoa?",
    kind: "fact",
    norm: "Código Florestal",
    fact: "30 m",
    source: "https://advambiental.com.br/?p=16170",
  },
  {
    q: "lagoa natural de 12 hectares em zona rural, a app em volta dela e de quantos metros?",
    kind: "fact",
    norm: "Código Florestal",
    fact: "50 m",
    wrong: ["100 m"],
    source: "https://advambiental.com.br/?p=16170",
  },
  {
    q: "Um sítio tem 180 m de frente para um rio de 45 m de largura. Qual a área de APP nessa margem, em m², considerando a faixa mínima do Código Florestal?",
    kind: "calc",
    norm: "Código Florestal",
    fact: "9.000 m2",
    source: "https://advambiental.com.br/?p=16170",
  },
  {
    q: "Qual lei de 2021 passou a permitir que lei municipal defina a largura das faixas de APP de cursos d'água em área urbana consolidada?",
    kind: "fact",
    norm: "Código Florestal",
    fact: "/14.285/",
    source: "https://drumondadvogados.com.br/app-urbana-lei-no-14-285-2021/",
  },
  // NBR 15575, garantias e Código Civil
  {
    q: "Desde quando a NBR 15575 (norma de desempenho) é exigida nos projetos habitacionais?",
    kind: "fact",
    norm: "NBR 15575",
    fact: "/2013/",
    source: "https://www.obras10.com.br/blog/norma-de-desempenho-nbr-15575",
  },
  {
    q: "Por quanto tempo o empreiteiro responde pela solidez e segurança da obra pelo art. 618 do Código Civil?",
    kind: "fact",
    norm: "Código Civil",
    fact: "5 anos",
    wrong: ["20 anos"],
    source: "https://grupocht.com.br/entenda-a-garantia-obrigatoria-para-obras-na-construcao-civil/",
  },
  {
    q: "apareceu uma trinca estrutural no predio entregue ha 3 anos. depois que o defeito aparece, qual o prazo pro dono da obra entrar com a acao contra o empreiteiro?",
    kind: "fact",
    norm: "Código Civil",
    fact: "180 dias",
    source: "https://grupocht.com.br/entenda-a-garantia-obrigatoria-para-obras-na-construcao-civil/",
  },
  {
    q: "E qual o prazo geral de prescrição do Código Civil, quando a lei não fixa prazo menor, usado nas ações contra a construtora?",
    kind: "fact",
    norm: "Código Civil",
    fact: "10 anos",
    source: "https://grupocht.com.br/entenda-a-garantia-obrigatoria-para-obras-na-construcao-civil/",
  },
  // Iluminação (ISO/CIE 8995-1) e lúmens
  {
    q: "Qual a iluminância recomendada para um escritório com trabalho em computador?",
    kind: "fact",
    norm: "NBR ISO/CIE 8995-1",
    fact: "500 lux",
    source: "https://torredeiluminacao.org/tabela-de-iluminacao-por-metro-quadrado/",
  },
  {
    q: "Tenho uma sala de escritório de 20 m² e quero 500 lux no plano de trabalho. Quantos lúmens, no total, preciso das luminárias (sem considerar perdas)?",
    kind: "calc",
    norm: "NBR ISO/CIE 8995-1",
    fact: "10.000 lm",
    source: "https://torredeiluminacao.org/tabela-de-iluminacao-por-metro-quadrado/",
  },
  {
    q: "cozinha de 9 m2, quero 300 lux. quantos lumens no total? (conta simples, lux = lumen por m2)",
    kind: "calc",
    norm: "NBR ISO/CIE 8995-1",
    fact: "2.700 lm",
    source: "https://torredeiluminacao.org/tabela-de-iluminacao-por-metro-quadrado/",
  },
  // Guarda-corpo de vidro e climatização
  {
    q: "O cliente quer guarda-corpo de vidro temperado simples na varanda. Pode? Que tipo de vidro a norma de guarda-corpos pede?",
    kind: "fact",
    norm: "NBR 14718",
    fact: "/laminado/",
    source: "https://estruturalglazing.com.br/portfolio-types/produtos",
  },
  {
    q: "Qual lei federal obriga os edifícios de uso público e coletivo climatizados a ter PMOC?",
    kind: "fact",
    norm: "Lei 13.589",
    fact: "/13.589/",
    source: "https://sistemavrv.com.br/?p=4900",
  },
  // CUB e NBR 12721
  {
    q: "A metodologia de cálculo do CUB está na NBR 12721. Qual a edição vigente dessa norma (ano)?",
    kind: "fact",
    norm: "NBR 12721",
    fact: "/2006/",
    source: "https://ibecensino.org.br/blog/cub-saiba-como-calcular-o-custo-unitario-basico-na-sua-obra/",
  },
  {
    q: "qual a sigla do projeto-padrao de residencia popular no CUB?",
    kind: "fact",
    norm: "NBR 12721",
    fact: "/rp1q/",
    source: "https://stant.com.br/o-que-e-cub-e-qual-a-sua-funcao-saiba-mais",
  },
  {
    q: "Que lei obriga os sindicatos da construção a divulgar o CUB todo mês?",
    kind: "fact",
    norm: "Lei 4.591",
    fact: "/4.591/",
    source: "https://fernandasouzainteriores.com/cub-desvendando-o-custo-unitario-basico-na-construcao-civil",
  },
  {
    q: "Estimativa rápida para uma casa de 150 m²: se o CUB do padrão for R$ 2.850,00 por m², qual o custo estimado pelo CUB (área × CUB)?",
    kind: "calc",
    norm: "NBR 12721",
    fact: "R$ 427.500,00",
    source: "https://fernandasouzainteriores.com/cub-desvendando-o-custo-unitario-basico-na-construcao-civil",
  },
  // Vagas reservadas
  {
    q: "Projeto de estacionamento de supermercado com 150 vagas. Quantas vagas, no mínimo, devo reservar para pessoas com deficiência (2%)?",
    kind: "calc",
    norm: "Resolução Contran 304",
    fact: "3 vagas",
    source: "https://blog.sinalcenter.com.br/posso-levar-multa-por-estacionar-em-vagas-exclusivas-de-idosos-ou-deficientes-em-comercios-e-condominios-privados",
  },
  {
    q: "e pra idosos, qual o percentual de vagas reservadas no estacionamento?",
    kind: "fact",
    norm: "Resolução Contran 303",
    fact: "5%",
    source: "https://blog.sinalcenter.com.br/posso-levar-multa-por-estacionar-em-vagas-exclusivas-de-idosos-ou-deficientes-em-comercios-e-condominios-privados",
  },
  {
    q: "Um condomínio comercial terá 120 vagas de uso coletivo. Aplicando o percentual de vagas para idosos, quantas vagas ficam reservadas?",
    kind: "calc",
    norm: "Resolução Contran 303",
    fact: "6 vagas",
    source: "https://blog.sinalcenter.com.br/posso-levar-multa-por-estacionar-em-vagas-exclusivas-de-idosos-ou-deficientes-em-comercios-e-condominios-privados",
  },
  // Etapas de projeto (NBR 13532)
  {
    q: "Em qual etapa do projeto de arquitetura a representação é adaptada às exigências da prefeitura para aprovação?",
    kind: "fact",
    norm: "NBR 13532",
    fact: "/projeto legal/",
    source: "https://www.fgnarquitetura.com.br/servicosold",
  },
  {
    q: "qual etapa do projeto apresenta o partido arquitetonico, antes do anteprojeto?",
    kind: "fact",
    norm: "NBR 13532",
    fact: "/estudo preliminar/",
    source: "https://www.fgnarquitetura.com.br/servicosold",
  },
  // Fora do escopo, premissas falsas, regras de outros países
  {
    q: "Me passa uma receita de pão de queijo mineiro com polvilho azedo escaldado?",
    kind: "out",
    source: "https://www.tupi.fm/entretenimento/a-receita-de-pao-de-queijo-mineiro-que-conquista-pelo-aroma-e-pela-textura",
  },
  {
    q: "quanto de ovo em po vai numa receita industrial de pao de queijo?",
    kind: "out",
    source: "https://okeggs.com.br/receita-de-pao-de-queijo",
  },
  {
    q: "Meu estagiário trabalhou 7 meses no escritório este ano. Como calculo o décimo terceiro proporcional dele?",
    kind: "out",
    source: "https://blog.vr.com.br/decimo-terceiro-proporcional",
  },
  {
    q: "o que entra no calculo da segunda parcela do 13o salario?",
    kind: "out",
    source: "https://elo.cnt.br/13o-salario-o-que-entra-no-calculo-da-segunda-parcela",
  },
  {
    q: "O que a NBR 15576 exige sobre desempenho acústico de edifícios comerciais?",
    kind: "out",
    source: "https://www.obras10.com.br/blog/norma-de-desempenho-nbr-15575",
  },
  {
    q: "Qual o valor da multa em reais que a NBR 9050 aplica a quem instala corrimão fora da altura?",
    kind: "out",
    source: "http://www.novainox.ind.br/como-escolher-e-adaptar-o-corrimao/",
  },
  {
    q: "O que diz a Resolução CAU/BR nº 999 sobre o percentual mínimo de honorários de projeto residencial?",
    kind: "out",
    source: "https://www.fgnarquitetura.com.br/servicosold",
  },
  {
    q: "Vou fazer um projeto em Lisboa: a que altura se instala o extintor na parede pelas regras de Portugal?",
    kind: "out",
    source: "https://incla.pt/qual-e-a-altura-correta-para-instalar-extintores-na-parede",
  },
  {
    q: "what is the ADA required height for a vertical grab bar next to a toilet in the US?",
    kind: "out",
    source: "https://symptomfind.com/web?ad=dirN&q=ada+vertical+grab+bar+height&qo=relatedSearchNarrow",
  },
  {
    q: "qual aplicativo de celular serve pra medir lux em casa?",
    kind: "out",
    source: "https://aladiniluminacao.com.br/qual-a-luminosidade-ideal-para-cada-ambiente/",
  },
  {
    q: "Quantos pontos na CNH leva quem estaciona em vaga de idoso sem credencial no shopping?",
    kind: "out",
    source: "https://blog.sinalcenter.com.br/posso-levar-multa-por-estacionar-em-vagas-exclusivas-de-idosos-ou-deficientes-em-comercios-e-condominios-privados",
  },
  {
    q: "qual a melhor marca de ar condicionado split inverter pra comprar pro meu escritorio?",
    kind: "out",
    source: "https://acclima.com.br/%f0%9f%8c%ac%ef%b8%8f-a-importancia-da-renovacao-de-ar-em-ambientes-corporativos",
  },
  {
    q: "O Código Florestal exige faixa de APP de 30 m ao redor de piscina de casa em condomínio?",
    kind: "out",
    source: "https://advambiental.com.br/?p=16170",
  },
  // Regras municipais
  {
    q: "Em área urbana consolidada de Joinville, qual a largura da faixa de APP de um córrego hoje?",
    kind: "municipal",
    source: "https://conteudojuridico.com.br/consulta/Artigos/59879/reas-de-preservao-permanente-em-zona-urbana-consolidada-e-a-inconstitucionalidade-da-lei-n-14-285-2021",
  },
  {
    q: "qual o recuo lateral minimo pra um sobrado em Montes Claros?",
    kind: "municipal",
    source: "https://jornalmontesclaros.com.br/2023/09/27/montando-um-banheiro-com-espaco-para-acessibilidade/",
  },
  {
    q: "Qual o coeficiente de aproveitamento máximo de um lote no centro de Montes Claros (MG)?",
    kind: "municipal",
    source: "https://1rimc.com.br/docs/registro-de-loteamento-desmembramento-urbano-lei-n-o-6-766-79/",
  },
  {
    q: "Num loteamento novo em Campinas, qual a área mínima de lote e a testada mínima exigidas pela prefeitura?",
    kind: "municipal",
    source: "https://irib.org.br/obras/as-prefeituras-municipais-e-a-regularizacao-dos-loteamentos",
  },
  {
    q: "em sao paulo capital, depois da lei 14.285, qual a faixa nao edificavel ao longo de corrego canalizado?",
    kind: "municipal",
    source: "https://drumondadvogados.com.br/app-urbana-lei-no-14-285-2021/",
  },
  // Valores ainda não publicados
  {
    q: "Qual o CUB R8-N de São Paulo de março de 2027?",
    kind: "future",
    source: "https://ibecensino.org.br/blog/cub-saiba-como-calcular-o-custo-unitario-basico-na-sua-obra/",
  },
  {
    q: "qual vai ser o CUB medio Brasil de dezembro de 2027?",
    kind: "future",
    source: "https://stant.com.br/o-que-e-cub-e-qual-a-sua-funcao-saiba-mais",
  },
  {
    q: "Qual será o piso salarial do arquiteto em 2028?",
    kind: "future",
    source: "https://itrabalhistas.com.br/tag/decimo-terceiro-salario-proporcional",
  },
];
