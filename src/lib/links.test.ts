import { describe, expect, test } from "vitest";
import { formatLocalPhone, mapHref, telHref, whatsappHref } from "./links";

describe("telHref", () => {
  test("keeps the E.164 number as is", () => {
    expect(telHref("+966512345678")).toBe("tel:+966512345678");
  });
});

describe("whatsappHref", () => {
  const message = "سعر المتر؟ أبواب & مظلات، ١٥% + 20×30 #2\nشكرا\u2066 15%\u2069";

  test("drops the plus, keeps Arabic letters and percent-encodes everything else", () => {
    const href = whatsappHref("+966500000000", message);
    const [base, query = ""] = href.split("?text=");
    expect(base).toBe("https://wa.me/966500000000");
    expect(query.replace(/[\u0600-\u06ff]/g, "")).toMatch(/^[A-Za-z0-9%\-_.!~*'()]+$/);
    expect(query).toContain("سعر");
  });

  test("the message survives intact, and the browser sends wa.me what the fully encoded link would", () => {
    const href = whatsappHref("+966500000000", message);
    expect(new URL(href).searchParams.get("text")).toBe(message);
    expect(new URL(href).href).toBe(`https://wa.me/966500000000?text=${encodeURIComponent(message)}`);
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
