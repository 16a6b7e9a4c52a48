import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { parse } from "yaml";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { adminCsp } from "../../deploy/rules.js";
import { pickFolderWith } from "./local-folder";
import { baseUrl, buildProject, copyProject, open, setupBrowser, visibleText } from "./support";

// The owner's admin (Sveltia CMS at /admin/), built by scripts/build/admin.js.

const origin = new URL(baseUrl).origin;

const browser = setupBrowser();

type AdminContext = { context: BrowserContext; requests: string[] };

/** A context that records every request; the server sends the admin its own CSP (deploy/rules.js). */
async function adminContext(viewport = { width: 1280, height: 900 }): Promise<AdminContext> {
  const context = await browser.newContext({ viewport, locale: "en-US" });
  const requests: string[] = [];
  context.on("request", (request) => requests.push(request.url()));
  // Nothing may leave the machine; a request elsewhere fails here and is reported below.
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
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
    // Served under its own policy, never the public pages' one (and local mode reaches no Git host).
    const served = await fetch(`${baseUrl}/admin/`);
    expect(served.headers.get("content-security-policy")).toBe(adminCsp({ connect: [], img: [] }));
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
  // A copy of the project: the folder the owner picks in the admin, then rebuilt.
  let project: string;
  const fixture = { width: 1200, height: 800, file: "fence-test-photo.jpg" };
  let photo: Buffer;

  beforeAll(async () => {
    project = copyProject("admin-local-");
    // Sveltia checks that the picked folder is a repository.
    mkdirSync(join(project, ".git"));
    // A photo-like JPEG for the upload: a sky, a grey fence, a sun.
    const scene = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${fixture.width}" height="${fixture.height}"><rect width="100%" height="100%" fill="#9cc3dc"/><rect y="420" width="100%" height="260" fill="#8a8f96"/><circle cx="960" cy="160" r="80" fill="#f5a524"/></svg>`,
    );
    photo = await sharp(scene).jpeg({ quality: 80 }).toBuffer();
    writeFileSync(join(project, fixture.file), photo);
  });

  afterAll(() => {
    if (project) rmSync(project, { recursive: true, force: true });
  });

  const readYaml = (file: string) => parse(readFileSync(join(project, file), "utf8"));
  const field = (page: Page, keyPath: string) => page.locator(`section.field[data-key-path="${keyPath}"]`).first();

  /**
   * The field at a key path such as "faqs.0.answer". Sveltia renders list items and
   * their fields as they scroll into view, and each render moves what is below, so
   * scroll to each item on the way until the field exists.
   */
  async function reveal(page: Page, keyPath: string) {
    const parts = keyPath.split(".");
    for (let attempt = 0; attempt < 40 && !(await field(page, keyPath).count()); attempt++) {
      for (const [i, part] of parts.entries()) {
        if (!/^\d+$/.test(part)) continue;
        const list = parts.slice(0, i).join(".");
        const item = page
          .locator(
            `section.field[data-key-path="${list}"] > .field-wrapper > .group > .inner > .item-list > .item-wrapper`,
          )
          .nth(Number(part));
        if (await item.count()) await item.scrollIntoViewIfNeeded();
      }
      await page.waitForTimeout(250);
    }
    await field(page, keyPath).scrollIntoViewIfNeeded();
    return field(page, keyPath);
  }

  const fill = async (page: Page, keyPath: string, value: string) =>
    (await reveal(page, keyPath)).locator("input, textarea").first().fill(value);

  async function save(page: Page) {
    await page.getByRole("button", { name: "حفظ", exact: true }).click();
    // Saved: Sveltia closes the editor and returns to the collection.
    await page.waitForURL((url) => !url.hash.includes("/entries/") && !url.hash.endsWith("/new"), { timeout: 20_000 });
  }

  // What the owner changes, read back from the files and the rebuilt pages.
  const edits = {
    phone: "",
    answer: "نعم، نتولى طلب رخصة التسوير عبر منصة بلدي ونتابعها حتى صدورها، دون رسوم إضافية منا.",
    price: { section: -1, min: 0, max: 0 },
    project: {
      title: "تسوير أرض سكنية في حي النرجس",
      district: "النرجس",
      story: "سوّرنا أرضًا سكنية مساحتها 600 متر مربع بألواح الصاج المعرّج، مع بوابة منزلقة للسيارات.",
      alt: "سور من ألواح الصاج الرمادية حول أرض فضاء تحت سماء صافية",
      file: "",
    },
  };

  test("the owner picks the project folder, edits the phone, an FAQ answer and a price, adds a project with a photo, and the files change", async () => {
    const site = readYaml("content/site.yml");
    const fencing = readYaml("content/pages/fencing.yml");
    edits.phone = site.phone === "+966511112222" ? "+966533334444" : "+966511112222";
    const section = fencing.sections.findIndex((s: { kind: string }) => s.kind === "prices");
    const { min, max } = fencing.sections[section].rows[0].price;
    edits.price = { section, min, max: max + 5 };
    const projectsBefore = readdirSync(join(project, "content/projects"));

    const { context, requests } = await adminContext();
    await pickFolderWith(context, project);
    const { page, console } = await open(context, "/admin/");
    await page.getByRole("button", { name: localButton }).click();
    await page.waitForURL(/#\/collections\//);

    // Settings → the company's phone number.
    await page.goto(`${baseUrl}/admin/#/collections/settings/entries/site`);
    await expect
      .poll(async () => (await reveal(page, "phone")).locator("input").inputValue(), { timeout: 20_000 })
      .toBe(site.phone);
    await fill(page, "phone", edits.phone);
    await save(page);

    // Pages → fencing: the first FAQ's answer and the first price row's upper bound.
    await page.goto(`${baseUrl}/admin/#/collections/pages/entries/fencing`);
    await fill(page, "faqs.0.answer", edits.answer);
    await fill(page, `sections.${section}.rows.0.price.max`, String(edits.price.max));
    await save(page);

    // Projects → new, with an uploaded photo.
    await page.goto(`${baseUrl}/admin/#/collections/projects/new`);
    await fill(page, "title", edits.project.title);
    await (await reveal(page, "service")).getByRole("combobox").click();
    await page.getByRole("option", { name: "تسوير الأراضي" }).click();
    await fill(page, "district", edits.project.district);
    await fill(page, "year", "2025");
    await fill(page, "size.value", "600");
    await (await reveal(page, "size.unit")).getByText("متر مربع").click();
    await fill(page, "duration", "أسبوعان");
    await fill(page, "clientType", "مالك أرض");
    await fill(page, "story", edits.project.story);
    await field(page, "photos").getByRole("button", { name: /إضافة/ }).first().click();
    await (
      await reveal(page, "photos.0.src")
    )
      .locator('input[type="file"]')
      .first()
      .setInputFiles(join(project, fixture.file));
    await fill(page, "photos.0.alt", edits.project.alt);
    await save(page);

    expect(console.errors).toEqual([]);
    expect(foreign(requests)).toEqual([]);
    await context.close();

    // content/site.yml: the phone, and nothing else.
    expect(readYaml("content/site.yml")).toEqual({ ...site, phone: edits.phone });
    // content/pages/fencing.yml: the answer and the price; the illustration slots kept.
    const fencingAfter = readYaml("content/pages/fencing.yml");
    expect(fencingAfter.faqs[0]).toEqual({ question: fencing.faqs[0].question, answer: edits.answer });
    expect(fencingAfter.sections[section].rows[0].price).toEqual({
      ...fencing.sections[section].rows[0].price,
      max: edits.price.max,
    });
    expect(fencingAfter.hero.image).toEqual(fencing.hero.image);
    // A new file in content/projects, the photo in photos/uploads, byte for byte.
    const added = readdirSync(join(project, "content/projects")).filter((file) => !projectsBefore.includes(file));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^fencing-2025-[\w-]+\.yml$/);
    edits.project.file = added[0]!;
    const record = readYaml(`content/projects/${added[0]}`);
    expect(record).toMatchObject({
      title: edits.project.title,
      service: "fencing",
      district: edits.project.district,
      year: 2025,
      size: { value: 600, unit: "sqm" },
      story: edits.project.story,
      photos: [{ src: `/images/uploads/${fixture.file}`, alt: edits.project.alt }],
    });
    expect(readFileSync(join(project, "photos/uploads", fixture.file)).equals(photo)).toBe(true);
  }, 120_000);

  test("rebuilt from the edited folder, the pages show the changes", { timeout: 240_000 }, async () => {
    expect(edits.project.file, "the editing test must run first").not.toBe("");
    const client = buildProject(project);
    const page = (path: string) =>
      readFileSync(join(client, path === "/" ? "index.html" : `${path}/index.html`), "utf8");

    expect(page("/")).toContain(`href="tel:${edits.phone}"`);
    const fencing = visibleText(page("/fencing"));
    expect(fencing).toContain(edits.answer);
    expect(fencing).toMatch(new RegExp(`${edits.price.min}\\s*–\\s*${edits.price.max}`));

    const slug = edits.project.file.replace(/\.yml$/, "");
    const html = page(`/projects/${slug}`);
    expect(visibleText(html)).toContain(edits.project.title);
    // The uploaded photo goes through the responsive pipeline, with its alt.
    expect(html).toMatch(/<source type="image\/avif" srcSet="[^"]+ \d+w/);
    expect(html).toContain(`alt="${edits.project.alt}"`);
  });
});
