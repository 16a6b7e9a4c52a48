import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fontsSettledInPage, screensInPage } from "../../scripts/browser/page-checks.js";
import { pageBudgets, ruleFor } from "../../src/model/owner/page-budgets";
import { expect, test } from "../browser/fixtures";
import { buildAndServe } from "../fixtures/districts/site";
import { fixtureContent, fixtureOwnedRoutes } from "../support/fixture-content";

// The budgets on the owner's words that need a browser's layout (src/model/owner/page-budgets.ts): the
// page's length on a phone and the proof on the home page's first screen. On the owner's content
// they are his to weigh; here, on the pages the fixture owns (tests/fixtures/content), a miss fails.

test.describe.configure({ mode: "serial" });

const phoneScreen = { width: 360, height: 740 };
let server: Awaited<ReturnType<typeof buildAndServe>>;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(join(tmpdir(), "fixture-budgets-"));
  server = await buildAndServe(fixtureContent(dir), join(dir, "client"), () =>
    rmSync(dir, { recursive: true, force: true }),
  );
});

test.afterAll(async () => server?.close());

/** A fixture page on a phone's screen, its fonts loaded. */
async function open(newPage: NewPage, route: string, options: { javaScriptEnabled?: boolean } = {}) {
  const { page } = await newPage({ viewport: phoneScreen, reducedMotion: "reduce", ...options });
  // The fixture company has analytics on: its script would come from Plausible, which the tests never reach.
  await page
    .context()
    .route("https://plausible.io/**", (request) => request.fulfill({ contentType: "text/javascript", body: "" }));
  await page.goto(`${server.url}${route}`);
  await page.evaluate(fontsSettledInPage);
  return page;
}
type NewPage = Parameters<Parameters<typeof test>[2]>[0]["newPage"];

const budgeted = fixtureOwnedRoutes().filter((route) => ruleFor(pageBudgets.screens, route));

test("the fixture owns pages with a length budget: the home page and a service page", () => {
  expect(budgeted).toEqual(expect.arrayContaining(["/", "/fencing"]));
});

for (const route of budgeted) {
  test(`${route} on a phone is within its length budget`, async ({ newPage }) => {
    const page = await open(newPage, route);
    const screens = await page.evaluate(screensInPage);
    expect(screens).toBeGreaterThan(1);
    expect(screens).toBeLessThanOrEqual(ruleFor(pageBudgets.screens, route)!.max);
  });
}

test("the home page's first screen on a phone: picture, what and where, readable proof points, the contact bar", async ({
  newPage,
}) => {
  const page = await open(newPage, "/", { javaScriptEnabled: false });
  const bar = await page.locator("[data-contact-controls]").boundingBox();
  // What the contact bar leaves of the first screen.
  const visibleBottom = bar!.y;
  const inFirstScreen = async (selector: string) => {
    const box = await page.locator(selector).first().boundingBox();
    return box !== null && box.y >= 0 && box.y + box.height <= visibleBottom;
  };
  expect(await inFirstScreen("main h1")).toBe(true);
  expect(await inFirstScreen("main > section:first-of-type img")).toBe(true);
  const proof = page.locator("main [data-trust]");
  const shown: string[] = [];
  for (const item of await proof.all()) {
    const box = await item.boundingBox();
    if (!box || box.y + box.height > visibleBottom) continue;
    // Readable: at least 14 px, and not hidden in a tooltip.
    const size = await item.evaluate((el) =>
      Math.min(...[...el.querySelectorAll("span, strong")].map((s) => parseFloat(getComputedStyle(s).fontSize))),
    );
    expect(size).toBeGreaterThanOrEqual(14);
    shown.push((await item.getAttribute("data-trust"))!);
  }
  expect(shown.length, `proof points in the first screen: ${shown.join(", ")}`).toBeGreaterThanOrEqual(
    pageBudgets.firstScreenProof,
  );
});
