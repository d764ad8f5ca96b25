import { describe, expect, it } from "vitest";
import {
  blocksFromText,
  customTabFromForm,
  customTabPrompt,
  isWebUrl,
  linksFromText,
  offlineCustomTabAdvice,
  suggestedTitle,
  CUSTOM_TAB_BLOCKS_MAX,
} from "./custom-tabs";
import { customTabInputSchema, linkUrlSchema } from "./custom-tabs.schema";
import { fieldErrors } from "./field-errors";

describe("links: http and https only (R-TAB-2)", () => {
  it.each(["https://abnt.org.br", "http://prefeitura.sp.gov.br/alvara?x=1", "HTTPS://Exemplo.com.br/a#b", "https://localhost:3000/x"])("accepts %s", (url) => {
    expect(isWebUrl(url)).toBe(true);
    expect(linkUrlSchema.safeParse(url).success).toBe(true);
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(document.cookie)",
    "data:text/html,<script>alert(1)</script>",
    "ftp://arquivos.exemplo.com",
    "mailto:ana@exemplo.com.br",
    "abnt.org.br",
    "https:abnt.org.br",
    "https://",
    "https://exemplo.com/com espaço",
    "//exemplo.com",
  ])("refuses %s, naming it", (url) => {
    expect(isWebUrl(url)).toBe(false);
    const result = linkUrlSchema.safeParse(url);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(`“${url}” não é um endereço http ou https.`);
  });

  it("reads one address per line, ignores blank lines and repeats, labels each by its host", () => {
    expect(linksFromText("https://www.abnt.org.br\n\n  http://prefeitura.sp.gov.br/alvara  \nhttps://www.abnt.org.br\n")).toEqual({
      links: [
        { url: "https://www.abnt.org.br", label: "abnt.org.br" },
        { url: "http://prefeitura.sp.gov.br/alvara", label: "prefeitura.sp.gov.br" },
      ],
      errors: [],
    });
  });

  it("names each bad line by its number, as the text area shows it", () => {
    const { errors } = linksFromText("https://ok.com.br\nftp://x\n\njavascript:alert(1)");
    expect(errors).toEqual(["Linha 2: “ftp://x” não é um endereço http ou https.", "Linha 4: “javascript:alert(1)” não é um endereço http ou https."]);
  });
});

describe("blocks from the form's content (R-TAB-1)", () => {
  it("splits at blank lines; a short first line without a period is the title", () => {
    const text = "Contatos da obra:\nMestre: João (11) 99999-0000\nEngenheiro: Pedro\n\n   \nO terreno tem 12 x 30 m. Frente para o norte.\n\r\nPrazos\nAprovação em março";
    expect(blocksFromText(text)).toEqual([
      { title: "Contatos da obra", text: "Mestre: João (11) 99999-0000\nEngenheiro: Pedro" },
      { title: null, text: "O terreno tem 12 x 30 m. Frente para o norte." },
      { title: "Prazos", text: "Aprovação em março" },
    ]);
  });

  it("keeps a first line that ends a sentence, or is long, in the text", () => {
    expect(blocksFromText("Ligar para o cliente.\nAntes das 10h")).toEqual([{ title: null, text: "Ligar para o cliente.\nAntes das 10h" }]);
    const long = "Uma primeira linha bem comprida que passa de sessenta caracteres sem ponto final";
    expect(blocksFromText(`${long}\nsegunda`)).toEqual([{ title: null, text: `${long}\nsegunda` }]);
    expect(blocksFromText("Sozinha")).toEqual([{ title: null, text: "Sozinha" }]);
    expect(blocksFromText("  \n\n ")).toEqual([]);
  });
});

