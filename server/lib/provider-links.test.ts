import { describe, expect, it } from "vitest";
import { isLoopbackProvider, providerLink } from "./provider-links";

// Links from the payment provider that people open (a charge's page, its boleto, an invoice's PDF):
// https only; plain http only when the provider is the fake on this machine (R-PAY-6, R-PAY-12).

describe("providerLink", () => {
  const production = "https://api.asaas.com/v3";
  const fake = "http://127.0.0.1:41234/v3";

  it("keeps https links from the real provider and drops everything else", () => {
    expect(providerLink("https://www.asaas.com/i/abc123", production)).toBe("https://www.asaas.com/i/abc123");
    expect(providerLink("http://www.asaas.com/i/abc123", production)).toBeNull();
    expect(providerLink("http://127.0.0.1:41234/notas/1.pdf", production)).toBeNull();
    expect(providerLink("javascript:alert(1)", production)).toBeNull();
    expect(providerLink("data:text/html,<script>alert(1)</script>", production)).toBeNull();
    expect(providerLink("//www.asaas.com/i/abc", production)).toBeNull();
    expect(providerLink("https://usuario:senha@www.asaas.com/i/abc", production)).toBeNull();
    expect(providerLink("não é um endereço", production)).toBeNull();
    expect(providerLink(null, production)).toBeNull();
  });

  it("accepts plain http only from a provider on loopback, pointing at loopback", () => {
    expect(isLoopbackProvider(fake)).toBe(true);
    expect(isLoopbackProvider(production)).toBe(false);
    expect(providerLink("http://127.0.0.1:41234/notas/1.pdf", fake)).toBe("http://127.0.0.1:41234/notas/1.pdf");
    expect(providerLink("http://localhost:41234/i/1", "http://localhost:41234/v3")).toBe("http://localhost:41234/i/1");
    expect(providerLink("http://pagamentos.example.com/i/1", fake)).toBeNull();
    expect(providerLink("https://pagamentos.example.com/i/1", fake)).toBe("https://pagamentos.example.com/i/1");
    expect(providerLink("ftp://127.0.0.1/nota.pdf", fake)).toBeNull();
  });
});
