// Taps a WhatsApp link as a buyer does and reads the message that leaves the
// site, with the reference the tap wrote into it (src/browser/contact-tap.ts).
import type { BrowserContext, Locator } from "@playwright/test";
import { expect } from "./fixtures";
import { referenceAlphabet } from "../../src/lib/reference";
import { site, ui } from "../support/content";

/** The reference line a tap writes, second in every message. */
export const referenceLine = new RegExp(`^${ui.contact.reference}: ([${referenceAlphabet}]{6})$`);

/**
 * Answers wa.me here rather than from the internet, for the rest of the test (the harness removes a test's routes):
 * a chat opens in a new tab.
 */
export const answerWhatsApp = (context: BrowserContext) =>
  context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "" }));

/**
 * Taps `link`, and returns the message's lines as wa.me got them and the reference, checked to be the one the page
 * shows the buyer.
 */
export async function sendWhatsApp(link: Locator) {
  const context = link.page().context();
  await answerWhatsApp(context);
  const popup = context.waitForEvent("page");
  await link.click();
  const opened = await popup;
  const url = new URL(opened.url());
  await opened.close();
  expect(url.origin + url.pathname).toBe(`https://wa.me/${site.whatsapp.slice(1)}`);
  const lines = url.searchParams.get("text")!.split("\n");
  const reference = referenceLine.exec(lines[1]!)?.[1];
  expect(reference, `the message's second line is its reference: ${lines[1]}`).toBeDefined();
  const note = link.page().locator("#reference-note");
  await expect(note).toBeVisible();
  await expect(note).toHaveText(`${ui.contact.yourReference}: ${reference}`);
  return { lines, reference: reference! };
}
