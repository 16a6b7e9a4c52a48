// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { leadFields as allowed } from "../../worker/leads";
import type { ContactTap } from "./contact-tap";
import { repeatWindowMs } from "~/lib/lead";

// The page's half of the lead log: what a "contact-tap" (src/browser/contact-tap.ts)
// becomes in the beacon to the Worker, and when none is sent.
let beacons: { url: string; body: URLSearchParams }[];

beforeAll(async () => {
  await import("./lead-log");
});
beforeEach(() => {
  beacons = [];
  navigator.sendBeacon = (url: string | URL, body?: BodyInit | null) => {
    beacons.push({ url: String(url), body: body as URLSearchParams });
    return true;
  };
  history.replaceState(null, "", "/fencing");
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

let clock = 0;
/** The last tap announced, as the listener left it: the reference its message will carry. */
let announced: ContactTap | undefined;
/** A tap announced as contact-tap.ts announces it, a minute after the last one unless `later` says otherwise. */
function tap(html: string, detail: Partial<ContactTap> = {}, later = 60_000) {
  vi.useFakeTimers({ now: (clock += later) });
  document.body.innerHTML = html;
  const link = document.querySelector("a")!;
  announced = { reference: "K7M2PQ", kind: "whatsapp", link, ...detail };
  document.dispatchEvent(new CustomEvent("contact-tap", { detail: announced }));
  return beacons.at(-1);
}
/** The fields the Worker gets: an empty one is an absent one. */
const fields = (body?: URLSearchParams) => Object.fromEntries([...(body ?? [])].filter(([, value]) => value));

describe("a tap's lead", () => {
  test("goes to /api/leads with the reference, the page and the kind, and nothing about the visitor", () => {
    const beacon = tap(`<a href="https://wa.me/966500000000">x</a>`);
    expect(beacon?.url).toBe("/api/leads");
    expect(fields(beacon?.body)).toEqual({ reference: "K7M2PQ", page: "/fencing", kind: "whatsapp" });
    expect(fields(tap(`<a href="tel:+966500000000">x</a>`, { kind: "call" })?.body)).toMatchObject({ kind: "call" });
  });

  test("an estimate sent carries its service, range and district, as its link names them", () => {
    const estimate = `<a href="https://wa.me/1" data-estimate="canopies" data-lead-band="12000-18000"
      data-lead-district="حي الملقا">x</a>`;
    expect(fields(tap(estimate)?.body)).toEqual({
      reference: "K7M2PQ",
      page: "/fencing",
      kind: "estimate",
      service: "canopies",
      band: "12000-18000",
      district: "حي الملقا",
    });
  });

  test("from the free visit's step, is a visit with the district typed there; the header's request is a visit", () => {
    const step = `<div data-visit="x"><input data-lead-district value="حي الياسمين"><a href="https://wa.me/1">x</a></div>`;
    expect(fields(tap(step)?.body)).toMatchObject({ kind: "visit", district: "حي الياسمين" });
    expect(fields(tap(`<a href="https://wa.me/1" data-lead-kind="visit">x</a>`)?.body)).toMatchObject({
      kind: "visit",
    });
  });

  test("every field it sends is one the Worker accepts", () => {
    const beacon = tap(
      `<a href="https://wa.me/1" data-estimate="doors" data-lead-band="1-2" data-lead-district="النرجس">x</a>`,
    );
    for (const [name, value] of Object.entries(fields(beacon?.body)))
      expect(allowed[name as keyof typeof allowed].test(value), name).toBe(true);
  });

  test("a link that is not the company's (data-lead=off) sends nothing, and keeps its own reference", () => {
    const before = beacons.length;
    const developer = `<p data-lead="off"><a href="https://wa.me/966500000001">developer</a></p>`;
    tap(developer, { reference: "GGGG77" });
    tap(developer, { reference: "HHHH88" }, 1000);
    expect(announced?.reference).toBe("HHHH88");
    expect(beacons.length).toBe(before);
  });

  test("an e-mail tap is no lead: it sends nothing, and keeps its own reference", () => {
    const before = beacons.length;
    const mail = `<a href="mailto:info@rukn-hangars.sa">mail</a>`;
    tap(mail, { kind: "email", reference: "JJJJ99" });
    tap(mail, { kind: "email", reference: "KKKK22" }, 1000);
    expect(announced?.reference).toBe("KKKK22");
    expect(beacons.length).toBe(before);
  });

  test("the same kind of tap again within the window is the same lead, with its reference; after it, a new one", () => {
    const html = `<a href="https://wa.me/966500000000">x</a>`;
    const before = beacons.length;
    tap(html, { reference: "AAAA22" });
    tap(html, { reference: "BBBB22" }, repeatWindowMs - 1000);
    // The repeat's message carries the first tap's reference, the one the log keeps.
    expect(announced?.reference).toBe("AAAA22");
    // A call in between is another kind of lead.
    tap(`<a href="tel:+966500000000">x</a>`, { kind: "call", reference: "CCCC33" }, 10);
    expect(announced?.reference).toBe("CCCC33");
    tap(html, { reference: "DDDD44" }, repeatWindowMs);
    expect(announced?.reference).toBe("DDDD44");
    expect(beacons.slice(before).map((beacon) => beacon.body.get("reference"))).toEqual(["AAAA22", "CCCC33", "DDDD44"]);
  });

  test("another estimate within the window is another lead, with its own reference", () => {
    const estimate = (band: string) =>
      `<a href="https://wa.me/1" data-estimate="fencing" data-lead-band="${band}">x</a>`;
    tap(estimate("1000-2000"), { reference: "EEEE55" });
    tap(estimate("3000-4000"), { reference: "FFFF66" }, 1000);
    expect(announced?.reference).toBe("FFFF66");
    expect(beacons.at(-1)?.body.get("band")).toBe("3000-4000");
  });

  test("a browser whose beacon throws still lets the tap go on: the error stays in the listener", () => {
    // The dom project shares one document across files: the working beacon comes back, or the
    // contact-tap tests' events would meet this one's error.
    const working = navigator.sendBeacon;
    navigator.sendBeacon = () => {
      throw new TypeError("blocked");
    };
    const reported: string[] = [];
    const report = (event: ErrorEvent) => {
      reported.push(event.message);
      event.preventDefault();
    };
    window.addEventListener("error", report);
    try {
      expect(() => tap(`<a href="https://wa.me/1">x</a>`)).not.toThrow();
    } finally {
      window.removeEventListener("error", report);
      navigator.sendBeacon = working;
    }
    expect(reported.join()).toContain("blocked");
  });
});
