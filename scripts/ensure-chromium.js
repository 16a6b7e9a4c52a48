// `npm run test:e2e` (Playwright) starts here: Debian's Chromium for the tests, installed when missing.
import { ensureTestChromium } from "./chromium.js";

ensureTestChromium();
