// The site's Worker (worker/index.ts) on its own, with GitHub and the asset router stood in.
// The whole handshake in a browser under `wrangler dev` is tests/admin/admin-sign-in.spec.ts.
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import worker, { readRepository, type Env } from "./index";

const site = "https://www.owner-site.sa";
const github = "https://github.stand-in";
const api = "https://api.github.stand-in";
const configYaml = "# generated\nbackend:\n  name: github\n  repo: owner/riyadh-site\n  branch: built\napp_title: x\n";

let calls: { url: string; init?: RequestInit }[];
let repoPrivate: boolean | "unreachable";
let tokenAnswer: Record<string, string>;

const env = (overrides: Partial<Env> = {}): Env => ({
  ASSETS: {
    fetch: async (request) => {
      const path = new URL(typeof request === "string" ? request : request.url).pathname;
      if (path === "/admin/config.yml") return new Response(configYaml, { headers: { "Content-Type": "text/yaml" } });
      return new Response(`asset ${path}`, {
        headers: { "Content-Security-Policy": "connect-src 'self' https://api.github.com" },
      });
    },
  },
  GITHUB_REPO: "owner/site",
  GITHUB_BRANCH: "main",
  GITHUB_CLIENT_ID: "client-id",
  GITHUB_CLIENT_SECRET: "client-secret",
  GITHUB_ORIGIN: github,
  GITHUB_API_ROOT: api,
  ...overrides,
});

beforeEach(() => {
  calls = [];
  repoPrivate = false;
  tokenAnswer = { access_token: "gho_token" };
  vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    if (url === `${api}/repos/owner/site`) {
      if (repoPrivate === "unreachable") throw new TypeError("fetch failed");
      return repoPrivate ? new Response("{}", { status: 404 }) : Response.json({ private: false });
    }
    if (url === `${github}/login/oauth/access_token`) return Response.json(tokenAnswer);
    return new Response("unexpected", { status: 500 });
  });
});
afterEach(() => vi.unstubAllGlobals());

const get = (path: string, e = env(), headers: Record<string, string> = {}) =>
  worker.fetch(new Request(`${site}${path}`, { headers }), e);

const signIn = "/auth?provider=github&site_id=www.owner-site.sa&scope=repo";

describe("/auth", () => {
  test("sends the owner to GitHub with the least scope, its own callback and a state kept in a cookie", async () => {
    const response = await get(signIn);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("Location")!);
    expect(location.origin + location.pathname).toBe(`${github}/login/oauth/authorize`);
    const params = Object.fromEntries(location.searchParams);
    // A public repository: public_repo, whatever the admin asked for.
    expect(params).toMatchObject({ client_id: "client-id", redirect_uri: `${site}/callback`, scope: "public_repo" });
    expect(params.state).toMatch(/^[0-9a-f]{32}$/);
    const cookie = response.headers.get("Set-Cookie")!;
    expect(cookie).toContain(`riyadh-site-auth-state=${params.state};`);
    for (const part of ["HttpOnly", "Path=/callback", "Max-Age=600", "SameSite=Lax", "Secure"])
      expect(cookie).toContain(part);
  });

  test("asks for repo only when the repository is private, or when GitHub cannot say", async () => {
    repoPrivate = true;
    expect(new URL((await get(signIn)).headers.get("Location")!).searchParams.get("scope")).toBe("repo");
    repoPrivate = "unreachable";
    expect(new URL((await get(signIn)).headers.get("Location")!).searchParams.get("scope")).toBe("repo");
  });

  test.each([
    ["another site's admin", "/auth?provider=github&site_id=evil.example", 403],
    ["no site at all", "/auth?provider=github", 403],
    ["another Git host", "/auth?provider=gitlab&site_id=www.owner-site.sa", 400],
  ])("refuses %s with a plain error, and no cookie", async (_kind, path, status) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("Location")).toBeNull();
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(calls).toEqual([]);
  });

  test.each([
    ["the client ID is the form's placeholder", { GITHUB_CLIENT_ID: "none" }],
    ["the secret is missing", { GITHUB_CLIENT_SECRET: "" }],
    ["the repository is not owner/name", { GITHUB_REPO: "site" }],
  ])("says in Arabic what to set when %s", async (_kind, overrides) => {
    const response = await get(signIn, env(overrides));
    expect(response.status).toBe(503);
    expect(await response.text()).toMatch(/^الدخول عبر GitHub غير مفعّل بعد: أضف GITHUB_CLIENT_ID/);
  });
});

describe("GITHUB_REPO as the owner types it", () => {
  test.each([
    ["rukn-hangars/riyadh-site", "rukn-hangars/riyadh-site"],
    ["  rukn-hangars/riyadh-site ", "rukn-hangars/riyadh-site"],
    ["https://github.com/rukn-hangars/riyadh-site", "rukn-hangars/riyadh-site"],
    ["https://github.com/rukn-hangars/riyadh-site.git", "rukn-hangars/riyadh-site"],
    ["github.com/rukn-hangars/riyadh-site/", "rukn-hangars/riyadh-site"],
    ["https://www.github.com/rukn-hangars/riyadh-site/tree/main", "rukn-hangars/riyadh-site"],
  ])("reads %j as %s", (typed, repo) => {
    expect(readRepository(typed)).toEqual({ repo });
  });

  test.each([
    ["riyadh-site"],
    ["rukn hangars/riyadh-site"],
    ["rukn/riyadh-site/extra"],
    ["-rukn/site"],
    ["https://gitlab.com/a/b"],
    ["rukn/.."],
  ])("refuses %j as malformed, keeping what was typed for the message", (typed) => {
    expect(readRepository(typed)).toEqual({ problem: "malformed", value: typed });
  });

  test.each([[undefined], [""], ["none"], [" none "]])("reads %j as not set yet", (typed) => {
    expect(readRepository(typed)).toEqual({ problem: "missing", value: "" });
  });
});

