import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CONTACT } from "#domain/contact";
import { COMING_SOON_TOOLTIP, PLANS } from "#domain/plans";
import { TOOLS } from "#web/lib/tools";
import { formatMoney } from "#web/lib/format";
import { FAQ, TESTIMONIALS } from "./content";
import { LandingPage } from "./landing-page";

// The same call scripts/prerender-landing.ts makes.
const html = renderToString(<LandingPage />);
const text = html.replace(/<!-- -->/g, "").replace(/&quot;/g, '"');
const PUBLIC_DIR = join(import.meta.dirname, "../../public");

describe("landing page markup", () => {
  it("renders the same markup every time, so the prerendered HTML hydrates", () => {
    expect(renderToString(<LandingPage />)).toBe(html);
  });

  it("has the sections the header links to, and the hero with its CTA", () => {
    for (const id of ["inicio", "features", "pricing", "about", "faq", "conteudo"]) {
      expect(html).toContain(`id="${id}"`);
    }
    expect(text).toContain("IA a serviço da arquitetura");
    expect(text).toContain("Testar por 7 dias grátis");
    expect(text).toContain("Sem cartão de crédito");
    for (const figure of ["15 h", "70%", "85%", "50%"]) expect(text).toContain(figure);
  });

  it("shows the 16 tools, each with its own committed, sized, lazy SVG", () => {
    expect(TOOLS).toHaveLength(16);
    const images = [...html.matchAll(/<img [^>]*src="\/images\/features\/([\w-]+)\.svg"[^>]*>/g)];
    expect(images.map((m) => m[1])).toEqual(TOOLS.map((t) => t.id));
    for (const [tag, id] of images) {
      expect(tag).toContain('width="240"');
      expect(tag).toContain('height="150"');
      expect(tag).toContain('loading="lazy"');
      expect(tag).toContain('decoding="async"');
      const file = join(PUBLIC_DIR, "images/features", `${id}.svg`);
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, "utf8");
      expect(svg.startsWith("<svg xmlns=")).toBe(true);
      expect(svg.length).toBeLessThan(2048);
    }
    for (const tool of TOOLS) {
      expect(text).toContain(tool.title);
      expect(text).toContain(tool.description);
    }
  });

  it("shows the five plans from domain/plans.ts, Premium popular, Legado disabled", () => {
    for (const plan of PLANS) {
      expect(text).toContain(plan.name);
      if (plan.price) expect(text).toContain(formatMoney(plan.price));
    }
    expect(text).toContain("Mais Popular");
    expect(text).toContain("EM BREVE");
    expect(text).toContain(`title="${COMING_SOON_TOOLTIP}"`);
    expect(html).toMatch(/<button type="button" disabled="" aria-describedby="plano-legado-aviso"[^>]*>Em breve<\/button>/);
    const signUpButtons = html.match(/<a href="\/cadastro"[^>]*aria-describedby="plano-/g) ?? [];
    expect(signUpButtons).toHaveLength(PLANS.filter((p) => !p.disabled).length);
  });

  it("has three testimonials and an FAQ of at least 8 native <details>", () => {
    expect(TESTIMONIALS).toHaveLength(3);
    for (const t of TESTIMONIALS) expect(text).toContain(t.author);
    expect(FAQ.length).toBeGreaterThanOrEqual(8);
    expect(html.match(/<details/g)).toHaveLength(FAQ.length);
  });

  it("links only to things that exist: in-page ids, account pages, mailto: and tel:", () => {
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) {
      if (href.startsWith("#")) expect(html, href).toContain(`id="${href.slice(1)}"`);
      else if (href.startsWith("mailto:")) expect(href).toMatch(new RegExp(`^mailto:${CONTACT.supportEmail}`));
      else if (href.startsWith("tel:")) expect(href).toBe("tel:+551140001234");
      else expect(["/login", "/cadastro", "/favicon.svg"], href).toContain(href);
    }
    expect(hrefs).toContain(`mailto:${CONTACT.supportEmail}`);
    expect(text).toContain(CONTACT.phone);
  });
});
