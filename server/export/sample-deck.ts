import sharp from "sharp";
import { buildSlides, type SlideSources } from "./presentation-slides";
import type { SlideDeck } from "./slides-document";

/** For tests and bench/presentation-render.ts: never imported by the server itself. */
/** A 12-slide deck with every kind of slide (the figure the bench reports too). */
export async function twelveSlideDeck(template: SlideDeck["template"]): Promise<SlideDeck> {
  const jpeg = new Uint8Array(await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#8899aa" } }).jpeg().toBuffer());
  const logo = new Uint8Array(await sharp({ create: { width: 600, height: 200, channels: 4, background: "#7a1f5c" } }).png().toBuffer());
  const long = Array.from({ length: 6 }, (_, i) => `Parágrafo ${i + 1}: a casa se abre para o jardim, com ventilação cruzada, luz natural controlada por brises e materiais de baixa manutenção, escolhidos para o clima da região e para a rotina da família.`).join("\n\n");
  const sources: SlideSources = {
    title: "Casa Ipê",
    projectName: "Casa Ipê",
    clientName: "José Ávila",
    studioName: "Atelier Jabuticaba",
    date: "23/11/2026",
    contactLines: ["CAU A12345-6", "(11) 98765-4321"],
    slides: ["texto", "conceito", "programa", "areas", "referencias", "imagens", "contato"],
    text: long,
    concept: { sections: [{ key: "partido", title: "Partido", blocks: [{ type: "paragraph", content: [{ text: "Um pátio central organiza a casa." }] }] }] },
    programme: {
      wallFactor: 0.25,
      lot: { area: null, occupancyRate: null, floorAreaRatio: null, permeableRate: null },
      rooms: Array.from({ length: 12 }, (_, i) => ({ id: `r${i}`, sector: i < 6 ? "Social" : "Íntimo", name: `Ambiente ${i + 1}`, quantity: 1, unitArea: 10 + i, notes: "" })),
    } as never,
    builtArea: null,
    budget: null,
    references: [
      { title: "Casa no campo", note: "Varanda profunda", imageKey: "a" },
      { title: "Casa na serra", note: "Pedra e madeira", imageKey: "a" },
    ],
    images: [
      { imageKey: "a", caption: "Fachada" },
      { imageKey: "a", caption: "Sala" },
      { imageKey: "a", caption: "Jardim" },
    ],
  };
  const slides = buildSlides(sources);
  return { title: "Casa Ipê", template, studioName: "Atelier Jabuticaba", projectName: "Casa Ipê", date: new Date("2026-11-23T12:00:00Z"), brand: { logo, color: "#7a1f5c", contact: sources.contactLines }, slides, images: { a: { bytes: jpeg, format: "jpg" } } };
}

