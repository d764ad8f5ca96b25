import type { EvalQuestion } from "#server/ai/offline/eval/types";

/**
 * Holdout split by SOURCE: questions whose source pages come from publishers (hosts) that no
 * passage, tuning question or question of the first holdout cites, so the score predicts how the
 * offline base does on questions it was never tuned on.
 *
 * How it was built (02/12/2026):
 * - The hosts already used were listed mechanically from the URLs in `passages/`, `eval/tune/` and
 *   `eval/holdout/` (a regex over the files; their texts were not read). Every `source` below is on
 *   another publisher; questions.test.ts recomputes that list from the files on every run.
 * - Written blind to the passages: the offline answerer was never run on these questions, and no
 *   question was adjusted after seeing an answer.
 * - Each source page was found with the stored-pages search (norm summaries, CAU pages, law texts,
 *   manufacturers' and associations' articles) and read; the key fact is stated on it. A second
 *   page that confirms it is named in a comment ("cf."), without its scheme so that it is never
 *   taken for a source. No file-sharing or blog copy of a norm is a source.
 * - Mix: facts an architect types in chat (informal, some typos; two-part questions keep the first
 *   part's fact in `fact` and the second part in a comment), arithmetic on a rule (`calc`), federal
 *   rules that must not be deflected to the city (`// federal: não é municipal`), city rules
 *   (`municipal`), values not published yet (`future`) and out-of-scope questions (`out`),
 *   including false premises (`// premissa falsa`).
 */
