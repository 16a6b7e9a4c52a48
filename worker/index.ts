// The site's Worker (wrangler.jsonc → main). Cloudflare's asset router serves
// every file of the build by itself, with the build's _headers and _redirects;
// this script runs only for the paths listed in run_worker_first:
//   /auth, /callback      the admin's GitHub sign-in, Sveltia's authenticator
//                         protocol (the pop-up posts the token back to the admin)
//   /admin/config.yml     the admin's settings, with the repository, branch and
//                         sign-in address of this Worker filled in at run time
//   /admin, /admin/       the admin's page, at /admin/ (its relative URLs resolve
//                         below it), its CSP naming the GitHub API in use
//   /api/*                the lead log (worker/leads.ts)
// and, once a day (wrangler.jsonc → triggers), deletes the leads past their retention.
// docs/decisions/0013-workers-static-assets.md says why.

import { deleteExpired, handleLeads, type LeadEnv } from "./leads";
import { plainText } from "./plain-text";

/**
 * The Worker's settings: wrangler.jsonc's bindings and .dev.vars.example's secrets as `wrangler types`
 * writes them (worker-configuration.d.ts; `npm run check` fails when it is stale), and three that only a
 * test or a developer sets.
 */
export type Env = Omit<WranglerEnv, "DB"> &
  LeadEnv & {
    /** The branch the admin saves to; by default the one the build came from. */
    GITHUB_BRANCH?: string;
    /** GitHub's origins, replaced by stand-ins on 127.0.0.1 in the tests. */
    GITHUB_ORIGIN?: string;
    GITHUB_API_ROOT?: string;
  };

const provider = "github";
const stateCookie = "riyadh-site-auth-state";

const githubOrigin = (env: Env) => (env.GITHUB_ORIGIN || "https://github.com").replace(/\/$/, "");
export const githubApiRoot = (env: Pick<Env, "GITHUB_API_ROOT">) =>
  (env.GITHUB_API_ROOT || "https://api.github.com").replace(/\/$/, "");

/** A value the Deploy button's form offers ("none") or an empty one means "not set yet". */
const isSet = (value: string | undefined): value is string => Boolean(value && value.trim() && value.trim() !== "none");

/**
 * The repository the owner typed in the Deploy button's form (GITHUB_REPO), as
 * owner/name. His repository's address pasted whole (https://github.com/owner/name,
 * with .git, a trailing slash or a deeper page) is read as that owner/name; anything
 * else is a problem the admin explains in Arabic (admin/index.html, #repo-problem).
 */
