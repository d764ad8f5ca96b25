import type { ClientKind } from "./addressing";
import type { BriefingContent, FollowUp, QuestionnaireId } from "./briefing.schema";
import type { ProjectType } from "./projects";

/**
 * The briefing questionnaires (one per kind of project), progress and the briefing as text for a
 * model. Questions are written here in our own words from these sources (see
 * shared/domain-facts/budget-and-documents.md, section Briefing, and practice.json,
 * briefing_residencial_categorias / programa_de_necessidades):
 *  - objective part (budget, date, users, rooms, site survey, condominium rules, drawings,
 *    furniture to keep) and subjective part (style, colours, textures, references):
 *    designerpaulooliveira.com/tag/objetivo/; braon.net/o-briefing-nos-projetos-de-arquitetura-e-engenharia;
 *    studioopenhouse.com.br/post/briefing-arquitetura-prática; vobi.com.br/briefing-de-arquitetura
 *  - commercial additions (brand, business model, staff, products, public, hours and flow,
 *    health authority, fire department, NBR 9050): leiautar.com.br/quais-perguntas-fazer-no-briefing
 *  - users, activities, equipment, comfort, special installations (NBR 13532, PN-ARQ):
 *    the norm's own text (ABNT catalogue);
 *    blog.blocksrvt.com/programa-de-necessidades
 * Some ids are read by other code (the offline needs-programme generator, the follow-up rules):
 * keep them stable; tests list them.
 *
 * The questions speak to the client as the client is (R-CLIENT-3): "Quer um lavabo?" to one
 * person, "Querem um lavabo?" to a couple or to a company's people (vocês, as `you` in
 * addressing.ts), and an impersonal "Deve haver um lavabo?" when the kind is not known. A text
 * that depends on it is written once with its three forms (`says`); `questionnaireFor` picks them.
 */

export type QuestionPart = "objetiva" | "subjetiva";
export type QuestionInput = "text" | "long" | "number" | "yesno" | "choice";

export interface Question {
  id: string;
  part: QuestionPart;
  section: string;
  label: string;
  help?: string;
  input: QuestionInput;
  options?: string[];
  placeholder?: string;
}

export interface Questionnaire {
  id: QuestionnaireId;
  label: string;
  description: string;
  questions: Question[];
}

/** How a yes/no answer is stored. */
export const YES = "sim";
export const NO = "não";

export const PART_LABELS: Record<QuestionPart, string> = {
  objetiva: "Parte objetiva",
  subjetiva: "Parte subjetiva",
};

/** Whom the questions speak to: no one known (impersonal), one person (você), several (vocês). */
export type Voice = "neutra" | "singular" | "plural";

/** A couple and a company are spoken to as "vocês" (a company through its people, as in addressing.ts); an unknown kind impersonally. */
export function voiceOf(kind: ClientKind | null | undefined): Voice {
  if (kind === "pessoa_feminina" || kind === "pessoa_masculina") return "singular";
  if (kind === "casal" || kind === "empresa") return "plural";
  return "neutra";
}

/** A text in its three forms. No question uses a gendered adjective of the client; one would need the kind, not the voice. */
export type Says = Readonly<Record<Voice, string>>;
export type Words = string | Says;
export const says = (neutra: string, singular: string, plural: string): Says => ({ neutra, singular, plural });
export const inVoice = (words: Words, voice: Voice): string => (typeof words === "string" ? words : words[voice]);

/** A question as written here: its texts may depend on whom it speaks to. */
interface Written extends Omit<Question, "label" | "help" | "placeholder"> {
  label: Words;
  help?: Words;
  placeholder?: string;
}
interface WrittenQuestionnaire extends Omit<Questionnaire, "questions"> {
  questions: Written[];
}

type Spec = Omit<Written, "part" | "section">;
const inSection = (part: QuestionPart, section: string, specs: Spec[]): Written[] =>
  specs.map((s) => ({ ...s, part, section }));
const objective = (section: string, specs: Spec[]) => inSection("objetiva", section, specs);
const subjective = (section: string, specs: Spec[]) => inSection("subjetiva", section, specs);

