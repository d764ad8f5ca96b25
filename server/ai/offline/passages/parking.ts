import type { Passage } from "#server/ai/offline/types";
import { LBI, NBR9050 } from "./codes";

/**
 * Reserved parking for people with disabilities and for older people: the federal laws that set
 * the shares, the Contran resolution in force for signage and credentials, and NBR 9050's layout
 * rules. Space sizes and local rounding rules belong to each city and are worded as such.
 */

const ESTATUTO_IDOSA = "Lei 10.741/2003 (Estatuto da Pessoa Idosa)";
const CONTRAN965 = "Resolução Contran 965/2022";

export const PARKING_PASSAGES: Passage[] = [
  {
    id: "vagas-pcd-lbi-2-por-cento",
    code: LBI,
    title: "Vagas para pessoa com deficiência: 2% do total, no mínimo 1",
    item: "art. 47",
    topics: ["vaga de deficiente", "vaga PCD", "vaga PNE", "vaga para cadeirante", "vagas reservadas", "estacionamento", "garagem", "2%", "porcentagem de vagas", "quantas vagas", "LBI", "Estatuto da Pessoa com Deficiência", "13.146", "shopping", "supermercado"],
    text:
      "A Lei Brasileira de Inclusão manda reservar 2% das vagas de todo estacionamento aberto ao público, de uso público ou privado de uso coletivo, e das vias públicas, garantida no mínimo 1 vaga. " +
      "As vagas ficam próximas aos acessos de pedestres, sinalizadas e desenhadas conforme as normas de acessibilidade, e só podem ser usadas por veículos que transportem pessoa com deficiência com comprometimento de mobilidade, com a credencial à vista. " +
      "O mesmo percentual de 2% já constava da Lei 10.098/2000 e do Decreto 5.296/2004.",
    source: "https://reporterdiario.com.br/noticia/3273433/cidades-nao-respeitam-reserva-de-2-para-estacionamento-de-deficientes",
  },
  {
    id: "vagas-idosos-estatuto-5-por-cento",
    code: ESTATUTO_IDOSA,
    title: "Vagas para pessoas idosas: 5% do total",
    item: "art. 41",
    topics: ["vaga de idoso", "vaga idoso", "vagas para idosos", "pessoa idosa", "60 anos", "60+", "5%", "porcentagem de vagas", "quantas vagas", "estacionamento", "garagem", "Estatuto do Idoso", "Estatuto da Pessoa Idosa", "10.741"],
    text:
      "O Estatuto da Pessoa Idosa (artigo 41) assegura, nos termos da lei local, a reserva de 5% das vagas dos estacionamentos públicos e privados para pessoas com 60 anos ou mais, posicionadas de forma a garantir a melhor comodidade. " +
      "Desde a Lei 14.423/2022 o antigo Estatuto do Idoso se chama Estatuto da Pessoa Idosa, mas o número da lei e o percentual não mudaram. " +
      "As vagas de idoso e as de pessoa com deficiência são distintas e não se substituem.",
    source: "https://www.sobral24horas.com/2019/12/blitz-educativa-exige-respeito-aos.html",
  },
  {
    id: "vagas-reservadas-calculo",
    code: LBI,
    title: "Quantas vagas reservar: 2% + 5% (exemplo com 200 vagas)",
    topics: ["quantas vagas", "cálculo de vagas", "calcular vagas reservadas", "vagas especiais", "vaga PCD", "vaga de idoso", "7%", "200 vagas", "estacionamento", "garagem", "exemplo"],
    text:
      "Somando as duas leis federais, um estacionamento reserva 2% das vagas para pessoas com deficiência e 5% para pessoas idosas, ou seja, 7% do total, com ao menos uma vaga de cada tipo. " +
      "Num estacionamento de 200 vagas, por exemplo, são 4 vagas para pessoa com deficiência e 10 vagas para idosos. " +
      "Quando a conta não dá número inteiro, veja a regra de arredondamento da lei ou do órgão de trânsito local.",
    source: "https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2015/lei/l13146.htm",
  },
  {
    id: "vagas-reservadas-arredondamento",
    code: LBI,
    title: "Frações no número de vagas reservadas (estimativa)",
    topics: ["arredondamento", "arredondar", "fração", "número quebrado", "poucas vagas", "estacionamento pequeno", "farmácia", "vaga PCD", "vaga de idoso", "mínimo uma vaga"],
    text:
      "As leis federais fixam os percentuais e o mínimo de uma vaga, mas não dizem como arredondar frações. " +
      "Como estimativa, a prática relatada em São Paulo é arredondar para cima, de modo que até uma farmácia com 3 vagas teria 1 para pessoa com deficiência e 1 para idoso; confirme a regra na lei municipal e com o órgão de trânsito da cidade.",
    source: "https://www.uol.com.br/carros/colunas/paula-gama/2025/02/12/cet-aplica-mais-de-mil-multas-em-estacionamentos-privados-so-em-janeiro.htm",
    uncertain: true,
  },
  {
    id: "contran-965-2022-vagas",
    code: CONTRAN965,
    title: "Resolução Contran 965/2022: substituiu as Resoluções 303 e 304/2008",
    topics: ["Contran", "resolução", "965", "303/2008", "304/2008", "credencial", "cartão de estacionamento", "sinalização", "placa 60+", "vaga de idoso", "vaga PCD", "norma de trânsito", "prazo de adequação"],
    text:
      "As vagas reservadas a idosos e a pessoas com deficiência são hoje regulamentadas pela Resolução Contran 965/2022, em vigor desde 1º de junho de 2022, que revogou as Resoluções 303/2008 (idosos) e 304/2008 (pessoas com deficiência). " +
      "Ela trocou o pictograma de idoso pela figura em pé com a indicação 60+ e deu prazo de 5 anos, a partir de junho de 2022, para estabelecimentos privados de uso coletivo adequarem a sinalização. " +
      "As credenciais valem 5 anos para idosos e para deficiência permanente, e até 1 ano para comprometimento temporário de mobilidade.",
    source: "https://jornalatual.info/noticia/colunistas/alteracao-das-regras-para-credencial-de-vagas-prioritarias",
  },
  {
    id: "contran-965-quem-usa",
    code: CONTRAN965,
    title: "Quem pode usar a vaga reservada",
    topics: ["quem pode usar", "vaga PCD", "vaga de idoso", "passageiro", "credencial", "comprometimento de mobilidade", "idoso em vaga de deficiente", "multa", "gravíssima", "estacionamento privado", "condomínio"],
    text:
      "Pela Resolução Contran 965/2022, a vaga de pessoa com deficiência é só para quem tem comprometimento de mobilidade, seja motorista ou passageiro, e a de idoso é para pessoas de 60 anos ou mais, sempre com a credencial no painel. " +
      "Idoso não pode usar vaga de pessoa com deficiência, nem o contrário. " +
      "As regras valem também em estacionamentos privados de uso coletivo, onde o órgão de trânsito pode fiscalizar.",
    source: "https://xvcuritiba.com.br/a-setran-instala-novas-placas-de-vagas-para-pessoas-idosas-com-indicativo-60-em-curitiba",
  },
  {
    id: "nbr9050-vaga-faixa-circulacao",
    code: NBR9050,
    title: "Vaga reservada: faixa adicional de circulação de 1,20 m",
    topics: ["faixa de circulação", "faixa lateral", "faixa zebrada", "área de transferência", "espaço adicional", "1,20 m", "vaga PCD", "vaga de deficiente", "vaga para cadeirante", "vagas compartilhadas", "estacionamento", "9050"],
    text:
      "A vaga para pessoa com deficiência precisa de um espaço adicional de circulação com no mínimo 1,20 m de largura ao lado, para a transferência da cadeira de rodas, quando não estiver junto à faixa de travessia de pedestres. " +
      "Esse espaço pode ser compartilhado por duas vagas vizinhas, o que não se recomenda no estacionamento oblíquo (45°). " +
      "A vaga deve estar ligada a uma rota acessível (com rebaixamento de calçada, se for o caso) e posicionada para que a pessoa não precise circular entre os carros.",
    source: "http://www.acessibilidadenapratica.com.br/textos/vagas-reservadas-de-estacionamento-paralelas-a-calcada/",
  },
  {
    id: "nbr9050-vaga-distancia",
    code: NBR9050,
    title: "Vaga reservada: no máximo 50 m até o acesso ou o elevador",
    topics: ["distância da vaga", "distância máxima", "50 m", "percurso", "entrada", "elevador", "acesso", "vaga PCD", "vaga de idoso", "localização da vaga", "estacionamento", "9050"],
    text:
      "O percurso entre a vaga reservada e o acesso à edificação ou ao elevador deve ter no máximo 50 m. " +
      "As vagas ficam o mais perto possível da entrada principal e posicionadas de modo a evitar que a pessoa circule entre veículos.",
    source: "https://item6.com.br/acessibilidade/vagas-reservadas-em-estacionamentos",
  },
  {
    id: "nbr9050-vaga-sinalizacao",
    code: NBR9050,
    title: "Sinalização da vaga reservada: placa com borda inferior entre 2,10 m e 2,50 m",
    item: "item 5.5.2.3",
    topics: ["sinalização", "placa", "sinalização vertical", "sinalização horizontal", "pintura no piso", "símbolo internacional de acesso", "SIA", "altura da placa", "2,10 m", "vaga PCD", "vaga de idoso", "estacionamento", "9050"],
    text:
      "As vagas reservadas são sinalizadas no piso (horizontal) e com placa (vertical), com o Símbolo Internacional de Acesso ou a indicação de idoso; em vias públicas seguem as resoluções do Contran. " +
      "Fora da via pública, a borda inferior da placa fica entre 2,10 m e 2,50 m do chão, admitindo-se 1,50 m em garagens de pé-direito baixo.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "vaga-reservada-dimensoes",
    code: NBR9050,
    title: "Tamanho da vaga reservada (estimativa)",
    topics: ["tamanho da vaga", "dimensões da vaga", "largura da vaga", "comprimento da vaga", "medida da vaga", "vaga PCD", "vaga de idoso", "código de obras", "estacionamento"],
    text:
      "Como estimativa (não encontramos na NBR 9050 uma medida própria para a vaga, só a faixa lateral de 1,20 m): a largura e o comprimento da vaga seguem o código de obras do município e o manual de sinalização do Contran, somando-se a faixa de circulação quando for vaga de pessoa com deficiência. " +
      "Confirme as medidas mínimas na lei da sua cidade.",
    source: "http://www.acessibilidadenapratica.com.br/textos/vagas-reservadas-de-estacionamento-paralelas-a-calcada/",
    uncertain: true,
  },
];
