import { claimMessage } from "../../src/model/views/legal";
import { complaintsPath, privacyPath } from "../../src/model/contract/pages";
import { expect, test, type Locator } from "../browser/fixtures";
import { content, site, ui } from "../support/content";

// /privacy and /complaints, reached from the footer's last line. Every expected
// word comes from content/pages/privacy.yml, complaints.yml and site.yml.
const privacy = content.privacyPage;
const complaints = content.complaintsPage;

/** The company's phone and WhatsApp, as the site settings give them, in a page's channel list; the chat's message. */
async function expectChannels(list: Locator, message = site.whatsappGreeting) {
  await expect(list.locator(`a[href="tel:${site.phone}"]`)).toHaveCount(1);
  const chat = new URL((await list.getByRole("link", { name: ui.contact.chat }).getAttribute("href"))!);
  expect(chat.pathname).toBe(`/${site.whatsapp.slice(1)}`);
  expect(chat.searchParams.get("text")).toBe(message);
}

test("the footer's links open the privacy policy and the complaints page @both", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: privacy.link, exact: true }).click();
  await expect(page).toHaveURL(privacyPath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacy.title);

  await page.getByRole("contentinfo").getByRole("link", { name: complaints.link, exact: true }).click();
  await expect(page).toHaveURL(complaintsPath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(complaints.title);
});

test("/privacy: the company, the analytics in use, the services a visitor opens himself, the channels", async ({
  page,
}) => {
  await page.goto(privacyPath);
  const main = page.getByRole("main");
  await expect(main.locator("[data-company]")).toContainText(site.company.legalName);
  await expect(main.locator("[data-company]")).toContainText(site.company.unifiedNumber ?? site.company.cr);
  await expect(main.locator("[data-analytics-text]")).toHaveText(privacy.analytics[site.analytics.service]);
  await expect(main.getByRole("region", { name: privacy.thirdParties.title }).getByRole("listitem")).toHaveText(
    privacy.thirdParties.items,
  );
  await expectChannels(main.getByRole("region", { name: privacy.requests.title }).locator("[data-channels]"));
  await expect(main.locator("[data-example]")).toHaveCount(privacy.example ? 1 : 0);
});

test("/privacy covers what the PDPL's article 12 asks: purposes, the data and its channels, retention, the rights and how to use them", async ({
  page,
}) => {
  await page.goto(privacyPath);
  const main = page.getByRole("main");
  const part = (title: string) => main.getByRole("region", { name: title });
  // Each purpose with its legal basis.
  await expect(part(privacy.purposes.title).getByRole("listitem")).toHaveText(
    privacy.purposes.items.map((item) => `${item.purpose} (${privacy.purposes.basisLabel}: ${item.basis})`),
  );
  const collection = part(privacy.collection.title);
  await expect(collection.locator("dt")).toHaveText(privacy.collection.items.map((item) => item.channel));
  await expect(collection.locator("dd")).toHaveText(privacy.collection.items.map((item) => item.data));
  await expect(part(privacy.records.title).locator("p")).toHaveText(privacy.records.paragraphs);
  await expect(part(privacy.retention.title).locator("p")).toHaveText(privacy.retention.paragraphs);
  await expect(part(privacy.rights.title).getByRole("listitem")).toHaveText(privacy.rights.items);
  await expectChannels(part(privacy.requests.title).locator("[data-channels]"));
  // What the implementing regulations add: transfers outside the Kingdom, the authority to complain to, the
  // controller's address and the date of the policy.
  await expect(part(privacy.transfers.title).getByRole("listitem")).toHaveText(privacy.transfers.items);
  await expect(part(privacy.authority.title).getByRole("link")).toHaveAttribute("href", privacy.authority.website);
  await expect(main.locator("[data-company] [data-address]")).toContainText(site.company.address.street);
  await expect(main.locator("[data-updated] time")).toHaveAttribute("datetime", privacy.updated);
  // What each line of the lead log holds, one item per field.
  await expect(part(privacy.leads.title).locator("[data-lead-fields] li")).toHaveText(
    Object.values(privacy.leads.fields),
  );
  // In the order a reader asks: why, what and how, then how long, then his rights and how to use them.
  const titles = await main.getByRole("heading", { level: 2 }).allTextContents();
  const order = [privacy.purposes, privacy.collection, privacy.retention, privacy.rights, privacy.requests].map(
    (section) => titles.indexOf(section.title),
  );
  expect(order).toEqual([...order].sort((a, b) => a - b));
  expect(order).not.toContain(-1);
});

test("/complaints: the channels, the response time, what to include and the Ministry of Commerce", async ({ page }) => {
  await page.goto(complaintsPath);
  const main = page.getByRole("main");
  // A complaint's own message, not the sales greeting.
  await expectChannels(
    main.getByRole("region", { name: complaints.channels.title }).locator("[data-channels]"),
    claimMessage(ui, "complaint"),
  );
  await expect(main.locator("[data-response-time]")).toHaveText(complaints.response.time);
  await expect(main.getByRole("region", { name: complaints.include.title }).getByRole("listitem")).toHaveText(
    complaints.include.items,
  );
  const ministry = main.locator("[data-ministry]");
  await expect(ministry.getByRole("link", { name: complaints.ministry.phone })).toHaveAttribute(
    "href",
    `tel:${complaints.ministry.phone}`,
  );
  await expect(ministry).toContainText(complaints.ministry.app);
  await expect(ministry.locator(`a[href="${complaints.ministry.website}"]`)).toHaveAttribute("target", "_blank");
  await expect(main.locator("[data-example]")).toHaveCount(complaints.example ? 1 : 0);
});

// axe, overflow and the contact bar on both pages: pages.spec.ts, which checks every built page.
