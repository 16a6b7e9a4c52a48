import { describe, expect, test } from "vitest";
import { pricedKinds } from "../../src/model/owner/go-live";
import { englishOnly, installedModule, rewriteModule, sveltiaRewrites, type Rewrite } from "./bundle";

// Each rewrite of Sveltia's module matches the installed bundle exactly as often as it says, and leaves the
// code it meant to leave: a Sveltia whose code changed shape fails here, before a build ships the old behaviour.

const bundle = installedModule();
const rewritten = rewriteModule(bundle);
const named = (start: string) => sveltiaRewrites.find((r) => r.what.startsWith(start))!;
/** The bundle with this one rewrite applied. */
const alone = (rewrite: Rewrite) => rewriteModule(bundle, [rewrite]);

describe("the rewrites of Sveltia's module", () => {
  test.each(sveltiaRewrites.map((rewrite) => [rewrite.what, rewrite] as const))(
    "%s matches as listed",
    (_, rewrite) => {
      expect(bundle.match(rewrite.pattern)?.length ?? 0).toBe(rewrite.count);
      // Applied, it does not match again (each finds code it then changes).
      expect(rewritten.match(rewrite.pattern)?.length ?? 0).toBe(0);
    },
  );

  test("a rewrite that no longer matches stops the build, naming it", () => {
    const changed = { ...named("githubstatus"), count: 2 };
    expect(() => rewriteModule(bundle, [changed])).toThrow(/expected 2 × githubstatus\.com status API, found 1/);
  });

  test("no request to another origin is left in the fonts and status calls", () => {
    expect(rewritten).not.toMatch(/@font-face \{[^}]*?https:\/\/cdn\.jsdelivr\.net\//);
    expect(rewritten).not.toContain("www.githubstatus.com/api");
    expect(rewritten).not.toMatch(/status-api\.hostedstatus\.com\/1\.0\/status\/[0-9a-f]+/);
  });

  test("the preview template's snapshot takes the five keys its props read", () => {
    const code = alone(named("the preview template's snapshot"));
    expect(code).toMatch(
      /entryDraft:(\w+),draft:\w+\(\{collectionName:\1\.current\.collectionName,fileName:\1\.current\.fileName,isIndexFile:\1\.current\.isIndexFile,originalEntry:\1\.current\.originalEntry,currentValues:\1\.current\.currentValues\}\)/,
    );
  });

  test("the translate button's component draws nothing", () => {
    const code = alone(named("the translate button"));
    const name = /function (\w+)\(\w+,\w+\)\{return;/.exec(code)?.[1];
    expect(name).toBeDefined();
    // The component the field and the pane's toolbar draw, with the props of translate-button.svelte.
    expect(code).toContain(`${name}(e,{size:\`small\`,get locale()`);
  });

  test("the offer to switch languages is never made: its check returns before reading whether he said «Later»", () => {
    const code = alone(named("the offer to switch"));
    expect(code).toMatch(/=async\(\)=>\{return;let \w+=\w+\.current,\w+=navigator\.language/);
  });

  test("the translation's box is left out of the default locale's pane, and its field editor draws by that value", () => {
    const code = alone(named("the translation's box"));
    const found =
      /(\w+)=(\w+)\(\(\)=>!\((\w+)\((\w+)\)&&(\w+)\.locale===\3\((\w+)\)&&(\[[^\]]*\])\.includes\(\5\.keyPath\)\)&&\(/.exec(
        code,
      );
    expect(found).not.toBeNull();
    const [, canEdit, , read, translate, props, defaultLocale, keys] = found!;
    expect(JSON.parse(keys!)).toEqual(englishOnly);
    // The value tested is "translate" (i18n: true) in a collection with languages, and the pane's default locale…
    expect(code).toContain(`${translate}=k(()=>${read}(le)&&(${read}(g)===!0||${read}(g)===\`translate\`))`);
    expect(code).toContain(`${defaultLocale}=k(()=>${read}(ce).defaultLocale)`);
    // …and the field editor draws its field only when it holds (a field of the `hidden` widget is not drawn either).
    expect(code).toContain(`o.current&&${read}(${canEdit})&&${read}(h)!==\`hidden\`&&e(`);
    expect(props).toBe("t");
  });

  test("a list's items start folded as its `collapsed` says, but a priced section, which starts open", () => {
    const code = alone(named("the priced sections open"));
    const found = /collapsed:(\w+\(\w+\))&&!(\[[^\]]*\])\.includes\((\w+)\?\.kind\)/.exec(code);
    expect(found).not.toBeNull();
    const [, , kinds, item] = found!;
    expect(JSON.parse(kinds!)).toEqual(pricedKinds);
    expect(pricedKinds).toEqual(expect.arrayContaining(["prices", "types", "cladding-sizes"]));
    // The kind read is the item's own: the value the map hands each item, whose key path is the list's and its index.
    expect(code).toMatch(
      new RegExp(`\\.map\\(\\(${item},(\\w+)\\)=>\\{let \\w+=\`\\$\\{\\w+\\.keyPath\\}\\.\\$\\{\\1\\}\``),
    );
  });
});
