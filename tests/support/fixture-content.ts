import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { isSeq, parseDocument } from "yaml";
import { loadContent } from "../../src/model/owner/load-content.ts";
import {
  complaintsPath,
  guidesPath,
  pathOfService,
  privacyPath,
  projectPath,
  projectsPath,
  warrantyPath,
  type ServiceSlug,
} from "../../src/model/contract/pages.ts";

const root = resolve(import.meta.dirname, "../..");

/**
 * The fixture content set (tests/fixtures/content) as a content folder the
 * build reads through CONTENT_DIR: the site's own pages and layout words, so
 * the fixture never goes stale when a page changes, under the fixture's company,
 * projects, guide and photos, with the pages' price terms, legal wording and English translations confirmed. It has no
 * reviews, one checked guide of its own that its fencing page's steps follow (the laid-over pages' steps follow none),
 * and a real-looking, non-example company with warranty terms for some services only: a production build accepts it.
 * Returns the content folder; its photos/ sits beside it, as in the project.
 */
export function fixtureContent(base = mkdtempSync(join(tmpdir(), "fixture-"))) {
  // Laid out once per test worker; each caller gets its own copy, to change as it likes.
  prepared ??= layOut(mkdtempSync(join(tmpdir(), "fixture-prepared-")));
  cpSync(prepared, base, { recursive: true });
  return join(base, "content");
}

let prepared: string | undefined;

function layOut(base: string) {
  const content = join(base, "content");
  cpSync(join(root, "content/pages"), join(content, "pages"), { recursive: true });
  // The owner has confirmed the shipped price terms and legal pages' wording: their example marks go.
  // The laid-over pages' steps follow no guide: the shipped guides are not laid over (content-rules.ts refuses a link
  // to a missing guide).
  for (const file of readdirSync(join(content, "pages"))) {
    const path = join(content, "pages", file);
    const doc = parseDocument(readFileSync(path, "utf8"));
    const marks = [["priceTerms", "example"], ["example"]].filter((mark) => doc.hasIn(mark));
    for (const mark of marks) doc.deleteIn(mark);
    // He has confirmed the prices too: each price's «راجِع» box is ticked (src/model/owner/go-live.ts).
    const ticked = doc.hasIn(["review", "shipped", "prices"]);
    const sections = doc.getIn(["sections"]);
    if (ticked && isSeq(sections))
      sections.items.forEach((_, i) => {
        for (const list of ["rows", "items"]) {
          const items = doc.getIn(["sections", i, list]);
          if (!isSeq(items)) continue;
          items.items.forEach((__, j) => {
            if (doc.hasIn(["sections", i, list, j, "price"]))
              doc.setIn(["sections", i, list, j, "price", "confirmed"], true);
          });
        }
      });
    // And he has approved the starter English translations.
    const approved = doc.hasIn(["en", "reviewed"]);
    if (approved) doc.setIn(["en", "reviewed"], true);
    let changed = marks.length > 0 || ticked || approved;
    if (isSeq(sections))
      sections.items.forEach((_, i) => {
        if (doc.hasIn(["sections", i, "guide"])) changed = doc.deleteIn(["sections", i, "guide"]) || changed;
      });
    if (changed) writeFileSync(path, doc.toString({ lineWidth: 0 }));
  }
  cpSync(join(root, "content/ui.yml"), join(content, "ui.yml"));
  cpSync(join(root, "tests/fixtures/content"), content, { recursive: true });
  rmSync(join(content, "README.md"));
  cpSync(join(root, "tests/fixtures/photos"), join(base, "photos"), { recursive: true });
  return base;
}

/**
 * Adds the fixture's samples (tests/fixtures/samples) to a content folder: an example project, an example review and a
 * starter guide, as the template ships them, so the tests of what a public build leaves out never depend on what the
 * owner keeps in content/. Returns the folder.
 */
export function addSamples(dir: string) {
  cpSync(join(root, "tests/fixtures/samples"), dir, { recursive: true });
  return dir;
}

let loaded: ReturnType<typeof loadContent>["content"] | undefined;

/**
 * The fixture content as the build reads it, validated (once per test worker): for the branches the shipped
 * content does not reach. Read it, never change it.
 */
export function loadFixtureContent() {
  return (loaded ??= readFixtureContent());
}

function readFixtureContent() {
  const before = process.env.CONTENT_DIR;
  const base = mkdtempSync(join(tmpdir(), "fixture-"));
  process.env.CONTENT_DIR = fixtureContent(base);
  try {
    return loadContent(root, "").content;
  } finally {
    if (before === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = before;
    rmSync(base, { recursive: true, force: true });
  }
}

/**
 * The routes whose words are the fixture's own (tests/fixtures/content), not laid over from content/:
 * where the budgets on the owner's words (src/model/owner/page-budgets.ts) block a developer's run.
 */
export function fixtureOwnedRoutes() {
  const dir = join(root, "tests/fixtures/content");
  const byFile: Record<string, string> = {
    home: "/",
    guides: guidesPath,
    warranty: warrantyPath,
    projects: projectsPath,
    privacy: privacyPath,
    complaints: complaintsPath,
  };
  const pages = readdirSync(join(dir, "pages")).map((file) => file.replace(/\.yml$/, ""));
  const projects = readdirSync(join(dir, "projects")).map((file) => projectPath(file.replace(/\.yml$/, "")));
  return [...pages.map((name) => byFile[name] ?? pathOfService(name as ServiceSlug)), ...projects];
}
