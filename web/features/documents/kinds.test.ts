import { describe, expect, it } from "vitest";
import { pickerDescription, WRITTEN_PAGES } from "./kinds";

describe("the written documents' picker sentence (R-CLIENT-3)", () => {
  it("agrees with the document's gender", () => {
    expect(pickerDescription(WRITTEN_PAGES.justificativa)).toBe(
      "Cada projeto tem uma justificativa, escrita a partir do que o projeto já sabe (cliente, terreno, briefing, programa). Se o projeto já tiver uma, ela será aberta.",
    );
    expect(pickerDescription(WRITTEN_PAGES.memorial)).toMatch(/^Cada projeto tem um memorial, escrito a partir .* Se o projeto já tiver um, ele será aberto\.$/);
    expect(pickerDescription(WRITTEN_PAGES.apresentacao)).toMatch(/^Cada projeto tem um texto de apresentação, escrito /);
  });
});
