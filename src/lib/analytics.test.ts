import { describe, expect, test } from "vitest";
import { analyticsOrigins, analyticsScript, countsEvents } from "./analytics";

const token = "0123456789abcdef0123456789abcdef";

describe("analytics", () => {
  test("off: no script, no origin, no events", () => {
    expect(analyticsScript({ service: "none" }, "https://www.example.sa")).toBeUndefined();
    expect(analyticsScript(undefined, "https://www.example.sa")).toBeUndefined();
    expect(analyticsOrigins({ service: "none" })).toEqual({ script: [], connect: [] });
    expect(countsEvents({ service: "none" })).toBe(false);
  });

  test("Plausible: its script with the site's host as the domain unless one is set, and events", () => {
    const script = analyticsScript({ service: "plausible" }, "https://www.riyadh.sa");
    expect(script && "data-domain" in script && script["data-domain"]).toBe("www.riyadh.sa");
    const own = analyticsScript({ service: "plausible", plausibleDomain: "riyadh.sa" }, "https://www.riyadh.sa");
    expect(own && "data-domain" in own && own["data-domain"]).toBe("riyadh.sa");
    expect(new URL(script!.src).origin).toBe(analyticsOrigins({ service: "plausible" }).script[0]);
    expect(countsEvents({ service: "plausible" })).toBe(true);
  });

  test("Cloudflare: the beacon carries the token, its script and connection origins differ, no events", () => {
    const settings = { service: "cloudflare" as const, cloudflareToken: token };
    const script = analyticsScript(settings, "https://a.sa");
    expect(script && "data-cf-beacon" in script && JSON.parse(script["data-cf-beacon"]!)).toEqual({ token });
    const origins = analyticsOrigins(settings);
    expect(new URL(script!.src).origin).toBe(origins.script[0]);
    expect(origins.connect).toHaveLength(1);
    expect(origins.connect[0]).not.toBe(origins.script[0]);
    expect(countsEvents(settings)).toBe(false);
  });
});
