// The end-to-end tests drive Debian's Chromium (never a browser downloaded by
// a test tool). Install it through apt when it is missing.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

if (!existsSync(chromiumPath)) {
  console.log("Chromium not found: installing it with apt-get (Debian package 'chromium')…");
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, {
    stdio: "inherit",
  });
}
