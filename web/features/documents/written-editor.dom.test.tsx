import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast as sonner, Toaster } from "sonner";
import { documentSchema, type ProjectDocument } from "#domain/documents.schema";
import { emptyWrittenContent } from "#domain/written-documents";
import type { WrittenContent } from "#domain/written-documents.schema";
import { renderPage } from "#web/test/render";
import { server } from "#web/test/msw-server";
import { WrittenEditor } from "./components/written-editor";

afterEach(() => {
  sonner.dismiss();
});

const DOC = "7d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a";

function memorial(content: WrittenContent): Extract<ProjectDocument, { kind: "memorial" }> {
  return documentSchema.parse({
    id: DOC,
    kind: "memorial",
    project: { id: "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e", name: "Casa Araucária" },
    client: { id: "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f", name: "Juliana e Rafael" },
    version: 3,
    lastVersion: { number: 3, author: { source: "offline", user: null, provider: null, model: null }, restoredFrom: null, createdAt: "2026-11-20T15:00:00.000Z" },
    createdAt: "2026-11-20T15:00:00.000Z",
    updatedAt: "2026-11-20T15:00:00.000Z",
    createdBy: { id: "u1", name: "Ana" },
    updatedBy: { id: "u1", name: "Ana" },
    content,
  }) as Extract<ProjectDocument, { kind: "memorial" }>;
}

/** A memorial whose objective the architect wrote; the other sections are empty, or all written. */
function withText(all: boolean): WrittenContent {
  const base = emptyWrittenContent("memorial");
  return { sections: base.sections.map((s) => (all || s.key === "objetivo" ? { ...s, blocks: [{ type: "paragraph" as const, content: [{ text: `Texto de ${s.title}.` }] }] } : s)) };
}

/** Answers the draft request with an empty stream and keeps each request's body. */
function recordDrafts(): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post(`/api/documents/${DOC}/generate`, async ({ request }) => {
      bodies.push(await request.json());
      return new HttpResponse("", { headers: { "content-type": "text/event-stream" } });
    }),
  );
  return bodies;
}

const show = (content: WrittenContent) =>
  renderPage(
    <>
      <WrittenEditor remote={memorial(content)} autoDraft={false} />
      <Toaster />
    </>,
  );

describe("\"Gerar novamente\" (decision 075)", { timeout: 60_000 }, () => {
  it("offers only the empty sections by default, and everything on request", async () => {
    const bodies = recordDrafts();
    show(withText(false));
    await userEvent.click(screen.getByRole("button", { name: "Gerar novamente" }));
    const dialog = await screen.findByRole("dialog", { name: "Gerar novamente" });
    const empty = within(dialog).getByRole("radio", { name: /Só as seções vazias/ });
    expect((empty as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByText(/as 20 seções vazias/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Gerar" }));
    await waitFor(() => expect(bodies).toEqual([{ baseVersion: 3, allowOffline: false, scope: "empty" }]));

    await waitFor(() => expect((screen.getByRole("button", { name: "Gerar novamente" }) as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(screen.getByRole("button", { name: "Gerar novamente" }));
    const again = await screen.findByRole("dialog", { name: "Gerar novamente" });
    await userEvent.click(within(again).getByRole("radio", { name: /Tudo/ }));
    await userEvent.click(within(again).getByRole("button", { name: "Gerar" }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ baseVersion: 3, allowOffline: false, scope: "all" }));
  });

  it("with no empty section, only everything can be chosen", async () => {
    const bodies = recordDrafts();
    show(withText(true));
    await userEvent.click(screen.getByRole("button", { name: "Gerar novamente" }));
    const dialog = await screen.findByRole("dialog", { name: "Gerar novamente" });
    expect((within(dialog).getByRole("radio", { name: /Só as seções vazias/ }) as HTMLInputElement).disabled).toBe(true);
    expect((within(dialog).getByRole("radio", { name: /Tudo/ }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(dialog).getByRole("button", { name: "Gerar" }));
    await waitFor(() => expect(bodies).toEqual([{ baseVersion: 3, allowOffline: false, scope: "all" }]));
  });
});
