import { PLAN_IDS } from "./plans";
import { studioRefSchema } from "./studios.schema";
import { z } from "./zod";

/** One allowance of the plan: how much is used, and the plan's limit (null: unlimited). */
const allowanceSchema = z.object({ used: z.number().int().min(0), limit: z.number().int().min(0).nullable() });

/** How much of the active studio's plan is used (R-PLAN-5): shown on Planos, Configurações and near the chat's input. */
export const planUsageSchema = z
  .object({
    texts: allowanceSchema.describe("Gerações de texto com IA no período (o teste inteiro no Esboço; o mês, UTC, nos planos pagos)."),
    images: allowanceSchema.describe("Imagens geradas no mês (UTC)."),
    projects: allowanceSchema.describe("Projetos salvos do estúdio."),
    seats: allowanceSchema.describe("Lugares: membros mais convites pendentes."),
    renewsAt: z.iso.datetime().nullable().describe("Quando as cotas mensais recomeçam (plano pago); null no teste, que termina em trialEndsAt."),
  })
  .meta({ id: "UsoDoPlano", description: "Quanto do plano do estúdio ativo já foi usado, e os limites (null: ilimitado)." });
export type PlanUsage = z.infer<typeof planUsageSchema>;

/** What `GET /api/me` returns. Dates travel as ISO strings. */
export const meSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    company: z.string().nullable(),
    plan: z.enum(PLAN_IDS).describe("O plano do estúdio ativo."),
    trialEndsAt: z.iso.datetime().describe("O fim do teste gratuito do estúdio ativo."),
    planGrantedAt: z.iso.datetime().nullable().describe("Quando a equipe da Prancheta liberou o plano atual do estúdio ativo (null: nunca)."),
    studio: studioRefSchema.describe("O estúdio ativo: tudo o que a sessão lê e grava é dele."),
    studios: z.array(studioRefSchema).describe("Todos os estúdios da pessoa, por nome."),
    isAdmin: z.boolean().describe("Se a pessoa atende pedidos de plano (ADMIN_EMAILS)."),
    usage: planUsageSchema,
  })
  .meta({ id: "Conta", description: "A pessoa com a sessão: nome, e-mail, empresa, o estúdio ativo (plano, fim do teste) e os seus outros estúdios." });
export type Me = z.infer<typeof meSchema>;

/**
 * What `GET /api/session` returns: the signed-in user, or null for a visitor (200 either way,
 * unlike `GET /api/me`, which answers 401 without a session).
 */
export const sessionStateSchema = z
  .object({ user: meSchema.nullable() })
  .meta({ id: "Sessao", description: "`user` é a conta com a sessão, ou null para um visitante." });
export type SessionState = z.infer<typeof sessionStateSchema>;

/** Settings the browser may know (no secrets): `GET /api/public-config`. */
export const publicConfigSchema = z
  .object({
    googleEnabled: z.boolean(),
    /**
     * Where the browser calls the primary provider directly when the user saved their own key
     * (AI_BROWSER_BASE_URL; the server's key is never sent). The CSP's connect-src allows its origin.
     */
    ai: z.object({ browserBaseUrl: z.string(), browserModel: z.string() }),
    /**
     * Whether "Fazer upgrade" can pay on-line (PAYMENTS_* set, decision 091); false: it records a
     * request the team grants, as before. Absent from an older server's answer: false.
     */
    paymentsEnabled: z.boolean().default(false),
  })
  .meta({
    id: "ConfiguracaoPublica",
    description: "O que o navegador pode saber: se o login com Google está ativo, onde chamar a IA com a chave da própria pessoa e se o pagamento on-line está ativo.",
  });
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** First name for greetings: "Maria Clara Souza" → "Maria". */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? "";
}
