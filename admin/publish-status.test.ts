// @vitest-environment jsdom
// The admin's publish status against stand-ins on 127.0.0.1: a fake GitHub API (the
// branch's last commit, its check runs and commit statuses, the commit's tree and
// files) and the /build-report.json a build writes. Nothing here reads a log line.
import { pageBudgets, pageWarnings } from "../src/model/owner/page-budgets.ts";
import { readdirSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join, relative, resolve } from "node:path";
import { parseDocument } from "yaml";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildReport } from "../src/model/owner/production.ts";
import { checkContent } from "../src/model/owner/check-content.ts";
import type { ContentStore } from "../src/model/contract/sources.ts";
import { shipPrices } from "../tests/support/shipped-prices.ts";
import { uploadFileName } from "../src/model/contract/schema.ts";
import { publishedWhen, renderStatus } from "./publish-panel.ts";
import { publishStatus, type GitHost } from "./publish-status.ts";

const root = resolve(import.meta.dirname, "..");

/** Every file under a folder, by its path from the project root. */
const walk = (dir: string): string[] =>
  readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));

/** A repository's files at one commit: the shipped content, with edits. */
type Files = Map<string, string>;
const shipped = (): Files => new Map(walk("content").map((path) => [path, readFileSync(join(root, path), "utf8")]));
const images = [...walk("src/assets/illustrations"), ...walk("photos/uploads")];

/** The build's own reading of a commit's files, for the report a build of it would deploy. */
function storeOf(files: Files): ContentStore {
  const paths = [...files.keys()];
  return {
    read: (path) => files.get(`content/${path}`),
    list: (folder) => {
      const prefix = `content/${folder}/`;
      const names = paths.filter((p) => p.startsWith(prefix)).map((p) => p.slice(prefix.length));
      return names.length ? names.map((name) => ({ name, isFile: true })) : undefined;
    },
    shown: (path) => `content/${path}`,
    imageExists: (ref) =>
      images.includes(
        uploadFileName(ref) ? `photos/uploads/${uploadFileName(ref)}` : `src/assets/illustrations/${ref}.svg`,
      ),
  };
}

/** What the stand-in answers: the branch's head, its checks, the files, and the live site's report. */
type World = {
  head: string;
  files: Files;
  checks: { status: string; conclusion: string | null; details_url?: string }[];
  statuses?: { state: string }[];
  report?: unknown;
  /** A token that may not read the build's checks (fine-grained, private repository): GitHub answers 403. */
  checksForbidden?: boolean;
};
let world: World;
let server: Server;
let origin = "";
const requests: string[] = [];

