// Horizontal overflow: does the page scroll sideways at 320, 360, 768, 1280 and
// 1920 px? Each width is a fresh load at that size, measured once fonts are in and
// entry animations have finished. When it overflows, the outermost elements that
// stick out are named so that they can be fixed.
import { overflowWidths } from "./config.js";
import { settle, waitForHydration } from "./browsers.js";

/** Runs in the page (Chromium or Firefox): sideways overflow in px and the elements causing it. */
export function measureOverflowInPage() {
  const root = document.documentElement;
  const overflow = Math.max(0, root.scrollWidth - root.clientWidth);
  if (overflow === 0) return { overflow, offenders: [] };
  const width = root.clientWidth;
  const escapes = (el) => {
    const rect = el.getBoundingClientRect();
    return rect.width > 0 && (rect.right > width + 0.5 || rect.left < -0.5);
  };
  const contained = (el) => {
    for (let node = el; node && node !== root; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.position === "fixed") return true;
      if (node !== el && style.overflowX !== "visible") return true;
    }
    return false;
  };
  const describe = (el) => {
    const rect = el.getBoundingClientRect();
    const classes = [...el.classList]
      .slice(0, 4)
      .map((name) => `.${name}`)
      .join("");
    const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${classes} [${Math.round(rect.left)}…${Math.round(rect.right)} px]${text ? ` "${text}"` : ""}`;
  };
  const culprits = [...document.body.querySelectorAll("*")].filter((el) => escapes(el) && !contained(el));
  const set = new Set(culprits);
  const offenders = culprits
    .filter((el) => !set.has(el.parentElement))
    .slice(0, 5)
    .map(describe);
  return { overflow, offenders };
}

export async function checkOverflow(browser, url) {
  const result = {};
  for (const width of overflowWidths) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(url, { waitUntil: "networkidle" });
      await waitForHydration(page);
      await settle(page);
      result[width] = await page.evaluate(measureOverflowInPage);
    } finally {
      await context.close();
    }
  }
  return result;
}
