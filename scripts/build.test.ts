// The production build on real-looking content (tests/fixtures/content over content/, through CONTENT_DIR): it passes,
// and takes the last good build's place (scripts/build.js builds beside it and swaps only when every step passed),
// and a site with no reviews, no 24/7 contact, no developer credits, and then no projects at all,
// shows no empty section and lists no missing page. Its failures print one message without a stack trace.
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, test, TestRunner } from "vitest";
import { fieldLabels } from "../src/model/contract/admin-labels.ts";
import { publicContent } from "../src/model/owner/go-live.ts";
import { loadContent } from "../src/model/owner/load-content.ts";
import { guidesPath, pathOfService } from "../src/model/contract/pages.ts";
import { pathIn } from "../src/model/languages/english.ts";
import { addSamples, fixtureContent as fixtureFolder, fixtureOwnedRoutes } from "../tests/support/fixture-content.ts";
import { pageWarnings } from "../src/model/owner/page-budgets.ts";
import { builtPages } from "./build/page-budgets.ts";
import { analyticsOrigins, analyticsScript } from "../src/lib/analytics.ts";
import { publicCsp } from "../deploy/rules.js";
import { parseDocument } from "yaml";
import { decodeQrSvg } from "../tests/support/qr.ts";
import { shipPrices } from "../tests/support/shipped-prices.ts";
import { groupAlive } from "./wrangler-dev.js";

const root = resolve(import.meta.dirname, "..");
const fixture = fixtureFolder();
const siteUrl = "https://www.rukn-hangars.sa";
// Without the admin's build (11 CPU-s a build): these builds are checked on their pages, headers and reports, and
// the site's own build (`npm run build`, in `npm test`) builds the admin, whose HTTP tests serve it.
const withoutAdmin = { WITHOUT_ADMIN: "1" };
const production = {
  SITE_ENV: "production",
  CONTENT_DIR: fixture,
  SITE_URL: siteUrl,
  ...withoutAdmin,
};
const temp = mkdtempSync(join(tmpdir(), "production-build-"));
const lastGood = "<!doctype html><title>the last good build</title>";
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/**
 * Runs an npm command with the environment given (on the project's Node 24), collecting its output. It resolves
 * once every process the command started has ended: a build that fails leaves its esbuild service to notice alone.
 */
function npm(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((done) => {
    const child = spawn("npm", args, { cwd: root, env: { ...process.env, ...env }, detached: true });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    child.on("close", async (code) => {
      const deadline = Date.now() + 10_000;
      while (groupAlive(child.pid!) && Date.now() < deadline) await new Promise((wait) => setTimeout(wait, 50));
      done({ code, output });
    });
  });
}

type BuildResult = Awaited<ReturnType<typeof npm>>;

let building = 0;
const slotFreed: (() => void)[] = [];
/**
 * Runs `job` when no other build is running. Two at once raced: Astro writes its pre-render chunks to the project's
 * .astro/.prerender/ whatever the outDir, and one build deleted the other's (ERR_MODULE_NOT_FOUND).
 */
async function oneAtATime<T>(job: () => Promise<T>) {
  while (building >= 1) await new Promise<void>((go) => slotFreed.push(go));
  building++;
  try {
    return await job();
  } finally {
    building--;
    slotFreed.shift()?.();
  }
}

/**
 * The build of the suite being collected, started once. The four builds are independent (each its own content and
 * folder), but one at a time (oneAtATime): the file's first hook starts those of the
 * suites that will run (a `-t` filter skips the others), and each suite waits for its own.
 */
const builds = new Map<string, () => Promise<BuildResult>>();
function buildOfThisSuite(start: () => Promise<BuildResult>) {
  let started: Promise<BuildResult> | undefined;
  const get = () => {
    if (!started) {
      started = oneAtATime(start);
      // The suite awaits it and fails with its error; this only keeps it from being reported twice.
      started.catch(() => {});
    }
    return started;
  };
  builds.set(TestRunner.getCurrentSuite().name, get);
  return get;
}
// Vitest hands a hook its file second, after a context (object-destructured, by its rule) this one does not use.
// eslint-disable-next-line no-empty-pattern
beforeAll(({}, file) => {
  for (const task of file.tasks) if (task.mode === "run") void builds.get(task.name)?.();
});

