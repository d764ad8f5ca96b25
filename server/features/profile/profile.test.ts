import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGO_TOO_LARGE, LOGO_WRONG_TYPE } from "#domain/profile";
import { profileApi } from "#domain/contracts/profile";
import { meApi } from "#domain/contracts/account";
import { projectDocumentsApi } from "#domain/contracts/documents";
import { storedFile } from "#server/db/schema";
import { pdfText } from "#server/export/testing";
import { stopPdfWorker } from "#server/export/pdf";
import { createTestContext, signedInUser, type TestContext } from "#server/test/harness";
import { JPEG_1X1 } from "#server/test/images";
import { joinStudio, errorOf, addClient, addProject } from "#server/test/studio";

/** R-PROFILE-1, -3, -4 over HTTP: the profile, the studio's data and brand, the preferences. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await stopPdfWorker();
  await ctx?.close();
});

const STUDIO = {
  name: "Atelier Jabuticaba",
  cau: "a 12.345-6",
  phone: "(11) 98765-4321",
  publicEmail: "Contato@Jabuticaba.arq.br",
  address: "Rua das Flores, 100 — São Paulo/SP",
  website: "jabuticaba.arq.br",
  instagram: "@atelier.jabuticaba",
  brandColor: "#7A1F5C",
  legalName: "  Atelier Jabuticaba Arquitetura Ltda. ",
  cnpj: "11.222.333/0001-81",
};

function logoForm(bytes: Uint8Array | string, name: string, type = "image/png"): FormData {
  const data = new FormData();
  data.set("file", new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type }));
  return data;
}

async function uploadsOnDisk(): Promise<string[]> {
  return readdir(join(ctx.config.dataDir, "uploads")).catch(() => []);
}

describe("GET/PUT /api/profile", () => {
  it("saves the name and the studio's data, normalised, and the name is the account's at once", async () => {
    const ana = await signedInUser(ctx);
    const profile = await ana.client.answer(profileApi.update, { body: { name: "  Ana Clara Prado ", studio: STUDIO } });
    expect(profile.user.name).toBe("Ana Clara Prado");
    expect(profile.studio).toMatchObject({
      name: "Atelier Jabuticaba",
      cau: "A12345-6",
      phone: "+5511987654321",
      publicEmail: "contato@jabuticaba.arq.br",
      website: "https://jabuticaba.arq.br/",
      instagram: "atelier.jabuticaba",
      brandColor: "#7a1f5c",
      // The legal identity the contract prints (decision 105): trimmed, the CNPJ without punctuation.
      legalName: "Atelier Jabuticaba Arquitetura Ltda.",
      cnpj: "11222333000181",
      canEdit: true,
      logo: null,
    });
    const me = await ana.client.answer(meApi.get);
    expect(me.name).toBe("Ana Clara Prado");
    expect(me.studio.name).toBe("Atelier Jabuticaba");
  });

  it("answers 422 with a pt-BR message per field, and saves nothing", async () => {
    const ana = await signedInUser(ctx);
    const before = await ana.client.answer(profileApi.get);
    const res = await ana.client.call(profileApi.update, {
      body: {
        name: "",
        studio: { ...STUDIO, cau: "123", phone: "12", publicEmail: "sem-arroba", website: "javascript:alert(1)", instagram: "nome com espaço", brandColor: "azul", cnpj: "11.222.333/0001-80", legalName: "L".repeat(201) },
      },
    });
    expect(res.status).toBe(422);
    expect(res.error?.fields).toMatchObject({
      name: "Informe seu nome.",
      "studio.cau": expect.stringMatching(/^Registro CAU inválido/),
      "studio.phone": expect.stringMatching(/^Telefone inválido/),
      "studio.publicEmail": expect.stringMatching(/^E-mail inválido/),
      "studio.website": expect.stringMatching(/^Site inválido/),
      "studio.instagram": expect.stringMatching(/^Instagram inválido/),
      "studio.brandColor": expect.stringMatching(/^Cor inválida/),
      "studio.cnpj": "CNPJ inválido: confira os 14 caracteres e os dígitos verificadores.",
      "studio.legalName": "A razão social pode ter no máximo 200 caracteres.",
    });
    expect(await ana.client.answer(profileApi.get)).toEqual(before);
  });

  it("lets a plain member change their own name but not the studio's data (403)", async () => {
    const owner = await signedInUser(ctx);
    const member = await signedInUser(ctx);
    await joinStudio(ctx, member.userId, owner.studioId, "member");
    await member.client.request("PUT", "/api/session/studio", { studioId: owner.studioId });
    const profile = await member.client.answer(profileApi.get);
    expect(profile.studio).toMatchObject({ id: owner.studioId, canEdit: false, role: "member" });
    expect((await member.client.call(profileApi.update, { body: { name: "Bruno Membro", studio: STUDIO } })).status).toBe(403);
    expect((await member.client.call(profileApi.update, { body: { name: "Bruno Membro" } })).status).toBe(200);
    const ownerView = await owner.client.answer(profileApi.get);
    expect(ownerView.studio.name).not.toBe("Atelier Jabuticaba");
  });

  it("saves the preferences and refuses an unknown state", async () => {
    const ana = await signedInUser(ctx);
    const defaults = await ana.client.answer(profileApi.get);
    expect(defaults.preferences).toEqual({ defaultUf: null, defaultStandard: null, aiTone: "formal" });
    const saved = await ana.client.answer(profileApi.updatePreferences, { body: { defaultUf: "MG", defaultStandard: "alto", aiTone: "cordial" } });
    expect(saved.preferences).toEqual({ defaultUf: "MG", defaultStandard: "alto", aiTone: "cordial" });
    // Not a state the contract's type admits: sent raw.
    const bad = await ana.client.request("PUT", "/api/profile/preferences", { defaultUf: "XX", defaultStandard: null, aiTone: "formal" });
    expect(bad.status).toBe(422);
    expect((await errorOf(bad)).fields).toMatchObject({ defaultUf: "UF inválida." });
  });
});

describe("POST /api/profile/logo", { timeout: 120_000 }, () => {
  it("keeps a logo checked by its bytes, as two PNG sizes served only to the studio, and replaces it whole", async () => {
    const ana = await signedInUser(ctx);
    const other = await signedInUser(ctx);
    // A real 1200×400 JPEG named .png: the bytes decide, not the name.
    const big = new Uint8Array(await sharp({ create: { width: 1200, height: 400, channels: 3, background: "#7a1f5c" } }).jpeg().toBuffer());
    const { studio } = await ana.client.answer(profileApi.uploadLogo, { body: logoForm(big, "logo-renomeado.png", "image/png") });
    expect(studio.logo).not.toBeNull();
    const pdfLogo = await ana.client.get(studio.logo!.pdfUrl);
    expect(pdfLogo.headers.get("content-type")).toBe("image/png");
    const meta = await sharp(new Uint8Array(await pdfLogo.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 800, 267]);
    const screen = await sharp(new Uint8Array(await (await ana.client.get(studio.logo!.screenUrl)).arrayBuffer())).metadata();
    expect([screen.width, screen.height]).toEqual([240, 80]);
    expect((await other.client.get(studio.logo!.pdfUrl)).status).toBe(404);

    // A small logo is not enlarged; the old files go, rows and bytes.
    const before = await uploadsOnDisk();
    const again = await ana.client.answer(profileApi.uploadLogo, { body: logoForm(JPEG_1X1, "pequeno.jpg", "image/jpeg") });
    const rows = await ctx.database.db.select().from(storedFile).where(and(eq(storedFile.studioId, ana.studioId), eq(storedFile.purpose, "logo")));
    expect(rows.map((r) => r.variant).sort()).toEqual(["pdf", "tela"]);
    const after = await uploadsOnDisk();
    expect(after.length).toBe(before.length);
    expect(again.studio.logo!.pdfUrl).not.toBe(studio.logo!.pdfUrl);
    expect((await ana.client.get(studio.logo!.pdfUrl)).status).toBe(404);
  });

  it("refuses an SVG, a text file named .png and a file over 2 MB, keeping the logo it had", async () => {
    const ana = await signedInUser(ctx);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    for (const [bytes, name, type] of [
      [svg, "logo.svg", "image/svg+xml"],
      [svg, "logo.png", "image/png"],
      ["só texto", "logo.png", "image/png"],
    ] as const) {
      const res = await ana.client.call(profileApi.uploadLogo, { body: logoForm(bytes, name, type) });
      expect(res.status, name).toBe(422);
      expect(res.error).toMatchObject({ message: LOGO_WRONG_TYPE, fields: { file: LOGO_WRONG_TYPE } });
    }
    const oversized = new Uint8Array(2 * 1024 * 1024 + 1024);
    oversized.set(JPEG_1X1.subarray(0, 4));
    const res = await ana.client.call(profileApi.uploadLogo, { body: logoForm(oversized, "enorme.jpg", "image/jpeg") });
    expect(res.status).toBe(413);
    expect(res.error?.message).toBe(LOGO_TOO_LARGE);
    const rows = await ctx.database.db.select().from(storedFile).where(eq(storedFile.studioId, ana.studioId));
    expect(rows).toEqual([]);
  });

  it("puts the studio's name, contacts and logo in the documents' PDFs", async () => {
    const ana = await signedInUser(ctx);
    await ana.client.answer(profileApi.update, { body: { name: "Ana", studio: STUDIO } });
    const logo = new Uint8Array(await sharp({ create: { width: 300, height: 100, channels: 4, background: "#7a1f5c" } }).png().toBuffer());
    expect((await ana.client.call(profileApi.uploadLogo, { body: logoForm(logo, "logo.png") })).status).toBe(200);
    const client = await addClient(ana.client, { name: "José Ávila" });
    const project = await addProject(ana.client, { clientId: client.id, name: "Casa Ipê" });
    const opened = await ana.client.answer(projectDocumentsApi.open, { params: { id: project.id }, body: { kind: "memorial" } });
    const pdf = await ana.client.get(`/api/documents/${opened.id}/export?format=pdf&confirmar=1`);
    expect(pdf.status).toBe(200);
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    const text = await pdfText(bytes);
    expect(text).toContain("Atelier Jabuticaba");
    expect(text).toContain("CAU A12345-6");
    expect(text).toContain("(11) 98765-4321");
    // The logo is an image XObject in the file.
    expect(Buffer.from(bytes).toString("latin1")).toMatch(/\/Subtype\s*\/Image/);
  });
});
