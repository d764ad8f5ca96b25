/**
 * Setup of the `dom` vitest project (files named `*.dom.test.tsx`): a DOM from happy-dom,
 * Testing Library's cleanup between tests, and an MSW server that answers the app's fetches
 * with handlers each test declares (`server.use(...)`). A request no handler answers fails the
 * test, so a component cannot quietly call an endpoint the test did not expect.
 */
import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, beforeAll } from "vitest";
import { server } from "./msw-server";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
