import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { expect, test, type Locator, type Page } from "../browser/fixtures";
import { adminField, scrollFormOn, turnOver } from "../browser/admin-fields";
import { localButton, pickFolderWith } from "../browser/local-folder";
import { copyRepository, previewFrameWarning } from "../browser/support";
import { nextEntry, saveAndNextWords } from "../../admin/step-five";
import {
  fieldLabels,
  foldedObjects,
  inSuffixes,
  leadLogWords,
  pathLabels,
} from "../../src/model/contract/admin-labels";
import { priceMarks, pricedKinds } from "../../src/model/owner/go-live";
import { loadContent } from "../../src/model/owner/load-content";
import { servicePages } from "../../src/model/contract/pages";
import { preflight } from "../../src/model/owner/production";
import { servicePageSchema } from "../../src/model/contract/schema";
import { splitTranslation } from "../../src/model/contract/translation";

// Step ٥ of the owner's guide (docs/go-live.ar.md), walked as he walks it on a phone (390 px, the
// preview hidden), in the local admin with a stand-in folder picker (tests/browser/local-folder.ts):
// his facts typed, the five shipped values confirmed, the terms read and their example marks removed,
// on the eight service pages two prices of every three changed to his and the third ticked, the legal
// pages read, the response time typed, their marks removed; each a save that opens the next entry, «حفظ والتالي»
// (admin/step-five.ts), the last a «حفظ». It counts what he does (taps,
// keys, the distance he scrolls in flicks of 600 px) and what he reads, prints the counts and the
// minutes they make, and checks that the content is then the public site. The guide's step ٥ states
// the figure printed here (docs/decisions/2026-11-28-step-five-on-a-phone.md).

const viewport = { width: 390, height: 844 };
test.use({ viewport, locale: "en-US", expectedWarnings: [previewFrameWarning] });

/**
 * Seconds per action: the keystroke-level model as docs/decisions/0037 uses it (1.35 s to decide,
 * 1.1 s to point, 0.2 s to tap; 0.28 s a Latin key or digit, 0.5 s an Arabic one), times 1.5 for
 * screens new to him; a flick is a swipe (0.2 s) and a look at what came into view (1 s), times 1.5.
 * Reading at 138 words a minute, the median adult speed in Arabic (IReST, 2012).
 */
const seconds = { tap: (1.35 + 1.1 + 0.2) * 1.5, flick: (0.2 + 1) * 1.5, latin: 0.28 * 1.5, arabic: 0.5 * 1.5 };
const wordsPerMinute = 138;

/** His facts: a display name, the company's registration, contacts and address. */
const facts = {
  name: "الركن المتين للهناجر",
  phone: "0554318270",
  whatsapp: "0554318270",
  url: "https://www.rukn-hangars.sa",
  instagramUrl: "https://www.instagram.com/rukn.hangars",
  mapsUrl: "https://maps.app.goo.gl/Xy7bQ2rKp9",
  "company.legalName": "مؤسسة الركن المتين للمقاولات",
  "company.cr": "1010654321",
  // The unified national number (700…), which the site shows in place of the CR.
  "company.unifiedNumber": "7001654321",
  "company.vat": "310654321000003",
  "company.address.district": "حي المصانع",
  "company.address.street": "طريق الخرج",
  "company.address.postalCode": "14324",
};
const responseTime = "خلال يومي عمل من استلام الشكوى";

const words = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
/** A field's label in the admin, as scripts/build/admin-config.ts finds it: the longest path suffix labelled. */
const labelOf = (path: string[]) =>
  path.map((_, i) => pathLabels[path.slice(i).join(".")]).find(Boolean) ?? fieldLabels[path.at(-1)!] ?? "";

/**
 * Every string under a value, but its English and the hidden fingerprints (he reads the Arabic form), and
 * but what the form folds (foldedObjects): of those he reads the label, which says what they are.
 */
const texts = (value: unknown, path: string[] = []): string[] => {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap((item) => texts(item, path));
  if (value && typeof value === "object") {
    if (inSuffixes(foldedObjects, path)) return [labelOf(path)];
    return Object.entries(value).flatMap(([key, item]) =>
      ["en", "review", "lang"].includes(key) ? [] : texts(item, [...path, key]),
    );
  }
  return [];
};

