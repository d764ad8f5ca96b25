import { NORM_TEXT_SOURCE } from "#server/ai/offline/source-hosts";
import type { Passage } from "#server/ai/offline/types";
import { CDC, LBI, LEI4950A, NBR15527, NBR16280, NBR9050 } from "./codes";

/**
 * Everyday facts where the base was thin (decision 082, figures of 03/12/2026): the sidewalk's
 * strips, kerb ramps and accessible-toilet counts of NBR 9050 (the norm's own text, quoted
 * verbatim with its item by more than one page; the base cites the norm itself), the doors of
 * São Paulo's IT-11, the professional minimum salary, why an ABNT norm binds a supplier, how a
 * condominium makes NBR 16280 its rule, hotel rooms under the LBI, and the feasibility study
 * NBR 15527 asks for. Each figure was checked against a second page.
 */

const IT11_SP = "IT-11/2014 — Saídas de emergência (Corpo de Bombeiros da PMESP)";

export const EVERYDAY_PASSAGES: Passage[] = [
  {
    id: "nbr9050-calcada-faixas",
    code: NBR9050,
    item: "item 6.12.3",
    title: "Calçada: faixa livre de 1,20 m, faixa de serviço e faixa de acesso",
    topics: ["calçada", "passeio", "passeio público", "faixa livre", "faixa de serviço", "faixa de acesso", "largura da calçada", "inclinação transversal", "mobiliário urbano", "árvore na calçada", "arborização", "acessibilidade", "9050"],
    text:
      "Pela NBR 9050, a calçada se divide em até três faixas. A faixa livre (passeio) é só para pedestres: sem obstáculos, contínua entre lotes, com no mínimo 1,20 m de largura, 2,10 m de altura livre e inclinação transversal de até 3%. " +
      "A faixa de serviço recebe árvores, postes e mobiliário; nas calçadas novas, recomenda-se que tenha pelo menos 0,70 m. " +
      "A faixa de acesso ao lote só existe em calçadas com mais de 2,00 m de largura. Cada cidade detalha o padrão da sua calçada e pode exigir mais.",
    source: NORM_TEXT_SOURCE,
  },
  {
    id: "nbr9050-rebaixamento-calcada",
    code: NBR9050,
    item: "item 6.12.7.3",
    title: "Rebaixamento de calçada na travessia: largura de 1,50 m e inclinação de até 8,33%",
    topics: ["rebaixamento de calçada", "rebaixamento de guia", "guia rebaixada", "meio-fio rebaixado", "travessia de pedestres", "faixa de pedestres", "rampa de calçada", "abas laterais", "acessibilidade", "9050"],
    text:
      "O rebaixamento de calçada para travessia de pedestres segue a direção da travessia, com inclinação constante de no máximo 8,33% (1:12) na rampa central e nas abas laterais, e largura mínima de 1,50 m. " +
      "Ele não pode reduzir a faixa livre da calçada abaixo de 1,20 m, e não pode haver desnível entre o fim do rebaixamento e o leito carroçável.",
    source: NORM_TEXT_SOURCE,
  },
  {
    id: "it11-sp-portas",
    code: IT11_SP,
    item: "item 5.4",
    title: "Portas das saídas de emergência em SP: 0,80 m por unidade de passagem, abertura no sentido da saída",
    topics: ["porta de saída de emergência", "porta corta-fogo", "largura da porta", "vão livre da porta", "luz da porta", "sentido de abertura", "barra antipânico", "porta de enrolar", "rota de fuga", "IT-11", "Corpo de Bombeiros", "São Paulo"],
    text:
      "Na IT-11 do Corpo de Bombeiros de São Paulo, as portas das rotas de fuga, comuns ou corta-fogo, têm vão livre (luz) mínimo de 0,80 m; a porta de 1,00 m conta em dobro no cálculo de capacidade, e as de 1,50 m e 2,00 m, em duas folhas, contam três e quatro vezes. " +
      "Porta com mais de 1,20 m deve ter duas folhas, e a partir de 2,20 m exige coluna central. " +
      "As portas das rotas de saída e das salas para mais de 100 pessoas abrem no sentido da saída; porta de enrolar não é admitida na rota de fuga, salvo para segurança patrimonial, mantida aberta durante o uso. Outros estados têm a sua própria IT.",
    source: "http://whlengenharia.com.br/largura-saida-de-emergencia/",
    // A state's instruction: a question that names no state is answered by the national norm first.
    weight: 0.5,
  },
  {
    id: "lei4950a-salario-minimo-profissional",
    code: LEI4950A,
    item: "arts. 3º a 6º",
    title: "Salário mínimo profissional do arquiteto: 6 salários mínimos por 6 horas diárias",
    topics: ["piso salarial", "salário mínimo profissional", "salário do arquiteto", "salário do engenheiro", "remuneração mínima", "arquiteto contratado", "CLT", "jornada", "Lei 4.950-A", "SMP"],
    text:
      "A Lei 4.950-A/1966 fixa o salário-base mínimo de arquitetos e engenheiros com vínculo de emprego: 6 vezes o maior salário mínimo vigente para 6 horas diárias de trabalho, quando o curso tem 4 anos ou mais (5 vezes para cursos de menos de 4 anos). " +
      "As horas além da sexta são pagas com acréscimo, o que os conselhos traduzem como 7,25 salários mínimos para 7 horas e 8,5 salários mínimos para 8 horas diárias. " +
      "Vale para o emprego, não para os honorários de quem presta serviço como autônomo.",
    source: "https://portal.crea-sc.org.br/profissional/salario-minimo-profissional/",
  },
  {
    id: "cdc-normas-abnt",
    code: CDC,
    item: "art. 39, VIII",
    title: "Norma da ABNT é obrigatória? O Código de Defesa do Consumidor",
    topics: ["norma é lei", "força de lei", "obrigatoriedade das normas", "norma técnica obrigatória", "ABNT obrigatória", "Código de Defesa do Consumidor", "CDC", "prática abusiva", "fornecedor", "vale como lei"],
    text:
      "Uma norma da ABNT não é lei, mas o Código de Defesa do Consumidor proíbe ao fornecedor de produtos ou serviços colocar no mercado qualquer produto ou serviço em desacordo com as normas dos órgãos oficiais ou, se não houver norma específica, com as da ABNT ou de entidade credenciada pelo Conmetro. " +
      "Por isso o projeto e a obra prestados a um consumidor devem seguir as NBR aplicáveis, e leis e códigos de obras que citam uma NBR também a tornam exigível.",
    source: "https://www.planalto.gov.br/ccivil_03/leis/l8078compilado.htm",
  },
  {
    id: "nbr16280-condominio-regimento",
    code: NBR16280,
    title: "A NBR 16280 vale como lei no condomínio? Convenção e regimento interno",
    topics: ["norma de reforma", "reforma em condomínio", "síndico pode exigir", "convenção do condomínio", "regimento interno", "regulamento interno", "assembleia", "quórum", "força de lei", "16280"],
    text:
      "A NBR 16280 é norma técnica, não lei. Para o síndico exigir com segurança o rito de reformas (comunicação prévia, plano de reforma com ART ou RRT, termo de encerramento), o procedimento deve ser incluído no regimento interno ou na convenção do condomínio, aprovado em assembleia. " +
      "A convenção obriga todos os condôminos e ocupantes; para valer, é aprovada por titulares de 2/3 das frações ideais (Código Civil, art. 1.333) e, para valer contra terceiros, registrada no Cartório de Registro de Imóveis.",
    source: "https://joaopessoa.papocondominial.com.br/informe-se/engenharia/norma-de-reforma-na-pratica-convencao-regimento-e-quorum-de-aprovacao",
  },
  {
    id: "nbr15527-viabilidade",
    code: NBR15527,
    title: "Antes de aproveitar água de chuva: o estudo de viabilidade",
    topics: ["água de chuva", "aproveitamento de água de chuva", "estudo de viabilidade", "viabilidade técnica e econômica", "cisterna", "reservatório de água de chuva", "demanda", "precipitação", "área de captação", "15527"],
    text:
      "A NBR 15527 recomenda, antes de implantar o aproveitamento de água de chuva, um estudo de viabilidade técnica e econômica que considere a caracterização do local, a precipitação, a área de captação, o volume do reservatório, os mecanismos de melhoria da qualidade da água, a demanda e o percentual dela que será atendido. " +
      "O sistema nem sempre compensa: o reservatório é o componente mais caro e precisa ser dimensionado para a chuva do lugar e o uso previsto.",
    source: "https://asisengenharia.com.br/index.php/2019/10/18/nbr-155272019-aproveitamento-de-agua-de-chuva-de-coberturas-para-fins-nao-potaveis",
  },
  {
    id: "nbr9050-sanitarios-quantidade",
    code: NBR9050,
    item: "item 7.4.3, Tabela 9",
    title: "Quantos sanitários acessíveis: 5% de cada peça, com no mínimo um",
    topics: ["quantidade de sanitários acessíveis", "número de banheiros acessíveis", "sanitário acessível", "banheiro PCD", "5%", "por pavimento", "por sexo", "entrada independente", "uso público", "uso coletivo", "acessibilidade", "9050"],
    text:
      "Na NBR 9050, os sanitários acessíveis têm entrada independente. Em edificação de uso público a construir, são no mínimo 5% do total de cada peça sanitária, com pelo menos um para cada sexo em cada pavimento onde houver sanitários; em edificação de uso coletivo a construir, 5% com pelo menos um por pavimento; nas áreas comuns de edificação privada a construir, 5% com pelo menos um. " +
      "Em edificação pública existente, basta um por pavimento onde houver sanitários ou onde a legislação obrigar.",
    source: NORM_TEXT_SOURCE,
  },
  {
    id: "lbi-hoteis-dormitorios-acessiveis",
    code: LBI,
    item: "art. 45 e Decreto 9.296/2018",
    title: "Hotéis e pousadas: 5% dos dormitórios acessíveis nos projetos novos, 10% nos existentes",
    topics: ["hotel", "pousada", "hospedagem", "dormitório acessível", "quarto acessível", "unidade habitacional acessível", "quantos quartos acessíveis", "percentual de quartos", "Decreto 9.296", "LBI", "acessibilidade"],
    text:
      "Pelo Estatuto da Pessoa com Deficiência, hotéis, pousadas e similares seguem o desenho universal; os estabelecimentos já existentes disponibilizam pelo menos 10% dos dormitórios acessíveis, com no mínimo uma unidade, em rota acessível. " +
      "O Decreto 9.296/2018 detalhou: projetos protocolados a partir de 03/01/2018 têm no mínimo 5% dos dormitórios (pelo menos um) totalmente acessíveis pela norma da ABNT, e os outros 95% recebem ajudas técnicas como chuveiro com barra deslizante e olho-mágico a 1,20 m e 1,60 m; os construídos ou com projeto protocolado entre 30/06/2004 e 02/01/2018 ficam com 10%.",
    source: "https://secovi.com.br/decreto-regulamenta-a-lbi-lei-brasileira-de-inclusao/",
  },
  {
    id: "lbi-programa-habitacional-3-por-cento",
    code: "Lei 13.146/2015 (Estatuto da Pessoa com Deficiência)",
    item: "art. 32",
    title: "Programas habitacionais públicos ou subsidiados: no mínimo 3% das unidades para pessoas com deficiência",
    topics: ["programa habitacional", "programas habitacionais", "habitação de interesse social", "conjunto habitacional", "Minha Casa Minha Vida", "subsidiado", "subsidiados", "recursos públicos", "unidades reservadas", "unidades habitacionais", "pessoa com deficiência", "3%", "13.146"],
    text:
      "Pelo art. 32 do Estatuto da Pessoa com Deficiência (a Lei Brasileira de Inclusão, LBI), nos programas habitacionais públicos ou subsidiados com recursos públicos a pessoa com deficiência, ou o seu responsável, tem prioridade na compra do imóvel para moradia própria, com reserva de no mínimo 3% das unidades habitacionais. " +
      "O mesmo artigo pede acessibilidade nas unidades do térreo e nas áreas de uso comum.",
    source: "https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2015/lei/l13146.htm",
  },
  {
    id: "estatuto-idosa-programa-habitacional-3-por-cento",
    code: "Lei 10.741/2003 (Estatuto da Pessoa Idosa)",
    item: "art. 38",
    title: "Programas habitacionais públicos ou subsidiados: pelo menos 3% das unidades para pessoas idosas",
    topics: ["programa habitacional", "programas habitacionais", "habitação de interesse social", "conjunto habitacional", "Minha Casa Minha Vida", "subsidiado", "subsidiados", "recursos públicos", "unidades reservadas", "unidades habitacionais", "pessoa idosa", "idosos", "idoso", "Estatuto do Idoso", "Estatuto da Pessoa Idosa", "3%", "10.741"],
    text:
      "Pelo art. 38 do Estatuto da Pessoa Idosa, nos programas habitacionais públicos ou subsidiados com recursos públicos a pessoa idosa tem prioridade na compra do imóvel para moradia própria, com reserva de pelo menos 3% das unidades habitacionais residenciais para ela. " +
      "O artigo também pede a eliminação de barreiras arquitetônicas e urbanísticas, para garantir a acessibilidade da pessoa idosa.",
    source: "https://www.planalto.gov.br/ccivil_03/leis/2003/l10.741.htm",
  },
];
