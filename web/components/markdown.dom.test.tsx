import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { MarkdownText, safeUrl } from "./markdown";

/**
 * What the chat, the tools and the advice show from Markdown (the AI's, the offline base's): the
 * elements they write, GitHub's extensions, and nothing of the raw HTML or unsafe links an
 * untrusted answer may carry (decision 084: one Markdown parser, marked).
 */

const show = (text: string) => render(<MarkdownText text={text} />).container.querySelector(".markdown")!;

describe("MarkdownText", () => {
  it("headings, emphasis, lists (a numbered one keeps its start), quotes, code and rules", () => {
    const root = show("## Recuos\n\nTexto com **negrito**, *itálico* e `NBR 9050`.\n\n- um\n- dois\n\n3. três\n4. quatro\n\n> citação\n\n```\nlinha 1\nlinha 2\n```\n\n---");
    expect(screen.getByRole("heading", { level: 2, name: "Recuos" })).toBeTruthy();
    expect(root.querySelector("strong")?.textContent).toBe("negrito");
    expect(root.querySelector("em")?.textContent).toBe("itálico");
    expect(root.querySelector("p code")?.textContent).toBe("NBR 9050");
    expect([...root.querySelectorAll("ul > li")].map((li) => li.textContent)).toEqual(["um", "dois"]);
    expect(root.querySelector("ol")?.getAttribute("start")).toBe("3");
    expect([...root.querySelectorAll("ol > li")].map((li) => li.textContent)).toEqual(["três", "quatro"]);
    expect(root.querySelector("blockquote")?.textContent).toBe("citação");
    expect(root.querySelector("pre code")?.textContent).toBe("linha 1\nlinha 2");
    expect(root.querySelector("hr")).not.toBeNull();
  });

  it("GitHub's tables (with alignment), task lists, strikethrough and bare links", () => {
    const root = show("| Ambiente | Área |\n|:--|--:|\n| Sala | 20,5 m² |\n\n- [x] feito\n- [ ] a fazer\n\n~~antigo~~ e https://www.gov.br/abnt");
    const table = screen.getByRole("table");
    expect(within(table).getAllByRole("columnheader").map((th) => th.textContent)).toEqual(["Ambiente", "Área"]);
    expect(within(table).getAllByRole("cell").map((td) => td.textContent)).toEqual(["Sala", "20,5 m²"]);
    expect(within(table).getAllByRole("cell")[1]!.style.textAlign).toBe("right");
    const boxes = screen.getAllByRole("checkbox") as HTMLInputElement[];
    expect(boxes.map((b) => b.checked)).toEqual([true, false]);
    expect(root.querySelector("del")?.textContent).toBe("antigo");
    const link = screen.getByRole("link", { name: "https://www.gov.br/abnt" });
    expect(link.getAttribute("href")).toBe("https://www.gov.br/abnt");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("raw HTML is dropped, never rendered; unsafe addresses lose their href; references read as what they mean", () => {
    const root = show('Olá <script>alert(1)</script> <img src=x onerror="alert(2)"> [clique](javascript:alert(3)) ![foto](data:image/png;base64,AAAA) R&amp;D &#8212; fim\n\n<div onclick="alert(4)">bloco</div>');
    expect(root.querySelector("script, div[onclick], img[onerror]")).toBeNull();
    expect(root.innerHTML).not.toMatch(/onerror|onclick|javascript:|data:image/);
    const link = screen.getByText("clique").closest("a")!;
    expect(link.hasAttribute("href")).toBe(false);
    expect(root.querySelector("img")?.hasAttribute("src")).toBe(false);
    expect(root.querySelector("img")?.getAttribute("alt")).toBe("foto");
    expect(root.textContent).toContain("R&D — fim");
    expect(root.textContent).not.toContain("bloco");
  });

  it("safeUrl keeps relative addresses and safe schemes only", () => {
    expect(safeUrl("https://abnt.org.br")).toBe("https://abnt.org.br");
    expect(safeUrl("mailto:contato@exemplo.com.br")).toBe("mailto:contato@exemplo.com.br");
    expect(safeUrl("/dashboard/projetos")).toBe("/dashboard/projetos");
    expect(safeUrl("pagina?x=a:b")).toBe("pagina?x=a:b");
    expect(safeUrl("JavaScript:alert(1)")).toBe("");
    expect(safeUrl("vbscript:msgbox")).toBe("");
  });
});
