import { DEV_REACT_MARKER, STAMP_FILE } from "#scripts/build";
import { expect, test } from "./fixtures/test";

/**
 * The app under test is the one users get: scripts/build.ts builds for production even when
 * NODE_ENV=development is set (issue 10). React's development bundle made `/` 147 kB gzip
 * instead of 87 kB.
 */
test("/ loads React's production build, and the build is stamped production", async ({ page, request }) => {
  const scripts = new Map<string, string>();
  // Each body is read as it arrives; the checks wait for every read (on a loaded machine the page
  // can be "loaded" before the last body was read).
  const reads: Promise<void>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    reads.push(response.text().then((code) => void scripts.set(new URL(response.url()).pathname, code)));
  });
  await page.goto("/", { waitUntil: "load" });
  await Promise.all(reads);

  expect(scripts.size).toBeGreaterThan(0);
  const withDevReact = [...scripts].filter(([, code]) => code.includes(DEV_REACT_MARKER)).map(([path]) => path);
  expect(withDevReact).toEqual([]);
  // React is there, in its production form (errors reduced to react.dev/errors/<code>).
  expect([...scripts.values()].some((code) => code.includes("react.dev/errors/"))).toBe(true);

  const stamp = await request.get(`/${STAMP_FILE}`);
  expect(stamp.ok()).toBe(true);
  expect(await stamp.json()).toMatchObject({ mode: "production" });
});
