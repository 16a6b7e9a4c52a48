import { afterEach, describe, expect, test, vi } from "vitest";
import { loadContent } from "../../src/model/load.ts";
import { siteContent } from "./content-plugin.ts";

afterEach(() => vi.unstubAllEnvs());

const { examples } = loadContent();
// No SITE_URL: the content's example address is then one of the examples, named by its file and line.
const production = { SITE_URL: "" };

describe("the site-content plugin", () => {
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
});
