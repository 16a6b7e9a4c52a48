import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import {
  adminCsp,
  adminOrigins,
  contentSecurityPolicy,
  contentType,
  explicitRedirects,
  isHidden,
  redirectFor,
} from "../../deploy/rules.js";
import { analyzeBuild, inlineCode } from "../../scripts/build/serving.js";

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
    expect(adminCsp()).not.toContain("unsafe-eval");
    expect(contentSecurityPolicy).not.toContain("unsafe-inline");
  });

  test("a live admin may reach its Git host, and a local one nothing but its own origin", () => {
    expect(adminOrigins({})).toEqual({ connect: [], img: [] });
    expect(adminOrigins({ CMS_REPO: "owner/site" })).toEqual({
      connect: ["https://api.github.com"],
      img: ["https://avatars.githubusercontent.com"],
    });
    expect(adminOrigins({ CMS_REPO: "owner/site", CMS_BACKEND: "gitlab" }).connect).toEqual(["https://gitlab.com"]);
    expect(
      adminOrigins({ CMS_REPO: "o/s", CMS_BACKEND: "gitea", CMS_API_ROOT: "https://git.example.sa/api/v1" }).connect,
    ).toEqual(["https://git.example.sa"]);
  });

  test.each([
    ["/a/photo.AVIF", "image/avif"],
    ["/admin/config.yml", "application/yaml; charset=utf-8"],
    ["/.well-known/acme-challenge/token", "application/octet-stream"],
  ])("contentType(%s) is %s", (path, type) => expect(contentType(path)).toBe(type));
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

  test("/admin and /admin/index.html answer 301 to /admin/", () => {
    expect(redirectFor("/admin", routes)).toBe("/admin/");
    expect(redirectFor("/admin/index.html", routes)).toBe("/admin/");
    expect(redirectFor("/admin/", routes)).toBeNull();
  });

  test.each([
    "/.git/config",
    "/assets/.env",
    "/assets/a.js.map",
    "/_headers",
    "/_redirects",
    "/404.html",
    "/.well-known",
    "/.well-known/.secret",
    "/.well-known/acme-challenge/.git/config",
    "/assets/.well-known/x",
  ])("%s is never served as itself", (path) => expect(isHidden(path)).toBe(true));

  test.each(["/", "/assets/a.js", "/favicon.svg", "/.well-known/security.txt", "/.well-known/acme-challenge/x-Y_1"])(
    "%s is served",
    (path) => {
      expect(isHidden(path)).toBe(false);
    },
  );
});
