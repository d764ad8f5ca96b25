import { describe, expect, it } from "vitest";
import { versionAuthorLabel, versionByLine } from "./labels";

describe("versionAuthorLabel", () => {
  it("names who or what wrote a version", () => {
    expect(versionAuthorLabel({ source: "usuario", user: { id: "u", name: "Ana Lima" }, provider: null, model: null })).toBe("Ana Lima");
    expect(versionAuthorLabel({ source: "usuario", user: null, provider: null, model: null })).toBe("Ex-membro");
    expect(versionAuthorLabel({ source: "ia", user: null, provider: "primary", model: "gpt-4o" })).toBe("IA (primary · gpt-4o)");
    expect(versionAuthorLabel({ source: "offline", user: null, provider: null, model: null })).toBe("Gerador offline");
    expect(versionAuthorLabel({ source: "offline", user: null, provider: "regras", model: null })).toBe("Reescrita pelas regras (sem IA)");
    expect(versionAuthorLabel({ source: "cliente", user: null, provider: null, model: null })).toBe("Cliente (link)");
  });
});

describe("versionByLine", () => {
  it("says a rules rewrite is the rules', not a person's", () => {
    expect(versionByLine({ source: "offline", user: null, provider: "regras", model: null })).toBe("reescrita pelas regras (sem IA)");
    expect(versionByLine({ source: "usuario", user: { id: "u", name: "Ana Lima" }, provider: null, model: null })).toBe("escrita por Ana Lima");
  });
});
