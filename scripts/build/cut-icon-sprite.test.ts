import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { uiIconSprite } from "../../src/lib/icon-sprite.tsx";
import { cutIconSprite } from "./cut-icon-sprite.ts";
import { ParsedPage } from "./parsed-pages.ts";

let client = "";
beforeEach(async () => {
  client = await mkdtemp(join(tmpdir(), "sprite-"));
  await mkdir(join(client, "assets"));
  await writeFile(join(client, "assets/icons.AbCd1234.svg"), uiIconSprite());
});
afterEach(() => rm(client, { recursive: true, force: true }));

const use = (name: string, file = "icons.AbCd1234.svg") =>
  `<svg viewBox="0 0 24 24"><use href="/assets/${file}#${name}"></use></svg>`;
const page = (file: string, body: string) => new ParsedPage(file, `<!DOCTYPE html><html><body>${body}</body></html>`);
const symbolIds = (svg: string) => [...svg.matchAll(/<symbol id="([\w-]+)"/g)].map(([, id]) => id);

test("the sprite keeps the symbols some page draws, the layout's others left out, under a new name every page takes", async () => {
  const pages = [page("index.html", use("phone") + use("menu")), page("a/index.html", `<p>${use("phone")}</p>`)];
  // The layout knows more icons than these pages draw (mail, google: an e-mail and Google links not set).
  expect(symbolIds(uiIconSprite())).toEqual(expect.arrayContaining(["phone", "menu", "mail", "google"]));

  const cut = await cutIconSprite(client, pages);

  expect(await readdir(join(client, "assets"))).toEqual([cut!.file.slice("assets/".length)]);
  expect(cut!.file).toMatch(/^assets\/icons\.[\w-]{8}\.svg$/);
  const sprite = await readFile(join(client, cut!.file), "utf8");
  expect(symbolIds(sprite)).toEqual(["phone", "menu"]);
  expect(sprite).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"><symbol .*<\/symbol><\/svg>$/s);
  const [home = "", other = ""] = pages.map((p) => p.html);
  expect(home).toContain(`<use href="/${cut!.file}#phone"></use>`);
  expect(home).toContain(`<use href="/${cut!.file}#menu"></use>`);
  expect(other).toContain(`<use href="/${cut!.file}#phone"></use>`);
  expect(home + other).not.toContain("AbCd1234");
});

test("a page that draws an icon the sprite lacks fails the build, naming it", async () => {
  await expect(cutIconSprite(client, [page("index.html", use("phone") + use("no-such-icon"))])).rejects.toThrow(
    /no-such-icon/,
  );
});

test("two sprites in one build fail it: every page draws from the one file", async () => {
  const pages = [page("index.html", use("phone")), page("a/index.html", use("menu", "icons.EfGh5678.svg"))];
  await expect(cutIconSprite(client, pages)).rejects.toThrow(/more than one icon sprite/);
});
