import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { parse, stringify } from "yaml";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { site } from "../../app/content/site";
import { adminCsp } from "../../scripts/admin.js";
import { pickFolderWith } from "./local-folder";
import { baseUrl, open, useBrowser } from "./support";

// The owner's admin (Sveltia CMS at /admin/), built by scripts/build/admin.js.

const root = resolve(import.meta.dirname, "../..");
const origin = new URL(baseUrl).origin;

// deploy/rules.js is getting adminCsp() for /admin/ paths (npm start, nginx,
// _headers); until then the test serves the admin with its policy itself,
// replacing the site's page policy, as npm run admin does.

const browser = useBrowser();

type AdminContext = { context: BrowserContext; requests: string[] };

/** A context that records every request and gets the admin under its own CSP. */
async function adminContext(viewport = { width: 1280, height: 900 }): Promise<AdminContext> {
  const context = await browser.newContext({ viewport, locale: "en-US" });
  const requests: string[] = [];
  context.on("request", (request) => requests.push(request.url()));
  // Nothing may leave the machine; a request elsewhere fails here and is reported below.
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  await context.route(/\/admin(\/|$)/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), "content-security-policy": adminCsp } });
  });
  return { context, requests };
}

/** Requests to anything but the served build (data: URLs and this origin's blob: URLs are local). */
function foreign(requests: readonly string[]) {
  return requests.filter((url) => {
    if (url.startsWith("data:")) return false;
    return new URL(url.startsWith("blob:") ? url.slice("blob:".length) : url).origin !== origin;
  });
}

/** Sveltia's Arabic label of its local-mode button. */
const localButton = "العمل مع مستودع محلي";

describe("the admin page", () => {
  test("loads in Arabic, right to left, under its CSP, with no console error and no request to another origin", async () => {
    const { context, requests } = await adminContext();
    const { page, console } = await open(context, "/admin/");
    await page.getByRole("button", { name: localButton }).waitFor();
    await page.waitForLoadState("networkidle");

    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      "ar",
      "rtl",
    ]);
    expect(await page.locator('meta[name="robots"]').first().getAttribute("content")).toMatch(/noindex/);
    expect(await page.title()).toBe("لوحة تحرير الموقع");
    // Chromium has the File System Access API: no notice.
    expect(await page.locator("#local-editing-notice").isVisible()).toBe(false);
    expect(console.errors).toEqual([]);
    expect(foreign(requests)).toEqual([]);
    expect(requests.some((url) => new URL(url).pathname === "/admin/config.yml")).toBe(true);
    await context.close();
  });

  test("tells a browser without the File System Access API (Firefox, Safari) that local editing needs Chrome or Edge", async () => {
    const { context } = await adminContext({ width: 360, height: 740 });
    await context.addInitScript(() => {
      delete (Window.prototype as { showDirectoryPicker?: unknown }).showDirectoryPicker;
      delete (window as { showDirectoryPicker?: unknown }).showDirectoryPicker;
    });
    const { page } = await open(context, "/admin/");
    expect(await page.evaluate(() => "showDirectoryPicker" in window)).toBe(false);
    const notice = page.locator("#local-editing-notice");
    expect(await notice.isVisible()).toBe(true);
    expect(await notice.textContent()).toMatch(/Chrome.*Edge/s);
    await context.close();
  });
});

describe("editing in local mode", () => {
  // A copy of the project's content, as the folder the owner picks.
  let project: string;

  beforeAll(() => {
    project = mkdtempSync(join(tmpdir(), "admin-local-"));
    // Sveltia checks that the picked folder is a repository.
    mkdirSync(join(project, ".git"));
    if (existsSync(join(root, "content"))) {
      cpSync(join(root, "content"), join(project, "content"), { recursive: true });
    } else {
      // STAND-IN until content/*.yml lands: the site config as YAML, from app/content/site.ts.
      mkdirSync(join(project, "content/pages"), { recursive: true });
      writeFileSync(join(project, "content/site.yml"), stringify(site));
    }
    if (existsSync(join(root, "photos"))) cpSync(join(root, "photos"), join(project, "photos"), { recursive: true });
  });

  afterAll(() => {
    if (project) rmSync(project, { recursive: true, force: true });
  });

  const readYaml = (file: string) => parse(readFileSync(join(project, file), "utf8"));

  /** The input of a field in the edit pane, by its key path (e.g. "phone", "faqs.0.answer"). */
  const input = (page: Page, keyPath: string) =>
    page.locator(`section.field[data-key-path="${keyPath}"]`).first().locator("input, textarea").first();

  async function save(page: Page) {
    await page.getByRole("button", { name: "حفظ", exact: true }).click();
    // Saved: Sveltia closes the editor and returns to the collection.
    await page.waitForURL((url) => !url.hash.includes("/entries/"), { timeout: 20_000 });
  }

  test("the owner picks the project folder, changes the phone number and saves it to content/site.yml", async () => {
    const { context, requests } = await adminContext();
    await pickFolderWith(context, project);
    const { page, console } = await open(context, "/admin/");
    await page.getByRole("button", { name: localButton }).click();
    await page.waitForURL(/#\/collections\//);

    const before = readYaml("content/site.yml");
    const phone = before.phone === "+966511112222" ? "+966533334444" : "+966511112222";
    await page.goto(`${baseUrl}/admin/#/collections/settings/entries/site`);
    const field = input(page, "phone");
    await expect.poll(() => field.inputValue(), { timeout: 20_000 }).toBe(before.phone);
    await field.fill(phone);
    await save(page);

    const after = readYaml("content/site.yml");
    expect(after.phone).toBe(phone);
    // Nothing else changed.
    expect({ ...after, phone: before.phone }).toEqual(before);
    expect(console.errors).toEqual([]);
    expect(foreign(requests)).toEqual([]);
    await context.close();
  });
});
