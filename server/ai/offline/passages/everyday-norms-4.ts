import { NORM_TEXT_SOURCE } from "#server/ai/offline/source-hosts";
import type { Passage } from "#server/ai/offline/types";
import { NBR13753, NBR5419_3 } from "./codes";

/**
 * Everyday facts of norms the base barely covered, one rule per passage: ceramic tiling (movement
 * joints and falls of NBR 13753, adhesive mortars of NBR 14081-1), drywall (stud spacing of
 * NBR 15758-1 and wet areas), waterproofing (the shower turn-up of NBR 9575 and the 72-hour flood
 * test of NBR 9574), fire doors (classes and the 2018 revision of NBR 11742), lightning protection
 * (down-conductor spacing and the mesh of NBR 5419-3), the documents of NBR 14037 and NBR 5674, and
 * the first flush of NBR 15527. A passage citing the norm's own text states what professional
 * summaries of it agree on; where they were thin it says to check the norm.
 */

const NBR11742 = "ABNT NBR 11742:2018";
const AECWEB_PCF = "https://aecweb.com.br/revista/materias/portas-cortafogo-atendem-ao-texto-revisado-da-norma-ja-em-vigor/18011";

export const EVERYDAY_NORM_4_PASSAGES: Passage[] = [
  // ---------------------------------------------------------------- Revestimentos cerâmicos
  {
    id: "nbr13753-juntas-movimentacao-piso",
    code: NBR13753,
    item: "juntas de movimentação",
    title: "Piso cerâmico: junta de movimentação a partir de 32 m² ou 8 m em área interna, e de 20 m² ou 4 m em área externa",
    topics: ["junta de movimentação", "juntas de movimentação", "junta de dilatação no piso", "junta de dilatação piso cerâmico", "junta de dilatação porcelanato", "dilatação do piso", "piso cerâmico", "porcelanato", "piso estufado", "piso levantando", "paginação de piso", "área externa", "terraço", "13753"],
    text:
      "A NBR 13753 (piso interno ou externo com placas cerâmicas e argamassa colante) pede juntas de movimentação, que subdividem o revestimento para aliviar as tensões da base e das próprias placas. " +
      "Em áreas internas, elas são executadas sempre que o piso tiver 32 m² ou mais, ou quando um dos lados passar de 8 m. " +
      "Em áreas externas e em pisos internos expostos diretamente ao sol ou à umidade, o limite cai para 20 m² de área ou 4 m de lado. " +
      "A junta é preenchida com material deformável e selante flexível, e não com rejunte rígido; onde houver junta estrutural na laje, o revestimento a acompanha.",
    source: NORM_TEXT_SOURCE,
  },
  {
    id: "nbr13753-caimento-pisos",
    code: NBR13753,
    item: "caimentos",
    title: "Caimento do piso cerâmico: até 0,5% em áreas secas, 0,5% a 1,5% em banheiros e cozinhas, 1,5% a 2,5% no boxe",
    topics: ["caimento do piso", "caimento piso banheiro", "caimento do boxe", "caimento para o ralo", "inclinação do piso", "declividade do piso", "queda do piso", "piso de box", "piso de varanda", "piso externo", "água empoçada", "poça no banheiro", "13753"],
    text:
      "Pela NBR 13753, o piso de ambientes não molháveis, como quartos e salas, fica em nível ou com caimento de no máximo 0,5%. " +
      "Em ambientes molháveis, como banheiros, cozinhas, lavanderias e corredores de uso comum, o caimento é de 0,5% em direção ao ralo ou à porta de saída, recomendando-se não passar de 1,5%; no boxe do banheiro, fica entre 1,5% e 2,5% em direção ao ralo. " +
      "Pisos externos térreos sobre base de concreto caem no mínimo 1%, e os externos sobre laje, no mínimo 1,5%. " +
      "Os valores vêm da edição de 1996 da norma: confira na edição em vigor.",
    source: NORM_TEXT_SOURCE,
  },
  {
    id: "nbr14081-argamassa-colante-tipos",
    code: "ABNT NBR 14081-1:2012",
    title: "Argamassa colante AC-I, AC-II e AC-III: AC-I para cerâmica em área interna, AC-II e AC-III para porcelanato, pedras e áreas externas",
    topics: ["argamassa colante", "argamassa AC1", "argamassa AC2", "argamassa AC3", "AC-I", "AC-II", "AC-III", "AC 1", "AC 2", "AC 3", "qual argamassa usar", "argamassa para porcelanato", "argamassa para área externa", "argamassa para fachada", "assentamento de porcelanato", "14081"],
    text:
      "As argamassas colantes industrializadas seguem a NBR 14081 e se dividem em três tipos, AC-I, AC-II e AC-III, em ordem crescente de aderência e de resistência às tensões do uso. " +
      "A AC-I, de aderência essencialmente mecânica, serve para placas cerâmicas porosas em áreas internas. " +
      "Para porcelanato, mármores e outras pedras, em áreas internas ou externas, usam-se a AC-II ou a AC-III, que levam polímeros (como adesivo em pó de PVA) para dar aderência química às peças pouco porosas. " +
      "A escolha considera também o tamanho da placa, a base e a exposição a sol e chuva; siga a indicação do fabricante da placa e da argamassa.",
    source: "http://ibracon.org.br/Site_revista/Concreto_Construcoes/ebook/edicao83/files/assets/basic-html/page59.html",
  },
  // ---------------------------------------------------------------- Drywall
  {
    id: "nbr15758-montantes-espacamento",
    code: "ABNT NBR 15758-1:2009",
    title: "Parede de drywall: montantes a cada 400 mm ou 600 mm, perfis de 48, 70 ou 90 mm",
    topics: ["espaçamento de montantes", "espaçamento entre montantes", "montante drywall", "montantes a cada 60 cm", "montantes a cada 40 cm", "perfil 48", "perfil 70", "perfil 90", "parede de drywall", "parede de gesso acartonado", "especificar drywall", "chapa RF 15 mm", "drywall resistente ao fogo", "15758"],
    text:
      "Na parede de drywall, a estrutura de perfis de aço galvanizado recebe montantes espaçados a 400 mm ou a 600 mm nas paredes retas; nas curvas, o espaçamento é menor, conforme o raio. " +
      "A especificação define ainda a largura dos perfis (48, 70 ou 90 mm), montantes simples ou duplos, ligados ou separados, o tipo de chapa (ST, RU ou RF), uma a três chapas de cada lado e o uso de lã mineral no miolo. " +
      "Para paredes que devem resistir ao fogo por 60 minutos ou mais, recomenda-se chapa RF de 15 mm dos dois lados. " +
      "A altura máxima de cada composição sai das tabelas de desempenho dos fabricantes.",
    source: NORM_TEXT_SOURCE,
  },
  {
    id: "nbr15758-drywall-areas-molhadas",
    code: "ABNT NBR 15758-1:2009",
    title: "Drywall em banheiro e cozinha: chapa RU (verde) e impermeabilização da base, aplicada a frio",
    topics: ["drywall no banheiro", "drywall em banheiro", "drywall em área molhada", "drywall na cozinha", "gesso acartonado no banheiro", "chapa verde", "chapa RU", "placa RU", "drywall resistente à umidade", "impermeabilizar drywall", "impermeabilização drywall", "área molhada"],
    text:
      "Em áreas molhadas, como banheiros, cozinhas e áreas de serviço, a parede de drywall usa a chapa resistente à umidade (RU, de cartão verde), com aditivo hidrofugante. " +
      "A chapa RU não é à prova d'água: a parte inferior da parede e o encontro com o piso precisam ser impermeabilizados, como em qualquer área molhada. " +
      "Usam-se impermeabilizantes flexíveis, que acompanham a movimentação das chapas: membrana asfáltica elastomérica aplicada a frio, membrana acrílica ou cimento polimérico. " +
      "Sistemas aplicados a quente, com maçarico, não são recomendados sobre chapas de gesso.",
    source: "https://www.aecweb.com.br/revista/materias/drywall-tambem-pode-ser-instalado-em-areas-molhadas/6921",
  },
  // ---------------------------------------------------------------- Impermeabilização
  {
    id: "nbr9575-boxe-altura-parede",
    code: "ABNT NBR 9575:2010",
    title: "Impermeabilização no boxe: sobe 10 cm acima do nível máximo da água, cerca de 1,50 m com chuveiro",
    topics: ["impermeabilização do box", "impermeabilização do boxe", "altura da impermeabilização no box", "impermeabilizar parede do box", "impermeabilização de banheiro", "altura da manta no box", "manta no box", "boxe do chuveiro", "banheira", "rodapé da impermeabilização", "9575"],
    text:
      "A NBR 9575 pede que, quando o sistema exigir, a impermeabilização suba pelos planos verticais até 10 cm acima do nível máximo que a água pode atingir. " +
      "No boxe com chuveiro, segundo a revista Téchne, isso corresponde a cerca de 1,50 m de altura, além de todo o piso do banheiro; fora do boxe, vale o mínimo de 20 cm acima do piso acabado. " +
      "Revistas e fabricantes costumam recomendar ir além, até 1,90 m dentro do boxe e 50 cm acima da borda da banheira. " +
      "A altura adotada deve constar do projeto de impermeabilização; confira na norma.",
    source: NORM_TEXT_SOURCE,
  },
  {
    id: "nbr9574-teste-estanqueidade",
    code: "ABNT NBR 9574:2008",
    title: "Teste de estanqueidade da impermeabilização: água sobre a área por no mínimo 72 horas, antes do revestimento",
    topics: ["teste de estanqueidade", "teste de estanqueidade 72 horas", "teste de lâmina d'água", "teste da impermeabilização", "testar impermeabilização", "prova de carga d'água", "quanto tempo teste de impermeabilização", "impermeabilização de laje", "impermeabilização de piscina", "9574", "NBR 9574"],
    text:
      "A NBR 9574, norma de execução da impermeabilização, descreve o teste de estanqueidade: depois da cura do sistema, a área recém-impermeabilizada recebe água limpa por pelo menos 72 horas, com os ralos fechados. " +
      "Segundo especialista ouvida pela AECweb, em lajes planas se mantém uma lâmina de 5 a 10 cm, e piscinas, reservatórios e jardineiras são testados cheios. " +
      "Passado o prazo, verifica-se se o nível baixou ou se apareceram infiltrações; havendo falha, corrige-se e repete-se o teste. " +
      "Só depois a área é liberada para a proteção mecânica e o revestimento, quando o reparo ainda é simples.",
    source: "https://aecweb.com.br/revista/materias/tecnologias-adicionam-assertividade-aos-testes-de-estanqueidade/21148",
  },
  // ---------------------------------------------------------------- Portas corta-fogo
  {
    id: "nbr11742-classes-p30-p120",
    code: NBR11742,
    title: "Porta corta-fogo: classes P-30, P-60, P-90 e P-120, em minutos de resistência ao fogo",
    topics: ["porta corta-fogo", "porta corta fogo", "PCF", "P-30", "P-60", "P-90", "P-120", "P30", "P60", "P90", "P120", "classe da porta corta-fogo", "tempo de resistência ao fogo", "NBR 6479", "11742"],
    text:
      "A NBR 11742, revista e publicada em agosto de 2018, trata das portas corta-fogo para saídas de emergência e as classifica pelo tempo mínimo de resistência ao fogo obtido no ensaio da NBR 6479. " +
      "As classes dizem os minutos: a P-30 resiste 30 min, a P-60, 60 min, a P-90, 90 min, e a P-120, 120 min. " +
      "Qual classe cada porta precisa ter vem das regulamentações estaduais do Corpo de Bombeiros e da NBR 9077, conforme o tipo de escada, antecâmara ou compartimentação.",
    source: AECWEB_PCF,
  },
  {
    id: "nbr11742-2018-barra-antipanico",
    code: NBR11742,
    title: "Revisão de 2018 da porta corta-fogo: barra antipânico acima de 100 pessoas e placa fotoluminescente (a confirmar)",
    topics: ["barra antipânico", "barra anti pânico", "porta corta-fogo com barra antipânico", "placa manter fechada", "obrigatório manter fechada", "placa fotoluminescente", "vão luz porta corta-fogo", "porta corta-fogo duas folhas", "porta corta-fogo em drywall", "o que mudou na NBR 11742", "11742"],
    text:
      "Segundo fabricante do setor que resumiu a revisão de 2018 da NBR 11742 (conteúdo a confirmar na norma), a placa \"obrigatório manter fechada\" passou a ser fotoluminescente e sem propaganda do fabricante. " +
      "A barra antipânico é exigida nas portas de ambientes com mais de 100 pessoas, nas que dão acesso à descarga e nas portas duplas que funcionam como saída de emergência; as demais podem ter fechadura comum. " +
      "Na rota de fuga, o vão-luz mínimo é de 0,80 m, e portas acima de 1,10 m têm duas folhas, com a maior de pelo menos 0,80 m; batente em parede de drywall pede reforço com perfis metálicos. " +
      "A largura das saídas segue também a instrução técnica do Corpo de Bombeiros do estado.",
    source: NORM_TEXT_SOURCE,
    uncertain: true,
  },
  // ---------------------------------------------------------------- SPDA (para-raios)
  {
    id: "nbr5419-condutores-descida-espacamento",
    code: NBR5419_3,
    title: "Para-raios: distância entre descidas de 10 m (classes I e II), 15 m (III) e 20 m (IV), com tolerância de 20%",
    topics: ["condutores de descida", "descidas do para-raios", "descida do SPDA", "distância entre descidas", "espaçamento das descidas", "quantas descidas", "para-raios", "SPDA", "anel intermediário", "anéis de equalização", "classe do SPDA", "nível de proteção", "5419"],
    text:
      "Pela parte 3 da NBR 5419, de 2015, os condutores de descida se distribuem pelo perímetro da estrutura com distância média de 10 m nas classes de SPDA I e II, 15 m na classe III e 20 m na classe IV. " +
      "Segundo a revista O Setor Elétrico, esses valores são médias, com tolerância de 20%: na classe I, alguns vãos podem chegar a 12 m, desde que a média fique em 10 m. " +
      "As descidas são ligadas por anéis horizontais intermediários, que redistribuem a corrente; a distância entre eles, fixa em 20 m na edição de 2005, passou a variar com a classe de proteção.",
    source: "https://osetoreletrico.com.br/condutores-de-descida",
  },
  {
    id: "nbr5419-malha-captora-esfera-rolante",
    code: NBR5419_3,
    item: "item 5.2.2 (posicionamento da captação)",
    title: "Captação do para-raios: malha de 5×5 m a 20×20 m e esfera rolante de 20 a 60 m, conforme a classe I a IV",
    topics: ["malha do para-raios", "gaiola de Faraday", "método das malhas", "esfera rolante", "método eletrogeométrico", "ângulo de proteção", "método de Franklin", "captor", "captação do SPDA", "malha captora", "tamanho da malha", "para-raios na cobertura", "5419"],
    text:
      "A NBR 5419-3 admite três métodos para posicionar a captação: o ângulo de proteção (Franklin), a esfera rolante e as malhas (gaiola de Faraday). " +
      "A malha sobre a cobertura tem quadrículas de no máximo 5 × 5 m na classe I, 10 × 10 m na II, 15 × 15 m na III e 20 × 20 m na IV; o raio da esfera rolante é de 20, 30, 45 e 60 m, respectivamente. " +
      "O ângulo de proteção só vale até certa altura do captor; acima dela, usam-se a esfera rolante ou as malhas. " +
      "A classe do SPDA sai do gerenciamento de risco da parte 2 da norma.",
    source: NORM_TEXT_SOURCE,
  },
  // ---------------------------------------------------------------- Uso, operação e manutenção
  {
    id: "nbr14037-documentos-entrega-renovacao",
    code: "ABNT NBR 14037:2011",
    item: "Anexo A (Tabela A.1)",
    title: "Documentos da edificação: a construtora ou incorporadora entrega a primeira via; o proprietário ou o condomínio renova",
    topics: ["documentos da edificação", "documentos do condomínio", "entrega de documentos ao condomínio", "quem entrega o manual", "manual do proprietário", "manual das áreas comuns", "manual do síndico", "renovação de documentos", "AVCB", "projetos as built", "entrega das chaves", "14037"],
    text:
      "A NBR 14037 atribui à construtora ou incorporadora, que elabora o manual de uso, operação e manutenção, o fornecimento inicial dos documentos da edificação, listados no Anexo A (Tabela A.1). " +
      "A renovação desses documentos passa a ser incumbência do proprietário ou do condomínio, nas periodicidades que a própria tabela indica. " +
      "Em edifícios em condomínio, há em geral o manual da unidade, entregue a cada proprietário, e o manual das áreas comuns, entregue ao síndico. " +
      "Confira a lista de documentos e os prazos de renovação na tabela da norma.",
    source: NORM_TEXT_SOURCE,
  },
  {
    id: "nbr5674-documentacao-registros",
    code: "ABNT NBR 5674:2012",
    item: "seções 4.2 e 7, Anexos B e C",
    title: "Manutenção predial documentada: relatórios de inspeção, programa, registros e o fluxo da documentação",
    topics: ["registro de manutenção", "registros de manutenção", "livro de manutenção", "histórico de manutenção", "documentação da manutenção", "relatório de inspeção", "comprovar manutenção", "perda de garantia", "plano de manutenção", "programa de manutenção", "síndico", "5674"],
    text:
      "A NBR 5674 não se limita a pedir o programa de manutenção: ela estabelece o conteúdo básico do relatório de inspeção e dedica uma seção aos requisitos da documentação e ao fluxo dela. " +
      "O Anexo B lista os principais registros a guardar, e o Anexo C traz modelos de verificações e de seus registros. " +
      "Os manuais de edifícios costumam registrar cada serviço com data, sistema, atividade, responsável e ART ou RRT quando houver; esses registros comprovam que a manutenção prevista no manual foi feita, condição para manter as garantias. " +
      "Confira a lista de registros na norma.",
    source: NORM_TEXT_SOURCE,
  },
  // ---------------------------------------------------------------- Água de chuva
  {
    id: "nbr15527-descarte-primeira-chuva",
    code: "ABNT NBR 15527:2019",
    item: "1ª edição (2007)",
    title: "Descarte da primeira chuva (first flush): 2 mm da precipitação inicial na edição de 2007 (a confirmar na de 2019)",
    topics: ["descarte da primeira chuva", "first flush", "descarte inicial", "escoamento inicial", "dispositivo de descarte", "separador de primeiras águas", "filtro de água de chuva", "cisterna", "água de chuva", "aproveitamento de água de chuva", "2 mm", "15527"],
    text:
      "As primeiras águas de cada chuva lavam a atmosfera e o telhado e chegam com poeira, folhas e fezes de animais; por isso o sistema de aproveitamento desvia esse volume inicial para fora do reservatório. " +
      "A 1ª edição da NBR 15527, de 2007, recomendava, na falta de dados, descartar os primeiros 2 mm de precipitação, o que dá cerca de 2 litros por m² de cobertura, com dispositivo automático. " +
      "A edição de 2019 substituiu a de 2007: confirme nela o critério vigente para o descarte e para a limpeza do dispositivo.",
    source: NORM_TEXT_SOURCE,
    uncertain: true,
  },
];
