// Every change the admin's build makes to Sveltia CMS's own files (admin/vite.config.ts runs sveltiaBundle()):
// rewrites of its minified module, each found exactly as often as listed, and its Arabic words (words.ts).
// bundle.test.ts holds each rewrite to the installed bundle, so a Sveltia whose code changed shape fails there.
import { readFileSync } from "node:fs";
import type { Plugin } from "vite";
import { reviewedField } from "../../scripts/build/admin-config";
import { pricedKinds } from "../../src/model/owner/go-live";
import { withArabicWords } from "./words";

/** One rewrite of Sveltia's module: `pattern` must match exactly `count` times. */
export type Rewrite = { what: string; pattern: RegExp; count: number; replacement: string };

/**
 * Sveltia CMS 0.221.1 reaches other origins even when bundled from npm. The admin
 * must make no request to another origin and log no CSP error, so these are
 * rewritten in its module at build time. Each rewrite must match exactly as often
 * as listed, so that a version bump that changes the code fails the build here
 * instead of silently calling out again.
 */
const offlineRewrites: Rewrite[] = [
  {
    // Its UI stylesheet declares three @font-face rules with cdn.jsdelivr.net URLs
    // (Source Sans 3, Noto Mono, Material Symbols). The npm build already registers
    // the same fonts from its own bundled woff2 files through the FontFace API, so
    // the CDN rules are dropped.
    what: "jsdelivr @font-face rules",
    pattern: /@font-face \{[^}]*?https:\/\/cdn\.jsdelivr\.net\/[^}]*\}/g,
    count: 3,
    replacement: "",
  },
  {
    // The GitHub backend polls www.githubstatus.com every 5 minutes to show an
    // incident banner. A data: URL answering "{}" makes it report "unknown", which
    // shows nothing, without a request.
    what: "githubstatus.com status API",
    pattern: /https:\/\/www\.githubstatus\.com\/api\/v2\/status\.json/g,
    count: 1,
    replacement: "data:application/json,{}",
  },
  {
    // The same banner for the GitLab backend (status-api.hostedstatus.com).
    what: "GitLab status API",
    pattern: /https:\/\/status-api\.hostedstatus\.com\/1\.0\/status\/[0-9a-f]+/g,
    count: 1,
    replacement: "data:application/json,{}",
  },
];

/**
 * One rewrite for the preview's speed (decision 0020). On every keystroke Sveltia
 * 0.221.1 hands a custom preview template a snapshot of the whole entry draft,
 * collection configuration included ($state.snapshot, which calls structuredClone
 * once per value): for a service page that is tens of thousands of values, about
 * 100 ms a keystroke here, though the props it builds read five of the draft's
 * keys (buildPreviewData in src/lib/services/api/helpers.js). The snapshot takes
 * those five only. Matched exactly once, like the rewrites above.
 */
const previewRewrites: Rewrite[] = [
  {
    what: "the preview template's snapshot of the entry draft",
    pattern: /entryDraft:(\w+),draft:(\w+)\(\1\.current\)/g,
    count: 1,
    replacement:
      "entryDraft:$1,draft:$2({collectionName:$1.current.collectionName,fileName:$1.current.fileName," +
      "isIndexFile:$1.current.isIndexFile,originalEntry:$1.current.originalEntry,currentValues:$1.current.currentValues})",
  },
];

/** The fields drawn in the English column alone: the translation's box. */
export const englishOnly = [reviewedField.name];

/**
 * What the owner must not be offered. Sveltia 0.221.1 puts a «ترجمة» button beside each field with words
 * and in each pane's toolbar; it opens a dialog asking for a Google Cloud Translation API key (and would
 * send his words to Google). Its component (translate-button.svelte) is made to draw nothing: the
 * rewrite finds the component by its props (size "medium" by default, then keyPath) and returns at once.
 */
