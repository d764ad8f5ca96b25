import { describe, expect, it } from "vitest";
import { mergeContent } from "./merge";

const briefing = (answers: Record<string, string>, followUps: unknown[] = []) => ({ questionnaire: "residencial", answers, followUps });

describe("mergeContent", () => {
  it("keeps answers changed elsewhere and applies this tab's", () => {
    const base = briefing({ moradores: "2" });
    const mine = briefing({ moradores: "2", orcamento: "R$ 500.000" });
    const theirs = briefing({ moradores: "2", cores: "Tons de areia" });
    expect(mergeContent(base, mine, theirs)).toEqual(briefing({ moradores: "2", cores: "Tons de areia", orcamento: "R$ 500.000" }));
  });

  it("this tab wins where both changed the same answer; a removal here removes it", () => {
    expect(mergeContent(briefing({ moradores: "2" }), briefing({ moradores: "3" }), briefing({ moradores: "4" })).answers.moradores).toBe("3");
    expect(mergeContent(briefing({ a: "x", b: "y" }), briefing({ b: "y" }), briefing({ a: "x", b: "z" })).answers).toEqual({ b: "z" });
  });

  it("arrays are taken whole: from this tab if it changed them, otherwise from the latest", () => {
    const rooms = (names: string[]) => ({ rooms: names.map((name) => ({ name })), wallFactor: 0.25 });
    expect(mergeContent(rooms(["Sala"]), rooms(["Sala", "Cozinha"]), { ...rooms(["Sala", "Quarto"]), wallFactor: 0.3 })).toEqual({ ...rooms(["Sala", "Cozinha"]), wallFactor: 0.3 });
    expect(mergeContent(rooms(["Sala"]), { ...rooms(["Sala"]), wallFactor: 0.2 }, rooms(["Sala", "Quarto"]))).toEqual({ ...rooms(["Sala", "Quarto"]), wallFactor: 0.2 });
  });
});
