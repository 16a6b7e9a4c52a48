// `npm run build:photos`: builds the photo site (tests/support/photo-content.ts) into build-photos/client,
// for the audit's photo pass (npm run audit:photos, docs/quality.md).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { encodingGroups, photoSlots } from "../../src/lib/photo-slots.ts";
import { photoContent } from "../../tests/support/photo-content.ts";

/**
 * The widest file a phone fetches of any photo: the widest of every slot's phone widths (below 640 px). The
 * photo site is built with no wider file (PHOTO_WIDEST, scripts/build/content-plugin.ts): what a phone
 * fetches is what the site of the owner's photos sends it, and the desktop's widths, which the audit does not
 * measure, are not encoded.
 */
const phoneWidest = Math.max(
  ...[...Object.keys(photoSlots), "projectCard" as const]
    .flatMap((name) => encodingGroups(name as keyof typeof photoSlots))
    .filter((group) => group.media)
    .flatMap((group) => group.widths),
);

const root = resolve(import.meta.dirname, "../..");
const base = mkdtempSync(join(tmpdir(), "photo-site-"));
try {
  const started = Date.now();
  const content = await photoContent(base);
  console.log(`Photo site's content laid out in ${((Date.now() - started) / 1000).toFixed(0)} s: ${content}`);
  console.log(`Photos encoded up to ${phoneWidest} px wide, the widest a phone fetches`);
  const build = spawnSync(process.execPath, [join(root, "scripts/build.js")], {
    stdio: "inherit",
    env: {
      ...process.env,
      CONTENT_DIR: content,
      BUILD_DIR: join(root, "build-photos"),
      PHOTO_WIDEST: `${phoneWidest}`,
      // The audit measures no admin page: its bundle is the shipped site's.
      WITHOUT_ADMIN: "1",
    },
  });
  process.exitCode = build.status ?? 1;
} finally {
  rmSync(base, { recursive: true, force: true });
}