const ownerRewrites: Rewrite[] = [
  {
    what: "the translate button (Google Cloud Translation)",
    pattern:
      /function (\w+)\((\w+),(\w+)\)\{(?=\w+\(\3,!0\);let \w+=\w+\(\),\w+=\w+\(\3,`size`,3,`medium`\),\w+=\w+\(\3,`keyPath`,3,``\))/g,
    count: 1,
    replacement: "function $1($2,$3){return;",
  },
  {
    // Once the owner is in, Sveltia offers in the browser's language to switch its UI to it («Sveltia CMS is
    // now available in English (US)!», "Change Language", "Later"), in English on an English phone. The admin
    // is in Arabic on purpose (storage.ts, preferArabic); another language stays in Sveltia's own settings.
    // The check that would show the offer returns at once, as after "Later".
    what: "the offer to switch the UI to the browser's language",
    pattern: /if\(await \w+\(`newLanguageCta`\)\)return;/g,
    count: 1,
    replacement: "return;",
  },
  {
    // Sveltia has no field of one language: a field edited in English shows in the Arabic form too, where the
    // translation's box («تمت مراجعة الترجمة», en.reviewed) would save nothing. Its field editor
    // (field-editor.svelte) draws a field when `canEdit` (the one derived value that ORs "rich-text component",
    // "this pane is the default locale", "translate" and the two "duplicate" modes); the rewrite adds: not a
    // field of `englishOnly` in the default locale's pane of a translated field. The field is then never drawn
    // there, as a `hidden` one, so nothing waits for it to come into view (hiding it with CSS did, and
    // Sveltia's language switch was drawn again without end).
    what: "the translation's box in the Arabic column",
    pattern:
      /(\w+)=(\w+)\(\(\)=>(\w+)\((\w+)\)\|\|(\w+)\.locale===\3\((\w+)\)\|\|\3\((\w+)\)\|\|\3\((\w+)\)\|\|\3\((\w+)\)\)(?=,\w+=\2\(\(\)=>!\3\(\4\)&&\3\(\7\)&&\3\(\w+\)\.length\))/g,
    count: 1,
    replacement:
      "$1=$2(()=>!($3($7)&&$5.locale===$3($6)&&" +
      JSON.stringify(englishOnly) +
      ".includes($5.keyPath))&&($3($4)||$5.locale===$3($6)||$3($7)||$3($8)||$3($9)))",
  },
  {
    // A service page's sections are folded to their titles (foldedLists), so the form is short; but the sections
    // that hold prices, which step ٥ has him check one by one, open unfolded, their prices in view without a tap.
    // Sveltia folds a list's items all alike (`collapsed` of the list): the complex list editor
    // (list-editor-complex.svelte) sets each item's first state from it, and the rewrite leaves a priced item
    // open. He can still fold it; a state once set (his tap) is kept, as Sveltia keeps it.
    what: "the priced sections open unfolded",
    pattern:
      /(\w+\(\w+\)\.map\(\((\w+),(\w+)\)=>\{let (\w+)=`\$\{(\w+)\.keyPath\}\.\$\{\3\}`;return\[\4,\w+\(\{draft:\w+,key:\4,locale:\5\.locale,collapsed:\w+\(\w+\))\}\)\]\}\)/g,
    count: 1,
    replacement: `$1&&!${JSON.stringify(pricedKinds)}.includes($2?.kind)})]})`,
  },
];

/** Every rewrite of Sveltia's module, each matched exactly as often as listed (bundle.test.ts). */
export const sveltiaRewrites = [...offlineRewrites, ...previewRewrites, ...ownerRewrites];

/** Sveltia's module, rewritten; throws naming the rewrite that no longer matches as listed. */
export function rewriteModule(code: string, rewrites: readonly Rewrite[] = sveltiaRewrites) {
  for (const { what, pattern, count, replacement } of rewrites) {
    const found = code.match(pattern)?.length ?? 0;
    if (found !== count) throw new Error(`expected ${count} × ${what}, found ${found}. Check the new version.`);
    code = code.replace(pattern, replacement);
  }
  return code;
}

/** Sveltia's module and its Arabic words, as Vite resolves them. */
export const sveltiaModule = /@sveltia[\\/]cms[\\/]npm[\\/]index\.js$/;
export const sveltiaArabic = /@sveltia[\\/]cms[\\/]locales[\\/]ar\.json$/;

/** The Vite plugin: Sveltia's module rewritten, its Arabic words completed (words.ts). */
export function sveltiaBundle(): Plugin {
  return {
    name: "sveltia-bundle",
    enforce: "pre",
    transform(code, id) {
      try {
        if (sveltiaModule.test(id)) return { code: rewriteModule(code), map: null };
        if (sveltiaArabic.test(id)) return { code: JSON.stringify(withArabicWords(JSON.parse(code))), map: null };
      } catch (error) {
        this.error(`sveltia-bundle: ${id}: ${(error as Error).message}`);
      }
    },
  };
}

/** Sveltia's installed module, for the tests. */
export const installedModule = () =>
  readFileSync(new URL("../../node_modules/@sveltia/cms/npm/index.js", import.meta.url), "utf8");