const budget = (dateLabel: string, budgetHelp: Words): Written[] =>
  objective("Orçamento e prazo", [
    { id: "orcamento", input: "text", label: "Orçamento previsto (R$)", help: budgetHelp, placeholder: "Ex.: R$ 600.000 a R$ 700.000" },
    { id: "prazo", input: "text", label: dateLabel, help: says("Vale dizer se é uma data fixa ou só um desejo.", "Diga se é uma data fixa ou só um desejo.", "Digam se é uma data fixa ou só um desejo."), placeholder: "Ex.: até 15/03/2026" },
  ]);

/** "Uma faixa aproximada já ajuda. Diga se inclui …" in the client's voice. */
const budgetHelp = (what: string): Says =>
  says(
    `Uma faixa aproximada já ajuda. Vale dizer se inclui ${what}.`,
    `Uma faixa aproximada já ajuda. Diga se inclui ${what}.`,
    `Uma faixa aproximada já ajuda. Digam se inclui ${what}.`,
  );

const household = (howMany: string): Written[] =>
  objective("Quem vai usar", [
    { id: "moradores", input: "number", label: howMany, placeholder: "Ex.: 4" },
    { id: "idades", input: "text", label: "Idades dos moradores", placeholder: "Ex.: 42, 40, 9 e 4 anos" },
    { id: "rotina", input: "long", label: "Como é a rotina da casa?", help: says(
      "Horários, quem cozinha, quem trabalha em casa ou fora, como são as visitas, hobbies.",
      "Horários, quem cozinha, quem trabalha em casa ou fora, como você recebe visitas, hobbies.",
      "Horários, quem cozinha, quem trabalha em casa ou fora, como vocês recebem visitas, hobbies.",
    ) },
    { id: "pets", input: "text", label: "Animais de estimação", help: "Quais e quantos; se não houver, basta deixar em branco.", placeholder: "Ex.: 2 cães de porte médio" },
    {
      id: "acessibilidade",
      input: "long",
      label: "Alguém tem mobilidade reduzida ou outra necessidade de acessibilidade?",
      help: "Cadeira de rodas, andador, baixa visão, idosos, gestantes — hoje ou nos próximos anos. Se não houver, basta deixar em branco.",
    },
  ]);

const homeOffice: Spec = {
  id: "home-office",
  input: "yesno",
  label: says("Será preciso um home office (escritório em casa)?", "Precisa de home office (escritório em casa)?", "Precisam de home office (escritório em casa)?"),
};

/** The counted rooms the needs-programme generator reads (residencial and reforma). */
const roomCounts = (help: string): Spec[] => [
  { id: "dormitorios", input: "number", label: "Quantos dormitórios, contando as suítes?", help },
  { id: "suites", input: "number", label: "Quantos desses dormitórios são suítes?" },
  { id: "banheiros", input: "number", label: "Quantos banheiros além dos das suítes?" },
  { id: "lavabo", input: "yesno", label: says("Deve haver um lavabo?", "Quer um lavabo?", "Querem um lavabo?") },
  homeOffice,
  { id: "vagas-garagem", input: "number", label: "Quantas vagas de garagem?" },
  { id: "area-servico", input: "yesno", label: says("Deve haver área de serviço (lavanderia)?", "Quer área de serviço (lavanderia)?", "Querem área de serviço (lavanderia)?") },
  { id: "area-gourmet", input: "yesno", label: says("Deve haver área gourmet ou churrasqueira?", "Quer área gourmet ou churrasqueira?", "Querem área gourmet ou churrasqueira?") },
  { id: "piscina", input: "yesno", label: says("Deve haver piscina?", "Quer piscina?", "Querem piscina?") },
];

const PROPERTY_KINDS = ["Casa", "Apartamento", "Sala comercial", "Outro"];

const drawings: Spec = {
  id: "desenhos-existentes",
  input: "long",
  label: "Há plantas ou projetos do imóvel?",
  help: says(
    "Da construtora, do condomínio, da prefeitura ou de uma obra anterior; vale dizer onde estão.",
    "Da construtora, do condomínio, da prefeitura ou de uma obra anterior; diga onde estão.",
    "Da construtora, do condomínio, da prefeitura ou de uma obra anterior; digam onde estão.",
  ),
};

