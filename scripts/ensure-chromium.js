// `npm run test:e2e` and `test:deploy` start here: Debian's Chromium, installed when missing.
import { ensureChromium } from "./chromium.js";

ensureChromium();
