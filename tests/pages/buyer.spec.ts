import { fontsSettledInPage } from "../../scripts/browser/page-checks.js";
import { formatTotal, isolateFigures } from "../../src/lib/format";
import { projectsPath, servicePages } from "../../src/model/contract/pages";
import { expect, test, type Page } from "../browser/fixtures";
import { namedHome } from "../../src/pages/_home";
import { content, ui } from "../support/content";

// What a buyer sees: nothing that looks tappable and is not, full
// grid rows at every width, prices that never break inside a unit, contact
// controls in proportion, and headings that never claim work an example shows.

const phoneScreen = { width: 360, height: 740 };
const widths = [320, 360, 480, 640, 768, 1024, 1280, 1440, 1920];
/** The pages with the most varied layout, checked at every width and by axe. */
const buyerPaths = ["/", "/canopies", "/cladding", "/doors", projectsPath];

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(fontsSettledInPage);
}

// The pages' length on a phone and the home page's first screen are budgets on the owner's words
// (src/model/owner/page-budgets.ts), checked on the fixture's pages in fixture-budgets.spec.ts.

/**
 * Elements that look tappable without being a link or control: a pointer
 * cursor, a hover effect, or a card's shadow over a border. A card that is one
 * link as a whole (its link covers it) is fine.
 */
async function tappableLookalikes(page: Page) {
  return page.locator("main").evaluate((main) => {
    const controls = "a, button, summary, label, details";
    const coveredByLink = (el: Element) => {
      const box = el.getBoundingClientRect();
      return [...el.querySelectorAll("a")].some((a) => {
        const r = a.getBoundingClientRect();
        return r.width * r.height >= 0.85 * box.width * box.height;
      });
    };
    const found: string[] = [];
    for (const el of main.querySelectorAll("*")) {
      if (el.closest(controls) || el.querySelector("summary") || coveredByLink(el)) continue;
      const style = getComputedStyle(el);
      const cardLook =
        style.boxShadow !== "none" && parseFloat(style.borderTopWidth) > 0 && parseFloat(style.borderBottomWidth) > 0;
      const hover = /(^|\s)[\w-]*hover:/.test(el.getAttribute("class") ?? "");
      if (style.cursor === "pointer" || cardLook || hover)
        found.push(
          `${el.tagName.toLowerCase()}.${(el.getAttribute("class") ?? "").slice(0, 60)}: ${el.textContent?.trim().slice(0, 40)}`,
        );
    }
    return found;
  });
}

/** Card grids whose last row leaves a slot empty, or whose columns outnumber their cards. */
async function unevenGrids(page: Page) {
  return page.locator("main").evaluate((main) => {
    const found: string[] = [];
    for (const grid of main.querySelectorAll("ul, ol, dl, div")) {
      const style = getComputedStyle(grid);
      const items = [...grid.children].filter((c) => getComputedStyle(c).display !== "none") as HTMLElement[];
      if (style.display !== "grid" || items.length < 2) continue;
      // Only grids of cards: items (or the one element they wrap) with a border or a fill of their own.
      const looksLikeCard = (el: Element | null) =>
        !!el &&
        (parseFloat(getComputedStyle(el).borderTopWidth) > 0 ||
          getComputedStyle(el).backgroundColor !== "rgba(0, 0, 0, 0)");
      if (
        !items.every(
          (item) => looksLikeCard(item) || (item.children.length === 1 && looksLikeCard(item.firstElementChild)),
        )
      )
        continue;
      const box = grid.getBoundingClientRect();
      const width = box.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const gap = parseFloat(style.columnGap) || 0;
      const rows = new Map<number, number[]>();
      for (const item of items) {
        const r = item.getBoundingClientRect();
        const top = Math.round(r.top);
        rows.set(top, [...(rows.get(top) ?? []), r.width]);
      }
      for (const [top, row] of rows) {
        const used = row.reduce((a, b) => a + b, 0) + gap * (row.length - 1);
        if (used < width - 4)
          found.push(
            `${grid.tagName.toLowerCase()} in #${grid.closest("section")?.id}: row at ${top} fills ${Math.round(used)} of ${Math.round(width)} px`,
          );
      }
    }
    return found;
  });
}

/** A price whose amount or unit runs onto two lines ("… للمتر" | "المربع"). */
async function brokenPrices(page: Page, units: string[]) {
  return page.locator("main").evaluate((main, labels) => {
    const found: string[] = [];
    const lines = (range: Range) =>
      new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom))).size;
    for (const el of main.querySelectorAll("[data-price], a[href^='#']")) {
      const text = el.textContent ?? "";
      const runs = [
        ...labels.filter((label) => text.includes(label)),
        ...(text.match(/(من )?[\d,]+ (– [\d,]+ |إلى [\d,]+ )?ريال/g) ?? []),
      ];
      for (const run of runs) {
        // The run's text nodes, to measure where its characters fall.
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        let all = "";
        const nodes: { node: Text; start: number }[] = [];
        while (walker.nextNode()) {
          nodes.push({ node: walker.currentNode as Text, start: all.length });
          all += (walker.currentNode as Text).data;
        }
        const at = all.indexOf(run);
        if (at < 0) continue;
        const locate = (offset: number) => {
          const hit = nodes.findLast((n) => n.start <= offset)!;
          return [hit.node, offset - hit.start] as const;
        };
        const range = document.createRange();
        range.setStart(...locate(at));
        range.setEnd(...locate(at + run.length - 1));
        if (lines(range) > 1) found.push(`${run} in "${text.trim()}"`);
      }
    }
    return found;
  }, units);
}

