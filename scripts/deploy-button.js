// @ts-check
// The Deploy to Cloudflare button's address is written once, in package.json →
// "repository": the public template the button copies. The README's button and
// the owner's guide's are written from it (`npm run deploy-button`) and checked
// against it before `npm test` (`--check`), which only warns while it is still
// the placeholder. docs/deploying.md says how a publisher sets it.
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const root = resolve(import.meta.dirname, "..");

/** The files that show the button, before their first section. */
export const buttonFiles = ["README.md", "docs/go-live.ar.md"];

export const placeholder = "https://github.com/OWNER/REPOSITORY";

/**
 * https://github.com/owner/name from package.json's "repository" (a URL, "git+….git", or "github:owner/name").
 * @param {{ repository?: string | { url?: string } }} pkg
 */
export function templateAddress(pkg) {
  const value = (typeof pkg.repository === "string" ? pkg.repository : pkg.repository?.url) ?? "";
  const found = /^(?:git\+)?(?:https:\/\/github\.com\/|github:)([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(value.trim());
  if (!found) throw new Error(`package.json → repository must be a GitHub repository's address, not "${value}"`);
  return `https://github.com/${found[1]}/${found[2]}`;
}

export const isPlaceholder = (/** @type {string} */ address) => address === placeholder;

/** The button, as Cloudflare's documentation gives it. */
export const buttonMarkdown = (/** @type {string} */ address) =>
  `[![Deploy to Cloudflare](https://deploy.workers.cloudflare.com/button)](https://deploy.workers.cloudflare.com/?url=${address})`;

/** Any Deploy to Cloudflare button in a file. */
export const anyButton =
  /\[!\[Deploy to Cloudflare\]\(https:\/\/deploy\.workers\.cloudflare\.com\/button\)\]\([^)\s]*\)/g;

const read = (/** @type {string} */ file) => readFileSync(resolve(root, file), "utf8");

/** The files whose button is not the one package.json's address gives. */
export function disagreeing(address = templateAddress(JSON.parse(read("package.json")))) {
  const button = buttonMarkdown(address);
  return buttonFiles.filter((file) => {
    const buttons = read(file).match(anyButton) ?? [];
    return buttons.length !== 1 || buttons[0] !== button;
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const address = templateAddress(JSON.parse(read("package.json")));
  if (process.argv.includes("--write")) {
    for (const file of buttonFiles)
      writeFileSync(resolve(root, file), read(file).replace(anyButton, buttonMarkdown(address)));
  }
  const wrong = disagreeing(address);
  if (wrong.length) {
    console.error(
      `The Deploy to Cloudflare button in ${wrong.join(" and ")} is not ${address} (package.json → repository): run npm run deploy-button.`,
    );
    process.exit(1);
  }
  if (isPlaceholder(address))
    console.warn(
      `Warning: package.json → repository is still ${placeholder}, so the Deploy to Cloudflare button leads nowhere. ` +
        "Set it to the public template's address and run npm run deploy-button (docs/deploying.md).",
    );
}
