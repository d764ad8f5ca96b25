import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toolRunListSchema } from "#domain/tool-runs.schema";
import { storedFile } from "#server/db/schema";
import { createTestContext, type TestContext } from "#server/test/harness";
import { PNG_1X1 } from "#server/test/images";
import { person, studioOf, type Person } from "#server/test/people";
import { errorOf, read } from "#server/test/studio";
import { UPLOAD_PATHS } from "./upload-body";

/**
 * Every multipart route's text fields get a JSON body's checks: no NUL character (PostgreSQL
 * cannot store one), a bounded size, and a JSON field parsed with the same guards — a 422 on the
 * field, never a 500, and nothing stored.
 */

let ctx: TestContext;
let ana: Person;
let studioId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ana = await person(ctx, "Ana Souza");
  studioId = (await studioOf(ana)).id;
}, 60_000);
afterAll(async () => ctx?.close());

const SURVEY = ["x;y;z", "0;0;1", "10;0;2", "0;10;3", "10;10;4"].join("\n");

/** A form each route accepts, plus `extra` fields; the file named `name`. */
function formFor(path: (typeof UPLOAD_PATHS)[number], extra: Record<string, string>, name?: string): FormData {
  const f = new FormData();
  if (path === "/api/tools/topografia/levantamento") {
    f.set("file", new File([SURVEY], name ?? "pontos.csv", { type: "text/csv" }));
    f.set("inputs", JSON.stringify({ localizacao: "Lote 7" }));
  } else {
    f.set("file", new File([new Uint8Array(PNG_1X1)], name ?? "imagem.png", { type: "image/png" }));
  }
  for (const [k, v] of Object.entries(extra)) f.set(k, v);
  return f;
}

async function stored(): Promise<{ files: number; runs: number }> {
  const files = (await ctx.database.db.select({ id: storedFile.id }).from(storedFile).where(eq(storedFile.studioId, studioId))).length;
  const runs = (await read(toolRunListSchema, await ana.client.get("/api/tools/topografia/runs"))).length;
  return { files, runs };
}

describe("multipart uploads: the form's fields", () => {
  it("a NUL inside the survey's JSON inputs is a 422 on the field, and no run is stored", async () => {
    const before = await stored();
    const res = await ana.client.post("/api/tools/topografia/levantamento", formFor("/api/tools/topografia/levantamento", { inputs: JSON.stringify({ localizacao: "a\u0000b" }) }));
    expect(res.status, (await res.clone().text()).slice(0, 300)).toBe(422);
    expect((await errorOf(res)).fields).toEqual({ "inputs.localizacao": "O texto contém um caractere inválido." });
    expect(await stored()).toEqual(before);
  });

  it("the survey's inputs must be JSON no deeper nor wider than a JSON body's", async () => {
    let res = await ana.client.post("/api/tools/topografia/levantamento", formFor("/api/tools/topografia/levantamento", { inputs: "{localizacao" }));
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toEqual({ inputs: "O campo deve ser um JSON válido." });
    res = await ana.client.post("/api/tools/topografia/levantamento", formFor("/api/tools/topografia/levantamento", { inputs: "[".repeat(40) + "]".repeat(40) }));
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields!.inputs).toMatch(/aninhamento/);
    // One object of many members is refused by counting, as in a JSON body (decision 067).
    const many = `{${Array.from({ length: 1_500 }, (_, i) => `"k${i}":0`).join(",")}}`;
    res = await ana.client.post("/api/tools/topografia/levantamento", formFor("/api/tools/topografia/levantamento", { inputs: many }));
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields!.inputs).toMatch(/campos demais/);
  });

  it.each(UPLOAD_PATHS)("%s: a NUL in any text field or in the file's name, or a field over 32 KB, is a 422 and stores nothing", async (path) => {
    const before = await stored();
    const cases: [FormData, string][] = [
      [formFor(path, { purpose: "referencia\u0000" }), "purpose"],
      [formFor(path, { nota: "a\u0000b" }), "nota"],
      [formFor(path, {}, "foto\u0000.png"), "file"],
      [formFor(path, { nota: "x".repeat(33 * 1024) }), "nota"],
    ];
    for (const [form, field] of cases) {
      const res = await ana.client.request("POST", path, form);
      expect(res.status, `${path} ${field}: ${(await res.clone().text()).slice(0, 300)}`).toBe(422);
      expect(Object.keys((await errorOf(res)).fields ?? {})).toEqual([field]);
    }
    expect(await stored()).toEqual(before);
  });
});
