// @ts-check
// Errors from the Nu HTML Checker (vnu-jar, needs Java) and from html-validate
// (html-validate:recommended without the style rules that React's valid markup
// trips, .htmlvalidate.json; docs/quality.md), on every built page including 404.html.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { buildDir } from "./config.js";

const require = createRequire(import.meta.url);

/** @typedef {{ message: string, line?: number, column?: number, extract?: string, rule?: string, selector?: string }} ValidatorMessage */
/** @typedef {import("./types").Route} Route */

/**
 * Runs vnu once over all files: each file's errors.
 * @param {Route[]} routes
 * @returns {Promise<Map<string, ValidatorMessage[]>>}
 */
export async function runVnu(routes) {
  const jar = join(require.resolve("vnu-jar/package.json"), "../build/dist/vnu.jar");
  const files = routes.map((route) => join(buildDir, route.file));
  const { code, stdout, stderr } = await run("java", [
    "-jar",
    jar,
    "--skip-non-html",
    "--errors-only",
    "--format",
    "json",
    ...files,
  ]);
  let report;
  try {
    // vnu prints its JSON report on stderr.
    report = JSON.parse(stderr.trim() || stdout.trim() || '{"messages":[]}');
  } catch {
    throw new Error(`vnu exited with ${code} and no JSON report:\n${stderr || stdout}`);
  }
  /** @type {Map<string, ValidatorMessage[]>} */
  const byFile = new Map(routes.map((route) => [route.file, []]));
  for (const message of report.messages ?? []) {
    if (message.type !== "error" && message.subType !== "fatal") continue;
    const file = message.url ? relative(buildDir, decodeURIComponent(new URL(message.url).pathname)) : "?";
    const list = byFile.get(file) ?? /** @type {ValidatorMessage[]} */ (byFile.set(file, []).get(file));
    list.push({
      message: message.message,
      line: message.lastLine ?? message.firstLine,
      column: message.firstColumn,
      extract: message.extract?.trim().slice(0, 160),
    });
  }
  return byFile;
}

/**
 * html-validate on each file, reading .htmlvalidate.json from the repository root.
 * @param {Route[]} routes
 */
export async function runHtmlValidate(routes) {
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  /** @type {Map<string, ValidatorMessage[]>} */
  const byFile = new Map();
  for (const route of routes) {
    const report = await validator.validateFile(join(buildDir, route.file));
    const messages = report.results.flatMap((result) => result.messages);
    byFile.set(
      route.file,
      messages
        .filter((message) => message.severity === 2)
        .map((message) => ({
          rule: message.ruleId,
          message: message.message,
          line: message.line,
          column: message.column,
          selector: message.selector ?? undefined,
        })),
    );
  }
  return byFile;
}

/**
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<{ code: number | null, stdout: string, stderr: string }>}
 */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}
