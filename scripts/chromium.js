// @ts-check
// Debian's Chromium, shared by the browser tests and the audit.
import { ensurePackage } from "./apt.js";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The flags this sandbox needs, and no background traffic to skew a measurement. */
export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The flags for Playwright, which adds its own `--headless`. */
export const playwrightChromiumFlags = chromiumFlags.filter((flag) => flag !== "--headless");

export const ensureChromium = () => ensurePackage(chromiumPath, "chromium");