export function readRepository(
  value: string | undefined,
): { repo: string } | { problem: "missing" | "malformed"; value: string } {
  const typed = value?.trim() ?? "";
  if (!isSet(typed)) return { problem: "missing", value: "" };
  const path = typed.replace(/^(?:https?:\/\/)?(?:www\.)?github\.com\//i, "");
  const [owner = "", name = "", ...rest] = path.split("/");
  const pasted = path !== typed;
  const repo = `${owner}/${name.replace(/\.git$/i, "")}`;
  // GitHub's own rules: an account name of letters, digits and single hyphens; a repository of letters, digits, . _ -.
  const valid = /^[a-z\d](?:-?[a-z\d])*\/[\w.-]+$/i.test(repo) && !/\/\.+$/.test(repo);
  if (valid && (pasted || rest.length === 0)) return { repo };
  return { problem: "malformed", value: typed.slice(0, 120) };
}

/** owner/name, or null when GITHUB_REPO is missing or malformed. */
export function repository(env: Env) {
  const read = readRepository(env.GITHUB_REPO);
  return "repo" in read ? read.repo : null;
}

/** A refusal: plain text, in Arabic then English, never the sign-in page. */
function refuse(status: number, arabic: string, english: string) {
  return plainText(status, `${arabic}\n${english}\n`);
}

const isHttps = (url: URL) => url.protocol === "https:";

function cookie(url: URL, value: string, maxAge: number) {
  // Secure only where there is TLS: `wrangler dev` on 127.0.0.1 is plain HTTP.
  return `${stateCookie}=${value}; HttpOnly; Path=/callback; Max-Age=${maxAge}; SameSite=Lax${isHttps(url) ? "; Secure" : ""}`;
}

/**
 * The least scope saving needs: public_repo for a public repository (it lets
 * the token write to the owner's public repositories only), repo for a private
 * one (read and write to all his repositories). GitHub answers an unsigned
 * request for a private repository with 404.
 */
export async function scopeFor(env: Env, repo: string) {
  try {
    const response = await fetch(`${githubApiRoot(env)}/repos/${repo}`, {
      headers: { Accept: "application/vnd.github+json", "User-Agent": "riyadh-site-worker" },
    });
    if (response.ok) return ((await response.json()) as { private?: boolean }).private ? "repo" : "public_repo";
  } catch {
    // GitHub unreachable: the wider scope, which works for either kind.
  }
  return "repo";
}

async function handleAuth(request: Request, env: Env) {
  const url = new URL(request.url);
  if (url.searchParams.get("provider") !== provider)
    return refuse(400, "الدخول متاح عبر GitHub فقط.", "Only GitHub sign-in is offered here.");
  // The admin sends its own hostname; only this site's own admin may sign in here.
  if (url.searchParams.get("site_id") !== url.hostname)
    return refuse(
      403,
      "هذا الموقع لا يقبل الدخول إلا من لوحة تحريره.",
      "Sign-in is answered for this site's own admin only.",
    );
  const repo = repository(env);
  if (!repo || !isSet(env.GITHUB_CLIENT_ID) || !isSet(env.GITHUB_CLIENT_SECRET))
    return refuse(
      503,
      "الدخول عبر GitHub غير مفعّل بعد: أضف GITHUB_CLIENT_ID وGITHUB_CLIENT_SECRET وGITHUB_REPO في إعدادات الـWorker (docs/go-live.ar.md)، أو ادخل برمز الوصول.",
      "GitHub sign-in is not set up: add GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET and GITHUB_REPO to the Worker's settings, or sign in with a token.",
    );
  const state = [...crypto.getRandomValues(new Uint8Array(16))]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("");
  const authorize = new URL(`${githubOrigin(env)}/login/oauth/authorize`);
  authorize.search = new URLSearchParams({
    client_id: env.GITHUB_CLIENT_ID,
    redirect_uri: `${url.origin}/callback`,
    scope: await scopeFor(env, repo),
    state,
  }).toString();
  return new Response(null, {
    status: 302,
    headers: { Location: authorize.href, "Set-Cookie": cookie(url, state, 600), "Cache-Control": "no-store" },
  });
}

async function handleCallback(request: Request, env: Env) {
  const url = new URL(request.url);
  const code = url.searchParams.get("code");
  const state = url.searchParams.get("state");
  const expected = new RegExp(`(?:^|;\\s*)${stateCookie}=([0-9a-f]{32})(?:;|$)`).exec(
    request.headers.get("Cookie") ?? "",
  )?.[1];
  if (!state || !expected || state !== expected)
    return refuse(
      403,
      "انتهت محاولة الدخول أو لم تبدأ من لوحة التحرير. أغلق هذه النافذة واضغط زر الدخول مرة أخرى.",
      "The sign-in attempt expired or did not start from the admin (state mismatch). Close this window and sign in again.",
    );
  if (!isSet(env.GITHUB_CLIENT_ID) || !isSet(env.GITHUB_CLIENT_SECRET))
    return refuse(503, "الدخول عبر GitHub غير مفعّل بعد.", "GitHub sign-in is not set up.");
  let message: { token: string } | { error: string };
  if (!code) {
    message = { error: signInError(url.searchParams.get("error") ?? "", url) };
  } else {
    try {
      const response = await fetch(`${githubOrigin(env)}/login/oauth/access_token`, {
        method: "POST",
        headers: { Accept: "application/json", "Content-Type": "application/json", "User-Agent": "riyadh-site-worker" },
        body: JSON.stringify({
          client_id: env.GITHUB_CLIENT_ID,
          client_secret: env.GITHUB_CLIENT_SECRET,
          code,
          redirect_uri: `${url.origin}/callback`,
        }),
      });
      const data = (await response.json()) as { access_token?: string; error_description?: string; error?: string };
      message = data.access_token ? { token: data.access_token } : { error: signInError(data.error ?? "", url) };
    } catch {
      message = { error: signInError("unreachable", url) };
    }
  }
  return handshakePage(url, message);
}

/** How every sign-in error begins, so that the admin shows it above its directions (admin/main.ts). Not exported: workerd takes every named export of the module for an entry point. */
const signInErrorPrefix = "تعذّر الدخول بحساب GitHub:";

/**
 * GitHub's refusal (its error code: https://docs.github.com/apps/oauth-apps, "Troubleshooting")
 * in the owner's words, saying what to do; the admin shows it as it is.
 */
export function signInError(code: string, url: URL) {
  const reasons: Record<string, string> = {
    incorrect_client_credentials:
      "رفض GitHub رقم تطبيق الدخول أو سرّه. في Cloudflare افتح Workers & Pages ← موقعك ← Settings ← Variables and Secrets، وضع في GITHUB_CLIENT_ID وGITHUB_CLIENT_SECRET القيمتين كما في صفحة تطبيقك على GitHub (ولِّد سرًّا جديدًا إن لم تحفظه)، ثم اضغط Deploy وأعد المحاولة. أو ادخل برمز الوصول الآن.",
    redirect_uri_mismatch: `عنوان الرجوع المسجَّل في تطبيق GitHub لا يطابق هذه اللوحة. في GitHub افتح Settings ← Developer settings ← OAuth Apps ← تطبيقك، واكتب في Authorization callback URL: ${url.origin}/callback (أو نطاقك بلا www إن كان لموقعك نطاق)، ثم Update application وأعد المحاولة. أو ادخل برمز الوصول الآن.`,
    access_denied: "أُلغي الدخول في نافذة GitHub. اضغط زرّ الدخول مرة أخرى، ثم Authorize.",
    bad_verification_code: "انتهت مهلة محاولة الدخول. اضغط زرّ الدخول مرة أخرى.",
    unreachable: "لم نستطع الوصول إلى GitHub الآن. أعد المحاولة بعد دقيقة، أو ادخل برمز الوصول.",
  };
  return `${signInErrorPrefix} ${reasons[code] ?? `رفض GitHub الدخول (${code || "بلا سبب"}). اضغط زرّ الدخول مرة أخرى، أو ادخل برمز الوصول.`}`;
}

/**
 * The pop-up's page: it tells the admin (window.opener, this same origin) it is
 * ready, and answers the admin's "authorizing:github" with the token, to this
 * origin only. Its one inline script runs under a nonce.
 */
function handshakePage(url: URL, message: { token: string } | { error: string }) {
  const status = "token" in message ? "success" : "error";
  const payload = `authorization:${provider}:${status}:${JSON.stringify({ provider, ...message })}`;
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
  const literal = (value: string) => JSON.stringify(value).replaceAll("<", "\\u003c");
  const script = `(() => {
  const origin = ${literal(url.origin)};
  addEventListener("message", (event) => {
    if (event.origin !== origin || event.data !== ${literal(`authorizing:${provider}`)}) return;
    window.opener?.postMessage(${literal(payload)}, origin);
  });
  window.opener?.postMessage(${literal(`authorizing:${provider}`)}, origin);
})();`;
  const html = `<!doctype html><html lang="ar" dir="rtl"><meta charset="utf-8"><title>تسجيل الدخول</title><p>جارٍ تسجيل الدخول…</p><script nonce="${nonce}">${script}</script></html>`;
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      "Cross-Origin-Opener-Policy": "unsafe-none",
      "Referrer-Policy": "no-referrer",
      "X-Content-Type-Options": "nosniff",
      "Set-Cookie": cookie(url, "", 0),
    },
  });
}

