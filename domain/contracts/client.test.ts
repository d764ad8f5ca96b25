import { describe, expect, expectTypeOf, it } from "vitest";
import type { Project, ProjectSummary } from "#domain/projects.schema";
import { answerOf, requestOf, type CallArgs, type CallOutput } from "./client";
import { clientsApi } from "./clients";
import { profileApi } from "./profile";
import { projectsApi } from "./projects";

const ID = "0b6f3c1e-8f0a-4a5e-9d43-2f1c3b4a5d6e";

describe("the typed client's requests (decision 088)", () => {
  it("joins the prefix and the path, fills and encodes the path parameters", () => {
    expect(requestOf(projectsApi.get, { params: { id: ID } })).toEqual({ method: "GET", url: `/api/projects/${ID}`, body: undefined });
    expect(requestOf(projectsApi.changeStage, { params: { id: "a/b c" }, body: { stage: "projeto" } }).url).toBe("/api/projects/a%2Fb%20c/stage");
    expect(requestOf(projectsApi.list).url).toBe("/api/projects");
  });

  it("writes the query without empty values", () => {
    expect(requestOf(projectsApi.remove, { params: { id: ID }, query: { documents: 3 } })).toMatchObject({ method: "DELETE", url: `/api/projects/${ID}?documents=3` });
    expect(requestOf(projectsApi.list, { query: { clientId: undefined } }).url).toBe("/api/projects");
  });

  it("writes a paged search as the clients list reads it", () => {
    expect(requestOf(clientsApi.list, { query: { search: "são josé", page: 2, pageSize: 50 } }).url).toBe("/api/clients?search=s%C3%A3o+jos%C3%A9&page=2&pageSize=50");
    expect(requestOf(clientsApi.remove, { params: { id: ID } })).toEqual({ method: "DELETE", url: `/api/clients/${ID}`, body: undefined });
  });

  it("sends an upload's form as it is, to be written as multipart", () => {
    const form = new FormData();
    form.set("file", new File(["x"], "logo.png", { type: "image/png" }));
    expect(requestOf(profileApi.uploadLogo, { body: form })).toEqual({ method: "POST", url: "/api/profile/logo", body: form });
    expectTypeOf<{ body: FormData }>().toExtend<CallArgs<typeof profileApi.uploadLogo>[0]>();
    expectTypeOf<{ body: { file: string } }>().not.toExtend<CallArgs<typeof profileApi.uploadLogo>[0]>();
    expectTypeOf<undefined>().not.toExtend<CallArgs<typeof profileApi.uploadLogo>[0]>();
  });

  it("refuses to send a path with a missing parameter", () => {
    expect(() => requestOf(projectsApi.get, { params: {} })).toThrow(/id/);
  });

  it("parses the answer by the schema of the status answered; an undeclared status or shape is not the contract's", () => {
    expect(answerOf(projectsApi.list, 200, [])).toEqual({ ok: true, value: [] });
    expect(answerOf(projectsApi.list, 200, [{ id: 1 }])).toEqual({ ok: false });
    expect(answerOf(projectsApi.list, 201, [])).toEqual({ ok: false });
    expect(answerOf(projectsApi.remove, 204, undefined)).toEqual({ ok: true, value: undefined });
  });

  it("types each call from the contract", () => {
    expectTypeOf<CallOutput<typeof projectsApi.list>>().toEqualTypeOf<ProjectSummary[]>();
    expectTypeOf<CallOutput<typeof projectsApi.get>>().toEqualTypeOf<Project>();
    expectTypeOf<CallOutput<typeof projectsApi.remove>>().toEqualTypeOf<undefined>();
    // A route with path parameters cannot be called without them; one with none takes no input.
    expectTypeOf<{ params: { id: string } }>().toExtend<CallArgs<typeof projectsApi.get>[0]>();
    expectTypeOf<undefined>().not.toExtend<CallArgs<typeof projectsApi.get>[0]>();
    expectTypeOf<undefined>().toExtend<CallArgs<typeof projectsApi.list>[0]>();
    expectTypeOf<{ query: { clientId: string } }>().toExtend<CallArgs<typeof projectsApi.list>[0]>();
    // A coerced query value is typed as what the server reads, not as anything at all.
    expectTypeOf<{ params: { id: string }; query: { documents: number } }>().toExtend<CallArgs<typeof projectsApi.remove>[0]>();
    expectTypeOf<{ params: { id: string }; query: { documents: { not: "a number" } } }>().not.toExtend<CallArgs<typeof projectsApi.remove>[0]>();
    // @ts-expect-error -- a stage change needs its body
    const noBody: CallArgs<typeof projectsApi.changeStage>[0] = { params: { id: ID } };
    void noBody;
    // @ts-expect-error -- the body of a stage change has no such field
    const wrong: CallArgs<typeof projectsApi.changeStage>[0] = { params: { id: ID }, body: { etapa: "projeto" } };
    void wrong;
  });
});
