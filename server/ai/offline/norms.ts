import type { ProjectType } from "#domain/projects";

/**
 * The ABNT norms a descriptive memorial cites, with the edition shared/domain-facts/nbr.json gives
 * for each (its sources are there; none of these is marked uncertain in it). Housing follows NBR
 * 15575 (nbr.json: "Edificações habitacionais — Desempenho", 2013); reforms NBR 16280.
 */
export interface NormRef {
  code: string;
  year: string;
  title: string;
}

const ALWAYS: NormRef[] = [
  { code: "NBR 9050", year: "2020", title: "Acessibilidade a edificações, mobiliário, espaços e equipamentos urbanos" },
  { code: "NBR 6118", year: "2023", title: "Projeto de estruturas de concreto" },
  { code: "NBR 5410", year: "2004", title: "Instalações elétricas de baixa tensão" },
  { code: "NBR 5626", year: "2020", title: "Sistemas prediais de água fria e água quente" },
  { code: "NBR 8160", year: "1999", title: "Sistemas prediais de esgoto sanitário" },
  { code: "NBR 10844", year: "1989", title: "Instalações prediais de águas pluviais" },
  { code: "NBR 9575", year: "2010", title: "Impermeabilização — Seleção e projeto" },
  { code: "NBR 14037", year: "2011", title: "Manuais de uso, operação e manutenção das edificações" },
];

const HOUSING: NormRef = { code: "NBR 15575", year: "2013", title: "Edificações habitacionais — Desempenho" };
const REFORM: NormRef = { code: "NBR 16280", year: "2020", title: "Reforma em edificações — Sistema de gestão de reformas" };

/** "ABNT NBR 9050:2020" */
export const normLabel = (n: NormRef) => `ABNT ${n.code}:${n.year}`;

export function normsFor(type: ProjectType): NormRef[] {
  const housing = type === "residencial" || type === "misto" || type === "reforma";
  return [...ALWAYS.slice(0, 1), ...(housing ? [HOUSING] : []), ...(type === "reforma" ? [REFORM] : []), ...ALWAYS.slice(1)];
}
