// What a production build publishes. With every fact a visitor relies on real it is
// the public site, without the sample records (src/model/owner/go-live.ts); while any such
// fact is still an example, or the site has no public address yet, it is a draft:
// never indexed, with a banner listing each example and a link to the admin entry
// that fixes it (docs/decisions/0012-draft-until-real.md, 0035). Only invalid
// content stops a build, so the owner's first deploy, from the Deploy button with
// nothing filled in, publishes the draft he then edits in the admin.
import { isExampleUrl } from "../contract/examples.ts";
import { loadContent } from "./load-content.ts";
import type { BuildReport } from "./build-report.ts";
import type { CopyWarning } from "./copy-warnings.ts";
import {
  contentFailureMessage,
  ownerItem,
  ownerProblemText,
  ownerWarningText,
  type OwnerItem,
} from "./owner-messages.ts";
import { ContentError, type ContentProblem } from "../contract/validate.ts";

export type Env = Record<string, string | undefined>;

/** Why SITE_URL, when set, cannot be the site's public address; it is then ignored and the content's `url` used. */
export function siteUrlProblem(url: string | undefined) {
  if (!url) return undefined;
  if (!/^https:\/\/[^/\s]+/.test(url))
    return `SITE_URL must start with https:// (it is "${url}") / عنوان الموقع SITE_URL يجب أن يبدأ بـ ‎https://‎`;
  if (url.endsWith("/")) return `SITE_URL must not end with a slash ("${url}") / احذف الشرطة المائلة من آخر SITE_URL`;
  if (isExampleUrl(url)) return `SITE_URL is an example address ("${url}") / SITE_URL عنوان مثال: اكتب عنوان موقعك`;
  return undefined;
}

/** The SITE_URL the build uses: "" (the content's own) when unset or refused above. */
export const usableSiteUrl = (env: Env) => (siteUrlProblem(env.SITE_URL) ? "" : (env.SITE_URL ?? ""));

export type BuildMode = BuildReport["mode"];

/** What the build publishes, from its environment and the example values left in the content. */
export function buildMode(env: Env, examples: readonly unknown[]): BuildMode {
  if (env.SITE_ENV !== "production") return "development";
  return examples.length ? "draft" : "public";
}

export { buildReportPath, type BuildReport } from "./build-report.ts";

/** What is left before (and after) the site is public, as checkContent finds it (src/model/owner/go-live.ts). */
export type Left = {
  examples: readonly ContentProblem[];
  review?: readonly ContentProblem[];
  leftOut?: readonly ContentProblem[];
};

export function buildReport(
  env: Env,
  { examples, review = [], leftOut = [] }: Left,
  now = new Date(),
  pageWarnings: readonly OwnerItem[] = [],
): BuildReport {
  return {
    commit: env.WORKERS_CI_COMMIT_SHA || env.GITHUB_SHA || null,
    builtAt: now.toISOString(),
    mode: buildMode(env, examples),
    examples: examples.map(ownerItem),
    review: review.map(ownerItem),
    leftOut: leftOut.map(ownerItem),
    pageWarnings: [...pageWarnings],
  };
}

/** The default build's one warning while example values remain. */
export function exampleWarning(examples: readonly ContentProblem[], mode: BuildMode = "development") {
  return [
    mode === "draft"
      ? "Example values still in use: this production build publishes a noindex draft (docs/editing-content.md → Going live):"
      : "Example values still in use; a production build publishes only a noindex draft (docs/editing-content.md → Going live):",
    "قيم المثال ما زالت في المحتوى، فالنسخة المنشورة مسودة لا تظهر في محركات البحث حتى تُستبدل كلها:",
    ...examples.map((example) => `  - ${ownerProblemText(example)}`),
  ].join("\n");
}

/** The build's note of what a public build leaves out, and of the «راجِع» values not yet confirmed: it still publishes. */
export function goLiveNote({ review = [], leftOut = [] }: Omit<Left, "examples">) {
  return [
    ...(leftOut.length
      ? [
          "أمثلة تظهر في المسودة بعلامتها ولا تُنشر في الموقع العام (لا تمنع النشر):",
          "Samples a public build leaves out (shown, labelled, in a draft; they do not hold the site back):",
          ...leftOut.map((item) => `  - ${ownerProblemText(item)}`),
        ]
      : []),
    ...(review.length
      ? [
          "«راجِع»: قيم مرفقة مع الموقع تبدو حقيقية، لم تؤكدها بعد (لا تمنع النشر):",
          "To review: shipped values that look real and are not yet confirmed (they do not hold the site back):",
          ...review.map((item) => `  - ${ownerProblemText(item)}`),
        ]
      : []),
  ].join("\n");
}

/** The default build's warning about copy a buyer could misread (src/model/owner/copy-warnings.ts): it still publishes. */
export function copyWarningMessage(warnings: readonly CopyWarning[]) {
  return [
    "نصوص تستحق المراجعة قبل أن يقرأها العميل (لا تمنع النشر):",
    "Copy worth a second look before a buyer reads it (it still publishes; docs/editing-content.md → When the build warns):",
    ...warnings.map((warning) => `  - ${ownerWarningText(warning)}`),
  ].join("\n");
}

/** The content as loadContent returns it. */
export type LoadedContent = ReturnType<typeof loadContent>;

/**
 * The content a build uses, read and validated once, when the build starts (the
 * site integration, site-integration.ts): `error` is the owner's
 * message that stops the build; `warning` is printed; `loaded` is what the pages
 * and the build's files are made from. `read` defaults to content/ on disk.
 */
export function preflight(
  env: Env = process.env,
  // "", not undefined: undefined would let loadContent fall back to process.env.SITE_URL.
  read: () => LoadedContent = () => loadContent(process.cwd(), usableSiteUrl(env)),
):
  | { error: string; loaded?: undefined; mode?: undefined; warning?: undefined }
  | { error?: undefined; loaded: LoadedContent; mode: BuildMode; warning?: string } {
  const urlWarning = siteUrlProblem(env.SITE_URL);
  let loaded: LoadedContent;
  try {
    loaded = read();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return { error: contentFailureMessage(error) };
  }
  // Without a usable SITE_URL the content's own address counts, and is one of the examples while it is one.
  const { examples } = loaded;
  const mode = buildMode(env, examples);
  const warnings = [
    urlWarning && `${urlWarning} (ignored: the content's address is used)`,
    examples.length && exampleWarning(examples, mode),
    goLiveNote(loaded),
    loaded.warnings.length && copyWarningMessage(loaded.warnings),
  ];
  const warning = warnings.filter(Boolean).join("\n\n");
  return warning ? { loaded, warning, mode } : { loaded, mode };
}

const refusedName = "ContentRefused";

/**
 * The error that stops a build on the owner's content: its message is the owner's
 * (preflight's `error`), printed alone. No stack trace: it is not a bug in the code.
 */
export function contentRefused(message: string) {
  const error = new Error(message);
  error.name = refusedName;
  error.stack = "";
  return error;
}

/** By name: Astro loads the integration through Vite, so this module may be a second copy of itself. */
export const isContentRefused = (error: unknown): error is Error =>
  error instanceof Error && error.name === refusedName;
