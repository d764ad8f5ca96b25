import { deflateSync } from "node:zlib";
import { resetFakes } from "./fixtures/ai-fakes";
import { createProjectViaApi, type StudioProject } from "./fixtures/briefing";
import { BASE_URL } from "./fixtures/env";
import { expect, test } from "./fixtures/test";
import { signInViaApi } from "./fixtures/users";

/**
 * Issue 14 end to end (R-DOC-7, R-FILE-1): "Iniciar pesquisa" proposes search words (the fake
 * provider answers prose, so the offline words), the four platform searches carry them, a
 * reference with an image is saved and listed, and a text file named .png is refused.
 */

const PROJECT = "Casa do Cerrado";
const CLIENT = "Otávio Brandão";
let setup: StudioProject;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  await resetFakes();
  setup = await createProjectViaApi({ client: CLIENT, project: PROJECT });
});

test.beforeEach(async ({ page }) => {
  await signInViaApi(page, BASE_URL, setup.user);
});

/** A valid 1×1 PNG, built here (no binary fixture in the repository). */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  const idat = deflateSync(Buffer.from([0, 200, 120, 40]));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk("IHDR", ihdr), chunk("IDAT", idat), chunk("IEND", Buffer.alloc(0))]);
}

test.describe("Pesquisa de referências", () => {
  test("as buscas levam as palavras-chave; uma referência com imagem é salva e listada; texto com nome .png é recusado", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto("/dashboard/referencias");
    await expect(page.getByText("Nenhuma referência salva ainda")).toBeVisible();
    await page.getByLabel("Projeto", { exact: true }).first().selectOption({ label: `${PROJECT} — ${CLIENT}` });
    await page.getByRole("button", { name: "Iniciar pesquisa" }).click();

    const words = page.getByRole("list", { name: "Palavras-chave" }).getByRole("listitem");
    await expect(words.first()).toBeVisible({ timeout: 30_000 });
    const first = (await words.first().innerText()).trim();
    expect(first.length).toBeGreaterThan(0);
    for (const name of ["Pesquisar no ArchDaily", "Pesquisar no Pinterest", "Pesquisar no Behance", "Pesquisar imagens"]) {
      const href = (await page.getByRole("link", { name }).getAttribute("href")) ?? "";
      expect(decodeURIComponent(href.replace(/\+/g, " "))).toContain(first);
    }

    // A word added by hand joins every search.
    await page.getByLabel("Adicionar palavra-chave").fill("brise de madeira");
    await page.getByRole("button", { name: "Adicionar", exact: true }).click();
    const archdaily = (await page.getByRole("link", { name: "Pesquisar no ArchDaily" }).getAttribute("href")) ?? "";
    expect(decodeURIComponent(archdaily.replace(/\+/g, " "))).toContain("brise de madeira");

    // A text file named .png is refused by its bytes.
    await page.getByLabel("Endereço (URL)").fill("https://www.archdaily.com.br/br/casa-no-cerrado");
    await page.getByLabel("Título").fill("Casa no Cerrado — varandas");
    await page.getByLabel("Observação").fill("Beirais largos e tijolo aparente");
    await page.getByLabel("Imagem (opcional)").setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: Buffer.from("isto não é uma imagem") });
    await page.getByRole("button", { name: "Salvar referência" }).click();
    await expect(page.getByText("Envie uma imagem PNG, JPEG ou WebP.").first()).toBeVisible({ timeout: 20_000 });

    // A real PNG goes through, and the reference is listed with its image.
    await page.getByLabel("Imagem (opcional)").setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: tinyPng() });
    await page.getByRole("button", { name: "Salvar referência" }).click();
    const saved = page.getByRole("region", { name: "Referências salvas" });
    await expect(saved.getByRole("link", { name: "Casa no Cerrado — varandas" })).toBeVisible({ timeout: 20_000 });
    await expect(saved).toContainText(PROJECT);
    const image = saved.getByRole("img").first();
    await expect(image).toBeVisible();
    await expect.poll(async () => image.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 15_000 }).toBe(1);

    // After a reload it is still there, from the server.
    await page.reload();
    await expect(page.getByRole("region", { name: "Referências salvas" }).getByRole("link", { name: "Casa no Cerrado — varandas" })).toBeVisible({ timeout: 20_000 });
  });
});
