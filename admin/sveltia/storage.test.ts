// @vitest-environment node
import { describe, expect, test } from "vitest";
import { preferArabic, signedInToken, userKey } from "./storage";
import { installedModule } from "./bundle";

/** A Storage of one Map. */
const memory = (entries: Record<string, string> = {}) => {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => map.set(key, value),
    map,
  };
};

describe("Sveltia's localStorage", () => {
  test("the keys are the installed Sveltia's own", () => {
    const bundle = installedModule();
    expect(bundle).toContain("`sveltia-cms.prefs`");
    expect(bundle).toContain(`\`${userKey}\``);
  });

  test("Arabic unless he chose a language", () => {
    const fresh = memory();
    preferArabic(fresh);
    expect(JSON.parse(fresh.map.get("sveltia-cms.prefs")!)).toEqual({ locale: "ar" });
    const chosen = memory({ "sveltia-cms.prefs": JSON.stringify({ locale: "en", theme: "dark" }) });
    preferArabic(chosen);
    expect(JSON.parse(chosen.map.get("sveltia-cms.prefs")!)).toEqual({ locale: "en", theme: "dark" });
    const auto = memory({ "sveltia-cms.prefs": JSON.stringify({ locale: "auto", theme: "dark" }) });
    preferArabic(auto);
    expect(JSON.parse(auto.map.get("sveltia-cms.prefs")!)).toEqual({ locale: "ar", theme: "dark" });
  });

  test("the signed-in token, or null", () => {
    expect(signedInToken(memory({ [userKey]: JSON.stringify({ token: "t0k" }) }))).toBe("t0k");
    expect(signedInToken(memory())).toBeNull();
    expect(signedInToken(memory({ [userKey]: "{not json" }))).toBeNull();
    expect(signedInToken(memory({ [userKey]: JSON.stringify({ backendName: "local" }) }))).toBeNull();
  });
});
