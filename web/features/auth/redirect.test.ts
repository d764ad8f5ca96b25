import { describe, expect, it } from "vitest";
import { afterAuthTarget, withRedirect } from "./redirect";

const TOKEN = "a".repeat(40) + "_-b";

describe("afterAuthTarget", () => {
  it("keeps dashboard addresses and invitation pages", () => {
    expect(afterAuthTarget("/dashboard/clientes?x=1")).toBe("/dashboard/clientes?x=1");
    expect(afterAuthTarget(`/convite/${TOKEN}`)).toBe(`/convite/${TOKEN}`);
  });

  it("sends anything else to /dashboard", () => {
    expect(afterAuthTarget(null)).toBe("/dashboard");
    expect(afterAuthTarget("/convite/curto")).toBe("/dashboard");
    expect(afterAuthTarget(`/convite/${TOKEN}/x`)).toBe("/dashboard");
    expect(afterAuthTarget(`/convite/${TOKEN}?next=//evil.example`)).toBe("/dashboard");
    expect(afterAuthTarget(`//evil.example/convite/${TOKEN}`)).toBe("/dashboard");
    expect(afterAuthTarget("https://evil.example")).toBe("/dashboard");
  });
});

describe("withRedirect", () => {
  it("carries the redirect over, encoded", () => {
    expect(withRedirect("/cadastro", `/convite/${TOKEN}`)).toBe(`/cadastro?redirect=%2Fconvite%2F${TOKEN}`);
    expect(withRedirect("/login", null)).toBe("/login");
  });
});
