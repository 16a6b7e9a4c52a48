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
import { externalizeScripts } from "../../scripts/build/defer-hydration";
import { inlineCode } from "../../scripts/build/serving.js";

describe("inlineCode", () => {
  test("finds executable inline scripts and style attributes, nothing else", () => {
    const html = [
      '<script>window.a = "</div>";</script>',
      '<script type="module" async="">import "/assets/x.js";</script>',
      '<script src="/assets/y.js"></script>',
      '<script type="application/ld+json">{"@type":"Service"}</script>',
      '<script type="application/json" id="rr-context">{"a":"<b style=\\"x\\">"}</script>',
      '<li style="--index:0"></li>',
    ].join("");
    expect(inlineCode(html)).toEqual([
      '<script>window.a = "</div>";</script>',
      '<script type="module" async="">import "/assets/x.js";</script>',
      '<li style="--index:0"',
    ]);
  });
});

describe("externalizeScripts", () => {
  // React Router 7.18's output, shortened.
  const page = [
    '<link rel="modulepreload" href="/assets/entry.js"/><body><main>…</main>',
    '<script>((storageKey2, restoreKey) => {})("react-router-scroll-positions", null)</script>',
    '<script>window.__reactRouterContext = {"basename":"/","a":"\\u003c/script>"};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());</script>',
    '<script type="module" async="">import "/assets/manifest.js";\nimport * as route0 from "/assets/root.js";\nwindow.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.js");</script>',
    '<!--$--><script>window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2}]\\n");</script><!--/$-->',
    "<!--$--><script>window.__reactRouterContext.streamController.close();</script><!--/$--></body>",
  ].join("");
  const files = new Map<string, string>();
  const html = externalizeScripts(page, (prefix, code) => {
    files.set(`/assets/${prefix}.js`, code);
    return `/assets/${prefix}.js`;
  });

  test("leaves nothing inline that the CSP would block, and no module preload", () => {
    expect(inlineCode(html)).toEqual([]);
    expect(html).not.toContain("modulepreload");
  });

  test("keeps the context and the streamed data as JSON, in place", () => {
    const json = [...html.matchAll(/<script type="application\/json"[^>]*>([^<]*)<\/script>/g)].map(([, text]) =>
      JSON.parse(text!),
    );
    expect(json).toEqual([{ basename: "/", a: "</script>" }, '[{"_1":2}]\n']);
  });

  test("loads the bootstrap as a module that is not async, so React matches it while hydrating", () => {
    expect(html).toContain('<script defer="" src="/assets/inline.js"></script>');
    expect(html).toContain('<script type="module" src="/assets/hydrate.js"></script>');
    const bootstrap = files.get("/assets/hydrate.js") ?? "";
    expect(bootstrap).toContain('addEventListener("load"');
    expect(bootstrap).toContain('import("/assets/entry.js")');
  });

  test("moves any other classic script to a file, and refuses an inline module it does not know", () => {
    expect(externalizeScripts("<script>alert(1)</script>", () => "/assets/x.js")).toBe(
      '<script defer="" src="/assets/x.js"></script>',
    );
    expect(() => externalizeScripts('<script type="module">alert(1)</script>', () => "")).toThrow(
      /Unexpected inline script/,
    );
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

  test.each([
    "/",
    "/canopies.data",
    "/assets/a.js",
    "/favicon.svg",
    "/.well-known/security.txt",
    "/.well-known/acme-challenge/x-Y_1",
  ])("%s is served", (path) => {
    expect(isHidden(path)).toBe(false);
  });
});
