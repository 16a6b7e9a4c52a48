// The owner's path to a live site: the Deploy to Cloudflare button (README and docs/go-live.ar.md),
// what Workers Builds runs (docs/deploying.md),
// the values it asks for (wrangler.jsonc, .dev.vars.example, package.json → cloudflare.bindings),
// and the guide as one timed path with no developer, terminal or token of Cloudflare's in it.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, test } from "vitest";

const root = resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(resolve(root, file), "utf8");
const readme = read("README.md");
const guide = read("docs/go-live.ar.md");
const deploying = read("docs/deploying.md");
const wrangler = JSON.parse(
  read("wrangler.jsonc")
    .split("\n")
    .filter((line) => !line.trim().startsWith("//"))
    .join("\n")
    // JSONC's trailing commas.
    .replace(/,(\s*[}\]])/g, "$1"),
) as {
  vars: Record<string, string>;
  assets: { directory: string };
  d1_databases: { binding: string; migrations_dir: string }[];
};
const secrets = Object.fromEntries(
  read(".dev.vars.example")
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("#"))
    .map((line) => line.split("=") as [string, string]),
);
const packageJson = JSON.parse(read("package.json")) as {
  scripts: Record<string, string>;
  cloudflare: { bindings: Record<string, { description: string }> };
};
const bindings = packageJson.cloudflare.bindings;

const button =
  /\[!\[Deploy to Cloudflare\]\(https:\/\/deploy\.workers\.cloudflare\.com\/button\)\]\((https:\/\/deploy\.workers\.cloudflare\.com\/\?url=https:\/\/github\.com\/[^)\s]+)\)/;

describe("the Deploy to Cloudflare button", () => {
  test("opens the README and the guide, before their first section, with the same repository", () => {
    const inReadme = button.exec(readme);
    const inGuide = button.exec(guide);
    expect(inReadme?.[1]).toBeTruthy();
    expect(inGuide?.[1]).toBe(inReadme?.[1]);
    expect(inReadme!.index).toBeLessThan(readme.indexOf("\n## "));
    expect(inGuide!.index).toBeLessThan(guide.indexOf("\n## "));
  });

  test("every value it asks for is described in Arabic and English, and none is unsafe to accept as offered", () => {
    const asked = [...Object.keys(wrangler.vars), ...Object.keys(secrets)];
    expect(Object.keys(bindings).sort()).toEqual(asked.sort());
    for (const [name, { description }] of Object.entries(bindings)) {
      expect(description, name).toMatch(/[\u0600-\u06FF]/);
      expect(description, name).toMatch(/ \/ [A-Z][a-z]/);
      // The guide tells the owner what to type in each.
      expect(guide, name).toContain(`**${name}**`);
    }
    // Secrets are offered as "none", which the Worker reads as "not set yet" (worker/index.test.ts).
    expect(Object.values(secrets)).toEqual(Object.keys(secrets).map(() => "none"));
    expect(wrangler.vars).toEqual({ GITHUB_REPO: "", GITHUB_BRANCH: "main" });
  });

  test("the guide gives Workers Builds the commands and variable docs/deploying.md's table does", () => {
    for (const value of ["npm install && npm run build", "npm run deploy", "SKIP_DEPENDENCY_INSTALL"]) {
      expect(guide, value).toContain(`\`${value}\``);
      expect(deploying, value).toContain(`\`${value}\``);
    }
    expect(read(".node-version").trim()).toBe("24");
  });

  test("its deploy command applies the lead log's migrations to the database the button made, then deploys", () => {
    // By binding, as Cloudflare advises: the owner may have named the database otherwise in the button's form.
    const [database] = wrangler.d1_databases;
    expect(packageJson.scripts.deploy).toBe(
      `wrangler d1 migrations apply ${database!.binding} --remote && wrangler deploy`,
    );
  });
});

describe("docs/go-live.ar.md", () => {
  /** "## ١. حساب GitHub (5 دقائق)": each numbered step's heading and minutes. */
  const steps = [...guide.matchAll(/^## ([١-٩])\. (.+?) \((\d+) (?:دقائق|دقيقة)/gm)].map(
    ([, number, title, minutes]) => ({
      number,
      title,
      minutes: Number(minutes),
    }),
  );

  test("is one path of numbered steps, each with its time, 60 minutes at most in all", () => {
    expect(steps.map((step) => step.number)).toEqual(["١", "٢", "٣", "٤", "٥", "٦", "٧"]);
    const total = steps.reduce((sum, step) => sum + step.minutes, 0);
    expect(total).toBeLessThanOrEqual(60);
    // The table at the top says the same, step by step and in all.
    for (const step of steps)
      expect(guide).toMatch(new RegExp(`\\| ${step.number}\\. [^|]+\\| ${step.minutes} (دقائق|دقيقة)`));
    expect(guide).toContain(`**${total} دقيقة**`);
  });

  test("runs from the accounts to Search Console", () => {
    expect(steps[0]!.title).toContain("GitHub");
    expect(steps.at(-1)!.title).toBe("Google Search Console");
  });

  test("says what each account costs, and to keep the e-mail (MX) records when moving the nameservers", () => {
    const costs = guide.slice(guide.indexOf("## ما تحتاجه وكم يكلّفك"), guide.indexOf("## ١."));
    for (const item of ["النطاق", "ريال", "GitHub", "Cloudflare", "مجاني", "Cloudflare Web Analytics", "Plausible"])
      expect(costs, item).toContain(item);
    const domain = guide.slice(guide.indexOf("## ٦."), guide.indexOf("## ٧."));
    expect(domain).toContain("**MX**");
    expect(domain.indexOf("MX")).toBeLessThan(domain.indexOf("خوادم الأسماء"));
  });

  test("has no developer, git, terminal, API token, account ID or workflow secret in the owner's path", () => {
    for (const forbidden of [
      /المطوّر|المطور/,
      /\bgit (clone|push|remote)/,
      /terminal|سطر الأوامر/i,
      /API token/i,
      /Account ID/i,
      /Actions|workflow/i,
      /CMS_/,
    ])
      expect(guide).not.toMatch(forbidden);
  });
});
