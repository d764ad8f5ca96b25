import { describe, expect, it } from "vitest";
import { exportFileName, fileSlug } from "./file-names";

describe("fileSlug", () => {
  it("transliterates accents and cedillas instead of dropping them", () => {
    expect(fileSlug("Residência Prado")).toBe("residencia-prado");
    expect(fileSlug("Ação")).toBe("acao");
    expect(fileSlug("Çãõ")).toBe("cao");
  });

  it("joins words with one hyphen and trims the ends", () => {
    expect(fileSlug("  Casa — Conceição & Filhos! ")).toBe("casa-conceicao-filhos");
  });
});

describe("exportFileName", () => {
  it("names the maintenance agenda with the project's name transliterated", () => {
    expect(exportFileName(["Manutenção", "Residência Prado"], "ics")).toBe("manutencao-residencia-prado.ics");
  });

  it("falls back when nothing is left", () => {
    expect(exportFileName(["—", ""], "pdf")).toBe("documento.pdf");
  });
});