const existingSurvey: Spec = {
  id: "levantamento-existente",
  input: "long",
  label: "O que já existe no local e precisa ser considerado?",
  help: "Posição de portas e janelas, pontos elétricos (tomadas, interruptores, luminárias), pontos de água e esgoto, gás, ar-condicionado. Fotos ajudam.",
};

const condominiumWorks: Spec = {
  id: "condominio-regras",
  input: "long",
  label: "Regras do condomínio para obras",
  help: "Horários permitidos, aprovação do síndico, entrada de material, o que não pode mudar (fachada, esquadrias).",
};

const furnitureToKeep: Written[] = objective("Mobiliário", [
  {
    id: "mobiliario-existente",
    input: "long",
    label: "Quais móveis e equipamentos serão mantidos, e com que medidas?",
    placeholder: "Ex.: piano 1,50 × 0,60 m; mesa de jantar 2,00 × 1,00 m",
  },
]);

const taste = (styleLabel: Words, colourLabel: Words, feeling: Spec | null): Written[] => [
  ...subjective("Gosto e estilo", [
    { id: "estilo", input: "long", label: styleLabel, help: "Contemporâneo, rústico, minimalista, industrial, clássico — ou em palavras próprias." },
    { id: "cores", input: "long", label: colourLabel },
    { id: "materiais", input: "long", label: "Que texturas e materiais agradam?", help: "Madeira, concreto aparente, tijolo, pedra, cimento queimado, palha, metal…" },
    ...(feeling ? [feeling] : []),
  ]),
  ...subjective("Referências", [
    {
      id: "referencias",
      input: "long",
      label: "Referências de imagens",
      help: says(
        "Links de pastas do Pinterest, perfis, fotos de lugares que agradam.",
        "Links de pastas do Pinterest, perfis, fotos de lugares de que você gosta.",
        "Links de pastas do Pinterest, perfis, fotos de lugares de que vocês gostam.",
      ),
      placeholder: "https://br.pinterest.com/…",
    },
    {
      id: "nao-gosta",
      input: "long",
      label: says("O que não agrada de jeito nenhum?", "Do que você não gosta de jeito nenhum?", "Do que vocês não gostam de jeito nenhum?"),
      help: says(
        "Cores, materiais ou soluções já usados que não devem se repetir.",
        "Cores, materiais ou soluções que você já teve e não quer repetir.",
        "Cores, materiais ou soluções que vocês já tiveram e não querem repetir.",
      ),
    },
  ]),
];

const homeTaste = (feeling: boolean) =>
  taste(
    says("Como descrever o estilo desejado?", "Como você descreveria o estilo que deseja?", "Como vocês descreveriam o estilo que desejam?"),
    says("Que cores são bem-vindas em casa?", "Quais cores você gosta de ver em casa?", "Quais cores vocês gostam de ver em casa?"),
    feeling ? { id: "sensacoes", input: "long", label: "Que sensação a casa deve transmitir?", help: "Acolhimento, amplitude, silêncio, alegria…" } : null,
  );

