import { countParts } from "../../admin/leads/report";
import { startSite } from "../../scripts/wrangler-dev.js";
import { formatTotal } from "../../src/lib/format";
import { newReference } from "../../src/lib/reference";
import { leadLogWords as words } from "../../src/model/contract/admin-labels";
import { pathOfService } from "../../src/model/contract/pages";
import { expect, test, type Page } from "../browser/fixtures";
import { startGitHubStandIn, type GitHubStandIn } from "../support/github-stand-in";
import { content, nav } from "../support/content";
import { userKey } from "../../admin/sveltia/storage";

// The owner's lead log at /admin/leads (admin/leads/) on a phone: the built site
// under wrangler dev with its local D1, a few taps' beacons stored first, and a
// GitHub stand-in on 127.0.0.1 that says which token may push to the repository.

const owner = "gho_owner_with_push";
const reader = "gho_reader_without_push";
let github: GitHubStandIn;
let site: Awaited<ReturnType<typeof startSite>>;

const service = content.services.fencing.name;
const taps: Record<string, string>[] = [
  { reference: newReference(), page: pathOfService("fencing"), service: "fencing", kind: "whatsapp" },
  { reference: newReference(), page: pathOfService("fencing"), service: "fencing", kind: "call" },
  {
    reference: newReference(),
    page: "/estimate",
    service: "fencing",
    kind: "estimate",
    band: "12000-18000",
    district: "حي النرجس",
  },
  { reference: newReference(), page: "/", kind: "visit" },
];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  github = await startGitHubStandIn({
    clientId: "id",
    clientSecret: "secret",
    token: "unused",
    pushAccess: { [owner]: true, [reader]: false },
  });
  site = await startSite({
    logFile: "/dev/null",
    settings: { GITHUB_REPO: "owner/site", GITHUB_API_ROOT: github.apiRoot },
  });
  for (const tap of taps) {
    const response = await fetch(`${site.url}/api/leads`, {
      method: "POST",
      headers: { Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(tap),
    });
    expect(response.status).toBe(204);
  }
});

test.afterAll(async () => {
  await site?.stop();
  await github?.close();
});

/** The admin as after signing in: Sveltia's stored user with his token. */
const signIn = (token: string) => (page: Page) =>
  page.addInitScript(([key, value]) => localStorage.setItem(key, JSON.stringify({ token: value })), [
    userKey,
    token,
  ] as const);

test("without signing in to the admin first, it says so in Arabic and shows nothing", async ({ page }) => {
  await page.goto(`${site.url}/admin/leads`);
  await expect(page.getByRole("alert")).toHaveText(words.signIn);
  await expect(page.getByRole("link", { name: words.back })).toHaveAttribute("href", "/admin/");
  await expect(page.locator(".lead")).toHaveCount(0);
});

test.describe("a token GitHub does not let push", () => {
  test.use({ expectedFailedRequests: [/^403 .*\/api\/leads$/] });

  test("is told who may read the log, and sees no lead", async ({ page }) => {
    await signIn(reader)(page);
    await page.goto(`${site.url}/admin/leads`);
    await expect(page.getByRole("alert")).toHaveText(words.forbidden);
    await expect(page.locator(".lead")).toHaveCount(0);
  });
});

test("the owner sees this week's and this month's leads, finds a reference and marks it", async ({ page }) => {
  await signIn(owner)(page);
  await page.goto(`${site.url}/admin/leads`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.title);
  for (const period of [words.week, words.month]) {
    const card = page.getByRole("region", { name: period });
    const tally = (title: string, name: string) =>
      card.locator(`h3:text-is("${title}") + ul li`, { hasText: name }).locator("b");
    // Four leads: «4 عملاء محتملين», its words agreeing with the figure.
    await expect(card.locator(".count")).toHaveText(countParts(taps.length, words.total).filter(Boolean).join(" "));
    // Three of the four taps name the fencing service, two came from its page; by kind, one each.
    await expect(tally(words.byService, service)).toHaveText("3");
    await expect(tally(words.byPage, service)).toHaveText("2");
    await expect(tally(words.byPage, nav.header.find((link) => link.path === "/")!.label)).toHaveText("1");
    for (const kind of ["whatsapp", "call", "estimate", "visit"] as const)
      await expect(tally(words.byKind, words.kinds[kind])).toHaveText("1");
  }
  await expect(page.locator(".lead")).toHaveCount(taps.length);

  // The estimate's reference, typed as he reads it in a chat: lower case, with a space.
  const reference = taps[2]!.reference!;
  const typed = `${reference.slice(0, 3)} ${reference.slice(3)}`.toLowerCase();
  await page.getByLabel(words.search).fill(typed);
  const lead = page.locator(".lead");
  await expect(lead).toHaveCount(1);
  await expect(lead.locator(".ref")).toHaveText(reference);
  await expect(lead).toContainText(formatTotal({ min: 12000, max: 18000 }, words.band));
  await expect(lead).toContainText("حي النرجس");
  await expect(lead).toContainText(words.kinds.estimate);

  await lead.getByLabel(words.status).selectOption({ label: words.statuses.won });
  await expect(lead.getByRole("status")).toHaveText(words.saved);
  await page.reload();
  await page.getByLabel(words.search).fill(reference);
  await expect(page.locator(".lead").getByLabel(words.status)).toHaveValue("won");

  await page.getByLabel(words.search).fill("ZZZZZZ");
  await expect(page.locator(".lead")).toHaveCount(0);
  await expect(page.getByText(words.noMatch)).toBeVisible();
});
