import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { contentSets } from "../tests/support/content-sets";
import { content as shipped } from "~/model/views/site-data";
import { drawPage, routes, sitePages, type RouteName } from "./routes";

const root = join(import.meta.dirname, "..");
const names = Object.keys(routes) as RouteName[];

describe("the route table", () => {
  test.each(contentSets())(
    "gives every page of the %s content one address of its own, drawn by its route's builder",
    (_, content) => {
      const pages = sitePages(content);
      const paths = pages.map((page) => page.path);
      expect(new Set(paths).size).toBe(paths.length);
      for (const { name, arg, path, language } of pages) {
        expect(path).toMatch(/^\/[^?#]*$/);
        const page = drawPage(name, content, arg, language);
        expect(page.path).toBe(path);
        expect(page.component).toBe(routes[name].component);
        expect(page.label.trim()).not.toBe("");
      }
    },
  );

  test("leaves out the routes built by a file of their own, and that file draws that route", () => {
    const own = names.filter((name) => "ownFile" in routes[name]);
    expect(own.length).toBeGreaterThan(0);
    for (const name of own) {
      const file = (routes[name] as { ownFile: string }).ownFile;
      expect(existsSync(join(root, file)), file).toBe(true);
      expect(readFileSync(join(root, file), "utf8"), file).toContain(`drawPage("${name}"`);
      expect(sitePages(shipped).map((page) => page.name)).not.toContain(name);
    }
  });

  test("is the only place a page is declared: src/pages holds no .astro page besides the catch-all and those files", () => {
    const own = names.flatMap((name) => {
      const route = routes[name] as { ownFile?: string; ownEnglishFile?: string };
      return [route.ownFile, route.ownEnglishFile].filter((file) => file !== undefined);
    });
    const astro = readdirSync(join(root, "src/pages"), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".astro"))
      .map((file) => `src/pages/${file}`);
    expect(astro.sort()).toEqual(["src/pages/[...route].astro", ...own].sort());
  });
});
