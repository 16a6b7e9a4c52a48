import { readD1 } from "../../scripts/wrangler-dev.js";
import { rangeWithVat } from "../../src/lib/vat";
import { pathOfService } from "../../src/model/contract/pages";
import { sendWhatsApp } from "../browser/contact-tap";
import { firstRow, openEstimator, plainSlug, unitOf } from "../browser/estimator";
import { expect, test, type Page } from "../browser/fixtures";
import { site, ui } from "../support/content";

// The page's half of the lead log (src/browser/lead-log.ts) in a phone's browser
// against the built site under wrangler dev with its local D1: each tap sends one
// beacon to /api/leads, which the Worker stores (tests/deploy/leads.test.ts reads
// the rows), and the tap opens WhatsApp or the dialler as before whatever the log does.

/** Every beacon the page sends to the lead log, with its fields. */
function beacons(page: Page) {
  const sent: Record<string, string>[] = [];
  page.on("request", (request) => {
    // An empty field is an absent one to the Worker.
    if (new URL(request.url()).pathname === "/api/leads")
      sent.push(Object.fromEntries([...new URLSearchParams(request.postData() ?? "")].filter(([, value]) => value)));
  });
  return sent;
}

test("a tap on a service page is one lead: its reference, page and kind, stored by the Worker", async ({ page }) => {
  const sent = beacons(page);
  const service = "fencing";
  const path = pathOfService(service);
  await page.goto(path);
  const stored = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/leads");
  const { reference } = await sendWhatsApp(
    page.locator("[data-contact-controls]").getByRole("link", { name: ui.contact.chat }),
  );
  expect((await stored).status()).toBe(204);
  expect(sent).toEqual([{ reference, page: path, kind: "whatsapp" }]);
  // Tapped again at once: the same lead, no second beacon, and the message carries the reference the log keeps.
  const again = await sendWhatsApp(
    page.locator("[data-contact-controls]").getByRole("link", { name: ui.contact.chat }),
  );
  expect(again.reference).toBe(reference);
  expect(sent).toHaveLength(1);
});

// The server's local D1, as the owner's log lists it: every reference a buyer may quote is in it.
test("two taps a second apart: both messages' references are in the lead log's D1", async ({ page }) => {
  await page.clock.install({ time: new Date("2026-11-28T10:15:00+03:00") });
  await page.goto(pathOfService("canopies"));
  const chat = page.locator("[data-contact-controls]").getByRole("link", { name: ui.contact.chat });
  const stored = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/leads");
  const first = await sendWhatsApp(chat);
  expect((await stored).status()).toBe(204);
  await page.clock.fastForward(1000);
  const second = await sendWhatsApp(chat);
  // A second beacon, when the tap is a new lead, may still be on its way.
  const kept = async () =>
    (await readD1(process.env.E2E_SITE_STATE!, "SELECT reference FROM leads")).map((row) => row.reference);
  await expect.poll(kept).toEqual(expect.arrayContaining([first.reference, second.reference]));
});

test("an estimate sent is a lead with its service, range and district", async ({ page }) => {
  const sent = beacons(page);
  // A service whose estimator asks one quantity (one that asks the spec is logged the same way).
  const row = firstRow(plainSlug)!;
  const form = await openEstimator(page, pathOfService(plainSlug));
  await form.getByLabel(ui.estimator.item).selectOption({ label: row.name });
  await form.getByLabel(unitOf(row.price.unit).label).fill("30");
  await form.getByLabel(ui.estimator.district).fill("حي النرجس");
  const { reference } = await sendWhatsApp(form.getByRole("link", { name: ui.estimator.send }));
  // The band is the range with VAT, as the buyer reads it first.
  const range = rangeWithVat(row.price, site.prices, 30).withVat;
  await expect
    .poll(() => sent)
    .toEqual([
      {
        reference,
        page: pathOfService(plainSlug),
        kind: "estimate",
        service: plainSlug,
        band: `${range.min}-${range.max}`,
        district: "حي النرجس",
      },
    ]);
});

test.describe("when the lead log fails", () => {
  test.use({ expectedFailedRequests: [/\/api\/leads$/] });

  test("or never answers, WhatsApp still opens with the reference, and the call link still dials", async ({
    page,
    context,
  }) => {
    let asked = 0;
    await context.route("**/api/leads", (route) => {
      asked++;
      // The first beacon never gets an answer; the next is refused by the network.
      if (asked > 1) return route.abort("failed");
    });
    await page.goto("/");
    const bar = page.locator("[data-contact-controls]");
    const { lines } = await sendWhatsApp(bar.getByRole("link", { name: ui.contact.chat }));
    expect(lines[0]).toBe(site.whatsappGreeting);
    // A call: the tel: link is left to the browser, untouched.
    const call = bar.getByRole("link", { name: ui.contact.callNow });
    await call.evaluate((link) => link.addEventListener("click", (event) => event.preventDefault()));
    await call.click();
    await expect(call).toHaveAttribute("href", `tel:${site.phone}`);
    // The browser sends a beacon on its own time, after the click has returned.
    await expect.poll(() => asked).toBe(2);
    // The page goes on: another link, another WhatsApp chat.
    await sendWhatsApp(page.getByRole("link", { name: ui.contact.chat }).first());
  });
});
