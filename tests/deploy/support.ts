import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { inject } from "vitest";

export { rawRequest, type RawResponse } from "../support/http";

export const clientDir = resolve(import.meta.dirname, "../../build/client");
export const nginxUrl = inject("nginxUrl");
export const startUrl = inject("startUrl");

/** Both servers we ship, for rules that must hold on each. */
export const servers = [
  ["nginx", nginxUrl],
  ["npm start", startUrl],
] as const;

/** A file of the build, as bytes. */
export const buildFile = (path: string) => readFileSync(join(clientDir, path));

/** The lines of a generated host file (_headers, _redirects) without comments and blank lines. */
export const hostFileLines = (name: string) =>
  buildFile(name)
    .toString("utf8")
    .split("\n")
    .filter((line) => line.trim() && !line.trimStart().startsWith("#"));
