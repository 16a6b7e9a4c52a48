// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, test } from "vitest";
import { backendSettings, configOverride, repoProblem, signInPlan } from "./sign-in.ts";
import { saysTokenInvalid } from "./sveltia/screen.ts";
import { backendBlock, withBackend } from "../worker/index.ts";
import { siteConfigYaml as yamlFor, sveltiaDir, validateSveltiaConfig as validate } from "../tests/support/sveltia.ts";

// The admin's first screen offers only the sign-in that can work where it runs
// (admin/sign-in.ts, used by admin/main.ts). It reads the backend from the
// config.yml this build writes, so these tests read the real generated file.

/** The build's variables for each way the admin is set up (each whole config.yml is written once per run). */
const envs = {
  local: {},
  withEndpoint: { CMS_REPO: "someone/site", CMS_BASE_URL: "https://auth.example" },
  tokenOnly: { CMS_REPO: "someone/site" },
  gitlab: { CMS_BACKEND: "gitlab", CMS_REPO: "someone/site", CMS_APP_ID: "abc123" },
};

describe("backendSettings", () => {
  test("reads the backend of the generated config.yml as the YAML parser does", () => {
    for (const env of [envs.local, envs.withEndpoint, envs.gitlab]) {
      const text = yamlFor(env);
      expect(backendSettings(text)).toEqual(parse(text).backend);
    }
    // Three whole admin configurations: seconds on a busy machine.
  }, 30_000);

  test("returns null when the file has no backend", () => {
    expect(backendSettings("collections: []\n")).toBeNull();
    expect(backendSettings("")).toBeNull();
  });
});

describe("signInPlan", () => {
  const local = backendSettings(yamlFor(envs.local));
  const withEndpoint = backendSettings(yamlFor(envs.withEndpoint));
  const tokenOnly = backendSettings(yamlFor(envs.tokenOnly));

  test("on the owner's computer the local folder, and GitHub only where the Worker offers its sign-in", () => {
    for (const host of ["127.0.0.1", "localhost", "admin.localhost"]) {
      expect(signInPlan(host, local)).toEqual({ where: "local", localFolder: true, oauth: false, token: false });
      expect(signInPlan(host, withEndpoint)).toEqual({ where: "local", localFolder: true, oauth: true, token: true });
    }
    expect(configOverride(signInPlan("127.0.0.1", withEndpoint))).toBeNull();
  });

  test("on the live site the GitHub pop-up only with a sign-in endpoint, and the token always", () => {
    expect(signInPlan("www.example.sa", withEndpoint)).toMatchObject({ where: "live", oauth: true, token: true });
    expect(signInPlan("www.example.sa", tokenOnly)).toMatchObject({ where: "live", oauth: false, token: true });
    const gitlab = backendSettings(yamlFor(envs.gitlab));
    expect(signInPlan("www.example.sa", gitlab)).toMatchObject({ oauth: true, token: true });
  });

  test("what is merged into config.yml is valid for the pinned Sveltia and names only working methods", () => {
    expect(configOverride(signInPlan("www.example.sa", withEndpoint))).toBeNull();
    const cases = [
      [signInPlan("www.example.sa", tokenOnly), ["token"]],
      [signInPlan("127.0.0.1", local), ["token"]],
    ] as const;
    const generated = parse(yamlFor(envs.tokenOnly));
    for (const [plan, methods] of cases) {
      const override = configOverride(plan);
      expect(override?.backend.auth_methods).toEqual(methods);
      const merged = { ...generated, backend: { ...generated.backend, ...override!.backend } };
      expect(validate(merged), JSON.stringify(validate.errors)).toBe(true);
    }
    // A whole admin configuration checked twice against Sveltia's schema: over 5 s twice in full runs here under load.
  }, 30_000);
});

describe("an expired or revoked token", () => {
  test("is recognised by Sveltia's own words, in Arabic and in English, from its pinned locales", () => {
    for (const locale of ["ar", "en-US"]) {
      const words = JSON.parse(readFileSync(join(sveltiaDir, `locales/${locale}.json`), "utf8"));
      const message = JSON.stringify(words).match(/"invalid_token":"([^"]+)"/)?.[1];
      expect(message, locale).toBeTruthy();
      expect(saysTokenInvalid(`… ${message} …`), locale).toBe(true);
    }
    expect(saysTokenInvalid("تسجيل الدخول باستخدام رمز الوصول")).toBe(false);
  });
});

describe("a repository the Worker cannot read (GITHUB_REPO)", () => {
  const origin = "https://www.owner-site.sa";
  test.each([
    ["none", { problem: "missing", value: "" }],
    ["rukn hangars", { problem: "malformed", value: "rukn hangars" }],
    ['a"b\nc', { problem: "malformed", value: 'a"b\nc' }],
  ])("the admin reads %j as the Worker wrote it", (typed, expected) => {
    const yaml = withBackend("backend:\n  name: github\n", backendBlock({ GITHUB_REPO: typed }, origin));
    expect(repoProblem(yaml)).toEqual(expected);
    // Still one backend block, which Sveltia reads.
    expect(backendSettings(yaml)).toMatchObject({ name: "github", repo: "owner/riyadh-site" });
  });

  test("a repository it reads is no problem", () => {
    const yaml = backendBlock({ GITHUB_REPO: "https://github.com/rukn/site" }, origin);
    expect(repoProblem(yaml)).toBeNull();
    expect(backendSettings(yaml)?.repo).toBe("rukn/site");
  });
});
