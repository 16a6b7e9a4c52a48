// @ts-check
// `npm run test:e2e` (Playwright) starts here: Debian's Chromium for the tests,
// installed when missing. The tests run in the headless shell; the one test of
// the back/forward cache needs the full browser (the shell has no such cache).
import { ensureChromium, ensureTestChromium } from "./chromium.js";

ensureTestChromium();
ensureChromium();
