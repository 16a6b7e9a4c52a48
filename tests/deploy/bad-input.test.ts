import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, test } from "vitest";
import { freePort, stopProcess, waitForServer } from "./processes";
import { cloudflareDifferences, hosts, rawRequest } from "./support";

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

describe.each(hosts)("%s", (name, base) => {
  const cloudflare = name === "Cloudflare Pages";
  test.each(badPaths)("%s gets a client-error status and nothing from outside the build", async (kind, path) => {
    const response = await rawRequest(base, path);
    // Never a 5xx from our servers: a path the file system refuses is simply not a file.
    const emulatorError = cloudflare && cloudflareDifferences.serverErrorPaths.includes(kind);
    expect(emulatorError ? [502] : [400, 404, 414, 431]).toContain(response.status);
    const body = response.body.toString();
    for (const marker of outsideMarkers) expect(body).not.toContain(marker);
    // Still up and serving.
    expect((await rawRequest(base, "/")).status).toBe(200);
  });

  const methods = ["POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND"].filter(
    (method) => !cloudflare || !cloudflareDifferences.unansweredMethods.includes(method),
  );
  test.each(methods)(
    "%s gets 405 with Allow: GET, HEAD (where the host sends it) and the security headers",
    async (method) => {
      for (const path of ["/", "/canopies", "/no-such-page", "/assets/x.js"]) {
        const response = await rawRequest(base, path, { method });
        expect(response.status, `${method} ${path}`).toBe(405);
        const allow = cloudflare ? cloudflareDifferences.allowHeader : "GET, HEAD";
        expect(response.headers.allow, `${method} ${path}`).toBe(allow);
        expect(response.headers["x-content-type-options"]).toBe("nosniff");
        expect(response.headers["content-security-policy"]).toMatch(/default-src 'none'/);
      }
    },
  );

  test("a GET answer carries no Allow header", async () => {
    expect((await rawRequest(base, "/")).headers.allow).toBeUndefined();
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

describe("npm start's log", () => {
  test("never holds a request path raw: each entry is one line of JSON", async () => {
    const port = await freePort();
    const server = spawn(process.execPath, ["scripts/serve.js"], {
      cwd: resolve(import.meta.dirname, "../.."),
      env: { ...process.env, PORT: String(port), ACCESS_LOG: "1" },
    });
    let output = "";
    server.stdout.on("data", (chunk: Buffer) => (output += chunk));
    server.stderr.on("data", (chunk: Buffer) => (output += chunk));
    try {
      await waitForServer(`http://127.0.0.1:${port}/`, server);
      const base = `http://127.0.0.1:${port}`;
      const forged = ["/x%0aFORGED%20200%20GET%20/admin", "/y%0d%0aFORGED", `/${"c".repeat(300)}%0aFORGED`];
      for (const path of forged) expect((await rawRequest(base, path)).status).toBe(404);
      expect((await rawRequest(base, "/%0aFORGED", { method: "POST" })).status).toBe(405);
      await expect.poll(() => output.split("\n").filter((line) => line.includes("FORGED")).length).toBe(4);
      // Every line that mentions the injected text is a whole JSON entry holding the decoded path.
      for (const line of output.split("\n").filter((line) => line.includes("FORGED"))) {
        expect(JSON.parse(line).path, line).toMatch(/\r?\nFORGED/);
      }
    } finally {
      await stopProcess(server);
    }
  });
});
