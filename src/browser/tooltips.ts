// Shows the tooltips the pages render hidden (src/components/ui/tooltip.tsx)
// with Radix's timing: a mouse resting on a control
// opens its tooltip after 700 ms, and within 300 ms of one closing the next
// opens at once; keyboard focus opens it at once. Leaving, blur, a click,
// Escape and scrolling close it. Touch never opens one.
const openDelay = 700;
const skipDelay = 300;

let shown: HTMLElement | undefined;
let closedAt = -Infinity;
let timer: ReturnType<typeof setTimeout> | undefined;

const tooltipOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest("[data-tooltip]")?.querySelector<HTMLElement>("[role=tooltip]") : null;

function show(tooltip: HTMLElement) {
  if (shown === tooltip) return;
  hide();
  tooltip.toggleAttribute("data-open", true);
  shown = tooltip;
}

function hide() {
  clearTimeout(timer);
  if (!shown) return;
  shown.removeAttribute("data-open");
  shown = undefined;
  closedAt = performance.now();
}

function open(tooltip: HTMLElement, delay: number) {
  clearTimeout(timer);
  if (delay === 0 || performance.now() - closedAt < skipDelay) show(tooltip);
  else timer = setTimeout(() => show(tooltip), delay);
}

document.addEventListener("pointerover", (event) => {
  const tooltip = tooltipOf(event.target);
  if (tooltip && event.pointerType === "mouse") open(tooltip, openDelay);
});
document.addEventListener("pointerout", (event) => {
  const root = event.target instanceof Element && event.target.closest("[data-tooltip]");
  if (root && !(event.relatedTarget instanceof Node && root.contains(event.relatedTarget))) hide();
});
document.addEventListener("focusin", (event) => {
  const tooltip = tooltipOf(event.target);
  if (tooltip && (event.target as Element).matches(":focus-visible")) open(tooltip, 0);
});
document.addEventListener("focusout", hide);
document.addEventListener("pointerdown", hide);
document.addEventListener("keydown", (event) => event.key === "Escape" && hide());
addEventListener("scroll", hide, { passive: true, capture: true });
