import type { EvalQuestion } from "#server/ai/offline/eval/types";

/**
 * The twenty-second blind development set by source, written 07/12/2026 (decision 082, R-AI-8).
 *
 * Written from search results of stored public pages only: no passage of the offline base and no
 * question of another set was read, and the answerer was not run. Every key fact (and every rule
 * a calculation uses) was read on the cited page, from publishers that neither the base nor an
 * earlier set uses: manufacturers and installers (handrails, glass, lifting platforms, fire doors,
 * roof tiles, fire extinguishers), small engineering, foundation and architecture firms, a
 * business association, a journal DOI, trade and legal news portals, a CAU regional council,
 * city halls and city councils (for the municipal questions), union and federation news (for
 * the future ones), and foreign code and accessibility sites, a digital-accessibility announcement
 * and off-topic pages (for the out ones).
 *
 * Theme: the everyday questions an architect types in the chat — accessibility (ramps,
 * handrails, doors, bathrooms, platforms, tactile floors), housing performance, fire exits,
 * electrical scope, cold water and sewage, soil surveys, guardrail glass, CAU registration and
 * RRT, land subdivision, construction cost, warranties — some lowercase without accents, some
 * starting from a case, some formal, some two-part.
 */
export const DEV_SOURCE_22: readonly EvalQuestion[] = [
  // ── fact ──────────────────────────────────────────────────────────────────
  {
    q: "qual a reserva minima de agua fria que a nbr 5626 pede pra caixa d'agua de uma casa?",
    kind: "fact",
    norm: "NBR 5626",
    fact: "/24 horas/",
    source: "http://www.aceguarulhos.com.br/blog/?p=29880",
  },
  {
    q: "Pela norma de desempenho, qual a vida útil de projeto mínima da estrutura de um edifício habitacional?",
    kind: "fact",
    norm: "NBR 15575-1",
    fact: "50 anos",
    wrong: ["40 anos"],
    source: "https://doi.org/10.1590/S1983-41952019000400013",
  },
  {
    q: "a nbr 5410 vale ate que tensao em corrente alternada?",
    kind: "fact",
    norm: "NBR 5410",
    fact: "/1000 V/",
    source: "https://eletricidadepratica.com/?p=1306",
  },
  {
    q: "Vou projetar uma subestação de média tensão num galpão: qual norma substitui a NBR 5410 acima de 1 kV e até que tensão ela vai?",
    kind: "fact",
    norm: "NBR 14039",
    fact: "/36,2 kV/",
    source: "https://eletricidadepratica.com/?p=1306",
  },
  {
    q: "Na Lei de Parcelamento do Solo, qual a faixa não edificável obrigatória ao longo de rodovias, ferrovias e águas correntes?",
    kind: "fact",
    norm: "Lei 6.766",
    fact: "15 m",
    source: "https://serjus.com.br/noticias_ver.php?id=8021",
  },
  {
    q: "corrimao de rampa acessivel tem duas alturas, qual a altura do corrimao de cima?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,92 m",
    source: "https://vitalinox.com.br/corrimao-para-deficiente",
  },
  {
    q: "Qual o afastamento mínimo entre o corrimão e a parede onde ele é fixado, pela NBR 9050?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "4 cm",
    source: "https://vitalinox.com.br/corrimao-para-deficiente",
  },
  {
    q: "Cliente quer plataforma elevatória em vez de elevador no sobrado. Até que desnível a plataforma vertical pode ser usada?",
    kind: "fact",
    norm: "NBR ISO 9386-1",
    fact: "4 m",
    source: "https://www.portac.com.br/diferencas-entre-o-elevador-e-a-plataforma-de-acesso.html",
  },
  {
    q: "qual a carga maxima permitida numa plataforma elevatoria de acessibilidade?",
    kind: "fact",
    norm: "NBR ISO 9386-1",
    fact: "325 kg",
    source: "https://www.ortobraselevadores.com.br/post/plataforma-elevat%C3%B3ria-de-acessibilidade-entenda-as-principais-caracter%C3%ADsticas-e-limita%C3%A7%C3%B5es-de-aplic",
  },
  {
    q: "Além da NBR 9050, qual norma ABNT trata especificamente da sinalização com piso tátil (alerta e direcional)?",
    kind: "fact",
    norm: "NBR 16537",
    fact: "/piso tátil/",
    source: "https://solucaoacessivel.com.br/categoria/acessibilidade/piso-tatil/",
  },
  {
    q: "altura maxima do lavatorio acessivel para cadeirante, medida do piso ate a borda superior?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,80 m",
    source: "http://www.flaviapontesarquitetura.com/2013/04/",
  },
  {
    q: "E embaixo do lavatório acessível, qual a altura livre mínima para a cadeira de rodas encaixar?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,73 m",
    source: "http://www.flaviapontesarquitetura.com/2013/04/",
  },
  {
    q: "Tenho um banheiro de 1,50 x 1,70 m num consultório. Essa é a dimensão mínima de um sanitário acessível? Qual o lado maior exigido?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "1,70 m",
    source: "http://www.flaviapontesarquitetura.com/2013/04/",
  },
  {
    q: "box de banheiro para cadeirante: qual o vao livre minimo da abertura do box?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,80 m",
    source: "https://www.ideiaglass.com.br/?p=12309",
  },
  {
    q: "Qual a largura mínima de um corredor de uso comum para passagem de cadeira de rodas?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "1,20 m",
    source: "http://prenovasc.com.br/cadeirante",
  },
  {
    q: "Projeto de um ginásio de esportes: qual o vão livre mínimo das portas de acesso para cadeirantes nesses locais?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "1,00 m",
    source: "http://prenovasc.com.br/cadeirante",
  },
  {
    q: "qual norma abnt especifica as telhas ceramicas que eu devo pedir no memorial?",
    kind: "fact",
    norm: "NBR 15310",
    fact: "/telhas cerâmicas/",
    source: "https://www.ceramicacarmelitana.com/instrucoes/",
  },
  {
    q: "No Ceará, pela norma técnica do Corpo de Bombeiros, a partir de que área construída a edificação precisa de projeto de segurança contra incêndio (PSIP)?",
    kind: "fact",
    norm: "NT 001/2008",
    fact: "750 m²",
    source: "https://www.megaextintores2.com/informações",
  },
  {
    q: "quantos furos de sondagem no minimo a nbr 8036 pede pra um terreno de ate 200 m2 de projecao?",
    kind: "fact",
    norm: "NBR 8036",
    fact: "/2 furos/",
    source: "https://konstruplan.com.br/vale-economizar-em-sondagens",
  },
  {
    q: "A sondagem à percussão (SPT) que o engenheiro de fundações pede é executada segundo qual norma ABNT?",
    kind: "fact",
    norm: "NBR 6484",
    fact: "/SPT/",
    source: "https://sibrapefundacoes.com.br/2025/08/13/sondagem-de-solo-para-construcao-civil",
  },
  {
    q: "Qual a largura mínima das saídas de emergência (corredores e escadas) para ocupações em geral na NBR 9077?",
    kind: "fact",
    norm: "NBR 9077",
    fact: "1,10 m",
    source: "http://www.pcfbrasil.com/p/saida-de-emergencia.html",
  },
  {
    q: "porta de saida de emergencia dimensionada para 2 unidades de passagem precisa de qual vao luz?",
    kind: "fact",
    norm: "NBR 9077",
    fact: "1,00 m",
    source: "http://www.pcfbrasil.com/p/saida-de-emergencia.html",
  },
  {
    q: "A partir de quantas pessoas a porta de saída de emergência precisa de barra antipânico?",
    kind: "fact",
    norm: "NBR 11785",
    fact: "/200 pessoas/",
    source: "http://www.pcfbrasil.com/p/saida-de-emergencia.html",
  },
  {
    q: "Me formei agora: posso usar o título de arquiteto e urbanista e assinar projetos antes de me registrar no CAU?",
    kind: "fact",
    norm: "Lei 12.378",
    fact: "/registro/",
    source: "https://cauba.gov.br/solicitar-registro-profissional",
  },
  {
    q: "O RRT de execução de obra pode ser emitido depois que a obra já começou?",
    kind: "fact",
    norm: "Resolução CAU/BR 91",
    fact: "/antes do início/",
    source: "https://blog.appmeuimovel.com/decoracao-design/tudo-o-que-voce-precisa-saber-sobre-o-rrt/amp",
  },
  {
    q: "qual a diferenca entre loteamento e desmembramento na lei 6766?",
    kind: "fact",
    norm: "Lei 6.766",
    fact: "/novas vias/",
    source: "https://explicadoutor.com.br/loteamento-terreno/",
  },
  {
    q: "Pela NBR 15575-4, qual o isolamento mínimo da fachada de dormitório (D2m,nT,w) para a classe de ruído I, de habitação longe de fontes de ruído?",
    kind: "fact",
    norm: "NBR 15575-4",
    fact: "20 dB",
    wrong: ["25 dB", "30 dB"],
    source: "http://melhoracustica.com.br/2014/09/24/desempenho-da-fachada-o-proximo-item-da-nbr-15575/",
  },
  {
    q: "inclinacao maxima de rampa acessivel na nbr 9050?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "8,33%",
    source: "https://www.oarquiteto25.site/2025/07/calculo-de-rampa-aprenda-fazer-de-um.html",
  },
  {
    q: "Que tipo de vidro a NBR 14718 aceita no guarda-corpo da varanda? Temperado comum serve?",
    kind: "fact",
    norm: "NBR 14718",
    fact: "/laminado/",
    source: "https://setorvidreiro.com.br/post/guarda-corpos-de-vidro-documentos-que-voc%C3%AA-precisa-antes-de-montar",
  },
  {
    q: "Cliente reclama de cheiro de esgoto no banheiro. O que a NBR 8160 exige nos ralos e caixas sifonadas para impedir a volta dos gases?",
    kind: "fact",
    norm: "NBR 8160",
    fact: "/fecho hídrico/",
    source: "https://masterhousesolucoes.com.br/elimine-o-cheiro-de-esgoto-da-casa-com-manutencoes-e-cuidados-simples",
  },
  {
    q: "por quanto tempo a construtora responde pela solidez e seguranca da obra pelo codigo civil?",
    kind: "fact",
    norm: "Lei 10.406",
    fact: "5 anos",
    source: "https://mac.com.br/blog/undefined/garantia-de-imovel-novo",
  },
  // ── calc ──────────────────────────────────────────────────────────────────
  {
    q: "Casa com 5 moradores e consumo de 200 litros por pessoa por dia. Se eu reservar 2 dias de consumo, como muitos projetistas adotam, de quantos litros deve ser a caixa d'água?",
    kind: "calc",
    norm: "NBR 5626",
    fact: "2.000 L",
    source: "http://www.aceguarulhos.com.br/blog/?p=29880",
  },
  {
    q: "rampa com 4,00 m de comprimento; o corrimao tem que prolongar 30 cm em cada ponta. qual o comprimento total de cada corrimao?",
    kind: "calc",
    norm: "NBR 9050",
    fact: "4,60 m",
    source: "https://vitalinox.com.br/corrimao-para-deficiente",
  },
  {
    q: "Uma plataforma elevatória sobe à velocidade máxima permitida de 9 m/min. Em 20 segundos de percurso contínuo, que desnível ela vence?",
    kind: "calc",
    norm: "NBR ISO 9386-1",
    fact: "3,00 m",
    source: "https://www.ortobraselevadores.com.br/post/plataforma-elevat%C3%B3ria-de-acessibilidade-entenda-as-principais-caracter%C3%ADsticas-e-limita%C3%A7%C3%B5es-de-aplic",
  },
  {
    q: "Box de correr com duas folhas iguais (uma fixa e uma móvel) num banheiro acessível: para garantir o vão livre mínimo da NBR 9050, qual a largura total do vão do box?",
    kind: "calc",
    norm: "NBR 9050",
    fact: "1,60 m",
    source: "https://www.ideiaglass.com.br/?p=12309",
  },
  {
    q: "O prédio terá 350 m² de área de projeção. Pela NBR 8036, quantos furos de sondagem no mínimo?",
    kind: "calc",
    norm: "NBR 8036",
    fact: "/3 furos/",
    source: "https://konstruplan.com.br/vale-economizar-em-sondagens",
  },
  {
    q: "tenho um desnivel de 60 cm pra vencer com rampa na inclinacao maxima da 9050. qual o comprimento horizontal da rampa?",
    kind: "calc",
    norm: "NBR 9050",
    fact: "7,20 m",
    source: "https://www.oarquiteto25.site/2025/07/calculo-de-rampa-aprenda-fazer-de-um.html",
  },
  {
    q: "Com o custo Sinapi do Ceará de novembro de 2024 (R$ 1.662,95/m²), quanto custaria construir uma casa de 120 m²?",
    kind: "calc",
    norm: "Sinapi",
    fact: "R$ 199.554,00",
    source: "https://mais.opovo.com.br/jornal/economia/2024/12/11/custo-para-construir-no-ceara-atinge-patamar-de-rs-1-66295-o-metro-quadrado.html",
  },
  // ── municipal ─────────────────────────────────────────────────────────────
  {
    q: "Qual a taxa de ocupação máxima de um lote em Santo Antônio do Descoberto (GO), e preciso respeitar recuos laterais lá?",
    kind: "municipal",
    source: "https://leis.camarasad.go.gov.br/leis/999/lei-1039-2017",
  },
  {
    q: "qual o coeficiente de aproveitamento da zona residencial em uniao da vitoria pr?",
    kind: "municipal",
    source: "http://www.legislador.com.br/LegisladorWEB.ASP?WCI=LeiTexto&ID=12&inEspecieLei=2&nrLei=6&aaLei=2012&dsVerbete=uso+e+ocupa%E7%E3o",
  },
  {
    q: "Vou abrir uma loja em Tubarão (SC). A partir de que área a prefeitura exige PPCI e estudo de impacto de vizinhança para o alvará?",
    kind: "municipal",
    source: "https://tubarao.sc.gov.br/pagina-43546/",
  },
  {
    q: "Em Palmas (TO), qual o recuo frontal mínimo para uma casa térrea num lote residencial?",
    kind: "municipal",
    source: "https://gazetadocerrado.com.br/pensando-em-construir-saiba-como-dar-entrada-no-alvara-de-construcao-em-palmas/",
  },
  {
    q: "quanto custa por m2 a taxa do alvara de construcao em salinas mg?",
    kind: "municipal",
    source: "https://www.salinas.mg.gov.br/portal/carta-servicos/42",
  },
  {
    q: "Num loteamento novo em Guaíra (PR), qual a área mínima e a testada mínima do lote?",
    kind: "municipal",
    source: "https://sapl.guaira.pr.leg.br/ta/352/text",
  },
  // ── future ────────────────────────────────────────────────────────────────
  {
    q: "Qual será o CUB R8-N do Sinduscon-SP de março de 2027?",
    kind: "future",
    source: "https://ncstpr.org.br/?p=7367",
  },
  {
    q: "custo sinapi por m2 do rio grande do norte de janeiro de 2027, quanto deu?",
    kind: "future",
    source: "https://saulovale.com.br/precos-da-construcao-no-rn-variam-003-em-novembro-menor-resultado-do-ano",
  },
  {
    q: "Já saiu o custo médio Sinapi do Paraná de fevereiro de 2027? Preciso para um orçamento.",
    kind: "future",
    source: "http://fiepr.org.br/boletimsindical/sindccon/News16891content145849.shtml",
  },
  {
    q: "A nova edição da NBR 9050 prevista para 2028 vai mudar a inclinação máxima das rampas? Qual o novo valor?",
    kind: "future",
    source: "https://www.abntonline.com.br/consultanacional/msg.aspx",
  },
  // ── out ───────────────────────────────────────────────────────────────────
  {
    q: "Pela ADA americana, qual o desnível máximo (rise) de um lance de rampa, em polegadas?",
    kind: "out",
    source: "https://corada.com/documents/1991ADAStandards/4-8-2",
  },
  {
    q: "ADA ramps: what is the maximum run length in feet for a 1:12 slope?",
    kind: "out",
    source: "https://www.dimensions.guide/element/ramp-slopes",
  },
  {
    q: "calculadora de rampa em graus e polegadas pelo codigo americano, como converto 1:12 em graus?",
    kind: "out",
    source: "https://livefield.app/construction-calculator/ramp-slope",
  },
  {
    q: "Na norma europeia, a porta para pessoa com mobilidade reduzida precisa ter 900 mm e força de abertura abaixo de 5 kg?",
    kind: "out",
    source: "https://pt.decortips.org/12048020-doors-for-people-with-reduced-mobility",
  },
  {
    q: "Em Portugal, qual a altura de uma sanita sobrelevada para pessoas com mobilidade reduzida?",
    kind: "out",
    source: "https://www.leroymerlin.pt/pt/como-escolher-a-sua-sanita",
  },
  {
    q: "quantas saidas de emergencia o regulamento de seguranca contra incendio de macau (dl 24/95/m) exige num edificio?",
    kind: "out",
    source: "http://asianlii.org/por/mo/legis/laws/dn2495111",
  },
  {
    q: "A NBR 17225 de acessibilidade digital exige qual contraste mínimo de cor no site do meu escritório?",
    kind: "out",
    source: "https://www.terra.com.br/nos/governo-legislacao-e-fiscalizacao-sao-essenciais-para-cumprimento-das-regras-de-acessibilidade-digital-no-pais,ebc33ba6fb56ecf4372f0a6df901fa1e44z777au.html",
  },
  {
    q: "O que a NBR 17060 exige de acessibilidade em aplicativos de celular? Vou lançar um app do estúdio.",
    kind: "out",
    source: "https://mx.nic.br/archives/list/anuncios@nic.br/message/AAY53XLQERWGEQMHUWAOG5LH2ZIGGCF4/attachment/2/attachment.html",
  },
  {
    q: "como funciona a bandeira tarifaria vermelha na conta de luz e quanto ela aumenta por kWh?",
    kind: "out",
    source: "http://melosrefrigeracao.com.br/noticia/A-Qualidade-no-fornecimento-de-energia-eletrica-e-como-entender-a-sua-tarifacao/40.htm",
  },
  {
    q: "O que diz o artigo L122-5-1 do Code de l'urbanisme francês?",
    kind: "out",
    source: "https://huggingface.co/datasets/louisbrulenaudet/code-urbanisme/viewer/default/train?p=2",
  },
  {
    q: "O que a NBR 99999 diz sobre a altura das bancadas de cozinha?",
    kind: "out",
    source: "http://www.abnt.org.br/noticias/4120-nova-norma-de-desempenho",
  },
  {
    q: "A Resolução CAU/BR 999 de 2026 dispensa o RRT para reformas pequenas de interiores?",
    kind: "out",
    source: "https://cauba.gov.br/solicitar-registro-profissional",
  },
];
