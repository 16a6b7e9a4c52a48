import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sirv from "sirv";
import { expect, test } from "../browser/fixtures";
import { policyFor, securityHeaders } from "../../deploy/rules.js";
import { analyzeBuild } from "../../scripts/build/serving.js";

// The site has no island yet (the estimator brings the first). This proves the
// mechanism on a page of its own, built with the site's configuration: Astro's
// inline island scripts leave the page, and under the one CSP the island
// hydrates when it scrolls into view.
const root = join(import.meta.dirname, "../..");
// One build for both tests, in one worker: two Astro builds of one project would share its .astro/ folder.
test.describe.configure({ mode: "serial" });
let outDir: string;
let server: Server;
let origin: string;

test.beforeAll(async () => {
  // client/ inside a release folder, as npm run build lays it out.
  outDir = join(mkdtempSync(join(tmpdir(), "island-")), "client");
  const build = spawnSync(
    process.execPath,
    [join(root, "node_modules/astro/bin/astro.mjs"), "build", "--config", "tests/island/astro.config.ts"],
    { cwd: root, env: { ...process.env, ISLAND_OUT_DIR: outDir, ASTRO_TELEMETRY_DISABLED: "1" }, encoding: "utf8" },
  );
  if (build.status !== 0) throw new Error(`island build failed:\n${build.stdout}\n${build.stderr}`);
  const serve = sirv(outDir, { dev: true });
  server = createServer((request, response) => {
    for (const [name, value] of Object.entries(securityHeaders)) response.setHeader(name, value);
    response.setHeader("Content-Security-Policy", policyFor(request.url ?? "/"));
    serve(request, response, () => {
      response.writeHead(404).end();
    });
  }).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

test.afterAll(() => {
  server?.close();
  if (outDir) rmSync(join(outDir, ".."), { recursive: true, force: true });
});

test("the built page holds no inline script or style, and loads the island's code from files", async () => {
  // Throws, naming the page, if anything inline remains that the CSP would block.
  await analyzeBuild(outDir);
  const html = readFileSync(join(outDir, "index.html"), "utf8");
  expect(html).toContain("<astro-island");
  expect(readdirSync(join(outDir, "assets")).filter((file) => /^island-.+\.js$/.test(file)).length).toBeGreaterThan(0);
});

test("the island hydrates under the CSP when it scrolls into view", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
  await page.goto(`${origin}/`);
  const counter = page.getByRole("button", { name: /^island/ });
  // client:visible: nothing of React loads while the island is off screen.
  expect(scripts.some((url) => url.includes("client"))).toBe(false);
  await counter.scrollIntoViewIfNeeded();
  await expect(async () => {
    await counter.click();
    await expect(counter).toHaveAttribute("data-count", /^[1-9]/, { timeout: 500 });
  }).toPass();
  expect(scripts.some((url) => url.includes("client"))).toBe(true);
});
