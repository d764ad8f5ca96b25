import { plural, theClient, verb, type Addressee } from "#domain/addressing";
import { isAnswered, NO, YES } from "#domain/briefing";
import type { BriefingContent } from "#domain/briefing.schema";
import type { WrittenKind } from "#domain/documents";

/**
 * The briefing's answers as inputs for the written drafts (R-DOC-6, decision 074): each question
 * says, in ONE table, which sections of which documents it informs and whether its answer is
 * private (the client's budget, health or family). The offline generator writes sentences from
 * the answers for the sections listed here; it never pastes "Pergunta: resposta". A private
 * answer never reaches the concept or the presentation text; health reaches the memorial only as
 * neutral technical requirements (accessibility), never in the client's words.
 */

export type Privacy = "budget" | "health" | "family";
/** "memorial/instalacoes-eletricas" */
export type SectionRef = `${WrittenKind}/${string}`;

export interface BriefingUse {
  privacy: Privacy | null;
  informs: SectionRef[];
}

const use = (informs: SectionRef[], privacy: Privacy | null = null): BriefingUse => ({ privacy, informs });
const ORG: SectionRef = "justificativa/organizacao-funcional";

/** Every question id of every questionnaire (a test checks none is missing) and what it informs. */
export const BRIEFING_USES: Record<string, BriefingUse> = {
  // The client's money: the budget range is for the studio's own budget, never printed.
  orcamento: use([], "budget"),
  financiamento: use(["justificativa/aspectos-economicos"], "budget"),
  prazo: use(["apresentacao/proximos-passos"]),
  // Household: family and health, only in neutral words and never in client-facing prose.
  moradores: use([ORG], "family"),
  idades: use([], "family"),
  rotina: use([ORG], "family"),
  acessibilidade: use(["memorial/acessibilidade", ORG], "health"),
  pets: use(["memorial/revestimentos", ORG]),
  // Rooms (the programme counts them; the justification says how they are organised).
  "ambientes-desejados": use([ORG, "conceito/relacao-briefing"]),
  dormitorios: use([ORG]),
  suites: use([ORG]),
  banheiros: use([ORG]),
  lavabo: use([ORG]),
  "home-office": use([ORG]),
  "vagas-garagem": use([ORG, "justificativa/implantacao"]),
  "area-servico": use([ORG]),
  "area-gourmet": use([ORG]),
  piscina: use([ORG]),
  "ampliacoes-futuras": use(["justificativa/partido"]),
  // Site.
  terreno: use(["memorial/descricao-imovel", "justificativa/terreno", "justificativa/implantacao", "conceito/ideias-norteadoras"]),
  topografia: use(["memorial/movimento-terra", "justificativa/terreno"]),
  "levantamento-topografico": use(["memorial/movimento-terra"]),
  "condominio-regras": use(["memorial/aprovacao", "justificativa/localizacao-zoneamento"]),
  "desenhos-existentes": use(["memorial/descricao-imovel"]),
  "levantamento-existente": use(["memorial/servicos-preliminares"]),
  // Comfort, installations, sustainability.
  conforto: use(["justificativa/conforto-sustentabilidade", "conceito/ideias-norteadoras"]),
  "instalacoes-especiais": use(["memorial/instalacoes-eletricas", "memorial/instalacoes-hidrossanitarias", "justificativa/conforto-sustentabilidade", "conceito/ideias-norteadoras"]),
  "mobiliario-existente": use([ORG]),
  // Taste: the concept's palette and the partido.
  estilo: use(["conceito/declaracao", "conceito/paleta", "justificativa/partido", "apresentacao/proposta"]),
  cores: use(["conceito/paleta"]),
  materiais: use(["conceito/paleta", "justificativa/partido"]),
  sensacoes: use(["conceito/declaracao", "conceito/ideias-norteadoras", "apresentacao/proposta"]),
  "experiencia-cliente": use(["conceito/declaracao", "conceito/ideias-norteadoras", "apresentacao/proposta"]),
  referencias: use(["conceito/referencias"]),
  "nao-gosta": use(["conceito/paleta"]),
  // Commercial.
  marca: use(["conceito/paleta"]),
  "modelo-negocio": use([ORG]),
  "produtos-servicos": use([ORG]),
  "publico-alvo": use(["conceito/relacao-briefing"]),
  "objetivo-espaco": use(["conceito/relacao-briefing", "apresentacao/proposta"]),
  funcionarios: use([ORG]),
  organizacao: use([ORG]),
  "horario-funcionamento": use([ORG]),
  "atendimento-publico": use([ORG]),
  "fluxo-clientes": use([ORG]),
  "imovel-situacao": use(["memorial/descricao-imovel"]),
  "area-imovel": use(["memorial/descricao-imovel"]),
  estoque: use([ORG]),
  copa: use([ORG]),
  equipamentos: use([ORG, "memorial/instalacoes-eletricas"]),
  alimentos: use(["memorial/aprovacao"]),
  licencas: use(["memorial/aprovacao"]),
  // Interiors and reforms.
  "imovel-tipo": use(["memorial/descricao-imovel"]),
  "escopo-obra": use(["memorial/objetivo"]),
  atividades: use([ORG]),
  armazenamento: use([ORG]),
  eletrodomesticos: use(["memorial/instalacoes-eletricas"]),
  iluminacao: use(["memorial/instalacoes-eletricas"]),
  "objetos-afetivos": use([ORG]),
  "idade-imovel": use(["memorial/descricao-imovel"]),
  "estado-instalacoes": use(["memorial/servicos-preliminares"]),
  "morar-durante-obra": use(["memorial/servicos-preliminares"]),
  "motivo-reforma": use(["conceito/relacao-briefing"]),
  "paredes-remover": use(["memorial/alvenaria"]),
};

