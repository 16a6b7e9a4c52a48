// @ts-check
// Debian's Chromium, shared by the browser tests and the audit. Both binaries
// come from apt (never a browser downloaded by a test tool):
//   chromium                 /usr/bin/chromium, the full browser: the audit's
//                            page and transfer checks
//   chromium-headless-shell  the same Chromium build without the browser's UI
//                            layers, which Playwright itself runs headless tests
//                            in. It loads a page with less than half the CPU
//                            (measured here: 0.46 s against 1.1 s), which on
//                            two cores is most of the browser tests' time.
//                            Lighthouse measures in it too: from Chromium 156
//                            the full browser draws its own toolbar in a
//                            renderer ("WebUI Top Renderer") even when headless,
//                            and on two cores that work lands in the page's
//                            long tasks, which a phone's browser never has.
import { ensurePackage } from "./apt.js";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const headlessShellPath = "/usr/bin/chromium-headless-shell";

/** The browser tests' Chromium; TEST_CHROMIUM=/usr/bin/chromium runs them in the full browser. */
export const testChromiumPath = process.env.TEST_CHROMIUM ?? headlessShellPath;

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

export const ensureTestChromium = () =>
  ensurePackage(testChromiumPath, testChromiumPath === headlessShellPath ? "chromium-headless-shell" : "chromium");
