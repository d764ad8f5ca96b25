import { describe, expect, it } from "vitest";
import { CUB_TABLES } from "#domain/cub-table";
import { PASSAGES } from "./passages";
import { BANNED_SOURCE_HOSTS } from "./source-hosts";

const ESTIMATE_WORDING = /estimativa|aproximad|confirm|a confirmar|não confirmad|não identificad/i;

describe("passages", () => {
  it("every passage has an id, a code, a title, topics, a source and 2–5 sentences of text", () => {
    const ids = new Set<string>();
    for (const p of PASSAGES) {
      expect(ids.has(p.id), `duplicated id ${p.id}`).toBe(false);
      ids.add(p.id);
      expect(p.code.trim(), p.id).not.toBe("");
      expect(p.title.trim(), p.id).not.toBe("");
      expect(p.topics.length, p.id).toBeGreaterThan(0);
      expect(p.source.trim(), p.id).not.toBe("");
      expect(p.text.length, p.id).toBeGreaterThan(60);
      expect(p.text.length, p.id).toBeLessThan(1100);
    }
    expect(PASSAGES.length).toBeGreaterThan(100);
  });

  // A source is shown to the architect beside the rule: never a file-sharing copy, named with or
  // without its domain ("1library — documento…"), and a third party's transcription only as
  // unconfirmed (R-AI-8).
  it("cites no file-sharing host, and a third party's transcription only as unconfirmed", () => {
    const names = BANNED_SOURCE_HOSTS["file-sharing"].map((h) => h.split(".")[0] as string).filter((n) => n.length >= 5);
    const sharing = new RegExp(`\\b(${names.map((n) => n.replace(/[-]/g, "\\-")).join("|")})\\b`, "i");
    for (const p of PASSAGES) {
      expect(p.source, p.id).not.toMatch(sharing);
      if (/github/i.test(p.source)) {
        expect(p.source, p.id).toMatch(/não conferid/);
        expect(p.uncertain || /Valores não confirmados/.test(p.text), p.id).toBe(true);
      }
    }
    for (const t of CUB_TABLES) {
      expect(t.source, `${t.uf} ${t.month}`).not.toMatch(sharing);
      if (/github/i.test(t.source)) expect(t.source, `${t.uf} ${t.month}`).toMatch(/não conferidos/);
    }
  });

  it("norm citations carry the edition year", () => {
    for (const p of PASSAGES.filter((x) => x.code.startsWith("ABNT"))) {
      expect(p.code, p.id).toMatch(/^ABNT NBR [\w/ -]+?(:\d{4}| \(edição de \d{4}, a confirmar\))/);
    }
  });

  it("covers every norm of the domain facts", () => {
    const codes = PASSAGES.map((p) => p.code).join("\n");
    for (const n of ["9050", "16537", "15575", "15220", "9077", "13531", "13532", "16636-1", "16636-2", "6492", "12721", "5410", "5419", "5626", "8160", "10844", "7229", "13969", "15527", "16783", "16401", "16655-2", "6118", "6120", "14037", "5674", "16280", "9575", "14718", "ISO/CIE 8995-1", "10152", "10151"]) {
      expect(codes, n).toContain(`NBR ${n}`);
    }
    expect(codes).toContain("IT-11");
  });

  it("uncertain facts are worded as estimates, and nothing is left tagged as in the notes", () => {
    for (const p of PASSAGES) {
      if (p.uncertain) expect(p.text, p.id).toMatch(ESTIMATE_WORDING);
      expect(p.text, p.id).not.toMatch(/\[incerto\]|fonte secundária\]/);
    }
  });

  it("every CUB value carries its state and month and says the CUB is monthly", () => {
    const values = PASSAGES.filter((p) => /R\$ \d/.test(p.text) && p.code.startsWith("Sinduscon"));
    expect(values.length).toBeGreaterThan(10);
    for (const p of values) {
      expect(p.code, p.id).toMatch(/Sinduscon/);
      expect(p.code + p.text, p.id).toMatch(/(jan|fev|mar|abr|mai|jun|jul|ago|set|out|nov|dez)\/\d{4}|de \d{4}/);
      expect(p.text, p.id).toMatch(/todo mês|mensal|mais recente/);
    }
  });
});
