import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCubTableSchema, cubImportPreviewSchema, publishedCubTableSchema } from "#domain/cub.schema";
import { documentSchema, type ProjectDocument } from "#domain/documents.schema";
import { z } from "#domain/zod";
import { cubPublishedTable } from "#server/db/schema";
import { createTestContext, TestClient, type TestContext } from "#server/test/harness";
import { person } from "#server/test/people";
import { addClient, addProject, errorOf, read } from "#server/test/studio";

/** R-BUDGET-9 over HTTP: the team imports a month's CUB table, every studio reads it. */

const ADMIN_EMAIL = "equipe@prancheta.app.br";
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ ADMIN_EMAILS: ADMIN_EMAIL });
});
afterAll(async () => ctx?.close());

/** Test data, not a real Sinduscon-PR publication: a whole table in the PDF's order. */
const PR_VALUES: Record<string, number> = {
  "R1-B": 2010.5, "R1-N": 2450.2, "R1-A": 3010.8, "PP4-B": 1880.1, "PP4-N": 2290.4, "R8-B": 1790.3, "R8-N": 2050.6, "R8-A": 2410.9,
  "R16-N": 1990.2, "R16-A": 2610.7, PIS: 1390.4, RP1Q: 2180.5, "CAL8-N": 2380.3, "CAL8-A": 2520.1, "CSL8-N": 2050.8, "CSL8-A": 2210.2,
  "CSL16-N": 2740.6, "CSL16-A": 2890.4, GI: 1160.7,
};
const brl = (n: number) => new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
const table = (month: string, factor = 1, over: Record<string, string> = {}) =>
  [
    "UF: PR",
    `Mês: ${month}`,
    "Regime: Desonerado",
    `Fonte: https://sinduscon-pr.com.br/cub/${month}`,
    ...Object.entries(PR_VALUES).map(([code, v]) => over[code] ?? `${code}; ${brl(v * factor)}`),
  ].join("\n");

let team: Awaited<ReturnType<typeof person>> | undefined;
async function admin() {
  if (team) return team;
  team = await person(ctx, "Equipe Prancheta");
  await ctx.database.db.execute(`update "user" set email = '${ADMIN_EMAIL}' where id = '${team.me.id}'`);
  return team;
}

