import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { expect, sharedPage, test, type Page } from "../browser/fixtures";
import { drawField } from "../browser/admin-fields";
import { localButton, pickFolderWith } from "../browser/local-folder";
import { copyRepository, previewFrameWarning } from "../browser/support";
import { entryFields } from "../../scripts/build/admin-config";
import { contentCatalog } from "../../src/model/contract/catalog";
import { serviceSlugs } from "../../src/model/contract/pages";
import type { BuildReport } from "../../src/model/owner/build-report";

// The publish panel on a phone (390 px), over the form he is editing: one line, folded, and the form ends
// above it, whether the site is public or still a draft; unfolded it takes the lower half at most and the form
// still ends above it. The panel is the built admin's own module (publish-panel.ts), started as main.ts starts
// it once he is signed in on the live site, against a stand-in for GitHub's API and the live site's build
// report on the admin's origin; the form is the local admin's (the live one needs GitHub's contents API).

test.use({ locale: "en-US", expectedWarnings: [previewFrameWarning], viewport: { width: 390, height: 844 } });

const slug = serviceSlugs[0];
const lastField = entryFields(contentCatalog.find((entry) => entry.name === slug)!).at(-2)!.name;
const client = join(process.cwd(), "build/client");
/** The built panel's module (the admin loads it on the live site once he is signed in). */
const panelModule = `/admin/assets/${readdirSync(join(client, "admin/assets")).find((file) => /^publish-panel-.*\.js$/.test(file))}`;
/** This build's report: its lists are the served content's. */
const built: BuildReport = JSON.parse(readFileSync(join(client, "build-report.json"), "utf8"));
const commit = "0123456789abcdef0123456789abcdef01234567";

async function startPanel(page: Page, report: BuildReport) {
  await page.route("**/stand-in-api/repos/owner/site/commits/main", (route) =>
    route.fulfill({ json: { sha: commit } }),
  );
  await page.route("**/build-report.json", (route) => route.fulfill({ json: report }));
  await page.evaluate(async (module) => {
    const { startPublishPanel } = await import(module);
    startPublishPanel(() => ({
      api: `${location.origin}/stand-in-api`,
      repo: "owner/site",
      branch: "main",
      token: "t",
    }));
  }, panelModule);
}

/**
 * The panel's box, the app's, and the form's scrolling box, in CSS pixels, the form scrolled to its end: all of
 * the form he can reach is above the panel when its box ends above it.
 */
const boxes = (page: Page) =>
  page.evaluate(async () => {
    const rect = (element: Element | null) => element!.getBoundingClientRect().toJSON() as DOMRect;
    let form = document.querySelector("section.field")!.parentElement;
    while (form && !(form.scrollHeight > form.clientHeight && getComputedStyle(form).overflowY !== "visible"))
      form = form.parentElement;
    // Sveltia draws the fields that come into view, which lengthens the form: scrolled again until it ends.
    const atEnd = () => form!.scrollTop + form!.clientHeight >= form!.scrollHeight - 1;
    for (let tries = 0; tries < 50; tries++) {
      form!.scrollTo({ top: form!.scrollHeight });
      await new Promise((done) => setTimeout(done, 100));
      if (atEnd()) break;
    }
    return {
      panel: rect(document.getElementById("publish-status")),
      app: rect(document.querySelector(".sui.app-shell")),
      form: rect(form),
      atEnd: atEnd(),
      viewport: innerHeight,
    };
  });

for (const mode of ["public", "draft"] as const) {
  test(`on a phone the panel is one folded line under the form, the site ${mode}, and unfolded it keeps the form above it`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const project = copyRepository("publish-panel-");
    const { page } = await sharedPage(browser, testInfo, { locale: "en-US", viewport: { width: 390, height: 844 } });
    try {
      await pickFolderWith(page.context(), project);
      await page.goto("/admin/");
      await page.getByRole("button", { name: localButton }).click({ timeout: 30_000 });
      // Signed in, Sveltia sets the address itself (its collections; on a phone their index), replacing the one
      // there: the entry's address comes after it, as in the other admin specs.
      await expect(page).toHaveURL(/#\/collections/);
      await page.goto(`/admin/#/collections/pages/entries/${slug}`);
      await expect(page.locator("section.field").first()).toBeVisible({ timeout: 30_000 });
      const report: BuildReport = {
        ...built,
        commit,
        builtAt: new Date().toISOString(),
        mode,
        examples: mode === "draft" ? built.examples : [],
        leftOut: mode === "draft" ? built.leftOut : [],
      };
      expect(report.review.length + report.examples.length).toBeGreaterThan(0);
      await startPanel(page, report);
      const panel = page.locator("#publish-status");
      await expect(panel).toBeVisible({ timeout: 20_000 });
      await expect(panel.locator("summary").first()).toHaveText(
        mode === "public" ? /^موقعك منشور للعموم وتجده محركات البحث/ : /والموقع ما زال مسودة\.$/,
      );

      // Folded: one line at the foot of the screen, and the form, drawn to its end, ends above it.
      await drawField(page, lastField);
      await expect
        .poll(async () => (await boxes(page)).app.bottom)
        .toBeLessThanOrEqual((await boxes(page)).panel.top + 1);
      const folded = await boxes(page);
      expect(folded.panel.height).toBeLessThanOrEqual(52);
      expect(Math.round(folded.panel.bottom)).toBe(folded.viewport);
      expect(folded.atEnd).toBe(true);
      expect(folded.form.bottom).toBeLessThanOrEqual(folded.panel.top + 1);
      await page.screenshot({ path: testInfo.outputPath(`panel-${mode}-folded.png`) });

      // Unfolded: at most half the screen, and the form still ends above it.
      await panel.locator("summary").first().click();
      await expect(panel.locator(":scope > details")).toHaveAttribute("open", "");
      await expect
        .poll(async () => (await boxes(page)).app.bottom)
        .toBeLessThanOrEqual((await boxes(page)).panel.top + 1);
      const open = await boxes(page);
      expect(open.panel.height).toBeGreaterThan(folded.panel.height);
      expect(open.panel.height).toBeLessThanOrEqual(open.viewport / 2 + 1);
      expect(open.form.bottom).toBeLessThanOrEqual(open.panel.top + 1);
      await page.screenshot({ path: testInfo.outputPath(`panel-${mode}-open.png`) });
    } finally {
      await page.context().close();
      rmSync(project, { recursive: true, force: true });
    }
  });
}
