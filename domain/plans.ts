/**
 * The plan catalogue (R-PLAN-1, R-PLAN-2): one source for the landing pricing, the dashboard plans page,
 * upgrade requests and, later, quota enforcement. Prices in BRL per month.
 */
export const PLAN_IDS = ["esboco", "avancado", "premium", "obra-prima", "legado"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const DEFAULT_PLAN: PlanId = "esboco";

/** Free trial length for new accounts (R-PROD-4). */
export const TRIAL_DAYS = 7;

/**
 * Days a paid plan stays on after a charge goes unpaid (R-PAY-3): then the studio drops to
 * Esboço's limits, its data kept.
 */
export const GRACE_DAYS = 7;

export function trialEndFrom(signUp: Date): Date {
  return new Date(signUp.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000);
}

/** A monthly allowance; `null` means unlimited. */
export type Quota = number | null;

/** A studio's allowances (R-STUDIO-3): its members share them. */
export interface PlanQuotas {
  textGenerationsPerMonth: Quota;
  imageGenerationsPerMonth: Quota;
  projects: Quota;
  /**
   * Seats: members plus pending invitations. The spec promises 5 (Premium) and unlimited
   * (Obra-Prima) and says nothing of the others; Esboço and Projeto Avançado are for one
   * architect, so 1 (the comparison table's "Usuários" row says the same).
   */
  users: Quota;
}

/** A plan as R-PLAN-1 describes it, plus its quotas. */
export interface Plan {
  id: PlanId;
  name: string;
  /** Short name used in the comparison table's header (Esboço, Avançado, Premium…: R-PLAN-3). */
  shortName: string;
  /** BRL per month; 0 for the free trial; null while not on sale. */
  price: number | null;
  period: string;
  description: string;
  features: readonly string[];
  buttonText: string;
  /** Offered for subscription now (Legado is not yet). */
  isActive: boolean;
  popular: boolean;
  disabled: boolean;
  comingSoon: boolean;
  quotas: PlanQuotas;
}

export const PLANS: readonly Plan[] = [
  {
    id: "esboco",
    name: "Esboço",
    shortName: "Esboço",
    price: 0,
    period: "7 dias grátis",
    description: "Para conhecer a Prancheta sem compromisso e sem cartão de crédito.",
    features: ["10 gerações de texto com IA", "1 projeto salvo", "Orçamento simples", "Suporte por e-mail"],
    buttonText: "Começar teste grátis",
    isActive: true,
    popular: false,
    disabled: false,
    comingSoon: false,
    quotas: { textGenerationsPerMonth: 10, imageGenerationsPerMonth: 0, projects: 1, users: 1 },
  },
  {
    id: "avancado",
    name: "Projeto Avançado",
    shortName: "Avançado",
    price: 99,
    period: "por mês",
    description: "Para o arquiteto autônomo que quer ganhar tempo em cada projeto.",
    features: [
      "100 gerações de texto por mês",
      "50 gerações de imagem por mês",
      "Orçamentos detalhados e memorial descritivo",
      "Programa de necessidades inteligente",
      "Até 20 projetos",
      "Integração básica via API",
      "Suporte por e-mail e chat",
    ],
    buttonText: "Assinar Avançado",
    isActive: true,
    popular: false,
    disabled: false,
    comingSoon: false,
    quotas: { textGenerationsPerMonth: 100, imageGenerationsPerMonth: 50, projects: 20, users: 1 },
  },
  {
    id: "premium",
    name: "Projeto Premium",
    shortName: "Premium",
    price: 199,
    period: "por mês",
    description: "Para escritórios em crescimento, com equipe e vários projetos em andamento.",
    features: [
      "Gerações de texto ilimitadas",
      "100 gerações de imagem por mês",
      "Projetos ilimitados",
      "Até 5 usuários",
      "Integração avançada via API",
      "Consultoria",
      "Suporte prioritário por WhatsApp",
    ],
    buttonText: "Assinar Premium",
    isActive: true,
    popular: true,
    disabled: false,
    comingSoon: false,
    quotas: { textGenerationsPerMonth: null, imageGenerationsPerMonth: 100, projects: null, users: 5 },
  },
  {
    id: "obra-prima",
    name: "Obra-Prima",
    shortName: "Obra-Prima",
    price: 299,
    period: "por mês",
    description: "Para estúdios que querem tudo: sem limites, com BIM e atendimento dedicado.",
    features: [
      "Textos, imagens e maquetes ilimitados",
      "Usuários e projetos ilimitados",
      "API completa com integração BIM",
      "Consultoria dedicada",
      "Suporte VIP 24 horas, 7 dias por semana",
    ],
    buttonText: "Assinar Obra-Prima",
    isActive: true,
    popular: false,
    disabled: false,
    comingSoon: false,
    quotas: { textGenerationsPerMonth: null, imageGenerationsPerMonth: null, projects: null, users: null },
  },
  {
    id: "legado",
    name: "Legado",
    shortName: "Legado",
    price: null,
    period: "Em breve",
    description: "IA treinada com o seu acervo e maquetes 3D. Ainda não disponível.",
    features: ["IA personalizada com o seu acervo", "Maquetes 3D"],
    buttonText: "Em breve",
    isActive: false,
    popular: false,
    disabled: true,
    comingSoon: true,
    quotas: { textGenerationsPerMonth: null, imageGenerationsPerMonth: null, projects: null, users: null },
  },
];

/** Shown on Legado's disabled button (R-PLAN-2). */
export const COMING_SOON_TOOLTIP = "Lançamento em breve";

export function planById(id: string): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}

