import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell" });
const page = await browser.newPage();
await page.goto(process.argv[2]);
await page.pdf({ path: process.argv[3], format: "A4", preferCSSPageSize: true, printBackground: true });
await browser.close();
