// `npm run build:photos`: builds the photo site (tests/support/photo-content.ts) into build-photos/client,
// for the audit's photo pass (npm run audit:photos, docs/quality.md).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { photoContent } from "../../tests/support/photo-content.ts";

const root = resolve(import.meta.dirname, "../..");
const base = mkdtempSync(join(tmpdir(), "photo-site-"));
try {
  const started = Date.now();
  const content = await photoContent(base);
  console.log(`Photo site's content laid out in ${((Date.now() - started) / 1000).toFixed(0)} s: ${content}`);
  const build = spawnSync(process.execPath, [join(root, "scripts/build.js")], {
    stdio: "inherit",
    env: { ...process.env, CONTENT_DIR: content, BUILD_DIR: join(root, "build-photos") },
  });
  process.exitCode = build.status ?? 1;
} finally {
  rmSync(base, { recursive: true, force: true });
}
