import type { Plugin, ResolvedConfig } from "vite";
import { afterEach, describe, expect, test, vi } from "vitest";
import { loadContent } from "../../app/content/load.server.ts";
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

describe("the site-content plugin", () => {
  test("a default build lists every example value in one warning", () => {
    vi.stubEnv("SITE_ENV", "");
    const warnings = buildStart(siteContent());
    expect(warnings).toHaveLength(examples.length ? 1 : 0);
    for (const example of examples) expect(warnings[0]).toContain(example);
  });

  test("the production build refuses example values, naming each file and field", () => {
    vi.stubEnv("SITE_ENV", "production");
    if (!examples.length) return expect(() => buildStart(siteContent())).not.toThrow();
    expect(() => buildStart(siteContent())).toThrow(/production build refuses example values/);
    try {
      buildStart(siteContent());
    } catch (error) {
      for (const example of examples) expect((error as Error).message).toContain(example);
    }
  });
});
