import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { servicePages } from "../../app/content/routes";
import { content } from "../support/content";
import { baseUrl, fetchText, routes, setupBrowser } from "./support";

const { newContext } = setupBrowser();

describe.each(routes)("fonts on %s", (path) => {
  test("the head preloads every font file the stylesheet declares, as a CORS fetch", async () => {
    const html = await fetchText(path);
    const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(([, href]) => href!);
    expect(stylesheets.length).toBeGreaterThan(0);
    const declared = new Set<string>();
    for (const href of stylesheets) {
      for (const [, url] of (await fetchText(href)).matchAll(/url\(([^)]+\.woff2)\)/g))
        declared.add(url!.replace(/"/g, ""));
    }
    const preloaded = [...html.matchAll(/<link rel="preload"([^>]*)>/g)]
      .map(([, attrs]) => attrs!)
      .filter((attrs) => attrs.includes('as="font"') && attrs.includes('crossorigin="anonymous"'))
      .map((attrs) => /href="([^"]+)"/.exec(attrs)![1]);
    expect(declared.size).toBeGreaterThan(1);
    expect(new Set(preloaded)).toEqual(declared);
  });
});

/** Top and left of every header link and every heading, paragraph, link and image in the first screen. */
function firstScreenLayout(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("header a, main h1, main h2, main p, main a, main img")]
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.top < window.innerHeight)
      .map((box) => `${Math.round(box.top)},${Math.round(box.left)}`),
  );
}

// On a slow phone the Latin subset (digits, Latin words) can still arrive after
// the first paint. Arabic text must not depend on it: its spaces come from the
// Arabic file, so a hero written only in Arabic stays where it was painted.
const arabicHeroes = servicePages
  .filter(({ slug }) => {
    const { hero } = content.services[slug];
    return !/[A-Za-z0-9()]/.test([hero.title, ...hero.lead].join(" "));
  })
  .map((page) => page.path);

test("some service heroes are written only in Arabic", () => {
  expect(arabicHeroes.length).toBeGreaterThan(3);
});

test.each(arabicHeroes)("the first screen of %s does not move when the Latin subset arrives late", async (path) => {
  const context = await newContext();
  const page = await context.newPage();
  let release!: () => void;
  const latinHeld = new Promise<void>((resolve) => (release = resolve));
  let latinRequested = false;
  await page.route(/cairo-latin-.*\.woff2$/, async (route) => {
    latinRequested = true;
    await latinHeld;
    await route.continue();
  });

  await page.goto(baseUrl + path, { waitUntil: "domcontentloaded" });
  await page.waitForFunction(() =>
    [...document.fonts].some((face) => face.status === "loaded" && face.unicodeRange.includes("U+600-6FF")),
  );
  const before = await firstScreenLayout(page);

  release();
  await page.waitForFunction(() => [...document.fonts].every((face) => face.status !== "loading"));
  expect(latinRequested).toBe(true);
  expect(await firstScreenLayout(page)).toEqual(before);
  await context.close();
});
