/**
 * Setup of the `dom` vitest project (files named `*.dom.test.tsx`): a DOM from happy-dom,
 * Testing Library's cleanup between tests, and an MSW server that answers the app's fetches
 * with handlers each test declares (`server.use(...)`). A request no handler answers fails the
 * test, so a component cannot quietly call an endpoint the test did not expect.
 */
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, beforeAll } from "vitest";
import { server } from "./msw-server";

// findBy…/waitFor give up after 1 s by default: on a loaded 2-core machine (CI runs suites side
// by side) a mutation, a refetch and a re-render can take longer. What they wait for is not
// about time, so they get a generous deadline (still under the project's 20 s test timeout).
configure({ asyncUtilTimeout: 8_000 });

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
