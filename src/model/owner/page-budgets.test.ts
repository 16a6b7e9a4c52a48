import { pageBudgets, pageWarningMessage, pageWarnings, ruleFor } from "./page-budgets.ts";
import { servicePages } from "../contract/pages.ts";
import { pathIn } from "../languages/english";
import { budgetedPage } from "../../../scripts/build/page-budgets.ts";
import { ParsedPage } from "../../../scripts/build/parsed-pages.ts";

// The budgets on the owner's words, measured on a page's HTML: each miss is one item for the
// owner's report, in Arabic, with a link to the entry that fixes it.

// Each page as the build reads it: parsed, with its heading, title and description located (budgetedPage).
const page = (route: string, { title = "عنوان", description = "وصف", body = "" } = {}) =>
  budgetedPage(
    new ParsedPage(
      "index.html",
      `<!doctype html><html lang="ar"><head><title>${title}</title>` +
        `<meta name="description" content="${description}"></head><body><h1>صفحة <span>التجربة</span></h1>${body}</body></html>`,
    ),
    route,
  );
/** Text gzip cannot shrink: random letters. */
const bulk = (kB: number) =>
  Array.from({ length: kB * 2000 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");

test("a page within every budget gives no warning", () => {
  expect(pageWarnings([page("/"), page(servicePages[0].path), page("404")])).toEqual([]);
});

test("a title or description longer than search results show is a warning naming the page, in Arabic", () => {
  const title = "ا".repeat(pageBudgets.titleChars + 1);
  const description = "ب".repeat(pageBudgets.descriptionChars - 2) + "&amp;&quot;";
  const warnings = pageWarnings([page("/", { title, description })]);
  expect(warnings.map((w) => [w.figure, w.value, w.limit])).toEqual([
    ["titleChars", pageBudgets.titleChars + 1, pageBudgets.titleChars],
  ]);
  expect(warnings[0]!.item).toMatchObject({ place: "«صفحة التجربة»", at: "content/pages/home.yml" });
  expect(warnings[0]!.item.link).toMatch(/^\/admin\/#\/collections\/.+\/entries\/home$/);
  expect(warnings[0]!.item.reason).toMatch(/^عنوان الصفحة في نتائج البحث \d+ حرفًا/);
  const long = pageWarnings([page("/", { description: description + "ج" })]);
  expect(long.map((w) => w.figure)).toEqual(["descriptionChars"]);
});

test("a page heavier than its route's budget is a warning; the same bytes on a page with a larger budget are not", () => {
  const heavy = bulk(ruleFor(pageBudgets.htmlKB, "/fencing")!.max);
  const warnings = pageWarnings([page("/fencing", { body: heavy }), page("/projects/x", { body: "" })]);
  expect(warnings.map((w) => [w.route, w.figure])).toEqual([["/fencing", "htmlKB"]]);
  expect(warnings[0]!.value).toBeGreaterThan(ruleFor(pageBudgets.htmlKB, "/fencing")!.max);
  expect(warnings[0]!.item.reason).toContain("الصفحة أثقل مما ينبغي للجوال");
  expect(pageWarningMessage(warnings)).toContain("(/fencing)");
  const lighter = bulk(ruleFor(pageBudgets.htmlKB, "/fencing")!.max - 1);
  expect(pageWarnings([page("/canopies", { body: lighter })])).toEqual([]);
});

test("the island's serialised props are the template's data, not the owner's words: they do not count", () => {
  const max = ruleFor(pageBudgets.htmlKB, "/fencing")!.max;
  const island = (props: string) => `<astro-island uid="x" props="${props}" client="visible"></astro-island>`;
  expect(pageWarnings([page("/fencing", { body: island(bulk(max)) })])).toEqual([]);
  expect(pageWarnings([page("/fencing", { body: `<p>${bulk(max)}</p>${island("")}` })]).map((w) => w.figure)).toEqual([
    "htmlKB",
  ]);
});

test("every service page is held to the service pages' length, in Arabic and in English", () => {
  const service = ruleFor(pageBudgets.screens, servicePages[0].path);
  expect(service).toBeDefined();
  for (const { path } of servicePages) {
    expect(ruleFor(pageBudgets.screens, path)).toBe(service);
    expect(ruleFor(pageBudgets.screens, pathIn("en", path))).toBe(service);
  }
  expect(ruleFor(pageBudgets.screens, pathIn("en", "/privacy"))).toBeUndefined();
});