const residencial: WrittenQuestionnaire = {
  id: "residencial",
  label: "Residencial",
  description: "Casa nova: família, rotina, ambientes, terreno, conforto e gosto.",
  questions: [
    ...budget("Data desejada para a mudança", budgetHelp("móveis, projeto e decoração")),
    ...objective("Orçamento e prazo", [
      {
        id: "financiamento",
        input: "yesno",
        label: "A obra terá financiamento bancário?",
        // Fact: the NBR 15575 minimum level is a prerequisite for CAIXA/MCMV financing (nbr.json, NBR 15575).
        help: "Financiamentos como os da CAIXA pedem o desempenho mínimo da ABNT NBR 15575.",
      },
    ]),
    ...household("Quantas pessoas vão morar na casa?"),
    ...objective("Ambientes", [
      {
        id: "ambientes-desejados",
        input: "long",
        label: says("Quais ambientes a casa deve ter?", "Quais ambientes você quer?", "Quais ambientes vocês querem?"),
        help: says(
          "Todos, com tamanhos aproximados quando já houver uma ideia (ex.: sala integrada à cozinha, despensa, closet).",
          "Liste todos, com tamanhos aproximados se souber (ex.: sala integrada à cozinha, despensa, closet).",
          "Listem todos, com tamanhos aproximados se souberem (ex.: sala integrada à cozinha, despensa, closet).",
        ),
      },
      ...roomCounts("Como devem ficar na casa pronta."),
      { id: "ampliacoes-futuras", input: "long", label: says("Há planos de ampliar a casa no futuro?", "Pensa em ampliar a casa no futuro?", "Pensam em ampliar a casa no futuro?"), help: "Mais um quarto quando a família crescer, edícula, segundo pavimento…" },
    ]),
    ...objective("Terreno e legislação", [
      { id: "terreno", input: "long", label: "Como é o terreno?", help: "Dimensões, área, onde nasce o sol, vizinhos, árvores.", placeholder: "Ex.: 12 × 30 m, 360 m², frente para o norte" },
      { id: "topografia", input: "choice", label: "Topografia do terreno", options: ["Plano", "Em aclive", "Em declive", "Não sei"], help: "Aclive: sobe a partir da rua; declive: desce." },
      { id: "levantamento-topografico", input: "yesno", label: "Já existe levantamento topográfico do terreno?" },
      {
        id: "condominio-regras",
        input: "long",
        label: "O terreno fica em condomínio ou loteamento com regras próprias?",
        help: says(
          "Recuos, altura, fachada, muros, horários de obra. Se houver, vale enviar o regulamento.",
          "Recuos, altura, fachada, muros, horários de obra. Se houver, mande o regulamento.",
          "Recuos, altura, fachada, muros, horários de obra. Se houver, mandem o regulamento.",
        ),
      },
      drawings,
    ]),
    ...objective("Conforto e instalações", [
      {
        id: "conforto",
        input: "long",
        label: says("O que incomoda na moradia atual?", "O que incomoda onde você mora hoje?", "O que incomoda onde vocês moram hoje?"),
        help: says(
          "Calor, frio, barulho, pouca luz, pouca ventilação — e o que deve ser diferente.",
          "Calor, frio, barulho, pouca luz, pouca ventilação — e o que você quer diferente.",
          "Calor, frio, barulho, pouca luz, pouca ventilação — e o que vocês querem diferente.",
        ),
      },
      {
        id: "instalacoes-especiais",
        input: "long",
        label: says("Quais instalações especiais são desejadas?", "Quais instalações especiais você deseja?", "Quais instalações especiais vocês desejam?"),
        help: "Ar-condicionado, aquecimento solar ou a gás, energia fotovoltaica, automação, aproveitamento de água de chuva, carregador de carro elétrico.",
      },
    ]),
    ...furnitureToKeep,
    ...homeTaste(true),
  ],
};