export const HOLDOUT_BY_SOURCE: EvalQuestion[] = [
  // ---------------------------------------------------------------- NBR 9050: rampas, banheiro, vagas
  {
    q: "qual a inclinação máxima de rampa acessível pela 9050?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "8,33%",
    source: "https://profes.com.br/tira-duvidas/arquitetura/rampa-e-calcada",
    // cf. chicodareia.com.br/construcao-de-rampa-para-cadeirante
  },
  {
    q: "rampa com inclinaçao entre 6,25 e 8,33% precisa de area de descanso a cada quantos metros?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "50 m",
    source: "https://profes.com.br/tira-duvidas/arquitetura/rampa-e-calcada",
  },
  {
    q: "a partir de quantos % de inclinação o piso já é considerado rampa na NBR 9050?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "5%",
    source: "https://profes.com.br/tira-duvidas/arquitetura/rampa-e-calcada",
  },
  {
    q: "um desnível de 16 cm vencido com 2 m de rampa dá quantos % de inclinação?",
    kind: "calc",
    norm: "NBR 9050",
    fact: "8%",
    source: "https://chicodareia.com.br/construcao-de-rampa-para-cadeirante",
  },
  {
    q: "quero vencer 0,80 m com rampa a 8,33%, quantos metros de rampa em projeção horizontal?",
    kind: "calc",
    norm: "NBR 9050",
    // c = h × 100 / i = 0,80 × 100 / 8,33 ≈ 9,60 m (formula on the page).
    fact: "9,60 m",
    source: "https://profes.com.br/tira-duvidas/arquitetura/rampa-e-calcada",
  },
  {
    q: "qual o diametro livre pro giro de 360 da cadeira de rodas dentro do banheiro acessivel?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "1,50 m",
    source: "https://bonde.netdealstore.com.br/casa-e-decoracao/noticias/como-adaptar-um-banheiro-para-portadores-de-deficiencia-fisica--297785.html/amp",
  },
  {
    q: "qual a largura minima da porta do banheiro acessivel e a maçaneta é de que tipo?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,80 m",
    // Second part: maçaneta do tipo alavanca (same page).
    source: "https://bonde.netdealstore.com.br/casa-e-decoracao/noticias/como-adaptar-um-banheiro-para-portadores-de-deficiencia-fisica--297785.html/amp",
  },
  {
    q: "qual a altura do lavatório no banheiro acessível e a base do espelho fica a quanto do piso?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,80 m",
    // Second part: base do espelho a 0,90 m (same page).
    source: "https://bonde.netdealstore.com.br/casa-e-decoracao/noticias/como-adaptar-um-banheiro-para-portadores-de-deficiencia-fisica--297785.html/amp",
  },
  {
    q: "boxe de chuveiro acessivel tem que ter no minimo quanto de largura x profundidade?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "0,90 m",
    // Second dimension: 0,95 m (same page).
    source: "https://bonde.netdealstore.com.br/casa-e-decoracao/noticias/como-adaptar-um-banheiro-para-portadores-de-deficiencia-fisica--297785.html/amp",
  },
  {
    q: "vaga de deficiente precisa de faixa adicional do lado de quantos metros?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "1,20 m",
    source: "https://euquerosabertudo.com/historia/como-retirar-o-carto-de-estacionamento-para-deficiente.html",
  },

  {
    q: "tomada e interruptor acessivel tem que ficar no maximo a que altura do piso? e no minimo?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "1,20 m",
    // Second part: no mínimo 0,40 m (same page).
    source: "https://claudia.abril.com.br/decoracao/acessibilidade-10-dicas-para-ter-a-casa-ou-o-ape-adaptados/",
  },

  // ---------------------------------------------------------------- Vagas reservadas (leis federais)
  {
    q: "quantos % das vagas do estacionamento tem que ser de pcd pela lei brasileira de inclusao?",
    kind: "fact",
    norm: "Lei 13.146",
    fact: "2%",
    source: "https://www.autoescolaomega.com.br/post/vagas-de-estacionamento-reservadas-informa%C3%A7%C3%B5es-importantes",
    // cf. 4oito.com.br/blog/mauricio-silveira/post/idosos-e-deficientes-tem-garantia-de-vaga-especial-em-estacionamento-publico-e-privado-10292
  },
  {
    q: "e pra idoso, qual o percentual de vagas reservadas no estacionamento?",
    kind: "fact",
    norm: "Lei 10.741",
    fact: "5%",
    source: "https://imprensams.com.br/politica/2022/03/25/vereador-pede-vagas-especiais-em-estacionamento-da-sede-da-agetrat",
    // cf. 4oito.com.br (the same 5%)
  },
  {
    q: "estacionamento de shopping com 200 vagas: quantas vagas de idoso eu preciso prever?",
    kind: "calc",
    norm: "Lei 10.741",
    fact: "10 vagas",
    source: "https://imprensams.com.br/politica/2022/03/25/vereador-pede-vagas-especiais-em-estacionamento-da-sede-da-agetrat",
  },
  {
    q: "nesse mesmo estacionamento de 200 vagas, quantas tem que ser pra pessoa com deficiencia?",
    kind: "calc",
    norm: "Lei 13.146",
    fact: "4 vagas",
    source: "https://www.autoescolaomega.com.br/post/vagas-de-estacionamento-reservadas-informa%C3%A7%C3%B5es-importantes",
  },

  {
    q: "em programa habitacional com recurso público, quantos % das unidades ficam reservadas pra pessoa com deficiência?",
    kind: "fact",
    norm: "Lei 13.146",
    fact: "3%",
    source: "https://fpop.com.br/noticia/17051/projeto-sugere-moradias-extras-para-pessoa-com-deficiencia-em-caso-de-alta-demanda-em-programas-habitacionais",
    // cf. imprensapublica.com.br/projeto-preve-moradias-adicionais-para-pessoas-com-deficiencia-em-programas-habitacionais
  },

  // ---------------------------------------------------------------- NBR 15575 (desempenho)
  {
    q: "qual a VUP minima da estrutura pela norma de desempenho?",
    kind: "fact",
    norm: "NBR 15575",
    fact: "50 anos",
    source: "https://revista.anicer.com.br/o-desempenho-das-edificacoes-habitacionais-de-alvenaria-estrutural-vu-e-vup",
  },
  {
    q: "quem define a vida útil de projeto (VUP) de um empreendimento, o projetista sozinho?",
    kind: "fact",
    norm: "NBR 15575",
    fact: "/incorporador/",
    source: "https://www.ugreen.com.br/tag/vup/",
    // cf. revista.anicer.com.br (VUP definida pelo incorporador e/ou proprietário e projetista)
  },
  {
    q: "qual a edição mais recente da NBR 15575-1?",
    kind: "fact",
    norm: "NBR 15575",
    fact: "/2021/",
    source: "https://revista.anicer.com.br/o-desempenho-das-edificacoes-habitacionais-de-alvenaria-estrutural-vu-e-vup",
  },
  {
    q: "pé direito minimo de sala e dormitorio pela 15575?",
    kind: "fact",
    norm: "NBR 15575",
    fact: "2,50 m",
    source: "https://infoutil.com.br/construcao-e-reforma/qual-a-altura-ideal-do-piso-ao-teto-na-construcao/",
  },
  {
    q: "e em corredor, banheiro e despensa o pé-direito pode baixar pra quanto?",
    kind: "fact",
    norm: "NBR 15575",
    fact: "2,30 m",
    source: "https://infoutil.com.br/construcao-e-reforma/qual-a-altura-ideal-do-piso-ao-teto-na-construcao/",
  },
  {
    q: "na 15575 de 2013, iluminação natural minima no centro da sala e do dormitorio era de quantos lux?",
    kind: "fact",
    norm: "NBR 15575",
    fact: "60 lux",
    source: "https://prosdocimiconsultoria.com.br/nova-versao-da-nbr-15575-o-que-deve-mudar-no-desempenho-luminico",
  },

  {
    q: "Curitiba fica em qual zona bioclimática da NBR 15220?",
    kind: "fact",
    norm: "NBR 15220",
    // Zoning of the 2005 edition (Zona Bioclimática 1, "ZB1"), the one the page uses.
    fact: "/bioclimatica 1/",
    source: "https://vitruvius.com.br/revistas/read/arquitextos/18.211/6828",
  },

  // ---------------------------------------------------------------- Guarda-corpos e vidros
  {
    q: "altura minima do guarda-corpo de sacada?",
    kind: "fact",
    norm: "NBR 14718",
    fact: "1,10 m",
    source: "https://blog.obraprima.eng.br/nbr-14718-tudo-que-voce-precisa-saber-sobre-a-norma/",
    // cf. portalopiniaopublica.com.br (1,10 m a partir do piso)
  },
  {
    q: "a partir de que desnível o guarda corpo passa a ser obrigatório?",
    kind: "fact",
    norm: "NBR 14718",
    fact: "1 m",
    source: "https://tggroup.com.br/blog/mudancas-na-norma-dos-guarda-corpos",
  },
  {
    q: "qual a edição em vigor da NBR 14718 de guarda-corpo?",
    kind: "fact",
    norm: "NBR 14718",
    fact: "/2019/",
    source: "https://blog.obraprima.eng.br/nbr-14718-tudo-que-voce-precisa-saber-sobre-a-norma/",
  },
  {
    q: "vidro instalado abaixo de que altura do piso tem que ser vidro de segurança?",
    kind: "fact",
    norm: "NBR 7199",
    fact: "1,10 m",
    source: "https://astravidros.com.br/norma-t%C3%A9cnica",
    // cf. archglassbrasil.com.br/noticias/a-abnt-nbr-7199-chega-para-trazer-mais-seguranca/
  },
  {
    q: "guarda-corpo de vidro: qual tipo de vidro a 7199 exige?",
    kind: "fact",
    norm: "NBR 7199",
    fact: "/laminado/",
    source: "https://portalvidrosam.com.br/blog/nbr-7199-desvendamos-tudo-o-que-o-vidraceiro-precisa-saber",
    // cf. astravidros.com.br (laminado ou aramado; temperado proibido em guarda-corpos e coberturas)
  },
  {
    q: "janela de fachada acima do térreo: abaixo de que altura do piso o vidro não pode ser só temperado?",
    kind: "fact",
    norm: "NBR 7199",
    fact: "1,10 m",
    source: "https://archglassbrasil.com.br/noticias/a-abnt-nbr-7199-chega-para-trazer-mais-seguranca/",
  },
  {
    q: "qual o ano da revisão atual da NBR 7199 de vidros na construção?",
    kind: "fact",
    norm: "NBR 7199",
    fact: "/2016/",
    source: "https://portalvidrosam.com.br/blog/nbr-7199-desvendamos-tudo-o-que-o-vidraceiro-precisa-saber",
  },

  // ---------------------------------------------------------------- Instalações: 5410, 5626, 6122/8036, 16401
  {
    q: "no banheiro, o volume 1 em volta do chuveiro vai até que altura pela 5410?",
    kind: "fact",
    norm: "NBR 5410",
    fact: "2,25 m",
    source: "https://klyfeelectric.com/?p=472",
  },
  {
    q: "dentro do boxe (volume 0) so pode equipamento com qual grau de proteção?",
    kind: "fact",
    norm: "NBR 5410",
    fact: "/IPX7/",
    source: "https://klyfeelectric.com/?p=472",
  },
  {
    q: "a caixa d'agua de casa tem que guardar no minimo quantas horas de consumo?",
    kind: "fact",
    norm: "NBR 5626",
    fact: "24 h",
    source: "https://www.daejundiai.com.br/dicas/volume-dos-reservatorios/",
    // cf. uberlandia.mg.gov.br/?p=30387 (abastecimento durante 24 horas)
  },
  {
    q: "casa com 5 moradores a 200 L por pessoa por dia, qual o volume minimo da caixa d'agua?",
    kind: "calc",
    norm: "NBR 5626",
    fact: "1.000 l",
    source: "https://www.uberlandia.mg.gov.br/?p=30387",
  },
  {
    q: "qual a edição vigente da NBR 5626 de água fria?",
    kind: "fact",
    norm: "NBR 5626",
    fact: "/2020/",
    source: "https://revistaespeciais.com.br/noticia/4637/saae-alerta-moradores-de-marechal-candido-rondon-caixa-dragua-e-essencial-para-seguranca-no-abastecimento/amp",
  },
  {
    q: "pra fundação, qual sondagem a NBR 6122 considera indispensável em qualquer obra?",
    kind: "fact",
    norm: "NBR 6122",
    fact: "/percussao/",
    source: "http://aeamc.com.br/sondagem-investimento-ou-gasto-artigo-orlando-pozzani-jr-20042022/",
  },
  {
    q: "o número mínimo de furos de sondagem é calculado em função de quê? área do terreno?",
    kind: "fact",
    norm: "NBR 8036",
    fact: "/area de projecao/",
    source: "https://engsette.com.br/furos-de-sondagem",
  },
  {
    q: "a NBR 16401 de ar-condicionado substituiu qual norma antiga?",
    kind: "fact",
    norm: "NBR 16401",
    fact: "/6401/",
    source: "https://ecpsolucoesengenharia.com.br/?p=185",
  },

  {
    q: "a NBR 15527 de água de chuva foi revisada quando?",
    kind: "fact",
    norm: "NBR 15527",
    fact: "/2019/",
    source: "https://www.apaulista.org.br/reuso-de-agua-agora-tem-norma-brasileira/",
  },
  {
    q: "antes de implantar aproveitamento de agua de chuva, o que a 15527 recomenda fazer?",
    kind: "fact",
    norm: "NBR 15527",
    fact: "/viabilidade/",
    source: "https://eventos.antac.org.br/index.php/entac/user/setLocale/en_US?source=%2Findex.php%2Fentac%2Farticle%2Fview%2F1250",
  },

  // ---------------------------------------------------------------- Manutenção e reforma: 5674, 14037, 16280
  {
    q: "qual a versão atual da NBR 5674 de manutenção de edificações?",
    kind: "fact",
    norm: "NBR 5674",
    fact: "/2012/",
    source: "https://www.institutodeengenharia.org.br/site/2012/08/09/nbr-5674-julho-2012-a-requisitos-para-o-sistema-de-gestao-de-manutencao-a-consideracoes/",
  },
  {
    q: "o programa de manutenção preventiva do manual do proprietário segue qual norma?",
    kind: "fact",
    norm: "NBR 14037",
    fact: "/programa de manutencao/",
    source: "https://primahub.com.br/manuais/morro-ipiranga/?p=582",
  },
  {
    q: "cliente vai reformar o apto, o que tenho que entregar pro síndico pela 16280 alem da RRT?",
    kind: "fact",
    norm: "NBR 16280",
    fact: "/plano de reforma/",
    source: "https://direcionalcondominios.com.br/requisitos-para-aprovacao-de-reformas-em-condominios-segundo-a-abnt-nbr-16-280",
    // cf. sindiconet.com.br/informese/abnt-nbr-16280-em-condominios-manutencao-abnt-16280/amp
  },
  {
    q: "terminada a reforma no condomínio, que documento o profissional emite?",
    kind: "fact",
    norm: "NBR 16280",
    fact: "/termo de encerramento/",
    source: "https://direcionalcondominios.com.br/requisitos-para-aprovacao-de-reformas-em-condominios-segundo-a-abnt-nbr-16-280",
  },
  {
    q: "a 16280 vale como lei no condominio? como o sindico pode exigir?",
    kind: "fact",
    norm: "NBR 16280",
    fact: "/convencao/",
    source: "https://direcionalcondominios.com.br/requisitos-para-aprovacao-de-reformas-em-condominios-segundo-a-abnt-nbr-16-280",
  },
  {
    q: "desde quando a norma de reformas em condominio está em vigor?",
    kind: "fact",
    norm: "NBR 16280",
    fact: "/2014/",
    source: "https://sindiconet.com.br/informese/abnt-nbr-16280-em-condominios-manutencao-abnt-16280/amp",
    // cf. blog.townsq.com.br/nbr-16280/ (em vigor desde 18/04/2014)
  },
  {
    q: "qual desabamento motivou a criação da NBR 16280?",
    kind: "fact",
    norm: "NBR 16280",
    fact: "/Liberdade/",
    source: "https://sindiconet.com.br/informese/abnt-nbr-16280-em-condominios-manutencao-abnt-16280/amp",
  },

  // ---------------------------------------------------------------- Projeto, custo e incêndio: 16636, 12721, IT estadual
  {
    q: "na NBR 16636, qual etapa tem a representação final suficiente pra executar a obra?",
    kind: "fact",
    norm: "NBR 16636",
    fact: "/projeto executivo/",
    source: "https://www.moreirapericias.com.br/post/elabora%C3%A7%C3%A3o-e-desenvolvimento-de-servi%C3%A7os-t%C3%A9cnicos-especializados-de-projetos-arquitet%C3%B4nicos",
  },
  {
    q: "qual foi o CUB paulista de dezembro de 2017 por m²?",
    kind: "fact",
    norm: "Sinduscon-SP",
    fact: "R$ 1.329,24",
    source: "http://www.dci.com.br/servicos/custo-para-construir-em-s%C3%A3o-paulo-subiu-0-27-em-dezembro-1.674285",
  },
  {
    q: "no Pará, adequando prédio existente pra rota de fuga, a rampa pode ter até quantos % pela IT 11 do CBMPA?",
    kind: "fact",
    norm: "IT 11",
    fact: "15%",
    source: "https://bombeiros.pa.gov.br/revista/it11/parte01/files/basic-html/page12.html",
  },

  // ---------------------------------------------------------------- CAU: RRT
  {
    q: "RRT de execução de obra tem que ser feito quando?",
    kind: "fact",
    norm: "Resolução CAU/BR 91",
    fact: "/antes do inicio/",
    source: "https://caurj.gov.br/como-evitar-que-o-meu-rrt-seja-registrado-como-extemporaneo",
    // cf. transparencia.causp.gov.br/?p=25218
  },
  {
    q: "quanto custa a mais um RRT extemporâneo?",
    kind: "fact",
    norm: "Resolução CAU/BR 91",
    fact: "/dobro/",
    source: "https://caurj.gov.br/como-evitar-que-o-meu-rrt-seja-registrado-como-extemporaneo",
  },
  {
    q: "RRT de projeto posso registrar até quando sem virar extemporaneo?",
    kind: "fact",
    norm: "Resolução CAU/BR 91",
    fact: "/entrega final/",
    source: "https://caurj.gov.br/como-evitar-que-o-meu-rrt-seja-registrado-como-extemporaneo",
  },
  {
    q: "RRT mínimo serve pra casa residencial de até quantos m²?",
    kind: "fact",
    norm: "Resolução CAU/BR 91",
    fact: "70 m²",
    source: "https://www.caurj.gov.br/tipos-modalidade-e-taxa-de-rrt/",
  },
  {
    q: "mesma atividade em vários endereços no mesmo mês, qual modalidade de RRT uso?",
    kind: "fact",
    norm: "Resolução CAU/BR 91",
    fact: "/multiplo mensal/",
    source: "https://www.caurj.gov.br/tipos-modalidade-e-taxa-de-rrt/",
  },
  {
    q: "tinha uma ART no CREA e quero registrar no CAU, qual RRT?",
    kind: "fact",
    norm: "Resolução CAU/BR 91",
    fact: "/derivado/",
    source: "https://www.caurj.gov.br/tipos-modalidade-e-taxa-de-rrt/",
  },
  {
    q: "qual era o valor da taxa de RRT em 2024?",
    kind: "fact",
    norm: "CAU",
    fact: "R$ 119,61",
    source: "https://causpatendimentodigital.powerappsportals.com/knowledgebase/article/CAUSP-01025/pt-br",
    // cf. portalinsights.com.br/perguntas-frequentes/o-que-significa-a-sigla-rrt
  },
  {
    q: "RRT emitido por causa de auto de infração tem multa de quanto?",
    kind: "fact",
    norm: "CAU",
    fact: "300%",
    source: "https://causpatendimentodigital.powerappsportals.com/knowledgebase/article/CAUSP-01025/pt-br",
  },

  // ---------------------------------------------------------------- Lei 6.766/79 (federal)
  {
    q: "qual o lote minimo por lei federal de loteamento?",
    kind: "fact",
    norm: "Lei 6.766",
    fact: "125 m²",
    source: "https://modeloinicial.com.br/lei/6378/lei-parcelamento-solo/art-4",
    // federal: não é municipal
    // cf. jusbrasil.com.br/topicos/11700464/artigo-4-da-lei-n-6766-de-19-de-dezembro-de-1979
  },
  {
    q: "e a frente minima do lote num loteamento novo, quanto é?",
    kind: "fact",
    norm: "Lei 6.766",
    fact: "5 m",
    source: "https://www.jusbrasil.com.br/topicos/11700464/artigo-4-da-lei-n-6766-de-19-de-dezembro-de-1979",
    // federal: não é municipal
  },
  {
    q: "faixa non aedificandi ao longo de ferrovia em loteamento tem quantos metros de cada lado?",
    kind: "fact",
    norm: "Lei 6.766",
    fact: "15 m",
    source: "https://modeloinicial.com.br/lei/6378/lei-parcelamento-solo/art-4",
    // federal: não é municipal
  },
  {
    q: "a faixa não edificável de rodovia pode ser reduzida por lei municipal até quanto?",
    kind: "fact",
    norm: "Lei 6.766",
    fact: "5 m",
    source: "https://modeloinicial.com.br/lei/6378/lei-parcelamento-solo/art-4",
  },
  {
    q: "lote com a area minima federal e a frente minima, qual a profundidade?",
    kind: "calc",
    norm: "Lei 6.766",
    fact: "25 m",
    source: "https://modeloinicial.com.br/lei/6378/lei-parcelamento-solo/art-4",
  },

  // ---------------------------------------------------------------- Código Florestal, Lei 12.651 (federal)
  {
    q: "terreno tem um corrego de 4 m de largura no fundo, qual a APP?",
    kind: "fact",
    norm: "Lei 12.651",
    fact: "30 m",
    source: "https://www.jusbrasil.com.br/topicos/26441393/artigo-4-da-lei-n-12651-de-25-de-maio-de-2012",
    // federal: não é municipal
    // cf. qconcursos.com (Vunesp 2020, São Roque: 30 m para cursos d'água de menos de 10 m)
  },
  {
    q: "e se o rio tiver uns 20 metros de largura, a faixa de APP vai pra quanto?",
    kind: "fact",
    norm: "Lei 12.651",
    fact: "50 m",
    source: "https://www.jusbrasil.com.br/topicos/26441393/artigo-4-da-lei-n-12651-de-25-de-maio-de-2012",
    // federal: não é municipal
  },
  {
    q: "rio com 100 m de largura: APP de quantos metros?",
    kind: "fact",
    norm: "Lei 12.651",
    fact: "100 m",
    source: "https://www.jusbrasil.com.br/topicos/26441393/artigo-4-da-lei-n-12651-de-25-de-maio-de-2012",
  },
  {
    q: "APP de rio com mais de 600 m de largura?",
    kind: "fact",
    norm: "Lei 12.651",
    fact: "500 m",
    source: "https://www.jusbrasil.com.br/topicos/26441393/artigo-4-da-lei-n-12651-de-25-de-maio-de-2012",
  },
  {
    q: "lagoa natural em zona urbana tem APP de quantos metros em volta?",
    kind: "fact",
    norm: "Lei 12.651",
    fact: "30 m",
    source: "https://www.jusbrasil.com.br/topicos/26441393/artigo-4-da-lei-n-12651-de-25-de-maio-de-2012",
    // federal: não é municipal
  },
  {
    q: "e lagoa em zona rural, maior que 20 hectares?",
    kind: "fact",
    norm: "Lei 12.651",
    fact: "100 m",
    source: "https://www.jusbrasil.com.br/topicos/26441393/artigo-4-da-lei-n-12651-de-25-de-maio-de-2012",
  },

  // ---------------------------------------------------------------- City rules: must say it depends on the city
  {
    q: "qual o lote minimo pra parcelamento em Tangará SC?",
    kind: "municipal",
    source: "https://planejamentourbano.cincatarina.sc.gov.br/default.aspx?municipio=tangara&type=listitem&idref=10166",
  },
  {
    q: "em Camapuã MS qual a área mínima de lote residencial?",
    kind: "municipal",
    source: "https://pmcamapua.superleis.com.br/lei/2071",
  },
  {
    q: "testada minima de lote urbano em Camapuã?",
    kind: "municipal",
    source: "https://pmcamapua.superleis.com.br/lei/1188/compilada",
  },
  {
    q: "em São Paulo capital, lote de loteamento regularizado com testada menor que 8 m pode ter quantas casas?",
    kind: "municipal",
    source: "https://capital.sp.gov.br/web/habitacao/w/plantas_on_lineold/legislacao/4723",
  },
  {
    q: "quais os parametros de ocupação (TO, recuo) por zona em Herval d'Oeste?",
    kind: "municipal",
    source: "https://planejamentourbano.cincatarina.sc.gov.br/default.aspx?municipio=hervaldoeste&type=listitem&idref=15945",
  },
  {
    q: "em Urubici, quanto da gleba o loteador tem que destinar ao municipio?",
    kind: "municipal",
    source: "https://planejamentourbano.cincatarina.sc.gov.br/default.aspx?municipio=urubici&type=listitem&idref=34899",
  },
  {
    q: "em Uberlândia, qual reservação de água o Dmae exige pra sala comercial?",
    kind: "municipal",
    source: "https://www.uberlandia.mg.gov.br/?p=30387",
  },
  {
    q: "em Jundiaí, quantos litros por morador o DAE manda considerar na caixa d'água?",
    kind: "municipal",
    source: "https://www.daejundiai.com.br/dicas/volume-dos-reservatorios/",
  },
  {
    q: "o SAAE de Marechal Cândido Rondon obriga caixa d'água em todo imóvel?",
    kind: "municipal",
    source: "https://revistaespeciais.com.br/noticia/4637/saae-alerta-moradores-de-marechal-candido-rondon-caixa-dragua-e-essencial-para-seguranca-no-abastecimento/amp",
  },

  // ---------------------------------------------------------------- Values not published yet
  {
    q: "quanto vai ser a taxa de RRT em 2028?",
    kind: "future",
    source: "https://causpatendimentodigital.powerappsportals.com/knowledgebase/article/CAUSP-01025/pt-br",
  },
  {
    q: "qual vai ser o CUB R8-N de dezembro de 2027?",
    kind: "future",
    source: "http://www.dci.com.br/servicos/custo-para-construir-em-s%C3%A3o-paulo-subiu-0-27-em-dezembro-1.674285",
  },
  {
    q: "quando sai a próxima edição da NBR 6492 depois da de 2021 e o que vai mudar?",
    kind: "future",
    source: "https://www.aarquiteta.com.br/blog/tudo-sobre-nbr-6492-representacao-projetos-arquitetonicos/",
  },

  // ---------------------------------------------------------------- Out of scope: off-topic
  {
    q: "qual a multa por parar na vaga de idoso sem credencial?",
    kind: "out",
    source: "https://4oito.com.br/blog/mauricio-silveira/post/idosos-e-deficientes-tem-garantia-de-vaga-especial-em-estacionamento-publico-e-privado-10292",
  },
  {
    q: "como tiro o cartão de estacionamento de idoso em Rio Negro?",
    kind: "out",
    source: "https://rionegro.pr.gov.br/digital/rionegro/social.html",
  },
  {
    q: "como recuperar a mata ciliar da minha chacara, que especies plantar?",
    kind: "out",
    source: "http://www.cuidedosrios.eco.br/como-cuidar/",
  },
  {
    q: "quantos pontos na carteira leva quem para na vaga de deficiente?",
    kind: "out",
    source: "https://4oito.com.br/blog/mauricio-silveira/post/idosos-e-deficientes-tem-garantia-de-vaga-especial-em-estacionamento-publico-e-privado-10292",
  },
  {
    q: "que horas o CAU/RJ atende consultoria gratuita de RRT?",
    kind: "out",
    source: "https://caurj.gov.br/como-evitar-que-o-meu-rrt-seja-registrado-como-extemporaneo",
  },
  {
    q: "quanto cobra um pedreiro por m² pra fazer escada?",
    kind: "out",
    source: "https://euquerosabertudo.com/geografia/qual-o-espao-ideal-para-uma-escada.html",
  },

  // ---------------------------------------------------------------- Out of scope: false premises
  {
    q: "qual a NBR que obriga tomada USB em todo cômodo?",
    kind: "out", // premissa falsa
    source: "https://klyfeelectric.com/?p=472",
  },
  {
    q: "qual NBR exige vidro temperado no guarda-corpo de sacada?",
    kind: "out", // premissa falsa: a NBR 7199 proíbe o temperado em guarda-corpos
    source: "https://astravidros.com.br/norma-t%C3%A9cnica",
  },
  {
    q: "qual a lei federal que fixa recuo frontal de 5 m pra todo lote urbano?",
    kind: "out", // premissa falsa: recuos são da lei de cada município
    source: "https://modeloinicial.com.br/lei/6378/lei-parcelamento-solo/art-4",
  },
  {
    q: "qual norma permite rampa de 12% em prédio novo?",
    kind: "out", // premissa falsa: só em reforma, esgotadas as soluções
    source: "https://profes.com.br/tira-duvidas/arquitetura/rampa-e-calcada",
  },
  {
    q: "qual NBR obriga pé-direito de 3 m em apartamento?",
    kind: "out", // premissa falsa
    source: "https://infoutil.com.br/construcao-e-reforma/qual-a-altura-ideal-do-piso-ao-teto-na-construcao/",
  },
  {
    q: "o que diz a parte 7 da NBR 15575 sobre elevadores?",
    kind: "out", // premissa falsa: a NBR 15575 tem seis partes
    source: "https://primahub.com.br/manuais/morro-ipiranga/?p=582",
  },
  {
    q: "qual resolução do CAU dispensa RRT pra obra de até 70 m²?",
    kind: "out", // premissa falsa: até 70 m² cabe o RRT Mínimo, não a dispensa
    source: "https://www.caurj.gov.br/tipos-modalidade-e-taxa-de-rrt/",
  },
  {
    q: "a NBR 16280 proíbe reforma em apartamento com menos de 5 anos, né? qual item?",
    kind: "out", // premissa falsa
    source: "https://direcionalcondominios.com.br/requisitos-para-aprovacao-de-reformas-em-condominios-segundo-a-abnt-nbr-16-280",
  },
  {
    q: "qual a NBR 9077-2 de escadas residenciais unifamiliares?",
    kind: "out", // premissa falsa: não existe NBR 9077-2
    source: "https://projettartengenharia.com.br/site/?p=4570",
  },
];
