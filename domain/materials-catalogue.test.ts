import { describe, expect, it } from "vitest";
import {
  MATERIAL_APPLICATIONS,
  MATERIAL_CATEGORIES,
  MATERIAL_STYLES,
  MATERIALS,
  PRICE_BANDS,
  bandForBudget,
  catalogueContext,
  normalizeText,
  recommendMaterials,
  searchMaterials,
} from "./materials-catalogue";

const ids = <T extends { id: string }>(list: readonly T[]) => new Set(list.map((x) => x.id));

describe("what people read of a material (R-CLIENT-3: correct pt-BR)", () => {
  // Spellings that lose the accent pt-BR requires: -ção, -ções, -ão, -ável/-ível, proparoxytones
  // in -ico/-ica, -ório, and the words the catalogue wrote bare before.
  const UNACCENTED = /(?:cao|coes|[^ãõ]ao|[aeiou]vel|orio)$|^[^áéíóúâêôãõç]*(?:ico|ica)$/;
  const BARE = ["aco", "agua", "area", "gas", "oleo", "epoxi", "cobogo", "ardosia", "marmore", "calcada", "terraco", "seguranca", "camara", "luminaria", "valvula", "sanduiche", "trafego", "ruido", "edificio", "condominio", "aluminio", "pvc", "led"];

  it("tags are written with their accents; search still ignores them", () => {
    for (const tag of MATERIALS.flatMap((m) => m.tags ?? [])) {
      for (const word of tag.split(/[\s'-]+/)) {
        expect(word, tag).not.toMatch(UNACCENTED);
        expect(BARE, tag).not.toContain(word);
      }
    }
    expect(searchMaterials("area gourmet").map((m) => m.id)).toEqual(searchMaterials("área gourmet").map((m) => m.id));
    expect(searchMaterials("área gourmet").length).toBeGreaterThan(0);
  });

  it("the recommendation's reasons quote the tags in pt-BR", () => {
    const reasons = recommendMaterials({ areasEspecificas: "piso da área de serviço", preferencias: "sustentável, permeável, econômico" }).flatMap((r) => r.reasons);
    const related = reasons.filter((r) => r.startsWith("Relacionado a:")).join(" ");
    expect(related).toMatch(/sustentável|permeável|área de serviço|econômico/);
    expect(related).not.toMatch(/\b(sustentavel|permeavel|area de servico|economico)\b/);
  });

  it("the AI is given the price bands by their names, not their ids", () => {
    const context = catalogueContext({ orcamento: "econômico", areasEspecificas: "cozinha" });
    expect(context).toContain("faixas: Econômico");
    expect(context).not.toMatch(/faixas: [^)]*\beconomico\b/);
  });
});

describe("the catalogue", () => {
  it("holds at least 150 materials with unique kebab-case ids", () => {
    expect(MATERIALS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(MATERIALS.map((m) => m.id)).size).toBe(MATERIALS.length);
    for (const m of MATERIALS) expect(m.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("references only categories, applications, bands and styles that exist", () => {
    const categories = ids(MATERIAL_CATEGORIES);
    const applications = ids(MATERIAL_APPLICATIONS);
    const bands = ids(PRICE_BANDS);
    const styles = ids(MATERIAL_STYLES);
    for (const m of MATERIALS) {
      expect(categories.has(m.category), m.id).toBe(true);
      expect(m.applications.length, m.id).toBeGreaterThan(0);
      expect(m.bands.length, m.id).toBeGreaterThan(0);
      expect(m.styles.length, m.id).toBeGreaterThan(0);
      for (const a of m.applications) expect(applications.has(a), `${m.id}: ${a}`).toBe(true);
      for (const b of m.bands) expect(bands.has(b), `${m.id}: ${b}`).toBe(true);
      for (const s of m.styles) expect(styles.has(s), `${m.id}: ${s}`).toBe(true);
      for (const text of [m.name, m.durability, m.maintenance, m.sustainability]) expect(text.trim().length, m.id).toBeGreaterThan(0);
      if (m.norm !== null) expect(m.norm, m.id).toMatch(/^ABNT NBR /);
    }
  });

  it("has at least five materials in every category", () => {
    for (const c of MATERIAL_CATEGORIES) expect(MATERIALS.filter((m) => m.category === c.id).length, c.id).toBeGreaterThanOrEqual(5);
  });

  it("labels the four bands as reference ranges with their source and date", () => {
    expect(PRICE_BANDS.map((b) => b.id)).toEqual(["economico", "medio", "alto", "luxo"]);
    for (const b of PRICE_BANDS) {
      expect(b.range).toContain("referência");
      expect(b.source).toContain("2025");
      expect(b.note).toContain("não são o preço do próprio material");
    }
  });
});

describe("searchMaterials", () => {
  it("ignores accents and case", () => {
    const ceramica = searchMaterials("ceramica");
    expect(ceramica.length).toBeGreaterThan(0);
    expect(ceramica.some((m) => m.name.startsWith("Cerâmica"))).toBe(true);
    const porcelanato = searchMaterials("PORCELANATO");
    expect(porcelanato.map((m) => m.id)).toEqual(expect.arrayContaining(["porcelanato-polido", "porcelanato-acetinado", "porcelanato-tecnico", "porcelanato-grande-formato"]));
    expect(searchMaterials("Cerâmica").map((m) => m.id)).toEqual(ceramica.map((m) => m.id));
  });

  it("searches the category's label and the tags", () => {
    expect(searchMaterials("iluminação").every((m) => m.category === "iluminacao" || m.tags?.some((t) => normalizeText(t).includes("iluminacao")))).toBe(true);
    expect(searchMaterials("piscina").map((m) => m.id)).toContain("pedra-sao-tome");
  });

  it("combines the filters with the query", () => {
    const all = searchMaterials("", { category: "pisos", band: "economico", application: "piso-externo" });
    expect(all.length).toBeGreaterThan(0);
    for (const m of all) {
      expect(m.category).toBe("pisos");
      expect(m.bands).toContain("economico");
      expect(m.applications).toContain("piso-externo");
    }
    const rustic = searchMaterials("pedra", { category: "pisos", style: "rustico" });
    expect(rustic.map((m) => m.id)).toEqual(expect.arrayContaining(["pedra-miracema", "pedra-sao-tome", "ardosia"]));
    expect(rustic.every((m) => m.styles.includes("rustico") && m.category === "pisos")).toBe(true);
    expect(searchMaterials("", {})).toHaveLength(MATERIALS.length);
    expect(searchMaterials("nada-que-exista-aqui")).toEqual([]);
  });
});

describe("bandForBudget", () => {
  it("reads a band's name and R$/m² against the band limits", () => {
    expect(bandForBudget(4200)).toBe("alto");
    expect(bandForBudget("R$ 4.200/m²")).toBe("alto");
    expect(bandForBudget(1500)).toBe("economico");
    expect(bandForBudget(3000)).toBe("medio");
    expect(bandForBudget(5001)).toBe("luxo");
    expect(bandForBudget("Médio")).toBe("medio");
    expect(bandForBudget("econômico")).toBe("economico");
    expect(bandForBudget("baixo")).toBe("economico");
    expect(bandForBudget("luxo")).toBe("luxo");
    expect(bandForBudget("")).toBeNull();
    expect(bandForBudget(undefined)).toBeNull();
  });
});

describe("recommendMaterials", () => {
  const bathroom = { tipoObra: "residencial", estilo: "contemporâneo", orcamento: "médio", areasEspecificas: "banheiro da suíte", preferencias: "" };

  it("puts wet-area materials of the medium band first for a bathroom, with pt-BR reasons", () => {
    const result = recommendMaterials(bathroom);
    expect(result.length).toBeGreaterThan(0);
    expect(result.length).toBeLessThanOrEqual(12);
    const first = result.slice(0, 5);
    for (const r of first) {
      expect(r.material.applications).toContain("area-molhada");
      expect(r.material.bands).toContain("medio");
      expect(r.reasons.join(" ")).toContain("padrão médio");
      expect(r.reasons.join(" ")).toContain("área molhada");
    }
  });

  it("is deterministic", () => {
    expect(recommendMaterials(bathroom).map((r) => r.material.id)).toEqual(recommendMaterials(bathroom).map((r) => r.material.id));
  });

  it("maps a numeric orçamento of 4200 to the alto band", () => {
    const result = recommendMaterials({ orcamento: 4200, areasEspecificas: "fachada", estilo: "minimalista" });
    expect(result[0]?.material.bands).toContain("alto");
    expect(result[0]?.reasons.join(" ")).toContain("padrão alto");
    expect(result[0]?.material.applications).toContain("fachada");
  });

  it("reads outdoor words and preferences", () => {
    const result = recommendMaterials({ orcamento: "econômico", areasEspecificas: "varanda e quintal", preferencias: "sustentável, permeável" });
    expect(result[0]?.material.applications).toContain("externo");
    expect(result.some((r) => r.material.tags?.includes("sustentável"))).toBe(true);
  });

  it("never applies the work's cost band (R$/m² of works) to a single material's price", () => {
    for (const orcamento of ["econômico", "médio", "alto", "luxo", 4200]) {
      for (const r of recommendMaterials({ ...bathroom, orcamento })) expect(r.reasons.join(" ")).not.toMatch(/R\$|\/m²/);
    }
  });

  it("leaves out what the person says to avoid, and puts what they prefer first", () => {
    const floors = { tipoObra: "residencial", estilo: "contemporâneo", orcamento: "alto", areasEspecificas: "piso da sala" };
    const before = recommendMaterials(floors).map((r) => r.material.id);
    expect(before.some((id) => id.startsWith("porcelanato"))).toBe(true);
    const avoiding = recommendMaterials({ ...floors, preferencias: "Evitar porcelanato e mármore; prefiro madeira." });
    expect(avoiding.length).toBeGreaterThan(0);
    expect(avoiding.filter((r) => /porcelanato|marmore|mármore/i.test(r.material.name))).toEqual([]);
    expect(avoiding[0]!.material.name.toLowerCase()).toContain("madeira");
    expect(avoiding[0]!.reasons[0]).toBe("Atende à preferência por madeira.");
    // "Não quero" rules out as well, and the words ruled out do not count for the material.
    const notWanted = recommendMaterials({ ...floors, preferencias: "não quero vinílico" });
    expect(notWanted.some((r) => /vin[ií]lico/i.test(r.material.name))).toBe(false);
  });

  it("returns nothing when the inputs match nothing", () => {
    expect(recommendMaterials({})).toEqual([]);
  });
});

describe("catalogueContext (the AI's prompt for the materials tool)", () => {
  it("tells the AI what was ruled out and that the bands are the work's cost, not a material's price", () => {
    const context = catalogueContext({ orcamento: "alto", areasEspecificas: "piso da sala", preferencias: "evitar porcelanato" });
    expect(context).toContain("A pessoa pediu para evitar: porcelanato. Não recomende esses materiais.");
    expect(context).toContain("as faixas são do custo da obra por m², nunca o preço de um material");
    expect(context).not.toMatch(/- Porcelanato/);
  });
});