function defaultPlanEntry(): Plan {
  const plan = planById(DEFAULT_PLAN);
  // Only a broken catalogue gets here; fail at load rather than at a user's request.
  if (!plan) throw new Error(`The plan catalogue has no entry for the default plan "${DEFAULT_PLAN}".`);
  return plan;
}
const DEFAULT_PLAN_ENTRY = defaultPlanEntry();

/**
 * The catalogue entry of a stored plan id. An id the catalogue no longer knows (a row written
 * before a plan was renamed or withdrawn) gets the default plan, so limits are never skipped.
 */
export function planOrDefault(id: string): Plan {
  return planById(id) ?? DEFAULT_PLAN_ENTRY;
}

/** A cell of the comparison table: text, or included / not included. */
export type ComparisonValue = string | boolean;

export interface ComparisonRow {
  feature: string;
  values: Record<PlanId, ComparisonValue>;
}

function row(feature: string, esboco: ComparisonValue, avancado: ComparisonValue, premium: ComparisonValue, obraPrima: ComparisonValue, legado: ComparisonValue): ComparisonRow {
  return { feature, values: { esboco, avancado, premium, "obra-prima": obraPrima, legado } };
}

/** Feature × plan: a feature plus one value per plan (R-PLAN-3). Legado's terms are not set yet. */
export const COMPARISON_ROWS: readonly ComparisonRow[] = [
  row("Gerações de texto com IA por mês", "10", "100", "Ilimitadas", "Ilimitadas", "A definir"),
  row("Gerações de imagem por mês", false, "50", "100", "Ilimitadas", "A definir"),
  row("Projetos salvos", "1", "Até 20", "Ilimitados", "Ilimitados", "A definir"),
  row("Usuários", "1", "1", "Até 5", "Ilimitados", "A definir"),
  row("Orçamento", "Simples", "Detalhado", "Detalhado", "Detalhado", "A definir"),
  row("Memorial descritivo", false, true, true, true, "A definir"),
  row("Programa de necessidades inteligente", false, true, true, true, "A definir"),
  // Decision 090 (plans): every paid plan; Esboço while its 7-day trial lasts (domain/fees/fees-plan.ts).
  row("Cálculo de honorários", "Durante o teste", true, true, true, "A definir"),
  row("Maquetes", false, false, false, true, "3D"),
  row("Integração via API", false, "Básica", "Avançada", "Completa + BIM", "A definir"),
  row("Consultoria", false, false, true, "Dedicada", "A definir"),
  row("IA personalizada", false, false, false, false, true),
  row("Suporte", "E-mail", "E-mail e chat", "WhatsApp prioritário", "VIP 24/7", "A definir"),
];
