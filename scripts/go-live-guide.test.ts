// The owner's path to a live site: the Deploy to Cloudflare button (README and docs/go-live.ar.md),
// what Workers Builds runs (docs/deploying.md),
// the values it asks for (wrangler.jsonc, .dev.vars.example, package.json → cloudflare.bindings),
// and the guide as one timed path with no developer, terminal or token of Cloudflare's in it.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseEnv } from "node:util";
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
  vars?: Record<string, string>;
  keep_vars?: boolean;
  assets: { directory: string };
  d1_databases: { binding: string; migrations_dir: string }[];
};
const secrets = parseEnv(read(".dev.vars.example"));
const packageJson = JSON.parse(read("package.json")) as {
  cloudflare: { bindings: Record<string, { description: string }> };
  scripts: Record<string, string>;
  packageManager?: string;
};
const bindings = packageJson.cloudflare.bindings;

// Where its address comes from, and that the README's and the guide's agree: scripts/deploy-button.test.ts.
describe("the Deploy to Cloudflare button", () => {
  test("is at the top of the README", () => {
    expect(readme.indexOf("https://deploy.workers.cloudflare.com/?url=")).toBeLessThan(readme.indexOf("\n## "));
  });

  test("every value it asks for is described in Arabic and English, and none is unsafe to accept as offered", () => {
    const asked = [...Object.keys(wrangler.vars ?? {}), ...Object.keys(secrets)];
    expect(Object.keys(bindings).sort()).toEqual(asked.sort());
    for (const [name, { description }] of Object.entries(bindings)) {
      expect(description, name).toMatch(/[\u0600-\u06FF]/);
      expect(description, name).toMatch(/ \/ [A-Z][a-z]/);
      // The guide tells the owner what to type in each.
      expect(guide, name).toContain(`**${name}**`);
    }
    // Secrets are offered as "none", which the Worker reads as "not set yet" (worker/index.test.ts).
    expect(Object.values(secrets)).toEqual(Object.keys(secrets).map(() => "none"));
    // Everything the form asks for is a secret, which no later deploy overwrites (decision 0033);
    // a deploy would replace a plain variable with the file's value.
    expect(wrangler.vars).toBeUndefined();
    expect(wrangler.keep_vars).toBe(true);
  });

  test("needs no build setting typed: the form's defaults build and deploy, and npm is pinned", () => {
    // Cloudflare prefills the build and deploy commands from package.json's "build" and "deploy" scripts
    // (docs/deploying.md quotes its documentation).
    expect(packageJson.scripts.build).toBeTruthy();
    expect(packageJson.scripts.deploy).toBeTruthy();
    // Workers Builds runs npm 10.9.2 unless packageManager names an exact npm version.
    expect(packageJson.packageManager).toMatch(/^npm@\d+\.\d+\.\d+$/);
    for (const text of [guide, deploying]) {
      expect(text).toContain("`npm run build`");
      expect(text).toContain("`npm run deploy`");
      expect(text).not.toContain("SKIP_DEPENDENCY_INSTALL");
      expect(text).not.toContain("npm install && npm run build");
    }
    expect(read(".node-version").trim()).toBe("24");
  });

  test("the guide's step ٣ says where the build log is, how to retry, and what to send when a build fails", () => {
    const step3 = guide.slice(guide.indexOf("## ٣."), guide.indexOf("## ٤."));
    for (const words of ["View build history", "Retry build", "انسخ السجل", "عنوان مستودعك"])
      expect(step3, words).toContain(words);
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

  test("is one path of numbered steps, each with its time, the table's total their sum, within the hour", () => {
    expect(steps.map((step) => step.number)).toEqual(["١", "٢", "٣", "٤", "٥", "٦", "٧"]);
    // His active time: reading, typing, clicking; waits he need not sit through are counted apart
    // (docs/decisions/0037-the-guide-in-an-hour-of-his-time.md says how each step was counted).
    const total = steps.reduce((sum, step) => sum + step.minutes, 0);
    // Under an hour of his own time, step ٥ at the figure the phone walk measures (the walk,
    // tests/admin/step-five-walk.spec.ts, checks that the guide states it).
    expect(total).toBeLessThan(60);
    // The table at the top says the same, step by step and in all.
    for (const step of steps)
      expect(guide).toMatch(new RegExp(`\\| ${step.number}\\. [^|]+\\| ${step.minutes} (دقائق|دقيقة)`));
    expect(guide).toContain(`**${total} دقيقة**`);
  });

  test("each step's minutes cover at least reading its own words, step ١ the opening's too", () => {
    // 138 words a minute: the median adult reading speed in Arabic (IReST, Trauzettel-Klosinski et al. 2012).
    // Words of prose only: not the Markdown, the button's image or the failure branch read only on a failure.
    const words = (text: string) =>
      text
        .replace(/\[!\[[^\]]*\]\([^)]*\)\]\([^)]*\)/g, "")
        .replace(/[|*`#<>←]|-{3,}/g, " ")
        .split(/\s+/)
        .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
    const path = guide.slice(0, guide.indexOf("## بعد الإطلاق"));
    const headings = steps.map((step) => path.indexOf(`## ${step.number}.`));
    for (const [i, step] of steps.entries()) {
      let text = path.slice(i === 0 ? 0 : headings[i], headings[i + 1] ?? path.length);
      if (text.includes("**إن تعذّر البناء**")) text = text.replace(/\*\*إن تعذّر البناء\*\*[\s\S]*/, "");
      expect(step.minutes, step.title).toBeGreaterThanOrEqual(words(text) / 138);
    }
  });

  test("step ٥ takes the time of its tasks, each timed, and names every kind of item the draft lists", () => {
    const section = guide.slice(guide.indexOf("## ٥."), guide.indexOf("## ٦."));
    // "2. **…** (6 دقائق)": each task the site waits on, timed; «دقيقة» alone is one minute, «دقيقتان» two.
    const tasks = [...section.matchAll(/^\d+\. \*\*[^*]+\*\* \((?:(\d+) (?:دقائق|دقيقة)|(دقيقتان)|دقيقة)/gm)].map(
      (m) => (m[1] ? Number(m[1]) : m[2] ? 2 : 1),
    );
    expect(tasks.length).toBeGreaterThanOrEqual(5);
    expect(steps.find((step) => step.number === "٥")!.minutes).toBe(tasks.reduce((sum, n) => sum + n, 0));
    // The banner's three lists, by the words the draft shows (content/ui.yml), and what each holds.
    for (const kind of ["يمنع النشر", "«راجِع»", "لا تُنشر", "مثال توضيحي"]) expect(section, kind).toContain(kind);
    for (const item of ["سنة التأسيس", "على مدار الساعة", "المعاينة المجانية", "العنوان", "الأسعار", "الأدلة"])
      expect(section, item).toContain(item);
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
