import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { parse, parseDocument } from "yaml";
import { adminCsp } from "../../deploy/rules.js";
import { expect, sharedPage, test, type BrowserContext, type Observed, type Page } from "../browser/fixtures";
import { adminField, revealField, revealInput } from "../browser/admin-fields";
import { localButton, pickFolderWith } from "../browser/local-folder";
import { optionLabels } from "../../src/model/contract/admin-labels";
import { content } from "../support/content";
import { buildProject, copyRepository, previewFrameWarning, visibleText } from "../browser/support";
import { formatAmount } from "../../src/lib/format";
import { shownPrice } from "../../src/lib/vat";
import { photoSlots, sizesOf, sourceGroups } from "../../src/lib/photo-slots";
import { withoutAddedBoxes } from "../support/saved-data";

// The owner's admin (Sveltia CMS at /admin/), built by scripts/build/admin.js: a
// desktop tool, so its tests run at 1280 px (@desktop), but for the notice a
// phone or tablet browser shows. The one copy of the project the owner edits
// through it is rebuilt once, and that build also proves the owner's photo path
// (a photo chosen for an illustration slot).

test.use({ locale: "en-US" });

/**
 * Records every request of the context and aborts any to another origin: nothing
 * may leave the machine, and a request elsewhere is reported by foreign().
 */
async function isolate(context: BrowserContext, origin: string) {
  const requests: string[] = [];
  context.on("request", (request) => requests.push(request.url()));
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  return requests;
}

/** Requests to anything but the served build (data: URLs and this origin's blob: URLs are local). */
function foreign(requests: readonly string[], origin: string) {
  return requests.filter((url) => {
    if (url.startsWith("data:")) return false;
    return new URL(url.startsWith("blob:") ? url.slice("blob:".length) : url).origin !== origin;
  });
}

/** Sveltia's Arabic label of its local-mode button. */

test.describe("the admin page", () => {
  // A phone or tablet browser: the layout of the admin at 360 px, so no tag.
  test("tells a browser without the File System Access API (Firefox, Safari) that local editing needs Chrome or Edge", async ({
    page,
    context,
    baseURL,
  }) => {
    await isolate(context, new URL(baseURL!).origin);
    await context.addInitScript(() => {
      delete (Window.prototype as { showDirectoryPicker?: unknown }).showDirectoryPicker;
      delete (window as { showDirectoryPicker?: unknown }).showDirectoryPicker;
    });
    await page.goto("/admin/");
    expect(await page.evaluate(() => "showDirectoryPicker" in window)).toBe(false);
    const notice = page.locator("#local-editing-notice");
    await expect(notice).toBeVisible();
    await expect(notice).toHaveText(/Chrome.*Edge/s);
  });
});