/**
 * The admin's config.yml with its `backend:` block written from this Worker's
 * settings, so the build needs none: the repository, the branch, this origin as
 * the sign-in address, and the GitHub API in use.
 */
export function backendBlock(env: Partial<Env>, origin: string, builtBranch = "main") {
  const read = readRepository(env.GITHUB_REPO);
  const repo = "repo" in read ? read.repo : null;
  const lines = [
    // What is wrong with GITHUB_REPO, for the admin to say in Arabic (admin/sign-in.ts, repoProblem).
    ...("problem" in read ? [`# GITHUB_REPO ${read.problem}: ${JSON.stringify(read.value)}`] : []),
    "backend:",
    "  name: github",
    `  repo: ${repo ?? "owner/riyadh-site"}`,
    // The branch the build came from (Workers Builds' WORKERS_CI_BRANCH, scripts/build/admin-config.ts), unless set here.
    `  branch: ${env.GITHUB_BRANCH?.trim() || builtBranch}`,
  ];
  if (repo && isSet(env.GITHUB_CLIENT_ID)) lines.push(`  base_url: ${origin}`, "  auth_endpoint: auth");
  if (env.GITHUB_API_ROOT) lines.push(`  api_root: ${githubApiRoot(env)}`);
  return lines.join("\n") + "\n";
}

