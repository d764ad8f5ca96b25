import { describe, expect, it } from "vitest";
import type { PresentationSources } from "#domain/presentations.schema";
import { findTextIssues } from "#domain/text-quality";
import { slideNote } from "./content-step";

const sources = (references: number, rooms: number): PresentationSources => ({
  text: { source: "offline", documentId: null, preview: "" },
  concept: false,
  programme: { rooms, builtArea: null },
  budget: false,
  references: Array.from({ length: references }, (_, i) => ({ id: `r${i}`, title: `Ref ${i}`, imageId: null })),
});

describe("the presentation wizard's counts (R-CLIENT-3)", () => {
  it("writes one reference, room and image in the singular", () => {
    expect(slideNote("referencias", sources(1, 1), 0)).toBe("1 referência salva, num slide.");
    expect(slideNote("referencias", sources(3, 1), 0)).toBe("3 referências salvas, duas por slide.");
    expect(slideNote("programa", sources(0, 1), 0)).toBe("1 ambiente do programa de necessidades.");
    expect(slideNote("imagens", sources(0, 0), 1)).toBe("1 imagem, uma por slide.");
    for (const n of [0, 1, 2]) {
      for (const slide of ["referencias", "programa", "imagens"] as const) expect(findTextIssues(slideNote(slide, sources(n, n), n))).toEqual([]);
    }
  });
});
