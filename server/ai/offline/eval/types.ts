/**
 * The offline base's evaluation set: questions people really asked (public exams, professional
 * blogs, norm summaries), each with what a right answer must carry. Two splits: `tune/` is what
 * retrieval and passages are adjusted on; `holdout/` is only scored (bench/offline.ts).
 */
export type EvalKind =
  /** A fact the base should hold: the answer's first passage must name `norm` and state `fact`. */
  | "fact"
  /** Arithmetic on a rule (ramp, stair, parking, lighting load, CUB × area): `fact` is the result. */
  | "calc"
  /** A city's own rule (setback, TO/CA of a zone, minimum room area): the answer must say it
   * depends on that city's law, and state no number for it. */
  | "municipal"
  /** A value not published yet or not in the base (a future CUB): the answer must say so. */
  | "future"
  /** Outside architecture: the answer must be "não encontrei". */
  | "out";

export interface EvalQuestion {
  /** As a person types it (taken from the source, lightly reworded into a question). */
  q: string;
  kind: EvalKind;
  /**
   * What the answer's first citation must name, written as in the code: "NBR 9050",
   * "NBR ISO/CIE 8995-1", "Lei 13.146", "Sinduscon-SP". Required for fact and calc.
   */
  norm?: string;
  /**
   * The key fact. A figure with its unit as pt-BR writes it ("0,92 m", "8,33%", "500 lux",
   * "45 dB", "50 anos", "220 VA", "R$ 2.000,00", "C30", "16 degraus") — matched by value and
   * unit, so "0,80 m" also matches "80 cm" — or, between slashes, a phrase that must appear
   * (accents and case ignored): "/fundações/". Required for fact and calc.
   */
  fact?: string;
  /** Figures that would be wrong here (a revoked edition's, another city's): never stated. */
  wrong?: string[];
  /** Where the question and its answer come from (a URL). */
  source: string;
}
