import { describe, expect, test } from "vitest";
import { formatLocalPhone, mapHref, telHref, whatsappHref } from "./links";

describe("telHref", () => {
  test("keeps the E.164 number as is", () => {
    expect(telHref("+966512345678")).toBe("tel:+966512345678");
  });
});

describe("whatsappHref", () => {
  test("drops the plus and percent-encodes an Arabic message", () => {
    expect(whatsappHref("+966512345678", "مرحبا")).toBe(
      "https://wa.me/966512345678?text=%D9%85%D8%B1%D8%AD%D8%A8%D8%A7",
    );
  });

  test("encodes spaces, commas, question marks and ampersands so the message survives intact", () => {
    const href = whatsappHref("+966500000000", "سعر المتر؟ أبواب & مظلات، شكرا");
    const [base, query] = href.split("?text=");
    expect(base).toBe("https://wa.me/966500000000");
    expect(query).toMatch(/^[A-Za-z0-9%\-_.!~*'()]+$/);
    expect(decodeURIComponent(new URL(href).searchParams.get("text") ?? "")).toBe("سعر المتر؟ أبواب & مظلات، شكرا");
  });
});

describe("formatLocalPhone", () => {
  test("writes a Saudi mobile the local way, with no-break spaces", () => {
    expect(formatLocalPhone("+966551234567")).toBe("055\u00a0123\u00a04567");
  });

  test("writes a Riyadh landline the local way", () => {
    expect(formatLocalPhone("+966114567890")).toBe("011\u00a0456\u00a07890");
  });

  test("leaves a foreign number unchanged", () => {
    expect(formatLocalPhone("+971501234567")).toBe("+971501234567");
  });
});

describe("mapHref", () => {
  test("opens the Google profile once it is set, and the map link until then", () => {
    const mapsUrl = "https://www.google.com/maps/search/?api=1&query=x";
    expect(mapHref({ mapsUrl })).toBe(mapsUrl);
    expect(mapHref({ mapsUrl, googleProfileUrl: "https://maps.app.goo.gl/Rk7hQz2LmNp" })).toBe(
      "https://maps.app.goo.gl/Rk7hQz2LmNp",
    );
  });
});
