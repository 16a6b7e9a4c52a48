import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import sharp from "sharp";
import { parseDocument } from "yaml";
import { uploads } from "../../scripts/build/admin-config";
import { random } from "../../scripts/photos/phone-photo.js";
import { expect, test, type Page } from "../browser/fixtures";
import { localButton, pickFolderWith } from "../browser/local-folder";
import { copyRepository, previewFrameWarning } from "../browser/support";
import { content } from "../support/content";

// Photos from any phone (docs/photos.md). Sveltia converts each upload to WebP in the
// browser: with the canvas where it can (Chromium), else with the WebP encoder it bundles
// as WebAssembly, which the admin's CSP allows ('wasm-unsafe-eval'). Every iPhone browser
// is Safari underneath, whose canvas answers a WebP request with a PNG: that is simulated
// here in Chromium. A HEIC photo (an iPhone's own format) is decoded by Sveltia's HEIC
// decoder, WebAssembly too. Uploads go through the asset library («رفع») in local mode
// (tests/browser/local-folder.ts: the real folder picker is not exercised).

const fixtures = resolve(import.meta.dirname, "../fixtures/photos");
const widest = uploads.transformations.raster_image.width;

/** Safari's canvas: asked for WebP, it encodes PNG (OffscreenCanvas and <canvas> alike). */
function canvasWithoutWebP() {
  const convertToBlob = OffscreenCanvas.prototype.convertToBlob;
  OffscreenCanvas.prototype.convertToBlob = function (options?: ImageEncodeOptions) {
    return convertToBlob.call(this, options?.type === "image/webp" ? { ...options, type: "image/png" } : options);
  };
  const toBlob = HTMLCanvasElement.prototype.toBlob;
  HTMLCanvasElement.prototype.toBlob = function (callback, type, quality) {
    return toBlob.call(this, callback, type === "image/webp" ? "image/png" : type, quality);
  };
  const toDataURL = HTMLCanvasElement.prototype.toDataURL;
  HTMLCanvasElement.prototype.toDataURL = function (type, quality) {
    return toDataURL.call(this, type === "image/webp" ? "image/png" : type, quality);
  };
}

let project = "";

test.beforeEach(async () => {
  project = copyRepository("admin-photos-");
});

test.afterEach(async ({ page }) => {
  // An afterEach runs before the test's tab closes, and the admin goes on reading the folder after the test's last
  // check (it reads an upload back to list it): leave it first, or its read of a removed file fails the test.
  await page.goto("about:blank");
  if (project) rmSync(project, { recursive: true, force: true });
});

