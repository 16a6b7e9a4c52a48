// `npm run test:e2e` (Playwright) starts here: Debian's Chromium, installed when missing.
import { ensureChromium } from "./chromium.js";

ensureChromium();
