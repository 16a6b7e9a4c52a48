// @ts-check
// Checks that run inside a page, shared by the browser tests (tests/) and the
// audit (scripts/audit), so that "settled" and "overflows" mean one thing.
// Each function is passed to page.evaluate / page.waitForFunction, so it must not
// use anything from this module's scope.

/**
 * Lays the text out, then waits until every face it draws has loaded. A face starts loading when layout needs it, so
 * `document.fonts.ready` read before the first layout after a load or a scroll can resolve with nothing pending.
 * Reading a box forces that layout, in a page with scripts off too (where no animation frame callback runs). Call it
 * after the load event: before it, the stylesheet that declares the faces may not have arrived, and there is nothing
 * to wait for.
 */
export async function fontsSettledInPage() {
  document.body.getBoundingClientRect();
  await document.fonts.ready;
}

/**
 * Lets fonts load and entry animations (those ending within 3 s) finish, then waits two frames. Each wait is bounded:
 * in the audit's Firefox check, run under load, a call of this on /en/privacy twice did not return within Puppeteer's
 * 180 s (CI of da99442 and 0e19838; 60 loads under load here did not repeat it), and a page that never settles is
 * measured as it stands rather than hanging the run.
 */
export async function settleInPage() {
  /** @param {Promise<unknown>} wait @param {number} ms */
  const within = (wait, ms) => Promise.race([wait, new Promise((resolve) => setTimeout(resolve, ms))]);
  await within(document.fonts.ready, 10_000);
  /** @param {Animation} animation */
  const remaining = (animation) =>
    Number(animation.effect?.getComputedTiming().endTime ?? Infinity) - Number(animation.currentTime ?? 0);
  const entry = document.getAnimations().filter((animation) => remaining(animation) <= 3000);
  await within(Promise.all(entry.map((animation) => animation.finished.catch(() => {}))), 3500);
  await within(new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))), 1000);
}

/**
 * Sideways overflow in px, and the outermost elements that stick out (named so
 * that they can be fixed), in Chromium or Firefox.
 * @returns {{ overflow: number, offenders: string[] }}
 */
export function measureOverflowInPage() {
  const root = document.documentElement;
  const overflow = Math.max(0, root.scrollWidth - root.clientWidth);
  if (overflow === 0) return { overflow, offenders: [] };
  const width = root.clientWidth;
  /** @param {Element} el */
  const escapes = (el) => {
    const rect = el.getBoundingClientRect();
    return rect.width > 0 && (rect.right > width + 0.5 || rect.left < -0.5);
  };
  /** @param {Element} el */
  const contained = (el) => {
    for (let node = /** @type {Element | null} */ (el); node && node !== root; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.position === "fixed") return true;
      if (node !== el && style.overflowX !== "visible") return true;
    }
    return false;
  };
  /** @param {Element} el */
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
    .filter((el) => !el.parentElement || !set.has(el.parentElement))
    .slice(0, 5)
    .map(describe);
  return { overflow, offenders };
}

/**
 * The page's length in screens of the window, every section drawn at its real height, as after a
 * scroll to the end (until then a section below the screen holds a placeholder height): the
 * `screens` budget of src/model/page-budgets.ts.
 */
export function screensInPage() {
  const sections = /** @type {HTMLElement[]} */ ([...document.querySelectorAll("main > section")]);
  for (const section of sections) section.style.contentVisibility = "visible";
  const length = document.documentElement.scrollHeight / innerHeight;
  for (const section of sections) section.style.contentVisibility = "";
  return length;
}

/** The WCAG levels axe checks: 2.0, 2.1 and 2.2, A and AA. */
export const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