/** Whether an answer may appear (as a sentence) in a client-facing text: the concept and the presentation never carry private ones. */
export function isPrivate(id: string): boolean {
  return BRIEFING_USES[id]?.privacy != null;
}

/** The ids answered in this briefing that inform a section, in the table's order. */
export function answersFor(briefing: BriefingContent | null, ref: SectionRef): string[] {
  if (!briefing) return [];
  return Object.entries(BRIEFING_USES)
    .filter(([id, u]) => u.informs.includes(ref) && isAnswered(briefing.answers[id]))
    .map(([id]) => id);
}

/** An answer on one line, trailing punctuation off, or null when blank. */
export function answerOf(briefing: BriefingContent | null, id: string): string | null {
  const text = briefing?.answers[id];
  if (!isAnswered(text)) return null;
  return text!.trim().replace(/\s+/g, " ").replace(/[.;,\s]+$/, "");
}

/** Lower-cases the first letter of a sentence start ("O apartamento", "Contemporâneo"), not of an acronym ("ZR-2"). */
const lowerFirst = (s: string) => (/^[A-ZÀ-Ý](?=[a-zà-ÿ\s])/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s);
const upperFirst = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
/** A clause from the client's words, with first-person wishes ("que queremos manter") said in the third person or dropped. */
export function clause(text: string): string {
  return lowerFirst(
    text
      .replace(/,?\s*(que|pois|porque)\s+(queremos|gostaríamos de|desejamos|pretendemos)\s+\w+/gi, "")
      // A wish that opens a clause ("; queremos sol nos quartos") is said as what was asked.
      .replace(/(^|[;.]\s*)(queremos|gostaríamos de|desejamos|precisamos de)\s+/gi, (_, lead: string) => `${lead}pedido: `)
      .replace(/\s+/g, " ")
      .trim(),
  );
}
const sentence = (s: string) => upperFirst(s.trim().replace(/[.;,\s]+$/, "")) + ".";

/** Fragments of a free answer: split at semicolons, full stops and commas that separate items. */
export function fragments(text: string): string[] {
  return text
    .split(/;|\.\s|,\s(?=[a-zà-ÿ])/i)
    .map((s) => s.trim().replace(/[.;,\s]+$/, ""))
    .filter(Boolean);
}

// ---------- Special installations: what the client asked, written as the memorial specifies it ----------

export type InstallationSection = "instalacoes-eletricas" | "instalacoes-hidrossanitarias";

export interface Installation {
  id: string;
  match: RegExp;
  section: InstallationSection;
  /** The memorial's sentence; `where` is the place the answer names ("nos banheiros"), with its leading space, or "". */
  memorial: (where: string) => string;
  /** How the justification's sustainability paragraph names it, or null when it is comfort only. */
  sustainability: string | null;
  /** The catalogue material that specifies it, if the project lists one. */
  material: string | null;
}