describe("/api/admin/cub-tables (R-BUDGET-9)", () => {
  it("is a 404, like an unknown route, for visitors and architects", async () => {
    const visitor = new TestClient(ctx);
    const architect = await person(ctx);
    for (const client of [visitor, architect.client]) {
      expect((await client.get("/api/admin/cub-tables")).status).toBe(404);
      const preview = await client.post("/api/admin/cub-tables/preview", { text: table("2026-09") });
      expect(preview.status).toBe(404);
      expect((await errorOf(preview)).message).toBe("Rota da API não encontrada: POST /api/admin/cub-tables/preview");
      expect((await client.post("/api/admin/cub-tables", { text: table("2026-09") })).status).toBe(404);
    }
    expect(await ctx.database.db.select().from(cubPublishedTable)).toEqual([]);
  });

  it("previews with the problems per line, refuses to publish them, publishes a clean table that studios then read and start budgets from", async () => {
    const team = await admin();
    const bad = await read(cubImportPreviewSchema, await team.client.post("/api/admin/cub-tables/preview", { text: table("2026-09", 1, { "R8-A": "R9-A; 2.410,90" }) }));
    expect(bad.table).toBeNull();
    expect(bad.errors.map((e) => e.message)).toEqual([
      "Faltam padrões de R8: R8-A. A tabela do Sinduscon traz R8-B, R8-N, R8-A; cole todos.",
      expect.stringMatching(/^Linha 12: o código “R9-A” não é um projeto-padrão da NBR 12721/),
    ]);
    const refused = await team.client.post("/api/admin/cub-tables", { text: table("2026-09", 1, { "R8-A": "R9-A; 2.410,90" }) });
    expect(refused.status).toBe(422);
    const error = await errorOf(refused);
    expect(error.message).toBe("A tabela tem 2 erros: corrija e pré-visualize de novo.");
    expect(error.fields?.["text.linha-12"]).toMatch(/^Linha 12: o código “R9-A”/);
    expect((await team.client.post("/api/admin/cub-tables", { text: "  " })).status).toBe(422);

    const preview = await read(cubImportPreviewSchema, await team.client.post("/api/admin/cub-tables/preview", { text: table("2026-09") }));
    expect(preview.errors).toEqual([]);
    expect(preview.previous).toBeNull();
    expect(preview.table).toMatchObject({ uf: "PR", month: "2026-09", regime: "desonerado", entity: "Sinduscon-PR" });
    const published = await read(adminCubTableSchema, await team.client.post("/api/admin/cub-tables", { text: table("2026-09") }));
    expect(published).toMatchObject({ uf: "PR", month: "2026-09", source: "https://sinduscon-pr.com.br/cub/2026-09", publishedBy: { id: team.me.id, name: "Equipe Prancheta" }, replacedAt: null });
    expect(published.values["R1-N"]).toBe(2450.2);

    // Every studio reads it, and a PR project's new budget starts from it (regime "Desonerado": the only one PR has).
    const ana = await person(ctx, "Ana Lima");
    const served = await read(z.array(publishedCubTableSchema), await ana.client.get("/api/budgets/cub-tables"));
    expect(served.find((t) => t.uf === "PR")).toMatchObject({ month: "2026-09", regime: "desonerado", values: { "R1-N": 2450.2 }, source: "https://sinduscon-pr.com.br/cub/2026-09" });
    const client = await addClient(ana.client, { name: "Lúcia Amaral" });
    const project = await addProject(ana.client, { name: "Casa Araucária", clientId: client.id, standard: "normal", builtArea: 100, landPlot: { state: "PR" } } as never);
    const doc = (await read(documentSchema, await ana.client.post(`/api/projects/${project.id}/documents`, { kind: "orcamento" }))) as Extract<ProjectDocument, { kind: "orcamento" }>;
    expect(doc.content.cub).toMatchObject({ uf: "PR", month: "2026-09", code: "R1-N", regime: "desonerado", value: 2450.2, origin: "tabela", source: "Sinduscon-PR — https://sinduscon-pr.com.br/cub/2026-09" });
  });

  it("compares with the previous published month (±15%) and replaces a month re-imported, keeping the old one in the history", async () => {
    const team = await admin();
    const jump = await team.client.post("/api/admin/cub-tables", { text: table("2026-10", 1.01, { "R1-N": "R1-N; 2.900,00" }) });
    expect(jump.status).toBe(422);
    expect((await errorOf(jump)).fields?.["text.linha-6"]).toBe("Linha 6: R1-N R$ 2.900,00 está 18,4% acima de set/2026 (R$ 2.450,20); o limite é ±15% de um mês para outro. Confira o valor.");

    const first = await read(adminCubTableSchema, await team.client.post("/api/admin/cub-tables", { text: table("2026-10", 1.01) }));
    const preview = await read(cubImportPreviewSchema, await team.client.post("/api/admin/cub-tables/preview", { text: table("2026-10", 1.02) }));
    expect(preview.previous).toEqual({ month: "2026-09", source: "https://sinduscon-pr.com.br/cub/2026-09" });
    expect(preview.replaces).toMatchObject({ id: first.id, publishedBy: { name: "Equipe Prancheta" } });
    const second = await read(adminCubTableSchema, await team.client.post("/api/admin/cub-tables", { text: table("2026-10", 1.02) }));

    const history = await read(z.array(adminCubTableSchema), await team.client.get("/api/admin/cub-tables"));
    const october = history.filter((t) => t.uf === "PR" && t.month === "2026-10");
    expect(october.map((t) => [t.id, t.replacedAt === null])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    const [kept] = await ctx.database.db.select().from(cubPublishedTable).where(eq(cubPublishedTable.id, first.id));
    expect(kept!.importedText).toContain("Mês: 2026-10");

    const ana = await person(ctx, "Bia Costa");
    const served = await read(z.array(publishedCubTableSchema), await ana.client.get("/api/budgets/cub-tables"));
    expect(served.filter((t) => t.uf === "PR").map((t) => [t.month, t.values["R1-N"]])).toEqual([
      ["2026-10", 2499.2],
      ["2026-09", 2450.2],
    ]);
  });
});
