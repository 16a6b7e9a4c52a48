import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { adminCsp, adminOrigins, contentSecurityPolicy, explicitRedirects } from "./rules.js";
import { analyzeBuild, inlineCode } from "../scripts/build/serving.js";

describe("inlineCode", () => {
  test("finds executable inline scripts, style elements and style attributes, nothing else", () => {
    const html = [
      '<script>window.a = "</div>";</script>',
      '<script type="module" async="">import "/assets/x.js";</script>',
      '<script src="/assets/y.js"></script>',
      '<script type="application/ld+json">{"@type":"Service"}</script>',
      '<script type="application/json" id="data">{"a":"<b style=\\"x\\">"}</script>',
      "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>",
      '<link rel="stylesheet" href="/assets/site.css">',
      '<li style="--index:0"></li>',
    ].join("");
    expect(inlineCode(html)).toEqual([
      '<script>window.a = "</div>";</script>',
      '<script type="module" async="">import "/assets/x.js";</script>',
      "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>",
      '<li style="--index:0"',
    ]);
  });

  test("fails the build naming the step that moves Astro's inline code out", async () => {
    const dir = mkdtempSync(join(tmpdir(), "inline-"));
    writeFileSync(join(dir, "index.html"), "<html><head><style>p{}</style></head></html>");
    try {
      await expect(analyzeBuild(dir)).rejects.toThrow(/<style>p\{\}<\/style>[\s\S]*scripts\/build\/inline-scripts\.ts/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("policies", () => {
  test("the admin's CSP takes extra API origins in connect-src only", () => {
    const policy = adminCsp({ connect: ["https://api.github.com"], img: [] });
    expect(policy).toContain("connect-src 'self' data: blob: https://api.github.com;");
    expect(policy.replace(" https://api.github.com", "")).toBe(adminCsp({ connect: [], img: [] }));
    // WebAssembly for photos (Sveltia's WebP encoder, HEIC decoder), never JavaScript eval; the public pages neither.
    expect(adminCsp()).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(adminCsp()).not.toContain("'unsafe-eval'");
    expect(contentSecurityPolicy).toContain("script-src 'self';");
    expect(contentSecurityPolicy).not.toContain("eval");
    expect(contentSecurityPolicy).not.toContain("unsafe-inline");
  });

  test("the admin may reach GitHub's API and its users' pictures, and nothing else beyond its origin", () => {
    expect(adminOrigins).toEqual({
      connect: ["https://api.github.com"],
      img: ["https://avatars.githubusercontent.com"],
    });
    expect(adminCsp()).toContain("img-src 'self' data: blob: https://avatars.githubusercontent.com;");
  });
});

describe("URL rules", () => {
  test("each page's slash and /index.html forms, and a mixed-case page's lowercase forms, answer 301 to it", () => {
    expect(explicitRedirects(["/", "/canopies", "/LaserShutters"])).toEqual([
      { from: "/index.html", to: "/" },
      { from: "/canopies/index.html", to: "/canopies" },
      { from: "/canopies/", to: "/canopies" },
      { from: "/LaserShutters/index.html", to: "/LaserShutters" },
      { from: "/LaserShutters/", to: "/LaserShutters" },
      { from: "/lasershutters", to: "/LaserShutters" },
      { from: "/lasershutters/", to: "/LaserShutters" },
      { from: "/lasershutters/index.html", to: "/LaserShutters" },
    ]);
  });
});
