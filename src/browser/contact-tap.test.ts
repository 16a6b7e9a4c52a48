// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { whatsappHref } from "~/lib/links";
import { content } from "~/model/views/site-data";
import type { ContactTap } from "./contact-tap";

// The site script's one listener for WhatsApp and call taps: a new reference in
// the message and on the page at each tap, and a "contact-tap" event for the lead log.
const { site, ui } = content;
const label = ui.contact.reference;
const showPopover = vi.fn();
const taps: ContactTap[] = [];
const record = (event: Event) => taps.push((event as CustomEvent<ContactTap>).detail);

beforeAll(async () => {
  HTMLElement.prototype.showPopover = showPopover;
  document.body.innerHTML = `<p id="reference-note" popover data-line="${label}">${ui.contact.yourReference}: <bdi></bdi></p>`;
  await import("./contact-tap");
  document.addEventListener("contact-tap", record);
});
afterAll(() => document.removeEventListener("contact-tap", record));
beforeEach(() => {
  taps.length = 0;
  showPopover.mockClear();
});

/** A link as the page or an island renders it; its own handler stops the navigation jsdom cannot do. */
function link(href: string) {
  const a = document.createElement("a");
  a.href = href;
  a.innerHTML = "<span>link</span>";
  a.addEventListener("click", (event) => event.preventDefault());
  document.body.append(a);
  return a;
}
const tap = (a: HTMLAnchorElement) => a.querySelector("span")!.click();
const messageOf = (a: HTMLAnchorElement) => new URL(a.href).searchParams.get("text")!;
const shown = () => document.querySelector("#reference-note bdi")!.textContent;

test("a WhatsApp tap writes a new reference after the greeting, shows it, and announces the tap", () => {
  const chat = link(whatsappHref(site.whatsapp, `${site.whatsappGreeting}\nسطر ثانٍ`));
  tap(chat);
  const [tapped] = taps;
  expect(tapped).toEqual({ reference: expect.stringMatching(/^[2-9A-Z]{6}$/), kind: "whatsapp", link: chat });
  expect(messageOf(chat).split("\n")).toEqual([site.whatsappGreeting, `${label}: ${tapped!.reference}`, "سطر ثانٍ"]);
  expect(new URL(chat.href).pathname).toBe(`/${site.whatsapp.slice(1)}`);
  expect(shown()).toBe(tapped!.reference);
  expect(showPopover).toHaveBeenCalledOnce();
});

test("each tap has its own reference, in place of the last one (the lead log, not loaded here, may hand back a lead's)", () => {
  const chat = link(whatsappHref(site.whatsapp, site.whatsappGreeting));
  tap(chat);
  tap(chat);
  const [first, second] = taps.map((t) => t.reference);
  expect(second).not.toBe(first);
  expect(messageOf(chat).split("\n")).toEqual([site.whatsappGreeting, `${label}: ${second}`]);
  expect(shown()).toBe(second);
});

test("a call tap is announced with its reference, shown to the buyer, and the number is left alone", () => {
  const call = link(`tel:${site.phone}`);
  tap(call);
  expect(taps).toEqual([{ reference: expect.stringMatching(/^[2-9A-Z]{6}$/), kind: "call", link: call }]);
  expect(call.getAttribute("href")).toBe(`tel:${site.phone}`);
  expect(shown()).toBe(taps[0]!.reference);
});

test("other links are no contact taps", () => {
  tap(link("/fencing"));
  tap(link(site.instagramUrl));
  expect(taps).toEqual([]);
  expect(showPopover).not.toHaveBeenCalled();
});

// Counted only where the layout marks <html data-analytics-events> (an analytics service that counts events is on).
describe("analytics events", () => {
  afterEach(() => {
    delete window.plausible;
    document.documentElement.removeAttribute("data-analytics-events");
  });

  test("nothing is counted, and no plausible() defined, unless the layout turns events on", () => {
    tap(link(`tel:${site.phone}`));
    expect(window.plausible).toBeUndefined();
  });

  test("a call, a WhatsApp tap and an estimate sent are queued for Plausible with the page they came from", () => {
    document.documentElement.setAttribute("data-analytics-events", "");
    history.replaceState(null, "", "/fencing");
    tap(link(`tel:${site.phone}`));
    tap(link(whatsappHref(site.whatsapp, site.whatsappGreeting)));
    tap(link("/canopies"));
    const estimate = link(whatsappHref(site.whatsapp, site.whatsappGreeting));
    estimate.dataset.estimate = "fencing";
    tap(estimate);
    expect(window.plausible?.q).toEqual([
      ["Call", { props: { page: "/fencing" } }],
      ["WhatsApp", { props: { page: "/fencing" } }],
      ["WhatsApp", { props: { page: "/fencing" } }],
      ["Estimate sent to WhatsApp", { props: { page: "/fencing", service: "fencing" } }],
    ]);
  });
});

test("a listener that hands back a reference (the lead log, for a repeat) has it written and shown", () => {
  const handBack = (event: Event) => ((event as CustomEvent<ContactTap>).detail.reference = "AAAA22");
  document.addEventListener("contact-tap", handBack);
  try {
    const chat = link(whatsappHref(site.whatsapp, site.whatsappGreeting));
    tap(chat);
    expect(messageOf(chat).split("\n")).toEqual([site.whatsappGreeting, `${label}: AAAA22`]);
    expect(shown()).toBe("AAAA22");
  } finally {
    document.removeEventListener("contact-tap", handBack);
  }
});

test("an e-mail tap is announced, with a new reference shown; the e-mail's script writes it into the subject and after the greeting", async () => {
  const { mailtoHref, readMailto } = await import("~/lib/mailto");
  const href = mailtoHref("info@rukn-hangars.sa", { subject: "مخططات", lines: ["السلام عليكم", "المساحة: "] });
  const mail = link(href);
  tap(mail);
  expect(taps).toEqual([{ reference: shown(), kind: "email", link: mail }]);
  expect(shown()).toMatch(/^[2-9A-Z]{6}$/);
  // Only the pages that show the company's e-mail load its script (src/layouts/page.astro).
  expect(mail.href).toBe(href);
  await import("./mail-tap");
  tap(mail);
  const reference = shown();
  expect(taps[1]!.reference).toBe(reference);
  expect(readMailto(mail.href)).toEqual({
    email: "info@rukn-hangars.sa",
    subject: `مخططات · ${label}: ${reference}`,
    lines: ["السلام عليكم", `${label}: ${reference}`, "المساحة: "],
  });
  expect(showPopover).toHaveBeenCalledTimes(2);
  // A later tap's reference in place of this one's, not beside it.
  tap(mail);
  const later = shown();
  expect(later).not.toBe(reference);
  expect(readMailto(mail.href)).toEqual({
    email: "info@rukn-hangars.sa",
    subject: `مخططات · ${label}: ${later}`,
    lines: ["السلام عليكم", `${label}: ${later}`, "المساحة: "],
  });
  // A bare address gets the reference alone as its subject and body.
  const bare = link("mailto:info@rukn-hangars.sa");
  tap(bare);
  expect(readMailto(bare.href)).toEqual({
    email: "info@rukn-hangars.sa",
    subject: `${label}: ${shown()}`,
    lines: [`${label}: ${shown()}`],
  });
});
