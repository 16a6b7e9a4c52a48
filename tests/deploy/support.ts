import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { inject } from "vitest";

export { rawRequest, type RawResponse } from "../support/http";

export const clientDir = resolve(import.meta.dirname, "../../build/client");
export const nginxUrl = inject("nginxUrl");
export const startUrl = inject("startUrl");
export const cloudflareUrl = inject("cloudflareUrl");

/** The two servers we run ourselves, for rules that must hold on each (and files a test writes into the build). */
export const servers = [
  ["nginx", nginxUrl],
  ["npm start", startUrl],
] as const;

/**
 * Every host the build is served by, Cloudflare Pages (production, through its
 * local runtime, reading the build's _headers and _redirects) included. Where
 * Cloudflare decides something itself, cloudflareDifferences says so.
 */
export const hosts = [...servers, ["Cloudflare Pages", cloudflareUrl]] as const;
export type Host = (typeof hosts)[number][0];

/**
 * What Cloudflare Pages answers differently from nginx and `npm start`, and why.
 * Each entry is checked against the emulator as it is, so a change on either
 * side shows up.
 */
export const cloudflareDifferences = {
  /** [path, status, Location]: answers to requests that the URL rules table expects otherwise. */
  urls: [
    // _redirects matches exact paths, case included: only the all-lowercase form of a
    // mixed-case page is listed (explicitRedirects), so other spellings are not found.
    ["/LASERSHUTTERS", 404],
    ["/Canopies", 404],
    // Pages drops .html itself (308 to the bare path), and serves the not-found page
    // that it uses as the 404 body at /404 too.
    ["/404.html", 308, "/404"],
    ["/404", 200],
    // Pages serves /index.html at /index by dropping the name: a 308 to /.
    ["/index", 308, "/"],
    // The emulator answers its own config files with a server error rather than 404;
    // never with the file (urls.test.ts checks the body).
    ["/_headers", 502],
    ["/_redirects", 502],
  ] as [string, number, string?][],
  /** Content-Type by extension where Pages' own table differs from contentTypes in deploy/rules.js. */
  contentTypes: {
    js: "application/javascript",
    svg: "image/svg+xml",
    webmanifest: "application/manifest+json",
    xml: "application/xml",
    ico: "image/vnd.microsoft.icon",
    yml: "text/yaml; charset=utf-8",
  } as Record<string, string>,
  /** Pages answers other methods with 405 itself, and without an Allow header. */
  allowHeader: undefined,
  /** The emulator never answers TRACE (the request hangs); Cloudflare's edge handles it in production. */
  unansweredMethods: ["TRACE"],
  /** Bad paths (bad-input.test.ts) the emulator answers 502 rather than 4xx; never with a file. */
  serverErrorPaths: [
    "a 5,000-character path",
    "a null byte",
    "a null byte in a page path",
    "a path segment longer than a file name can be",
    "a long segment inside a folder",
  ],
  /** Cloudflare compresses at its edge, as the client asks; the emulator sends files as they are. */
  compresses: false,
  /** Pages' own 404 responses are never cached, whatever _headers says. */
  notFoundCacheControl: "no-store",
};

/** A file of the build, as bytes. */
export const buildFile = (path: string) => readFileSync(join(clientDir, path));

/** The lines of a generated host file (_headers, _redirects) without comments and blank lines. */
export const hostFileLines = (name: string) =>
  buildFile(name)
    .toString("utf8")
    .split("\n")
    .filter((line) => line.trim() && !line.trimStart().startsWith("#"));