for (const path of buyerPaths) {
  test(`${path}: nothing looks tappable that is not, full grid rows and unbroken prices at 320–1920 px`, async ({
    newPage,
  }) => {
    const { page } = await newPage({ viewport: phoneScreen, reducedMotion: "reduce" });
    await open(page, path);
    const units = [
      ...new Set(
        ["sqm", "linear-metre", "metre", "unit"].map((u) => ui.prices.units[u as keyof typeof ui.prices.units]),
      ),
    ];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      expect(await tappableLookalikes(page), `${width} px`).toEqual([]);
      expect(await unevenGrids(page), `${width} px`).toEqual([]);
      expect(await brokenPrices(page, units), `${width} px`).toEqual([]);
    }
  });
}

test("contact controls: the bar on phones, the compact pair from tablet width, never over the trust band", async ({
  newPage,
}) => {
  const { page } = await newPage({ viewport: phoneScreen, reducedMotion: "reduce" });
  await open(page, "/");
  const controls = page.locator("[data-contact-controls]");
  for (const width of [320, 360, 767, 768, 1024, 1280, 1920]) {
    await page.setViewportSize({ width, height: width < 768 ? 740 : 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = (await controls.boundingBox())!;
    if (width < 768) {
      expect(box.width, `${width} px: a full-width bar`).toBeGreaterThanOrEqual(width - 1);
    } else {
      expect(box.width, `${width} px: a pair of round buttons`).toBeLessThanOrEqual(72);
      for (const item of await page.locator("[data-trust]").all()) {
        const trust = (await item.boundingBox())!;
        const overlaps =
          trust.x < box.x + box.width &&
          box.x < trust.x + trust.width &&
          trust.y < box.y + box.height &&
          box.y < trust.y + trust.height;
        expect(overlaps, `${width} px: ${await item.textContent()}`).toBe(false);
      }
    }
  }
});

test.describe("headings above examples claim no delivered work", () => {
  test.use({ javaScriptEnabled: false });
  const { home, projectsPage } = content;
  const onlyExamples = <T extends { example: boolean }>(records: T[]) =>
    records.length > 0 && records.every((r) => r.example);

  test("home: featured projects and reviews", async ({ page }) => {
    await page.goto("/");
    const featured = content.projects.filter((p) => p.featured);
    if (featured.length)
      await expect(page.locator("#featured-projects-title")).toHaveText(
        onlyExamples(featured) ? home.featuredProjects.examplesTitle : home.featuredProjects.title,
      );
    const reviews = content.reviews.slice(0, 4);
    if (reviews.length)
      await expect(page.locator("#reviews-title")).toHaveText(
        onlyExamples(reviews) ? home.reviews.examplesTitle : home.reviews.title,
      );
    await expect(page.locator("main h1")).toHaveText(namedHome(home, content.site).hero.title);
  });

  test("service pages and the projects list", async ({ page }) => {
    for (const { slug, path } of servicePages) {
      // Only delivered projects: examples show on /projects and the home page.
      const projects = content.projects.filter((p) => p.service === slug && !p.example);
      const reviews = content.reviews.filter((r) => r.service === slug);
      await page.goto(path);
      await expect(page.locator("#projects-title")).toHaveCount(projects.length ? 1 : 0);
      if (projects.length) await expect(page.locator("#projects-title")).toHaveText(ui.servicePage.projectsTitle);
      if (reviews.length)
        await expect(page.locator("#reviews-title")).toHaveText(
          onlyExamples(reviews) ? ui.servicePage.reviewsExamplesTitle : ui.servicePage.reviewsTitle,
        );
    }
    await page.goto(projectsPath);
    await expect(page.locator("main > section").first()).toContainText(
      onlyExamples(content.projects) ? projectsPage.examplesIntro : projectsPage.intro,
    );
  });

  test("every price list says what it includes and how a job is paid", async ({ page }) => {
    for (const { slug, path } of servicePages) {
      const terms = content.services[slug].priceTerms;
      await page.goto(path);
      await expect(page.locator("[data-price-terms]")).toHaveCount(terms ? 1 : 0);
      if (!terms) continue;
      for (const item of [...terms.includes, ...terms.excludes, ...(terms.assumptions ?? [])])
        await expect(page.locator("[data-price-terms]")).toContainText(isolateFigures(item));
      if (content.site.company.payment)
        await expect(page.locator("[data-price-terms] [data-payment]")).toContainText(
          isolateFigures(content.site.company.payment.deposit),
        );
    }
  });
});
// axe on these pages at 360 and 1280 px: pages.spec.ts, which checks every built page.

test("terms read as Arabic prose: lists joined with «و», and every percentage isolated so its sign stays beside it", async ({
  page,
}) => {
  await page.goto("/fencing");
  const { payment } = content.site.company;
  const text = (await page.locator("[data-payment] dd").textContent())!;
  const isolated = (item: string) => item.replace(/(\d[\d.,]*\s?[%٪])/g, "\u2066$1\u2069");
  for (const item of payment!.stages) expect(text).toContain(`، و${isolated(item)}`);
  // The contract and the invoice are a sentence of their own, after the stages.
  expect(text).toContain(`. ${payment!.contract}، و${payment!.invoice}.`);
  // Smaller jobs' terms, when set, name their amount with its currency.
  if (payment!.smallJobs) {
    const { upTo, stages } = payment!.smallJobs;
    expect(text).toContain(formatTotal({ min: upTo, max: upTo }, ui.prices));
    expect(text).toContain(stages.map(isolated).join(" و"));
  }
  const percentages = text.match(/\d[\d.,]*\s?[%٪]/g) ?? [];
  expect(percentages.length).toBeGreaterThan(0);
  for (const figure of percentages) expect(text).toContain(`\u2066${figure}\u2069`);
});