/** The fixture's content as the build reads it: expected values come from here. */
function fixtureContent(dir = fixture) {
  const before = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = dir;
  try {
    return loadContent(root, siteUrl).content;
  } finally {
    if (before === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = before;
  }
}

/** Every built page, as its path and HTML. */
function pages(client: string) {
  return readdirSync(client, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith("index.html") && !file.startsWith("admin/"))
    .map((file) => ({
      path: `/${file.replace(/\/?index\.html$/, "")}`,
      html: readFileSync(join(client, file), "utf8"),
    }));
}

/**
 * What a build's pages draw and load of the layout's optional parts: the icons of the sprite and those the pages
 * draw, each page that has a mailto: link, and each page that loads the script writing a reference into them.
 */
function iconsAndMail(client: string) {
  const all = pages(client);
  const drawn = new Set(
    all.flatMap(({ html }) =>
      [...html.matchAll(/<use href="\/assets\/icons\.[\w-]+\.svg#([\w-]+)"/g)].map(([, name]) => name!),
    ),
  );
  const sprites = readdirSync(join(client, "assets")).filter((file) => /^icons\.[\w-]+\.svg$/.test(file));
  const symbols = sprites.flatMap((file) =>
    [...readFileSync(join(client, "assets", file), "utf8").matchAll(/<symbol id="([\w-]+)"/g)].map(([, id]) => id!),
  );
  // The e-mail's script writes a subject (src/browser/mail-tap.ts); the site script only finds mailto: links.
  const writesMailto = (html: string) =>
    [...html.matchAll(/<script type="module" src="\/([^"]+)"/g)].some(([, src]) =>
      readFileSync(join(client, src!), "utf8").includes("subject="),
    );
  return {
    sprites,
    drawn: [...drawn].sort(),
    symbols: symbols.sort(),
    withMailto: all.filter(({ html }) => html.includes('href="mailto:')).map(({ path }) => path),
    loadingMailScript: all.filter(({ html }) => writesMailto(html)).map(({ path }) => path),
  };
}

/** The sitemap's URLs, each as a path; each must be a built page that search engines may index. */
function expectSitemapOfBuiltPages(client: string) {
  const sitemap = readFileSync(join(client, "sitemap.xml"), "utf8");
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const built = new Map(pages(client).map((page) => [page.path, page.html]));
  for (const path of listed) {
    expect(built.has(path), `${path} is listed but not built`).toBe(true);
    expect(built.get(path), `${path} is listed but noindex`).not.toContain('content="noindex"');
  }
  // And every indexable page is listed, so nothing links to a page search engines never hear of.
  for (const [path, html] of built)
    if (!html.includes('content="noindex"')) expect(listed, `${path} is built but not listed`).toContain(path);
  return listed;
}