const comercial: WrittenQuestionnaire = {
  id: "comercial",
  label: "Comercial",
  description: "Loja, escritório, restaurante ou serviço: negócio, equipe, público, licenças e marca.",
  questions: [
    ...budget("Data desejada para a inauguração", budgetHelp("mobiliário, equipamentos e comunicação visual")),
    ...objective("Negócio e marca", [
      { id: "marca", input: "long", label: "Nome da marca e identidade visual", help: "Logo, cores, manual de marca, se houver." },
      { id: "modelo-negocio", input: "long", label: "Como funciona o negócio?", help: "Como vende (balcão, mesa, agendamento, delivery), ticket médio, planos de crescimento." },
      { id: "produtos-servicos", input: "long", label: "Quais produtos e serviços serão oferecidos no espaço?" },
      { id: "publico-alvo", input: "long", label: "Quem é o público-alvo?" },
      { id: "objetivo-espaco", input: "long", label: "O que o novo espaço precisa resolver?", help: "Abrir uma unidade, mudar de endereço, atender mais gente, reforçar a marca…" },
    ]),
    ...objective("Equipe", [
      { id: "funcionarios", input: "number", label: "Quantos funcionários vão trabalhar no local?", help: "No turno mais cheio." },
      { id: "organizacao", input: "long", label: "Como a equipe se organiza?", help: "Setores, turnos, quem precisa de posto fixo, vestiário, área de descanso." },
    ]),
    ...objective("Funcionamento e público", [
      { id: "horario-funcionamento", input: "text", label: "Horário de funcionamento", placeholder: "Ex.: seg. a sáb., das 9h às 19h" },
      { id: "atendimento-publico", input: "yesno", label: "Haverá atendimento ao público no local?" },
      { id: "fluxo-clientes", input: "text", label: "Quantos clientes por dia e no horário de pico?", placeholder: "Ex.: 150 por dia, 30 ao mesmo tempo no almoço" },
      {
        id: "acessibilidade",
        input: "long",
        label: "Há funcionários ou clientes com necessidades de acessibilidade conhecidas?",
        help: "Além do que a norma já exige para o público em geral.",
      },
    ]),
    ...objective("Imóvel", [
      { id: "imovel-situacao", input: "choice", label: "Situação do imóvel", options: ["Próprio", "Alugado", "Em shopping ou galeria", "Ainda não definido"] },
      { id: "area-imovel", input: "text", label: "Endereço e área do imóvel", placeholder: "Ex.: Rua X, 100 — 120 m²" },
      drawings,
      existingSurvey,
      {
        id: "condominio-regras",
        input: "long",
        label: "Regras do shopping, condomínio ou proprietário",
        help: "Horários de obra, fachada, letreiro, aprovação prévia do projeto.",
      },
    ]),
    ...objective("Ambientes", [
      { id: "ambientes-desejados", input: "long", label: "Quais ambientes o espaço precisa ter?", help: "Salão, atendimento, caixa, escritório, cozinha, depósito… com tamanhos aproximados quando já houver uma ideia." },
      { id: "estoque", input: "yesno", label: "O espaço precisa de estoque?" },
      { id: "copa", input: "yesno", label: "O espaço precisa de copa para os funcionários?" },
      { id: "banheiros", input: "number", label: "Quantos banheiros?" },
      { id: "vagas-garagem", input: "number", label: "Quantas vagas de estacionamento?" },
      { id: "equipamentos", input: "long", label: "Equipamentos e mobiliário específicos", help: "Fornos, câmaras frias, expositores, macas, caixas — com medidas." },
    ]),
    ...objective("Licenças e normas", [
      { id: "alimentos", input: "yesno", label: "O negócio vai preparar, manipular ou vender alimentos?", help: "Nesse caso a vigilância sanitária tem exigências próprias." },
      { id: "licencas", input: "long", label: "Que licenças o imóvel ou o negócio já tem?", help: "Alvará de funcionamento, AVCB ou CLCB do Corpo de Bombeiros, licença sanitária." },
      { id: "instalacoes-especiais", input: "long", label: "Instalações especiais", help: "Ar-condicionado, exaustão, gás, rede lógica, som, câmeras, energia de reserva." },
    ]),
    ...taste("Que estilo combina com a marca?", "Cores da marca e cores desejadas no espaço", {
      id: "experiencia-cliente",
      input: "long",
      label: "Que experiência deve ter quem entra no espaço?",
      help: "Acolhimento, agilidade, exclusividade, descontração…",
    }),
  ],
};

const interiores: WrittenQuestionnaire = {
  id: "interiores",
  label: "Interiores",
  description: "Projeto de interiores: quem usa, o que existe no imóvel, uso dos ambientes, marcenaria e gosto.",
  questions: [
    ...budget("Data desejada para a mudança ou para a conclusão", budgetHelp("marcenaria, móveis soltos e decoração")),
    ...household("Quantas pessoas moram ou vão morar no imóvel?"),
    ...objective("Imóvel e levantamento", [
      { id: "imovel-tipo", input: "choice", label: "Tipo de imóvel", options: PROPERTY_KINDS },
      { id: "area-imovel", input: "text", label: "Área aproximada do imóvel", placeholder: "Ex.: 85 m²" },
      drawings,
      existingSurvey,
      {
        id: "escopo-obra",
        input: "choice",
        label: "Até onde pode ir a intervenção?",
        options: ["Só decoração", "Marcenaria e decoração", "Pequenas obras (pisos, forros, pontos)", "Obra completa"],
      },
      condominiumWorks,
    ]),
    ...objective("Ambientes e uso", [
      { id: "ambientes-desejados", input: "long", label: "Quais ambientes serão projetados?" },
      homeOffice,
      { id: "atividades", input: "long", label: "O que acontece em cada ambiente?", help: "Ex.: a sala é para ver filmes e receber amigos; a mesa de jantar vira mesa de trabalho." },
      { id: "armazenamento", input: "long", label: "O que precisa ser guardado?", help: "Roupas, sapatos, livros, coleções, malas, utensílios — quantidades aproximadas." },
      { id: "eletrodomesticos", input: "long", label: "Eletrodomésticos e equipamentos a acomodar", help: "Geladeira, cooktop, lava-louças, TV, som — novos ou existentes, com medidas." },
      { id: "iluminacao", input: "long", label: says("Como deve ser a iluminação?", "Como você quer a iluminação?", "Como vocês querem a iluminação?"), help: "Luz mais quente ou mais branca, pontos de leitura, dimerização, automação." },
    ]),
    ...furnitureToKeep,
    ...objective("Mobiliário", [
      { id: "objetos-afetivos", input: "long", label: "Objetos, quadros ou coleções que precisam de lugar de destaque" },
    ]),
    ...homeTaste(true),
  ],
};

