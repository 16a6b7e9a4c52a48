// What a production build needs beyond valid content, checked together before
// anything is built, so the owner (or whoever sets up the deploy) reads one
// message listing all of it instead of fixing one thing per failed deploy.
import { isExampleUrl } from "./examples.ts";
import { loadContent } from "./load.ts";
import { contentFailureMessage, ownerProblemText } from "./owner-messages.ts";
import { ContentError, type ContentProblem } from "./validate.ts";

export type Env = Record<string, string | undefined>;

const backends = ["github", "gitlab", "gitea"];

/** Whether SITE_URL, when set, can be the site's public address; the content's own `url` is used without it. */
export function siteUrlProblem(url: string | undefined) {
  if (!url) return undefined;
  if (!/^https:\/\/[^/\s]+/.test(url))
    return `SITE_URL must start with https:// (it is "${url}") / عنوان الموقع SITE_URL يجب أن يبدأ بـ ‎https://‎`;
  if (url.endsWith("/")) return `SITE_URL must not end with a slash ("${url}") / احذف الشرطة المائلة من آخر SITE_URL`;
  if (isExampleUrl(url)) return `SITE_URL is an example address ("${url}") / SITE_URL عنوان مثال: اكتب عنوان موقعك`;
  return undefined;
}

/**
 * Everything a production build lacks: the settings from the environment and the example values still in
 * the content, each as one line in English and Arabic. Empty when the build may go on.
 */
export function productionNeeds(env: Env, examples: readonly ContentProblem[] = []) {
  const needs: string[] = [];
  const urlProblem = siteUrlProblem(env.SITE_URL);
  if (urlProblem) needs.push(urlProblem);
  // Without SITE_URL the content's own address is used: refused only while it is the example.
  const exampleUrl = examples.find((problem) => problem.entry === "site" && problem.path?.join(".") === "url");
  if (!env.SITE_URL && exampleUrl)
    needs.push(
      `SITE_URL is not set, and ${exampleUrl.at} still holds the example address: set SITE_URL to the site's https:// address` +
        " / عنوان الموقع غير مضبوط: أضف المتغير SITE_URL بعنوان موقعك الذي يبدأ بـ ‎https://‎",
    );

  const backend = env.CMS_BACKEND || "github";
  if (!backends.includes(backend))
    needs.push(
      `CMS_BACKEND must be github, gitlab or gitea (it is "${backend}") / CMS_BACKEND يجب أن يكون github أو gitlab أو gitea`,
    );
  if (!env.CMS_REPO)
    needs.push(
      "CMS_REPO is not set: the repository the live admin saves to, as owner/name (the deploy workflow sets it to its own repository)" +
        " / CMS_REPO غير مضبوط: المستودع الذي تحفظ فيه لوحة التحرير، بالصيغة owner/name",
    );
  else if (!/^[\w.-]+\/[\w.-]+$/.test(env.CMS_REPO))
    needs.push(
      `CMS_REPO must look like owner/name (it is "${env.CMS_REPO}") / CMS_REPO يجب أن يكون بالصيغة owner/name`,
    );
  if ((backend === "gitlab" || backend === "gitea") && !env.CMS_APP_ID)
    needs.push(
      `CMS_APP_ID is not set: signing in to ${backend} needs the client ID of its OAuth application` +
        ` / CMS_APP_ID غير مضبوط: الدخول عبر ${backend} يحتاج معرّف تطبيق OAuth`,
    );

  // The address is one need, said once, whichever of the two holds it.
  return [...needs, ...examples.filter((problem) => problem !== exampleUrl).map(ownerProblemText)];
}

/** The one message that lists every need and says where each is set. */
export function productionMessage(needs: readonly string[]) {
  return [
    "لا يمكن بناء النسخة المنشورة بعد. ينقصها ما يلي، وبقي الموقع المنشور كما هو:",
    "The production build cannot run yet. It needs all of the following; the live site is unchanged:",
    ...needs.map((need) => `  - ${need}`),
    "",
    "أين تُضبط / Where to set them:",
    "  - SITE_URL, CMS_BACKEND, CMS_APP_ID: the deploy workflow's repository variables (GitHub → Settings → Secrets and variables → Actions → Variables);" +
      " another host: its build's environment variables / متغيرات المستودع في GitHub (Settings ← Secrets and variables ← Actions ← Variables)",
    "  - Example values / قيم المثال: in the admin (/admin → الإعدادات، المشاريع، آراء العملاء) or in the file named",
    "  - Step by step / خطوة بخطوة: docs/go-live.ar.md (README → Going live)",
  ].join("\n");
}

/** The default build's one warning while example values remain. */
export function exampleWarning(examples: readonly ContentProblem[]) {
  return [
    "Example values still in use; the production build refuses them (README → Going live):",
    "قيم المثال ما زالت في المحتوى، والنسخة المنشورة لا تقبلها:",
    ...examples.map((example) => `  - ${ownerProblemText(example)}`),
  ].join("\n");
}

/**
 * What scripts/build.js checks before Astro starts: the content (read and validated, errors worded for the
 * owner) and, for production, every need in one message. `error` stops the build; `warning` is printed.
 */
export function preflight(env: Env = process.env, root = process.cwd()): { error?: string; warning?: string } {
  const production = env.SITE_ENV === "production";
  const settings = production ? productionNeeds(env) : [];
  // A SITE_URL that is refused above is not also reported as the content's invalid url.
  // "", not undefined: undefined would let loadContent fall back to process.env.SITE_URL.
  const siteUrl = siteUrlProblem(env.SITE_URL) ? "" : (env.SITE_URL ?? "");
  let examples: ContentProblem[];
  try {
    ({ examples } = loadContent(root, siteUrl));
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    const content = contentFailureMessage(error);
    return { error: settings.length ? `${content}\n\n${productionMessage(settings)}` : content };
  }
  if (production) {
    const needs = productionNeeds(env, examples);
    return needs.length ? { error: productionMessage(needs) } : {};
  }
  return examples.length ? { warning: exampleWarning(examples) } : {};
}