describe(
  "the production build on the fixture content, with the template's samples and one page's prices to review",
  { timeout: 240_000 },
  () => {
    const client = join(temp, "build/client");
    // Every fact real, and the template's example project and review and a starter guide still there
    // (tests/fixtures/samples): the public site leaves them out (src/model/owner/go-live.ts). The fence page's prices are still as shipped, unticked.
    const withSamples = addSamples(fixtureFolder());
    // Every guide a starter guide, the fixture's own too: the public site has none to read, and the fence page's
    // steps lose their link to it.
    for (const file of readdirSync(join(withSamples, "guides"))) {
      const guide = join(withSamples, "guides", file);
      writeFileSync(guide, readFileSync(guide, "utf8").replace(/^reviewed: true$/m, "reviewed: false"));
    }
    const fencing = join(withSamples, "pages/fencing.yml");
    const fencingDoc = parseDocument(readFileSync(fencing, "utf8"));
    writeFileSync(fencing, shipPrices(fencingDoc).toString({ lineWidth: 0 }));
    const all = fixtureContent(withSamples);
    const samples = {
      projects: all.projects.filter((p) => p.example),
      reviews: all.reviews.filter((r) => r.example),
      guides: all.guides.filter((g) => !g.reviewed),
    };
    // What the public site shows: expected values come from here.
    const content = publicContent(all);
    let output = "";
    const built = buildOfThisSuite(() => {
      // A last good build where this one will go: a build that succeeds takes its place (scripts/build.js).
      mkdirSync(client, { recursive: true });
      writeFileSync(join(client, "index.html"), lastGood);
      return npm(["run", "build"], { ...production, CONTENT_DIR: withSamples, BUILD_DIR: join(temp, "build") });
    });

    beforeAll(async () => {
      const result = await built();
      output = result.output;
      expect(result.code, output).toBe(0);
    }, 240_000);

    test("takes build/client's place: the last good build is gone, and nothing half-built is left beside it", () => {
      expect(readFileSync(join(client, "index.html"), "utf8")).not.toBe(lastGood);
      expect(readdirSync(client)).toEqual(expect.arrayContaining(["_headers", "_redirects", "404.html"]));
      expect(readdirSync(join(temp, "build"))).toEqual(["client"]);
    });

    test("publishes the public site, with no example value and nothing of a draft", () => {
      expect(output).not.toMatch(/Example values still in use/);
      const report = JSON.parse(readFileSync(join(client, "build-report.json"), "utf8"));
      expect(report).toMatchObject({ mode: "public", examples: [] });
      expect(readFileSync(join(client, "_headers"), "utf8")).not.toContain("noindex, nofollow");
      expect(readFileSync(join(client, "robots.txt"), "utf8")).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
      for (const { path, html } of pages(client)) {
        expect(html, path).not.toContain("data-draft-banner");
        expect(html, path).not.toContain('name="robots" content="noindex, nofollow"');
      }
    });

    test("meets every budget on the owner's words on the fixture's own pages: there a miss fails the run, not a warning", async () => {
      // The guides list is built only while a guide is published: this build leaves out the unapproved ones.
      const owned = fixtureOwnedRoutes().filter((route) => route !== guidesPath || content.guides.length > 0);
      const measured = (await builtPages(client)).filter((page) => owned.includes(page.route));
      expect(measured.map((page) => page.route).sort()).toEqual([...owned].sort());
      expect(
        pageWarnings(measured).map(({ route, figure, value, limit }) => ({ route, figure, value, limit })),
      ).toEqual([]);
    });

    test("the free visit's script loads on exactly the pages that have its step", () => {
      const all = pages(client);
      const modules = (html: string) =>
        [...html.matchAll(/<script type="module" src="\/([^"]+)"/g)].map(([, src]) => src!);
      const withStep = all.filter(({ html }) => html.includes("data-visit="));
      expect(withStep.length).toBeGreaterThan(0);
      // The scripts every page with the step loads and no page without it does: the step's own, one file.
      const own = modules(withStep[0]!.html).filter(
        (src) =>
          withStep.every(({ html }) => modules(html).includes(src)) &&
          all.every(({ html }) => html.includes("data-visit=") || !modules(html).includes(src)),
      );
      expect(own).toHaveLength(1);
      expect(readFileSync(join(client, own[0]!), "utf8")).toContain("[name]");
    });

    test("the icon sprite holds exactly the icons the pages draw, and the pages that show the e-mail load its script", () => {
      const { sprites, drawn, symbols, withMailto, loadingMailScript } = iconsAndMail(client);
      expect(sprites).toHaveLength(1);
      expect(drawn).toContain("mail");
      expect(symbols).toEqual(drawn);
      expect(withMailto.length).toBeGreaterThan(0);
      expect(loadingMailScript).toEqual(withMailto);
    });

    test("preloads no image: the fixture's heroes are drawings (the photo site's audit checks a photo hero's preload)", () => {
      const drawn = [content.home.hero.image, ...Object.values(content.services).map((service) => service.hero.image)];
      expect(drawn.filter((image) => image.photo)).toEqual([]);
      for (const { path, html } of pages(client)) expect(html, path).not.toMatch(/<link[^>]*\bas="image"/);
    });

    test("passes, and its sitemap lists exactly the built pages", () => {
      const listed = expectSitemapOfBuiltPages(client);
      for (const project of content.projects) expect(listed).toContain(`/projects/${project.slug}`);
    });

    test("leaves out every example project and review and every starter guide: no page, no link, no mention, no feed", () => {
      expect(samples.projects.length * samples.reviews.length * samples.guides.length).toBeGreaterThan(0);
      for (const project of samples.projects) expect(existsSync(join(client, "projects", project.slug))).toBe(false);
      for (const guide of samples.guides) expect(existsSync(join(client, "guides", guide.slug))).toBe(false);
      // No guide is left to read: no guides page, no link to one, no feed (an empty one would link /guides, a 404).
      expect(content.guides).toHaveLength(0);
      expect(existsSync(join(client, "guides/index.html"))).toBe(false);
      expect(existsSync(join(client, "guides/feed.xml"))).toBe(false);
      expect(readFileSync(join(client, "sitemap.xml"), "utf8")).not.toContain("/guides");
      const exampleLabel = all.ui.exampleLabel;
      for (const { path, html } of pages(client)) {
        expect(html, path).not.toContain("data-example");
        expect(html, path).not.toContain(exampleLabel);
        expect(html, path).not.toMatch(/href="\/guides[/"]/);
        for (const words of [...samples.projects.map((p) => p.title), ...samples.reviews.map((r) => r.text)])
          expect(html, path).not.toContain(words);
      }
      // The trust band counts the delivered projects alone.
      const home = readFileSync(join(client, "index.html"), "utf8");
      expect(home).toMatch(new RegExp(`data-trust="projects"[^]*?<strong[^>]*>${content.projects.length}\\D`));
    });

    test("the report says what was left out and which prices are still to review, and the site is public all the same", () => {
      const report = JSON.parse(readFileSync(join(client, "build-report.json"), "utf8"));
      expect(report.mode).toBe("public");
      // Starter English translations are left out as starter guides are (src/model/owner/go-live.ts).
      const starters = Object.values(all.translations).filter((translation) => !translation?.reviewed).length;
      expect(report.leftOut).toHaveLength(
        samples.projects.length + samples.reviews.length + samples.guides.length + starters,
      );
      expect(report.review.map((item: { link: string }) => item.link)).toEqual([
        "/admin/#/collections/pages/entries/fencing",
      ]);
      expect(output).toMatch(/«راجِع»/);
    });

    test("shows no empty section: no reviews, no developer credits", () => {
      expect(content.reviews).toHaveLength(0);
      expect(content.site.developers).toHaveLength(0);
      for (const { path, html } of pages(client)) {
        // With no review of its own, the home page's reviews section holds the Google links alone, and no intro.
        if (path === "/" || path === pathIn("en", "/")) expect(html).toMatch(/id="reviews"[\s\S]*data-google-reviews/);
        else expect(html, path).not.toContain('id="reviews"');
        expect(html, path).not.toContain("<blockquote");
        expect(html, path).not.toContain(content.home.reviews.intro);
        expect(html, path).not.toContain(content.ui.footer.credits);
      }
    });

    test("the review poster is built, noindex and out of the sitemap, and its QR code opens the review link", async () => {
      const html = readFileSync(join(client, "review-poster/index.html"), "utf8");
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(readFileSync(join(client, "sitemap.xml"), "utf8")).not.toContain("/review-poster");
      const svg = /<svg[^>]*role="img"[\s\S]*?<\/svg>/.exec(html)?.[0] ?? "";
      expect(await decodeQrSvg(svg)).toBe(content.site.googleReviewUrl);
    });

    test("the trust band leaves out the 24/7 promise the company does not make", () => {
      expect(content.site.company.contact247).toBe(false);
      const home = readFileSync(join(client, "index.html"), "utf8");
      expect(home).toContain('data-trust="years"');
      expect(home).not.toContain('data-trust="contact247"');
      expect(home).not.toContain(content.ui.trust.contact247);
    });

    test("the map pin shows: the office's address in the contact tile and its coordinates in the structured data", () => {
      const { address, geo } = content.site.company;
      const home = readFileSync(join(client, "index.html"), "utf8");
      expect(home).toContain(`${address.street}، ${address.district}`);
      expect(home).not.toContain(content.home.contact.serviceArea);
      expect(home).toMatch(new RegExp(`"latitude":${geo!.lat}\\b`));
    });

    test("the analytics the owner chose load on every page, the CSP allows that service alone, and events are on", () => {
      const { analytics } = content.site;
      expect(analytics.service).toBe("plausible");
      const tag = analyticsScript(analytics, siteUrl)!;
      for (const { path, html } of pages(client)) {
        expect(html, path).toContain(`src="${tag.src}"`);
        expect(html, path).toMatch(/<html[^>]* data-analytics-events/);
      }
      const origins = analyticsOrigins(analytics);
      const headers = readFileSync(join(client, "_headers"), "utf8");
      expect(headers).toContain(`Content-Security-Policy: ${publicCsp(origins)}`);
    });

    test("a service page lists its delivered projects, and an example project on none", () => {
      const [project] = content.projects;
      expect(project!.example).toBeFalsy();
      const page = readFileSync(join(client, `${pathOfService(project!.service).slice(1)}/index.html`), "utf8");
      expect(page).toContain(`href="/projects/${project!.slug}"`);
    });

    test("a delivered project's uploaded photo is built into responsive sizes", () => {
      const [project] = content.projects;
      const html = readFileSync(join(client, `projects/${project!.slug}/index.html`), "utf8");
      expect(html).toMatch(/<source[^>]+type="image\/avif"/);
      expect(html).not.toContain("data-example");
    });
  },
);

