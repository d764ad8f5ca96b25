import { describe, expect, it } from "vitest";
import { buildSlides, paginateParagraphs, paragraphsOf, TABLE_ROWS_PER_SLIDE, TEXT_CHARS_PER_SLIDE, type SlideSources } from "./presentation-slides";

const base: SlideSources = {
  title: "Casa Ipê",
  projectName: "Casa Ipê",
  clientName: "José Ávila",
  studioName: "Atelier",
  date: "23/11/2026",
  contactLines: ["CAU A12345-6"],
  slides: ["texto", "conceito", "programa", "areas", "orcamento", "referencias", "imagens", "contato"],
  text: null,
  concept: null,
  programme: null,
  builtArea: null,
  budget: null,
  references: [],
  images: [],
};

describe("paginateParagraphs", () => {
  it("keeps paragraphs whole and under the slide's size, splitting a long one at sentences", () => {
    const sentence = "Uma frase de tamanho médio sobre a casa e o jardim. ";
    const long = sentence.repeat(60).trim();
    const pages = paginateParagraphs(["Curto.", long, "Fim."]);
    expect(pages.length).toBeGreaterThan(2);
    for (const page of pages) expect(page.join("").length).toBeLessThanOrEqual(TEXT_CHARS_PER_SLIDE);
    expect(pages.flat().join(" ").replace(/\s+/g, " ")).toBe(["Curto.", long, "Fim."].join(" "));
  });

  it("reads paragraphs from blank lines, joining wrapped lines", () => {
    expect(paragraphsOf("Primeira linha\ncontinua.\n\n\nSegundo.")).toEqual(["Primeira linha continua.", "Segundo."]);
  });
});

describe("buildSlides", () => {
  it("has only a cover and the contact when the project holds nothing, and leaves out what is not chosen", () => {
    expect(buildSlides(base).map((s) => s.kind)).toEqual(["cover", "closing"]);
    expect(buildSlides({ ...base, slides: [] }).map((s) => s.kind)).toEqual(["cover"]);
    const cover = buildSlides(base)[0]!;
    expect(cover).toEqual({ kind: "cover", title: "Casa Ipê", subtitle: null, lines: [{ label: "Cliente", value: "José Ávila" }, { label: "Escritório", value: "Atelier" }, { label: "Data", value: "23/11/2026" }] });
  });

  it("continues a long programme on more slides, with the total on the last, and the areas from it", () => {
    const rooms = Array.from({ length: TABLE_ROWS_PER_SLIDE + 2 }, (_, i) => ({ id: `r${i}`, sector: "Social", name: `Sala ${i}`, quantity: 1, unitArea: 10, notes: "" }));
    const slides = buildSlides({ ...base, slides: ["programa", "areas"], programme: { rooms, wallFactor: 0.25, lot: {} } as never });
    const tables = slides.filter((s) => s.kind === "table");
    expect(tables.map((t) => t.heading)).toEqual(["Programa de necessidades (1/2)", "Programa de necessidades (2/2)"]);
    expect(tables[0]!.footer).toBeNull();
    expect(tables[1]!.footer).toEqual(["Área útil", "", "", "", "110,00 m²"]);
    const areas = slides.find((s) => s.kind === "figures");
    expect(areas).toMatchObject({ heading: "Quadro de áreas", items: expect.arrayContaining([{ label: "Área construída estimada", value: "137,50 m²" }]) });
  });

  it("puts two references per slide and one image per slide, with captions", () => {
    const slides = buildSlides({
      ...base,
      slides: ["referencias", "imagens"],
      references: [1, 2, 3].map((n) => ({ title: `Ref ${n}`, note: "", imageKey: null })),
      images: [{ imageKey: "x", caption: "Fachada" }],
    });
    expect(slides.map((s) => (s.kind === "gallery" ? s.images.length : s.kind))).toEqual(["cover", 2, 1, 1]);
    expect(slides.at(-1)).toEqual({ kind: "gallery", heading: "Imagens do projeto", images: [{ key: "x", title: null, caption: "Fachada" }] });
  });
});