export const INSTALLATIONS: Installation[] = [
  {
    id: "aquecimento-solar",
    match: /aquec\w* solar|solar (de|da) água|solar térmic/i,
    section: "instalacoes-hidrossanitarias",
    memorial: () => "Aquecimento de água por energia solar: coletores na cobertura e reservatório térmico (boiler) com apoio elétrico ou a gás, ligados à rede de água quente.",
    sustainability: "aquecimento solar da água",
    material: "Aquecedor solar de água (coletores e boiler)",
  },
  {
    id: "fotovoltaico",
    match: /fotovolt|placas solares|painéis solares/i,
    section: "instalacoes-eletricas",
    memorial: () => "Preparação para sistema fotovoltaico: eletroduto reservado da cobertura até o quadro de distribuição, espaço no quadro para as proteções do sistema e área de cobertura livre e bem orientada para os módulos.",
    sustainability: "geração de energia fotovoltaica no lote",
    material: "Sistema fotovoltaico conectado à rede",
  },
  {
    id: "piso-aquecido",
    match: /piso aquecido|piso radiante|aquecimento (de|do|no) piso/i,
    section: "instalacoes-eletricas",
    memorial: (where) => `Piso aquecido${where}: circuitos exclusivos com proteção diferencial-residual (DR) e termostato por ambiente, conforme o projeto elétrico.`,
    sustainability: null,
    material: null,
  },
  {
    id: "recarga-veiculo",
    match: /carro elétrico|veículo elétrico|carregador|recarga/i,
    section: "instalacoes-eletricas",
    memorial: (where) => `Ponto de recarga de veículo elétrico${where || " na garagem"}: circuito exclusivo com proteção DR, dimensionado no projeto elétrico e aprovado junto à concessionária.`,
    sustainability: "recarga de veículo elétrico",
    material: null,
  },
  {
    id: "agua-chuva",
    match: /água (de|da) chuva|águas pluviais|pluvia|cisterna/i,
    section: "instalacoes-hidrossanitarias",
    memorial: () => "Aproveitamento de água de chuva: captação na cobertura, filtro, reservatório próprio e rede separada e identificada para usos não potáveis (bacias sanitárias, irrigação e lavagem de pisos), conforme a ABNT NBR 15527.",
    sustainability: "aproveitamento da água de chuva",
    material: null,
  },
  {
    id: "ar-condicionado",
    match: /ar[- ]condicionado|climatiza/i,
    section: "instalacoes-eletricas",
    memorial: (where) => `Ar-condicionado${where}: circuitos exclusivos, drenos e posição das unidades externas previstos no projeto.`,
    sustainability: null,
    material: null,
  },
  {
    id: "automacao",
    match: /automa/i,
    section: "instalacoes-eletricas",
    memorial: () => "Infraestrutura para automação: eletrodutos, pontos de rede e central previstos no projeto elétrico.",
    sustainability: null,
    material: null,
  },
  {
    id: "aquecimento-gas",
    match: /aquec\w* a gás|aquecedor a gás|gás/i,
    section: "instalacoes-hidrossanitarias",
    memorial: () => "Aquecimento de água a gás: ponto de gás, exaustão e ventilação do aparelho conforme o projeto de gás.",
    sustainability: null,
    material: null,
  },
];

/** The installations an answer asks for, each with the place it names; fragments no entry matches come back apart. */
export function installationsAsked(answer: string | null): { found: { installation: Installation; where: string }[]; other: string[] } {
  const found: { installation: Installation; where: string }[] = [];
  const other: string[] = [];
  if (!answer) return { found, other };
  for (const fragment of answer.split(/;|,\s|\s+e\s+(?=[a-zà-ÿ]+\s)/i).map((s) => s.trim()).filter(Boolean)) {
    const hit = INSTALLATIONS.find((i) => i.match.test(fragment) && !found.some((f) => f.installation.id === i.id));
    if (!hit) {
      if (!INSTALLATIONS.some((i) => i.match.test(fragment))) other.push(fragment);
      continue;
    }
    const m = hit.match.exec(fragment)!;
    const after = fragment.slice(m.index + m[0].length).match(/^\s+(n[oa]s?|em)\s+.+$/i);
    found.push({ installation: hit, where: after ? ` ${after[0].trim()}` : "" });
  }
  return { found, other };
}

// ---------- Accessibility in neutral technical words ----------

const ACCESSIBILITY: { match: RegExp; requirement: string }[] = [
  { match: /cadeira de rodas|cadeirante/i, requirement: "circulações, portas, ao menos um dormitório e um banheiro dimensionados para cadeira de rodas, com acesso sem degraus desde a rua" },
  { match: /andador|bengala|mobilidade|muleta|locomo/i, requirement: "rotas sem degraus, barras de apoio nos banheiros e pisos antiderrapantes" },
  { match: /visão|visual|cego/i, requirement: "contraste de cores entre pisos, paredes e portas, iluminação uniforme e sinalização tátil onde houver desnível" },
  { match: /idos|terceira idade/i, requirement: "barras de apoio nos banheiros, pisos antiderrapantes e iluminação de circulação noturna" },
  { match: /audi|surd/i, requirement: "campainha e alarmes com sinal luminoso" },
];