describe("the production build with no projects and no projects folder", { timeout: 240_000 }, () => {
  const dir = join(temp, "no-projects");
  const client = join(temp, "no-projects-client");
  const built = buildOfThisSuite(() => {
    cpSync(fixture, join(dir, "content"), { recursive: true });
    cpSync(join(fixture, "../photos"), join(dir, "photos"), { recursive: true });
    // As a fresh checkout has it: Git keeps no empty folder.
    rmSync(join(dir, "content/projects"), { recursive: true });
    // And no Google profile or review link: nothing of Google shows, and there is no poster.
    const siteFile = join(dir, "content/site.yml");
    const site = parseDocument(readFileSync(siteFile, "utf8"));
    site.delete("googleProfileUrl");
    site.delete("googleReviewUrl");
    writeFileSync(siteFile, site.toString());
    // Astro alone (a bare `astro build`): the site integration's one check of the content, and the pages, without the admin's build.
    return npm(["exec", "--", "astro", "build", "--outDir", client], {
      ...production,
      CONTENT_DIR: join(dir, "content"),
      ASTRO_TELEMETRY_DISABLED: "1",
    });
  });

  beforeAll(async () => {
    const result = await built();
    expect(result.code, result.output).toBe(0);
  }, 240_000);

  test("builds no projects page and links to none", () => {
    expect(fixtureContent(join(dir, "content")).projects).toHaveLength(0);
    expect(existsSync(join(client, "projects"))).toBe(false);
    for (const { path, html } of pages(client)) expect(html, path).not.toMatch(/href="\/projects[/"]/);
    const listed = expectSitemapOfBuiltPages(client);
    expect(listed.filter((path) => path.startsWith("/projects"))).toEqual([]);
  });

  test("without Google links there is no poster, no Google link and, with no reviews either, no reviews section", () => {
    const content = fixtureContent(join(dir, "content"));
    expect(content.site.googleReviewUrl).toBeUndefined();
    expect(existsSync(join(client, "review-poster"))).toBe(false);
    for (const { path, html } of pages(client)) {
      expect(html, path).not.toContain("data-google");
      expect(html, path).not.toContain(content.ui.reviews.readOnGoogle);
      expect(html, path).not.toContain('id="reviews"');
    }
  });

  test("the home page has no featured-projects section", () => {
    const home = readFileSync(join(client, "index.html"), "utf8");
    expect(home).not.toContain('id="featured-projects"');
    expect(home).not.toContain('data-trust="projects"');
  });
});

