import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useQuery } from "@tanstack/react-query";
import { http, HttpResponse } from "msw";
import { MATERIALS } from "#domain/materials-catalogue";
import type { ProjectMaterial } from "#domain/project-materials.schema";
import { server } from "#web/test/msw-server";
import { renderPage } from "#web/test/render";
import { projectMaterialQueries, useAddProjectMaterial } from "./project-materials";

const PROJECT = "3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b";
const material = MATERIALS[0]!;
const added: ProjectMaterial = { materialId: material.id, name: material.name, category: material.category, norm: null, note: "", addedAt: "2026-12-03T10:00:00.000Z" };

/** The project page's list and the catalogue's "Adicionar", on one screen as they share one cache in the app. */
function Both() {
  const list = useQuery(projectMaterialQueries.list(PROJECT));
  const add = useAddProjectMaterial();
  return (
    <>
      <ul aria-label="Especificação">{list.data?.map((m) => <li key={m.materialId}>{m.name}</li>)}</ul>
      <button type="button" onClick={() => add.mutate({ projectId: PROJECT, materialId: material.id })}>
        Adicionar
      </button>
    </>
  );
}

describe("a project's specification list (R-MAT-2, decision 088)", () => {
  it("shows a material added from the catalogue at once: the answer replaces the list under the one key", async () => {
    let reads = 0;
    server.use(
      http.get(`/api/projects/${PROJECT}/materials`, () => {
        reads += 1;
        return HttpResponse.json([]);
      }),
      http.post(`/api/projects/${PROJECT}/materials`, () => HttpResponse.json([added], { status: 201 })),
    );
    renderPage(<Both />);
    await screen.findByRole("list", { name: "Especificação" });
    await userEvent.setup().click(screen.getByRole("button", { name: "Adicionar" }));
    expect(await screen.findByText(material.name)).toBeTruthy();
    // From the POST's answer, not a second read (which would still answer the empty list here).
    expect(reads).toBe(1);
  });
});