/** The technical requirements an accessibility answer implies, never its words (who, which illness). */
export function accessibilityRequirements(answer: string | null): string[] {
  if (!answer) return [];
  const found = ACCESSIBILITY.filter((a) => a.match.test(answer)).map((a) => a.requirement);
  return found.length > 0 ? found : ["rotas, portas e banheiros dimensionados para as necessidades de acessibilidade indicadas no briefing"];
}

// ---------- The routine: counts and habits, never the family's story ----------

export function routineSentences(answer: string | null): string[] {
  if (!answer) return [];
  const out: string[] = [];
  const guests = /(\d+)\s*(pessoas|convidados)/i.exec(answer);
  const when = /(aos|nos)\s+(domingos|sábados|fins de semana|feriados)/i.exec(answer);
  if (guests) out.push(`Área social dimensionada para receber cerca de ${guests[1]} pessoas${when ? ` ${when[0].toLowerCase()}` : ""}.`);
  if (/trabalh\w*\s+(em|de)\s+casa|home office|remoto/i.test(answer)) out.push("Trabalho em casa: um ambiente de trabalho silencioso, com luz natural, separado da área social.");
  if (/cozinh\w*\s+junt|gosta\w* de cozinhar/i.test(answer)) out.push("Cozinha aberta para a área social, para cozinhar junto e receber.");
  if (out.length === 0) out.push("A rotina da casa contada no briefing orientou a setorização e os fluxos.");
  return out;
}

// ---------- The site, by what each fragment speaks of ----------

const SITE_TOPICS: { topic: "orientacao" | "vizinhos" | "vegetacao"; match: RegExp; lead: string }[] = [
  { topic: "vegetacao", match: /árvore|arvore|ipê|ipe\b|araucária|pinheiro|mangueira|jabuticab|palmeira|vegeta|jardim/i, lead: "Vegetação a preservar" },
  { topic: "vizinhos", match: /vizinh|divisa|prédio|edifício|muro|construç/i, lead: "Vizinhança" },
  { topic: "orientacao", match: /\b(norte|sul|leste|oeste|nascente|poente|sol)\b/i, lead: "Orientação" },
];

/** "Orientação: frente para o norte.", "Vizinhança: …", "Vegetação a preservar: …" from the terrain answer; dimensions are left to the lot's data. */
export function siteSentences(answer: string | null): { topic: (typeof SITE_TOPICS)[number]["topic"]; text: string }[] {
  if (!answer) return [];
  return fragments(answer).flatMap((fragment) => {
    const topic = SITE_TOPICS.find((t) => t.match.test(fragment));
    return topic ? [{ topic: topic.topic, text: `${topic.lead}: ${clause(fragment)}.` }] : [];
  });
}

// ---------- Programme counts ----------

/** The rooms the counted questions ask for, as one sentence ("3 dormitórios, sendo 1 suíte; lavabo; home office"). */
export function roomCountsSentence(b: BriefingContent | null): string | null {
  if (!b) return null;
  const n = (id: string) => {
    const v = Number((b.answers[id] ?? "").replace(",", "."));
    return Number.isFinite(v) && isAnswered(b.answers[id]) ? v : null;
  };
  const yes = (id: string) => (b.answers[id] ?? "").trim().toLowerCase() === YES;
  const parts: string[] = [];
  const beds = n("dormitorios");
  const suites = n("suites");
  if (beds !== null) parts.push(`${plural(beds, "dormitório", "dormitórios")}${suites ? `, sendo ${plural(suites, "suíte", "suítes")}` : ""}`);
  const baths = n("banheiros");
  if (baths) parts.push(plural(baths, "banheiro", "banheiros"));
  for (const [id, name] of [["lavabo", "lavabo"], ["home-office", "home office"], ["area-servico", "área de serviço"], ["area-gourmet", "área gourmet"], ["piscina", "piscina"], ["estoque", "estoque"], ["copa", "copa"]] as const) if (yes(id)) parts.push(name);
  const cars = n("vagas-garagem");
  if (cars) parts.push(`garagem para ${plural(cars, "carro", "carros")}`);
  return parts.length > 0 ? `O programa pedido: ${parts.join("; ")}.` : null;
}

export const answeredNo = (b: BriefingContent | null, id: string) => (b?.answers[id] ?? "").trim().toLowerCase() === NO;
export const answeredYes = (b: BriefingContent | null, id: string) => (b?.answers[id] ?? "").trim().toLowerCase() === YES;