describe(
  "the production build on the shipped content, with no setting at all, publishes a draft",
  { timeout: 240_000 },
  () => {
    const build = join(temp, "draft");
    const client = join(build, "client");
    // The examples as the build words them: the banner, the report and the admin show the same.
    const { examples } = loadContent(root, "");
    let output = "";
    // As Workers Builds runs it from the Deploy button: no SITE_URL, no CMS_REPO, only the commit.
    const built = buildOfThisSuite(() =>
      npm(["run", "build"], {
        SITE_ENV: "production",
        CONTENT_DIR: "",
        SITE_URL: "",
        CMS_REPO: "",
        WORKERS_CI_COMMIT_SHA: "0123456789abcdef0123456789abcdef01234567",
        BUILD_DIR: build,
        ...withoutAdmin,
      }),
    );

    beforeAll(async () => {
      const result = await built();
      output = result.output;
      expect(result.code, output).toBe(0);
    }, 240_000);

    test("no response is indexable: X-Robots-Tag on every path, noindex on every page, robots.txt disallows all, no sitemap", () => {
      expect(examples.length).toBeGreaterThan(0);
      const headers = readFileSync(join(client, "_headers"), "utf8");
      const everyPath = /^\/\*\n((?: {2}.+\n)+)/m.exec(headers)?.[1] ?? "";
      expect(everyPath).toContain("  X-Robots-Tag: noindex, nofollow\n");
      expect(readFileSync(join(client, "robots.txt"), "utf8")).toBe("User-agent: *\nDisallow: /\n");
      expect(existsSync(join(client, "sitemap.xml"))).toBe(false);
      const all = [...pages(client), { path: "/404", html: readFileSync(join(client, "404.html"), "utf8") }];
      for (const { path, html } of all) {
        expect(html, path).toContain('<meta name="robots" content="noindex, nofollow">');
        expect(html.match(/<meta name="robots"/g), path).toHaveLength(1);
      }
    });

    test("the icon sprite holds exactly the icons the pages draw, and only pages that show the e-mail load its script", () => {
      const { sprites, drawn, symbols, withMailto, loadingMailScript } = iconsAndMail(client);
      expect(sprites).toHaveLength(1);
      expect(symbols).toEqual(drawn);
      // The shipped content's e-mail, set or not (the fixture build above has one).
      expect(withMailto.length > 0).toBe(Boolean(loadContent(root, "").content.site.email));
      expect(loadingMailScript).toEqual(withMailto);
    });

    test("every page carries the banner, listing each example with a link into its admin entry", () => {
      const report = JSON.parse(readFileSync(join(client, "build-report.json"), "utf8"));
      expect(report).toMatchObject({ mode: "draft", commit: "0123456789abcdef0123456789abcdef01234567" });
      expect(report.examples).toHaveLength(examples.length);
      const words = loadContent(root, "").content.ui.draft;
      for (const { path, html } of pages(client)) {
        const banner = /<aside[^>]*data-draft-banner[\s\S]*?<\/aside>/.exec(html)?.[0] ?? "";
        expect(banner, path).toContain(words.title);
        // What holds it, then «راجِع», then what the public site leaves out: each list as the report has it.
        for (const [list, items] of [
          ["examples", report.examples],
          ["review", report.review],
          ["left-out", report.leftOut],
        ] as const) {
          const shown = new RegExp(`<details[^>]*data-list="${list}"[\\s\\S]*?</details>`).exec(banner)?.[0] ?? "";
          expect(shown.match(/<li>/g) ?? [], `${path} ${list}`).toHaveLength(items.length);
          for (const item of items) expect(shown, path).toContain(`href="${item.link}"`);
        }
      }
      expect(output).toMatch(/publishes a noindex draft/);
    });
  },
);

