// The phone menu is a popover (src/components/layout/mobile-menu.tsx) and
// works without this. With it, the toggle reports its state to assistive
// technology in every browser, and the menu closes when a link or the chat
// button is chosen (the chat opens in a new tab, so this page stays) and when
// Back restores this page from the browser's cache.
const menu = document.getElementById("mobile-menu");
const toggle = document.getElementById("menu-toggle");

if (menu && toggle) {
  const close = () => menu.matches(":popover-open") && menu.hidePopover();
  toggle.setAttribute("aria-expanded", "false");
  menu.addEventListener("toggle", (event) =>
    toggle.setAttribute("aria-expanded", String((event as ToggleEvent).newState === "open")),
  );
  menu.addEventListener("click", (event) => event.target instanceof Element && event.target.closest("a") && close());
  addEventListener("pageshow", (event) => event.persisted && close());
}
