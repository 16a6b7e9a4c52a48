import { describe, expect, test } from "vitest";
import { rawRequest, siteUrl } from "./support";

/** Text that would only appear if a file outside build/client were served. */
const outsideMarkers = ["root:x:0:0", '"name": "riyadh-contracting-site"', "[core]"];

const badPaths: [string, string][] = [
  ["a 5,000-character path", `/${"a".repeat(5000)}`],
  ["a 20,000-character path", `/${"a".repeat(20000)}`],
  ["an encoded ../ to the project", "/%2e%2e/package.json"],
  ["encoded ../ to /etc/passwd", "/%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd"],
  ["raw ../ to /etc/passwd", "/../../../../etc/passwd"],
  ["an encoded ../ inside a folder", "/assets/..%2f..%2fpackage.json"],
  ["a null byte", "/index.html%00.txt"],
  ["a null byte in a page path", "/canopies%00"],
  ["an invalid percent-encoding", "/%E0%A4%A"],
  ["an encoded .git", "/%2egit/config"],
  ["a path segment longer than a file name can be", `/${"a".repeat(300)}`],
  ["a long segment inside a folder", `/assets/${"b".repeat(256)}.js`],
];

describe("Cloudflare's runtime", () => {
  test.each(badPaths)(
    "%s gets a client-error status or a same-site redirect, and nothing from outside the build",
    async (_kind, path) => {
      const response = await rawRequest(siteUrl, path);
      // The asset router answers some encoded forms with a 307 to its own normalised path: never another host.
      expect([307, 400, 404, 414, 431]).toContain(response.status);
      if (response.status === 307) expect(response.headers.location).toMatch(/^\/(?!\/)/);
      const body = response.body.toString();
      for (const marker of outsideMarkers) expect(body).not.toContain(marker);
      // Still up and serving.
      expect((await rawRequest(siteUrl, "/")).status).toBe(200);
    },
  );

  test.each(["POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND"])(
    "%s gets 405 with the security headers, on pages, unknown paths and the Worker's own paths",
    async (method) => {
      for (const path of ["/", "/canopies", "/no-such-page", "/assets/x.js", "/admin/", "/auth", "/callback"]) {
        const response = await rawRequest(siteUrl, path, { method });
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers["x-content-type-options"]).toBe("nosniff");
        expect(response.headers["content-security-policy"]).toMatch(/default-src 'none'/);
      }
    },
  );

  test("HEAD gets the GET status and headers without a body", async () => {
    for (const path of ["/", "/canopies", "/canopies/", "/no-such-page", "/admin/"]) {
      const get = await rawRequest(siteUrl, path);
      const head = await rawRequest(siteUrl, path, { method: "HEAD" });
      expect(head.status, path).toBe(get.status);
      expect(head.body.length, path).toBe(0);
      expect(head.headers["content-security-policy"], path).toBe(get.headers["content-security-policy"]);
      expect(head.headers["content-type"], path).toBe(get.headers["content-type"]);
    }
  });
});