/** Replaces the top-level `backend:` mapping of a config.yml (one `key: value` line per setting). */
export function withBackend(configYaml: string, block: string) {
  const pattern = /^backend:[ \t]*\r?\n(?:[ \t]+\S.*(?:\r?\n|$))*/m;
  return pattern.test(configYaml) ? configYaml.replace(pattern, block) : `${block}${configYaml}`;
}

async function adminConfig(request: Request, env: Env) {
  const asset = await env.ASSETS.fetch(request);
  if (!asset.ok) return asset;
  const built = await asset.text();
  const builtBranch = /^backend:[ \t]*\r?\n(?:[ \t]+\S.*\r?\n)*?[ \t]+branch:[ \t]*(\S+)/m.exec(built)?.[1] ?? "main";
  const text = withBackend(built, backendBlock(env, new URL(request.url).origin, builtBranch));
  const headers = new Headers(asset.headers);
  headers.delete("Content-Length");
  headers.delete("ETag");
  headers.set("Cache-Control", "no-store");
  return new Response(text, { status: asset.status, headers });
}

/**
 * The admin's page at /admin/. The asset router serves folders at their bare
 * path (html_handling: drop-trailing-slash), so the page is fetched as /admin,
 * whose _headers rule carries the admin's CSP. Its CSP allows the GitHub API
 * in use instead of api.github.com.
 */
async function adminPage(request: Request, env: Env) {
  const asset = await env.ASSETS.fetch(new Request(new URL("/admin", request.url), request));
  const api = githubApiRoot(env);
  const csp = asset.headers.get("Content-Security-Policy");
  if (!csp || api === "https://api.github.com") return asset;
  const headers = new Headers(asset.headers);
  headers.set("Content-Security-Policy", csp.replaceAll("https://api.github.com", new URL(api).origin));
  return new Response(asset.body, { status: asset.status, headers });
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith("/api/")) return handleLeads(request, env);
    if (request.method === "GET" || request.method === "HEAD") {
      if (pathname === "/auth") return handleAuth(request, env);
      if (pathname === "/callback") return handleCallback(request, env);
      if (pathname === "/admin/config.yml") return adminConfig(request, env);
      if (pathname === "/admin/") return adminPage(request, env);
      if (pathname === "/admin") {
        // Through the asset router, so the redirect carries the _headers of /admin.
        const page = await env.ASSETS.fetch(request);
        const headers = new Headers(page.headers);
        headers.set("Location", `/admin/${new URL(request.url).search}`);
        headers.delete("Content-Type");
        headers.delete("ETag");
        return new Response(null, { status: 301, headers });
      }
    }
    return env.ASSETS.fetch(request);
  },

  /** The daily trigger: leads older than the owner's retention are deleted even on a day without taps. */
  async scheduled(_controller: unknown, env: Env, context: { waitUntil(promise: Promise<unknown>): void }) {
    context.waitUntil(deleteExpired(env));
  },
};
