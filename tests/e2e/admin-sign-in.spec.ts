import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { adminConfigYaml } from "../../scripts/build/admin-config";
import { contentCatalog } from "../../src/model/catalog";
import { expect, test, type BrowserContext } from "../browser/fixtures";
import { freePort, stopProcess, waitForServer } from "../deploy/processes";

// Signing in on the live admin: Sveltia opens the Git host's sign-in in a pop-up
// that posts the token back to window.opener, which the admin's opener policy
// must keep (deploy/rules.js, adminHeaders). Here the built admin is served by
// `npm start` with a live site's settings (CMS_REPO, CMS_BASE_URL), behind an
// HTTPS address so that the browser applies the opener policy as on the owner's
// domain. The sign-in endpoint and GitHub's API are stand-ins: nothing leaves
// the machine, and GitHub's own sign-in page is not exercised.

const site = "https://owner-site.test";
const signIn = "https://sign-in.owner-site.test";
const live = { CMS_REPO: "owner/site", CMS_BASE_URL: signIn };
/** Sveltia's Arabic labels of the pop-up button (it isolates «GitHub» with U+2068/U+2069) and of a cut-off pop-up. */
const githubButton = /^تسجيل الدخول باستخدام\s*\u2068?GitHub\u2069?$/;
const aborted = "تم إلغاء المصادقة";

let server: ChildProcess;
let origin = "";

test.beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn("npm", ["run", "--silent", "serve"], {
    env: { ...process.env, ...live, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForServer(`${origin}/`, server);
});

test.afterAll(async () => {
  if (server) await stopProcess(server);
});

/**
 * Serves the site at `site` from `npm start`, with its own headers; config.yml
 * is the one a live build writes (the same generator, with the live settings).
 * `openerPolicy` replaces the admin's opener policy, for the control case.
 */
async function serveLiveSite(context: BrowserContext, openerPolicy?: string) {
  await context.route(`${site}/**`, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: origin + url.pathname + url.search, maxRedirects: 0 });
    // The body arrives decoded: drop the encoding headers that described it compressed.
    const { "content-encoding": _encoding, "content-length": _length, ...headers } = response.headers();
    if (openerPolicy) headers["cross-origin-opener-policy"] = openerPolicy;
    const body = url.pathname === "/admin/config.yml" ? adminConfigYaml(contentCatalog, live) : await response.body();
    await route.fulfill({ status: response.status(), headers, body });
  });
}

/**
 * The stand-in sign-in endpoint (what CMS_BASE_URL names, such as the owner's
 * Cloudflare Worker): the handshake Sveltia expects, «authorizing:github»
 * answered by the admin, then the token. Returns the addresses it was opened at.
 */
async function standInSignIn(context: BrowserContext, token: string) {
  const opened: URL[] = [];
  const result = JSON.stringify({ token, provider: "github" });
  await context.route(`${signIn}/**`, async (route) => {
    opened.push(new URL(route.request().url()));
    await route.fulfill({
      contentType: "text/html; charset=utf-8",
      body: `<!doctype html><html lang="en"><title>Sign-in stand-in</title><script>
        const admin = ${JSON.stringify(site)};
        addEventListener("message", (event) => {
          if (event.origin !== admin || event.data !== "authorizing:github") return;
          window.opener.postMessage("authorization:github:success:" + ${JSON.stringify(result)}, admin);
        });
        window.opener.postMessage("authorizing:github", admin);
      </script></html>`,
    });
  });
  return opened;
}

/** A stand-in of GitHub's API: records the Authorization header of every call and knows the signed-in user. */
async function standInGitHub(context: BrowserContext) {
  const authorizations: string[] = [];
  await context.route("https://api.github.com/**", async (route) => {
    authorizations.push(route.request().headers()["authorization"] ?? "");
    if (new URL(route.request().url()).pathname === "/user") {
      await route.fulfill({ json: { id: 1, login: "owner", name: "صاحب الموقع", email: null, avatar_url: "" } });
      return;
    }
    // Past the user, the repository's contents: not part of signing in.
    await route.fulfill({ status: 404, json: { message: "Not Found" } });
  });
  return authorizations;
}

test.describe("signing in on the live site @desktop", () => {
  test.use({ locale: "en-US" });

  test.describe("with the admin's opener policy", () => {
    // Past the sign-in, the stand-in API knows no repository: the admin says so, and logs only that.
    test.use({ expectedErrors: [/Not a collaborator of the repository/] });

    test("the GitHub pop-up hands its token to the admin, which calls the API with it", async ({ page, context }) => {
      const token = `stand-in-${randomUUID()}`;
      await serveLiveSite(context);
      const opened = await standInSignIn(context, token);
      const authorizations = await standInGitHub(context);

      const admin = await page.goto(`${site}/admin/`);
      expect(admin?.headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
      const popup = context.waitForEvent("page");
      await page.getByRole("button", { name: githubButton }).click();
      // The admin closes the pop-up once the token has arrived.
      const signInWindow = await popup;
      if (!signInWindow.isClosed()) await signInWindow.waitForEvent("close");

      await expect
        .poll(() => authorizations, { message: "the admin's API calls carry the token" })
        .toContain(`token ${token}`);
      expect(opened).toHaveLength(1);
      expect(opened[0]!.pathname).toBe("/auth");
      expect(Object.fromEntries(opened[0]!.searchParams)).toMatchObject({
        provider: "github",
        site_id: "owner-site.test",
      });
      await expect(page.getByText(aborted)).toHaveCount(0);
    });
  });

  test.describe("with the public pages' opener policy", () => {
    // The stand-in finds no window.opener, and the admin gives up.
    // (One pattern: Playwright reads a two-element array in test.use as a value and its options.)
    test.use({ expectedErrors: [/reading 'postMessage'|AbortError Authentication aborted/] });

    test("the pop-up is cut off and no token arrives (the control)", async ({ page, context }) => {
      const token = `stand-in-${randomUUID()}`;
      await serveLiveSite(context, "same-origin");
      await standInSignIn(context, token);
      const authorizations = await standInGitHub(context);

      await page.goto(`${site}/admin/`);
      await page.getByRole("button", { name: githubButton }).click();
      await expect(page.getByText(aborted)).toBeVisible();
      expect(authorizations).not.toContain(`token ${token}`);
    });
  });
});
