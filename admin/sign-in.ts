// Which ways of signing in can work where the admin runs, so that its first
// screen offers only those and says in Arabic which one to use (main.ts).
//
// - On the owner's computer (127.0.0.1 or localhost, `npm run admin`):
//   «العمل مع مستودع محلي», which Sveltia shows on a local host only, and GitHub
//   (the pop-up and a token) only when the site's Worker runs there with an
//   OAuth app's settings (it then names itself as base_url in config.yml,
//   worker/index.ts).
// - On the live site: the GitHub pop-up once the Worker has the OAuth app's
//   settings (GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET), answered by the site's
//   own /auth and /callback, and a personal access token always.

/** The `backend:` block of the generated /admin/config.yml, as flat strings. */
export type BackendSettings = Record<string, string>;

/**
 * Reads the top-level `backend:` mapping of the admin's config.yml (written by
 * scripts/build/admin-config.ts with one `key: value` line per setting). Returns
 * null when there is none, so the caller leaves the CMS's own choices alone.
 */
export function backendSettings(configYaml: string): BackendSettings | null {
  const block = configYaml.match(/^backend:[ \t]*\r?\n((?:[ \t]+\S.*(?:\r?\n|$))+)/m)?.[1];
  if (!block) return null;
  const settings: BackendSettings = {};
  for (const line of block.split(/\r?\n/)) {
    const found = line.match(/^[ \t]+([A-Za-z_]+):[ \t]*(.*?)[ \t]*$/);
    if (found) settings[found[1]!] = found[2]!.replace(/^(["'])(.*)\1$/, "$2");
  }
  return settings;
}

/**
 * What the site's Worker found wrong with the repository the owner typed in the
 * Deploy button's form (GITHUB_REPO): it writes `# GITHUB_REPO missing: ""` or
 * `# GITHUB_REPO malformed: "what he typed"` above config.yml's backend block
 * (worker/index.ts, backendBlock). Null when the repository is fine.
 */
export function repoProblem(configYaml: string): { problem: "missing" | "malformed"; value: string } | null {
  const found = /^# GITHUB_REPO (missing|malformed): (".*")$/m.exec(configYaml);
  if (!found) return null;
  try {
    return { problem: found[1] as "missing" | "malformed", value: String(JSON.parse(found[2]!)) };
  } catch {
    return { problem: found[1] as "missing" | "malformed", value: "" };
  }
}

/** The public site's address (config.yml's site_url, written by a public build), or null. */
export function siteUrl(configYaml: string) {
  const found = /^site_url:[ \t]*(https:\/\/[^\s/]+)\/?[ \t]*$/m.exec(configYaml)?.[1];
  return found ?? null;
}

export function isLocalHost(hostname: string) {
  // The same test Sveltia uses to offer its local-repository button.
  return hostname === "127.0.0.1" || /^(.+\.)?localhost$/.test(hostname);
}

export type SignInPlan = {
  /** Where the admin runs: the owner's computer, or the live site. */
  where: "local" | "live";
  /** «العمل مع مستودع محلي» (Sveltia shows it on a local host only). */
  localFolder: boolean;
  /** «تسجيل الدخول باستخدام GitHub», the Git host's pop-up. */
  oauth: boolean;
  /** «تسجيل الدخول باستخدام رمز الوصول». */
  token: boolean;
};

export function signInPlan(hostname: string, backend: BackendSettings | null): SignInPlan {
  const name = backend?.name ?? "github";
  // GitHub's pop-up needs the sign-in endpoint; GitLab's and Gitea's need the OAuth application.
  const oauth = name === "github" ? Boolean(backend?.base_url) : Boolean(backend?.app_id);
  if (isLocalHost(hostname)) return { where: "local", localFolder: true, oauth, token: oauth };
  return { where: "live", localFolder: false, oauth, token: true };
}

/**
 * What to merge into the CMS's configuration (CMS.init's `config`, merged into
 * config.yml) so that Sveltia leaves out the sign-in buttons that cannot work.
 * Its `auth_methods` cannot be empty, so on a local host the token button is
 * hidden by main.ts instead.
 */
export function configOverride(plan: SignInPlan) {
  if (plan.oauth && plan.token) return null;
  return { backend: { auth_methods: plan.oauth ? ["oauth"] : ["token"] } };
}
