import { appendFileSync } from "node:fs";
import { join } from "node:path";
import { fileLabels } from "../contract/catalog";
import { fixtureContent } from "../../../tests/support/fixture-content";
import { afterEach, describe, expect, test, vi } from "vitest";
import { loadContent } from "./load-content";
import { buildMode, buildReport, preflight } from "./production";

afterEach(() => vi.unstubAllEnvs());

describe("what a production build publishes", () => {
  const shipped = loadContent(process.cwd(), "").examples;

  test("the shipped content, with nothing set, is a draft and not a failure", () => {
    expect(shipped.length).toBeGreaterThan(0);
    const result = preflight({ SITE_ENV: "production" });
    expect(result.error).toBeUndefined();
    expect(result.mode).toBe("draft");
    expect(result.warning).toMatch(/noindex draft/);
  });

  test("the fixture content, every value real, is the public site, with or without SITE_URL", () => {
    vi.stubEnv("CONTENT_DIR", fixtureContent());
    for (const env of [
      { SITE_ENV: "production", SITE_URL: "https://www.rukn-hangars.sa" },
      { SITE_ENV: "production" },
    ]) {
      const result = preflight(env);
      expect(result).toMatchObject({ mode: "public", loaded: { examples: [] } });
      expect(result).not.toHaveProperty("warning");
      expect(result).not.toHaveProperty("error");
    }
  });

  test("the legal pages' example wording alone makes a production build a draft, listing each page", () => {
    const content = fixtureContent();
    for (const file of ["privacy.yml", "complaints.yml"])
      appendFileSync(join(content, "pages", file), "example: true\n");
    vi.stubEnv("CONTENT_DIR", content);
    const result = preflight({ SITE_ENV: "production", SITE_URL: "https://www.rukn-hangars.sa" });
    expect(result.mode).toBe("draft");
    for (const [file, entry] of [
      ["privacy.yml", "privacy-page"],
      ["complaints.yml", "complaints-page"],
    ] as const)
      expect(result.warning).toMatch(new RegExp(`content/pages/${file}:\\d+ · ${fileLabels[entry]} › `));
  });

  test("a SITE_URL that cannot be the address is ignored with a warning, not a failure", () => {
    vi.stubEnv("CONTENT_DIR", fixtureContent());
    const result = preflight({ SITE_ENV: "production", SITE_URL: "http://www.rukn-hangars.sa" });
    expect(result).toMatchObject({ mode: "public", warning: expect.stringMatching(/must start with https/) });
  });

  test("a default build is never a draft, and a production build is one while any example remains", () => {
    expect(buildMode({}, shipped)).toBe("development");
    expect(buildMode({ SITE_ENV: "production" }, shipped)).toBe("draft");
    expect(buildMode({ SITE_ENV: "production" }, [])).toBe("public");
  });

  test("the build report names the commit, the time, the mode and every example with its admin entry", () => {
    const now = new Date("2026-11-25T12:00:00Z");
    const report = buildReport({ SITE_ENV: "production", WORKERS_CI_COMMIT_SHA: "abc123" }, { examples: shipped }, now);
    expect(report).toMatchObject({ commit: "abc123", builtAt: now.toISOString(), mode: "draft" });
    expect(report.examples).toHaveLength(shipped.length);
    for (const item of report.examples) {
      expect(item.place).toMatch(/[\u0600-\u06ff]/);
      expect(item.reason).toMatch(/[\u0600-\u06ff]/);
      expect(item.link).toMatch(/^\/admin\/#\/collections\/[\w-]+\/entries\/[\w-]+$/);
    }
  });
});