/** Opens the asset library on the project's folder, every request to another origin refused and recorded. */
async function openMedia(page: Page) {
  const origin = new URL(page.url() === "about:blank" ? test.info().project.use.baseURL! : page.url()).origin;
  const requests: string[] = [];
  page.context().on("request", (request) => requests.push(request.url()));
  await page.context().route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  await pickFolderWith(page.context(), project);
  await page.goto("/admin/");
  await page.getByRole("button", { name: localButton }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(/#\/collections\//);
  await page.goto("/admin/#/assets");
  await expect(page.getByRole("button", { name: "رفع" })).toBeVisible();
  const foreign = () =>
    requests.filter((url) => !url.startsWith("data:") && new URL(url.replace(/^blob:/, "")).origin !== origin);
  return { requests, foreign };
}

/** Chooses a file in the asset library and confirms the upload; resolves with the dialog's line about it. */
async function upload(page: Page, file: string) {
  await page.locator('input[type="file"]').setInputFiles(file);
  const dialog = page.getByRole("alertdialog", { name: "رفع وسائط جديدة" });
  await expect(dialog.getByRole("button", { name: "رفع" })).toBeVisible({ timeout: 30_000 });
  return dialog;
}

const stored = (name: string) => join(project, "photos/uploads", name);

test.describe("a photo uploaded in the admin", () => {
  test.use({ locale: "en-US" });

  test("from a browser whose canvas cannot encode WebP (every iPhone's), is stored as a WebP of at most 1600 px and 3 MB @desktop", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.addInitScript(canvasWithoutWebP);
    // A phone's photo: 4032×3024, with sensor-like noise so that it weighs what a real one does.
    const w = 4032;
    const h = 3024;
    const scene = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="#9cc3dc"/><rect y="1800" width="100%" height="900" fill="#8a8f96"/><circle cx="3000" cy="600" r="300" fill="#f5a524"/></svg>`,
    );
    const original = join(project, "site-photo.jpg");
    await sharp({
      create: {
        width: w,
        height: h,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 30 },
      },
    })
      .composite([{ input: scene, blend: "soft-light" }])
      .jpeg({ quality: 90 })
      .toFile(original);
    expect(statSync(original).size).toBeGreaterThan(uploads.maxBytes);

    const { requests, foreign } = await openMedia(page);
    // The simulation holds: this page's canvas answers a WebP request with a PNG.
    expect(
      await page.evaluate(async () => {
        const canvas = new OffscreenCanvas(1, 1);
        canvas.getContext("2d");
        return (await canvas.convertToBlob({ type: "image/webp" })).type;
      }),
    ).toBe("image/png");
    const dialog = await upload(page, original);
    await expect(dialog).toContainText("site-photo.webp");
    await dialog.getByRole("button", { name: "رفع" }).click();
    await expect.poll(() => existsSync(stored("site-photo.webp")), { timeout: 30_000 }).toBe(true);

    const file = stored("site-photo.webp");
    await expect.poll(() => statSync(file).size).toBeGreaterThan(0);
    const saved = await sharp(file).metadata();
    const bytes = statSync(file).size;
    test.info().annotations.push({
      type: "stored",
      description: `${saved.format} ${saved.width}×${saved.height}, ${bytes} bytes`,
    });
    expect(saved.format).toBe("webp");
    expect(Math.max(saved.width!, saved.height!)).toBeLessThanOrEqual(widest);
    expect(saved.width).toBe(widest);
    expect(bytes).toBeLessThanOrEqual(uploads.maxBytes);
    expect(readdirSync(join(project, "photos/uploads")).filter((name) => name.endsWith(".png"))).toEqual([]);
    // The encoder is WebAssembly served by the site itself; nothing came from another origin.
    expect(requests.some((url) => /\/admin\/assets\/webp_enc[\w-]*\.wasm$/.test(url))).toBe(true);
    expect(foreign()).toEqual([]);
    await expect(page.locator("#photo-failed")).toBeHidden();
  });

  test("a HEIC photo (an iPhone's own format) is converted in Chromium, which cannot show HEIC @desktop", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const original = join(fixtures, "phone-photo.heic");
    // A real HEIC (HEVC), as an iPhone writes, made with libheif's heif-enc: sharp's own build reads it but
    // encodes HEIF as AV1 only. 2400×1800, 8 kB.
    expect(await sharp(original).metadata()).toMatchObject({ format: "heif", compression: "hevc", width: 2400 });
    const { requests, foreign } = await openMedia(page);
    const dialog = await upload(page, original);
    await expect(dialog).toContainText("phone-photo.webp");
    await dialog.getByRole("button", { name: "رفع" }).click();
    await expect.poll(() => existsSync(stored("phone-photo.webp")), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => statSync(stored("phone-photo.webp")).size).toBeGreaterThan(0);
    const saved = await sharp(stored("phone-photo.webp")).metadata();
    // 2400×1800 scaled to the widest the pages serve.
    expect({ format: saved.format, width: saved.width, height: saved.height }).toEqual({
      format: "webp",
      width: widest,
      height: (widest * 1800) / 2400,
    });
    expect(requests.some((url) => /\/admin\/assets\/heic_dec[\w-]*\.wasm$/.test(url))).toBe(true);
    expect(foreign()).toEqual([]);
  });

  test.describe("when the conversion fails", () => {
    test.use({ expectedFailedRequests: [/^net::ERR_FAILED .*\/admin\/assets\/webp_enc[\w-]*\.wasm$/] });

    test("says in Arabic what to do and stores no PNG @desktop", async ({ page }) => {
      test.setTimeout(120_000);
      await page.addInitScript(canvasWithoutWebP);
      // The WebP encoder unreachable (a dropped connection): the canvas, as on an iPhone, gives PNG only.
      await page.route(/\/admin\/assets\/webp_enc[\w-]*\.wasm$/, (route) => route.abort());
      const original = join(project, "small-photo.jpg");
      await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#9cc3dc" } })
        .jpeg()
        .toFile(original);
      await openMedia(page);
      await page.locator('input[type="file"]').setInputFiles(original);
      const alert = page.locator("#photo-failed");
      await expect(alert).toBeVisible({ timeout: 30_000 });
      await expect(alert).toContainText("تعذّر على هذا المتصفح تجهيز الصورة");
      await expect(alert).toContainText("حدّث المتصفح");
      // Sveltia offers the original file instead (its size limit applies), never a PNG.
      const dialog = page.getByRole("alertdialog", { name: "رفع وسائط جديدة" });
      await expect(dialog).toContainText("small-photo.jpg");
      await expect(dialog).not.toContainText(".png");
      await dialog.getByRole("button", { name: "إلغاء" }).click();
      expect(readdirSync(join(project, "photos/uploads")).filter((name) => name.endsWith(".png"))).toEqual([]);
      await alert.getByRole("button", { name: "حسنًا" }).click();
      await expect(alert).toBeHidden();
    });
  });
});

test.describe("the preview", () => {
  test.use({ locale: "en-US", expectedWarnings: [previewFrameWarning] });

  test("shows a photo saved before, not a broken image @desktop", async ({ page }) => {
    test.setTimeout(120_000);
    // A photo saved in an earlier session, chosen for the fencing page's hero.
    const photo = { file: "saved-fence.webp", width: 1200, height: 800 };
    mkdirSync(join(project, "photos/uploads"), { recursive: true });
    await sharp({ create: { width: photo.width, height: photo.height, channels: 3, background: "#8a8f96" } })
      .webp()
      .toFile(stored(photo.file));
    const fencing = join(project, "content/pages/fencing.yml");
    const doc = parseDocument(readFileSync(fencing, "utf8"));
    doc.setIn(["hero", "image", "photo"], `/photos/uploads/${photo.file}`);
    doc.setIn(["hero", "image", "photoAlt"], "صورة اختبار: سور رمادي");
    writeFileSync(fencing, doc.toString());

    const { requests } = await openMedia(page);
    await page.goto("/admin/#/collections/pages");
    await page.goto("/admin/#/collections/pages/entries/fencing");
    const frame = page.frameLocator("iframe").first();
    const image = frame.locator('img[alt="صورة اختبار: سور رمادي"]');
    // Drawn from the file Sveltia read (a blob: URL), at the photo's own size once loaded.
    await expect(image).toHaveAttribute("src", /^blob:/, { timeout: 30_000 });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(photo.width);
    // Never asked for at its repository path, which the site does not serve (a 404 fails the test: fixtures.ts).
    expect(requests.filter((url) => url.includes(`/photos/uploads/${photo.file}`))).toEqual([]);
  });

  test("warns, before the save, that a photo too detailed for a phone makes its page heavy, naming the page, the photo and what to do @desktop", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // A photo of random 4 px blocks, more detail than any site photo: scaled to the phone's hero, no encoder
    // makes it light.
    const photo = { file: "noisy-fence.webp", alt: "صورة اختبار: سور بتفاصيل كثيفة" };
    const { width, height } = { width: 400, height: 267 };
    const next = random(7);
    const noise = Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(next() * 256)));
    mkdirSync(join(project, "photos/uploads"), { recursive: true });
    await sharp(noise, { raw: { width, height, channels: 3 } })
      .resize({ width: width * 4, kernel: "nearest" })
      .webp({ quality: 85 })
      .toFile(stored(photo.file));
    const fencing = join(project, "content/pages/fencing.yml");
    const doc = parseDocument(readFileSync(fencing, "utf8"));
    doc.setIn(["hero", "image", "photo"], `/photos/uploads/${photo.file}`);
    doc.setIn(["hero", "image", "photoAlt"], photo.alt);
    writeFileSync(fencing, doc.toString());

    await openMedia(page);
    await page.goto("/admin/#/collections/pages/entries/fencing");
    const frame = page.frameLocator("iframe").first();
    const warning = frame.locator("[data-preview-photo-cost]");
    await expect(warning).toBeVisible({ timeout: 60_000 });
    await expect(warning).toHaveAttribute("lang", "ar");
    // The page by its name in the admin, the photo by its description and its file, and what to do.
    await expect(warning).toContainText(`«${content.services.fencing.name}»`);
    await expect(warning).toContainText(`«${photo.alt}»`);
    await expect(warning).toContainText(photo.file);
    await expect(warning).toContainText("اختر لها صورة أبسط");
    // A warning, not a refusal: the build's problems (what a save refuses) stay away, and the page is drawn.
    await expect(frame.locator("[data-preview-problems]")).toHaveCount(0);
    await expect(frame.locator(`img[alt="${photo.alt}"]`)).toHaveAttribute("src", /^blob:/);
  });
});