describe("the tool form as a tab", () => {
  it("builds the tab from nomeAba, conteudo, atalhos and notas", () => {
    expect(customTabFromForm({ nomeAba: "  Obra Silva ", conteudo: "Prazos\nMarço", atalhos: "https://abnt.org.br", notas: " ver recuo " })).toEqual({
      data: { name: "Obra Silva", blocks: [{ title: "Prazos", text: "Março" }], links: [{ url: "https://abnt.org.br", label: "abnt.org.br" }], notes: "ver recuo" },
    });
  });

  it("needs a name and valid links, and names every problem by its input", () => {
    const result = customTabFromForm({ nomeAba: " ", atalhos: "https://ok.com\nftp://x" });
    expect(result).toEqual({ errors: { nomeAba: "Dê um nome à aba.", atalhos: "Linha 2: “ftp://x” não é um endereço http ou https." } });
    const many = customTabFromForm({ nomeAba: "A", conteudo: Array.from({ length: CUSTOM_TAB_BLOCKS_MAX + 1 }, (_, i) => `bloco ${i}`).join("\n\n") });
    expect("errors" in many && many.errors.conteudo).toMatch(/31 blocos; o máximo é 30/);
    expect(customTabFromForm({ nomeAba: "x".repeat(61) })).toEqual({ errors: { nomeAba: "O nome da aba pode ter no máximo 60 caracteres." } });
  });

  it("writes the prompt as 'id: value' lines of the filled inputs", () => {
    const prompt = customTabPrompt({ nomeAba: "Obra", conteudo: "", atalhos: "https://a.com" });
    expect(prompt.startsWith("nomeAba: Obra\natalhos: https://a.com\n\n")).toBe(true);
    expect(prompt).not.toContain("conteudo:");
  });
});

describe("the tab's schema (PUT)", () => {
  it("accepts blocks without ids, and refuses bad links, empty blocks and repeated ids with field errors", () => {
    const ok = customTabInputSchema.safeParse({ name: "Aba", blocks: [{ title: "T", text: "" }], links: [{ url: "https://a.com" }], notes: "" });
    expect(ok.data).toEqual({ name: "Aba", blocks: [{ title: "T", text: "" }], links: [{ url: "https://a.com", label: null }], notes: null });
    const id = "3f8a4a6e-1c2b-4d5e-8f90-123456789abc";
    const bad = customTabInputSchema.safeParse({
      name: "",
      blocks: [{ id, text: "a" }, { id, text: "b" }, { title: " ", text: " " }],
      links: [{ url: "https://a.com" }, { url: "data:text/html,oi" }],
    });
    expect(fieldErrors(bad.error!.issues)).toEqual({
      name: "Dê um nome à aba.",
      "blocks.2.text": "Escreva um título ou um texto no bloco (ou remova-o).",
      blocks: "Há blocos repetidos.",
      "links.1.url": "“data:text/html,oi” não é um endereço http ou https.",
    });
  });
});

describe("the offline advice (R-TAB-4)", () => {
  const advice = offlineCustomTabAdvice({
    name: "Obra Silva",
    blocks: [{ title: null, text: "Mestre de obras João, ligar antes das 10h." }, { title: "Prazos", text: "x".repeat(900) }],
    links: [
      { url: "https://www.abnt.org.br/normas", label: "abnt.org.br" },
      { url: "http://prefeitura.sp.gov.br/alvara", label: "prefeitura.sp.gov.br" },
      { url: "https://www.archdaily.com.br/br/1", label: "archdaily.com.br" },
      { url: "https://www.archdaily.com.br/br/2", label: "archdaily.com.br" },
    ],
    notes: null,
  });

  it("groups the links by theme, suggests titles and points at long blocks and http links", () => {
    expect(advice).toContain("Sugestões para organizar a aba “Obra Silva”");
    expect(advice).toContain("**Referências e inspiração** (2): archdaily.com.br");
    expect(advice).toContain("**Normas técnicas** (1)");
    expect(advice).toContain("**Prefeitura e órgãos públicos** (1)");
    expect(advice).toContain("Bloco 1 está sem título: que tal “Mestre de obras João, ligar antes”?");
    expect(advice).toMatch(/Bloco 2 \(“Prazos”\) é longo \(900 caracteres\)/);
    expect(advice).toMatch(/1 atalho usa http:\/\/ sem o “s”.*prefeitura\.sp\.gov\.br/);
    // Who did the work, and no advice the subscriber cannot follow (decision 079).
    expect(advice).toContain("_Calculado pelas regras do Prancheta, sem IA._");
    expect(advice).not.toMatch(/configurad|chave/i);
  });

  it("says what to add to an empty tab", () => {
    const empty = offlineCustomTabAdvice({ name: "Nova", blocks: [], links: [], notes: null });
    expect(empty).toMatch(/ainda não tem blocos/);
    expect(empty).toMatch(/Nenhum atalho ainda/);
  });

  it("suggests a title from the first words", () => {
    expect(suggestedTitle("  dados do terreno: 12 x 30 m, frente norte")).toBe("Dados do terreno: 12 x 30");
  });
});