/**
 * Sentences for the free answers that only need a lead, per question: written for the section,
 * with the client named by `theClient` and agreeing verbs. Answers with their own writers
 * (installations, accessibility, routine, site, counts) are not here.
 */
export function leadSentence(id: string, text: string, client: Addressee): string | null {
  const c = clause(text);
  const asked = `${theClient(client)} ${verb(client, "pediu", "pediram")}`;
  switch (id) {
    case "pets":
      return sentence(`A casa recebe animais (${c}): espaços e acabamentos pensados para eles`);
    case "ambientes-desejados":
      return sentence(`Ambientes que ${asked}: ${c}`);
    case "ampliacoes-futuras":
      return sentence(`O partido deixa espaço para crescer: ${c}`);
    case "conforto":
      return sentence(`O que incomoda na casa de hoje orienta as decisões de conforto: ${c}`);
    case "mobiliario-existente":
      return sentence(`Móveis existentes com lugar previsto no projeto: ${c}`);
    case "estilo":
      return sentence(`Estilo: ${c}`);
    case "cores":
      return sentence(`Cores: ${c}`);
    case "materiais":
      return sentence(`Texturas e materiais de que ${theClient(client)} ${verb(client, "gosta", "gostam")}: ${c}`);
    case "nao-gosta":
      return sentence(`Fica de fora: ${c}`);
    case "sensacoes":
    case "experiencia-cliente":
      return sentence(`Sensação que o espaço deve transmitir: ${c}`);
    case "condominio-regras":
      return sentence(`Regras do condomínio ou loteamento a atender: ${c}`);
    case "desenhos-existentes":
      return sentence(`Desenhos existentes do imóvel: ${c}`);
    case "levantamento-existente":
      return sentence(`Antes da obra, conferir no local: ${c}`);
    case "estado-instalacoes":
      return sentence(`Estado das instalações existentes, a verificar antes da obra: ${c}`);
    case "objetivo-espaco":
    case "motivo-reforma":
      return sentence(`O que o projeto precisa resolver: ${c}`);
    case "publico-alvo":
      return sentence(`Público: ${c}`);
    case "paredes-remover":
      return sentence(`Paredes a remover ou abrir, após verificação estrutural: ${c}`);
    case "escopo-obra":
      return sentence(`Escopo da intervenção: ${c}`);
    case "area-imovel":
    case "imovel-tipo":
    case "imovel-situacao":
    case "idade-imovel":
      return sentence(`Imóvel: ${c}`);
    case "marca":
      return sentence(`Identidade da marca: ${c}`);
    case "eletrodomesticos":
      return sentence(`Pontos elétricos e hidráulicos para os equipamentos: ${c}`);
    case "iluminacao":
      return sentence(`Iluminação: ${c}`);
    case "equipamentos":
      return sentence(`Equipamentos a acomodar, com seus pontos: ${c}`);
    case "alimentos":
      return text.trim().toLowerCase() === YES ? "O projeto segue as exigências da vigilância sanitária para manipulação de alimentos." : null;
    case "licencas":
      return sentence(`Licenças existentes: ${c}`);
    case "funcionarios": {
      const n = Number(text.replace(",", "."));
      return Number.isFinite(n) && n > 0 ? `Equipe de ${plural(n, "pessoa", "pessoas")} no turno mais cheio.` : null;
    }
    case "organizacao":
      return sentence(`Organização da equipe: ${c}`);
    case "modelo-negocio":
      return sentence(`Como o negócio funciona: ${c}`);
    case "produtos-servicos":
      return sentence(`Produtos e serviços no espaço: ${c}`);
    case "horario-funcionamento":
      return sentence(`Horário de funcionamento: ${c}`);
    case "atendimento-publico":
      return text.trim().toLowerCase() === YES ? "Atendimento ao público no local: acesso, espera e sanitários acessíveis conforme a ABNT NBR 9050:2020." : null;
    case "fluxo-clientes":
      return sentence(`Fluxo de clientes previsto: ${c}`);
    case "atividades":
      return sentence(`Usos de cada ambiente: ${c}`);
    case "armazenamento":
      return sentence(`O que precisa ser guardado: ${c}`);
    case "objetos-afetivos":
      return sentence(`Objetos com lugar de destaque: ${c}`);
    case "morar-durante-obra":
      return text.trim().toLowerCase() === YES ? "Os moradores permanecem no imóvel durante a obra: etapas, acessos e proteção contra poeira planejados para isso." : null;
    default:
      // A bare yes/no or number says nothing alone: those questions have writers of their own.
      return /^(sim|não|\d+([.,]\d+)?)$/i.test(text.trim()) ? null : sentence(c);
  }
}
