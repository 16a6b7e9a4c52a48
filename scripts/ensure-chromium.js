// @ts-check
// `npm run test:e2e` (Playwright) starts here: Debian's Chromium for the tests,
// installed when missing. The tests run in the headless shell; the one test of
// the back/forward cache needs the full browser (the shell has no such cache).
import { ensurePackage } from "./apt.js";
import { ensureChromium, ensureTestChromium } from "./chromium.js";

ensureTestChromium();
ensureChromium();
// pdftotext reads the company profile's printed PDF back as text (tests/pages/company-profile.spec.ts).
ensurePackage("/usr/bin/pdftotext", "poppler-utils");
