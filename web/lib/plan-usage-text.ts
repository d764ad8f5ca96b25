import type { PlanUsage } from "#domain/account";

/**
 * How a studio's usage of its plan is said (R-PLAN-5): "7 de 10 gerações de texto usadas" — a
 * subscriber sees what is left before a quota stops them.
 */
export type UsageKey = "texts" | "images" | "projects" | "seats";

const NOUNS: Record<UsageKey, { one: string; many: string; verb: [string, string] }> = {
  texts: { one: "geração de texto", many: "gerações de texto", verb: ["usada", "usadas"] },
  images: { one: "imagem do mês", many: "imagens do mês", verb: ["usada", "usadas"] },
  projects: { one: "projeto", many: "projetos", verb: ["salvo", "salvos"] },
  seats: { one: "lugar", many: "lugares", verb: ["ocupado", "ocupados"] },
};

const n = (v: number) => v.toLocaleString("pt-BR");

/** "7 de 10 gerações de texto usadas", "1 de 1 projeto salvo", "3 imagens do mês usadas (ilimitado)", "Imagens não incluídas no plano". */
export function usageText(key: UsageKey, { used, limit }: { used: number; limit: number | null }): string {
  const noun = NOUNS[key];
  if (limit === 0) return key === "images" ? "Geração de imagens não incluída no plano" : `Nenhum ${noun.one} incluído no plano`;
  // Agreement follows the total ("1 de 10 gerações… usadas"; "1 de 1 projeto salvo").
  const total = limit ?? used;
  const many = total !== 1;
  const words = `${many ? noun.many : noun.one} ${noun.verb[many ? 1 : 0]}`;
  return limit === null ? `${n(used)} ${words} (ilimitado)` : `${n(used)} de ${n(limit)} ${words}`;
}

export const USAGE_KEYS: readonly UsageKey[] = ["texts", "images", "projects", "seats"];

/** Whether less than 30% of a limited allowance remains (the chat then shows it near its input). */
export function runningLow({ used, limit }: { used: number; limit: number | null }): boolean {
  if (limit === null || limit === 0) return false;
  return (limit - used) / limit < 0.3;
}

export type { PlanUsage };
