import { describe, expect, it } from "vitest";
import { readableOn } from "./profile";
import { NORMALISED_MAX, normalizeCau, normalizeInstagram, normalizeWebsite, passwordChangeSchema, studioProfileInputSchema } from "./profile.schema";

describe("the studio's data as stored", () => {
  it("normalises a CAU registration and refuses what is not one", () => {
    expect(normalizeCau("a12345-6")).toBe("A12345-6");
    expect(normalizeCau("CAU A 12.345-6")).toBe("A12345-6");
    expect(normalizeCau("pj1234-5")).toBe("PJ1234-5");
    expect(normalizeCau("123456")).toBeNull();
    expect(normalizeCau("B12345-6")).toBeNull();
  });

  it("keeps only http(s) sites with a real host", () => {
    expect(normalizeWebsite("estudio.com.br")).toBe("https://estudio.com.br/");
    expect(normalizeWebsite("http://estudio.com.br/portfolio")).toBe("http://estudio.com.br/portfolio");
    expect(normalizeWebsite("javascript:alert(1)")).toBeNull();
    expect(normalizeWebsite("localhost")).toBeNull();
    expect(normalizeWebsite("https://user:senha@estudio.com.br")).toBeNull();
  });

  it("reads an Instagram handle from @, a link or the bare name", () => {
    expect(normalizeInstagram("@atelier.jabuticaba")).toBe("atelier.jabuticaba");
    expect(normalizeInstagram("https://www.instagram.com/atelier_j/?hl=pt")).toBe("atelier_j");
    expect(normalizeInstagram("nome com espaço")).toBeNull();
  });

  it("picks a readable text colour on the brand colour", () => {
    expect(readableOn("#1f4e79")).toBe("#ffffff");
    expect(readableOn("#f5d76e")).toBe("#1f2328");
  });
});

describe("passwordChangeSchema", () => {
  it("says a mismatch only once the new password itself is valid", () => {
    const short = passwordChangeSchema.safeParse({ currentPassword: "x", newPassword: "curta", confirmPassword: "outra" });
    expect(short.error?.issues.map((i) => i.path.join("."))).toEqual(["newPassword"]);
    const mismatch = passwordChangeSchema.safeParse({ currentPassword: "x", newPassword: "senha-nova-1", confirmPassword: "senha-nova-2" });
    expect(mismatch.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["confirmPassword", "As senhas não conferem."]]);
  });
});

describe("a normalised field longer than any valid one", () => {
  it("is refused by its length before it is read (decision 067)", () => {
    const result = studioProfileInputSchema.safeParse({ website: `www.${"a".repeat(NORMALISED_MAX)}.com.br` });
    expect(result.error?.issues.filter((i) => i.path[0] === "website").map((i) => i.code)).toEqual(["too_big"]);
  });
});
