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
// No SITE_URL: the content's example address is then one of the examples, named by its file and line.
const production = { SITE_URL: "" };

// A bare `astro build` is checked here; scripts/build.js checks first and sets SITE_CONTENT_CHECKED.
describe("the site-content plugin", () => {
  test("a default build lists every example value in one warning", () => {
    vi.stubEnv("SITE_ENV", "");
    vi.stubEnv("SITE_CONTENT_CHECKED", "");
    const warnings = buildStart(siteContent());
    expect(warnings).toHaveLength(examples.length ? 1 : 0);
    for (const example of examples) expect(warnings[0]).toContain(example.at);
  });

  test("a production build with example values warns that it publishes a draft, naming each file and field", () => {
    vi.stubEnv("SITE_ENV", "production");
    vi.stubEnv("SITE_CONTENT_CHECKED", "");
    for (const [name, value] of Object.entries(production)) vi.stubEnv(name, value);
    const warnings = buildStart(siteContent());
    expect(warnings).toHaveLength(examples.length ? 1 : 0);
    for (const example of examples) expect(warnings[0]).toContain(example.at);
  });

  test("the pages get the draft's examples, each with its admin link, only from a production build", () => {
    const draftOf = () => {
      const code = (siteContent().load as (id: string) => string)("\0virtual:site-content");
      return JSON.parse(/^export const draft = (.*);$/m.exec(code)![1]!);
    };
    vi.stubEnv("SITE_ENV", "");
    expect(draftOf()).toBeNull();
    vi.stubEnv("SITE_ENV", "production");
    for (const [name, value] of Object.entries(production)) vi.stubEnv(name, value);
    const draft = draftOf();
    if (!examples.length) return expect(draft).toBeNull();
    expect(draft.examples.map((item: { at: string }) => item.at)).toEqual(examples.map((example) => example.at));
    for (const item of draft.examples) expect(item.link).toMatch(/^\/admin\/#\/collections\//);
  });

  test("after scripts/build.js has checked, it reports nothing twice", () => {
    vi.stubEnv("SITE_ENV", "production");
    vi.stubEnv("SITE_CONTENT_CHECKED", "1");
    expect(buildStart(siteContent())).toEqual([]);
  });
});
