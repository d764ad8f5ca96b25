import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectSchema } from "#domain/projects.schema";
import { project as projectTable, projectStageChange } from "#server/db/schema";
import { createTestContext, signedInUser, type TestContext } from "#server/test/harness";
import { addClient, addProject, read } from "#server/test/studio";

/**
 * Nothing half-written: a write that fails after its first statement leaves no trace. The
 * failure is a trigger in this file's own database copy, so the real code path runs.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.database.db.execute(sql`
    create function test_refuse() returns trigger language plpgsql as $$
    begin raise exception 'falha simulada'; end $$`);
  // Creating a project at "anteprojeto": the project row goes in, then its history row fails.
  await ctx.database.db.execute(sql`
    create trigger test_refuse_history before insert on project_stage_change for each row
    when (new.stage = 'anteprojeto') execute function test_refuse()`);
  // Moving to "obra": the history row goes in, then the project's update fails.
  await ctx.database.db.execute(sql`
    create trigger test_refuse_update before update on project for each row
    when (new.stage = 'obra') execute function test_refuse()`);
});
afterAll(async () => {
  await ctx.close();
});

describe("multi-statement writes are all or nothing", () => {
  it("a project whose first history entry fails is not saved", async () => {
    const { client, studioId } = await signedInUser(ctx);
    const c = await addClient(client, { name: "Cliente" });
    const res = await client.post("/api/projects", { name: "Casa", type: "residencial", clientId: c.id, stage: "anteprojeto" });
    expect(res.status).toBe(500);
    const [saved] = await ctx.database.db.select({ n: count() }).from(projectTable).where(eq(projectTable.studioId, studioId));
    expect(saved!.n).toBe(0);
    // And it did not use up the plan's one place.
    await addProject(client, { name: "Casa", clientId: c.id });
  });

  it("a stage change whose project update fails leaves no history entry", async () => {
    const { client } = await signedInUser(ctx);
    const c = await addClient(client, { name: "Cliente" });
    const created = await addProject(client, { name: "Casa", clientId: c.id });
    const res = await client.post(`/api/projects/${created.id}/stage`, { stage: "obra" });
    expect(res.status).toBe(500);
    const history = await ctx.database.db.select().from(projectStageChange).where(eq(projectStageChange.projectId, created.id));
    expect(history).toHaveLength(1);
    expect(await read(projectSchema, await client.get(`/api/projects/${created.id}`))).toEqual(created);
  });
});
