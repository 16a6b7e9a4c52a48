import { readFileSync } from "node:fs";
import { request, type IncomingHttpHeaders } from "node:http";
import { join, resolve } from "node:path";
import { inject } from "vitest";

export const clientDir = resolve(import.meta.dirname, "../../build/client");
export const nginxUrl = inject("nginxUrl");
export const startUrl = inject("startUrl");

/** Both servers we ship, for rules that must hold on each. */
export const servers = [
  ["nginx", nginxUrl],
  ["npm start", startUrl],
] as const;

export type RawResponse = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/**
 * One HTTP request with the path sent exactly as given (fetch would normalise
 * "/%2e%2e/" away) and the body left as the server encoded it.
 */
export function rawRequest(
  base: string,
  path: string,
  { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolvePromise, reject) => {
    const req = request({ hostname, port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolvePromise({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** A file of the build, as bytes. */
export const buildFile = (path: string) => readFileSync(join(clientDir, path));

/** The lines of a generated host file (_headers, _redirects) without comments and blank lines. */
export const hostFileLines = (name: string) =>
  buildFile(name)
    .toString("utf8")
    .split("\n")
    .filter((line) => line.trim() && !line.trimStart().startsWith("#"));