// Its timeout as long as the builds': its build may wait for another to end before it starts.
describe("a failed build says what to fix in one message, and publishes nothing", { timeout: 240_000 }, () => {
  const dir = join(temp, "invalid");
  const file = join(dir, "content/pages/fencing.yml");
  const buildDir = join(temp, "invalid-build");
  let lines: string[] = [];
  let answer = -1;
  const built = buildOfThisSuite(() => {
    cpSync(fixture, join(dir, "content"), { recursive: true });
    cpSync(join(fixture, "../photos"), join(dir, "photos"), { recursive: true });
    lines = readFileSync(file, "utf8").split("\n");
    answer = lines.findIndex((line) => /^\s+answer: /.test(line));
    lines[answer] = lines[answer]!.replace(/answer: .*/, 'answer: ""');
    writeFileSync(file, lines.join("\n"));
    mkdirSync(join(buildDir, "client"), { recursive: true });
    writeFileSync(join(buildDir, "client/index.html"), lastGood);
    return npm(["run", "build"], { ...production, CONTENT_DIR: join(dir, "content"), BUILD_DIR: buildDir });
  });

  test("invalid content names the file and line, the page and the field as the admin labels them; the last good build stays", async () => {
    const { code, output } = await built();
    expect(code).not.toBe(0);
    expect(output).toContain(`fencing.yml:${answer + 1}`);
    // The page as the admin lists it: by the name its record gives it.
    expect(output).toContain(
      lines
        .find((line) => line.startsWith("name: "))!
        .slice("name: ".length)
        .trim(),
    );
    expect(output).toContain(fieldLabels.faqs);
    expect(output).toContain(fieldLabels.answer);
    expect(output).not.toMatch(/^\s+at /m);
    // Where npm start and wrangler deploy read it, the last good build, and nothing half-built beside it.
    expect(output).toContain("build/client still holds the last good build");
    expect(readFileSync(join(buildDir, "client/index.html"), "utf8")).toBe(lastGood);
    expect(readdirSync(buildDir)).toEqual(["client"]);
  });
});