/** What he did in one part of the step, or in all of it. */
type Counts = { taps: number; flicks: number; latin: number; arabic: number; read: number };

const minutesOf = (counts: Counts) => {
  const reading = counts.read / wordsPerMinute;
  const doing =
    (counts.taps * seconds.tap +
      counts.flicks * seconds.flick +
      counts.latin * seconds.latin +
      counts.arabic * seconds.arabic) /
    60;
  return { reading, doing, total: reading + doing };
};

const summary = (counts: Counts) => {
  const { reading, doing, total } = minutesOf(counts);
  return (
    `${counts.taps} taps, ${counts.flicks} flicks of 600 px, ${counts.latin + counts.arabic} keys ` +
    `(${counts.latin} Latin or digits, ${counts.arabic} Arabic), ${counts.read} words read: ` +
    `${reading.toFixed(1)} min reading + ${doing.toFixed(1)} min doing = ${total.toFixed(1)} min`
  );
};

/** The admin showed its sign-in screen while a save was under way (twice in CI, never alone): see entryWalk. */
class SignedOut extends Error {
  constructor(readonly events: string) {
    super(`the admin went back to its sign-in screen during a save (the page's last events: ${events})`);
  }
}

class Walk implements Counts {
  taps = 0;
  flicks = 0;
  latin = 0;
  arabic = 0;
  read = 0;
  /** The page's last loads and crashes, for a save that never lands (once in CI the admin was back at sign-in). */
  readonly events: string[] = [];
  constructor(readonly page: Page) {
    const note = (event: string) => {
      this.events.push(`${(performance.now() / 1000).toFixed(1)} s ${event}`);
      if (this.events.length > 10) this.events.shift();
    };
    page.on("load", () => note(`load ${page.url()}`));
    page.on("crash", () => note("crash"));
    page.on("pageerror", (error) => note(`error ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error") note(`console ${message.text().slice(0, 300)}`);
    });
  }

  /** The counts so far, to tell one part of the step from the next. */
  counts(): Counts {
    const { taps, flicks, latin, arabic, read } = this;
    return { taps, flicks, latin, arabic, read };
  }

  /** Counts the distance scrolled in this form as flicks, then starts again from zero (a new form, or a new part). */
  async turn() {
    this.flicks += Math.ceil((await this.scrolled()) / 600);
    await this.restart();
  }

  async restart() {
    await this.page.evaluate(() => ((window as unknown as { __scrolled: number }).__scrolled = 0));
  }

  async tap(target: Locator) {
    await target.scrollIntoViewIfNeeded();
    await target.click();
    this.taps++;
  }

  /**
   * A text box: a tap into it, then each key. What he types replaces what the box held only if the tap
   * selected it (a number's box does: admin/select-on-focus.ts); else a second tap selects it first.
   */
  async type(target: Locator, text: string) {
    await this.tap(target);
    const held = await target.inputValue();
    await this.page.keyboard.insertText(text);
    if ((await target.inputValue()) !== text) {
      if (held) this.taps++;
      await target.fill(text);
    }
    for (const char of text) {
      if (/[\u0600-\u06ff]/.test(char)) this.arabic++;
      else if (char !== " ") this.latin++;
      else this.arabic++;
    }
  }

  /** The field at a key path, drawn: scrolled down the form as he would, until Sveltia has drawn it. */
  async field(keyPath: string) {
    const target = adminField(this.page, keyPath);
    await expect(async () => {
      if (!(await target.count())) await scrollFormOn(this.page);
      await expect(target).toBeAttached({ timeout: 250 });
    }).toPass({ intervals: [0], timeout: 60_000 });
    return target;
  }

  async typeIn(keyPath: string, text: string) {
    await this.type((await this.field(keyPath)).locator("input, textarea").first(), text);
  }

  /** A switch, tapped until it has turned (turnOver), each tap counted. */
  async toggle(keyPath: string) {
    await turnOver((await this.field(keyPath)).locator('[role="switch"]').first(), (box) => this.tap(box));
  }

  /** Saves, retried uncounted once the preview has drawn when the admin's check refuses it unseen (below). */
  refusedUnseen = 0;

  /**
   * Saves the entry open at `entry` and waits until the file holds the change: in one tap with the way on,
   * «حفظ والتالي», where step ٥ has a next entry (then waits for it to open), else «حفظ». Should the admin's
   * save check refuse a record with English while the preview, hidden on a phone, has not drawn it (a defect
   * of an earlier version), the walk shows the preview and saves again, without counting those taps, and
   * reports how many saves needed it.
   */
  async save(entry: string, saved: () => boolean) {
    const next = nextEntry(`#/collections/${entry}`);
    const button = next
      ? this.page.locator("#save-and-next")
      : this.page.getByRole("button", { name: "حفظ", exact: true });
    if (next) await expect(button).toHaveText(saveAndNextWords);
    await this.tap(button);
    const refusal = this.page.locator("dialog[open]").filter({ hasText: "لم يُحفظ التعديل" });
    let signedOut = false;
    await expect(async () => {
      if (await this.page.getByRole("button", { name: localButton }).isVisible()) {
        signedOut = true;
        return;
      }
      if (await refusal.isVisible()) {
        this.refusedUnseen++;
        await refusal.getByRole("button").first().click();
        const eye = this.page.locator("button").filter({ hasText: /^\s*visibility\s*$/ });
        await eye.click();
        await expect(this.page.frameLocator("iframe").first().locator("main")).toBeVisible({ timeout: 30_000 });
        await this.page
          .locator("button")
          .filter({ hasText: /^\s*(visibility_off|edit)\s*$/ })
          .or(eye)
          .first()
          .click();
        await button.click();
      }
      expect(saved(), `saved (the page's last events: ${this.events.join("; ") || "none"})`).toBe(true);
    }).toPass({ timeout: 90_000 });
    if (signedOut) throw new SignedOut(this.events.join("; ") || "none");
    if (next) await expect(this.page).toHaveURL(new RegExp(`${next}$`), { timeout: 30_000 });
  }

  /** The distance scrolled in this page so far, in pixels (the init script below adds it up). */
  scrolled() {
    return this.page.evaluate(() => (window as unknown as { __scrolled: number }).__scrolled);
  }
}

/** Adds up every scroll of the page and of any element in it, as the distance his finger moves. */
const scrollCounter = () => {
  const at = new WeakMap<object, number>();
  (window as unknown as { __scrolled: number }).__scrolled = 0;
  document.addEventListener(
    "scroll",
    (event) => {
      const element = (event.target === document ? document.scrollingElement : event.target) as Element | null;
      if (!element) return;
      const top = element.scrollTop;
      (window as unknown as { __scrolled: number }).__scrolled += Math.abs(top - (at.get(element) ?? 0));
      at.set(element, top);
    },
    { capture: true, passive: true },
  );
};

let project: string;

test.beforeAll(() => {
  project = copyRepository("step-five-");
});

test.afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

const readYaml = (file: string) => parse(readFileSync(join(project, file), "utf8"));

test("step ٥ on a phone: his facts, the terms, eight pages of prices and the legal pages, counted as he walks it", async ({
  page,
  context,
}) => {
  test.setTimeout(2_700_000);
  await pickFolderWith(context, project);
  await context.addInitScript(scrollCounter);
  await page.goto("/admin/");
  await page.getByRole("button", { name: localButton }).click();
  await expect(page).toHaveURL(/#\/collections/);
  const walk = new Walk(page);
  /** Each part's counts, printed apart as it ends (a walk stopped part-way still says where its minutes went). */
  const part = async (name: string, body: () => Promise<void>) => {
    const before = walk.counts();

    await test.step(name, body);

    await walk.turn();
    const after = walk.counts();
    const counts = Object.fromEntries(
      Object.entries(after).map(([key, value]) => [key, value - before[key as keyof Counts]]),
    ) as Counts;
    console.log(`  ${name}: ${summary(counts)}`);
  };
  /**
   * Opens an entry: the first from the admin's lists, as he taps his way to it (the collection in the admin's
   * menu, then the entry); each next is open already, by the «حفظ والتالي» that saved the one before (walk.save).
   */
  const open = async (collection: string, entry: string, name: string) => {
    await walk.turn();
    if (entry === "site") {
      await page.goto(`/admin/#/collections/${collection}`);
      walk.taps++; // the collection in the admin's menu
      await walk.tap(page.locator("main").getByText(name, { exact: true }).first());
    }
    await expect(page).toHaveURL(new RegExp(`/entries/${entry}$`));
    await expect(adminField(page, "name").or(adminField(page, "meta")).first()).toBeVisible({ timeout: 30_000 });
    // A new form: the distance counts again from its top.
    await walk.restart();
  };

  /**
   * One entry's walk, from its opening to its save. In CI the admin twice went back to its sign-in screen during
   * a save, with no page load and no page error, and never when the walk ran alone; the cause is not known. Then
   * the walk says so (printed, and an annotation with the page's last events, console errors among them), signs
   * in again and walks the entry once more from its counts before it; a second time fails the test.
   */
  const entryWalk = async (entry: string, body: () => Promise<void>) => {
    const before = walk.counts();
    try {
      await body();
    } catch (error) {
      if (!(error instanceof SignedOut)) throw error;
      console.log(`  ${entry}: ${error.message}; signed in again, the entry walked again`);
      test.info().annotations.push({ type: "signed out during a save", description: `${entry}: ${error.events}` });
      Object.assign(walk, before);
      // Sveltia keeps the picked folder's handle in IndexedDB, where the stand-in's handle loses its methods (a
      // real one keeps them): its databases go, so that the button asks the picker again.
      await page.goto("/admin/");
      await page.evaluate(async () => {
        for (const { name } of await indexedDB.databases())
          await new Promise((done) => {
            const request = indexedDB.deleteDatabase(name!);
            request.onsuccess = request.onerror = request.onblocked = done;
          });
      });
      await page.goto("/admin/");
      await page.getByRole("button", { name: localButton }).click();
      await expect(page).toHaveURL(/#\/collections/);
      await page.goto(`/admin/#/collections/${entry}`);
      await body();
    }
  };

  // The guide's step ٥, read once.
  const guide = readFileSync("docs/go-live.ar.md", "utf8");
  await part("the guide's step ٥, read", async () => {
    walk.read += words(guide.slice(guide.indexOf("## ٥."), guide.indexOf("## ٦.")).replace(/[|*`#<>←]/g, " "));
  });

  await part("the settings: his facts, the five shipped values, the terms", async () => {
    await entryWalk("settings/entries/site", async () => {
      await open("settings", "site", "بيانات الشركة والتواصل");
      for (const [keyPath, value] of Object.entries(facts)) await walk.typeIn(keyPath, value);
      // The founding year, the hours, the round-the-clock replies and the free visit are right: ticked.
      for (const key of ["founded", "hours", "contact247", "freeSurvey"]) await walk.toggle(`company.review.${key}`);
      // The warranty and payment terms, read, then their example marks removed.
      const site = readYaml("content/site.yml");
      walk.read += words(texts([site.company.warranty, site.company.payment]).join(" "));
      await walk.toggle("company.warranty.example");
      await walk.toggle("company.payment.example");
      await walk.save("settings/entries/site", () => readYaml("content/site.yml").company.cr === facts["company.cr"]);
    });
    const saved = readYaml("content/site.yml");
    expect(saved.company.review).toMatchObject({ founded: true, hours: true, contact247: true, freeSurvey: true });
    expect([saved.company.warranty.example, saved.company.payment.example]).toEqual([false, false]);
  });

  await part("the eight service pages: two prices of three his own, the third ticked, the terms read", async () => {
    for (const { slug } of servicePages) {
      await entryWalk(`pages/entries/${slug}`, async () => {
        const file = `content/pages/${slug}.yml`;
        const shipped = readYaml(file);
        await open("pages", slug, shipped.name);
        walk.read += words(texts(shipped.priceTerms).join(" "));
        await walk.toggle("priceTerms.example");
        const marks = priceMarks(servicePageSchema.parse(splitTranslation(shipped).arabic));
        // The sections are folded to their titles but those with prices, which open unfolded (admin/sveltia/bundle.ts):
        // each priced section's prices done, then the next, down the form once.
        const sections = [...new Set(marks.map((mark) => mark.path[1] as number))];
        for (const section of sections) {
          await walk.field("sections");
          const items = page.locator(
            'section.field[data-key-path="sections"] > .field-wrapper > .group > .inner > .item-list > .item-wrapper',
          );
          for (const [i, mark] of marks.entries()) {
            if (mark.path[1] !== section) continue;
            const at = mark.path.join(".");
            const price = mark.path.reduce<Record<string, unknown>>((node, key) => node[key] as never, shipped);
            // He reads the price's name and range against his own list.
            walk.read += 5;
            if (i % 3 === 2) await walk.toggle(`${at}.confirmed`);
            else {
              await walk.typeIn(`${at}.min`, String((price.min as number) + 10));
              await walk.typeIn(`${at}.max`, String((price.max as number) + 10));
            }
          }
          // He found it unfolded without a tap, under the titles of the sections above it, which stay folded.
          const unfolded = (i: number) => items.nth(i).locator(".header .start button").first();
          await expect(unfolded(section), `${slug}: its priced section`).toHaveAttribute("aria-expanded", "true");
          const above = section - 1;
          if (above >= 0 && !pricedKinds.includes(shipped.sections[above].kind))
            await expect(unfolded(above), `${slug}: the section above it`).toHaveAttribute("aria-expanded", "false");
        }
        await walk.save(`pages/entries/${slug}`, () => readYaml(file).priceTerms?.example === false);
      });
    }
  });

  await part("the legal pages: read, the response time typed, the marks removed", async () => {
    for (const [entry, file, name] of [
      ["privacy-page", "content/pages/privacy.yml", "سياسة الخصوصية"],
      ["complaints-page", "content/pages/complaints.yml", "صفحة الشكاوى"],
    ] as const) {
      await entryWalk(`pages/entries/${entry}`, async () => {
        await open("pages", entry, name);
        walk.read += words(texts(readYaml(file), [entry]).join(" "));
        if (entry === "complaints-page") await walk.typeIn("response.time", responseTime);
        await walk.toggle("example");
        await walk.save(`pages/entries/${entry}`, () => readYaml(file).example === false);
      });
    }
  });

  // Done: the content is the public site, with nothing left to confirm.
  const env = { SITE_ENV: "production", SITE_URL: facts.url, CONTENT_DIR: join(project, "content") };
  const read = () => loadContent(project, facts.url);
  const previous = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = env.CONTENT_DIR;
  try {
    const result = preflight(env, read);
    expect(result.error).toBeUndefined();
    expect(result.mode).toBe("public");
    expect(result.loaded!.review.map((item) => `${item.entry} ${item.path?.join(".")}`)).toEqual([]);
  } finally {
    if (previous === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = previous;
  }

  const total = minutesOf(walk).total;
  console.log(
    `step ٥ at ${viewport.width} px: ${summary(walk)}` +
      (walk.refusedUnseen
        ? ` (${walk.refusedUnseen} saves refused until the preview had drawn, retried uncounted)`
        : ""),
  );
  // The guide states this walk's figure, to the minute (the distance scrolled varies by a few flicks a run).
  const stated = Number(/^## ٥\. [^(]+\((\d+) دقيقة\)/m.exec(guide)?.[1]);
  expect(Math.abs(total - stated)).toBeLessThanOrEqual(1);
});

test.describe("the lead log", () => {
  // Leaving the admin mid-way through its view transition: Chromium logs the transition it abandons.
  test.use({ expectedErrors: [/Transition was aborted because of invalid state/] });

  test("the lead log is one tap from the admin's menu, on a phone", async ({ page, context }) => {
    await pickFolderWith(context, project);
    await page.goto("/admin/");
    await page.getByRole("button", { name: localButton }).click();
    await expect(page).toHaveURL(/#\/collections/);
    const link = page.getByRole("link", { name: "سجل العملاء المحتملين" });
    await expect(link).toBeVisible({ timeout: 30_000 });
    await expect(link).toHaveAttribute("href", "/admin/leads");
    await link.click();
    await expect(page).toHaveURL(/\/admin\/leads\/?$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(leadLogWords.title);
  });
});