describe("/callback", () => {
  const state = "0123456789abcdef0123456789abcdef";
  const cookie = { Cookie: `other=1; riyadh-site-auth-state=${state}` };

  test("trades the code for a token and hands it to this site's admin only, in Sveltia's handshake", async () => {
    const response = await get(`/callback?code=the-code&state=${state}`, env(), cookie);
    expect(response.status).toBe(200);
    const exchange = calls.find((call) => call.url === `${github}/login/oauth/access_token`)!;
    expect(JSON.parse(String(exchange.init!.body))).toEqual({
      client_id: "client-id",
      client_secret: "client-secret",
      code: "the-code",
      redirect_uri: `${site}/callback`,
    });
    const html = await response.text();
    const nonce = /<script nonce="([^"]+)">/.exec(html)?.[1];
    expect(response.headers.get("Content-Security-Policy")).toBe(
      `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    expect(html).toContain(JSON.stringify('authorization:github:success:{"provider":"github","token":"gho_token"}'));
    expect(html).toContain(`const origin = ${JSON.stringify(site)};`);
    expect(html).toContain('if (event.origin !== origin || event.data !== "authorizing:github") return;');
    expect(html).not.toContain('"*"');
    // The state is spent.
    expect(response.headers.get("Set-Cookie")).toMatch(/^riyadh-site-auth-state=; .*Max-Age=0/);
  });

  test.each([
    ["no state cookie", `/callback?code=c&state=${state}`, {}],
    ["another state", "/callback?code=c&state=ffffffffffffffffffffffffffffffff", cookie],
    ["no state in the address", "/callback?code=c", cookie],
  ])("refuses %s with a plain error, and asks GitHub for nothing", async (_kind, path, headers) => {
    const response = await get(path, env(), headers);
    expect(response.status).toBe(403);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toContain("state mismatch");
    expect(calls).toEqual([]);
  });

  test.each([
    [
      "a wrong client secret",
      {
        error: "incorrect_client_credentials",
        error_description: "The client_id and/or client_secret passed are incorrect.",
      },
      "GITHUB_CLIENT_SECRET",
    ],
    [
      "an old code",
      { error: "bad_verification_code", error_description: "The code passed is incorrect or expired." },
      "انتهت مهلة محاولة الدخول",
    ],
    ["an unknown refusal", { error: "something_new" }, "(something_new)"],
  ])(
    "passes GitHub's refusal (%s) on to the admin in Arabic, saying what to do, with no token",
    async (_kind, answer, words) => {
      tokenAnswer = answer;
      const html = await (await get(`/callback?code=old&state=${state}`, env(), cookie)).text();
      expect(html).toContain("authorization:github:error:");
      expect(html).toContain(`تعذّر الدخول بحساب GitHub: `);
      expect(html).toContain(words);
      expect(html).not.toMatch(/incorrect|expired|"token"/);
    },
  );

  test("says in Arabic that the owner cancelled, or that the callback address does not match", async () => {
    const cancelled = await (await get(`/callback?error=access_denied&state=${state}`, env(), cookie)).text();
    expect(cancelled).toContain("أُلغي الدخول في نافذة GitHub");
    const mismatch = await (await get(`/callback?error=redirect_uri_mismatch&state=${state}`, env(), cookie)).text();
    expect(mismatch).toContain(`Authorization callback URL: ${site}/callback`);
  });
});

describe("the admin's settings", () => {
  test("config.yml names this Worker's repository, branch, sign-in address and GitHub API", async () => {
    const response = await get("/admin/config.yml", env({ GITHUB_BRANCH: "live" }));
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.text()).toBe(
      "# generated\nbackend:\n  name: github\n  repo: owner/site\n  branch: live\n" +
        `  base_url: ${site}\n  auth_endpoint: auth\n  api_root: ${api}\napp_title: x\n`,
    );
  });

  test("without the OAuth app's settings it names no sign-in address, so the admin offers the token alone", async () => {
    const text = await (
      await get("/admin/config.yml", env({ GITHUB_CLIENT_ID: "none", GITHUB_API_ROOT: undefined }))
    ).text();
    expect(text).toContain("backend:\n  name: github\n  repo: owner/site\n  branch: main\napp_title: x\n");
  });

  test("saves to the branch the build came from, unless GITHUB_BRANCH says otherwise", async () => {
    const text = await (await get("/admin/config.yml", env({ GITHUB_BRANCH: undefined }))).text();
    expect(text).toContain("  branch: built\n");
  });

  test.each([
    ["missing", "none", '# GITHUB_REPO missing: ""'],
    ["malformed", "my site", '# GITHUB_REPO malformed: "my site"'],
  ])("names a %s repository for the admin to explain, and never as the repository", async (_kind, value, comment) => {
    const text = await (await get("/admin/config.yml", env({ GITHUB_REPO: value }))).text();
    expect(text).toContain(`${comment}\nbackend:\n  name: github\n  repo: owner/riyadh-site\n`);
    // No sign-in address: the admin says what to fix instead.
    expect(text).not.toContain("base_url");
  });

  test("/admin/ is the admin's page, its CSP allowing the GitHub API in use", async () => {
    const response = await get("/admin/");
    expect(await response.text()).toBe("asset /admin");
    expect(response.headers.get("Content-Security-Policy")).toBe(`connect-src 'self' ${api}`);
    const real = await get("/admin/", env({ GITHUB_API_ROOT: undefined }));
    expect(real.headers.get("Content-Security-Policy")).toBe("connect-src 'self' https://api.github.com");
  });
});
