import type { Plugin, ResolvedConfig } from "vite";
import { afterEach, describe, expect, test, vi } from "vitest";
import { loadContent } from "../../src/model/load.ts";
import { siteContent } from "./content-plugin.ts";

type Hook = (this: { warn: (message: string) => void }) => void;

/** Runs the plugin's checks as `vite build` would, collecting its warnings. */
function buildStart(plugin: Plugin) {
  (plugin.configResolved as (config: ResolvedConfig) => void)({ command: "build" } as ResolvedConfig);
  const warnings: string[] = [];
  (plugin.buildStart as Hook).call({ warn: (message) => warnings.push(message) });
  return warnings;
}

afterEach(() => vi.unstubAllEnvs());

const { examples } = loadContent();
// No SITE_URL: the content's example address is then one of the needs, named by its file and line.
const production = { SITE_URL: "", CMS_REPO: "rukn/site" };

// A bare `astro build` is checked here; scripts/build.js checks first and sets SITE_CONTENT_CHECKED.
describe("the site-content plugin", () => {
  test("a default build lists every example value in one warning", () => {
    vi.stubEnv("SITE_ENV", "");
    vi.stubEnv("SITE_CONTENT_CHECKED", "");
    const warnings = buildStart(siteContent());
    expect(warnings).toHaveLength(examples.length ? 1 : 0);
    for (const example of examples) expect(warnings[0]).toContain(example.at);
  });

  test("the production build refuses example values, naming each file and field", () => {
    vi.stubEnv("SITE_ENV", "production");
    vi.stubEnv("SITE_CONTENT_CHECKED", "");
    for (const [name, value] of Object.entries(production)) vi.stubEnv(name, value);
    if (!examples.length) return expect(() => buildStart(siteContent())).not.toThrow();
    expect(() => buildStart(siteContent())).toThrow(/production build cannot run yet/);
    try {
      buildStart(siteContent());
    } catch (error) {
      for (const example of examples) expect((error as Error).message).toContain(example.at);
    }
  });

  test("after scripts/build.js has checked, it reports nothing twice", () => {
    vi.stubEnv("SITE_ENV", "production");
    vi.stubEnv("SITE_CONTENT_CHECKED", "1");
    expect(buildStart(siteContent())).toEqual([]);
  });
});
