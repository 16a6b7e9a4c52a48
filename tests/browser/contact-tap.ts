// Taps a WhatsApp link as a buyer does and reads the message that leaves the
// site, with the reference the tap wrote into it (src/browser/contact-tap.ts).
import type { BrowserContext, Locator } from "@playwright/test";
import { expect } from "./fixtures";
import { referenceAlphabet } from "../../src/lib/reference";
import { site, ui } from "../support/content";

/** The words of the contact controls in a page's language: the content's `ui.contact`, or its English view's. */
type ContactWords = { reference: string; yourReference: string };

/** The reference line a tap writes, second in every message, in the words of the page's language. */
const referenceLineIn = (words: ContactWords) => new RegExp(`^${words.reference}: ([${referenceAlphabet}]{6})$`);

/**
 * Answers wa.me here rather than from the internet, for the rest of the test (the harness removes a test's routes):
 * a chat opens in a new tab.
 */
export const answerWhatsApp = (context: BrowserContext) =>
  context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "" }));

/**
 * Taps `link`, and returns the message's lines as wa.me got them and the reference, checked to be the one the page
 * shows the buyer. `words`: the contact words of the page's language (an English page's are its English view's).
 */
export async function sendWhatsApp(link: Locator, words: ContactWords = ui.contact) {
  const context = link.page().context();
  await answerWhatsApp(context);
  const popup = context.waitForEvent("page");
  await link.click();
  const opened = await popup;
  const url = new URL(opened.url());
  await opened.close();
  expect(url.origin + url.pathname).toBe(`https://wa.me/${site.whatsapp.slice(1)}`);
  const lines = url.searchParams.get("text")!.split("\n");
  const reference = referenceLineIn(words).exec(lines[1]!)?.[1];
  expect(reference, `the message's second line is its reference: ${lines[1]}`).toBeDefined();
  const note = link.page().locator("#reference-note");
  await expect(note).toBeVisible();
  await expect(note).toHaveText(`${words.yourReference}: ${reference}`);
  return { lines, reference: reference! };
}
