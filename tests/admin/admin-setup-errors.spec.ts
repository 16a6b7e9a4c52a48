import { randomUUID } from "node:crypto";
import { startSite } from "../../scripts/wrangler-dev.js";
import { expect, test } from "../browser/fixtures";
import { startGitHubStandIn, type GitHubStandIn } from "../support/github-stand-in";

// What the owner sees in the admin when a value he typed in Cloudflare is wrong, on the
// phone he may well use (390 px): the built site under Cloudflare's runtime (wrangler dev)
// with the Worker's settings as he set them, and GitHub stood in on 127.0.0.1.

const githubButton = /^تسجيل الدخول باستخدام\s*\u2068?GitHub\u2069?$/;
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: "serial" });

const oauthApp = { clientId: "stand-in-client", clientSecret: `secret-${randomUUID()}` };
let github: GitHubStandIn;

test.beforeAll(async () => {
  github = await startGitHubStandIn({ ...oauthApp, token: `gho_${randomUUID().replaceAll("-", "")}` });
});

test.afterAll(() => github?.close());

async function siteWith(vars: Record<string, string>) {
  return startSite({
    logFile: "/dev/null",
    settings: { GITHUB_ORIGIN: github.origin, GITHUB_API_ROOT: github.apiRoot, ...vars },
  });
}

test.describe("a wrong client secret", () => {
  // Sveltia logs the refusal it was handed.
  test.use({ expectedErrors: [/^Error Authentication failed Error: تعذّر الدخول بحساب GitHub:/] });

  test("GitHub's refusal in Arabic, first in the directions and not hidden by them", async ({ page }) => {
    test.setTimeout(90_000);
    const site = await siteWith({
      GITHUB_REPO: "owner/site",
      GITHUB_CLIENT_ID: oauthApp.clientId,
      GITHUB_CLIENT_SECRET: "pasted-the-wrong-one",
    });
    try {
      await page.goto(`${site.url}/admin/`);
      const popup = page.context().waitForEvent("page");
      await page.getByRole("button", { name: githubButton }).click({ timeout: 30_000 });
      const signInWindow = await popup;
      if (!signInWindow.isClosed()) await signInWindow.waitForEvent("close");
      const error = page.locator("#sign-in-error");
      await expect(error).toBeVisible();
      await expect(error).toContainText("رفض GitHub رقم تطبيق الدخول أو سرّه");
      await expect(error).toContainText("GITHUB_CLIENT_SECRET");
      await expect(page.getByText(/client_secret passed are incorrect/)).toHaveCount(0);
      // Inside the viewport, the first thing in the directions box.
      await expect(error).toBeInViewport();
      await expect(page.locator("#sign-in-guide > :not([hidden])").first()).toHaveAttribute("id", "sign-in-error");
      await page.screenshot({ path: test.info().outputPath("wrong-secret.png") });
    } finally {
      await site.stop();
    }
  });
});

test("a repository typed wrong in the Deploy button's form: the admin says in Arabic what to type, where", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const site = await siteWith({ GITHUB_REPO: "rukn hangars/riyadh site" });
  try {
    await page.goto(`${site.url}/admin/`);
    const problem = page.locator("#repo-problem");
    await expect(problem).toBeVisible({ timeout: 30_000 });
    await expect(problem).toContainText("«rukn hangars/riyadh site»");
    await expect(problem).toContainText("Variables and Secrets");
    await expect(problem).toContainText("rukn-hangars/riyadh-site");
    await page.screenshot({ path: test.info().outputPath("repo-problem.png") });
  } finally {
    // The admin's requests end with the page, before the site stops under them.
    await page.close();
    await site.stop();
  }
});
