import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { sveltiaRewrites } from "./vite.config";

// Each rewrite of Sveltia's module (admin/vite.config.ts) matches the installed bundle exactly as often as
// it says: a Sveltia whose code changed shape fails here, before a build silently ships the old behaviour.

const bundle = readFileSync(new URL("../node_modules/@sveltia/cms/npm/index.js", import.meta.url), "utf8");

describe("the rewrites of Sveltia's module", () => {
  test.each(sveltiaRewrites.map((rewrite) => [rewrite.what, rewrite] as const))(
    "%s matches as listed",
    (_, rewrite) => {
      expect(bundle.match(rewrite.pattern)?.length ?? 0).toBe(rewrite.count);
    },
  );

  test("the translate button's component draws nothing", () => {
    const rewrite = sveltiaRewrites.find((r) => r.what.startsWith("the translate button"))!;
    const rewritten = bundle.replace(rewrite.pattern, rewrite.replacement);
    const name = /function (\w+)\(\w+,\w+\)\{return;/.exec(rewritten)?.[1];
    expect(name).toBeDefined();
    // The component the field and the pane's toolbar draw, with the props of translate-button.svelte.
    expect(rewritten).toContain(`${name}(e,{size:\`small\`,get locale()`);
  });
});
