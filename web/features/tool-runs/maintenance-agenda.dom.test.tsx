import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderPage } from "#web/test/render";
import { MaintenanceAgenda } from "./maintenance-agenda";

/**
 * The maintenance agenda counts from today as the server does for the run's tables: Brasília's
 * day (America/Sao_Paulo), not the browser's. Here the browser is in Tokyo and the moment is
 * 2026-03-07 01:00 UTC: 7 March in Tokyo (and in UTC), still 6 March 22:00 in Brasília.
 */

beforeEach(() => {
  vi.stubEnv("TZ", "Asia/Tokyo"); // Node follows a TZ set while it runs
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-03-07T01:00:00Z"));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe("Agenda de manutenção", () => {
  it("counts from Brasília's day: the annual planning due on 06/03/2026 is still ahead", () => {
    expect(new Date().getHours()).toBe(10); // the browser's clock: Tokyo, 7 March 10:00
    // Delivered on 06/03/2025: the yearly planning (NBR 5674) recurs on 06/03 each year. On
    // Brasília's today (06/03/2026) its next date is today; from Tokyo's 7 March it would be 2027.
    renderPage(<MaintenanceAgenda inputs={{ nomeProjeto: "Casa Dias", dataPrevisao: "2025-03-06" }} projectId={null} />);
    const planned = within(screen.getByRole("list", { name: "Manutenções previstas" })).getAllByRole("listitem");
    const planning = planned.find((item) => item.textContent?.includes("Planejamento anual"));
    expect(planning?.textContent?.slice(0, 10)).toBe("06/03/2026");
    expect(planning?.textContent).toContain("anual, a partir desta data");
  });
});
