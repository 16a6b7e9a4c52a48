// The build's one check of the content (site-integration.ts, astro:config:setup): it reads
// and validates content/ once, refuses invalid content in the owner's words, warns once
// about example values, and hands the pages the same copy it checked.
import type { AstroIntegration } from "astro";
import { afterEach, describe, expect, test, vi } from "vitest";
import { loadContent } from "../../src/model/owner/load-content.ts";
import { contentFailureMessage } from "../../src/model/owner/owner-messages.ts";
import { isContentRefused, usableSiteUrl } from "../../src/model/owner/production.ts";
import { ContentError } from "../../src/model/contract/validate.ts";
import { siteContent } from "./content-plugin.ts";
import { siteIntegration } from "./site-integration.ts";

afterEach(() => vi.unstubAllEnvs());

type Setup = (options: {
  command: string;
  updateConfig: () => void;
  addClientDirective: () => void;
  logger: { warn: (message: string) => void };
}) => void;

/** The integration with a reader that counts its reads, and its setup hook run as `command` runs it. */
function start(command: "build" | "dev", read = () => loadContent(process.cwd(), usableSiteUrl(process.env))) {
  let reads = 0;
  const plugin = siteContent(process.cwd(), () => (reads++, read()));
  const integration: AstroIntegration = siteIntegration(plugin);
  const warnings: string[] = [];
  const setup = () =>
    (integration.hooks["astro:config:setup"] as unknown as Setup)({
      command,
      updateConfig: () => {},
      addClientDirective: () => {},
      logger: { warn: (message) => warnings.push(message) },
    });
  const pagesModule = () => (plugin.load as (id: string) => string)("\0virtual:site-content");
  return { setup, pagesModule, warnings, reads: () => reads };
}

const { examples } = loadContent(process.cwd(), "");

describe("a build's check of the content", () => {
  test("reads and validates the content once, at start: the pages get the copy the check read", () => {
    const build = start("build");
    build.setup();
    expect(build.reads()).toBe(1);
    build.pagesModule();
    build.pagesModule();
    expect(build.reads()).toBe(1);
  });

  test("the dev server and `astro sync` check nothing at start; the pages read the content when they load", () => {
    const dev = start("dev");
    dev.setup();
    expect(dev.reads()).toBe(0);
    expect(dev.warnings).toEqual([]);
    dev.pagesModule();
    expect(dev.reads()).toBe(1);
  });

  test("a default build lists every example value in one warning", () => {
    vi.stubEnv("SITE_ENV", "");
    vi.stubEnv("SITE_URL", "");
    const build = start("build");
    build.setup();
    expect(examples.length).toBeGreaterThan(0);
    expect(build.warnings).toHaveLength(1);
    for (const example of examples) expect(build.warnings[0]).toContain(example.at);
  });

  test("a production build with example values warns that it publishes a draft, naming each file and field", () => {
    vi.stubEnv("SITE_ENV", "production");
    vi.stubEnv("SITE_URL", "");
    const build = start("build");
    build.setup();
    expect(build.warnings).toHaveLength(1);
    expect(build.warnings[0]).toMatch(/publishes a noindex draft/);
    for (const example of examples) expect(build.warnings[0]).toContain(example.at);
  });

  test("invalid content stops the build with the owner's message alone, no stack trace", () => {
    const invalid = new ContentError("Invalid content", [
      { at: "content/pages/fencing.yml:12", entry: "fencing", path: ["faqs", 0, "answer"], message: "Required" },
    ]);
    const build = start("build", () => {
      throw invalid;
    });
    let thrown: unknown;
    try {
      build.setup();
    } catch (error) {
      thrown = error;
    }
    expect(isContentRefused(thrown)).toBe(true);
    expect((thrown as Error).message).toBe(contentFailureMessage(invalid));
    expect((thrown as Error).stack).toBe("");
  });

  test("a fault in the code is not worded as the owner's: it goes through with its stack", () => {
    const build = start("build", () => {
      throw new TypeError("a bug");
    });
    expect(build.setup).toThrow(TypeError);
  });
});
