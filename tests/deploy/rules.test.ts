import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { explicitRedirects, isHidden, redirectFor } from "../../deploy/rules.js";
import { inlineHashes } from "../../scripts/build/serving.js";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineHashes", () => {
  test("hashes executable inline scripts only, byte for byte", () => {
    const html = [
      '<script>window.a = "</div>";</script>',
      '<script type="module" async="">import "/assets/x.js";</script>',
      '<script src="/assets/y.js"></script>',
      '<script type="application/ld+json">{"@type":"Service"}</script>',
    ].join("");
    expect(inlineHashes(html).scripts).toEqual([sha('window.a = "</div>";'), sha('import "/assets/x.js";')].sort());
  });

  test("hashes each distinct style attribute as the browser reads it", () => {
    const html =
      '<li style="--index:0"></li><li style="--index:0"></li><p style="font-family:&quot;Cairo&quot;"></p>' +
      "<script>document.write('<b style=\"color:red\">')</script>";
    expect(inlineHashes(html).styleAttributes).toEqual([sha("--index:0"), sha('font-family:"Cairo"')].sort());
  });
});

describe("URL rules", () => {
  const routes = ["/", "/canopies", "/LaserShutters"];

  test.each([
    ["/", null],
    ["/canopies", null],
    ["/canopies/", "/canopies"],
    ["/canopies/index.html", "/canopies"],
    ["/index.html", "/"],
    ["/lasershutters", "/LaserShutters"],
    ["/LASERSHUTTERS/", "/LaserShutters"],
    ["/lasershutters/more", null],
    ["/unknown/", null],
  ])("redirectFor(%s) is %s", (path, expected) => {
    expect(redirectFor(path, routes)).toBe(expected);
  });

  test("the explicit redirects for static hosts are exactly what redirectFor answers", () => {
    for (const { from, to } of explicitRedirects(routes)) expect(redirectFor(from, routes), from).toBe(to);
  });

  test.each(["/.git/config", "/assets/.env", "/assets/a.js.map", "/_headers", "/_redirects", "/404.html"])(
    "%s is never served as itself",
    (path) => expect(isHidden(path)).toBe(true),
  );

  test.each(["/", "/canopies.data", "/assets/a.js", "/favicon.svg"])("%s is served", (path) => {
    expect(isHidden(path)).toBe(false);
  });
});
