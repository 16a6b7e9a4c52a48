// Sveltia 0.221.1 has no field of one language: a field edited in English shows in the Arabic form too.
// The translation's box («تمت مراجعة الترجمة», en.reviewed) means something in the English column alone,
// so it is hidden in a pane whose language switch has its first language, the Arabic, chosen. Sveltia's
// language switch is a radio group that names the pane's body (aria-controls), its radios in the
// order of config.yml's locales (Arabic first). tests/admin/admin-english.spec.ts holds this shape.

/** Hides the fields at `keyPaths` in every pane that shows the Arabic form. */
export function englishOnly(keyPaths: readonly string[]) {
  const selector = keyPaths.map((path) => `section.field[data-key-path="${path}"]`).join(", ");
  let scheduled = false;
  const update = () => {
    scheduled = false;
    for (const group of document.querySelectorAll<HTMLElement>('[role="radiogroup"][aria-controls]')) {
      const body = document.getElementById(group.getAttribute("aria-controls")!);
      if (!body) continue;
      const arabic = group.querySelector('[role="radio"]')?.getAttribute("aria-checked") === "true";
      for (const field of body.querySelectorAll<HTMLElement>(selector))
        if (arabic) field.style.setProperty("display", "none", "important");
        else field.style.removeProperty("display");
    }
  };
  new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(update);
  }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["aria-checked"] });
}
