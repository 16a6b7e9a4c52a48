// @ts-check
// Tells the owner, in Arabic, whether his last save reached the live site. Run by
// the deploy workflow (.github/workflows/deploy.yml) after its other steps:
//
//   npm exec -- node scripts/ci/publish-status.js failure   (if a step failed)
//   npm exec -- node scripts/ci/publish-status.js success   (after a good publish)
//
// failure: writes an Arabic summary to $GITHUB_STEP_SUMMARY (which step failed,
// the build's own lines naming the file, line and field, and what to do), and
// opens an Arabic issue labelled `publish-failed` on the repository, which GitHub
// e-mails to whoever watches it; a second failure updates that issue and comments
// on it instead of opening another. success: comments on the open issue and
// closes it. Nothing is opened when there was nothing to report.
//
// Node built-ins and fetch only, so it runs even when `npm install` failed.
// Environment (GitHub Actions sets the first five):
//   GITHUB_TOKEN, GITHUB_REPOSITORY, GITHUB_API_URL, GITHUB_SERVER_URL, GITHUB_RUN_ID,
//   GITHUB_STEP_SUMMARY, GITHUB_SHA
//   INSTALL_OUTCOME, BUILD_OUTCOME, PUBLISH_OUTCOME   each step's outcome (success, failure, skipped)
//   BUILD_LOG, PUBLISH_LOG, INSTALL_LOG               the steps' captured output (default build.log, publish.log, install.log)
//   COMMIT_MESSAGE                                    the pushed commit's message, if any
import { appendFileSync, readFileSync } from "node:fs";

export const label = "publish-failed";
export const title = "تعذّر نشر آخر تعديل على الموقع";
/** Marks the issues this script wrote, so it never closes one somebody else labelled. */
export const marker = "<!-- publish-status: publish-failed -->";

const maxLines = 40;
const maxLineLength = 300;

/** @param {string} text */
export function stripAnsi(text) {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[[0-9;?]*[ -/]*[@-~]/g, "").replace(/\r/g, "");
}

