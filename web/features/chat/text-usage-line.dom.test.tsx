import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import type { Me } from "#domain/account";
import { aMe } from "#web/test/fixtures";
import { server } from "#web/test/msw-server";
import { renderPage } from "#web/test/render";
import { TextUsageLine } from "./text-usage-line";

/** The session answers `texts` used of 10; counts how often it was asked. */
function sessionWith(...used: number[]) {
  let asked = 0;
  server.use(
    http.get("/api/session", () => {
      const n = used[Math.min(asked, used.length - 1)]!;
      asked++;
      const me: Me = aMe();
      return HttpResponse.json({ user: { ...me, usage: { ...me.usage, texts: { used: n, limit: 10 } } } });
    }),
  );
  return () => asked;
}

describe("the text generations near the chat's input (R-PLAN-5)", () => {
  it("says nothing while 30% or more remain", async () => {
    const asked = sessionWith(7);
    renderPage(<TextUsageLine answers={0} />);
    await waitFor(() => expect(asked()).toBeGreaterThan(0));
    expect(screen.queryByTestId("text-usage")).toBeNull();
  });

  it("shows what is used, with Ver planos, once under 30% remain — read again after an answer", async () => {
    sessionWith(7, 8);
    const view = renderPage(<TextUsageLine answers={0} />);
    await waitFor(() => expect(view.queryClient.getQueryState(["session"])?.status).toBe("success"));
    expect(screen.queryByTestId("text-usage")).toBeNull();
    view.rerender(<></>);
    const again = renderPage(<TextUsageLine answers={1} />, { queryClient: view.queryClient });
    const line = await again.findByTestId("text-usage");
    expect(line.textContent).toContain("8 de 10 gerações de texto usadas");
    expect(within(line).getByRole("link", { name: "Ver planos" }).getAttribute("href")).toBe("/dashboard/planos");
  });
});