const reforma: WrittenQuestionnaire = {
  id: "reforma",
  label: "Reforma",
  description: "Reforma de imóvel existente: estado atual, o que mudar, regras do condomínio e gosto.",
  questions: [
    ...budget("Data desejada para a conclusão da reforma", budgetHelp("móveis e marcenaria")),
    ...household("Quantas pessoas moram ou vão morar no imóvel?"),
    ...objective("Imóvel existente", [
      { id: "imovel-tipo", input: "choice", label: "Tipo de imóvel", options: PROPERTY_KINDS },
      { id: "idade-imovel", input: "text", label: "Idade aproximada do imóvel", placeholder: "Ex.: 30 anos" },
      { id: "area-imovel", input: "text", label: "Área aproximada do imóvel", placeholder: "Ex.: 120 m²" },
      drawings,
      existingSurvey,
      {
        id: "estado-instalacoes",
        input: "long",
        label: "Em que estado estão a estrutura e as instalações?",
        help: "Trincas, infiltrações, mofo, vazamentos, disjuntores que desarmam, fiação ou canos antigos.",
      },
      condominiumWorks,
      { id: "morar-durante-obra", input: "yesno", label: says("Alguém vai morar no imóvel durante a obra?", "Vai morar no imóvel durante a obra?", "Vão morar no imóvel durante a obra?") },
    ]),
    ...objective("O que mudar", [
      { id: "motivo-reforma", input: "long", label: "Por que reformar? O que mais incomoda hoje?" },
      { id: "ambientes-desejados", input: "long", label: "Quais ambientes serão reformados ou criados?" },
      {
        id: "paredes-remover",
        input: "long",
        label: says("Há paredes a remover, abrir ou mover?", "Pretende remover, abrir ou mover paredes?", "Pretendem remover, abrir ou mover paredes?"),
        help: "Quais e para quê; se não, basta deixar em branco.",
      },
      ...roomCounts("Como devem ficar depois da reforma."),
    ]),
    ...furnitureToKeep,
    ...homeTaste(false),
  ],
};

const WRITTEN: Record<QuestionnaireId, WrittenQuestionnaire> = { residencial, comercial, interiores, reforma };

function inVoiceOf(q: WrittenQuestionnaire, voice: Voice): Questionnaire {
  return {
    ...q,
    questions: q.questions.map(({ label, help, ...rest }) => ({ ...rest, label: inVoice(label, voice), ...(help !== undefined ? { help: inVoice(help, voice) } : {}) })),
  };
}

const VOICES: Voice[] = ["neutra", "singular", "plural"];
const BY_VOICE = Object.fromEntries(
  VOICES.map((voice) => [voice, Object.fromEntries(Object.entries(WRITTEN).map(([id, q]) => [id, inVoiceOf(q, voice)]))]),
) as Record<Voice, Record<QuestionnaireId, Questionnaire>>;

/**
 * The questionnaire as the client reads it (R-CLIENT-3): the one place that decides its wording.
 * Every screen, export and summary that shows a question asks here with the client's kind.
 */
export function questionnaireFor(id: QuestionnaireId, kind: ClientKind | null | undefined): Questionnaire {
  return BY_VOICE[voiceOf(kind)][id];
}

/** The questionnaires in the impersonal voice: for what reads only ids, sections and counts, and for a client of unknown kind. */
export const QUESTIONNAIRES: Record<QuestionnaireId, Questionnaire> = BY_VOICE.neutra;