beforeAll(async () => {
  // Every answer closes its connection: a kept-alive socket the server drops after 5 s idle (a slow test
  // on a busy machine) would meet the next request with ECONNRESET.
  server = createServer((request, response) => {
    const url = new URL(request.url!, "http://x");
    requests.push(url.pathname);
    const json = (body: unknown, status = 200) => {
      response.writeHead(status, { "content-type": "application/json", connection: "close" });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === "/build-report.json") return world.report ? json(world.report) : json({}, 404);
    if (request.headers.authorization !== "Bearer owner-token") return json({ message: "Bad credentials" }, 401);
    const path = url.pathname.replace(/^\/repos\/rukn\/site/, "");
    if (path === "/commits/main") return json({ sha: world.head });
    if (path === `/commits/${world.head}/check-runs`)
      return world.checksForbidden
        ? json({ message: "Resource not accessible by personal access token" }, 403)
        : json({ check_runs: world.checks });
    if (path === `/commits/${world.head}/status`) return json({ statuses: world.statuses ?? [] });
    if (path === `/git/trees/${world.head}`) {
      const blobs = [...world.files.keys(), ...images];
      const trees = new Set(
        blobs.flatMap((p) =>
          p
            .split("/")
            .slice(0, -1)
            .map((_, i, parts) => parts.slice(0, i + 1).join("/")),
        ),
      );
      return json({
        tree: [...blobs.map((p) => ({ path: p, type: "blob" })), ...[...trees].map((p) => ({ path: p, type: "tree" }))],
      });
    }
    const file = /^\/contents\/(.+)$/.exec(path)?.[1];
    if (file && url.searchParams.get("ref") === world.head && world.files.has(decodeURI(file))) {
      response.writeHead(200, { "content-type": "text/plain; charset=utf-8", connection: "close" });
      return response.end(world.files.get(decodeURI(file)));
    }
    json({ message: "Not Found" }, 404);
  });
  // fetch keeps connections open between tests; a test that checks content for seconds on a busy machine
  // must not find them closed by the server's default 5 s (ECONNRESET).
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((done) => {
      server.close(() => done());
      server.closeAllConnections();
    }),
);

const host = (): GitHost => ({ api: origin, repo: "rukn/site", branch: "main", token: "owner-token" });
const status = () => publishStatus(host(), { site: origin });
const shown = (s: Awaited<ReturnType<typeof status>>) => {
  const panel = document.createElement("section");
  renderStatus(panel, s);
  return panel;
};
const live = "a".repeat(40);
const next = "b".repeat(40);

/** The words the old log scraper misled with: a deploy setting, and a button that cannot help. */
const misleading = /SITE_URL|CMS_REPO|Re-run|إعادة تشغيل/;

describe("the admin's publish status", { timeout: 60_000 }, () => {
  test("being published: the last save's build is running and the live site is still the one before", async () => {
    world = {
      head: next,
      files: shipped(),
      checks: [{ status: "in_progress", conclusion: null }],
      report: buildReport({ SITE_ENV: "production", WORKERS_CI_COMMIT_SHA: live }, { examples: [] }),
    };
    expect(await status()).toEqual({ state: "publishing" });
    expect(shown(await status()).textContent).toMatch(/جارٍ نشر آخر تعديل/);
    // Built but not yet served counts as being published too.
    world.checks = [{ status: "completed", conclusion: "success" }];
    expect(await status()).toEqual({ state: "publishing" });
  });

  test("live, with the time, once the site serves the build of the last commit", async () => {
    const builtAt = new Date("2026-11-25T09:30:00Z");
    world = {
      head: next,
      files: shipped(),
      checks: [{ status: "completed", conclusion: "success" }],
      report: buildReport({ SITE_ENV: "production", WORKERS_CI_COMMIT_SHA: next }, { examples: [] }, builtAt),
    };
    const result = await status();
    expect(result).toMatchObject({ state: "live", at: builtAt.toISOString(), mode: "public" });
    const panel = shown(result);
    const text = panel.textContent!;
    // One line says it is public and indexed, and when the last save went live.
    expect(panel.querySelector("summary")!.textContent).toMatch(
      /^موقعك منشور للعموم وتجده محركات البحث\. نُشر آخر تعديل (قبل|اليوم|أمس|يوم)/,
    );
    expect(panel.querySelectorAll("summary")).toHaveLength(1);
    expect(text).not.toMatch(/منذ \d/);
    expect(text).not.toMatch(/مسودة/);
  });

  test("live with pages past a budget on the owner's words: listed in Arabic with a link to each, still published", async () => {
    const long = "ا".repeat(pageBudgets.titleChars + 5);
    const warnings = pageWarnings([
      { route: "/", html: "", heading: "الرئيسية", title: long, description: "وصف", pictures: [] },
    ]);
    world = {
      head: next,
      files: shipped(),
      checks: [{ status: "completed", conclusion: "success" }],
      report: buildReport(
        { SITE_ENV: "production", WORKERS_CI_COMMIT_SHA: next },
        { examples: [] },
        new Date(),
        warnings.map((w) => w.item),
      ),
    };
    const result = await status();
    expect(result).toMatchObject({ state: "live", pageWarnings: warnings.map((w) => w.item) });
    const panel = shown(result);
    expect(panel.textContent).toMatch(/^موقعك منشور للعموم وتجده محركات البحث\. نُشر آخر تعديل (قبل|اليوم|أمس|يوم)/);
    expect(panel.textContent).toContain("صفحات تستحق المراجعة (1)");
    expect(panel.querySelector("li")!.textContent).toContain(warnings[0]!.item.reason);
    expect(panel.querySelector("li a")!.getAttribute("href")).toBe(warnings[0]!.item.link);
  });

  test("with the price terms and the legal pages' wording left, live as a draft: those hold it, the «راجِع» prices and the samples do not", async () => {
    // The owner replaced his company's values; the starter guides, the price terms, the legal pages'
    // wording and the prices are still as shipped, and the example projects and reviews still there.
    const files = shipped();
    // He answers around the clock, as the shipped pages promise (a promise he switched off is listed: go-live.ts).
    const site = parseDocument(readFileSync(join(root, "tests/fixtures/content/site.yml"), "utf8"));
    site.setIn(["company", "contact247"], true);
    files.set("content/site.yml", site.toString({ lineWidth: 0 }));
    const docs = [...files].map(([path, text]) => ({
      path,
      doc: parseDocument(text.replace(/^---\n([\s\S]*?)\n---[\s\S]*$/, "$1")),
    }));
    // Every price on the pages as it shipped, whatever today's prices are: none ticked, each fingerprinted
    // as the page has it now.
    let pricePages = 0;
    for (const { path, doc } of docs) {
      if (!path.startsWith("content/pages/") || !doc.has("priceTerms")) continue;
      files.set(path, shipPrices(doc).toString({ lineWidth: 0 }));
      pricePages++;
    }
    const guides = docs.filter(({ path, doc }) => path.startsWith("content/guides/") && !doc.get("reviewed")).length;
    // Starter English translations are left out as starter guides are (src/model/owner/go-live.ts).
    const translations = docs.filter(({ doc }) => doc.getIn(["en", "reviewed"]) === false).length;
    const samples = docs.filter(({ path, doc }) => /^content\/(projects|reviews)\//.test(path) && doc.get("example"));
    const terms = docs.filter(
      ({ path, doc }) =>
        doc.getIn(["priceTerms", "example"]) === true ||
        (path.startsWith("content/pages/") && doc.get("example") === true),
    ).length;
    expect(guides + samples.length).toBeGreaterThan(0);
    expect(terms).toBeGreaterThan(0);
    expect(pricePages).toBeGreaterThan(0);

    world = {
      head: next,
      files,
      checks: [{ status: "completed", conclusion: "success" }],
      report: buildReport(
        { SITE_ENV: "production", WORKERS_CI_COMMIT_SHA: next },
        checkContent(storeOf(files), "https://www.rukn-hangars.sa"),
      ),
    };
    const result = await status();
    expect(result).toMatchObject({ state: "live", mode: "draft" });
    if (result.state !== "live") return;
    expect(result.examples).toHaveLength(terms);
    for (const item of result.examples) expect(item.link).toMatch(/^\/admin\/#\/collections\/pages\/entries\//);
    expect(result.review).toHaveLength(pricePages);
    expect(result.leftOut).toHaveLength(guides + translations + samples.length);
    const panel = shown(result);
    expect(panel.textContent).toMatch(/مسودة/);
    const listed = (kind: string) => panel.querySelectorAll(`[data-list="${kind}"] li`).length;
    expect([listed("holds"), listed("review"), listed("left-out")]).toEqual([
      terms,
      pricePages,
      guides + translations + samples.length,
    ]);
    expect(panel.querySelector('[data-list="review"] summary')!.textContent).toMatch(/«راجِع».*لا تمنع النشر/);
    expect(panel.querySelector('[data-list="left-out"] summary')!.textContent).toMatch(/لا تُنشر في الموقع العام/);
    // What holds the draft is shown open, the other two lists folded.
    const open = (kind: string) => panel.querySelector<HTMLDetailsElement>(`[data-list="${kind}"]`)!.open;
    expect([open("holds"), open("review"), open("left-out")]).toEqual([true, false, false]);
    // As he left them when the panel refreshes: one folded, another opened.
    panel.querySelector<HTMLDetailsElement>('[data-list="holds"]')!.open = false;
    panel.querySelector<HTMLDetailsElement>('[data-list="left-out"]')!.open = true;
    renderStatus(panel, result);
    expect([open("holds"), open("review"), open("left-out")]).toEqual([false, false, true]);
    // Where no wide screen says otherwise (jsdom has no matchMedia, as a phone has no room), the panel is its
    // first line, folded over the rest; opened, it stays open when it refreshes.
    const whole = () => panel.querySelector<HTMLDetailsElement>(":scope > details[data-panel]")!;
    expect(whole().querySelector(":scope > summary")!.textContent).toMatch(/^نُشر آخر تعديل على الموقع .*مسودة\.$/);
    expect(whole().open).toBe(false);
    whole().open = true;
    renderStatus(panel, result);
    expect(whole().open).toBe(true);
    expect(panel.textContent).not.toMatch(misleading);
  });

  test("public with «راجِع» values left: live, not a draft, and it still says which values are unconfirmed", async () => {
    const files = shipped();
    const content = checkContent(storeOf(files), "https://www.rukn-hangars.sa");
    expect(content.review.length).toBeGreaterThan(0);
    world = {
      head: next,
      files,
      checks: [{ status: "completed", conclusion: "success" }],
      // A public build's report: no fact left, the «راجِع» values as the content has them.
      report: buildReport({ SITE_ENV: "production", WORKERS_CI_COMMIT_SHA: next }, { ...content, examples: [] }),
    };
    const result = await status();
    expect(result).toMatchObject({ state: "live", mode: "public" });
    const panel = shown(result);
    expect(panel.textContent).not.toMatch(/مسودة/);
    expect(panel.querySelectorAll('[data-list="review"] li')).toHaveLength(content.review.length);
    expect(panel.querySelectorAll('[data-list="left-out"] li, [data-list="holds"] li')).toHaveLength(0);
    // Once public, the panel is its one line: what is left to confirm is folded under it.
    expect(panel.querySelector("summary")!.textContent).toMatch(/^موقعك منشور للعموم/);
    expect(panel.querySelector<HTMLDetailsElement>('[data-list="review"]')!.open).toBe(false);
  });

  test("failed with 26 problems: every one, in the admin's words, each with a link to its entry", async () => {
    // 26 FAQ answers emptied across the service pages, as a careless save could leave them.
    const files = shipped();
    let broken = 0;
    for (const [path, text] of files) {
      if (!path.startsWith("content/pages/")) continue;
      const doc = parseDocument(text);
      const faqs = (doc.get("faqs") as { items: unknown[] } | undefined)?.items ?? [];
      faqs.forEach((_, f) => {
        if (broken === 26) return;
        doc.setIn(["faqs", f, "answer"], "");
        broken++;
      });
      files.set(path, doc.toString({ lineWidth: 0 }));
    }
    expect(broken).toBe(26);
    world = {
      head: next,
      files,
      checks: [{ status: "completed", conclusion: "failure", details_url: "https://dash.cloudflare.com/builds/1" }],
      report: buildReport({ SITE_ENV: "production", WORKERS_CI_COMMIT_SHA: live }, { examples: [] }),
    };
    const result = await status();
    expect(result.state).toBe("failed");
    if (result.state !== "failed") return;
    expect(result.problems).toHaveLength(26);
    for (const problem of result.problems) {
      expect(problem.place).toMatch(/[\u0600-\u06ff]/);
      expect(problem.reason).toBe("الحقل فارغ: اكتب فيه نصًا");
      expect(problem.link).toMatch(/^\/admin\/#\/collections\/pages\/entries\/[\w-]+$/);
    }
    const panel = shown(result);
    expect(panel.textContent).toMatch(/تعذّر نشر آخر تعديل/);
    expect(panel.querySelectorAll("li a[href^='/admin/#/collections/pages/entries/']")).toHaveLength(26);
    expect(panel.textContent).not.toMatch(misleading);
  });

  test("failed with valid content: says the content is fine and links to the deploy's details, with no list", async () => {
    world = {
      head: next,
      files: shipped(),
      checks: [],
      statuses: [{ state: "error" }],
      report: buildReport({ SITE_ENV: "production", WORKERS_CI_COMMIT_SHA: live }, { examples: [] }),
    };
    const result = await status();
    expect(result).toEqual({ state: "failed", problems: [], details: undefined });
    const panel = shown(result);
    expect(panel.textContent).toMatch(/المحتوى سليم/);
    // What to check and how to retry, not "save again later".
    for (const words of ["View build history", "Retry build", "سجلّ البناء"]) expect(panel.textContent).toContain(words);
    expect(panel.textContent).not.toMatch(/احفظ أي تعديل/);
    expect(panel.querySelectorAll("li")).toHaveLength(0);
    expect(panel.textContent).not.toMatch(misleading);
  });

  test("a file that cannot be read at all (edited outside the admin): its file and line, in Arabic", async () => {
    const files = shipped();
    const site = "content/site.yml";
    const lines = files.get(site)!.split("\n");
    // A quote left open on line 3, as a hurried edit on GitHub leaves it.
    lines.splice(2, 0, 'note: "unfinished');
    files.set(site, lines.join("\n"));
    world = {
      head: next,
      files,
      checks: [{ status: "completed", conclusion: "failure" }],
      report: buildReport({ SITE_ENV: "production", WORKERS_CI_COMMIT_SHA: live }, { examples: [] }),
    };
    const result = await status();
    expect(result.state).toBe("failed");
    if (result.state !== "failed") return;
    expect(result.problems.length).toBeGreaterThan(0);
    expect(result.problems[0]!.reason).toMatch(/^في الملف content\/site\.yml خطأ في الكتابة في السطر 3،/);
    const text = shown(result).textContent!;
    expect(text).not.toMatch(/cannot be read|YAML/);
  });

  test("with a token that may not read the build's checks (a private repository), says so in Arabic and where to look", async () => {
    world = {
      head: next,
      files: shipped(),
      checks: [],
      checksForbidden: true,
      report: buildReport({ SITE_ENV: "production", WORKERS_CI_COMMIT_SHA: live }, { examples: [] }),
    };
    const result = await status();
    expect(result).toEqual({ state: "publishing", unreadable: "checks" });
    const text = shown(result).textContent!;
    expect(text).toContain("لا تستطيع اللوحة هنا أن تعرف هل تعذّر النشر");
    expect(text).toContain("View build history");
    // Once the site serves that commit, it is live as for any sign-in.
    world.report = buildReport({ SITE_ENV: "production", WORKERS_CI_COMMIT_SHA: next }, { examples: [] });
    expect(await status()).toMatchObject({ state: "live" });
  });

  test("asks the Git host with the owner's token only, and reads nothing but structured answers", () => {
    expect(requests.length).toBeGreaterThan(0);
    for (const path of requests)
      expect(path).toMatch(/^\/(build-report\.json|repos\/rukn\/site\/(commits|git\/trees|contents)\/)/);
  });
});

describe("the publish time", () => {
  const now = new Date("2026-11-27T01:09:00Z"); // 4:09 in the morning in Riyadh
  test.each([
    ["2026-11-27T01:08:40Z", "قبل لحظات"],
    ["2026-11-27T01:04:00Z", "قبل 5 دقائق"],
    ["2026-11-26T22:30:00Z", "اليوم الساعة 1:30 ص"],
    ["2026-11-26T18:30:00Z", "أمس الساعة 9:30 م"],
    ["2026-11-25T09:30:00Z", "يوم 25 نوفمبر 2026 الساعة 12:30 م"],
  ])("%s reads «%s»", (at, words) => {
    expect(publishedWhen(new Date(at), now).replace(/\s+/g, " ")).toBe(words);
  });
});
