import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Client, ClientInput } from "#domain/clients.schema";
import { clientsApi } from "#domain/contracts/clients";
import { apiErrorBodySchema, type ApiErrorBody } from "#domain/errors";
import type { PlanId } from "#domain/plans";
import type { AssignableRole } from "#domain/studios";
import { projectsApi } from "#domain/contracts/projects";
import type { Project, ProjectInput } from "#domain/projects.schema";
import { z, type ZodType } from "#domain/zod";
import { session, studio, studioMember } from "#server/db/schema";
import { ownedStudioId, type TestClient, type TestContext } from "./harness";

/** Helpers for the clients and projects tests (both features create both kinds of rows). */

/**
 * A 2xx answer's JSON, checked against its domain response schema (the one the route declares
 * and the browser parses with). Returns the JSON as received, not zod's output: zod drops keys
 * it does not know, and the tests' toEqual must still see a field that should not be there.
 */
export async function read<S extends ZodType>(schema: S, res: Response): Promise<z.output<S>> {
  const body: unknown = await res.json();
  const checked = schema.safeParse(body);
  if (!checked.success) throw new Error(`resposta fora do esquema (${res.status}): ${JSON.stringify(checked.error.issues)}\n${JSON.stringify(body)}`);
  return body as z.output<S>;
}

/** The pt-BR error body every route answers (decision 067), checked against its schema, for requests sent raw (bad input on purpose, Better Auth's routes). */
export async function errorOf(res: Response): Promise<ApiErrorBody["error"]> {
  return (await read(apiErrorBodySchema, res)).error;
}

/**
 * Answers without a contract: Better Auth answers /api/auth/* itself (its routes are not in
 * domain/contracts), so the tests read the parts they check with these, through `read`.
 */
export const authAnswers = {
  /** POST /api/auth/sign-up/email and sign-in/email: the user (the token is kept out, see auth.test.ts). */
  signedIn: z.looseObject({ user: z.looseObject({ id: z.string(), email: z.string() }) }),
  /** POST /api/auth/sign-in/social: Google's consent address to send the browser to. */
  social: z.looseObject({ url: z.string() }),
};

/** JSON Schema as the OpenAPI document writes it: the keys the tests walk. */
export interface JsonSchemaNode {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchemaNode>;
  items?: JsonSchemaNode;
  additionalProperties?: JsonSchemaNode | boolean;
  propertyNames?: JsonSchemaNode;
  maxItems?: number;
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
  allOf?: JsonSchemaNode[];
}

const jsonSchemaNode: z.ZodType<JsonSchemaNode> = z.lazy(() =>
  z.looseObject({
    $ref: z.string().optional(),
    type: z.union([z.string(), z.array(z.string())]).optional(),
    properties: z.record(z.string(), jsonSchemaNode).optional(),
    items: jsonSchemaNode.optional(),
    additionalProperties: z.union([jsonSchemaNode, z.boolean()]).optional(),
    propertyNames: jsonSchemaNode.optional(),
    maxItems: z.number().optional(),
    anyOf: z.array(jsonSchemaNode).optional(),
    oneOf: z.array(jsonSchemaNode).optional(),
    allOf: z.array(jsonSchemaNode).optional(),
  }),
);

const openApiMedia = z.record(z.string(), z.looseObject({ schema: jsonSchemaNode.optional(), example: z.unknown().optional() }));

/**
 * GET /api/openapi.json: the document the server generates from the contracts (decision 030). It
 * has no contract of its own (it describes the others), so the tests read it with this schema.
 */
export const openApiAnswer = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), description: z.string().optional() }),
  tags: z.array(z.looseObject({ name: z.string() })).optional(),
  components: z
    .looseObject({
      schemas: z.record(z.string(), jsonSchemaNode).optional(),
      securitySchemes: z
        .record(z.string(), z.looseObject({ type: z.string(), in: z.string().optional(), name: z.string().optional(), scheme: z.string().optional() }))
        .optional(),
    })
    .optional(),
  paths: z.record(
    z.string(),
    z.record(
      z.string(),
      z.looseObject({
        summary: z.string().optional(),
        tags: z.array(z.string()).optional(),
        security: z.array(z.unknown()).optional(),
        parameters: z.array(z.looseObject({ in: z.string(), name: z.string() })).optional(),
        requestBody: z.looseObject({ content: openApiMedia }).optional(),
        responses: z.record(z.string(), z.looseObject({ description: z.string().optional(), headers: z.record(z.string(), z.unknown()).optional(), content: openApiMedia.optional() })),
      }),
    ),
  ),
});
export type OpenApiAnswer = z.output<typeof openApiAnswer>;

export async function addClient(client: TestClient, input: ClientInput): Promise<Client> {
  return client.answer(clientsApi.create, { body: input });
}

export async function addProject(client: TestClient, input: Omit<ProjectInput, "type"> & Partial<Pick<ProjectInput, "type">>): Promise<Project> {
  return client.answer(projectsApi.create, { body: { type: "residencial", ...input } });
}

/** Puts the studio the user owns (their personal one) on `plan`: plans belong to studios. */
export async function setPlan(ctx: TestContext, userId: string, plan: PlanId): Promise<void> {
  const studioId = await ownedStudioId(ctx, userId);
  await ctx.database.db.update(studio).set({ plan }).where(eq(studio.id, studioId));
}

/**
 * Makes the user a member of `studioId` with `role`, and has their open sessions work in it (as
 * an accepted invitation and a switch would), so their next request is scoped to that studio.
 */
export async function joinStudio(ctx: TestContext, userId: string, studioId: string, role: AssignableRole): Promise<void> {
  const db = ctx.database.db;
  await db.insert(studioMember).values({ id: randomUUID(), studioId, userId, role });
  await db.update(session).set({ activeStudioId: studioId }).where(eq(session.userId, userId));
}