const QUESTIONNAIRE_BY_PROJECT_TYPE: Record<ProjectType, QuestionnaireId> = {
  residencial: "residencial",
  comercial: "comercial",
  // Mixed, industrial and institutional buildings share the commercial concerns: staff, public,
  // licences, sector rules.
  misto: "comercial",
  industrial: "comercial",
  institucional: "comercial",
  interiores: "interiores",
  reforma: "reforma",
};

export function questionnaireForProjectType(type: ProjectType): QuestionnaireId {
  return QUESTIONNAIRE_BY_PROJECT_TYPE[type];
}

/**
 * What the briefing helpers read: a stored briefing, or a form's state before zod's defaults
 * (followUps may be absent, a follow-up's answer too).
 */
export interface BriefingView {
  questionnaire: QuestionnaireId;
  answers: Readonly<Record<string, string | undefined>>;
  followUps?: readonly (Pick<FollowUp, "text"> & Partial<Omit<FollowUp, "text">>)[];
}

export const isAnswered = (text: string | undefined | null): boolean => (text ?? "").trim() !== "";

/** An answer as a reader sees it: a yes/no answer (stored "sim"/"não") as "Sim"/"Não", anything else trimmed. */
export function answerText(question: { input: QuestionInput }, answer: string): string {
  const text = answer.trim();
  if (question.input !== "yesno") return text;
  const plain = text.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
  return plain === "sim" ? "Sim" : plain === "nao" ? "Não" : text;
}

/** A question and its answer on one line: "Quer piscina? Sim", "Orçamento previsto (R$): R$ 600.000" (never "?:"). */
export function questionAndAnswer(label: string, answer: string): string {
  const question = label.trim();
  return /[?!:]$/.test(question) ? `${question} ${answer}` : `${question}: ${answer}`;
}

/** The questions of a briefing, worded for its client (`questionnaireFor`). */
export function questionsOf(content: Pick<BriefingView, "questionnaire">, kind: ClientKind | null | undefined): Question[] {
  return questionnaireFor(content.questionnaire, kind).questions;
}

export interface BriefingProgress {
  answered: number;
  total: number;
}

/** The questionnaire's questions plus the accepted follow-ups; blank answers don't count. */
export function briefingProgress(content: BriefingView): BriefingProgress {
  const questions = QUESTIONNAIRES[content.questionnaire].questions;
  const followUps = content.followUps ?? [];
  const answered =
    questions.filter((q) => isAnswered(content.answers[q.id])).length + followUps.filter((f) => isAnswered(f.answer)).length;
  return { answered, total: questions.length + followUps.length };
}

/** "12 de 30 respondidas"; the singular only for exactly one. */
export function progressLabel(p: BriefingProgress): string {
  return `${p.answered} de ${p.total} ${p.answered === 1 ? "respondida" : "respondidas"}`;
}

export function emptyBriefing(questionnaire: QuestionnaireId): BriefingContent {
  return { questionnaire, answers: {}, followUps: [] };
}

/** One line per answer: a model reads a line break inside an answer as a new item. */
const oneLine = (text: string) => text.trim().replace(/\s*\n\s*/g, " / ");

/**
 * The answered questions (by section) and answered follow-ups as compact plain text for a
 * model's prompt, the questions worded for the client; unanswered ones are left out.
 */
export function briefingAsText(content: BriefingView, kind: ClientKind | null | undefined): string {
  const questionnaire = questionnaireFor(content.questionnaire, kind);
  const lines = [`Questionário: ${questionnaire.label}`];
  let section = "";
  for (const q of questionnaire.questions) {
    const answer = content.answers[q.id];
    if (!isAnswered(answer)) continue;
    if (q.section !== section) {
      section = q.section;
      lines.push(`## ${section}`);
    }
    lines.push(`- ${questionAndAnswer(q.label, oneLine(answerText(q, answer!)))}`);
  }
  const followUps = (content.followUps ?? []).filter((f) => isAnswered(f.answer));
  if (followUps.length > 0) {
    lines.push("## Perguntas complementares");
    for (const f of followUps) lines.push(`- ${questionAndAnswer(oneLine(f.text), oneLine(f.answer!))}`);
  }
  return lines.join("\n");
}
