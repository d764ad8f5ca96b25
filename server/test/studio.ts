import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Client, ClientInput } from "#domain/clients";
import type { PlanId } from "#domain/plans";
import type { Project } from "#domain/projects";
import type { ProjectInput } from "#domain/projects.schema";
import { user } from "#server/db/schema";
import type { TestClient, TestContext } from "./harness";

/** Helpers for the clients and projects tests (both features create both kinds of rows). */

export type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

export async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

export async function errorOf(res: Response): Promise<ErrorBody["error"]> {
  return (await json<ErrorBody>(res)).error;
}

export async function addClient(client: TestClient, input: ClientInput): Promise<Client> {
  const res = await client.post("/api/clients", input);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return json<Client>(res);
}

export async function addProject(client: TestClient, input: Omit<ProjectInput, "tipo"> & Partial<Pick<ProjectInput, "tipo">>): Promise<Project> {
  const res = await client.post("/api/projects", { tipo: "residencial", ...input });
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return json<Project>(res);
}

export async function setPlan(ctx: TestContext, userId: string, plan: PlanId): Promise<void> {
  await ctx.database.db.update(user).set({ plan }).where(eq(user.id, userId));
}
