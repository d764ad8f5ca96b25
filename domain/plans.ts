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

/**
 * One line of a plan card (R-PLAN-6): what the plan includes today, or — `soon` — something
 * announced but not built, shown with "Em breve" and never sold as included. A line without
 * `soon` must name something the app does (server/plans-honesty.test.ts checks each against the
 * routes that implement it).
 */
export interface PlanFeature {
  text: string;
  soon?: true;
}

const soon = (text: string): PlanFeature => ({ text, soon: true });
const has = (text: string): PlanFeature => ({ text });

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
  features: readonly PlanFeature[];
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
    features: [has("10 gerações de texto com IA"), has("1 projeto salvo"), has("Orçamento simples"), has("Suporte por e-mail")],
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
      has("100 gerações de texto por mês"),
      has("50 gerações de imagem por mês"),
      has("Orçamentos detalhados e memorial descritivo"),
      has("Programa de necessidades inteligente"),
      has("Até 20 projetos"),
      has("API de leitura: clientes, projetos, documentos, orçamentos e agenda"),
      has("Suporte por e-mail"),
      soon("Suporte por chat"),
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
      has("Gerações de texto ilimitadas"),
      has("100 gerações de imagem por mês"),
      has("Projetos ilimitados"),
      has("Até 5 usuários"),
      has("API de leitura e escrita: cadastra clientes, projetos e eventos da agenda e muda a etapa dos projetos"),
      has("Suporte por e-mail"),
      soon("Consultoria"),
      soon("Suporte prioritário por WhatsApp"),
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
    description: "Para estúdios que querem tudo: sem limites, com webhooks e importação de modelos BIM.",
    features: [
      has("Textos e imagens ilimitados"),
      has("Usuários e projetos ilimitados"),
      has("API de leitura e escrita com webhooks assinados dos eventos do estúdio"),
      has("Importação de modelos BIM (IFC) para as áreas do projeto, no app e pela API"),
      has("Suporte por e-mail"),
      soon("Maquetes ilimitadas"),
      soon("Consultoria dedicada"),
      soon("Suporte VIP 24 horas, 7 dias por semana"),
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
    features: [soon("IA personalizada com o seu acervo"), soon("Maquetes 3D")],
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

/**
 * A cell of the comparison table: text, or included / not included. A cell that starts with
 * COMING_SOON_CELL announces something not built (R-PLAN-6).
 */
export type ComparisonValue = string | boolean;

/** What the comparison table says of a feature announced but not built. */
export const COMING_SOON_CELL = "Em breve";

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
  // They come from the saved fees, so they follow the fees' plans (decisions 094, 099 and 100).
  row("Proposta de serviços e contrato", "Durante o teste", true, true, true, "A definir"),
  row("Cobranças aos clientes (Pix, boleto ou link)", "Durante o teste", true, true, true, "A definir"),
  // The portal shares any document the studio chooses, so every plan has it (decision 095).
  row("Portal do cliente com assinatura eletrônica", true, true, true, true, "A definir"),
  // R-PLAN-6: what each API level does, as built (decisions 097, 098 and 101).
  row("Integração via API", false, "Leitura", "Leitura e escrita", "Leitura, escrita e webhooks", "A definir"),
  row("Importação BIM (IFC)", false, false, false, true, "A definir"),
  row("Suporte por e-mail", true, true, true, true, "A definir"),
  // Announced, not built: "Em breve", never a check mark (R-PLAN-6).
  row("Maquetes", false, false, false, COMING_SOON_CELL, `${COMING_SOON_CELL} (3D)`),
  row("Consultoria", false, false, COMING_SOON_CELL, `${COMING_SOON_CELL} (dedicada)`, "A definir"),
  row("IA personalizada", false, false, false, false, COMING_SOON_CELL),
  row("Suporte por chat ou WhatsApp", false, `${COMING_SOON_CELL} (chat)`, `${COMING_SOON_CELL} (WhatsApp prioritário)`, `${COMING_SOON_CELL} (VIP 24/7)`, "A definir"),
];
