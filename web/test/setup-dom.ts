/**
 * Setup of the `dom` vitest project (files named `*.dom.test.tsx`): a DOM from happy-dom,
 * Testing Library's cleanup between tests, and an MSW server that answers the app's fetches
 * with handlers each test declares (`server.use(...)`). A request no handler answers fails the
 * test, so a component cannot quietly call an endpoint the test did not expect.
 */
import { cleanup, configure } from "@testing-library/react";
import { toast } from "sonner";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { server } from "./msw-server";

// findBy…/waitFor give up after 1 s by default: on a loaded 2-core machine (CI runs suites side
// by side) a mutation, a refetch and a re-render can take longer. What they wait for is not
// about time, so they get a generous deadline (still under the project's 20 s test timeout).
configure({ asyncUtilTimeout: 8_000 });

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
// Sonner keeps its toasts in one store per worker and replays the active ones to the next
// <Toaster> that mounts: a toast a previous test's late request raised after that test ended
// (no Toaster listening) would show up in this one. Each test starts with none active.
beforeEach(() => {
  toast.dismiss();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  toast.dismiss();
});
// Files share one module graph per worker (vitest.config.ts, decision 114): what a file leaves in
// the page's storage or clock must not reach the next file.
afterAll(() => {
  server.close();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
});
