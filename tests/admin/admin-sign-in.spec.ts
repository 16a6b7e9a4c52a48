import { randomUUID } from "node:crypto";
import { startSite } from "../../scripts/wrangler-dev.js";
import { expect, sharedPage, test, type Page } from "../browser/fixtures";
import { startGitHubStandIn, type GitHubStandIn } from "../support/github-stand-in";

// Signing in to the admin with GitHub, the whole handshake on the site's own
// origin: the built site under Cloudflare's runtime (wrangler dev) with the
// Worker's settings as the owner sets them (worker/index.ts answers /auth and
// /callback), and a stand-in for GitHub's sign-in page, token exchange and API on
// 127.0.0.1. Sveltia opens /auth in a pop-up, GitHub sends it back to /callback,
// and the Worker's page posts the token to window.opener, which the admin's
// opener policy must keep (deploy/rules.js, adminHeaders).

/** Sveltia's Arabic labels of the pop-up button (it isolates «GitHub» with U+2068/U+2069) and of a cut-off pop-up. */
const githubButton = /^تسجيل الدخول باستخدام\s*\u2068?GitHub\u2069?$/;
const tokenButton = /^تسجيل الدخول باستخدام رمز الوصول/;
const aborted = "تم إلغاء المصادقة";

// One wrangler dev for the file: its tests run one after another, on the desktop.
test.describe.configure({ mode: "serial" });

const oauthApp = { clientId: "stand-in-client", clientSecret: `secret-${randomUUID()}` };
const token = `gho_stand_in_${randomUUID().replaceAll("-", "")}`;
let github: GitHubStandIn;
let site: Awaited<ReturnType<typeof startSite>>;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  github = await startGitHubStandIn({ ...oauthApp, token });
  site = await startSite({
    logFile: "/dev/null",
    settings: {
      GITHUB_REPO: "owner/site",
      GITHUB_CLIENT_ID: oauthApp.clientId,
      GITHUB_CLIENT_SECRET: oauthApp.clientSecret,
      GITHUB_ORIGIN: github.origin,
      GITHUB_API_ROOT: github.apiRoot,
    },
  });
});

test.afterAll(async () => {
  await site?.stop();
  await github?.close();
});

// The token fallback and the pop-up start from the same first screen: one admin page for the two (Sveltia's
// 4 MB of script compiled once), the token refused first, which leaves the sign-in buttons on screen.
test.describe("the admin's first screen @desktop", () => {
  let page: Page;
  let loaded: ReturnType<Page["goto"]> | undefined;

  test.beforeAll(async ({ browser }, testInfo) => {
    ({ page } = await sharedPage(browser, testInfo));
  });

  test.afterAll(() => page?.context().close());

  /** The admin, loaded by the first test that needs it: its document's response. */
  const load = () => (loaded ??= page.goto(`${site.url}/admin/`));

  test.describe("the token fallback", () => {
    // The stand-in API refuses the expired token with 401, which the admin logs.
    test.use({
      expectedErrors: [/Bad credentials|invalid/i],
      expectedFailedRequests: [/^401 http:\/\/127\.0\.0\.1:\d+\/api\//],
    });

    test("an expired token gets the admin's Arabic explanation of what to do", async () => {
      await load();
      const explanation = page.locator("#token-expired");
      // The admin (2 MB) may take a while to start on a busy machine.
      await expect(page.getByRole("button", { name: tokenButton })).toBeVisible({ timeout: 30_000 });
      // Only once GitHub has refused a token.
      await expect(explanation).toBeHidden();
      await page.getByRole("button", { name: tokenButton }).click();
      await page.getByRole("textbox").last().fill("github_pat_expired");
      await page.getByRole("button", { name: /^تسجيل الدخول$/ }).click();
      await expect(explanation).toBeVisible();
      await expect(explanation).toContainText("Fine-grained tokens");
      await expect(explanation).toContainText("Contents: Read and write");
    });
  });

  test.describe("signing in with GitHub", () => {
    // Past the sign-in, the stand-in API knows no repository: it answers 404, the admin says so, and logs only that.
    test.use({
      expectedErrors: [/Not a collaborator of the repository|Server responded with an error \{status: 404/],
      expectedFailedRequests: [/^404 http:\/\/127\.0\.0\.1:\d+\/api\//],
    });

    test("the pop-up goes through /auth, GitHub and /callback on the site's origin, and the admin calls the API with the token", async () => {
      const admin = await load();
      expect(admin?.headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
      const popup = page.context().waitForEvent("page");
      await page.getByRole("button", { name: githubButton }).click();
      const signInWindow = await popup;
      // The admin closes the pop-up once the token has arrived.
      if (!signInWindow.isClosed()) await signInWindow.waitForEvent("close");

      await expect
        .poll(() => github.seen.apiAuthorizations, { message: "the admin's API calls carry the token" })
        .toContainEqual(expect.stringMatching(new RegExp(` ${token}$`)));
      // GitHub was asked by the site's own Worker, for the least scope, with its own callback.
      expect(github.seen.authorize).toHaveLength(1);
      expect(Object.fromEntries(github.seen.authorize[0]!.searchParams)).toMatchObject({
        client_id: oauthApp.clientId,
        redirect_uri: `${site.url}/callback`,
        scope: "public_repo",
      });
      expect(github.seen.exchanges).toEqual([
        expect.objectContaining({ client_id: oauthApp.clientId, client_secret: oauthApp.clientSecret }),
      ]);
      await expect(page.getByText(aborted)).toHaveCount(0);
    });
  });
});

test.describe("the Worker's refusals, in the browser @desktop", () => {
  test.use({ allowPageErrors: true });

  test("a pop-up from another site's admin is refused with a plain error, and GitHub is never asked", async ({
    page,
  }) => {
    const before = github.seen.authorize.length;
    const response = await page.goto(`${site.url}/auth?provider=github&site_id=evil.example`);
    expect(response?.status()).toBe(403);
    await expect(page.locator("body")).toContainText("Sign-in is answered for this site's own admin only.");
    expect(github.seen.authorize).toHaveLength(before);
  });

  test("a callback whose state the browser never received is refused, and no token is asked for", async ({ page }) => {
    const before = github.seen.exchanges.length;
    const response = await page.goto(`${site.url}/callback?code=stand-in-code&state=${"0".repeat(32)}`);
    expect(response?.status()).toBe(403);
    await expect(page.locator("body")).toContainText("state mismatch");
    expect(github.seen.exchanges).toHaveLength(before);
  });
});
