import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { inject } from "vitest";

export { rawRequest } from "../support/http";

export const clientDir = resolve(import.meta.dirname, "../../build/client");
/** The built site under Cloudflare's runtime (wrangler dev, global-setup.ts): what `npm start` and production serve. */
export const siteUrl = inject("siteUrl");

/**
 * What Cloudflare's asset router decides itself, where the rules of
 * deploy/rules.js have no say. Each entry is checked against the runtime as it
 * is, so a change on either side shows up.
 */
export const cloudflareDecisions = {
  /** It serves the not-found page it answers 404s with at /404 too; /404.html drops its .html (307). */
  notFoundPage: [
    ["/404", 200],
    ["/404.html", 307, "/404"],
  ] as [string, number, string?][],
};

/** A file of the build, as bytes. */
export const buildFile = (path: string) => readFileSync(join(clientDir, path));

/** The lines of a generated file (_headers, _redirects) without comments and blank lines. */
export const hostFileLines = (name: string) =>
  buildFile(name)
    .toString("utf8")
    .split("\n")
    .filter((line) => line.trim() && !line.trimStart().startsWith("#"));