/** A stack frame, a source location, or Vite's "Location:" / "Stack trace:" headings. */
const stackLine = /^\s*(at\s|Location:|Stack trace:|\S+:\d+:\d+\)?$|file:\/\/)/;
/** A log line of the build tools, such as `08:39:49 [build] …`. */
const toolLine = /^\d\d:\d\d:\d\d \[/;

/**
 * The lines of a step's output that explain its failure, without stack traces:
 * each line that starts an explanation (for the build: "Invalid content",
 * "refuses", "Build failed at"; for wrangler: "[ERROR]"; for npm: "npm error")
 * and the list or indented lines under it. Falls back to the last lines of
 * the output when none of those appear.
 * @param {string} log
 * @param {{ cwd?: string }} [options] absolute paths under cwd are shown relative to it
 * @returns {string[]}
 */
export function failureLines(log, { cwd } = {}) {
  let text = stripAnsi(log);
  if (cwd) text = text.split(`${cwd.replace(/\/$/, "")}/`).join("");
  const lines = text.split("\n");
  const starts = /Invalid content|refuses|Build failed at|\[ERROR\]|^npm (error|ERR!)|^Error:|must be set|is required/;
  /** @type {string[]} */
  const picked = [];
  for (let i = 0; i < lines.length; i++) {
    const line = /** @type {string} */ (lines[i]);
    if (!starts.test(line) || stackLine.test(line) || toolLine.test(line)) continue;
    const block = [line.trim()];
    for (let j = i + 1; j < lines.length; j++) {
      const next = /** @type {string} */ (lines[j]);
      if (!next.trim() || stackLine.test(next) || toolLine.test(next) || starts.test(next)) break;
      // Only what belongs to the message: its list items and indented continuation lines.
      if (!/^\s/.test(next)) break;
      block.push(next.trimEnd());
      i = j;
    }
    for (const entry of block) if (!picked.includes(entry)) picked.push(entry);
  }
  const chosen = picked.length
    ? picked
    : lines
        .map((line) => line.trimEnd())
        .filter((line) => line.trim() && !stackLine.test(line))
        .slice(-15);
  const shortened = chosen.map((line) => (line.length > maxLineLength ? `${line.slice(0, maxLineLength)}…` : line));
  return shortened.length > maxLines
    ? [...shortened.slice(0, maxLines), `… (${shortened.length - maxLines} more)`]
    : shortened;
}

/**
 * Which step failed, from the workflow steps' outcomes.
 * @param {NodeJS.ProcessEnv} env
 * @returns {"install" | "build" | "publish" | "unknown"}
 */
export function failedStep(env) {
  if (env.INSTALL_OUTCOME === "failure") return "install";
  if (env.BUILD_OUTCOME === "failure") return "build";
  if (env.PUBLISH_OUTCOME === "failure") return "publish";
  return "unknown";
}

/**
 * The reason and the advice, in Arabic, for a failed step and its lines.
 * @param {ReturnType<typeof failedStep>} step
 * @param {string[]} lines
 */
export function explain(step, lines) {
  const text = lines.join("\n");
  const settings = "«Settings ← Secrets and variables ← Actions» في المستودع";
  if (step === "install") {
    return {
      step: "تثبيت أدوات البناء (npm install)",
      reason: "تعذّر تنزيل الأدوات التي يُبنى بها الموقع. يحدث هذا غالبًا بسبب عطل مؤقت في الشبكة.",
      fix: [
        "افتح رابط التشغيل أعلاه واضغط «Re-run jobs» لإعادة المحاولة.",
        "إن تكرّر الخطأ نفسه فأرسل هذا الرابط إلى المطوّر.",
      ],
    };
  }
  if (step === "build" && /refuses example values|refuses/.test(text)) {
    return {
      step: "بناء الموقع للنشر (npm run build:production)",
      reason: "ما زالت في المحتوى قيم تجريبية (أمثلة)، والنسخة المنشورة لا تقبلها.",
      fix: [
        "كل سطر في رسالة الخطأ أعلاه يذكر الملف والحقل الذي ما زال يحمل قيمة تجريبية.",
        "افتح لوحة التحرير (/admin/) واستبدل كل قيمة منها بقيمتك الحقيقية، واحذف المشاريع وآراء العملاء التجريبية (المعلَّمة «مثال توضيحي»)، ثم اضغط «حفظ».",
        "كل حفظ يعيد محاولة النشر تلقائيًا.",
      ],
    };
  }
  if (step === "build" && /Invalid content/.test(text)) {
    return {
      step: "بناء الموقع للنشر (npm run build:production)",
      reason: "في المحتوى قيمة لا تقبلها قواعد الموقع، فتوقّف البناء قبل أن يُنشر شيء.",
      fix: [
        "كل سطر في رسالة الخطأ أعلاه يذكر الملف ورقم السطر والحقل وسبب الرفض.",
        "افتح الصفحة نفسها في لوحة التحرير (/admin/)، وصحّح الحقل المذكور، ثم اضغط «حفظ».",
        "كل حفظ يعيد محاولة النشر تلقائيًا.",
      ],
    };
  }
  if (step === "build") {
    return {
      step: "بناء الموقع للنشر (npm run build:production)",
      reason: /SITE_URL|CMS_[A-Z_]+/.test(text)
        ? "ينقص البناءَ إعدادٌ من إعدادات النشر (مثل SITE_URL أو CMS_REPO)."
        : "توقّف بناء الموقع بخطأ.",
      fix: /SITE_URL|CMS_[A-Z_]+/.test(text)
        ? [
            `أضف القيمة المذكورة في رسالة الخطأ أعلاه من ${settings} (دليل الإطلاق: docs/go-live.ar.md)، ثم اضغط «Re-run jobs» في صفحة التشغيل.`,
          ]
        : [
            "إن كانت رسالة الخطأ أعلاه تذكر ملفًا وحقلًا فصحّحه في لوحة التحرير ثم احفظ.",
            "وإلا فأرسل رابط التشغيل أعلاه إلى المطوّر.",
          ],
    };
  }
  if (step === "publish") {
    const fix = [];
    if (/does not exist/.test(text))
      fix.push(`اسم مشروع Cloudflare Pages في المتغيّر CF_PAGES_PROJECT لا يطابق مشروعًا في حسابك: صحّحه من ${settings}.`);
    if (/Authentication|[Uu]nauthori[sz]ed|code: 10000|API token|forbidden/i.test(text))
      fix.push(
        `رمز Cloudflare (السرّ CLOUDFLARE_API_TOKEN) غير صالح أو انتهت مدّته أو ينقصه إذن «Cloudflare Pages: Edit»، أو رقم الحساب CLOUDFLARE_ACCOUNT_ID خطأ: أنشئ رمزًا جديدًا وضعه في ${settings}.`,
      );
    if (!fix.length)
      fix.push(`تحقّق من السرّين CLOUDFLARE_API_TOKEN وCLOUDFLARE_ACCOUNT_ID والمتغيّر CF_PAGES_PROJECT في ${settings}.`);
    fix.push("ثم اضغط «Re-run jobs» في صفحة التشغيل. إن تكرّر الخطأ فأرسل الرابط إلى المطوّر.");
    return {
      step: "رفع الموقع إلى Cloudflare Pages",
      reason: "بُني الموقع بنجاح، لكن تعذّر رفعه إلى Cloudflare Pages.",
      fix,
    };
  }
  return {
    step: "غير معروفة",
    reason: "توقّف النشر قبل اكتماله.",
    fix: ["افتح رابط التشغيل أعلاه لترى الخطوة التي فشلت، أو أرسله إلى المطوّر."],
  };
}

/** A fenced block that no line of the content can close early. */
function fenced(/** @type {string[]} */ lines) {
  const longest = Math.max(
    2,
    ...lines.map((line) => Math.max(0, ...(line.match(/`+/g) ?? []).map((run) => run.length))),
  );
  const fence = "`".repeat(longest + 1);
  return `${fence}text\n${lines.join("\n")}\n${fence}`;
}

/**
 * The Arabic report of a failure: the issue's body, and the step summary.
 * @param {{ step: ReturnType<typeof failedStep>, lines: string[], runUrl: string, sha?: string, commitMessage?: string }} failure
 */
export function failureReport({ step, lines, runUrl, sha, commitMessage }) {
  const { step: stepName, reason, fix } = explain(step, lines);
  const commit = sha ? `${sha.slice(0, 7)}${commitMessage ? ` «${commitMessage.split("\n")[0]?.trim()}»` : ""}` : "";
  return [
    marker,
    `## ${title}`,
    "",
    "**الموقع المنشور لم يتغيّر:** ما زال يعرض آخر نسخة نُشرت بنجاح، ولن يظهر التعديل الأخير حتى يُصحَّح ما يلي.",
    "",
    `- **الخطوة التي فشلت:** ${stepName}`,
    `- **السبب:** ${reason}`,
    ...(commit ? [`- **التعديل:** ${commit}`] : []),
    `- **تفاصيل التشغيل:** ${runUrl}`,
    "",
    "### رسالة الخطأ",
    "",
    fenced(lines),
    "",
    "### ما العمل",
    "",
    ...fix.map((line, i) => `${i + 1}. ${line}`),
    "",
    "تُغلق هذه المسألة تلقائيًا عند أول نشر ناجح.",
  ].join("\n");
}

/**
 * A minimal client of GitHub's REST API (the endpoints this script uses).
 * @param {{ apiUrl: string, repository: string, token: string }} options
 */
export function github({ apiUrl, repository, token }) {
  const base = `${apiUrl.replace(/\/$/, "")}/repos/${repository}`;
  /** @param {string} method @param {string} path @param {unknown} [body] */
  async function call(method, path, body) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        accept: "application/vnd.github+json",
        authorization: `Bearer ${token}`,
        "x-github-api-version": "2022-11-28",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (method === "GET" && response.status === 404) return null;
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  }
  return {
    /** @returns {Promise<{ number: number, body?: string | null, pull_request?: unknown }[]>} */
    openIssues: async () =>
      (await call("GET", `/issues?state=open&labels=${encodeURIComponent(label)}&per_page=100`)) ?? [],
    ensureLabel: async () => {
      if (await call("GET", `/labels/${encodeURIComponent(label)}`)) return;
      await call("POST", "/labels", {
        name: label,
        color: "d93f0b",
        description: "تعذّر نشر آخر تعديل على الموقع (يفتحها ويغلقها سير عمل النشر)",
      });
    },
    /** @param {string} body @returns {Promise<{ number: number, html_url?: string }>} */
    createIssue: (body) => call("POST", "/issues", { title, body, labels: [label] }),
    /** @param {number} number @param {Record<string, unknown>} fields */
    updateIssue: (number, fields) => call("PATCH", `/issues/${number}`, fields),
    /** @param {number} number @param {string} body */
    comment: (number, body) => call("POST", `/issues/${number}/comments`, { body }),
  };
}

/** The open issues this script opened (never a pull request, never an issue somebody else labelled). */
async function ownOpenIssues(/** @type {ReturnType<typeof github>} */ api) {
  return (await api.openIssues()).filter((issue) => !issue.pull_request && (issue.body ?? "").includes(marker));
}

/** @param {string | undefined} path @param {string} fallback */
function readLog(path, fallback) {
  try {
    return readFileSync(path || fallback, "utf8");
  } catch {
    return "";
  }
}

/**
 * @param {"failure" | "success"} outcome
 * @param {NodeJS.ProcessEnv} env
 * @param {{ cwd?: string, log?: (line: string) => void }} [options]
 */
export async function report(outcome, env, { cwd = process.cwd(), log = console.log } = {}) {
  const repository = env.GITHUB_REPOSITORY ?? "";
  const runUrl = `${env.GITHUB_SERVER_URL || "https://github.com"}/${repository}/actions/runs/${env.GITHUB_RUN_ID ?? ""}`;
  const summary = (/** @type {string} */ text) =>
    env.GITHUB_STEP_SUMMARY ? appendFileSync(env.GITHUB_STEP_SUMMARY, `${text}\n`) : log(text);
  const api = github({
    apiUrl: env.GITHUB_API_URL || "https://api.github.com",
    repository,
    token: env.GITHUB_TOKEN ?? "",
  });

  if (outcome === "failure") {
    const step = failedStep(env);
    const output =
      step === "install"
        ? readLog(env.INSTALL_LOG, "install.log")
        : step === "publish"
          ? readLog(env.PUBLISH_LOG, "publish.log")
          : readLog(env.BUILD_LOG, "build.log");
    const lines = failureLines(output, { cwd });
    const body = failureReport({ step, lines, runUrl, sha: env.GITHUB_SHA, commitMessage: env.COMMIT_MESSAGE });
    // The summary first: it must be written even if the API calls below fail.
    summary(body);
    const [open] = await ownOpenIssues(api);
    if (open) {
      await api.updateIssue(open.number, { title, body });
      await api.comment(open.number, `فشل النشر مرة أخرى، والتعديل الأخير لم يُنشر بعد.\n\n${body}`);
      log(`Updated issue #${open.number}.`);
    } else {
      await api.ensureLabel();
      const created = await api.createIssue(body);
      log(`Opened issue #${created.number}.`);
    }
    return;
  }

  summary(`## نُشر الموقع بنجاح\n\nالتعديلات ظاهرة الآن على الموقع. تفاصيل التشغيل: ${runUrl}`);
  for (const issue of await ownOpenIssues(api)) {
    await api.comment(
      issue.number,
      `نُشر الموقع بنجاح، وآخر التعديلات ظاهرة الآن. تفاصيل التشغيل: ${runUrl}\n\nأُغلقت هذه المسألة تلقائيًا.`,
    );
    await api.updateIssue(issue.number, { state: "closed", state_reason: "completed" });
    log(`Closed issue #${issue.number}.`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outcome = process.argv[2];
  if (outcome !== "failure" && outcome !== "success") {
    console.error("Usage: publish-status.js failure|success");
    process.exit(2);
  }
  try {
    await report(outcome, process.env);
  } catch (error) {
    // A good deploy stays good when the issue cannot be closed; a failed one has failed already.
    console.log(`::warning::publish-status: ${error instanceof Error ? error.message : error}`);
    process.exit(outcome === "failure" ? 1 : 0);
  }
}