// One admin page on the desktop for its first screen and the owner's edits, in one worker: loading
// Sveltia (4 MB of script to compile) took 5–8 s a test. Each step needs the one before: load, edit,
// rebuild, then read the rebuilt pages.
test.describe("the admin on the desktop", () => {
  test.describe.configure({ mode: "serial" });
  let page: Page;
  /** What went wrong in the admin's page that the running test has yet to answer for (fixtures.ts). */
  let observed: Observed;
  let origin = "";
  /** Every request of the admin's page, any to another origin aborted (isolate). */
  let requests: string[] = [];

  test.beforeAll(async ({ browser }, testInfo) => {
    ({ page, observed } = await sharedPage(browser, testInfo, { locale: "en-US" }));
    origin = new URL(testInfo.project.use.baseURL!).origin;
    requests = await isolate(page.context(), origin);
  });

  test.afterAll(() => page?.context().close());

  let loaded: Promise<void> | undefined;
  /** The admin's first screen, loaded once, by the first test that needs it. */
  const load = () =>
    (loaded ??= (async () => {
      await page.goto("/admin/");
      // Up to 30 s for the admin to start, as in admin-sign-in.spec.ts: its 2 MB module takes 7 s here under load.
      await expect(page.getByRole("button", { name: localButton })).toBeVisible({ timeout: 30_000 });
    })());

  test("loads in Arabic, right to left, under its CSP, with no console error and no request to another origin @desktop", async ({
    request,
  }) => {
    // Served under its own policy, never the public pages' one; local mode reaches no Git host (below).
    const served = await request.get("/admin/");
    expect(served.headers()["content-security-policy"]).toBe(adminCsp());
    await load();

    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
    await expect(page).toHaveTitle("لوحة تحرير الموقع");
    // Chromium has the File System Access API: no notice.
    await expect(page.locator("#local-editing-notice")).toBeHidden();
    await expect
      .poll(() => requests.some((url) => new URL(url).pathname === "/admin/config.yml"), {
        message: "the admin loads /admin/config.yml",
      })
      .toBe(true);
    // Not even the "Failed to load resource" errors the harness lets through.
    expect(observed.errors).toEqual([]);
    expect(foreign(requests, origin)).toEqual([]);
  });

  test.describe("editing in local mode", () => {
    // Each entry opens with its preview (admin/preview/), which shows the new project's photo until the save.
    test.use({ expectedWarnings: [previewFrameWarning] });

    // A copy of the project: the folder the owner picks in the admin, then rebuilt once.
    let project: string;
    // The rebuilt copy's build/client, set by the rebuild test.
    let client = "";
    const fixture = { width: 1200, height: 800, file: "fence-test-photo.jpg" };
    // The owner's photo for the fencing hero's slot, written into the copy before the admin opens it.
    const slotPhoto = { width: 2000, height: 1333, file: "fencing-site.jpg", alt: "صورة اختبار: أرض محاطة بسور صاج" };

    test.beforeAll(async () => {
      project = copyRepository("admin-local-");
      // A photo-like JPEG for the upload: a sky, a grey fence, a sun.
      const scene = Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${fixture.width}" height="${fixture.height}"><rect width="100%" height="100%" fill="#9cc3dc"/><rect y="420" width="100%" height="260" fill="#8a8f96"/><circle cx="960" cy="160" r="80" fill="#f5a524"/></svg>`,
      );
      writeFileSync(join(project, fixture.file), await sharp(scene).jpeg({ quality: 80 }).toBuffer());

      // The owner's photo path, as the admin does it: a photo uploaded to
      // photos/uploads/ and chosen for a slot in the YAML replaces that slot's
      // illustration with no code change. A 2000×1333 photo-like fixture: a
      // gradient with some shapes, so encoders have real work.
      mkdirSync(join(project, "photos/uploads"), { recursive: true });
      const slotScene = Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${slotPhoto.width}" height="${slotPhoto.height}"><defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#9cc3dc"/><stop offset="1" stop-color="#e9d8b9"/></linearGradient></defs><rect width="${slotPhoto.width}" height="${slotPhoto.height}" fill="url(#g)"/><rect x="200" y="700" width="1600" height="300" fill="#8a8f96"/><circle cx="1600" cy="260" r="120" fill="#f5a524"/></svg>`,
      );
      await sharp(slotScene)
        .jpeg({ quality: 85 })
        .toFile(join(project, "photos/uploads", slotPhoto.file));
      const fencingYml = join(project, "content/pages/fencing.yml");
      const doc = parseDocument(readFileSync(fencingYml, "utf8"));
      doc.setIn(["hero", "image", "photo"], `/photos/uploads/${slotPhoto.file}`);
      doc.setIn(["hero", "image", "photoAlt"], slotPhoto.alt);
      writeFileSync(fencingYml, doc.toString());
    });

    test.afterAll(() => {
      if (project) rmSync(project, { recursive: true, force: true });
    });

    const readYaml = (file: string) => parse(readFileSync(join(project, file), "utf8"));
    /** A pre-rendered page of the rebuilt copy. */
    const built = (path: string) =>
      readFileSync(join(client, path === "/" ? "index.html" : `${path}/index.html`), "utf8");
    const fill = async (page: Page, keyPath: string, value: string) => (await revealInput(page, keyPath)).fill(value);

    async function save(page: Page) {
      await page.getByRole("button", { name: "حفظ", exact: true }).click();
      // Saved: Sveltia closes the editor and returns to the collection.
      await expect(page).toHaveURL((url) => !url.hash.includes("/entries/") && !url.hash.endsWith("/new"), {
        timeout: 20_000,
      });
    }

    /** +966511112222 as a Saudi owner types it: «٠٥١ ١١١ ٢٢٢٢». */
    const asTyped = (international: string) =>
      `0${international.slice(4)}`
        .replace(/^(\d{3})(\d{3})(\d{4})$/, "$1 $2 $3")
        .replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

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

    test("the owner picks the project folder, edits the phone, an FAQ answer and a price, adds a project with a photo, and the files change @desktop", async () => {
      test.setTimeout(120_000);
      const site = readYaml("content/site.yml");
      const fencing = readYaml("content/pages/fencing.yml");
      edits.phone = site.phone === "+966511112222" ? "+966533334444" : "+966511112222";
      const section = fencing.sections.findIndex((s: { kind: string }) => s.kind === "prices");
      const { min, max } = fencing.sections[section].rows[0].price;
      edits.price = { section, min, max: max + 5 };
      const projectsBefore = readdirSync(join(project, "content/projects"));

      await load();
      await pickFolderWith(page.context(), project);
      await page.getByRole("button", { name: localButton }).click();
      await expect(page).toHaveURL(/#\/collections\//);

      // Settings → the company's phone number.
      await page.goto("/admin/#/collections/settings/entries/site");
      await expect((await revealField(page, "phone")).locator("input")).toHaveValue(site.phone, { timeout: 20_000 });
      // Typed as the owner writes it: national form, Arabic-Indic digits, spaces. Saved international.
      await fill(page, "phone", asTyped(edits.phone));
      await save(page);

      // Pages → fencing: the first FAQ's answer and the first price row's upper bound.
      await page.goto("/admin/#/collections/pages/entries/fencing");
      await fill(page, "faqs.0.answer", edits.answer);
      await fill(page, `sections.${section}.rows.0.price.max`, String(edits.price.max));
      await save(page);

      // Projects → new, with an uploaded photo.
      await page.goto("/admin/#/collections/projects/new");
      await fill(page, "title", edits.project.title);
      await (await revealField(page, "service")).getByRole("combobox").click();
      await page.getByRole("option", { name: content.services.fencing.name }).click();
      await fill(page, "district", edits.project.district);
      await fill(page, "year", "2025");
      await fill(page, "size.value", "600");
      await (await revealField(page, "size.unit")).getByText(optionLabels.sqm!).click();
      await fill(page, "duration", "أسبوعان");
      await fill(page, "clientType", "مالك أرض");
      await fill(page, "story", edits.project.story);
      await adminField(page, "photos").getByRole("button", { name: /إضافة/ }).first().click();
      const photo = await revealField(page, "photos.0.src");
      await photo.locator('input[type="file"]').first().setInputFiles(join(project, fixture.file));
      // The photo is converted to WebP in the browser first; the owner sees its thumbnail once it is ready.
      await expect(photo.locator("img").first()).toBeVisible();
      await fill(page, "photos.0.alt", edits.project.alt);
      await save(page);

      // Not even the "Failed to load resource" errors the harness lets through.
      expect(observed.errors).toEqual([]);
      expect(foreign(requests, origin)).toEqual([]);

      // content/site.yml: the phone, and nothing else but the list of languages Sveltia writes at the top of
      // a file with English (decision 0039), which the build ignores (the next test builds this folder).
      const { lang, ...siteAfter } = readYaml("content/site.yml");
      expect(siteAfter).toEqual({ ...site, phone: edits.phone });
      expect(lang).toEqual(["ar", "en"]);
      // content/pages/fencing.yml: the answer and the price; the image slots kept,
      // the hero's with its photo and photoAlt.
      const fencingAfter = readYaml("content/pages/fencing.yml");
      expect(fencingAfter.faqs[0]).toEqual({ question: fencing.faqs[0].question, answer: edits.answer });
      // Sveltia writes the price's «راجِع» box, which the file lacked, with its default.
      const priceBefore = fencing.sections[section].rows[0].price;
      expect(withoutAddedBoxes(fencingAfter.sections[section].rows[0].price, priceBefore)).toEqual({
        ...priceBefore,
        max: edits.price.max,
      });
      expect(fencingAfter.hero.image).toEqual(fencing.hero.image);
      expect(fencingAfter.hero.image).toMatchObject({
        photo: `/photos/uploads/${slotPhoto.file}`,
        photoAlt: slotPhoto.alt,
      });
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
        // Converted at upload (scripts/build/admin-config.ts → uploads): WebP, at its own size, as it is narrower than the widest served.
        photos: [{ src: `/photos/uploads/${fixture.file.replace(/\.jpg$/, ".webp")}`, alt: edits.project.alt }],
      });
      const saved = await sharp(join(project, "photos/uploads", fixture.file.replace(/\.jpg$/, ".webp"))).metadata();
      expect({ format: saved.format, width: saved.width, height: saved.height }).toEqual({
        format: "webp",
        width: fixture.width,
        height: fixture.height,
      });
    });

    test("rebuilt from the edited folder, the pages show the changes @desktop", async () => {
      // Pre-rendering takes 15–20 s of CPU on two cores, more when shared.
      test.setTimeout(240_000);
      expect(edits.project.file, "the editing test must run first").not.toBe("");
      client = buildProject(project);

      expect(built("/")).toContain(`href="tel:${edits.phone}"`);
      const fencing = visibleText(built("/fencing"));
      expect(fencing).toContain(edits.answer);
      // Shown with VAT, as the site settings say the prices are typed (src/lib/vat.ts).
      const price = shownPrice({ min: edits.price.min, max: edits.price.max }, readYaml("content/site.yml").prices);
      expect(fencing).toContain(formatAmount(price.withVat, readYaml("content/ui.yml").prices.range));

      const slug = edits.project.file.replace(/\.yml$/, "");
      const html = built(`/projects/${slug}`);
      expect(visibleText(html)).toContain(edits.project.title);
      // The uploaded photo goes through the responsive pipeline, with its alt.
      expect(html).toMatch(/<source type="image\/avif" srcSet="[^"]+ \d+w/);
      expect(html).toContain(`alt="${edits.project.alt}"`);
    });

    // The fencing hero's photo in the same build. /fencing also shows the new
    // project's photo card, below the hero: the hero's <picture> is the first.
    test.describe("owner photos", () => {
      const fencingHtml = () => {
        expect(client, "the rebuild test must run first").not.toBe("");
        return built("/fencing");
      };
      const heroPicture = (html: string) => /<picture>([\s\S]*?)<\/picture>/.exec(html)?.[1];

      // The hero's slot (src/lib/photo-slots.ts): an AVIF and a WebP source for phones, then for wider screens.
      const groups = sourceGroups(photoSlots.serviceHero);

      test("replace the slot's illustration with a responsive <picture> @desktop", () => {
        const picture = heroPicture(fencingHtml());
        expect(picture).toBeDefined();
        const sources = [...picture!.matchAll(/<source ([^>]*)>/gi)].map(([, attributes]) => ({
          type: /type="([^"]+)"/.exec(attributes!)?.[1],
          media: /media="([^"]+)"/.exec(attributes!)?.[1],
          widths: (/srcSet="([^"]+)"/i.exec(attributes!)?.[1] ?? "")
            .split(",")
            .map((candidate) => Number(/ (\d+)w$/.exec(candidate.trim())?.[1])),
          sizes: /sizes="([^"]+)"/.exec(attributes!)?.[1],
        }));
        expect(sources).toEqual(
          groups.flatMap((group) =>
            ["image/avif", "image/webp"].map((type) => ({
              type,
              media: group.media,
              widths: group.widths,
              sizes: sizesOf(photoSlots.serviceHero),
            })),
          ),
        );
      });

      test("the fallback <img> keeps the photo's aspect ratio in width and height, and stays the eager LCP image @desktop", () => {
        const img = /<picture>[\s\S]*?(<img[^>]*>)[\s\S]*?<\/picture>/.exec(fencingHtml())?.[1] ?? "";
        const width = Number(/width="(\d+)"/.exec(img)?.[1]);
        const height = Number(/height="(\d+)"/.exec(img)?.[1]);
        expect(width).toBeGreaterThan(0);
        // The phone's crop, the first source's: the frame's aspect classes hold it on every width.
        expect(width / height).toBeCloseTo(groups[0]!.aspect, 1);
        expect(img).toMatch(/loading="eager"/);
        expect(img).toMatch(/fetchpriority="high"/i);
        expect(img).toContain(`alt="${slotPhoto.alt}"`);
      });

      test("every generated file exists and is really AVIF or WebP @desktop", async () => {
        const html = fencingHtml();
        const generated = (text: string) =>
          new Set([...text.matchAll(/(\/assets\/[^" ,]+\.(avif|webp))/g)].map((m) => m[1]!));
        // The hero's photo: each source's widths, in 2 formats.
        expect(generated(heroPicture(html) ?? "").size).toBe(
          2 * groups.reduce((sum, group) => sum + group.widths.length, 0),
        );
        // Every one on the page: the hero's and the new project's card.
        for (const url of generated(html)) {
          const { format } = await sharp(join(client, url)).metadata();
          expect(url.endsWith(".avif") ? "heif" : "webp").toBe(format);
        }
      });

      test("slots without a photo keep their illustration @desktop", () => {
        expect(fencingHtml()).toMatch(/<img[^>]+src="\/assets\/2\.[^"]+\.svg"/);
      });
    });
  });
});
