// The budgets on the owner's words (src/model/owner/page-budgets.ts), measured on the pages as
// published: after every step that changes them (the class names' shortening). A miss is a
// warning, printed and added to build-report.json for the admin's publish panel; it never
// stops the build.
import { statSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pageFile, routesFromHtmlFiles } from "../../deploy/rules.js";
import type { BuildReport } from "../../src/model/owner/build-report.ts";
import { buildReportPath } from "../../src/model/owner/build-report.ts";
import { pageWarningMessage, pageWarnings, type BuiltPage } from "../../src/model/owner/page-budgets.ts";

/** Every page of a build (not the admin), by route, the not-found page as "404": as the audit finds them. */
export async function builtPages(client: string): Promise<BuiltPage[]> {
  const files = (await readdir(client, { recursive: true }))
    .map((file) => file.split("\\").join("/"))
    .filter((file) => file.endsWith(".html") && !file.startsWith("admin/"));
  const pages = routesFromHtmlFiles(files).map((route) => ({ route, file: pageFile(route).slice(1) }));
  if (files.includes("404.html")) pages.push({ route: "404", file: "404.html" });
  return Promise.all(
    pages.map(async ({ route, file }) => ({ route, html: await readFile(join(client, file), "utf8") })),
  );
}

/** Measures the built pages, prints each miss and adds them to the build report; returns them. */
export async function reportPageBudgets(client: string, warn = console.warn) {
  const fileBytes = (file: string) => statSync(join(client, file), { throwIfNoEntry: false })?.size;
  const warnings = pageWarnings(await builtPages(client), fileBytes);
  if (warnings.length) warn(`\n${pageWarningMessage(warnings)}\n`);
  const file = join(client, buildReportPath);
  const report = JSON.parse(await readFile(file, "utf8")) as BuildReport;
  report.pageWarnings = warnings.map((warning) => warning.item);
  await writeFile(file, JSON.stringify(report, null, 2) + "\n");
  return warnings;
}
