import { describe, expect, test } from "vitest";
import { rawRequest, servers } from "./support";

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
];

describe.each(servers)("%s", (_name, base) => {
  test.each(badPaths)("%s gets a client-error status and nothing from outside the build", async (_kind, path) => {
    const response = await rawRequest(base, path);
    expect([400, 404, 414, 431]).toContain(response.status);
    const body = response.body.toString();
    for (const marker of outsideMarkers) expect(body).not.toContain(marker);
    // Still up and serving.
    expect((await rawRequest(base, "/")).status).toBe(200);
  });

  test("HEAD gets the GET status and headers without a body", async () => {
    for (const path of ["/", "/canopies", "/canopies/", "/no-such-page"]) {
      const get = await rawRequest(base, path);
      const head = await rawRequest(base, path, { method: "HEAD" });
      expect(head.status, path).toBe(get.status);
      expect(head.body.length, path).toBe(0);
      expect(head.headers["content-security-policy"], path).toBe(get.headers["content-security-policy"]);
      expect(head.headers["content-type"], path).toBe(get.headers["content-type"]);
    }
  });
});
