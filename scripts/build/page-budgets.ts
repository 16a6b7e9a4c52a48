// The budgets on the owner's words (src/model/owner/page-budgets.ts), measured on the pages as
// published: after every step that changes them (the class names' shortening). A miss is a
// warning, printed and added to build-report.json for the admin's publish panel; it never
// stops the build.
import { statSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pageFile, routesFromHtmlFiles } from "../../deploy/rules.js";
import type { BuildReport } from "../../src/model/owner/build-report.ts";
import { buildReportPath } from "../../src/model/owner/build-report.ts";
import { pageWarningMessage, pageWarnings, type BuiltPage } from "../../src/model/owner/page-budgets.ts";
import { attribute, readParsedPages, textContent, type Element, type ParsedPage } from "./parsed-pages.ts";

const attributesOf = (element: Element) => Object.fromEntries(element.attrs.map(({ name, value }) => [name, value]));

/** What the budgets read in a page, located in its parse (the model's BuiltPage). */
export function budgetedPage(page: ParsedPage, route: string): BuiltPage {
  const [heading] = page.all("h1");
  const [title] = page.all("title");
  const description = page.all("meta").find((meta) => attribute(meta, "name") === "description");
  // The island's serialised props are the template's data, not the owner's words: they are not weighed.
  const props = page.all("astro-island").flatMap((island) => island.sourceCodeLocation?.attrs?.props ?? []);
  return {
    route,
    html: page.htmlWithout(props.map(({ startOffset, endOffset }) => ({ startOffset: startOffset - 1, endOffset }))),
    heading: heading && textContent(heading).trim(),
    title: title && textContent(title).trim(),
    description: description && attribute(description, "content")?.trim(),
    pictures: page.all("picture").map((picture) => {
      const inner = page.within(picture);
      const img = inner.find((element) => element.tagName === "img");
      return {
        sources: inner.filter((element) => element.tagName === "source").map(attributesOf),
        img: img ? attributesOf(img) : {},
      };
    }),
  };
}

/** Every page of a build (not the admin), by route, the not-found page as "404": as the audit finds them. */
export function budgetedPages(pages: readonly ParsedPage[]): BuiltPage[] {
  const byFile = new Map(pages.map((page) => [page.file, page]));
  const routed = routesFromHtmlFiles([...byFile.keys()]).map((route) => ({ route, file: pageFile(route).slice(1) }));
  if (byFile.has("404.html")) routed.push({ route: "404", file: "404.html" });
  return routed.map(({ route, file }) => budgetedPage(byFile.get(file)!, route));
}

/** The pages of a build on disk, as the budgets read them. */
export const builtPages = async (client: string) => budgetedPages(await readParsedPages(client));

/** Measures the built pages, prints each miss and adds them to the build report; returns them. */
export async function reportPageBudgets(client: string, pages: readonly ParsedPage[], warn = console.warn) {
  const fileBytes = (file: string) => statSync(join(client, file), { throwIfNoEntry: false })?.size;
  const warnings = pageWarnings(budgetedPages(pages), fileBytes);
  if (warnings.length) warn(`\n${pageWarningMessage(warnings)}\n`);
  const file = join(client, buildReportPath);
  const report = JSON.parse(await readFile(file, "utf8")) as BuildReport;
  report.pageWarnings = warnings.map((warning) => warning.item);
  await writeFile(file, JSON.stringify(report, null, 2) + "\n");
  return warnings;
}
